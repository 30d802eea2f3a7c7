/**
 * Scale maths: everything on screen is sized as "design pixels × uiScale". The design
 * size is 1280×800; the scale follows the smaller of the two ratios so the whole layout
 * always fits, from 1024×640 up to 4K. Pure functions, no Pixi.
 */
import { formOf } from './form';

export const DESIGN_WIDTH = 1280;
export const DESIGN_HEIGHT = 800;
/** Readable minimum for any text, in CSS pixels. */
export const MIN_FONT_PX = 14;
const MIN_SCALE = 0.7;
const MAX_SCALE = 4;

/** The ui scale for a window: the wide form's fit to 1280×800, or a phone's (see form.ts). */
export function uiScale(width: number, height: number): number {
  return formOf(width, height).scale;
}

/** The wide form's scale alone (1280×800 fitted), for what is drawn the same on every form. */
export function wideScale(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 1;
  const s = Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT);
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));
}

/** A font size in CSS pixels for a design size, never below the readable minimum. */
export function fontPx(designPx: number, scale: number): number {
  return Math.max(MIN_FONT_PX, Math.round(designPx * scale));
}

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function rectContains(outer: Rect, inner: Rect, tolerance = 0.5): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
