/** Die sieben Siegel's illustrations: a sample trick, and the seals returned at a round's end. */
import { Container, Graphics } from 'pixi.js';
import { sealToken, type SealKindName } from '../../art/tokens';
import { palette } from '../../theme/theme';
import { label, fit, card, arrow, trickRow, type FigureContext, type Figure } from './parts';

export function siegelTrick(ctx: FigureContext, s: number): Figure {
  const row = trickRow(ctx, 'siegel', ['Y7', 'R3', 'Y12', 'Y4'], 1, s, 0, 0);
  return { node: row.node, width: row.width, height: row.height };
}

export function siegelReturn(ctx: FigureContext, s: number): Figure {
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
  const no = fit(label(i18n.t('app.rules.fig.notAllowed'), 15, s, palette.danger), step + split);
  no.anchor.set(0.5, 0);
  no.position.set(centreX(0), labelY);
  const ok = fit(label(i18n.t('app.rules.fig.allowed'), 15, s, palette.ok), step * 3);
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
  const centre = label(i18n.t('app.rules.fig.centre'), 15, s, palette.textMuted);
  centre.anchor.set(0.5, 0);
  centre.position.set(ccx, sy + cr * 0.78 + 6 * s);
  c.addChild(centre);
  const width = ccx + cr;
  const height = Math.max(no.y + no.height, centre.y + centre.height);
  return { node: c, width, height };
}
