/**
 * What the rules' illustrations share: their context and size, labels that stay readable,
 * card faces with a shadow, stars and arrows, and a trick laid out as a row of cards.
 */
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import type { CardArt } from '../../art/cardArt';
import type { Deck } from '../../art/cards';
import type { I18n } from '../../i18n';
import { fontPx, MIN_FONT_PX } from '../../layout/scale';
import { FONT_FAMILY, palette, WEIGHT_BOLD, WEIGHT_REGULAR } from '../../theme/theme';

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

export const NAMES = ['Anna', 'Ben', 'Clara', 'Dirk'];

export function label(
  value: string,
  size: number,
  s: number,
  fill: number = palette.textMuted,
  bold = false,
): Text {
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
export function fit(t: Text, maxW: number): Text {
  const px = Number(t.style.fontSize);
  if (t.width > maxW) t.scale.set(Math.min(1, Math.max(MIN_FONT_PX / px, maxW / t.width)));
  return t;
}

/** A card face with its soft shadow, top-left at (x, y). */
export function card(
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
export function star(g: Graphics, cx: number, cy: number, r: number): void {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 === 0 ? r : r * 0.45;
    pts.push(cx + Math.cos(a) * k, cy + Math.sin(a) * k);
  }
  g.circle(cx, cy, r * 1.35).fill(palette.accent);
  g.poly(pts).fill(palette.accentInk);
}

export function arrow(
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
export function trickRow(
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
      const led = fit(label(ctx.i18n.t('app.rules.fig.led'), 14, s, palette.textDim), cw + gap);
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
