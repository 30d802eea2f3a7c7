/** SevenSins' illustrations: which kind of card beats which, and a sample trick with trump. */
import { Container, Graphics } from 'pixi.js';
import { elementChip, type ElementName } from '../../art/tokens';
import { palette } from '../../theme/theme';
import { label, fit, card, trickRow, type FigureContext, type Figure } from './parts';
import type { MessageKey } from '../../../shared/i18n/catalog';

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
  return kind === 'element' ? ctx.i18n.t('app.rules.fig.element') : ctx.i18n.t(`app.card.${kind}`);
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

export function sevensinsTable(ctx: FigureContext, s: number): Figure {
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
  const corner = fit(
    label(ctx.i18n.t('app.rules.fig.rowBeatsColumn'), 14, s, palette.textDim),
    headW - 12 * s,
  );
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
    ['yes', 'app.rules.fig.beats'],
    ['first', 'app.rules.fig.first'],
    ['rank', 'app.rules.fig.byRank'],
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

export function sevensinsTrick(ctx: FigureContext, s: number): Figure {
  const c = new Container();
  const chip = elementChip('fire', 52 * s, ctx.colorBlind);
  chip.position.set(36 * s, 74 * s);
  const trump = label(ctx.i18n.t('app.rules.fig.trump'), 15, s, palette.textMuted, true);
  trump.anchor.set(0.5, 0);
  trump.position.set(36 * s, 108 * s);
  const line = new Graphics().rect(92 * s, 24 * s, Math.max(1, s), 130 * s).fill({ color: palette.feltLine });
  c.addChild(chip, trump, line);
  const row = trickRow(ctx, 'sevensins', ['W9', 'W13', 'F2', 'SIN'], 3, s, 116 * s, 0);
  c.addChild(row.node);
  return { node: c, width: 116 * s + row.width, height: Math.max(row.height, trump.y + trump.height) };
}
