/** Content builders the table scenes' overlay panels share (the games differ in what, not how). */
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import type { CardArt } from '../../art/cardArt';
import type { Deck } from '../../art/cards';
import type { Language } from '../../../shared/settings';
import { testId } from '../../core/testhook';
import type { Rect } from '../../layout/scale';
import { font, palette, type TypeRole } from '../../theme/theme';
import { fitText } from '../../ui/widgets';

/** What a game's panel contents are drawn with: the scale, the language, the seats' names. */
export interface PanelCtx {
  s: number;
  lang: Language;
  name: (seat: number) => string;
}

export function panelCtx(s: number, lang: Language, name: (seat: number) => string): PanelCtx {
  return { s, lang, name };
}

export function txt(text: string, role: TypeRole, s: number, fill: number = palette.text): Text {
  return new Text({ text, style: font(role, s, fill) });
}

/** The newest log lines that fit, oldest at the top (the newest brightest). */
export function logContent(
  s: number,
  rect: Rect,
  lines: readonly string[],
  empty: string,
  lineHeight: number,
): Container {
  const root = new Container();
  if (lines.length === 0) {
    root.addChild(txt(empty, 'body', s, palette.textMuted));
    return root;
  }
  const lineH = lineHeight * s;
  const fit = Math.max(1, Math.floor(rect.height / lineH));
  const shown = lines.slice(-fit);
  shown.forEach((l, i) => {
    const tx = txt(l, 'caption', s, i === shown.length - 1 ? palette.text : palette.textMuted);
    fitText(tx, rect.width);
    tx.position.set(0, i * lineH);
    root.addChild(tx);
  });
  return root;
}

interface Play {
  seat: number;
  card: string;
}

/** A card of a finished trick, put into its box (top-left, width and height). */
export type TrickFace = (play: Play, box: Rect) => Container;

/** Trick cards as plain face sprites at the box's top-left. */
export function faceSprite(art: CardArt, deck: Deck): TrickFace {
  return (p, box) => {
    const sp = new Sprite(art.face(deck, p.card, box.width));
    sp.position.set(box.x, box.y);
    return sp;
  };
}

/**
 * The cards of a finished trick in a row, centred, each over its player's name and the winner's
 * lit up. Returns the cards' height (what follows goes below `10 * s + height`).
 */
export function trickRow<P extends Play>(
  root: Container,
  rect: Rect,
  s: number,
  trick: { plays: readonly P[]; winner: number },
  maxCardWidth: number,
  face: (play: P, box: Rect) => Container,
  label: (play: P) => string,
): number {
  const plays = trick.plays;
  const cw = Math.min(maxCardWidth * s, (rect.width - 40 * s) / plays.length - 16 * s);
  const ch = cw * 1.4;
  const total = plays.length * (cw + 20 * s) - 20 * s;
  let x = (rect.width - total) / 2;
  for (const p of plays) {
    const win = p.seat === trick.winner;
    if (win)
      root.addChild(
        new Graphics()
          .roundRect(x - 6 * s, 4 * s, cw + 12 * s, ch + 12 * s, 10 * s)
          .fill({ color: palette.accent, alpha: 0.35 }),
      );
    const card = face(p, { x, y: 10 * s, width: cw, height: ch });
    const nm = txt(label(p), 'caption', s, win ? palette.accent : palette.text);
    nm.anchor.set(0.5, 0);
    nm.position.set(x + cw / 2, 10 * s + ch + 10 * s);
    fitText(nm, cw + 16 * s);
    root.addChild(card, nm);
    x += cw + 20 * s;
  }
  return ch;
}

/** A seat's band in a summary: the viewer's raised with an accent edge, the others faint (`faint` alpha). */
export function seatBand(box: Rect, s: number, mine: boolean, faint: number): Graphics {
  const { x, y, width, height } = box;
  const bg = new Graphics()
    .roundRect(x, y, width, height, 12 * s)
    .fill({ color: mine ? palette.panelRaised : 0xffffff, alpha: mine ? 0.95 : faint });
  if (mine)
    bg.roundRect(x, y, width, height, 12 * s).stroke({
      width: Math.max(1, s),
      color: palette.accent,
      alpha: 0.4,
    });
  return bg;
}

/** A row of a final ranking: its band (the winner's lit and edged) and the place number. */
export function rankRow(
  root: Container,
  width: number,
  y: number,
  rowH: number,
  s: number,
  place: Text,
  win: boolean,
): void {
  const g = new Graphics()
    .roundRect(0, y, width, rowH, 12 * s)
    .fill({ color: win ? palette.accent : 0xffffff, alpha: win ? 0.18 : 0.04 });
  if (win)
    g.roundRect(0, y, width, rowH, 12 * s).stroke({
      width: Math.max(1, 2 * s),
      color: palette.accent,
      alpha: 0.8,
    });
  root.addChild(g);
  place.anchor.set(1, 0.5);
  place.position.set(44 * s, y + rowH / 2);
}

/** A ranking row's total at its right end (test id `ranking:total:<seat>`), and the winner's badge after the name. */
export function rankTotal(
  root: Container,
  o: { width: number; y: number; rowH: number; s: number; seat: number },
  total: Text,
  winner: { label: string; after: Text } | null,
): void {
  const { s, y, rowH } = o;
  total.anchor.set(1, 0.5);
  total.position.set(o.width - 16 * s, y + rowH / 2);
  testId(total, `ranking:total:${o.seat}`);
  root.addChild(total);
  if (winner) {
    const badge = txt(winner.label, 'label', s, palette.accentInk);
    const bw = badge.width + 20 * s;
    const bx = winner.after.x + winner.after.width + 14 * s;
    // On the name's line (its middle: the name is anchored there, or at its top).
    const after = winner.after;
    const cy =
      after.anchor.y === 0.5 ? after.y : after.anchor.y === 0 ? after.y + after.height / 2 : y + rowH / 2;
    const bg = new Graphics().roundRect(bx, cy - 14 * s, bw, 28 * s, 14 * s).fill(palette.accent);
    badge.position.set(bx + 10 * s, cy - badge.height / 2);
    root.addChild(bg, badge);
  }
}

/** A score sheet's head band, with the caption of its first column. */
export function sheetHead(
  root: Container,
  width: number,
  rowH: number,
  s: number,
  caption: Text,
  o: { padX: number; alpha: number },
): void {
  root.addChild(new Graphics().roundRect(0, 0, width, rowH, 8 * s).fill({ color: 0xffffff, alpha: o.alpha }));
  caption.position.set(o.padX, (rowH - caption.height) / 2);
  root.addChild(caption);
}

/**
 * A score sheet's column heads: each player's name in the head band, the highlighted seat's (the
 * viewer's) in the accent colour, fitted to `fit` and anchored at `anchorX` (1: right-aligned,
 * 0.5: centred) on `x(p)`. Returns the names, for marks placed beside them.
 */
export function sheetNames(
  root: Container,
  c: Pick<PanelCtx, 's' | 'name'>,
  o: {
    players: number;
    highlight: number | null;
    rowH: number;
    fit: number;
    anchorX: number;
    x: (p: number) => number;
  },
): Text[] {
  const out: Text[] = [];
  for (let p = 0; p < o.players; p++) {
    const h = txt(c.name(p), 'label', c.s, p === o.highlight ? palette.accent : palette.text);
    fitText(h, o.fit);
    h.anchor.set(o.anchorX, 0);
    h.position.set(o.x(p), (o.rowH - h.height) / 2);
    root.addChild(h);
    out.push(h);
  }
  return out;
}

/** How a game's score sheet is cut (design px): its first column, its rows and the names' room. */
export interface SheetLook {
  /** The first column: at most this wide, and at most `firstShare` of the sheet. */
  firstW: number;
  firstShare: number;
  /** Rows: at most this high, and as many as `rows + spareRows` fit the sheet's height. */
  rowH: number;
  spareRows: number;
  /** A name may fill its column less this. */
  nameInset: number;
}

/** A score sheet begun: its container, its geometry and its names (right-aligned over the columns). */
export interface SheetFrame {
  root: Container;
  rowH: number;
  band: { padX: number; alpha: number };
  /** Where the figures of player `p`'s column end (right-aligned). */
  right: (p: number) => number;
  heads: Text[];
}

/**
 * Begins a score sheet of `rows` rows (not counting the head) as `look` cuts it: the head band
 * with `caption` over the first column and the players' names over theirs.
 */
export function sheetFrame(
  c: Pick<PanelCtx, 's' | 'name'>,
  rect: Rect,
  look: SheetLook,
  o: { rows: number; players: number; highlight: number | null; caption: Text },
): SheetFrame {
  const s = c.s;
  const root = new Container();
  const firstW = Math.min(look.firstW * s, rect.width * look.firstShare);
  const colW = (rect.width - firstW) / o.players;
  const rowH = Math.min(look.rowH * s, rect.height / (o.rows + look.spareRows));
  const band = { padX: 10 * s, alpha: 0.05 };
  sheetHead(root, rect.width, rowH, s, o.caption, band);
  const right = (p: number): number => firstW + (p + 1) * colW - 14 * s;
  const heads = sheetNames(root, c, {
    players: o.players,
    highlight: o.highlight,
    rowH,
    fit: colW - look.nameInset * s,
    anchorX: 1,
    x: right,
  });
  return { root, rowH, band, right, heads };
}

/** A score sheet's row: every other one striped (easier to follow), its caption first. */
export function sheetRow(
  root: Container,
  width: number,
  y: number,
  rowH: number,
  index: number,
  caption: Text,
  o: { padX: number; alpha: number },
): void {
  if (index % 2 === 1)
    root.addChild(new Graphics().rect(0, y, width, rowH).fill({ color: 0xffffff, alpha: o.alpha }));
  caption.position.set(o.padX, y + (rowH - caption.height) / 2);
  root.addChild(caption);
}

/** The accent rule between a score sheet's rows and its totals. */
export function totalsRule(
  root: Container,
  width: number,
  y: number,
  s: number,
  o: { weight: number; alpha: number },
) {
  root.addChild(
    new Graphics()
      .moveTo(0, y)
      .lineTo(width, y)
      .stroke({ width: Math.max(1, o.weight * s), color: palette.accent, alpha: o.alpha }),
  );
}
