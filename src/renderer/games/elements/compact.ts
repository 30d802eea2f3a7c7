/**
 * What the SevenSins and Abyss tables share on a phone (the `tall` and `short` forms): the
 * free part of the felt once the other players' plates (with their strips) stand where the
 * table layout puts them, and how many choice tiles go in a row. Pure maths on the table layout.
 */
import type { Rect } from '../../layout/scale';
import type { TableLayout } from '../../layout/table';

/**
 * The felt left for the game's middle on a phone: below the top bar and clear of every rect in
 * `blocks` (the others' plates and what hangs at them); above the own plate upright, above the
 * hand on its side. A block in the left or right third pushes that side in, one in the middle
 * third pushes the top down.
 */
export function openArea(L: TableLayout, blocks: readonly Rect[]): Rect {
  const s = L.scale;
  const m = Math.round(8 * s);
  let left = m;
  let right = L.width - m;
  let top = L.topBar.height + m;
  const bottom =
    L.form.name === 'tall'
      ? Math.min(L.ownPlate.y, L.status.y) - Math.round(14 * s)
      : Math.min(L.hand.y, L.status.y > L.topBar.height ? L.status.y : L.hand.y) - m;
  for (const b of blocks) {
    const cx = b.x + b.width / 2;
    if (L.form.name === 'short' && cx < L.width / 3) left = Math.max(left, b.x + b.width + m);
    else if (L.form.name === 'short' && cx > (L.width * 2) / 3) right = Math.min(right, b.x - m);
    else top = Math.max(top, b.y + b.height + m);
  }
  return {
    x: Math.round(left),
    y: Math.round(top),
    width: Math.max(0, Math.round(right - left)),
    height: Math.max(0, Math.round(bottom - top)),
  };
}

/** A plate's rect from its centre and the table's plate size. */
export function plateRect(L: TableLayout, centre: { x: number; y: number }): Rect {
  return {
    x: Math.round(centre.x - L.plate.width / 2),
    y: Math.round(centre.y - L.plate.height / 2),
    width: L.plate.width,
    height: L.plate.height,
  };
}

/** How many tiles of `tileW` (with `gap` between) fit in `width`: at least one, at most `most`. */
export function tilesPerRow(width: number, tileW: number, gap: number, most: number): number {
  return Math.max(1, Math.min(most, Math.floor((width + gap) / (tileW + gap))));
}
