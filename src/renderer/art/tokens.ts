/**
 * Table tokens: wax seals (Siegel), the saboteur, 13's archery targets and the Abyss element
 * chips. Each is a Container centred on (0, 0) with `size` its diameter (the saboteur: its
 * height).
 *
 * They never change once drawn, but their vector paths (wobbly wax, embossed symbols, rims)
 * are thousands of small triangles the renderer would otherwise process on every frame —
 * with 27 seals on a Siegel table that was most of a frame in software rendering. So each
 * look is drawn once into a texture shared by every token that looks the same (at twice the
 * resolution, so a flight that scales it up stays crisp) and shown as one sprite.
 */
import { Container, Graphics, Sprite, Text, type Renderer, type Texture } from 'pixi.js';
import { darken, FONT_FAMILY, lighten, palette, suit, WEIGHT_BOLD } from '../theme/theme';
import { DREIZEHN_LOOK, ELEMENT_LOOK, SEAL_LOOK } from './cards';
import { drawSymbol } from './symbols';

export type SealKindName = keyof typeof SEAL_LOOK;

/** A deterministic wobbly circle (a blob of wax). */
function waxOutline(g: Graphics, r: number, seed: number): void {
  const n = 28;
  for (let i = 0; i <= n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k =
      1 +
      0.045 * Math.sin(a * 5 + seed) +
      0.03 * Math.sin(a * 9 + seed * 2.3) +
      0.02 * Math.cos(a * 13 + seed);
    const x = Math.cos(a) * r * k;
    const y = Math.sin(a) * r * k;
    if (i === 0) g.moveTo(x, y);
    else g.lineTo(x, y);
  }
  g.closePath();
}

function drawSeal(kind: SealKindName, size: number, colorBlind: boolean): Container {
  const look = SEAL_LOOK[kind];
  const c = new Container();
  const r = size / 2;
  const base = look.colour;
  const seed = Object.keys(SEAL_LOOK).indexOf(kind) * 1.7 + 0.4;
  const g = new Graphics();
  // drop shadow
  waxOutline(g, r * 1.0, seed);
  g.fill({ color: 0x000000, alpha: 0.35 });
  g.position.set(r * 0.05, r * 0.1);
  const wax = new Graphics();
  waxOutline(wax, r, seed);
  wax.fill(base);
  waxOutline(wax, r, seed);
  wax.stroke({ width: Math.max(1, r * 0.06), color: darken(base, 0.3), alpha: 0.8 });
  // pressed disc with a raised rim
  wax.circle(0, 0, r * 0.7).fill(darken(base, kind === 'white' ? 0.08 : 0.14));
  wax
    .arc(0, 0, r * 0.7, Math.PI * 0.95, Math.PI * 1.75)
    .stroke({ width: r * 0.08, color: darken(base, 0.35), alpha: 0.7 });
  wax
    .arc(0, 0, r * 0.7, Math.PI * -0.05, Math.PI * 0.75)
    .stroke({ width: r * 0.07, color: lighten(base, 0.35), alpha: 0.6 });
  // gloss
  wax
    .ellipse(-r * 0.42, -r * 0.55, r * 0.22, r * 0.1)
    .fill({ color: 0xffffff, alpha: kind === 'black' ? 0.18 : 0.28 });
  const symSize = r * (colorBlind ? 1.15 : 0.95);
  const emboss = new Graphics();
  const dark = kind === 'black' ? lighten(base, 0.45) : darken(base, 0.45);
  drawSymbol(emboss, look.symbol, r * 0.04, r * 0.05, symSize, {
    color: darken(base, 0.5),
    detail: darken(base, 0.5),
    alpha: 0.55,
  });
  drawSymbol(emboss, look.symbol, -r * 0.03, -r * 0.035, symSize, {
    color: lighten(base, 0.45),
    detail: lighten(base, 0.45),
    alpha: 0.55,
  });
  drawSymbol(emboss, look.symbol, 0, 0, symSize, {
    color: kind === 'black' ? dark : darken(base, 0.12),
    detail: darken(base, 0.14),
  });
  c.addChild(g, wax, emboss);
  return c;
}

/** The saboteur: a hooded standing figure on a small round base. `size` is its height. */
function drawSaboteur(size: number): Container {
  const c = new Container();
  const s = size;
  const g = new Graphics();
  const robe = 0x3d3f4c;
  // shadow and base
  g.ellipse(s * 0.03, s * 0.45, s * 0.3, s * 0.075).fill({ color: 0x000000, alpha: 0.35 });
  g.ellipse(0, s * 0.42, s * 0.27, s * 0.075).fill(0x2e2016);
  g.rect(-s * 0.27, s * 0.36, s * 0.54, s * 0.06).fill(0x2e2016);
  g.ellipse(0, s * 0.36, s * 0.27, s * 0.075).fill(0x5a4230);
  g.ellipse(0, s * 0.355, s * 0.24, s * 0.058).stroke({
    width: Math.max(1, s * 0.01),
    color: 0x7a5c42,
    alpha: 0.8,
  });
  // robe
  g.moveTo(-s * 0.19, s * 0.37);
  g.bezierCurveTo(-s * 0.17, s * 0.1, -s * 0.15, -s * 0.1, -s * 0.13, -s * 0.16);
  g.lineTo(s * 0.13, -s * 0.16);
  g.bezierCurveTo(s * 0.15, -s * 0.1, s * 0.17, s * 0.1, s * 0.19, s * 0.37);
  g.bezierCurveTo(s * 0.06, s * 0.4, -s * 0.06, s * 0.4, -s * 0.19, s * 0.37);
  g.fill(robe);
  // folds
  g.moveTo(-s * 0.04, -s * 0.08).bezierCurveTo(-s * 0.06, s * 0.1, -s * 0.07, s * 0.25, -s * 0.08, s * 0.37);
  g.moveTo(s * 0.05, -s * 0.06).bezierCurveTo(s * 0.07, s * 0.12, s * 0.08, s * 0.25, s * 0.09, s * 0.37);
  g.stroke({ width: Math.max(1, s * 0.015), color: darken(robe, 0.35), alpha: 0.9 });
  // hood
  g.moveTo(0, -s * 0.46);
  g.bezierCurveTo(s * 0.14, -s * 0.45, s * 0.17, -s * 0.28, s * 0.15, -s * 0.13);
  g.bezierCurveTo(s * 0.05, -s * 0.1, -s * 0.05, -s * 0.1, -s * 0.15, -s * 0.13);
  g.bezierCurveTo(-s * 0.17, -s * 0.28, -s * 0.12, -s * 0.45, 0, -s * 0.46);
  g.fill(lighten(robe, 0.08));
  g.ellipse(0, -s * 0.25, s * 0.085, s * 0.1).fill(0x111116);
  g.circle(-s * 0.03, -s * 0.255, s * 0.012).fill({ color: 0xf3d27a, alpha: 0.9 });
  g.circle(s * 0.03, -s * 0.255, s * 0.012).fill({ color: 0xf3d27a, alpha: 0.9 });
  // rim light
  g.moveTo(-s * 0.13, -s * 0.38).bezierCurveTo(
    -s * 0.15,
    -s * 0.3,
    -s * 0.16,
    -s * 0.2,
    -s * 0.15,
    -s * 0.14,
  );
  g.stroke({ width: Math.max(1, s * 0.012), color: 0xffffff, alpha: 0.25 });
  c.addChild(g);
  return c;
}

export type TargetColour = 'blue' | 'yellow' | 'green' | null;

/** An archery target ringed in its colour, the running total in the bullseye. */
function drawTarget(colour: TargetColour, total: number, size: number, colorBlind: boolean): Container {
  const c = new Container();
  const r = size / 2;
  const letter = colour === 'blue' ? 'B' : colour === 'yellow' ? 'Y' : colour === 'green' ? 'G' : null;
  const col = letter ? DREIZEHN_LOOK[letter].colour : 0x8a8f8c;
  const g = new Graphics();
  g.circle(r * 0.04, r * 0.07, r).fill({ color: 0x000000, alpha: 0.3 });
  const rings = [1, 0.84, 0.68, 0.52, 0.38];
  rings.forEach((k, i) => {
    g.circle(0, 0, r * k).fill(i % 2 === 0 ? col : palette.cream);
  });
  g.circle(0, 0, r).stroke({ width: Math.max(1, r * 0.03), color: darken(col, 0.35) });
  g.circle(0, 0, r * 0.38).stroke({ width: Math.max(1, r * 0.02), color: darken(col, 0.2) });
  c.addChild(g);
  if (letter) {
    const sym = new Graphics();
    const symSize = r * (colorBlind ? 0.3 : 0.22);
    for (const a of [-Math.PI / 2, Math.PI / 6, (5 * Math.PI) / 6]) {
      drawSymbol(sym, DREIZEHN_LOOK[letter].symbol, Math.cos(a) * r * 0.76, Math.sin(a) * r * 0.76, symSize, {
        color: palette.cream,
        detail: col,
      });
    }
    c.addChild(sym);
  }
  const text = new Text({
    text: String(total),
    style: {
      fontFamily: FONT_FAMILY,
      fontWeight: WEIGHT_BOLD,
      fontSize: r * 0.44,
      fill: total > 13 ? suit.red : palette.ink,
      fontFeatureSettings: '"tnum"',
    } as Record<string, unknown>,
  });
  text.anchor.set(0.5);
  c.addChild(text);
  return c;
}

export type ElementName = keyof typeof ELEMENT_LOOK;

/** A chip for the Abyss trump scale: element colour, a cream rim, the element's symbol. */
function drawElementChip(element: ElementName, size: number, colorBlind: boolean): Container {
  const look = ELEMENT_LOOK[element];
  const c = new Container();
  const r = size / 2;
  const g = new Graphics();
  g.circle(r * 0.04, r * 0.08, r).fill({ color: 0x000000, alpha: 0.35 });
  g.circle(0, 0, r).fill(look.colour);
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    g.moveTo(Math.cos(a - 0.16) * r * 0.9, Math.sin(a - 0.16) * r * 0.9);
    g.arc(0, 0, r * 0.9, a - 0.16, a + 0.16);
  }
  g.stroke({ width: r * 0.14, color: palette.cream, alpha: 0.9 });
  g.circle(0, 0, r * 0.7).fill(darken(look.colour, 0.12));
  g.circle(0, 0, r * 0.7).stroke({ width: Math.max(1, r * 0.04), color: palette.cream, alpha: 0.7 });
  drawSymbol(g, look.symbol, 0, 0, r * (colorBlind ? 1.15 : 0.95), {
    color: palette.cream,
    detail: darken(look.colour, 0.12),
  });
  c.addChild(g);
  return c;
}

let bakery: Renderer | null = null;
const baked = new Map<string, { texture: Texture; x: number; y: number; w: number; h: number }>();
/** Looks kept; older ones are dropped (PixiJS frees their GPU memory once unused). */
const MAX_LOOKS = 400;

/** Tokens become shared textures once the app hands over its renderer (tests draw live). */
export function bakeTokensWith(renderer: Renderer | null): void {
  bakery = renderer;
  baked.clear();
}

function token(key: string, draw: () => Container): Container {
  if (!bakery) return draw();
  // At least twice the screen's pixel density: flights scale tokens up.
  const resolution = Math.max(2, bakery.resolution);
  key = `${key}@${resolution}`;
  let look = baked.get(key);
  if (!look) {
    const drawn = draw();
    const b = drawn.getLocalBounds();
    const texture = bakery.generateTexture({ target: drawn, resolution, antialias: true });
    drawn.destroy({ children: true });
    look = { texture, x: b.x, y: b.y, w: b.width, h: b.height };
    if (baked.size >= MAX_LOOKS) baked.delete(baked.keys().next().value!);
    baked.set(key, look);
  }
  const c = new Container();
  const sprite = new Sprite(look.texture);
  sprite.position.set(look.x, look.y);
  sprite.setSize(look.w, look.h);
  c.addChild(sprite);
  return c;
}

/** Sizes to the half pixel: nobody sees the difference, and the looks are shared. */
const px = (size: number): number => Math.max(1, Math.round(size * 2) / 2);

export function sealToken(kind: SealKindName, size: number, colorBlind = false): Container {
  const s = px(size);
  return token(`seal:${kind}:${s}:${colorBlind}`, () => drawSeal(kind, s, colorBlind));
}

export function saboteurToken(size: number): Container {
  const s = px(size);
  return token(`saboteur:${s}`, () => drawSaboteur(s));
}

export function targetToken(
  colour: TargetColour,
  total: number,
  size: number,
  colorBlind = false,
): Container {
  const s = px(size);
  return token(`target:${colour}:${total}:${s}:${colorBlind}`, () =>
    drawTarget(colour, total, s, colorBlind),
  );
}

export function elementChip(element: ElementName, size: number, colorBlind = false): Container {
  const s = px(size);
  return token(`chip:${element}:${s}:${colorBlind}`, () => drawElementChip(element, s, colorBlind));
}
