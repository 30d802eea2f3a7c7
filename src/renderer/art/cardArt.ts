/**
 * Card faces, backs and shadows drawn with Pixi Graphics and Text, rendered once per
 * (card, size, mode, language) into a texture and cached. The renderer owns the textures;
 * `invalidate()` drops them when the colour-blind mode or the language changes.
 */
import { CanvasSource, Container, Graphics, Rectangle, Text, Texture, type Renderer } from 'pixi.js';
import { darken, FONT_FAMILY, lighten, palette, WEIGHT_BOLD } from '../theme/theme';
import { cardSpec, type CardSpec, type Deck } from './cards';
import { drawPattern, drawSymbol, type PatternKind } from './symbols';

export const CARD_RATIO = 7 / 5;

function patterned(
  kind: PatternKind,
  colour: number,
  alpha: number,
  step: number,
  shape: (g: Graphics) => void,
): Container {
  const c = new Container();
  const bounds = new Graphics();
  shape(bounds);
  bounds.fill(0xffffff);
  const b = bounds.getLocalBounds();
  const pat = new Graphics();
  drawPattern(
    pat,
    kind,
    b.x - step,
    b.y - step,
    b.width + 2 * step,
    b.height + 2 * step,
    step,
    colour,
    alpha,
  );
  c.addChild(pat, bounds);
  pat.mask = bounds;
  return c;
}

export interface CardLabels {
  /** Printed name of a special card (already translated). */
  name(spec: CardSpec): string;
}

/**
 * The SevenSins specials are full-art cards, told apart from element cards at a glance: a deep
 * field in the special's colour with a glow and gold rays behind a gold-rimmed medallion, the
 * symbol in cream, the name on a ribbon, and the symbol again in the corners.
 */
function buildSpecialFace(spec: CardSpec, w: number, colorBlind: boolean, labels: CardLabels): Container {
  const h = Math.round(w * CARD_RATIO);
  const c = new Container();
  const look = spec.look;
  const field = darken(look.colour, 0.3);
  const deep = darken(look.colour, 0.55);
  const glow = lighten(look.colour, 0.2);
  const radius = w * 0.075;
  const inset = w * 0.045;
  const fw = w - 2 * inset;
  const fh = h - 2 * inset;
  const g = new Graphics();
  g.roundRect(0, 0, w, h, radius).fill(palette.cream);
  g.roundRect(0.5, 0.5, w - 1, h - 1, radius).stroke({
    width: Math.max(1, w * 0.008),
    color: palette.creamEdge,
  });
  g.roundRect(inset, inset, fw, fh, radius * 0.7).fill(field);
  c.addChild(g);
  const cx = w / 2;
  const cy = h * 0.42;
  const mr = w * 0.29;
  // Glow and rays, kept inside the field.
  const art = new Container();
  const fx = new Graphics();
  for (let i = 7; i >= 1; i--) fx.circle(cx, cy, mr * (0.9 + i * 0.16)).fill({ color: glow, alpha: 0.07 });
  for (let k = 0; k < 28; k++) {
    const a = (k / 28) * Math.PI * 2;
    const r1 = mr * 1.08;
    const r2 = w * (k % 2 === 0 ? 0.9 : 0.62);
    fx.moveTo(cx + Math.cos(a) * r1, cy + Math.sin(a) * r1).lineTo(
      cx + Math.cos(a) * r2,
      cy + Math.sin(a) * r2,
    );
  }
  fx.stroke({ width: Math.max(1, w * 0.012), color: palette.accent, alpha: 0.22 });
  art.addChild(fx);
  if (colorBlind) {
    art.addChild(
      patterned(look.pattern, palette.cream, 0.16, w * 0.07, (m) =>
        m.roundRect(inset, inset, fw, fh, radius * 0.7),
      ),
    );
  }
  const mask = new Graphics().roundRect(inset, inset, fw, fh, radius * 0.7).fill(0xffffff);
  art.addChild(mask);
  art.mask = mask;
  c.addChild(art);
  // Gold frame inside the field.
  const frame = new Graphics();
  const i2 = inset + w * 0.035;
  frame
    .roundRect(i2, i2, w - 2 * i2, h - 2 * i2, radius * 0.5)
    .stroke({ width: Math.max(1, w * 0.01), color: palette.accent, alpha: 0.75 });
  c.addChild(frame);
  // Medallion and symbol.
  const med = new Graphics();
  med.circle(cx, cy, mr).fill(deep);
  med.circle(cx, cy, mr).stroke({ width: Math.max(1, w * 0.02), color: palette.accent });
  med.circle(cx, cy, mr * 0.86).stroke({ width: Math.max(1, w * 0.008), color: palette.cream, alpha: 0.35 });
  drawSymbol(med, look.symbol, cx, cy, w * 0.44 * (colorBlind ? 1.08 : 1), {
    color: palette.cream,
    detail: deep,
  });
  c.addChild(med);
  // The name on a ribbon.
  const name = printedName(labels.name(spec), w * 0.11, palette.cream, w * 0.015);
  name.anchor.set(0.5);
  const by = h * 0.77;
  const bh = w * 0.17;
  const bw = w * 0.74;
  if (name.width > bw - w * 0.1) name.scale.set((bw - w * 0.1) / name.width);
  const ribbon = new Graphics();
  const notch = bh * 0.35;
  ribbon
    .poly([
      cx - bw / 2 - notch,
      by - bh / 2,
      cx + bw / 2 + notch,
      by - bh / 2,
      cx + bw / 2,
      by,
      cx + bw / 2 + notch,
      by + bh / 2,
      cx - bw / 2 - notch,
      by + bh / 2,
      cx - bw / 2,
      by,
    ])
    .fill(deep)
    .stroke({ width: Math.max(1, w * 0.01), color: palette.accent });
  name.position.set(cx, by);
  c.addChild(ribbon, name);
  // Corner symbols.
  const corner = (): Graphics => {
    const k = new Graphics();
    const r = w * 0.085;
    const px = w * 0.15;
    const py = w * 0.15;
    k.circle(px, py, r)
      .fill(deep)
      .circle(px, py, r)
      .stroke({ width: Math.max(1, w * 0.01), color: palette.accent });
    drawSymbol(k, look.symbol, px, py, r * 1.45, { color: palette.cream, detail: deep });
    return k;
  };
  addCorners(c, corner, w, h);
  return c;
}

/** A card's printed name: bold capitals, sized and spaced by the card's width (never below 6 px). */
function printedName(text: string, size: number, fill: number, letterSpacing: number): Text {
  return new Text({
    text: text.toUpperCase(),
    style: {
      fontFamily: FONT_FAMILY,
      fontWeight: WEIGHT_BOLD,
      fontSize: Math.max(6, size),
      fill,
      letterSpacing,
    },
  });
}

/** A card's two corner marks: one top left, the other the same turned upside down at bottom right. */
function addCorners(card: Container, corner: () => Container, w: number, h: number): void {
  const tl = corner();
  const br = corner();
  br.rotation = Math.PI;
  br.position.set(w, h);
  card.addChild(tl, br);
}

export function buildCardFace(spec: CardSpec, w: number, colorBlind: boolean, labels: CardLabels): Container {
  if (spec.deck === 'sevensins' && spec.special) return buildSpecialFace(spec, w, colorBlind, labels);
  const h = Math.round(w * CARD_RATIO);
  const c = new Container();
  const look = spec.look;
  const ink = darken(look.colour, 0.12);
  const g = new Graphics();
  const radius = w * 0.075;
  g.roundRect(0, 0, w, h, radius).fill(palette.cream);
  g.roundRect(0, h * 0.55, w, h * 0.45, radius).fill({ color: palette.creamShade, alpha: 0.35 });
  g.roundRect(0.5, 0.5, w - 1, h - 1, radius).stroke({
    width: Math.max(1, w * 0.008),
    color: palette.creamEdge,
  });
  const inset = w * 0.055;
  g.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, radius * 0.6).stroke({
    width: Math.max(1, w * 0.01),
    color: look.colour,
    alpha: 0.35,
  });
  c.addChild(g);

  const cx = w / 2;
  const cy = spec.special ? h * 0.44 : h / 2;
  const mr = w * 0.3;
  const medallion = new Graphics().circle(cx, cy, mr).fill({ color: look.colour, alpha: 0.1 });
  c.addChild(medallion);
  if (colorBlind) {
    c.addChild(patterned(look.pattern, look.colour, 0.32, w * 0.07, (m) => m.circle(cx, cy, mr)));
  }
  const ring = new Graphics()
    .circle(cx, cy, mr)
    .stroke({ width: Math.max(1, w * 0.012), color: look.colour, alpha: 0.55 });
  c.addChild(ring);
  const centre = new Graphics();
  const big = w * (spec.special ? 0.46 : 0.4) * (colorBlind ? 1.15 : 1);
  drawSymbol(centre, look.symbol, cx, cy, big, { color: look.colour, detail: palette.cream });
  c.addChild(centre);

  if (spec.special) {
    const name = printedName(labels.name(spec), w * 0.115, ink, w * 0.012);
    name.anchor.set(0.5, 0);
    name.position.set(cx, cy + mr + w * 0.05);
    if (name.width > w * 0.54) name.scale.set((w * 0.54) / name.width);
    c.addChild(name);
  }

  const corner = (): Container => {
    const k = new Container();
    const symSize = w * (spec.index ? (colorBlind ? 0.24 : 0.17) : colorBlind ? 0.3 : 0.25);
    let y = w * 0.05;
    const colX = spec.index ? w * 0.15 : w * 0.17;
    if (colorBlind) {
      const tabH = (spec.index ? w * 0.34 : 0) + symSize + w * 0.08;
      k.addChild(
        patterned(look.pattern, look.colour, 0.3, w * 0.055, (m) =>
          m.roundRect(w * 0.035, w * 0.035, w * 0.23, tabH, w * 0.04),
        ),
      );
    }
    if (spec.index) {
      const idx = new Text({
        text: spec.index,
        style: { fontFamily: FONT_FAMILY, fontWeight: WEIGHT_BOLD, fontSize: w * 0.33, fill: ink },
      });
      idx.anchor.set(0.5, 0);
      if (idx.width > w * 0.26) idx.scale.set((w * 0.26) / idx.width);
      idx.position.set(colX, y - w * 0.02);
      k.addChild(idx);
      y += w * 0.34;
    }
    const sym = new Graphics();
    drawSymbol(sym, look.symbol, colX, y + symSize / 2, symSize, {
      color: look.colour,
      detail: palette.cream,
    });
    k.addChild(sym);
    return k;
  };
  addCorners(c, corner, w, h);
  return c;
}

export function buildCardBack(w: number): Container {
  const h = Math.round(w * CARD_RATIO);
  const c = new Container();
  const g = new Graphics();
  const radius = w * 0.075;
  g.roundRect(0, 0, w, h, radius).fill(palette.cream);
  const inset = w * 0.05;
  g.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, radius * 0.7).fill(palette.cardBack);
  c.addChild(g);
  c.addChild(
    patterned('cross', palette.accent, 0.16, w * 0.11, (m) =>
      m.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, radius * 0.7),
    ),
  );
  const deco = new Graphics();
  const i2 = w * 0.1;
  deco
    .roundRect(i2, i2, w - 2 * i2, h - 2 * i2, radius * 0.5)
    .stroke({ width: Math.max(1, w * 0.012), color: palette.accent, alpha: 0.7 });
  deco.circle(w / 2, h / 2, w * 0.27).fill(palette.cardBackDeep);
  deco
    .circle(w / 2, h / 2, w * 0.27)
    .stroke({ width: Math.max(1, w * 0.012), color: palette.accent, alpha: 0.8 });
  drawSymbol(deco, 'heptagram', w / 2, h / 2 + w * 0.01, w * 0.44, {
    color: palette.accent,
    detail: palette.cardBack,
  });
  deco.circle(w / 2, h / 2, w * 0.04).fill(palette.accent);
  c.addChild(deco);
  return c;
}

export class CardArt {
  private readonly cache = new Map<string, Texture>();
  private colorBlind = false;

  constructor(
    private readonly renderer: Renderer,
    private labels: CardLabels,
  ) {}

  setMode(colorBlind: boolean, labels: CardLabels): void {
    this.colorBlind = colorBlind;
    this.labels = labels;
    this.invalidate();
  }

  get colorBlindMode(): boolean {
    return this.colorBlind;
  }

  /** The texture under `key`, made by `create` the first time. */
  private cached(key: string, create: () => Texture): Texture {
    let texture = this.cache.get(key);
    if (!texture) {
      texture = create();
      this.cache.set(key, texture);
    }
    return texture;
  }

  /** A drawing rendered once into a texture. */
  private make(key: string, build: () => Container, frame: Rectangle): Texture {
    return this.cached(key, () => {
      const target = build();
      const texture = this.renderer.generateTexture({
        target,
        frame,
        resolution: Math.max(1, this.renderer.resolution),
        antialias: true,
      });
      target.destroy({ children: true });
      return texture;
    });
  }

  /** A face texture `width` CSS pixels wide, or the back for an unknown code. */
  face(deck: Deck, code: string, width: number): Texture {
    const w = Math.max(8, Math.round(width));
    const spec = cardSpec(deck, code);
    if (!spec) return this.back(w);
    return this.make(
      `f|${deck}|${code}|${w}|${this.colorBlind ? 1 : 0}`,
      () => buildCardFace(spec, w, this.colorBlind, this.labels),
      new Rectangle(0, 0, w, Math.round(w * CARD_RATIO)),
    );
  }

  back(width: number): Texture {
    const w = Math.max(8, Math.round(width));
    return this.make(`b|${w}`, () => buildCardBack(w), new Rectangle(0, 0, w, Math.round(w * CARD_RATIO)));
  }

  /**
   * A soft shadow for a card; its texture has a margin of `width * 0.25` on every side.
   * Blurred by the 2D canvas rather than a PixiJS blur filter: the same Gaussian look, with
   * no filter passes and no blur shaders to compile (on a software renderer those cost a
   * quarter of a second of the first frame).
   */
  shadow(width: number): Texture {
    const w = Math.max(8, Math.round(width));
    const h = Math.round(w * CARD_RATIO);
    const m = Math.round(w * 0.25);
    return this.cached(`s|${w}`, () => {
      const resolution = Math.max(1, this.renderer.resolution);
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil((w + 2 * m) * resolution);
      canvas.height = Math.ceil((h + 2 * m) * resolution);
      const ctx = canvas.getContext('2d');
      if (ctx) {
        ctx.scale(resolution, resolution);
        // As far as the former BlurFilter({ strength: w * 0.06, quality: 3 }) spread it.
        ctx.filter = `blur(${w * 0.04}px)`;
        ctx.fillStyle = 'rgba(0, 0, 0, 0.9)';
        ctx.beginPath();
        ctx.roundRect(m, m, w, h, w * 0.08);
        ctx.fill();
      }
      return new Texture({ source: new CanvasSource({ resource: canvas, resolution }) });
    });
  }

  invalidate(): void {
    for (const t of this.cache.values()) t.destroy(true);
    this.cache.clear();
  }
}
