/**
 * The Siegel prompts and overlays: the return-choice prompt (buttons with the seal tokens),
 * and the panels above the hand: round summary, score sheet, final ranking, last trick, log.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import type { CompletedTrick, RoundSummary, SealKind, SiegelView } from '../../../shared/games/siegel';
import type { Language } from '../../../shared/settings';
import type { CardArt } from '../../art/cardArt';
import { saboteurToken, sealToken } from '../../art/tokens';
import { markCover, markCuttable, markVital } from '../../core/layout-audit';
import { testId } from '../../core/testhook';
import type { Rect } from '../../layout/scale';
import { font, palette, WEIGHT_BOLD } from '../../theme/theme';
import { fitText } from '../../ui/widgets';
import { KeyFocus } from '../common/key-focus';
import { choiceTile, promptPanel, tileFace } from '../common/prompt-parts';
import {
  faceSprite,
  seatBand,
  sheetFrame,
  type SheetLook,
  sheetRow,
  totalsRule,
  txt,
  rankRow,
  rankTotal,
  trickRow,
  type PanelCtx,
} from '../common/panels';
import { scoreWithUnit } from '../../i18n/units';
import { explainRound, ranking } from './model';
import { cardName, colourWord, sealList, summaryLineText } from './text';
import { text } from '../../../shared/i18n/format';

function capital(w: string): string {
  return w.charAt(0).toUpperCase() + w.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Return prompt

export class ReturnPrompt extends Container {
  private readonly focus = new KeyFocus(() => this.paint());
  private buttons: { kind: SealKind; ring: Graphics }[] = [];

  constructor(
    private readonly s: number,
    private readonly lang: Language,
    private readonly choices: SealKind[],
    private readonly colorBlind: boolean,
    /** The prompt is at most this wide (a phone upright: the tiles shrink, the hint wraps). */
    private readonly maxWidth: number,
    private readonly onReturn: (kind: SealKind) => void,
    /** Little height (a phone on its side): the words left, the tiles beside them. */
    private readonly flat = false,
  ) {
    super({ label: 'return-prompt' });
    // An opaque panel over the board; its tiles are the decision being asked.
    markCover(this);
    this.eventMode = 'static';
    this.build();
  }

  private build(): void {
    for (const c of this.removeChildren()) c.destroy({ children: true });
    this.buttons = [];
    const s = this.s;
    const pad = 16 * s;
    const gap = 12 * s;
    const n = this.choices.length;
    const flat = this.flat;
    const bw = flat ? 104 * s : Math.min(128 * s, (this.maxWidth - 2 * pad - (n - 1) * gap) / n);
    const bh = (flat ? 84 : 92) * s;
    const tilesW = n * bw + (n - 1) * gap;
    const wrap = flat
      ? Math.max(140 * s, this.maxWidth - 2 * pad - tilesW - 2 * gap)
      : this.maxWidth - 2 * pad;
    const title = new Text({
      text: text(this.lang, 'siegel.return.title'),
      style: { ...font('label', s, palette.text), wordWrap: true, wordWrapWidth: wrap },
    });
    const hint = new Text({
      text: text(this.lang, 'siegel.return.hint'),
      style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: wrap },
    });
    const rowW = tilesW;
    const textW = Math.max(title.width, hint.width);
    const textH = title.height + hint.height;
    const W = flat ? pad + textW + 2 * gap + rowW + pad : Math.max(rowW, textW) + 2 * pad;
    const H = flat ? pad + Math.max(textH, bh) + pad : pad + textH + 10 * s + bh + pad;
    this.addChild(markVital(testId(promptPanel(W, H, s, { alpha: 1, edge: 0.7 }), 'returnPrompt')));
    this.hitArea = new Rectangle(0, 0, W, H);
    title.position.set(pad, flat ? Math.round((H - textH) / 2) : pad - 2 * s);
    hint.position.set(pad, title.y + title.height);
    this.addChild(title, hint);
    const y = flat ? (H - bh) / 2 : hint.y + hint.height + 10 * s;
    let x = flat ? W - pad - rowW : (W - rowW) / 2;
    this.choices.forEach((kind, i) => {
      const b = new Container();
      const g = tileFace(bw, bh, s);
      const tok = sealToken(kind, 44 * s, this.colorBlind);
      tok.position.set(bw / 2, (flat ? 30 : 34) * s);
      const label = new Text({
        text: capital(colourWord(this.lang, kind)),
        style: font('label', s, palette.text),
      });
      label.anchor.set(0.5, 0);
      label.position.set(bw / 2, (flat ? 56 : 62) * s);
      fitText(label, bw - 12 * s);
      b.addChild(g, tok, label);
      const ring = choiceTile(b, g, bw, bh, s, () => this.onReturn(kind));
      b.position.set(x, y);
      testId(b, `return:${kind}`);
      this.addChild(b);
      this.buttons.push({ kind, ring });
      x += bw + gap;
      void i;
    });
    this.paint();
  }

  private paint(): void {
    this.buttons.forEach((b, i) => (b.ring.visible = this.focus.isOn(i)));
  }

  onKey(e: KeyboardEvent): boolean {
    const n = this.buttons.length;
    if (n === 0) return false;
    return this.focus.onKey(e, n, (i) => this.onReturn(this.buttons[i]!.kind));
  }
}

// ---------------------------------------------------------------------------------------------
// Contents

interface Ctx extends PanelCtx {
  colorBlind: boolean;
}

/** What a seat took (seals or the saboteur) and how many tricks it won, for the summary. */
function tookLine(c: Ctx, summary: RoundSummary, seat: number): { what: string; tricks: string } {
  const { lang } = c;
  const entry = summary.predictions.find((p) => p.seat === seat);
  const list = entry && entry.type === 'predict' ? sealList(lang, entry.seals) : '';
  const what = !entry
    ? ''
    : entry.type === 'saboteur'
      ? text(lang, 'siegel.summary.tookSaboteur')
      : list
        ? text(lang, 'siegel.summary.predicted', { list })
        : text(lang, 'siegel.summary.predictedNone');
  const n = summary.tricksWon[seat] ?? 0;
  return {
    what,
    tricks: n === 1 ? text(lang, 'siegel.summary.trickOne') : text(lang, 'siegel.summary.tricks', { n }),
  };
}

/** A text of `role` that wraps at `width` (what a column or block has room for). */
function wrapped(
  text: string,
  role: 'caption' | 'label' | 'title',
  s: number,
  fill: number,
  width: number,
): Text {
  return new Text({
    text,
    style: { ...font(role, s, fill), wordWrap: true, wordWrapWidth: Math.max(20, width) },
  });
}

/** The explanation lines of a seat's round (icon and text), from `y` on; returns the bottom. */
function explainLines(
  c: Ctx,
  into: Container,
  x: number,
  y: number,
  width: number,
  lines: ReturnType<typeof explainRound>['lines'],
): number {
  const { s, lang } = c;
  for (const line of lines) {
    const icon = new Container();
    if (line.kind === 'seals') icon.addChild(sealToken(line.seal, 24 * s, c.colorBlind));
    else if (line.kind === 'saboteur') icon.addChild(saboteurToken(32 * s));
    const lt = wrapped(summaryLineText(lang, line), 'caption', s, palette.text, width - 34 * s);
    lt.position.set(x + 34 * s, y);
    icon.position.set(x + 12 * s, y + Math.min(lt.height, 24 * s) / 2 + 1 * s);
    into.addChild(icon, lt);
    y += Math.max(lt.height, 24 * s) + 6 * s;
  }
  return y;
}

/**
 * Round summary: each player's seals and saboteur, explained line by line, with round and
 * total — a column per player where they fit side by side, else a block per player below
 * each other (a phone upright).
 */
export function summaryContent(
  c: Ctx,
  rect: Rect,
  summary: RoundSummary,
  totals: number[],
  base: number,
  you: number | null,
): Container {
  const { s, lang } = c;
  const n = summary.scores.length;
  if (rect.width / n < 210 * s) return summaryBlocks(c, rect, summary, totals, base, you);
  const root = new Container();
  const colW = rect.width / n;
  const hint = txt(text(lang, 'siegel.summary.hint'), 'caption', s, palette.textMuted);
  root.addChild(hint);
  const top = hint.height + 8 * s;
  const cols: { col: Container; bottom: number; seat: number; score: number }[] = [];
  for (let seat = 0; seat < n; seat++) {
    const col = new Container();
    col.position.set(seat * colW, top);
    const inner = colW - 32 * s;
    let y = 12 * s;
    const nm = txt(c.name(seat), 'label', s);
    fitText(nm, inner);
    markCuttable(nm);
    nm.position.set(16 * s, y);
    col.addChild(nm);
    y += nm.height + 2 * s;
    const took = tookLine(c, summary, seat);
    const sub = wrapped(`${took.what}\n${took.tricks}`, 'caption', s, palette.textMuted, inner);
    sub.position.set(16 * s, y);
    col.addChild(sub);
    y += sub.height + 10 * s;
    col.addChild(
      new Graphics()
        .moveTo(16 * s, y)
        .lineTo(colW - 16 * s, y)
        .stroke({ width: Math.max(1, s), color: palette.panelEdge }),
    );
    y += 10 * s;
    const ex = explainRound(summary, seat, base);
    y = explainLines(c, col, 16 * s, y, inner, ex.lines);
    cols.push({ col, bottom: y, seat, score: ex.total });
  }
  const scoreY = Math.max(...cols.map((k) => k.bottom)) + 6 * s;
  let colH = 0;
  for (const k of cols) {
    const inner = colW - 32 * s;
    // The round's score big where it fits, else a size smaller, wrapped if need be.
    const words = text(lang, 'siegel.summary.round', { n: k.score });
    const fill = k.score === 0 ? palette.ok : palette.accent;
    let rnd = txt(words, 'title', s, fill);
    if (rnd.width > inner) {
      rnd.destroy();
      rnd = wrapped(words, 'label', s, fill, inner);
    }
    rnd.position.set(16 * s, scoreY);
    testId(rnd, `summary:score:${k.seat}`);
    const tot = wrapped(
      text(lang, 'siegel.summary.total', { n: totals[k.seat] ?? 0 }),
      'label',
      s,
      palette.text,
      inner,
    );
    tot.position.set(16 * s, scoreY + rnd.height + 2 * s);
    k.col.addChild(rnd, tot);
    colH = Math.max(colH, tot.y + tot.height + 14 * s);
  }
  for (const k of cols) {
    const bg = seatBand({ x: 4 * s, y: 0, width: colW - 8 * s, height: colH }, s, k.seat === you, 0.03);
    k.col.addChildAt(bg, 0);
    root.addChild(k.col);
  }
  return root;
}

/** The summary as a block per player: name and the round's score, the lines, what was taken and the total. */
function summaryBlocks(
  c: Ctx,
  rect: Rect,
  summary: RoundSummary,
  totals: number[],
  base: number,
  you: number | null,
): Container {
  const { s, lang } = c;
  const root = new Container();
  const W = rect.width;
  const inner = W - 24 * s;
  let y = 0;
  for (let seat = 0; seat < summary.scores.length; seat++) {
    const block = new Container();
    block.position.set(0, y);
    const ex = explainRound(summary, seat, base);
    const rnd = txt(
      text(lang, 'siegel.summary.round', { n: ex.total }),
      'label',
      s,
      ex.total === 0 ? palette.ok : palette.accent,
    );
    rnd.anchor.set(1, 0);
    rnd.position.set(W - 12 * s, 8 * s);
    testId(rnd, `summary:score:${seat}`);
    const nm = txt(c.name(seat), 'label', s);
    fitText(nm, Math.max(40 * s, inner - rnd.width - 12 * s));
    markCuttable(nm);
    nm.position.set(12 * s, 8 * s);
    block.addChild(nm, rnd);
    let by = 8 * s + Math.max(nm.height, rnd.height) + 4 * s;
    by = explainLines(c, block, 12 * s, by, inner, ex.lines);
    const took = tookLine(c, summary, seat);
    const tot = text(lang, 'siegel.summary.total', { n: totals[seat] ?? 0 });
    const line = wrapped(
      [took.what, took.tricks, tot].filter((w) => w).join(' · '),
      'caption',
      s,
      palette.textMuted,
      inner,
    );
    line.position.set(12 * s, by);
    block.addChild(line);
    by += line.height + 8 * s;
    block.addChildAt(seatBand({ x: 0, y: 0, width: W, height: by }, s, seat === you, 0.03), 0);
    root.addChild(block);
    y += by + 6 * s;
  }
  const hint = txt(text(lang, 'siegel.summary.hint'), 'caption', s, palette.textMuted);
  hint.position.set(0, y);
  root.addChild(hint);
  return root;
}

/** How the score sheet is cut. */
const SHEET: SheetLook = { firstW: 140, firstShare: 0.22, rowH: 40, spareRows: 3, nameInset: 16 };

/** The score sheet: one row per round, a column per player, totals below (figures right-aligned). */
export function sheetContent(c: Ctx, rect: Rect, v: SiegelView, highlight: number | null): Container {
  const { s, lang } = c;
  const { roundScores, totals, players } = v;
  const caption = txt(text(lang, 'siegel.sheet.round'), 'label', s, palette.textMuted);
  const sheet = sheetFrame(c, rect, SHEET, { rows: roundScores.length, players, highlight, caption });
  const { root, rowH, band, right } = sheet;
  if (roundScores.length === 0) {
    const e = txt(text(lang, 'siegel.sheet.empty'), 'body', s, palette.textMuted);
    e.position.set(10 * s, rowH + 12 * s);
    root.addChild(e);
    return root;
  }
  const num = (v: number, x: number, y: number, bold: boolean, fill: number): Text => {
    const tx = new Text({
      text: String(v),
      style: { ...font(bold ? 'title' : 'body', s, fill), fontWeight: bold ? WEIGHT_BOLD : '400' },
    });
    tx.anchor.set(1, 0.5);
    tx.position.set(x, y);
    return tx;
  };
  roundScores.forEach((scores, r) => {
    const y = rowH * (r + 1);
    const label = txt(String(r + 1), 'body', s, palette.textMuted);
    sheetRow(root, rect.width, y, rowH, r, label, { ...band, alpha: 0.025 });
    scores.forEach((v, p) => root.addChild(num(v, right(p), y + rowH / 2, false, palette.text)));
  });
  const ty = rowH * (roundScores.length + 1) + 6 * s;
  totalsRule(root, rect.width, ty, s, { weight: 1.5, alpha: 0.6 });
  const tl = txt(text(lang, 'siegel.sheet.total'), 'label', s, palette.text);
  tl.position.set(10 * s, ty + (rowH + 6 * s - tl.height) / 2);
  root.addChild(tl);
  const best = Math.min(...totals);
  totals.forEach((v, p) => {
    const n = num(v, right(p), ty + (rowH + 6 * s) / 2, true, v === best ? palette.ok : palette.text);
    testId(n, `sheet:total:${p}`);
    root.addChild(n);
  });
  return root;
}

/** Final ranking: places, names, every round's score (figures right-aligned) and the total. */
export function rankingContent(c: Ctx, rect: Rect, view: SiegelView): Container {
  const { s, lang } = c;
  const root = new Container();
  const rows = ranking(view.totals);
  const rowH = 50 * s;
  const gap = 6 * s;
  const totalW = 150 * s;
  const roundW = 34 * s;
  // The rounds' columns only where the names keep room beside them (not on a phone upright).
  const allRounds = view.roundScores.length;
  const rounds = rect.width - totalW - 8 * s - allRounds * roundW - 58 * s >= 150 * s ? allRounds : 0;
  const roundsRight = rect.width - totalW - 8 * s;
  const roundsLeft = roundsRight - rounds * roundW;
  // Header: the round numbers above their columns.
  const head = txt(text(lang, 'siegel.sheet.round'), 'caption', s, palette.textMuted);
  head.anchor.set(1, 0);
  head.position.set(roundsLeft - 10 * s, 0);
  if (rounds > 0) root.addChild(head);
  for (let r = 0; r < rounds; r++) {
    const h = txt(String(r + 1), 'caption', s, palette.textMuted);
    h.anchor.set(1, 0);
    h.position.set(roundsLeft + (r + 1) * roundW - 6 * s, 0);
    root.addChild(h);
  }
  const top = head.height + 6 * s;
  rows.forEach((r, i) => {
    const y = top + i * (rowH + gap);
    const win = r.place === 1;
    const place = txt(`${r.place}.`, 'title', s, win ? palette.accent : palette.textMuted);
    rankRow(root, rect.width, y, rowH, s, place, win);
    const nm = txt(c.name(r.seat), 'title', s, palette.text);
    nm.anchor.set(0, 0.5);
    nm.position.set(58 * s, y + rowH / 2);
    fitText(nm, Math.max(60 * s, roundsLeft - 58 * s - (win ? 110 * s : 16 * s)));
    markCuttable(nm);
    root.addChild(place, nm);
    view.roundScores
      .slice(0, rounds)
      .map((sc) => sc[r.seat] ?? 0)
      .forEach((v, k) => {
        const n = txt(String(v), 'body', s, v === 0 ? palette.ok : palette.textMuted);
        n.anchor.set(1, 0.5);
        n.position.set(roundsLeft + (k + 1) * roundW - 6 * s, y + rowH / 2);
        root.addChild(n);
      });
    const pts = txt(scoreWithUnit(c.lang, 'siegel', r.total), 'title', s, palette.text);
    const winner = win ? { label: text(lang, 'siegel.rank.winner'), after: nm } : null;
    rankTotal(root, { width: rect.width, y, rowH, s, seat: r.seat }, pts, winner);
  });
  const hint = txt(text(lang, 'siegel.summary.hint'), 'caption', s, palette.textMuted);
  hint.position.set(0, top + rows.length * (rowH + gap) + 4 * s);
  root.addChild(hint);
  return root;
}

/** The last completed trick, each card under its player's name, and who won it. */
export function lastTrickContent(c: Ctx, rect: Rect, trick: CompletedTrick | null, art: CardArt): Container {
  const { s, lang } = c;
  const root = new Container();
  if (!trick) {
    const e = txt(text(lang, 'siegel.last.none'), 'body', s, palette.textMuted);
    root.addChild(e);
    return root;
  }
  const ch = trickRow(root, rect, s, trick, 110, faceSprite(art, 'siegel'), (p) => c.name(p.seat));
  const card = trick.plays.find((p) => p.seat === trick.winner)?.card ?? '';
  const line = txt(
    text(lang, 'siegel.last.won', { name: c.name(trick.winner), card: cardName(lang, card) }),
    'body',
    s,
    palette.text,
  );
  line.anchor.set(0.5, 0);
  line.position.set(rect.width / 2, 10 * s + ch + 44 * s);
  root.addChild(line);
  return root;
}

export { capital };
