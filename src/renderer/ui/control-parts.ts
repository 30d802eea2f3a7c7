/**
 * Pieces every shared control uses: fitting a label into its width, the keyboard focus ring
 * drawn round a control (hidden until the control has the focus), and a dialog's paragraph.
 */
import { Graphics, Rectangle, Text, type Container } from 'pixi.js';
import type { Focusable } from '../core/focus';
import { font, palette } from '../theme/theme';
import { markCut } from '../core/layout-audit';
import { tapAllowed } from '../core/gesture';

/** The focus ring round a w × h control with corner `radius` (hidden, not hit-tested). */
export function ringFor(w: number, h: number, s: number, radius: number): Graphics {
  const pad = 4 * s;
  const g = new Graphics()
    .roundRect(-pad, -pad, w + 2 * pad, h + 2 * pad, radius + pad)
    .stroke({ width: Math.max(2, 2.5 * s), color: palette.focus, alpha: 0.95 });
  g.visible = false;
  g.eventMode = 'none';
  return g;
}

/**
 * Makes a drawn w×h box with corner `radius` an item to choose by pointer or keyboard (a menu's
 * game tile, a table row): a focus ring `pad` outside it (hidden until focused), `hover` as the
 * pointer comes and goes, `choose` on a click or Enter.
 */
export function makeChoosable(
  box: Container,
  o: {
    w: number;
    h: number;
    radius: number;
    pad: number;
    s: number;
    pointer: boolean;
    hover: (on: boolean) => void;
    choose: () => void;
  },
): Container & Focusable {
  const { w, h, pad } = o;
  const ring = new Graphics()
    .roundRect(-pad, -pad, w + 2 * pad, h + 2 * pad, o.radius + pad)
    .stroke({ width: 2.5 * o.s, color: palette.focus });
  ring.visible = false;
  box.addChild(ring);
  box.eventMode = 'static';
  box.cursor = o.pointer ? 'pointer' : 'default';
  box.hitArea = new Rectangle(0, 0, w, h);
  box.on('pointertap', () => {
    if (tapAllowed()) o.choose();
  });
  box.on('pointerover', () => o.hover(true));
  box.on('pointerout', () => o.hover(false));
  return Object.assign(box, {
    focusTarget: box,
    setFocused: (on: boolean) => (ring.visible = on),
    activate: o.choose,
  });
}

/** A dialog's explanation: muted body text wrapped at `width`, its lines 1.4 apart (easier to read). */
export function paragraph(text: string, s: number, width: number, align: 'left' | 'center' = 'left'): Text {
  return new Text({
    text,
    style: {
      ...font('body', s, palette.textMuted),
      wordWrap: true,
      wordWrapWidth: width,
      align,
      lineHeight: font('body', s).fontSize * 1.4,
    },
  });
}

/** Fits a Text into a width by shrinking it (never below 85 %) and then eliding. */
export function fitText(t: Text, maxWidth: number): void {
  if (t.width <= maxWidth) return;
  const k = Math.max(0.85, maxWidth / t.width);
  t.scale.set(k);
  if (t.width <= maxWidth) return;
  const full = t.text;
  let lo = 0;
  let hi = full.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    t.text = full.slice(0, mid).trimEnd() + '…';
    if (t.width <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  t.text = full.slice(0, lo).trimEnd() + '…';
  markCut(t);
}
