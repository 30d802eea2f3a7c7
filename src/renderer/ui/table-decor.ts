/** The felt's table: the seat ellipse's two rings and the darker band under the hand. */
import type { Graphics } from 'pixi.js';
import type { TableLayout } from '../layout/table';
import { palette } from '../theme/theme';

export function drawTableDecor(g: Graphics, L: TableLayout, width = L.width): void {
  g.rect(0, L.hand.y - 2 * L.scale, width, L.height - L.hand.y + 2 * L.scale).fill({
    color: 0x000000,
    alpha: 0.12,
  });
  // A phone's table has no room for the ellipse: the seats stand in rows (tall) or on its upper arc.
  if (L.form.compact) return;
  const a = L.seatArea;
  const cx = a.x + a.width / 2;
  const cy = a.y + a.height / 2;
  g.ellipse(cx, cy, a.width / 2 - L.plate.width * 0.15, a.height / 2 - L.plate.height * 0.1).stroke({
    width: Math.max(1, 2 * L.scale),
    color: palette.feltLine,
    alpha: 0.35,
  });
  g.ellipse(
    cx,
    cy,
    a.width / 2 - L.plate.width * 0.15 - 8 * L.scale,
    a.height / 2 - L.plate.height * 0.1 - 8 * L.scale,
  ).stroke({
    width: Math.max(1, L.scale),
    color: palette.feltLine,
    alpha: 0.2,
  });
}
