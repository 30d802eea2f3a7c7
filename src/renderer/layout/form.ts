/**
 * The window's form: one of three layouts every screen knows, and the ui scale that goes with
 * it. Pure maths, no Pixi.
 *
 * - `wide`: a desktop or laptop window, a landscape tablet, a television (1024×640 up to 4K).
 *   Designed for 1280×800 and scaled to fit, as every screen was before phones came.
 * - `tall`: a phone or tablet held upright (390×844, 768×1024). Designed for a column about
 *   430 design pixels wide: one thing beside another only where both fit.
 * - `short`: a phone on its side (844×390, 667×375): about 390 design pixels high, so the
 *   top bar, the hand and the middle share the height and side panels become sheets.
 *
 * On `tall` and `short` the scale never drops below 0.92, so a 48-design-pixel control is at
 * least 44 CSS pixels: a fingertip's target (Apple's and Google's guidance).
 */
export type FormName = 'wide' | 'tall' | 'short';

export interface Form {
  name: FormName;
  /** A phone-like form (tall or short): sheets instead of side panels, controls for fingers. */
  compact: boolean;
  /** The ui scale: design pixels × scale = CSS pixels. */
  scale: number;
  /** The window in design pixels. */
  dw: number;
  dh: number;
}

const DESIGN_WIDTH = 1280;
const DESIGN_HEIGHT = 800;
/** Below these (in design pixels at the wide scale) the wide layouts do not fit. */
const WIDE_MIN_W = 1000;
const WIDE_MIN_H = 620;
/** 48 design pixels (a button) × 0.92 = 44 CSS pixels. */
export const COMPACT_MIN_SCALE = 0.92;
/** The smallest control a finger hits reliably on a phone, in CSS pixels. */
export const TOUCH_TARGET_PX = 44;

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

export function formOf(width: number, height: number): Form {
  if (!(width > 0) || !(height > 0))
    return { name: 'wide', compact: false, scale: 1, dw: DESIGN_WIDTH, dh: DESIGN_HEIGHT };
  const wideScale = clamp(Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT), 0.7, 4);
  let name: FormName;
  let scale: number;
  if (height > width * 1.1) {
    name = 'tall';
    scale = clamp(Math.min(width / 430, height / 900), COMPACT_MIN_SCALE, 2.5);
  } else if (width / wideScale < WIDE_MIN_W || height / wideScale < WIDE_MIN_H) {
    name = 'short';
    scale = clamp(Math.min(width / 844, height / 390), COMPACT_MIN_SCALE, 1.6);
  } else {
    name = 'wide';
    scale = wideScale;
  }
  return { name, compact: name !== 'wide', scale, dw: width / scale, dh: height / scale };
}
