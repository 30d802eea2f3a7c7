/**
 * The overlay panels of a table scene as the scene base makes them: the log (the same in every
 * game), a game's panel from its PanelSpec with the usual title, buttons and backdrop, and the
 * final ranking's buttons (back to the menu, "Analyse my play" for the owner, Close).
 */
import { Container } from 'pixi.js';
import type { TableSnapshot } from '../../../shared/protocol';
import type { AppContext } from '../../app/context';
import type { Rect } from '../../layout/scale';
import type { TableLayout } from '../../layout/table';
import { isChallengeTable } from '../../challenge/model';
import { Overlay, type OverlayButton } from '../../ui/overlay';
import { testId } from '../../core/testhook';
import { palette } from '../../theme/theme';
import { fitText } from '../../ui/widgets';
import { logContent, txt } from './panels';
import type { GamePanelKind, OverlayKind, PanelSpec, TableKey } from './panel-spec';

/** Test ids a game may keep as its own specs name them; the base's by default. */
export interface SceneIds {
  /** The Close button of a panel (of the open one when null). */
  close: (kind: OverlayKind | null) => string;
  /** The summary's Continue and the final ranking's way back to the menu. */
  continue: string;
  menu: string;
}

export const BASE_IDS: SceneIds = {
  close: () => 'overlay:close',
  continue: 'summary:continue',
  menu: 'ranking:menu',
};

/** What the panels are made from: where, how large, the game's words and the buttons. */
export interface PanelPlace {
  s: number;
  area: Rect;
  /** A phone's sheet fills the area's width (overlay-slot.ts). */
  sheet?: boolean;
  /** Where a panel of its size may stand (room among the scene's regions), else centred. */
  at?: (width: number, height: number) => { x: number; y: number } | null;
  L: TableLayout;
  text: (key: TableKey) => string;
  close: OverlayButton;
  ranking: () => OverlayButton[];
}

/** The log: the newest lines that fit, oldest at the top; the same in every game. */
export function logPanel(
  p: PanelPlace,
  lines: readonly string[],
  log: { width: number; lineHeight: number },
): Overlay {
  const build = (rect: Rect): Container => logContent(p.s, rect, lines, p.text('log.empty'), log.lineHeight);
  return new Overlay('log', p.area, p.s, p.text('log.title'), [p.close], build, {
    width: log.width * p.s,
    sheet: p.sheet,
    at: p.at,
  });
}

const TITLES = { ranking: 'rank.title', sheet: 'sheet.title', last: 'last.title' } as const;

/** A game's panel with the usual rest: its kind's title, Close (the ranking's own buttons), backdrop. */
export function specPanel(p: PanelPlace, kind: GamePanelKind, spec: PanelSpec): Overlay {
  const title = spec.title ?? (kind in TITLES ? p.text(TITLES[kind as keyof typeof TITLES]) : '');
  const buttons = spec.buttons ?? (kind === 'ranking' ? p.ranking() : [p.close]);
  const backdrop = spec.backdrop ?? (kind === 'summary' || kind === 'ranking');
  return new Overlay(spec.id ?? kind, p.area, p.s, title, buttons, spec.build, {
    width: spec.width,
    backdrop: backdrop ? feltBackdrop(p.L) : undefined,
    fit: true,
    sheet: p.sheet,
    at: p.at,
  });
}

/**
 * A panel with one line under the game's content (par under a round's summary and the final
 * ranking): the content gets the rest of the room, the line sits just below what it drew.
 */
export function withFootnote(spec: PanelSpec, line: string | null, s: number, id: string): PanelSpec {
  if (line === null) return spec;
  return {
    ...spec,
    build: (rect: Rect): Container => {
      const gap = 14 * s;
      const lineH = 30 * s;
      const root = new Container();
      const content = spec.build({ ...rect, height: Math.max(0, rect.height - lineH - gap) });
      root.addChild(content);
      const bounds = content.getLocalBounds();
      const note = txt(line, 'caption', s, palette.textMuted);
      fitText(note, rect.width);
      note.position.set(0, bounds.y + bounds.height + gap);
      root.addChild(testId(note, id));
      return root;
    },
  };
}

/** The felt between the top bar and the hand, dimmed under a panel that waits for an answer. */
function feltBackdrop(L: TableLayout): Rect {
  return { x: 0, y: L.topBar.height, width: L.width, height: L.hand.y - L.topBar.height };
}

/**
 * The final ranking's buttons: back to the menu, "Analyse my play" where this window may
 * analyse, and Close to look at the table (a replay: Close only, its own bar has the rest).
 */
export function rankingButtons(
  ctx: AppContext,
  o: { replay: boolean; menu: { label: string; id: string }; close: OverlayButton; seat: number | null },
): OverlayButton[] {
  if (o.replay) return [o.close];
  const seat = o.seat;
  return [
    { ...o.menu, primary: true, onPress: () => ctx.showMenu() },
    ...(seat === null
      ? []
      : [
          {
            label: ctx.i18n.t('analysis.ranking'),
            id: 'ranking:analyse',
            onPress: () => ctx.analyseLatest(seat),
          },
        ]),
    o.close,
  ];
}

/**
 * Whose decisions "Analyse" looks at after the game: this window's seat (at a hot-seat table the
 * first person's); none for a guest, whose host keeps the history.
 */
export function analysedSeat(ctx: AppContext, snap: TableSnapshot | null): number | null {
  if (!snap || ctx.store.role !== 'owner') return null;
  // A challenge's deal is kept by the challenge, not in the history the analysis reads.
  if (isChallengeTable(ctx.store.challenge, snap)) return null;
  if (snap.you !== null) return snap.you;
  const person = snap.seats.findIndex((seat) => seat.kind === 'human');
  return person >= 0 ? person : null;
}
