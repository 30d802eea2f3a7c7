/**
 * The felt: a deep, low-saturation green with a soft vignette and a faint fibre texture.
 * It is painted by the page (CSS) behind a transparent canvas, not by WebGL: the felt covers
 * every pixel, and redrawing a full-screen layer (or two) on every animated frame is the
 * single largest cost of a frame in software rendering (SwiftShader), where one full-screen
 * sprite costs more than a whole trick of cards. The compositor blends the canvas over it.
 */
// A fixed tile of faint light and dark specks (scripts/make-felt-grain.mjs makes it).
import grain from '../assets/felt-grain.png?url';
import { palette } from '../theme/theme';

function hex(c: number): string {
  return `#${c.toString(16).padStart(6, '0')}`;
}

/** Paints the felt as the element's background (the page body, under the canvas). */
export function paintFelt(el: HTMLElement): void {
  const vignette = `radial-gradient(ellipse 71% 71% at 50% 45%, ${hex(palette.feltCentre)} 4%, #1d3c34 55%, ${hex(palette.feltEdge)} 100%)`;
  el.style.background = `url(${grain}) repeat, ${vignette}`;
  el.style.backgroundColor = hex(palette.feltEdge);
}
