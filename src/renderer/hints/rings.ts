/**
 * Rings around controls of the scene, found by their test ids: a hint's suggestion at the live
 * table, the better (and the chosen) choice in the post-game analysis. Drawn into `layer`
 * (above the scene, below the chrome) at the controls' places as they are now.
 */
import { Graphics, Text, type Container } from 'pixi.js';
import { markDecor } from '../core/layout-audit';
import { shownById, testId } from '../core/testhook';
import { font, palette } from '../theme/theme';

export interface RingStyle {
  color: number;
  /** Test ids of the rings: `${prefix}:${control id}`. */
  prefix: string;
  /** A lighter ring (the choice made, beside the better one). */
  thin?: boolean;
}

/**
 * Rings every shown control of `ids`; returns how many were found. A control with a badge gets a
 * small count at its ring's top right corner (test id `${prefix}:badge:${id}`).
 */
export function ringControls(
  layer: Container,
  ids: readonly string[],
  s: number,
  style: RingStyle,
  badges: Readonly<Record<string, string>> = {},
): number {
  let drawn = 0;
  for (const id of ids) {
    const obj = shownById(id);
    if (!obj) continue;
    const b = obj.getBounds();
    const tl = layer.toLocal({ x: b.x, y: b.y });
    const pad = 5 * s;
    const x = tl.x - pad;
    const y = tl.y - pad;
    const w = b.width + 2 * pad;
    const h = b.height + 2 * pad;
    const ring = new Graphics();
    if (!style.thin)
      ring.roundRect(x, y, w, h, 12 * s).stroke({ width: 7 * s, color: style.color, alpha: 0.25 });
    ring
      .roundRect(x, y, w, h, 12 * s)
      .stroke({ width: (style.thin ? 2 : 2.5) * s, color: style.color, alpha: 1 });
    testId(ring, `${style.prefix}:${id}`);
    // A ring lies round its control on purpose (over its neighbours' edges): no finding.
    markDecor(ring);
    layer.addChild(ring);
    const badge = badges[id];
    if (badge !== undefined) {
      const label = new Text({ text: badge, style: { ...font('label', s, palette.ink), fontWeight: '700' } });
      const r = Math.max(11 * s, label.height / 2 + 2 * s, label.width / 2 + 5 * s);
      const dot = new Graphics()
        .circle(x + w, y, r)
        .fill({ color: style.color })
        .stroke({ width: 1.5 * s, color: palette.panel });
      label.anchor.set(0.5);
      label.position.set(x + w, y);
      testId(dot, `${style.prefix}:badge:${id}`);
      testId(label, `${style.prefix}:badge:${id}:text`);
      markDecor(dot);
      markDecor(label);
      layer.addChild(dot, label);
    }
    drawn++;
  }
  return drawn;
}

export const HINT_RING: RingStyle = { color: palette.accent, prefix: 'hint' };
