/**
 * A panel's content that scrolls inside it, by drag and by wheel, with a thumb: the overlay
 * (ui/overlay.ts) and the replay's analysis report (replay/analysis-panel.ts) use it. The content
 * is clipped to its window and the layout audit knows it scrolls (`markScroll`).
 */
import { Graphics, type Container, type FederatedPointerEvent, type FederatedWheelEvent } from 'pixi.js';
import { markScroll } from '../core/layout-audit';
import { palette } from '../theme/theme';
import { clampScroll, maxScroll, ScrollDrag, thumbOf, wheelDistance } from './scroll';

export interface ScrollView {
  /** `owner` takes the pointer and the wheel; `content` is the clipped window, `body` moves in it. */
  owner: Container;
  content: Container;
  body: Container;
  viewW: number;
  viewH: number;
  s: number;
  /** Where the thumb's centre line runs, in `owner`'s coordinates. */
  thumbX: number;
  /** Where to start: 0 the top, Infinity the end. */
  start?: number;
}

/** Makes `body` scroll in a window `viewW` × `viewH` at `content`'s place; returns the scroll setter. */
export function scrollable(o: ScrollView): (y: number) => void {
  const { owner, content, body, viewH, s } = o;
  const mask = new Graphics().rect(0, 0, o.viewW, viewH).fill(0xffffff);
  content.addChild(mask);
  content.mask = mask;
  markScroll(content);
  const contentH = body.height;
  const thumb = new Graphics();
  thumb.eventMode = 'none';
  owner.addChild(thumb);
  let scroll = 0;
  const to = (y: number): void => {
    scroll = clampScroll(Math.min(y, maxScroll(contentH, viewH)), contentH, viewH);
    body.y = -Math.round(scroll);
    thumb.clear();
    const t = thumbOf(scroll, contentH, viewH, viewH, 28 * s);
    if (t)
      thumb
        .roundRect(o.thumbX - 2 * s, content.y + t.y, 4 * s, t.h, 2 * s)
        .fill({ color: palette.textMuted, alpha: 0.7 });
  };
  to(o.start ?? 0);
  const drag = new ScrollDrag();
  owner.on('pointerdown', (e: FederatedPointerEvent) => {
    if (!drag.active) owner.interactiveChildren = true;
    drag.start(e.pointerId, e.global.y, scroll);
  });
  owner.on('globalpointermove', (e: FederatedPointerEvent) => {
    const y = drag.move(e.pointerId, e.global.y);
    if (y === null) return;
    // Past the threshold: the release presses nothing.
    owner.interactiveChildren = false;
    to(y);
  });
  const release = (e: FederatedPointerEvent): void => {
    if (drag.end(e.pointerId)) owner.interactiveChildren = true;
  };
  owner.on('pointerup', release);
  owner.on('pointerupoutside', release);
  owner.on('wheel', (e: FederatedWheelEvent) =>
    to(scroll + wheelDistance(e.deltaY, e.deltaMode, 40 * s, viewH * 0.9)),
  );
  return to;
}
