/**
 * Scrolling a screen taller than its window: the clamp, the drag that becomes a scroll only
 * past a threshold (so a finger that moves a little still presses its button), the wheel's
 * step, and the indicator's thumb. Pure maths, no Pixi: screens/base.ts, the overlay, the rules and the lesson coach apply it.
 */

/** How far (CSS pixels) a press may move and still be a press, not a scroll. */
export const DRAG_THRESHOLD_PX = 8;

/** How far content `contentH` high can scroll in a view `viewH` high (0: it fits). */
export function maxScroll(contentH: number, viewH: number): number {
  return Math.max(0, contentH - viewH);
}

/** `y` held between the top (0) and the last position where the content's end is in view. */
export function clampScroll(y: number, contentH: number, viewH: number): number {
  if (!Number.isFinite(y)) return 0;
  return Math.min(maxScroll(contentH, viewH), Math.max(0, y));
}

/**
 * A wheel event's distance in pixels: `deltaMode` 0 is pixels, 1 lines (`line` px each),
 * 2 pages (`page` px each).
 */
export function wheelDistance(deltaY: number, deltaMode: number, line: number, page: number): number {
  return deltaY * (deltaMode === 1 ? line : deltaMode === 2 ? page : 1);
}

/**
 * The scroll position needed to show the span [top, bottom] (in content coordinates) in a view
 * `viewH` high, moving as little as possible (`margin` of air kept around it).
 */
export function scrollToShow(
  scroll: number,
  top: number,
  bottom: number,
  viewH: number,
  contentH: number,
  margin = 0,
): number {
  let y = scroll;
  if (bottom + margin > y + viewH) y = bottom + margin - viewH;
  if (top - margin < y) y = top - margin;
  return clampScroll(y, contentH, viewH);
}

/** The indicator's thumb on a track `trackH` high: where it starts and how long it is. */
export function thumbOf(
  scroll: number,
  contentH: number,
  viewH: number,
  trackH: number,
  minThumb: number,
): { y: number; h: number } | null {
  const max = maxScroll(contentH, viewH);
  if (max <= 0 || trackH <= 0) return null;
  const h = Math.min(trackH, Math.max(minThumb, (trackH * viewH) / contentH));
  return { y: ((trackH - h) * clampScroll(scroll, contentH, viewH)) / max, h };
}

/**
 * One pointer's drag: pressed at `y0` with the content at `scroll0`; it scrolls once it has
 * moved more than the threshold, and from then on the content follows the pointer.
 */
export class ScrollDrag {
  private pointer: number | null = null;
  private y0 = 0;
  private scroll0 = 0;
  private moved = false;

  constructor(private readonly threshold = DRAG_THRESHOLD_PX) {}

  /** Whether a press is being followed. */
  get active(): boolean {
    return this.pointer !== null;
  }

  /** Whether the press became a scroll (its release must press nothing). */
  get scrolling(): boolean {
    return this.moved;
  }

  start(pointerId: number, y: number, scroll: number): void {
    this.pointer = pointerId;
    this.y0 = y;
    this.scroll0 = scroll;
    this.moved = false;
  }

  /** The pointer is at `y`: the scroll position it asks for, or null (not this drag, or not yet past the threshold). */
  move(pointerId: number, y: number): number | null {
    if (this.pointer !== pointerId) return null;
    const dy = y - this.y0;
    if (!this.moved) {
      if (Math.abs(dy) <= this.threshold) return null;
      this.moved = true;
      // The content starts to follow from here, without a jump of the threshold's size.
      this.y0 = y;
      return this.scroll0;
    }
    return this.scroll0 - dy;
  }

  /** The pointer let go: returns whether it had scrolled. */
  end(pointerId: number): boolean {
    if (this.pointer !== pointerId) return false;
    const moved = this.moved;
    this.pointer = null;
    this.moved = false;
    return moved;
  }
}
