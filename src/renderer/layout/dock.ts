/**
 * A lesson on a phone: the coach's panel has a place of its own and the table gives way. A phone
 * has no corner where the panel covers nothing that matters (the layout checker found it over the
 * bid, the return prompt, the hand), so the table is laid out in what is left of the window: on a
 * phone held upright a band under the top bar, on one on its side a column at the left. The
 * scene gets the smaller table in its own coordinates (its layer moved by the offset); the chrome
 * gets the same table shifted into the window's (`shiftLayout`).
 */
import type { Form } from './form';
import type { Rect } from './scale';
import type { TableLayout } from './table';

export interface Dock {
  /** The coach's place in window coordinates. */
  rect: Rect;
  /** Where the table's own window starts, and its size. */
  dx: number;
  dy: number;
  width: number;
  height: number;
}

/**
 * Where the coach docks: every compact form (a phone either way, a tablet upright). A tablet's
 * table has no corner free of what matters either (the checker found the panel over the trick
 * and the hand at 768×1024); its band is short, its words run across the width.
 */
export function docksCoach(form: Form): boolean {
  return form.compact;
}

/** The widest share of a phone's height the band may take (the rest is the table's). */
export const DOCK_BAND_MAX = 0.28;

/** The column's width on a phone on its side, in design pixels. */
export const DOCK_COLUMN = 260;

/**
 * The dock for a window of `width` × `height` in `form` (compact forms only: null on `wide`),
 * with the top bar `bar` high. `band` is the height the coach asks for upright (it is held to
 * DOCK_BAND_MAX of the window).
 */
export function lessonDock(
  width: number,
  height: number,
  form: Form,
  bar: number,
  band: number,
): Dock | null {
  if (!form.compact) return null;
  if (form.name === 'short') {
    const w = Math.round(Math.min(DOCK_COLUMN * form.scale, width * 0.4));
    return {
      rect: { x: 0, y: bar, width: w, height: height - bar },
      dx: w,
      dy: 0,
      width: width - w,
      height,
    };
  }
  const h = Math.round(Math.min(Math.max(0, band), height * DOCK_BAND_MAX));
  return {
    rect: { x: 0, y: bar, width, height: h },
    dx: 0,
    dy: h,
    width,
    height: height - h,
  };
}

const shift = (r: Rect, dx: number, dy: number): Rect => ({ ...r, x: r.x + dx, y: r.y + dy });

/**
 * `sub` (a table laid out in the dock's leftover window) in window coordinates: every place moved
 * by the offset; the top bar across the whole window; on a phone on its side the status line,
 * which lives in the top bar, stays at the bar's left and gains the column's width; the side
 * panel and the room are the whole window's (`full`).
 */
export function shiftLayout(sub: TableLayout, dock: Dock, full: TableLayout): TableLayout {
  const { dx, dy } = dock;
  const inBar = sub.status.y + sub.status.height <= sub.topBar.height;
  return {
    ...sub,
    width: full.width,
    height: full.height,
    topBar: { ...full.topBar },
    felt: shift(sub.felt, dx, dy),
    centre: shift(sub.centre, dx, dy),
    status: inBar ? { ...sub.status, width: sub.status.width + dx } : shift(sub.status, dx, dy),
    hand: shift(sub.hand, dx, dy),
    handBaseY: sub.handBaseY + dy,
    seatArea: shift(sub.seatArea, dx, dy),
    seats: sub.seats.map((p) => ({ ...p, x: p.x + dx, y: p.y + dy })),
    ownPlate: shift(sub.ownPlate, dx, dy),
    sidePanel: { ...full.sidePanel },
    handSpan: { left: sub.handSpan.left + dx, right: sub.handSpan.right + dx },
    room: { ...full.room },
  };
}
