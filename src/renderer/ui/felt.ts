/**
 * The felt: a deep, low-saturation green with a soft vignette and a faint fibre texture.
 * It is painted by the page (CSS) behind a transparent canvas, not by WebGL: the felt covers
 * every pixel, and redrawing a full-screen layer (or two) on every animated frame is the
 * single largest cost of a frame in software rendering (SwiftShader), where one full-screen
 * sprite costs more than a whole trick of cards. The compositor blends the canvas over it.
 */
import { palette } from '../theme/theme';

function hex(c: number): string {
  return `#${c.toString(16).padStart(6, '0')}`;
}

/** A small tile of light and dark specks, as a PNG data address. */
function grainTile(): string {
  const size = 192;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  const img = ctx.createImageData(size, size);
  let seed = 1234567;
  const rnd = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let i = 0; i < size * size; i++) {
    const v = rnd();
    const light = v > 0.5 ? 255 : 0;
    img.data[i * 4] = light;
    img.data[i * 4 + 1] = light;
    img.data[i * 4 + 2] = light;
    img.data[i * 4 + 3] = Math.round(Math.abs(v - 0.5) * 2 * 14);
  }
  ctx.putImageData(img, 0, 0);
  return canvas.toDataURL('image/png');
}

/** Paints the felt as the element's background (the page body, under the canvas). */
export function paintFelt(el: HTMLElement): void {
  const grain = grainTile();
  const vignette = `radial-gradient(ellipse 71% 71% at 50% 45%, ${hex(palette.feltCentre)} 4%, #1d3c34 55%, ${hex(palette.feltEdge)} 100%)`;
  el.style.background = grain ? `url(${grain}) repeat, ${vignette}` : vignette;
  el.style.backgroundColor = hex(palette.feltEdge);
}
