/**
 * Pieces every shared control uses: fitting a label into its width, the keyboard focus ring
 * drawn round a control (hidden until the control has the focus), and a dialog's paragraph.
 */
import { Graphics, Text } from 'pixi.js';
import { font, palette } from '../theme/theme';

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
}
