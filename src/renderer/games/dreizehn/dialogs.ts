/**
 * 13's dialogs: round summary (every point explained), score sheet, final ranking, game
 * log, the memory-aid peek and the last play. Each is a panel over the centre of the felt
 * (never over the hand), operable by keyboard: Tab / arrows move between its buttons,
 * Enter presses, Escape closes.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { DreizehnCard, DreizehnRoundEnd, DreizehnView } from '../../../shared/games/dreizehn';
import type { CardArt } from '../../art/cardArt';
import type { Rect } from '../../layout/scale';
import { font, palette } from '../../theme/theme';
import { drawPanel } from '../../ui/chrome';
import { CardSprite } from '../../ui/cardSprite';
import { Button, fitText } from '../../ui/widgets';
import type { Dt } from './i18n';
import { cardName } from './names';
import { ranking, roundBreakdown, runningTotals, type ScoreLine } from './model';
import { colourMark, TNUM } from './widgets';

export interface DialogButton {
  label: string;
  id: string;
  primary?: boolean;
  onPress: () => void;
}

export class Dialog extends Container {
  readonly buttons: Button[] = [];
  focusIndex = -1;
  readonly body = new Container();
  readonly bodyWidth: number;

  constructor(
    readonly dialogId: string,
    title: string,
    private readonly area: Rect,
    private readonly s: number,
    buttons: DialogButton[],
    readonly onEscape: () => void,
    o: { width?: number; backdrop?: Rect } = {},
  ) {
    super({ label: `dialog-${dialogId}` });
    const w = Math.min(o.width ?? area.width, area.width);
    this.bodyWidth = w - 56 * s;
    if (o.backdrop) {
      const b = new Graphics()
        .rect(o.backdrop.x, o.backdrop.y, o.backdrop.width, o.backdrop.height)
        .fill({ color: 0x000000, alpha: 0.8 });
      b.eventMode = 'static';
      this.addChild(b);
    }
    this.eventMode = 'static';
    const head = new Text({ text: title, style: font('title', s, palette.text) });
    fitText(head, this.bodyWidth);
    this.buttons = buttons.map(
      (b) =>
        new Button({
          label: b.label,
          id: b.id,
          scale: s,
          variant: b.primary ? 'primary' : 'secondary',
          height: 44 * s,
          onPress: b.onPress,
        }),
    );
    this.focusIndex = buttons.findIndex((b) => b.primary);
    (this as { titleText?: Text }).titleText = head;
    this.pending = { head, w };
  }

  private pending: { head: Text; w: number } | null;

  /** Lays out title, body and buttons once the body is filled; clamps the height to the area. */
  finish(): this {
    const p = this.pending;
    if (!p) return this;
    this.pending = null;
    const s = this.s;
    const { head, w } = p;
    const pad = 28 * s;
    const bodyH = this.body.height;
    const btnH = this.buttons.length ? 44 * s + 22 * s : 8 * s;
    const h = Math.min(this.area.height, pad + head.height + 14 * s + bodyH + 18 * s + btnH);
    const box = new Container();
    const g = drawPanel(new Graphics(), w, h, s, { alpha: 0.97 });
    g.roundRect(0, 0, w, h, 16 * s).stroke({ width: 1.5 * s, color: palette.accent, alpha: 0.45 });
    box.addChild(g);
    head.position.set(pad, pad * 0.8);
    box.addChild(head);
    this.body.position.set(pad, head.y + head.height + 14 * s);
    // A body taller than the space is masked (the newest lines stay visible where it matters).
    const maxBody = h - this.body.y - btnH - 10 * s;
    if (bodyH > maxBody) {
      const m = new Graphics().rect(0, 0, w, maxBody).fill(0xffffff);
      m.position.set(0, this.body.y);
      box.addChild(m);
      this.body.mask = m;
    }
    box.addChild(this.body);
    let x = w - pad;
    for (const b of [...this.buttons].reverse()) {
      x -= b.bw;
      b.position.set(x, h - b.bh - 20 * s);
      x -= 12 * s;
      box.addChild(b);
    }
    box.position.set(
      this.area.x + (this.area.width - w) / 2,
      this.area.y + Math.max(0, (this.area.height - h) / 2) * 0.6,
    );
    this.addChild(box);
    this.paintFocus(false);
    return this;
  }

  paintFocus(keyboard: boolean): void {
    this.buttons.forEach((b, i) => b.setFocused(keyboard && i === this.focusIndex));
  }

  move(dir: 1 | -1): void {
    const n = this.buttons.length;
    if (n === 0) return;
    this.focusIndex = this.focusIndex < 0 ? 0 : (this.focusIndex + dir + n) % n;
    this.paintFocus(true);
  }

  activate(): void {
    const b = this.buttons[this.focusIndex] ?? this.buttons[0];
    b?.activate();
  }
}

export interface Names {
  seat(seat: number): string;
}

function text(
  str: string,
  s: number,
  role: 'caption' | 'body' | 'label' | 'title' = 'body',
  fill: number = palette.text,
  tnum = false,
): Text {
  return new Text({ text: str, style: { ...font(role, s, fill), ...(tnum ? TNUM : {}) } });
}

function lineText(dt: Dt, l: ScoreLine): string {
  if (l.kind === 'nothing') return dt('summary.nothing');
  if (l.kind === 'fiese')
    return dt('summary.fiese', {
      n: l.count,
      fiese: l.count === 1 ? dt('card.fiese') : dt('card.fiesePlural'),
      p: l.points,
    });
  const colour = dt(`colour.${l.colour}`);
  if (l.status === 'most') return dt('summary.colourMost', { n: l.count, colour });
  if (l.status === 'tied') return dt('summary.colourTied', { n: l.count, colour, p: l.points });
  return dt('summary.colour', { n: l.count, colour, p: l.points });
}

/** The round summary body: per seat, every line of points, the round and game totals. */
export function summaryBody(
  d: Dialog,
  dt: Dt,
  names: Names,
  view: DreizehnView,
  roundIndex: number,
  s: number,
): void {
  const round = view.history[roundIndex];
  if (!round) return;
  const rb = roundBreakdown(round);
  const totals = runningTotals(view.history, view.players)[roundIndex] ?? [];
  const twoCols = view.players > 3;
  const colW = twoCols ? (d.bodyWidth - 24 * s) / 2 : d.bodyWidth;
  const blocks: Container[] = rb.map((b, seat) => {
    const c = new Container();
    const bg = new Graphics();
    c.addChild(bg);
    // Left: name, the round's points (big) and the game total; right: one line per reason.
    const nameW = Math.min(190 * s, colW * 0.3);
    const name = text(names.seat(seat), s, 'label');
    fitText(name, nameW - 16 * s);
    name.position.set(12 * s, 8 * s);
    const pts = text(`${b.score}`, s, 'title', b.score === 0 ? palette.ok : palette.text, true);
    pts.position.set(12 * s, name.y + name.height);
    const tot = text(
      `${dt('summary.gameTotal')} ${totals[seat] ?? 0}`,
      s,
      'caption',
      palette.textMuted,
      true,
    );
    tot.position.set(pts.x + pts.width + 10 * s, pts.y + (pts.height - tot.height) / 2 + 2 * s);
    fitText(tot, nameW - (tot.x - 12 * s));
    c.addChild(name, pts, tot);
    let y = 9 * s;
    const lx = nameW + 26 * s;
    for (const l of b.lines) {
      const mark =
        l.kind === 'colour'
          ? colourMark(l.colour, 16 * s)
          : l.kind === 'fiese'
            ? colourMark('fiese', 16 * s)
            : null;
      const t = text(
        lineText(dt, l),
        s,
        'caption',
        l.kind === 'colour' && l.status === 'most' ? palette.ok : palette.text,
      );
      fitText(t, colW - lx - 12 * s);
      if (mark) {
        mark.position.set(lx - 14 * s, y + t.height / 2);
        c.addChild(mark);
      }
      t.position.set(lx, y);
      c.addChild(t);
      y += t.height;
    }
    if (!b.agrees) {
      const t = text(`${dt('summary.mismatch')}: ${b.score}`, s, 'caption', palette.accent);
      t.position.set(lx, y);
      c.addChild(t);
      y += t.height;
    }
    const h = Math.max(y, pts.y + pts.height) + 8 * s;
    bg.roundRect(0, 0, colW, h, 10 * s).fill({ color: 0xffffff, alpha: seat % 2 === 0 ? 0.05 : 0.025 });
    bg.rect(nameW + 4 * s, 8 * s, Math.max(1, s), h - 16 * s).fill({ color: palette.panelEdge, alpha: 0.8 });
    return c;
  });
  let y = 0;
  let col = 0;
  let rowH = 0;
  for (const b of blocks) {
    b.position.set(col * (colW + 24 * s), y);
    d.body.addChild(b);
    rowH = Math.max(rowH, b.height);
    if (twoCols && col === 0) col = 1;
    else {
      col = 0;
      y += rowH + 8 * s;
      rowH = 0;
    }
  }
  if (col === 1) y += rowH + 8 * s;
  const left = round.leftOnTargets.flat();
  if (left.length > 0) {
    const t = text(
      dt('summary.left', { cards: left.map((c) => cardName(dt, c)).join(', ') }),
      s,
      'caption',
      palette.textDim,
    );
    t.style.wordWrap = true;
    t.style.wordWrapWidth = d.bodyWidth;
    t.position.set(0, y + 2 * s);
    d.body.addChild(t);
  }
}

/** The score sheet: every round (with its dealer), and the totals. */
export function sheetBody(
  d: Dialog,
  dt: Dt,
  names: Names,
  history: readonly DreizehnRoundEnd[],
  players: number,
  rounds: number,
  s: number,
): void {
  const w = d.bodyWidth;
  const firstW = Math.min(190 * s, w * 0.3);
  const colW = (w - firstW) / players;
  const rowH = 32 * s;
  const head = new Container();
  head.addChild(text(dt('sheet.round'), s, 'caption', palette.textMuted));
  for (let seat = 0; seat < players; seat++) {
    const t = text(names.seat(seat), s, 'label');
    fitText(t, colW - 10 * s);
    t.position.set(firstW + seat * colW + colW - 8 * s - t.width, 0);
    head.addChild(t);
  }
  d.body.addChild(head);
  let y = rowH + 4 * s;
  d.body.addChild(new Graphics().rect(0, y - 6 * s, w, Math.max(1, s)).fill(palette.panelEdge));
  for (let r = 0; r < rounds; r++) {
    const round = history[r];
    const rowBg = new Graphics()
      .roundRect(0, y - 3 * s, w, rowH, 6 * s)
      .fill({ color: 0xffffff, alpha: r % 2 === 0 ? 0.04 : 0 });
    d.body.addChild(rowBg);
    const label = text(
      round ? `${r + 1}  ·  ${names.seat(round.dealer)} (${dt('sheet.dealer')})` : `${r + 1}`,
      s,
      'caption',
      round ? palette.textMuted : palette.textDim,
    );
    fitText(label, firstW - 8 * s);
    label.position.set(4 * s, y);
    d.body.addChild(label);
    for (let seat = 0; seat < players; seat++) {
      const t = text(
        round ? String(round.scores[seat] ?? 0) : '–',
        s,
        'body',
        round ? palette.text : palette.textDim,
        true,
      );
      t.position.set(firstW + seat * colW + colW - 8 * s - t.width, y - 2 * s);
      d.body.addChild(t);
    }
    y += rowH;
  }
  d.body.addChild(new Graphics().rect(0, y, w, Math.max(1, 1.5 * s)).fill(palette.accent));
  y += 8 * s;
  const totals = runningTotals(history, players).at(-1) ?? new Array<number>(players).fill(0);
  const tl = text(dt('sheet.total'), s, 'label', palette.accent);
  tl.position.set(4 * s, y);
  d.body.addChild(tl);
  const best = Math.min(...totals);
  for (let seat = 0; seat < players; seat++) {
    const t = text(
      String(totals[seat] ?? 0),
      s,
      'label',
      history.length && totals[seat] === best ? palette.accent : palette.text,
      true,
    );
    t.position.set(firstW + seat * colW + colW - 8 * s - t.width, y);
    d.body.addChild(t);
  }
  y += rowH;
  const note = text(dt('sheet.lower'), s, 'caption', palette.textDim);
  note.position.set(0, y + 4 * s);
  d.body.addChild(note);
}

/** The final ranking: places, names, totals; winners marked. */
export function finalBody(
  d: Dialog,
  dt: Dt,
  names: Names,
  totals: readonly number[],
  winners: readonly number[],
  s: number,
): void {
  const w = d.bodyWidth;
  const rows = ranking(totals, winners);
  const shared = winners.length > 1;
  const rowH = 46 * s;
  let y = 0;
  for (const r of rows) {
    const bg = new Graphics()
      .roundRect(0, y, w, rowH - 6 * s, 10 * s)
      .fill({ color: r.winner ? palette.accent : 0xffffff, alpha: r.winner ? 0.18 : 0.04 });
    d.body.addChild(bg);
    const place = text(
      dt('final.place', { n: r.place }),
      s,
      'title',
      r.winner ? palette.accent : palette.textMuted,
      true,
    );
    place.position.set(14 * s, y + (rowH - 6 * s - place.height) / 2);
    const name = text(names.seat(r.seat), s, 'label', palette.text);
    name.position.set(70 * s, y + (rowH - 6 * s - name.height) / 2);
    d.body.addChild(place, name);
    if (r.winner) {
      const badge = text(
        `★ ${shared ? dt('final.sharedWin') : dt('final.winner')}`,
        s,
        'caption',
        palette.accent,
      );
      badge.position.set(name.x + name.width + 14 * s, y + (rowH - 6 * s - badge.height) / 2);
      d.body.addChild(badge);
    }
    const pts = text(dt('final.points', { n: r.total }), s, 'label', palette.text, true);
    pts.position.set(w - 14 * s - pts.width, y + (rowH - 6 * s - pts.height) / 2);
    d.body.addChild(pts);
    y += rowH;
  }
}

/** Text lines, newest last; only the newest that fit are kept. */
export function linesBody(
  d: Dialog,
  lines: readonly string[],
  empty: string,
  maxHeight: number,
  s: number,
): void {
  const shown: Text[] = [];
  let h = 0;
  const list = lines.length ? [...lines].reverse() : [empty];
  for (const line of list) {
    const t = text(line, s, 'caption', palette.textMuted);
    t.style.wordWrap = true;
    t.style.wordWrapWidth = d.bodyWidth;
    if (h + t.height > maxHeight && shown.length) {
      t.destroy();
      break;
    }
    h += t.height + 4 * s;
    shown.push(t);
  }
  let y = 0;
  for (const t of shown.reverse()) {
    t.position.set(0, y);
    y += t.height + 4 * s;
    d.body.addChild(t);
  }
}

/** A row of small face-up cards (peek, last play). */
export function cardsRow(
  d: Dialog,
  art: CardArt,
  cards: readonly DreizehnCard[],
  y: number,
  cardW: number,
): number {
  const gap = Math.min(cardW * 0.6, (d.bodyWidth - cardW) / Math.max(1, cards.length - 1));
  cards.forEach((c, i) => {
    const sp = new CardSprite(art, 'dreizehn', c, cardW);
    sp.position.set(cardW / 2 + i * gap, y + (cardW * 1.4) / 2);
    d.body.addChild(sp);
  });
  return cards.length ? cardW * 1.4 + 6 : 0;
}
