/** SevenSins – Abyss' illustrations: the board with its fields, and the trump scale. */
import { Container, Graphics } from 'pixi.js';
import { ABYSS_CURSE_FIELDS, ABYSS_GOAL, ABYSS_HEPTAGRAM_FIELDS } from '../../../shared/games/abyss-data';
import { drawSymbol } from '../../art/symbols';
import { elementChip, type ElementName } from '../../art/tokens';
import { lighten, mix, palette } from '../../theme/theme';
import { label, fit, type FigureContext, type Figure } from './parts';

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

export function abyssBoard(ctx: FigureContext, s: number, maxW: number): Figure {
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
  const start = label(ctx.i18n.t('app.rules.fig.start'), 15, s, palette.text, true);
  start.anchor.set(0, 0.5);
  start.position.set(sx + fr * 1.5, sy);
  const [gx, gy] = points[ABYSS_GOAL]!;
  const goal = label(ctx.i18n.t('app.rules.fig.goal'), 15, s, palette.accent, true);
  goal.anchor.set(0.5, 0);
  goal.position.set(gx, gy + fr * 1.5);
  c.addChild(start, goal);
  // Legend under the board.
  const ly = h + 14 * s;
  const lg = new Graphics();
  lg.circle(fr, ly + fr, fr).fill(palette.accentDeep);
  drawSymbol(lg, 'heptagram', fr, ly + fr, fr * 1.55, { color: palette.cream, detail: palette.accentDeep });
  const t1 = label(
    `${ctx.i18n.t('app.rules.fig.heptagram')} — ${hept.join(' · ')}`,
    15,
    s,
    palette.textMuted,
  );
  t1.position.set(fr * 2 + 10 * s, ly + fr - t1.height / 2);
  const l2y = ly + fr * 2 + 10 * s;
  lg.circle(fr, l2y + fr, fr).fill(0x5b1f33);
  sigil(lg, fr, l2y + fr, fr * 0.62, 0xf0a0b4);
  const t2 = label(`${ctx.i18n.t('app.rules.fig.curse')} — ${curse.join(' · ')}`, 15, s, palette.textMuted);
  t2.position.set(fr * 2 + 10 * s, l2y + fr - t2.height / 2);
  c.addChild(lg, t1, t2);
  return { node: c, width: Math.max(w, t1.x + t1.width, t2.x + t2.width), height: l2y + fr * 2 };
}

export function abyssScale(ctx: FigureContext, s: number): Figure {
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
    const place = fit(
      label(ctx.i18n.t('app.rules.fig.place', { n: i }), 14, s, palette.textMuted),
      slot - 4 * s,
    );
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
  const off = label(ctx.i18n.t('app.rules.fig.offScale'), 14, s, palette.textDim);
  off.anchor.set(0.5, 0);
  off.position.set(ox + chipSize, base + 8 * s);
  c.addChild(off);
  const trump = label(`${ctx.i18n.t('app.rules.fig.trump')} ↑`, 15, s, palette.accent, true);
  trump.position.set(onScale.length * slot - trump.width - 6 * s, 0);
  c.addChild(trump);
  const width = Math.max(ox + chipSize * 2, off.x + off.width / 2);
  return { node: c, width, height: base + 8 * s + off.height };
}
