/** The overlay buttons of a table (last trick, score sheet, log): a column beside the hand or a row. */
import { Button } from '../../ui/widgets';
import type { Container } from 'pixi.js';
import type { OverlayKind } from './panel-spec';

export interface OverlayButtonDef {
  label: string;
  id: string;
  kind: OverlayKind;
}

/**
 * Where the buttons stand: a column of equal buttons ending at the right and bottom edge, or
 * (13, at the top right) a row of buttons as wide as their labels, ending at `right`.
 */
export type ButtonsAt =
  { right: number; bottom: number } | { row: true; right: number; y: number; height: number };

/** Secondary buttons placed `at`; a press toggles its overlay. */
export function overlayButtons(
  layer: Container,
  at: ButtonsAt,
  s: number,
  defs: readonly OverlayButtonDef[],
  toggle: (kind: OverlayKind) => void,
): Button[] {
  const row = 'row' in at;
  const bh = row ? at.height : Math.round(36 * s);
  const buttons = defs.map((d) => {
    const b = new Button({
      label: d.label,
      scale: s,
      height: bh,
      width: row ? undefined : Math.round(150 * s),
      variant: 'secondary',
      id: d.id,
      onPress: () => toggle(d.kind),
    });
    layer.addChild(b);
    return b;
  });
  if ('row' in at) {
    let x = at.right;
    for (const b of [...buttons].reverse()) {
      x -= b.bw;
      b.position.set(x, at.y);
      x -= 8 * s;
    }
  } else
    buttons.forEach((b, i) => b.position.set(at.right - b.bw, at.bottom - (defs.length - i) * (bh + 6 * s)));
  return buttons;
}
