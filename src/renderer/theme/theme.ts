/**
 * The visual language in one place: palette, suit colours, type scale. Colours are numbers
 * (0xRRGGBB) as Pixi wants them. Type sizes are design pixels: use `font(role, scale)`.
 */
import { fontPx } from '../layout/scale';

export const FONT_FAMILY = '"Source Sans 3", "Source Sans Pro", system-ui, sans-serif'; // not-words: a CSS font stack
/** The two bundled weights. */
export const WEIGHT_REGULAR = '400';
export const WEIGHT_BOLD = '700';

export const palette = {
  feltCentre: 0x24483f,
  feltEdge: 0x0d1d19,
  feltLine: 0x3c6457,
  ink: 0x2a2620,
  inkSoft: 0x5d564b,
  cream: 0xf7f0e0,
  creamEdge: 0xcdbf9f,
  creamShade: 0xeadfc6,
  text: 0xf3ead7,
  textMuted: 0xb3c2b9,
  textDim: 0x84958c,
  accent: 0xe3b65a,
  accentDeep: 0xb8862c,
  accentInk: 0x2b1f08,
  panel: 0x10211d,
  panelEdge: 0x34574c,
  panelRaised: 0x1a332d,
  control: 0x23423a,
  controlHover: 0x2d544a,
  danger: 0xd76a55,
  ok: 0x7bc38c,
  shadow: 0x000000,
  focus: 0xffd57a,
  cardBack: 0x1f3f5a,
  cardBackDeep: 0x12263a,
} as const;

/** Suit colours: deep enough for ink on cream, told apart by symbol as well. */
export const suit = {
  red: 0xc0392b,
  yellow: 0xd19a12,
  green: 0x3b8a4a,
  blue: 0x2d68b0,
  violet: 0x7a4aa6,
  white: 0xefe9dc,
  black: 0x2b2a2e,
  // SevenSins elements
  water: 0x2b74b8,
  earth: 0x8a6232,
  fire: 0xd44d23,
  air: 0x4f9fa3,
  space: 0x6a3fa3,
  // specials
  sin: 0x9b1d33,
  demon: 0x3b2a3f,
  soul: 0xc49a2c,
  tanuki: 0x7a5b3c,
  kitsune: 0xd46a1f,
  fiese: 0xcf3a2b,
} as const;
export type SuitColourName = keyof typeof suit;

export type TypeRole = 'caption' | 'body' | 'label' | 'button' | 'title' | 'heading' | 'display';

/** Design-pixel sizes; at 1024×640 (scale 0.8) the smallest is still 14 px. */
export const typeScale: Record<TypeRole, { size: number; weight: string }> = {
  caption: { size: 18, weight: WEIGHT_REGULAR },
  body: { size: 20, weight: WEIGHT_REGULAR },
  label: { size: 20, weight: WEIGHT_BOLD },
  button: { size: 21, weight: WEIGHT_BOLD },
  title: { size: 28, weight: WEIGHT_BOLD },
  heading: { size: 40, weight: WEIGHT_BOLD },
  display: { size: 72, weight: WEIGHT_BOLD },
};

export interface FontStyle {
  fontFamily: string;
  fontSize: number;
  fontWeight: '400' | '700';
  fill: number;
  letterSpacing?: number;
}

export function font(role: TypeRole, scale: number, fill: number = palette.text): FontStyle {
  const t = typeScale[role];
  return {
    fontFamily: FONT_FAMILY,
    fontSize: fontPx(t.size, scale),
    fontWeight: t.weight as '400' | '700',
    fill,
  };
}

/** Mixes two colours; t = 0 gives a, 1 gives b. */
export function mix(a: number, b: number, t: number): number {
  const ch = (c: number, shift: number): number => (c >> shift) & 0xff;
  const m = (shift: number): number => Math.round(ch(a, shift) + (ch(b, shift) - ch(a, shift)) * t);
  return (m(16) << 16) | (m(8) << 8) | m(0);
}

export function darken(c: number, t: number): number {
  return mix(c, 0x000000, t);
}

export function lighten(c: number, t: number): number {
  return mix(c, 0xffffff, t);
}
