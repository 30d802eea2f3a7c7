/** Pieces the prompts over the felt share (Siegel's return prompt, Kitsune, SevenSins, Abyss). */
import type { Container } from 'pixi.js';
import { Graphics, Rectangle } from 'pixi.js';
import { palette } from '../../theme/theme';
import { drawPanel } from '../../ui/chrome';

/** A prompt's panel: the felt panel with an accent edge (it asks for an answer). */
export function promptPanel(W: number, H: number, s: number, o = { alpha: 1, edge: 0.7 }): Graphics {
  const panel = new Graphics();
  drawPanel(panel, W, H, s, { alpha: o.alpha });
  panel
    .roundRect(0, 0, W, H, 16 * s)
    .stroke({ width: Math.max(1, 2 * s), color: palette.accent, alpha: o.edge });
  return panel;
}

/** A choice tile's face: a w×h control-coloured card with a thin edge (see `choiceTile`). */
export function tileFace(w: number, h: number, s: number): Graphics {
  return new Graphics()
    .roundRect(0, 0, w, h, 12 * s)
    .fill(palette.control)
    .roundRect(0, 0, w, h, 12 * s)
    .stroke({ width: Math.max(1, 1.5 * s), color: palette.panelEdge });
}

/**
 * Makes `tile` (w×h, drawn on `face`) a choice: pointer cursor and a hover tint while it can be
 * taken, a click that goes no further. Adds and returns its keyboard focus ring (hidden until
 * the keyboard is used; see KeyFocus).
 */
export function choiceTile(
  tile: Container,
  face: Graphics,
  w: number,
  h: number,
  s: number,
  take: () => void,
  enabled = true,
): Graphics {
  const ring = new Graphics()
    .roundRect(-4 * s, -4 * s, w + 8 * s, h + 8 * s, 14 * s)
    .stroke({ width: Math.max(2, 2.5 * s), color: palette.focus });
  ring.visible = false;
  tile.addChild(ring);
  tile.eventMode = enabled ? 'static' : 'none';
  tile.cursor = enabled ? 'pointer' : 'default';
  tile.hitArea = new Rectangle(0, 0, w, h);
  tile.on('pointerover', () => (face.tint = 0xdddddd));
  tile.on('pointerout', () => (face.tint = 0xffffff));
  tile.on('pointertap', (e) => {
    e.stopPropagation();
    if (enabled) take();
  });
  return ring;
}
