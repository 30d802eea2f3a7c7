/**
 * The felt: a deep, low-saturation green with a soft vignette and a faint fibre texture.
 * Gradient and grain are painted once into small canvases and stretched / tiled.
 */
import { Container, Sprite, Texture, TilingSprite } from 'pixi.js';
import { palette } from '../theme/theme';

function hex(c: number): string {
  return `#${c.toString(16).padStart(6, '0')}`;
}

function vignetteTexture(): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = 512;
  canvas.height = 512;
  const ctx = canvas.getContext('2d')!;
  const g = ctx.createRadialGradient(256, 230, 20, 256, 256, 362);
  g.addColorStop(0, hex(palette.feltCentre));
  g.addColorStop(0.55, '#1d3c34');
  g.addColorStop(1, hex(palette.feltEdge));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 512, 512);
  return Texture.from(canvas);
}

function grainTexture(): Texture {
  const size = 192;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  const img = ctx.createImageData(size, size);
  let seed = 1234567;
  const rnd = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let i = 0; i < size * size; i++) {
    const v = rnd();
    const light = v > 0.5;
    img.data[i * 4] = light ? 255 : 0;
    img.data[i * 4 + 1] = light ? 255 : 0;
    img.data[i * 4 + 2] = light ? 255 : 0;
    img.data[i * 4 + 3] = Math.round(Math.abs(v - 0.5) * 2 * 14);
  }
  ctx.putImageData(img, 0, 0);
  return Texture.from(canvas);
}

export class Felt extends Container {
  private readonly base: Sprite;
  private readonly grain: TilingSprite;

  constructor() {
    super({ label: 'felt' });
    this.base = new Sprite(vignetteTexture());
    this.grain = new TilingSprite({ texture: grainTexture(), width: 1, height: 1 });
    this.addChild(this.base, this.grain);
  }

  resize(width: number, height: number): void {
    this.base.width = width;
    this.base.height = height;
    this.grain.width = width;
    this.grain.height = height;
  }
}
