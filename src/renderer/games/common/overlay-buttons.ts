/** The column of overlay buttons beside the hand (last trick, score sheet, log). */
import { Button } from '../../ui/widgets';
import type { Container } from 'pixi.js';
import type { OverlayKind } from './panel-spec';

export interface OverlayButtonDef {
  label: string;
  id: string;
  kind: OverlayKind;
}

/** Secondary buttons stacked up to `at` (right and bottom edge); a press toggles its overlay. */
export function overlayButtons(
  layer: Container,
  at: { right: number; bottom: number },
  s: number,
  defs: readonly OverlayButtonDef[],
  toggle: (kind: OverlayKind) => void,
): Button[] {
  const bh = Math.round(36 * s);
  const bw = Math.round(150 * s);
  return defs.map((d, i) => {
    const b = new Button({
      label: d.label,
      scale: s,
      height: bh,
      width: bw,
      variant: 'secondary',
      id: d.id,
      onPress: () => toggle(d.kind),
    });
    b.position.set(at.right - b.bw, at.bottom - (defs.length - i) * (bh + 6 * s));
    layer.addChild(b);
    return b;
  });
}
