/**
 * Hot-seat: several people share this computer. Whenever the turn passes to another person,
 * this cover hides the whole table (every hand, the trick, the dialogs) until that person says
 * they are at the device. Below the top bar, so the menu stays at hand; it takes every click.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { markModal } from '../core/layout-audit';
import { testId } from '../core/testhook';
import { formOf } from '../layout/form';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { drawIcon } from '../ui/icons';
import { Button, paragraph } from '../ui/widgets';

export interface CoverText {
  title: string;
  body: string;
  ready: string;
}

/** A cover for the area below the top bar (`top`); `onReady` when the person confirms. */
export function hotseatCover(
  width: number,
  height: number,
  top: number,
  s: number,
  text: CoverText,
  onReady: () => void,
): { view: Container; button: Button } {
  const view = new Container();
  // Opaque: nothing of the table may show through.
  const felt = new Graphics().rect(0, top, width, height - top).fill({ color: palette.feltEdge, alpha: 1 });
  felt.eventMode = 'static';
  view.addChild(felt);
  // On a phone the panel takes the width (less a margin) and, on its side, drops the big icon.
  const form = formOf(width, height);
  const W = Math.min(620 * s, width - (form.compact ? 24 : 60) * s);
  const pad = (form.compact ? 22 : 34) * s;
  const icon = new Graphics();
  const r = form.name === 'short' ? 0 : (form.compact ? 32 : 40) * s;
  if (r > 0) {
    icon
      .circle(0, 0, r)
      .fill({ color: palette.panelRaised })
      .circle(0, 0, r)
      .stroke({ width: 2 * s, color: palette.accent });
    drawIcon(icon, 'play', 3 * s, 0, r, palette.accent);
  }
  const iconH = r > 0 ? 2 * r + 20 * s : 0;
  // The name is the point: the title wraps rather than being cut.
  const title = new Text({
    text: text.title,
    style: {
      ...font('heading', s, palette.text),
      wordWrap: true,
      wordWrapWidth: W - 2 * pad,
      align: 'center',
    },
  });
  const body = paragraph(text.body, s, W - 2 * pad, 'center');
  const button = new Button({
    label: text.ready,
    icon: 'play',
    variant: 'primary',
    scale: s,
    height: 56 * s,
    maxWidth: W - 2 * pad,
    id: 'hotseat.ready',
    onPress: onReady,
  });
  const gapBody = (form.name === 'short' ? 8 : 12) * s;
  const gapButton = (form.name === 'short' ? 16 : 28) * s;
  const H = pad + iconH + title.height + gapBody + body.height + gapButton + button.bh + pad;
  const x = (width - W) / 2;
  const y = top + Math.max((form.compact ? 8 : 20) * s, (height - top - H) / 2);
  const panel = drawPanel(new Graphics(), W, H, s, { alpha: 1 });
  panel.position.set(x, y);
  icon.position.set(x + W / 2, y + pad + r);
  title.anchor.set(0.5, 0);
  title.position.set(x + W / 2, y + pad + iconH);
  body.anchor.set(0.5, 0);
  body.position.set(x + W / 2, title.y + title.height + gapBody);
  button.position.set(x + (W - button.bw) / 2, body.y + body.height + gapButton);
  view.addChild(panel, icon, title, body, button);
  // It hides the whole table: nothing under it is looked at.
  markModal(view);
  testId(view, 'hotseat.cover');
  return { view, button };
}
