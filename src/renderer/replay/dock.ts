/**
 * The right of the replay's felt, where "All hands" and the analysis report dock (one at a
 * time): where that is for a window, the analysis' box in it, and the hands panel placed there.
 */
import type { Container } from 'pixi.js';
import type { ReplayFrame, ReplayInfo } from '../../shared/protocol';
import type { CardArt } from '../art/cardArt';
import { deckOf } from '../art/cards';
import type { I18n } from '../i18n';
import type { TableLayout } from '../layout/table';
import { handsPanel } from './hands-panel';

export interface Dock {
  width: number;
  top: number;
  bottom: number;
}

/** The dock for the table layout below a transport bar `barH` high. */
export function replayDock(L: TableLayout, barH: number): Dock {
  const s = L.scale;
  return {
    // On a phone a sheet across the table (the player asked for it); else a column at the right.
    width: L.form.compact ? L.width - 24 * s : Math.min(340 * s, L.width * 0.3),
    top: L.topBar.height + barH + 10 * s,
    // Above the scene's overlay buttons (bottom right), below the top of the felt: the board
    // of Abyss and the centre stay in sight; it rises as far as the hands need. On a phone the
    // sheet may reach down to the status line or the hand, never over them.
    bottom: L.form.compact ? sheetBottom(L, barH) : L.hand.y + barH - 150 * s,
  };
}

/**
 * How far down a sheet across a phone's table reaches: to the status line upright, else to the
 * hand, whose fanned cards rise above its band by up to a third of a card.
 */
function sheetBottom(L: TableLayout, barH: number): number {
  const edge = L.status.y > L.topBar.height ? L.status.y : L.hand.y - L.card.height / 3;
  return edge + barH - 12 * L.scale;
}

/** Where the analysis report goes, and at what scale. */
export interface AnalysisBox {
  x: number;
  top: number;
  bottom: number;
  width: number;
  s: number;
}

/** The analysis report's box: tall enough for its rows and the chosen decision. */
export function analysisBox(L: TableLayout, barH: number, dock: Dock): AnalysisBox {
  return {
    x: L.width - dock.width - 12 * L.scale,
    top: dock.top,
    // Down to the bottom of the felt; on a phone, where it lies across the table, to the status
    // line above the hand upright (what the step shown was stays in sight), else the hand.
    bottom: L.form.compact ? sheetBottom(L, barH) : L.hand.y + barH - 12 * L.scale,
    width: dock.width,
    s: L.scale,
  };
}

/** Every seat's hand in the frame, as a panel standing on the dock's bottom. */
export function allHandsPanel(
  frame: ReplayFrame & { hands: NonNullable<ReplayFrame['hands']> },
  info: ReplayInfo,
  L: TableLayout,
  dock: Dock,
  art: CardArt,
  i18n: I18n,
): Container {
  const s = L.scale;
  const { width, top, bottom } = dock;
  const panel = handsPanel({
    hands: frame.hands,
    totals: frame.totals,
    names: info.seats.map((seat) => seat.name),
    viewer: frame.table.you,
    acting: frame.table.waitingFor,
    deck: deckOf(info.game),
    art,
    s,
    width,
    maxHeight: bottom - top,
    title: i18n.t('replay.hands'),
    empty: i18n.t('replay.hands.empty'),
  });
  panel.position.set(L.width - width - 12 * s, Math.max(top, bottom - panel.height));
  return panel;
}
