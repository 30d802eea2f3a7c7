/**
 * Hot-seat: several people share this computer. Whenever the turn passes to another person,
 * this cover hides the whole table (every hand, the trick, the dialogs) until that person says
 * they are at the device. Below the top bar, so the menu stays at hand; it takes every click.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { testId } from '../core/testhook';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { drawIcon } from '../ui/icons';
import { Button, fitText, paragraph } from '../ui/widgets';

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
  const W = Math.min(620 * s, width - 60 * s);
  const pad = 34 * s;
  const icon = new Graphics();
  const r = 40 * s;
  icon
    .circle(0, 0, r)
    .fill({ color: palette.panelRaised })
    .circle(0, 0, r)
    .stroke({ width: 2 * s, color: palette.accent });
  drawIcon(icon, 'play', 3 * s, 0, 40 * s, palette.accent);
  const title = new Text({ text: text.title, style: font('heading', s, palette.text) });
  fitText(title, W - 2 * pad);
  const body = paragraph(text.body, s, W - 2 * pad, 'center');
  const button = new Button({
    label: text.ready,
    icon: 'play',
    variant: 'primary',
    scale: s,
    height: 56 * s,
    id: 'hotseat.ready',
    onPress: onReady,
  });
  const H = pad + 2 * r + 20 * s + title.height + 12 * s + body.height + 28 * s + button.bh + pad;
  const x = (width - W) / 2;
  const y = top + Math.max(20 * s, (height - top - H) / 2);
  const panel = drawPanel(new Graphics(), W, H, s, { alpha: 1 });
  panel.position.set(x, y);
  icon.position.set(x + W / 2, y + pad + r);
  title.anchor.set(0.5, 0);
  title.position.set(x + W / 2, icon.y + r + 20 * s);
  body.anchor.set(0.5, 0);
  body.position.set(x + W / 2, title.y + title.height + 12 * s);
  button.position.set(x + (W - button.bw) / 2, body.y + body.height + 28 * s);
  view.addChild(panel, icon, title, body, button);
  testId(view, 'hotseat.cover');
  return { view, button };
}
