/** 13's illustration: a pile overflowing onto its target. */
import { Container, Graphics } from 'pixi.js';
import { targetToken } from '../../art/tokens';
import { palette } from '../../theme/theme';
import { label, card, arrow, type FigureContext, type Figure } from './parts';

export function dreizehnOverflow(ctx: FigureContext, s: number): Figure {
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
  const taken = label(ctx.i18n.t('app.rules.fig.taken'), 14, s, palette.textDim);
  taken.anchor.set(0.5, 0);
  taken.position.set(who.x, who.y + who.height);
  c.addChild(g, who, taken);
  const width = Math.max(px2 + cw + 10 * s, taken.x + taken.width / 2);
  const height = Math.max(ts + 12 * s + ch, taken.y + taken.height, sum.y + sum.height);
  return { node: c, width, height };
}
