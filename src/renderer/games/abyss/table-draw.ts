/**
 * What the Abyss table draws from the view alone: the board's state, the field tab on each
 * seat plate, the scale's texts, the trick explanation under the trick, the row of drawn curses and the other
 * players' open hands. Stateless; the scene owns the containers and says when to redraw.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { AbyssElement, AbyssView } from '../../../shared/games/abyss';
import { abyssCurse, type AbyssCurseId } from '../../../shared/games/abyss-data';
import type { Language } from '../../../shared/settings';
import type { CardArt } from '../../art/cardArt';
import { markStack } from '../../core/layout-audit';
import { testId } from '../../core/testhook';
import type { TableLayout } from '../../layout/table';
import { font, palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import { framedBox, type Tooltip } from '../../ui/chrome';
import type { SeatPlate } from '../../ui/seatPlate';
import { sortCards } from '../elements/cards';
import type { AbyssLayout } from './layout';
import { jumpOptions } from './model';
import { curseCard, seatHue, type Board, type CurseFace, type ScaleWidget } from './pieces';
import { curseName, curseNote, curseText } from './text';
import { text } from '../../../shared/i18n/format';

/** Width of a curse card as revealed; the row's small cards are scaled from it. */
export const CURSE_CARD_WIDTH = 380;

/**
 * The seat's field on a tab at the plate's top edge, in the figure's colour (with its mark),
 * plus a stripe along the plate's foot: plate and figure belong together at a glance.
 */
export function drawFieldTab(
  plate: SeatPlate,
  seat: number,
  label: string,
  L: TableLayout,
  lay: AbyssLayout,
): void {
  for (const label of ['field-tab', 'field-stripe'])
    plate.getChildByLabel(label)?.destroy({ children: true });
  const s = lay.s;
  const tab = new Container({ label: 'field-tab' });
  const t = new Text({ text: label, style: font('caption', s * 0.85, palette.ink) });
  const h = t.height + 2 * s;
  const w = t.width + 18 * s;
  const hue = seatHue(seat);
  const g = new Graphics()
    .roundRect(0, 0, w, h, h / 2)
    .fill(hue)
    .roundRect(0, 0, w, h, h / 2)
    .stroke({ width: Math.max(1, s), color: palette.cream, alpha: 0.7 });
  t.position.set(9 * s, 1 * s);
  tab.addChild(g, t);
  // On a phone the others' tabs hang under their plates (above, the top bar is near).
  const below = lay.compact && lay.seats[seat]?.side !== 'bottom';
  tab.position.set(
    L.plate.width / 2 - w - 12 * s,
    // The own plate's tab on a phone stands wholly above it: its name fills the plate's top half.
    below
      ? L.plate.height / 2 + 2 * s
      : lay.compact
        ? -L.plate.height / 2 - h - 2 * s
        : -L.plate.height / 2 - h * 0.55,
  );
  // The stripe is the plate's, not the tab's: the tab (its test id) is only the tab.
  const stripe = new Graphics({ label: 'field-stripe' })
    .roundRect(-L.plate.width / 2 + 6 * s, L.plate.height / 2 - 5 * s, L.plate.width - 12 * s, 3 * s, 1.5 * s)
    .fill(hue);
  plate.addChild(stripe, tab);
  testId(tab, `seat:field:${seat}`);
}

/**
 * The explanation of the last trick (a heading and its reasons) under the trick area, until
 * the next card is played. Empties `caption` first; draws nothing without lines.
 */
export function drawCaption(caption: Container, lay: AbyssLayout | null, lines: readonly string[]): void {
  for (const c of caption.removeChildren()) c.destroy({ children: true });
  if (!lay || lines.length === 0) return;
  const s = lay.s;
  const R = lay.caption;
  const [head, ...rest] = lines;
  const h1 = new Text({
    text: head ?? '',
    style: { ...font('label', s, palette.accent), wordWrap: true, wordWrapWidth: R.width - 24 * s },
  });
  const t = new Text({
    text: rest.join('\n'),
    style: {
      ...font('caption', s, palette.text),
      wordWrap: true,
      wordWrapWidth: R.width - 24 * s,
      lineHeight: Math.round(22 * s),
    },
  });
  const w = Math.max(h1.width, t.width) + 24 * s;
  const h = h1.height + t.height + 18 * s;
  const g = new Graphics()
    .roundRect(0, 0, w, h, 12 * s)
    .fill({ color: palette.panel, alpha: 0.9 })
    .roundRect(0, 0, w, h, 12 * s)
    .stroke({ width: Math.max(1, s), color: palette.accent, alpha: 0.5 });
  h1.position.set(12 * s, 8 * s);
  t.position.set(12 * s, h1.y + h1.height + 2 * s);
  caption.addChild(g, h1, t);
  caption.position.set(
    Math.round(R.x),
    Math.round(Math.max(R.y, Math.min(R.y + R.height - h, lay.trickCentre.y - h / 2))),
  );
  testId(caption, 'trick:explain');
}

/** A curse card's face in the language: number, name, rule text and when it acts. */
export function curseFace(lang: Language, id: AbyssCurseId, active: boolean): CurseFace {
  const c = abyssCurse(id);
  return {
    id,
    number: c.number,
    name: curseName(lang, id),
    text: curseText(lang, id),
    note: curseNote(lang, id, active),
  };
}

/** Centre and scale of the next slot in the curse row (for a card settling there). */
export function curseSlot(lay: AbyssLayout, index: number): { x: number; y: number; k: number } {
  const R = lay.curses;
  const cw = (R.width - 2 * 8 * lay.s) / 3;
  return {
    x: R.x + 8 * lay.s + cw * index + cw / 2,
    y: R.y + R.height / 2,
    k: cw / (CURSE_CARD_WIDTH * lay.s),
  };
}

export interface CurseRowCtx {
  lang: Language;
  tooltip: Tooltip;
  /** Who revealed a curse, as seen by the scene (undefined or null: not known). */
  drawnBy: (id: AbyssCurseId) => number | null | undefined;
  name: (seat: number) => string;
}

/** The drawn curses as small cards in their row (or the row's "none yet"), with tooltips. */
export function drawCurseRow(row: Container, lay: AbyssLayout | null, v: AbyssView, c: CurseRowCtx): void {
  for (const child of row.removeChildren()) child.destroy({ children: true });
  if (!lay) return;
  const s = lay.s;
  const R = lay.curses;
  const bg = framedBox(
    R,
    14 * s,
    { color: palette.panel, alpha: 0.82 },
    { width: Math.max(1, s), color: palette.panelEdge },
  );
  row.addChild(bg);
  if (v.curses.length === 0) {
    // Wrapped, never cut: a narrow row (a phone) takes two lines.
    const none = new Text({
      text: `${text(c.lang, 'abyss.curses.title')}: ${text(c.lang, 'abyss.curses.none')}`,
      style: {
        ...font('caption', s, palette.textMuted),
        wordWrap: true,
        wordWrapWidth: R.width - 20 * s,
        align: 'center',
      },
    });
    none.position.set(R.x + (R.width - none.width) / 2, R.y + (R.height - none.height) / 2);
    row.addChild(none);
    return;
  }
  const pad = 8 * s;
  const cw = (R.width - 2 * pad) / 3;
  v.curses.forEach((d, i) => {
    const active = v.activeCurses.includes(d.curse);
    // Small cards: the name, and only while a curse is not in force yet, from when it acts.
    const pending = active
      ? ''
      : text(
          c.lang,
          abyssCurse(d.curse).timing === 'phase' ? 'abyss.curse.short.phase' : 'abyss.curse.short.trick',
        );
    const card = curseCard(
      { ...curseFace(c.lang, d.curse, active), note: pending },
      cw - 6 * s,
      R.height - 2 * pad,
      s,
      false,
    );
    card.position.set(R.x + pad + i * cw + 3 * s, R.y + pad);
    card.alpha = active ? 1 : 0.75;
    card.eventMode = 'static';
    c.tooltip.attach(card, () => {
      const by = c.drawnBy(d.curse);
      const drawn =
        by === undefined || by === null
          ? null
          : text(c.lang, 'abyss.curse.drawnBy', { field: d.field, name: c.name(by) });
      const [name, rule, note] = [
        curseName(c.lang, d.curse),
        curseText(c.lang, d.curse),
        curseNote(c.lang, d.curse, active),
      ];
      return `${name}: ${rule}\n${drawn ? `${note} ${drawn}` : note}`;
    });
    testId(card, `curse:${d.curse}`);
    row.addChild(card);
  });
}

/** The other players' hands, face up at their seats (when the view shows them). */
export function drawOpenHands(
  into: Container,
  lay: AbyssLayout | null,
  you: number | null,
  v: AbyssView,
  art: CardArt,
): void {
  for (const c of into.removeChildren()) c.destroy({ children: true });
  if (!lay) return;
  for (let seat = 0; seat < v.players; seat++) {
    if (seat === you) continue;
    const hand = v.hands[seat];
    if (!hand || hand.length === 0) continue;
    const spot = lay.seats[seat];
    if (!spot) continue;
    const R = spot.openHand;
    const cards = sortCards(hand);
    const cw = lay.miniCard.width;
    const step = Math.min(cw * 0.9, (R.width - cw) / Math.max(1, cards.length - 1));
    // An open hand's cards overlap like a small fan.
    const row = markStack(new Container());
    cards.forEach((code, i) => {
      const sp = new CardSprite(art, 'sevensins', code, cw);
      sp.position.set(R.x + cw / 2 + i * step, R.y + lay.miniCard.height / 2);
      row.addChild(sp);
    });
    testId(row, `openHand:${seat}`);
    into.addChild(row);
  }
}

/**
 * The board for the view: redrawn only when its key changes (race length, spent curse
 * fields, Frozen Scale, language); the jump choice is marked every time. Returns the key.
 */
export function syncBoard(
  board: Board,
  lay: AbyssLayout,
  v: AbyssView,
  lang: Language,
  drawnKey: string,
): string {
  const frozen = v.activeCurses.includes('frozenScale');
  const key = `${v.goal}|${v.triggered.join(',')}|${frozen}|${lang}`;
  if (key !== drawnKey) {
    const spent = new Map<number, AbyssCurseId | null>();
    for (const f of v.triggered) spent.set(f, v.curses.find((c) => c.field === f)?.curse ?? null);
    board.draw(lay, { goal: v.goal, spent, frozen });
    board.caption(0, text(lang, 'abyss.board.start'));
    board.caption(v.goal, text(lang, 'abyss.board.goal'));
  }
  const jo = jumpOptions(v);
  if (jo) {
    board.mark(
      lay,
      [
        { field: jo.stop, colour: palette.cream },
        { field: jo.jump, colour: palette.accent },
      ],
      { from: v.positions[jo.seat] ?? 0, to: jo.jump },
    );
  } else board.mark(lay, [], null);
  return key;
}

/** The scale with its title and reading order (mirrored under Mirror); picked places ringed. */
export function drawScale(
  widget: ScaleWidget,
  lay: AbyssLayout,
  st: { scale: readonly AbyssElement[]; mirror: boolean; pick: number[] },
  lang: Language,
  colorBlind: boolean,
): void {
  const order =
    st.scale.length === 0 ? 'abyss.scale.empty' : st.mirror ? 'abyss.scale.orderMirror' : 'abyss.scale.order';
  widget.draw(
    lay,
    st.scale,
    st.mirror,
    text(lang, 'abyss.scale.title'),
    text(lang, order),
    colorBlind,
    st.pick,
  );
}
