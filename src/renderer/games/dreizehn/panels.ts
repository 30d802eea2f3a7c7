/**
 * What 13's overlay panels show: the round summary (every point explained), the score sheet,
 * the final ranking and rows of small cards (the memory-aid peek). Each fills a container of
 * the content's width; the scene base puts it into its panel.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { DreizehnCard, DreizehnView } from '../../../shared/games/dreizehn';
import type { CardArt } from '../../art/cardArt';
import { markCuttable } from '../../core/layout-audit';
import { font, palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import { fitText } from '../../ui/widgets';
import type { I18n } from '../../i18n';
import { scoreWithUnit } from '../../i18n/units';
import { cardName } from './names';
import { ranking, roundBreakdown, runningTotals, type ScoreLine } from './model';
import { colourMark, TNUM } from './widgets';

/** Where a panel's content goes, and how wide it may be. */
export interface Body {
  body: Container;
  bodyWidth: number;
}

export interface Names {
  seat(seat: number): string;
}

/** A panel body with what it is written with: the words, the seats' names and the scale. */
export interface Page extends Body {
  i18n: I18n;
  names: Names;
  s: number;
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

function lineText(i18n: I18n, l: ScoreLine): string {
  if (l.kind === 'nothing') return i18n.t('dreizehn.summary.nothing');
  if (l.kind === 'fiese')
    return i18n.t('dreizehn.summary.fiese', {
      n: l.count,
      fiese: l.count === 1 ? i18n.t('dreizehn.card.fiese') : i18n.t('dreizehn.card.fiesePlural'),
      p: l.points,
    });
  const colour = i18n.t(`dreizehn.colour.${l.colour}`);
  if (l.status === 'most') return i18n.t('dreizehn.summary.colourMost', { n: l.count, colour });
  if (l.status === 'tied') return i18n.t('dreizehn.summary.colourTied', { n: l.count, colour, p: l.points });
  return i18n.t('dreizehn.summary.colour', { n: l.count, colour, p: l.points });
}

/** The round summary body: per seat, every line of points, the round and game totals. */
export function summaryBody(d: Page, view: DreizehnView, roundIndex: number): void {
  const { i18n, names, s } = d;
  const round = view.history[roundIndex];
  if (!round) return;
  const rb = roundBreakdown(round);
  const totals = runningTotals(view.history, view.players)[roundIndex] ?? [];
  // Two columns where each keeps room for its lines (not on a phone).
  const twoCols = view.players > 3 && d.bodyWidth >= 700 * s;
  const colW = twoCols ? (d.bodyWidth - 24 * s) / 2 : d.bodyWidth;
  const blocks: Container[] = rb.map((b, seat) => {
    const c = new Container();
    const bg = new Graphics();
    c.addChild(bg);
    // Left: name, the round's points (big) and the game total; right: one line per reason.
    const nameW = Math.min(190 * s, Math.max(colW * 0.3, 110 * s));
    const name = text(names.seat(seat), s, 'label');
    fitText(name, nameW - 16 * s);
    markCuttable(name);
    name.position.set(12 * s, 8 * s);
    const pts = text(`${b.score}`, s, 'title', b.score === 0 ? palette.ok : palette.text, true);
    pts.position.set(12 * s, name.y + name.height);
    const tot = text(
      `${i18n.t('dreizehn.summary.gameTotal')} ${totals[seat] ?? 0}`,
      s,
      'caption',
      palette.textMuted,
      true,
    );
    tot.position.set(pts.x + pts.width + 10 * s, pts.y + (pts.height - tot.height) / 2 + 2 * s);
    // Beside the round's points where it fits, else under them.
    if (tot.x + tot.width > nameW) tot.position.set(12 * s, pts.y + pts.height);
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
        lineText(i18n, l),
        s,
        'caption',
        l.kind === 'colour' && l.status === 'most' ? palette.ok : palette.text,
      );
      // Whole, wrapped: a reason's words are its meaning.
      t.style.wordWrap = true;
      t.style.wordWrapWidth = colW - lx - 12 * s;
      if (mark) {
        mark.position.set(lx - 14 * s, y + t.height / 2);
        c.addChild(mark);
      }
      t.position.set(lx, y);
      c.addChild(t);
      y += t.height;
    }
    if (!b.agrees) {
      const t = text(`${i18n.t('dreizehn.summary.mismatch')}: ${b.score}`, s, 'caption', palette.accent);
      t.position.set(lx, y);
      c.addChild(t);
      y += t.height;
    }
    const h = Math.max(y, tot.y + tot.height, pts.y + pts.height) + 8 * s;
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
      i18n.t('dreizehn.summary.left', { cards: left.map((c) => cardName(i18n, c)).join(', ') }),
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
export function sheetBody(d: Page, view: Pick<DreizehnView, 'history' | 'players' | 'rounds'>): void {
  const { i18n, names, s } = d;
  const { history, players, rounds } = view;
  const w = d.bodyWidth;
  const firstW = Math.min(190 * s, w * 0.3);
  const colW = (w - firstW) / players;
  const rowH = 32 * s;
  const head = new Container();
  head.addChild(text(i18n.t('dreizehn.sheet.round'), s, 'caption', palette.textMuted));
  for (let seat = 0; seat < players; seat++) {
    const t = text(names.seat(seat), s, 'label');
    fitText(t, colW - 10 * s);
    markCuttable(t);
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
      round ? `${r + 1}  ·  ${names.seat(round.dealer)} (${i18n.t('dreizehn.sheet.dealer')})` : `${r + 1}`,
      s,
      'caption',
      round ? palette.textMuted : palette.textDim,
    );
    fitText(label, firstW - 8 * s);
    markCuttable(label);
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
  const tl = text(i18n.t('dreizehn.sheet.total'), s, 'label', palette.accent);
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
  const note = text(i18n.t('dreizehn.sheet.lower'), s, 'caption', palette.textDim);
  note.position.set(0, y + 4 * s);
  d.body.addChild(note);
}

/** The final ranking: places, names, totals; winners marked. */
export function finalBody(d: Page, result: { totals: readonly number[]; winners: readonly number[] }): void {
  const { i18n, names, s } = d;
  const { totals, winners } = result;
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
      i18n.t('dreizehn.final.place', { n: r.place }),
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
        `★ ${shared ? i18n.t('dreizehn.final.sharedWin') : i18n.t('dreizehn.final.winner')}`,
        s,
        'caption',
        palette.accent,
      );
      badge.position.set(name.x + name.width + 14 * s, y + (rowH - 6 * s - badge.height) / 2);
      d.body.addChild(badge);
    }
    const pts = text(scoreWithUnit(i18n.language, 'dreizehn', r.total), s, 'label', palette.text, true);
    pts.position.set(w - 14 * s - pts.width, y + (rowH - 6 * s - pts.height) / 2);
    d.body.addChild(pts);
    y += rowH;
  }
}

/** A row of small face-up cards (peek, last play). */
export function cardsRow(
  d: Body,
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
