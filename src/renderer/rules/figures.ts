/**
 * The rules' illustrations, drawn with the table's own art (card faces, wax seals, targets,
 * element chips): a sample Siegel trick and the seal return, a 13 overflow, the SevenSins
 * trick-winner table and a sample trick, the Abyss board and trump scale. Each figure is
 * laid out in design pixels × `s` within `maxW` and reports its size.
 */
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import { ABYSS_CURSE_FIELDS, ABYSS_GOAL, ABYSS_HEPTAGRAM_FIELDS } from '../../shared/games/abyss-data';
import type { CardArt } from '../art/cardArt';
import type { Deck } from '../art/cards';
import { drawSymbol } from '../art/symbols';
import { elementChip, sealToken, targetToken, type ElementName, type SealKindName } from '../art/tokens';
import type { I18n, MessageKey } from '../i18n';
import { fontPx, MIN_FONT_PX } from '../layout/scale';
import { FONT_FAMILY, lighten, mix, palette, WEIGHT_BOLD, WEIGHT_REGULAR } from '../theme/theme';
import type { FigureId } from './types';

export interface FigureContext {
  cards: CardArt;
  i18n: I18n;
  colorBlind: boolean;
}

export interface Figure {
  node: Container;
  width: number;
  height: number;
}

const NAMES = ['Anna', 'Ben', 'Clara', 'Dirk'];

function label(value: string, size: number, s: number, fill: number = palette.textMuted, bold = false): Text {
  const t = new Text({
    text: value,
    style: {
      fontFamily: FONT_FAMILY,
      fontSize: fontPx(size, s),
      fontWeight: bold ? WEIGHT_BOLD : WEIGHT_REGULAR,
      fill,
    },
  });
  return t;
}

/** Shrinks a label to fit a width, but never below the readable minimum (14 px). */
function fit(t: Text, maxW: number): Text {
  const px = Number(t.style.fontSize);
  if (t.width > maxW) t.scale.set(Math.min(1, Math.max(MIN_FONT_PX / px, maxW / t.width)));
  return t;
}

/** A card face with its soft shadow, top-left at (x, y). */
function card(
  ctx: FigureContext,
  deck: Deck,
  code: string | null,
  w: number,
  x: number,
  y: number,
): Container {
  const c = new Container();
  const shadow = new Sprite(ctx.cards.shadow(w));
  const m = Math.round(Math.max(8, Math.round(w)) * 0.25);
  shadow.position.set(-m + w * 0.02, -m + w * 0.04);
  shadow.alpha = 0.4;
  const face = new Sprite(code ? ctx.cards.face(deck, code, w) : ctx.cards.back(w));
  c.addChild(shadow, face);
  c.position.set(x, y);
  return c;
}

/** A five-pointed "winner" star badge centred on (cx, cy). */
function star(g: Graphics, cx: number, cy: number, r: number): void {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 === 0 ? r : r * 0.45;
    pts.push(cx + Math.cos(a) * k, cy + Math.sin(a) * k);
  }
  g.circle(cx, cy, r * 1.35).fill(palette.accent);
  g.poly(pts).fill(palette.accentInk);
}

function arrow(
  g: Graphics,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  s: number,
  color: number = palette.accent,
): void {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const head = 10 * s;
  g.moveTo(x1, y1).lineTo(x2 - Math.cos(a) * head * 0.5, y2 - Math.sin(a) * head * 0.5);
  g.stroke({ width: Math.max(1.5, 3 * s), color, cap: 'round' });
  g.poly([
    x2,
    y2,
    x2 - Math.cos(a - 0.5) * head,
    y2 - Math.sin(a - 0.5) * head,
    x2 - Math.cos(a + 0.5) * head,
    y2 - Math.sin(a + 0.5) * head,
  ]).fill(color);
}

/** A trick laid out in a row: names under the cards, the led card tagged, the winner starred. */
function trickRow(
  ctx: FigureContext,
  deck: Deck,
  codes: string[],
  winner: number,
  s: number,
  x0: number,
  y0: number,
): { node: Container; width: number; height: number } {
  const c = new Container();
  const cw = Math.round(70 * s);
  const ch = Math.round(cw * 1.4);
  const gap = 26 * s;
  const tagH = 26 * s;
  const g = new Graphics();
  codes.forEach((code, i) => {
    const x = x0 + i * (cw + gap);
    const lift = i === winner ? 8 * s : 0;
    const y = y0 + tagH + 8 * s - lift;
    if (i === winner) {
      g.roundRect(x - 4 * s, y - 4 * s, cw + 8 * s, ch + 8 * s, 9 * s).stroke({
        width: 3 * s,
        color: palette.accent,
      });
    }
    c.addChild(card(ctx, deck, code, cw, x, y));
    const name = label(NAMES[i]!, 16, s, i === winner ? palette.accent : palette.textMuted, i === winner);
    name.anchor.set(0.5, 0);
    name.position.set(x + cw / 2, y0 + tagH + 8 * s + ch + 8 * s);
    c.addChild(name);
    if (i === 0) {
      const led = fit(label(ctx.i18n.t('rules.fig.led'), 14, s, palette.textDim), cw + gap);
      led.anchor.set(0.5, 0);
      led.position.set(x + cw / 2, y0);
      c.addChild(led);
    }
  });
  c.addChild(g);
  const wx = x0 + winner * (cw + gap) + cw;
  const badge = new Graphics();
  star(badge, wx - 2 * s, y0 + tagH + 2 * s, 9 * s);
  c.addChild(badge);
  const width = codes.length * cw + (codes.length - 1) * gap;
  const height = tagH + 8 * s + ch + 8 * s + fontPx(16, s) * 1.3;
  return { node: c, width, height };
}

function siegelTrick(ctx: FigureContext, s: number): Figure {
  const row = trickRow(ctx, 'siegel', ['Y7', 'R3', 'Y12', 'Y4'], 1, s, 0, 0);
  return { node: row.node, width: row.width, height: row.height };
}

function siegelReturn(ctx: FigureContext, s: number): Figure {
  const c = new Container();
  const i18n = ctx.i18n;
  const cw = Math.round(46 * s);
  // The won trick: a yellow lead trumped by red.
  c.addChild(card(ctx, 'siegel', 'Y7', cw, 0, 22 * s));
  c.addChild(card(ctx, 'siegel', 'R3', cw, 26 * s, 30 * s));
  const who = label('Ben', 16, s, palette.accent, true);
  who.position.set(0, 0);
  c.addChild(who);
  const g = new Graphics();
  c.addChild(g);
  const sealSize = 50 * s;
  // The seal that does not fit first, then the three that may go back.
  const held: { kind: SealKindName; ok: boolean }[] = [
    { kind: 'blue', ok: false },
    { kind: 'red', ok: true },
    { kind: 'yellow', ok: true },
    { kind: 'white', ok: true },
  ];
  const sx = cw + 26 * s + 48 * s;
  const sy = 62 * s;
  const step = 64 * s;
  const split = 22 * s;
  arrow(g, cw + 26 * s + 12 * s, sy, sx - 4 * s, sy, s, palette.textMuted);
  const centreX = (i: number): number => sx + sealSize / 2 + i * step + (i > 0 ? split : 0);
  held.forEach((h, i) => {
    const cx = centreX(i);
    if (h.ok) g.circle(cx, sy, sealSize * 0.62).stroke({ width: 2.5 * s, color: palette.ok, alpha: 0.9 });
    const seal = sealToken(h.kind, sealSize, ctx.colorBlind);
    seal.position.set(cx, sy);
    if (!h.ok) seal.alpha = 0.35;
    c.addChild(seal);
    if (!h.ok) {
      g.moveTo(cx - sealSize * 0.45, sy + sealSize * 0.45)
        .lineTo(cx + sealSize * 0.45, sy - sealSize * 0.45)
        .stroke({ width: 3 * s, color: palette.danger, cap: 'round' });
    }
  });
  const groupW = centreX(held.length - 1) + sealSize / 2 - sx;
  const labelY = sy + sealSize * 0.72;
  const no = fit(label(i18n.t('rules.fig.notAllowed'), 15, s, palette.danger), step + split);
  no.anchor.set(0.5, 0);
  no.position.set(centreX(0), labelY);
  const ok = fit(label(i18n.t('rules.fig.allowed'), 15, s, palette.ok), step * 3);
  ok.anchor.set(0.5, 0);
  ok.position.set(centreX(2), labelY);
  // A bracket over the label ties it to all three seals.
  g.moveTo(centreX(1) - sealSize * 0.3, labelY - 2 * s)
    .lineTo(centreX(1) - sealSize * 0.3, labelY + 2 * s)
    .lineTo(centreX(3) + sealSize * 0.3, labelY + 2 * s)
    .lineTo(centreX(3) + sealSize * 0.3, labelY - 2 * s)
    .stroke({ width: 1.5 * s, color: palette.ok, alpha: 0.7 });
  ok.y = labelY + 6 * s;
  no.y = labelY + 6 * s;
  c.addChild(ok, no);
  // The centre supply.
  const cx0 = sx + groupW + 70 * s;
  arrow(g, sx + groupW + 12 * s, sy, cx0 - 6 * s, sy, s);
  const cr = 52 * s;
  const ccx = cx0 + cr;
  g.ellipse(ccx, sy, cr, cr * 0.78).fill({ color: 0x000000, alpha: 0.22 });
  g.ellipse(ccx, sy, cr, cr * 0.78).stroke({ width: 2 * s, color: palette.feltLine, alpha: 0.9 });
  const pile: [SealKindName, number, number][] = [
    ['green', -0.42, -0.18],
    ['black', 0.38, -0.22],
    ['violet', 0, 0.3],
  ];
  for (const [kind, dx, dy] of pile) {
    const t = sealToken(kind, 32 * s, ctx.colorBlind);
    t.position.set(ccx + dx * cr, sy + dy * cr);
    c.addChild(t);
  }
  const centre = label(i18n.t('rules.fig.centre'), 15, s, palette.textMuted);
  centre.anchor.set(0.5, 0);
  centre.position.set(ccx, sy + cr * 0.78 + 6 * s);
  c.addChild(centre);
  const width = ccx + cr;
  const height = Math.max(no.y + no.height, centre.y + centre.height);
  return { node: c, width, height };
}

function dreizehnOverflow(ctx: FigureContext, s: number): Figure {
  const c = new Container();
  const g = new Graphics();
  const ts = 116 * s;
  const cw = Math.round(40 * s);
  const ch = cw * 1.4;
  // Before: the blue target at 13 with its three cards.
  const before = targetToken('blue', 13, ts, ctx.colorBlind);
  before.position.set(ts / 2 + 16 * s, ts / 2);
  c.addChild(before);
  const under = ['B5', 'B7', 'B1'];
  const rowW = under.length * cw + (under.length - 1) * 6 * s;
  under.forEach((code, i) => {
    c.addChild(card(ctx, 'dreizehn', code, cw, before.x - rowW / 2 + i * (cw + 6 * s), ts + 12 * s));
  });
  // The played card.
  const px = before.x + ts / 2 + 44 * s;
  const pw = Math.round(56 * s);
  c.addChild(card(ctx, 'dreizehn', 'B4', pw, px, ts / 2 - pw * 0.7));
  const plus = label('+', 30, s, palette.text, true);
  plus.anchor.set(0.5);
  plus.position.set(px - 22 * s, ts / 2);
  c.addChild(plus);
  const sum = label('13 + 4 = 17 > 13', 15, s, palette.danger, true);
  sum.anchor.set(0.5, 0);
  sum.position.set(px + pw / 2 + 36 * s, ts / 2 + pw * 0.7 + 12 * s);
  c.addChild(sum);
  const ax = px + pw + 16 * s;
  arrow(g, ax, ts / 2, ax + 54 * s, ts / 2, s);
  // After: the target shows 4; the three cards lie face down with Marina.
  const after = targetToken('blue', 4, ts, ctx.colorBlind);
  after.position.set(ax + 54 * s + 16 * s + ts / 2, ts / 2);
  c.addChild(after);
  c.addChild(card(ctx, 'dreizehn', 'B4', cw, after.x - cw / 2, ts + 12 * s));
  const px2 = after.x + ts / 2 + 40 * s;
  for (let i = 0; i < 3; i++)
    c.addChild(card(ctx, 'dreizehn', null, cw, px2 + i * 5 * s, ts * 0.32 + i * 4 * s));
  arrow(g, after.x + ts / 2 + 4 * s, ts * 0.5, px2 - 6 * s, ts * 0.5, s, palette.textMuted);
  const who = label('Marina', 16, s, palette.accent, true);
  who.anchor.set(0.5, 0);
  who.position.set(px2 + cw / 2 + 5 * s, ts * 0.32 + ch + 16 * s);
  const taken = label(ctx.i18n.t('rules.fig.taken'), 14, s, palette.textDim);
  taken.anchor.set(0.5, 0);
  taken.position.set(who.x, who.y + who.height);
  c.addChild(g, who, taken);
  const width = Math.max(px2 + cw + 10 * s, taken.x + taken.width / 2);
  const height = Math.max(ts + 12 * s + ch, taken.y + taken.height, sum.y + sum.height);
  return { node: c, width, height };
}

type Beat = 'yes' | 'no' | 'first' | 'rank';
const TABLE_KINDS = ['element', 'TANUKI', 'SIN', 'DEMON', 'SOUL'] as const;
/** Row beats column (docs/rules/sevensins.md); Tanuki against Tanuki: the first holds. */
const BEATS: Record<(typeof TABLE_KINDS)[number], Beat[]> = {
  element: ['rank', 'yes', 'no', 'no', 'no'],
  TANUKI: ['no', 'first', 'no', 'no', 'no'],
  SIN: ['yes', 'yes', 'first', 'yes', 'no'],
  DEMON: ['yes', 'yes', 'no', 'first', 'yes'],
  SOUL: ['yes', 'yes', 'yes', 'no', 'first'],
};

function kindName(ctx: FigureContext, kind: (typeof TABLE_KINDS)[number]): string {
  return kind === 'element' ? ctx.i18n.t('rules.fig.element') : ctx.i18n.t(`card.${kind}` as MessageKey);
}

/** The kind's picture: a card face, or three element chips for "any element". */
function kindIcon(
  ctx: FigureContext,
  kind: (typeof TABLE_KINDS)[number],
  w: number,
  cx: number,
  cy: number,
): Container {
  if (kind !== 'element') return card(ctx, 'sevensins', kind, w, cx - w / 2, cy - (w * 1.4) / 2);
  const c = new Container();
  const size = w * 0.78;
  (['water', 'fire', 'air'] as ElementName[]).forEach((e, i) => {
    const chip = elementChip(e, size, ctx.colorBlind);
    chip.position.set(cx + (i - 1) * size * 0.5, cy + (i === 1 ? -size * 0.22 : size * 0.1));
    c.addChild(chip);
  });
  return c;
}

function drawBeat(g: Graphics, beat: Beat, cx: number, cy: number, s: number): void {
  const r = 13 * s;
  switch (beat) {
    case 'yes':
      g.circle(cx, cy, r).fill(palette.ok);
      g.moveTo(cx - r * 0.45, cy + r * 0.02)
        .lineTo(cx - r * 0.1, cy + r * 0.38)
        .lineTo(cx + r * 0.5, cy - r * 0.36)
        .stroke({ width: 2.6 * s, color: palette.panel, cap: 'round', join: 'round' });
      break;
    case 'no':
      g.moveTo(cx - r * 0.45, cy)
        .lineTo(cx + r * 0.45, cy)
        .stroke({
          width: 2 * s,
          color: palette.textDim,
          cap: 'round',
        });
      break;
    case 'first':
      g.circle(cx, cy, r).stroke({ width: 2 * s, color: palette.accent });
      break;
    case 'rank':
      // Three rising bars: decided by rank (space, trump, the element to follow, value).
      for (let i = 0; i < 3; i++) {
        const h = r * (0.6 + i * 0.45);
        g.rect(cx - r * 0.8 + i * r * 0.6, cy + r * 0.7 - h, r * 0.42, h).fill(palette.accent);
      }
      break;
  }
}

function sevensinsTable(ctx: FigureContext, s: number): Figure {
  const c = new Container();
  const g = new Graphics();
  const headW = 140 * s;
  const colW = 82 * s;
  const headH = 104 * s;
  const rowH = 58 * s;
  const n = TABLE_KINDS.length;
  const width = headW + n * colW;
  const tableH = headH + n * rowH;
  // Zebra rows and the grid.
  for (let r = 0; r < n; r++) {
    if (r % 2 === 0) g.rect(0, headH + r * rowH, width, rowH).fill({ color: 0xffffff, alpha: 0.035 });
  }
  g.rect(headW, 0, Math.max(1, s), tableH).fill({ color: palette.feltLine, alpha: 0.9 });
  g.rect(0, headH, width, Math.max(1, s)).fill({ color: palette.feltLine, alpha: 0.9 });
  c.addChild(g);
  const corner = fit(label(ctx.i18n.t('rules.fig.rowBeatsColumn'), 14, s, palette.textDim), headW - 12 * s);
  corner.position.set(4 * s, headH - corner.height - 10 * s);
  c.addChild(corner);
  TABLE_KINDS.forEach((kind, i) => {
    // Column head: picture above the name.
    const cx = headW + i * colW + colW / 2;
    c.addChild(kindIcon(ctx, kind, 38 * s, cx, 34 * s));
    const name = fit(label(kindName(ctx, kind), 14, s, palette.text, true), colW - 6 * s);
    name.anchor.set(0.5, 0);
    name.position.set(cx, 66 * s);
    c.addChild(name);
    // Row head: picture beside the name.
    const cy = headH + i * rowH + rowH / 2;
    c.addChild(kindIcon(ctx, kind, 30 * s, 22 * s, cy));
    const rname = fit(label(kindName(ctx, kind), 16, s, palette.text, true), headW - 60 * s);
    rname.anchor.set(0, 0.5);
    rname.position.set(48 * s, cy);
    c.addChild(rname);
    BEATS[kind].forEach((beat, j) => drawBeat(g, beat, headW + j * colW + colW / 2, cy, s));
  });
  // Legend.
  const ly = tableH + 16 * s;
  let lx = 0;
  const legend: [Beat, MessageKey][] = [
    ['yes', 'rules.fig.beats'],
    ['first', 'rules.fig.first'],
    ['rank', 'rules.fig.byRank'],
  ];
  for (const [beat, key] of legend) {
    drawBeat(g, beat, lx + 13 * s, ly + 13 * s, s);
    const t = label(ctx.i18n.t(key), 15, s, palette.textMuted);
    t.position.set(lx + 32 * s, ly + 13 * s - t.height / 2);
    c.addChild(t);
    lx += 32 * s + t.width + 26 * s;
  }
  return { node: c, width: Math.max(width, lx), height: ly + 26 * s };
}

function sevensinsTrick(ctx: FigureContext, s: number): Figure {
  const c = new Container();
  const chip = elementChip('fire', 52 * s, ctx.colorBlind);
  chip.position.set(36 * s, 74 * s);
  const trump = label(ctx.i18n.t('rules.fig.trump'), 15, s, palette.textMuted, true);
  trump.anchor.set(0.5, 0);
  trump.position.set(36 * s, 108 * s);
  const line = new Graphics().rect(92 * s, 24 * s, Math.max(1, s), 130 * s).fill({ color: palette.feltLine });
  c.addChild(chip, trump, line);
  const row = trickRow(ctx, 'sevensins', ['W9', 'W13', 'F2', 'SIN'], 3, s, 116 * s, 0);
  c.addChild(row.node);
  return { node: c, width: 116 * s + row.width, height: Math.max(row.height, trump.y + trump.height) };
}

/** A curse-field sigil: a ringed, inverted triangle crossed by a bar. */
function sigil(g: Graphics, cx: number, cy: number, r: number, color: number): void {
  g.circle(cx, cy, r).stroke({ width: Math.max(1, r * 0.14), color });
  g.poly([cx - r * 0.72, cy - r * 0.42, cx + r * 0.72, cy - r * 0.42, cx, cy + r * 0.8]).stroke({
    width: Math.max(1, r * 0.14),
    color,
    join: 'round',
  });
  g.moveTo(cx, cy - r * 0.95)
    .lineTo(cx, cy + r * 0.2)
    .stroke({ width: Math.max(1, r * 0.14), color });
}

function abyssBoard(ctx: FigureContext, s: number, maxW: number): Figure {
  const c = new Container();
  const w = Math.min(maxW, 640 * s);
  const h = 300 * s;
  const cx = w * 0.5;
  const cy = h * 0.5;
  const rx = w * 0.5 - 24 * s;
  const ry = h * 0.5 - 22 * s;
  const g = new Graphics();
  const shades = [0x1d3532, 0x152826, 0x0f1d1c, 0x091312, 0x040909];
  shades.forEach((col, i) => {
    const k = 1 - i * 0.19;
    g.ellipse(cx, cy + i * 4 * s, rx * k + 10 * s, ry * k + 10 * s).fill(col);
  });
  // Sample a spiral from the rim inwards, then place the fields at equal path length.
  const samples: [number, number][] = [];
  const turns = 1.55;
  for (let i = 0; i <= 600; i++) {
    const t = i / 600;
    const a = Math.PI * 0.95 + t * turns * Math.PI * 2;
    const r = 1 - t * 0.86;
    samples.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r + t * 6 * s]);
  }
  const lens = [0];
  for (let i = 1; i < samples.length; i++) {
    const [x0, y0] = samples[i - 1]!;
    const [x1, y1] = samples[i]!;
    lens.push(lens[i - 1]! + Math.hypot(x1 - x0, y1 - y0));
  }
  const total = lens[lens.length - 1]!;
  const points: [number, number][] = [];
  let k = 0;
  for (let f = 0; f <= ABYSS_GOAL; f++) {
    const want = (f / ABYSS_GOAL) * total;
    while (k < lens.length - 1 && lens[k + 1]! < want) k++;
    points.push(samples[k]!);
  }
  g.moveTo(...samples[0]!);
  for (const p of samples) g.lineTo(...p);
  g.stroke({ width: Math.max(1.5, 4 * s), color: palette.accent, alpha: 0.35, cap: 'round' });
  c.addChild(g);
  const fields = new Graphics();
  c.addChild(fields);
  const hept = ABYSS_HEPTAGRAM_FIELDS as readonly number[];
  const curse = ABYSS_CURSE_FIELDS as readonly number[];
  const fr = 15 * s;
  points.forEach(([x, y], f) => {
    const goal = f === ABYSS_GOAL;
    const r = goal ? fr * 1.35 : f === 0 ? fr * 1.15 : fr;
    fields.circle(x + 1.5 * s, y + 2.5 * s, r).fill({ color: 0x000000, alpha: 0.45 });
    if (hept.includes(f)) {
      fields.circle(x, y, r).fill(palette.accentDeep);
      drawSymbol(fields, 'heptagram', x, y, r * 1.55, { color: palette.cream, detail: palette.accentDeep });
    } else if (curse.includes(f)) {
      fields.circle(x, y, r).fill(0x5b1f33);
      sigil(fields, x, y, r * 0.62, 0xf0a0b4);
    } else {
      fields.circle(x, y, r).fill(goal ? palette.accent : f === 0 ? palette.cream : palette.panelRaised);
      fields.circle(x, y, r).stroke({
        width: Math.max(1, 1.5 * s),
        color: goal ? lighten(palette.accent, 0.4) : palette.feltLine,
      });
      const n = label(String(f), goal ? 16 : 14, s, goal || f === 0 ? palette.accentInk : palette.text, true);
      n.anchor.set(0.5);
      n.position.set(x, y);
      c.addChild(n);
    }
  });
  const [sx, sy] = points[0]!;
  const start = label(ctx.i18n.t('rules.fig.start'), 15, s, palette.text, true);
  start.anchor.set(0, 0.5);
  start.position.set(sx + fr * 1.5, sy);
  const [gx, gy] = points[ABYSS_GOAL]!;
  const goal = label(ctx.i18n.t('rules.fig.goal'), 15, s, palette.accent, true);
  goal.anchor.set(0.5, 0);
  goal.position.set(gx, gy + fr * 1.5);
  c.addChild(start, goal);
  // Legend under the board.
  const ly = h + 14 * s;
  const lg = new Graphics();
  lg.circle(fr, ly + fr, fr).fill(palette.accentDeep);
  drawSymbol(lg, 'heptagram', fr, ly + fr, fr * 1.55, { color: palette.cream, detail: palette.accentDeep });
  const t1 = label(`${ctx.i18n.t('rules.fig.heptagram')} — ${hept.join(' · ')}`, 15, s, palette.textMuted);
  t1.position.set(fr * 2 + 10 * s, ly + fr - t1.height / 2);
  const l2y = ly + fr * 2 + 10 * s;
  lg.circle(fr, l2y + fr, fr).fill(0x5b1f33);
  sigil(lg, fr, l2y + fr, fr * 0.62, 0xf0a0b4);
  const t2 = label(`${ctx.i18n.t('rules.fig.curse')} — ${curse.join(' · ')}`, 15, s, palette.textMuted);
  t2.position.set(fr * 2 + 10 * s, l2y + fr - t2.height / 2);
  c.addChild(lg, t1, t2);
  return { node: c, width: Math.max(w, t1.x + t1.width, t2.x + t2.width), height: l2y + fr * 2 };
}

function abyssScale(ctx: FigureContext, s: number): Figure {
  const c = new Container();
  const g = new Graphics();
  c.addChild(g);
  const slot = 80 * s;
  const chipSize = 54 * s;
  const onScale: (ElementName | null)[] = ['water', 'fire', 'air', null, null];
  const base = 150 * s;
  onScale.forEach((element, i) => {
    const x = i * slot;
    // A rising step under each place: higher places beat lower ones.
    const stepH = 18 * s + i * 14 * s;
    g.roundRect(x + 4 * s, base - stepH, slot - 8 * s, stepH, 6 * s).fill({
      color: mix(palette.control, palette.accentDeep, 0.12 + i * 0.2),
      alpha: 0.95,
    });
    const cy = base - stepH - chipSize / 2 - 10 * s;
    if (element) {
      const chip = elementChip(element, chipSize, ctx.colorBlind);
      chip.position.set(x + slot / 2, cy);
      c.addChild(chip);
    } else {
      g.circle(x + slot / 2, cy, chipSize / 2).stroke({
        width: Math.max(1, 2 * s),
        color: palette.feltLine,
        alpha: 0.9,
      });
    }
    const place = fit(label(ctx.i18n.t('rules.fig.place', { n: i }), 14, s, palette.textMuted), slot - 4 * s);
    place.anchor.set(0.5, 0);
    place.position.set(x + slot / 2, base + 8 * s);
    c.addChild(place);
  });
  // Off the scale: earth and space, dimmed.
  const ox = onScale.length * slot + 40 * s;
  g.rect(ox - 20 * s, 30 * s, Math.max(1, s), base - 20 * s).fill({ color: palette.feltLine });
  (['earth', 'space'] as ElementName[]).forEach((e, i) => {
    const chip = elementChip(e, chipSize * 0.85, ctx.colorBlind);
    chip.position.set(ox + chipSize * 0.5 + i * chipSize * 1.0, base - 50 * s);
    chip.alpha = 0.5;
    c.addChild(chip);
  });
  const off = label(ctx.i18n.t('rules.fig.offScale'), 14, s, palette.textDim);
  off.anchor.set(0.5, 0);
  off.position.set(ox + chipSize, base + 8 * s);
  c.addChild(off);
  const trump = label(`${ctx.i18n.t('rules.fig.trump')} ↑`, 15, s, palette.accent, true);
  trump.position.set(onScale.length * slot - trump.width - 6 * s, 0);
  c.addChild(trump);
  const width = Math.max(ox + chipSize * 2, off.x + off.width / 2);
  return { node: c, width, height: base + 8 * s + off.height };
}

/** Draws one illustration, scaled down if the column is narrower than its natural size. */
export function drawFigure(id: FigureId, maxW: number, s: number, ctx: FigureContext): Figure {
  let fig: Figure;
  switch (id) {
    case 'siegel.trick':
      fig = siegelTrick(ctx, s);
      break;
    case 'siegel.return':
      fig = siegelReturn(ctx, s);
      break;
    case 'dreizehn.overflow':
      fig = dreizehnOverflow(ctx, s);
      break;
    case 'sevensins.table':
      fig = sevensinsTable(ctx, s);
      break;
    case 'sevensins.trick':
      fig = sevensinsTrick(ctx, s);
      break;
    case 'abyss.board':
      fig = abyssBoard(ctx, s, maxW);
      break;
    case 'abyss.scale':
      fig = abyssScale(ctx, s);
      break;
  }
  if (fig.width > maxW) {
    const k = maxW / fig.width;
    fig.node.scale.set(k);
    fig = { node: fig.node, width: maxW, height: fig.height * k };
  }
  return fig;
}
