/**
 * Room for what floats. A screen declares its parts as regions with a priority (the own hand,
 * the decision being asked, the trick or board, whose turn, the players, the chrome); an overlay
 * (the lesson coach, a toast, a dialog, a summary, a side panel) asks for a box of its size and
 * its own priority, and gets a place that covers no region of that priority or higher, as near
 * as it can to where it would like to be and over as little of the rest as it can. Where there
 * is no such place the answer is null, and the overlay becomes a sheet from an edge (see
 * ui/sheet.ts) or the board gives way. Pure maths, no Pixi: one mechanism for every screen.
 */
import type { Point, Rect } from './scale';

/** What matters more covers less: an overlay may lie only over regions below its own priority. */
export const PRIORITY = {
  /** Table decoration, empty felt. */
  decor: 0,
  /** Buttons of the chrome (Log, Scores, Last trick) and panels' own furniture. */
  chrome: 30,
  /** The other players' plates. */
  players: 50,
  /** Whose turn it is, what to do (the status line). */
  turn: 60,
  /** The trick, the targets, the board, the seal supply. */
  board: 70,
  /** The decision being asked (a dialog, the choice a lesson rings). */
  decision: 90,
  /** The viewer's own hand. */
  hand: 100,
} as const;

export interface Region {
  rect: Rect;
  priority: number;
  /** For reports: what the region is. */
  id?: string;
}

export interface RoomRequest {
  /** The area the overlay must stay inside (the window, below the top bar). */
  within: Rect;
  width: number;
  height: number;
  /** Regions of this priority or higher are never covered. */
  priority: number;
  regions: readonly Region[];
  /** Where the overlay would like its top-left corner, best first (the first is its home). */
  prefer?: readonly Point[];
  /** The scan's step in CSS pixels (default 8). */
  step?: number;
}

export function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * A place for a `width`×`height` box inside `within` that covers no region of `priority` or
 * higher: among the preferred corners first, then anywhere on a grid; of those that fit, the one
 * covering the least of the lower regions (weighted by priority), then the nearest to the first
 * preferred corner. Null when nothing fits.
 */
export function findRoom(r: RoomRequest): Rect | null {
  const { within, width, height } = r;
  if (width > within.width + 0.5 || height > within.height + 0.5) return null;
  const step = Math.max(2, r.step ?? 8);
  const maxX = within.x + within.width - width;
  const maxY = within.y + within.height - height;
  const hard = r.regions.filter((g) => g.priority >= r.priority);
  const soft = r.regions.filter((g) => g.priority < r.priority);
  const home = r.prefer?.[0] ?? { x: within.x, y: within.y };
  const candidates: Point[] = [];
  for (const p of r.prefer ?? [])
    candidates.push({ x: clampTo(p.x, within.x, maxX), y: clampTo(p.y, within.y, maxY) });
  for (let y = within.y; y <= maxY + 0.5; y += step) {
    for (let x = within.x; x <= maxX + 0.5; x += step) candidates.push({ x, y });
    candidates.push({ x: maxX, y });
  }
  for (let x = within.x; x <= maxX + 0.5; x += step) candidates.push({ x, y: maxY });
  candidates.push({ x: maxX, y: maxY });
  let best: Rect | null = null;
  let bestCost = Infinity;
  candidates.forEach((p, i) => {
    const box = { x: Math.round(p.x), y: Math.round(p.y), width, height };
    if (hard.some((g) => overlapArea(box, g.rect) > 0)) return;
    const covered = soft.reduce((sum, g) => sum + overlapArea(box, g.rect) * (1 + g.priority), 0);
    // A preferred corner wins a tie against the grid; among equals the nearest to home.
    const away = Math.hypot(box.x - home.x, box.y - home.y);
    const cost = covered * 1000 + away + (i < (r.prefer?.length ?? 0) ? 0 : 1);
    if (cost < bestCost) {
      bestCost = cost;
      best = box;
    }
  });
  return best;
}

function clampTo(v: number, lo: number, hi: number): number {
  return Math.min(Math.max(v, lo), Math.max(lo, hi));
}
