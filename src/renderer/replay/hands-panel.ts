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
import { markCover, markStack } from '../core/layout-audit';
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
  const rowGap = 10 * s;
  // Cards overlap to fit the longest hand on one line; shrink them when the seats do not fit.
  let cardW = Math.min(40 * s, inner / Math.max(3, (longest - 1) * 0.55 + 1));
  const fitRows = (w: number): number => o.hands.length * (headH + w * CARD_RATIO + rowGap);
  while (cardW > 18 * s && rowsTop + fitRows(cardW) + pad > o.maxHeight) cardW -= 2 * s;
  // Still too tall (a phone on its side): each name stands left of its cards, not above them.
  const inline = rowsTop + fitRows(cardW) + pad > o.maxHeight;
  const nameW = inline ? Math.min(120 * s, inner * 0.25) : 0;
  if (inline) {
    const room = (o.maxHeight - rowsTop - pad + 10 * s) / o.hands.length - 6 * s;
    cardW = Math.max(16 * s, Math.min(40 * s, room / CARD_RATIO));
  }
  const cardH = cardW * CARD_RATIO;
  const cardsW = inner - nameW;
  const step = longest > 1 ? Math.min(cardW * 1.04, (cardsW - cardW) / (longest - 1)) : cardW;
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
    const total = new Text({
      text: String(o.totals[seat] ?? ''),
      style: font('caption', s, palette.textMuted),
    });
    // Inline, the total ends the name's column on the name's line.
    fitText(name, inline ? nameW - total.width - 16 * s : inner - 60 * s);
    total.position.set((inline ? nameW - 8 * s : inner) - total.width, 0);
    row.addChild(name, total);
    const top = inline ? 0 : headH;
    if (hand.length === 0) {
      const none = new Text({ text: o.empty, style: font('caption', s, palette.textDim) });
      none.position.set(nameW, top);
      row.addChild(none);
    }
    // In suit and number order, as a hand is held; the cards overlap on purpose.
    const fan = markStack(new Container());
    fan.position.set(nameW, top);
    const sorted = [...hand].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    sorted.forEach((code, i) => {
      const card = new Sprite(o.art.face(o.deck, code, cardW));
      card.width = cardW;
      card.height = cardH;
      card.position.set(i * step, 0);
      testId(card, `replay.hand.${seat}.${code}`);
      fan.addChild(card);
    });
    row.addChild(fan);
    row.position.set(pad, y);
    rows.addChild(row);
    const cardsH = hand.length > 0 ? cardH : 20 * s;
    y += inline ? Math.max(cardsH, name.height) + 6 * s : headH + cardsH + rowGap;
  });
  const height = y + pad - 10 * s;
  const bg = drawPanel(new Graphics(), width, height, s, { alpha: 1 });
  panel.addChild(bg, title, rows);
  // Opaque: on a phone it is a sheet over the table, whose table lies hidden under it.
  markCover(panel);
  testId(panel, 'replay.hands');
  return panel;
}
