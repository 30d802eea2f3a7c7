/**
 * Seat placement on an ellipse. The viewing seat sits at the bottom centre; the others
 * follow clockwise (to its left, across the top, down the right), evenly spaced by angle.
 */
import type { Rect } from './scale';

export const MIN_SEATS = 3;
export const MAX_SEATS = 7;

export interface SeatPoint {
  seat: number;
  x: number;
  y: number;
  /** Angle on the ellipse in radians (screen coordinates, y down): π/2 is bottom centre. */
  angle: number;
  /** Where the seat sits relative to the centre, for placing its facts and cards. */
  side: 'bottom' | 'left' | 'top' | 'right';
}

/** Position of seat `seat` counted clockwise from the viewer (0 = the viewer). */
export function seatAngle(relative: number, count: number): number {
  return Math.PI / 2 + (relative * 2 * Math.PI) / count;
}

function sideOf(angle: number): SeatPoint['side'] {
  const a = ((angle % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  const deg = (a * 180) / Math.PI;
  if (deg > 60 && deg < 120) return 'bottom';
  if (deg >= 120 && deg <= 215) return 'left';
  if (deg > 215 && deg < 325) return 'top';
  return 'right';
}

/**
 * Points on the ellipse inscribed in `area` for every seat, indexed by seat number.
 * `you` is the viewer's seat (null for a spectator: seat 0 is shown at the bottom).
 */
export function seatPositions(count: number, you: number | null, area: Rect): SeatPoint[] {
  if (!Number.isInteger(count) || count < 1) return [];
  const viewer = you === null || you < 0 || you >= count ? 0 : you;
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  const rx = area.width / 2;
  const ry = area.height / 2;
  const out: SeatPoint[] = [];
  for (let seat = 0; seat < count; seat++) {
    const relative = (seat - viewer + count) % count;
    const angle = seatAngle(relative, count);
    const x = cx + rx * Math.cos(angle);
    const y = cy + ry * Math.sin(angle);
    out.push({
      seat,
      x: Math.abs(x - cx) < 1e-9 ? cx : x,
      y,
      angle,
      side: relative === 0 ? 'bottom' : sideOf(angle),
    });
  }
  return out;
}
