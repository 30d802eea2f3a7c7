/**
 * The replay's "All hands" panel: every seat's cards at this step, face up, and the running
 * totals. Docked on the right of the felt (over the overlay buttons, which a replay rarely
 * needs while it is open); the person turns it on and off in the top bar.
 */
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import type { CardArt } from '../art/cardArt';
import { CARD_RATIO } from '../art/cardArt';
import type { Deck } from '../art/cards';
import { testId } from '../core/testhook';
import { font, palette } from '../theme/theme';
import { markCover } from '../core/layout-audit';
import { drawPanel } from '../ui/chrome';
import { fitText } from '../ui/widgets';

export interface HandsPanelInput {
  hands: string[][];
  totals: number[];
  names: string[];
  /** The seat shown at the table (its row is marked). */
  viewer: number | null;
  /** Seats whose turn it is. */
  acting: number[];
  deck: Deck;
  art: CardArt;
  s: number;
  width: number;
  maxHeight: number;
  title: string;
  empty: string;
}

/** Builds the panel; its height fits the seats (cards shrink to fit `maxHeight`). */
export function handsPanel(o: HandsPanelInput): Container {
  const { s, width } = o;
  const pad = 16 * s;
  const panel = new Container({ label: 'replay-hands' });
  const title = new Text({ text: o.title, style: font('label', s, palette.accent) });
  title.position.set(pad, pad - 4 * s);
  const inner = width - 2 * pad;
  const longest = Math.max(1, ...o.hands.map((h) => h.length));
  const headH = 22 * s;
  const rowsTop = title.y + title.height + 8 * s;
  // Cards overlap to fit the longest hand on one line; shrink them when the seats do not fit.
  let cardW = Math.min(40 * s, inner / Math.max(3, (longest - 1) * 0.55 + 1));
  const fitRows = (w: number): number => o.hands.length * (headH + w * CARD_RATIO + 10 * s);
  while (cardW > 18 * s && rowsTop + fitRows(cardW) + pad > o.maxHeight) cardW -= 2 * s;
  const cardH = cardW * CARD_RATIO;
  const step = longest > 1 ? Math.min(cardW * 1.04, (inner - cardW) / (longest - 1)) : cardW;
  let y = rowsTop;
  const rows = new Container();
  o.hands.forEach((hand, seat) => {
    const row = new Container();
    const mark = seat === o.viewer;
    const acting = o.acting.includes(seat);
    const name = new Text({
      text: `${acting ? '▶ ' : ''}${o.names[seat] ?? `#${seat + 1}`}`,
      style: font('caption', s, mark ? palette.accent : palette.text),
    });
    fitText(name, inner - 60 * s);
    const total = new Text({
      text: String(o.totals[seat] ?? ''),
      style: font('caption', s, palette.textMuted),
    });
    total.position.set(inner - total.width, 0);
    row.addChild(name, total);
    if (hand.length === 0) {
      const none = new Text({ text: o.empty, style: font('caption', s, palette.textDim) });
      none.position.set(0, headH);
      row.addChild(none);
    }
    // In suit and number order, as a hand is held.
    const sorted = [...hand].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    sorted.forEach((code, i) => {
      const card = new Sprite(o.art.face(o.deck, code, cardW));
      card.width = cardW;
      card.height = cardH;
      card.position.set(i * step, headH);
      testId(card, `replay.hand.${seat}.${code}`);
      row.addChild(card);
    });
    row.position.set(pad, y);
    rows.addChild(row);
    y += headH + (hand.length > 0 ? cardH : 20 * s) + 10 * s;
  });
  const height = y + pad - 10 * s;
  const bg = drawPanel(new Graphics(), width, height, s, { alpha: 1 });
  panel.addChild(bg, title, rows);
  // Opaque: on a phone it is a sheet over the table, whose table lies hidden under it.
  markCover(panel);
  testId(panel, 'replay.hands');
  return panel;
}
