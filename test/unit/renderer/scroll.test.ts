import { describe, expect, it } from 'vitest';
import {
  clampScroll,
  DRAG_THRESHOLD_PX,
  maxScroll,
  ScrollDrag,
  scrollToShow,
  thumbOf,
  wheelDistance,
} from '../../../src/renderer/ui/scroll';

describe('screen scrolling', () => {
  it('scrolls only as far as the content reaches below the window', () => {
    expect(maxScroll(1200, 390)).toBe(810);
    expect(maxScroll(300, 390)).toBe(0);
    expect(clampScroll(-50, 1200, 390)).toBe(0);
    expect(clampScroll(400, 1200, 390)).toBe(400);
    expect(clampScroll(5000, 1200, 390)).toBe(810);
    expect(clampScroll(120, 300, 390)).toBe(0);
    expect(clampScroll(Number.NaN, 1200, 390)).toBe(0);
  });

  it('reads the wheel in pixels, lines or pages', () => {
    expect(wheelDistance(100, 0, 40, 700)).toBe(100);
    expect(wheelDistance(3, 1, 40, 700)).toBe(120);
    expect(wheelDistance(-1, 2, 40, 700)).toBe(-700);
  });

  it('brings a span into view moving as little as possible', () => {
    // Below the window: its bottom comes to the window's bottom (with the margin).
    expect(scrollToShow(0, 900, 950, 400, 2000, 10)).toBe(560);
    // Above: its top comes to the window's top.
    expect(scrollToShow(800, 100, 150, 400, 2000, 10)).toBe(90);
    // Already in view: nothing moves.
    expect(scrollToShow(300, 400, 450, 400, 2000, 10)).toBe(300);
  });

  it('sizes the indicator by how much of the content shows', () => {
    expect(thumbOf(0, 390, 390, 378, 36)).toBeNull();
    expect(thumbOf(0, 780, 390, 400, 36)).toEqual({ y: 0, h: 200 });
    expect(thumbOf(390, 780, 390, 400, 36)).toEqual({ y: 200, h: 200 });
    // A very long page keeps a thumb a finger can see.
    expect(thumbOf(0, 100_000, 390, 400, 36)!.h).toBe(36);
  });

  it('a press that moves less than the threshold stays a press', () => {
    const d = new ScrollDrag();
    d.start(1, 300, 50);
    expect(d.move(1, 300 - DRAG_THRESHOLD_PX)).toBeNull();
    expect(d.move(1, 300 + DRAG_THRESHOLD_PX)).toBeNull();
    expect(d.scrolling).toBe(false);
    expect(d.end(1)).toBe(false);
    expect(d.active).toBe(false);
  });

  it('past the threshold the content follows the pointer without a jump', () => {
    const d = new ScrollDrag();
    d.start(7, 300, 50);
    // Another pointer is not this drag.
    expect(d.move(2, 100)).toBeNull();
    expect(d.move(7, 290)).toBe(50);
    expect(d.scrolling).toBe(true);
    expect(d.move(7, 250)).toBe(90);
    expect(d.move(7, 320)).toBe(20);
    expect(d.end(2)).toBe(false);
    expect(d.end(7)).toBe(true);
    expect(d.scrolling).toBe(false);
  });
});
