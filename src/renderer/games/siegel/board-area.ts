/**
 * The felt a board may use: an area less what stands in it (plates, racks). Pure maths, for
 * the phone layouts, where the plates stand wherever the table layout's form puts them.
 */
import type { Rect } from '../../layout/scale';

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The largest part of `area` clear of every obstacle, cut one side at a time: for each
 * obstacle in it, the side (left, right, top or bottom) whose cut keeps the most area —
 * a cut of the top or bottom counted `keepWidth` times (a phone upright keeps its width).
 */
export function clearOf(area: Rect, obstacles: readonly Rect[], gap = 0, keepWidth = 1): Rect {
  let r = { ...area };
  for (let pass = 0; pass < 3; pass++) {
    let changed = false;
    for (const o of obstacles) {
      if (!intersects(r, o)) continue;
      const right = r.x + r.width;
      const bottom = r.y + r.height;
      const cuts: Rect[] = [
        { x: o.x + o.width + gap, y: r.y, width: right - (o.x + o.width + gap), height: r.height },
        { x: r.x, y: r.y, width: o.x - gap - r.x, height: r.height },
        { x: r.x, y: o.y + o.height + gap, width: r.width, height: bottom - (o.y + o.height + gap) },
        { x: r.x, y: r.y, width: r.width, height: o.y - gap - r.y },
      ].filter((c) => c.width > 0 && c.height > 0);
      if (cuts.length === 0) return { ...r, width: 0, height: 0 };
      const worth = (c: Rect): number => c.width * c.height * (c.width === r.width ? keepWidth : 1);
      r = cuts.reduce((a, b) => (worth(b) > worth(a) ? b : a));
      changed = true;
    }
    if (!changed) break;
  }
  return r;
}
