/**
 * Touch gestures the table shares: a long press shows what a tooltip shows on the desktop, and
 * the release that ends it is no tap (it must not also press the button it explained).
 */
let suppressUntil = 0;

/** The long press of this many ms shows the tooltip (Android's and iOS's long press is ~500 ms). */
export const LONG_PRESS_MS = 480;
/** A finger that wanders further than this (CSS px) is dragging, not pressing. */
export const LONG_PRESS_SLOP = 10;

/** The tap that ends the current press is swallowed. */
export function swallowNextTap(): void {
  suppressUntil = performance.now() + 1500;
}

/** Whether a tap now is a real one (not the end of a long press). Consumes the swallow. */
export function tapAllowed(): boolean {
  if (performance.now() < suppressUntil) {
    suppressUntil = 0;
    return false;
  }
  return true;
}
