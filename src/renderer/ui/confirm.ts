/**
 * A confirmation over the whole screen: a dimmed backdrop that takes every click, a panel with
 * a title and a body, and its buttons on the right (Cancel first, so Enter right away changes
 * nothing). Returns the layer to add and the buttons (the focus order while it shows).
 */
import { Container, Graphics, Text } from 'pixi.js';
import { testId } from '../core/testhook';
import { font, palette } from '../theme/theme';
import { drawPanel } from './chrome';
import { paragraph, type Button } from './widgets';

export interface ConfirmOptions {
  width: number;
  height: number;
  scale: number;
  title: string;
  body: string;
  /** Cancel first, then the actions, left to right. */
  buttons: Button[];
  id: string;
  /** The panel's edge colour (danger for destructive actions). */
  edge?: number;
}

export function confirmDialog(o: ConfirmOptions): Container {
  const { width: w, height: h, scale: s } = o;
  const layer = new Container();
  const dim = new Graphics().rect(0, 0, w, h).fill({ color: 0x000000, alpha: 0.5 });
  dim.eventMode = 'static';
  layer.addChild(dim);
  const pad = 28 * s;
  const gap = 12 * s;
  const buttonsW = o.buttons.reduce((sum, b) => sum + b.bw, 0) + gap * (o.buttons.length - 1);
  // Wide enough for its buttons in every language.
  const W = Math.min(w - 40 * s, Math.max(Math.min(640 * s, w - 60 * s), buttonsW + 2 * pad));
  const title = new Text({ text: o.title, style: font('title', s, palette.text) });
  const body = paragraph(o.body, s, W - 2 * pad);
  const buttonH = Math.max(...o.buttons.map((b) => b.bh));
  const H = pad + title.height + 14 * s + body.height + 28 * s + buttonH + pad;
  const x = (w - W) / 2;
  const y = (h - H) / 2;
  const panel = drawPanel(new Graphics(), W, H, s, { alpha: 1 });
  panel
    .roundRect(0, 0, W, H, 16 * s)
    .stroke({ width: Math.max(1, 1.5 * s), color: o.edge ?? palette.danger, alpha: 0.5 });
  panel.position.set(x, y);
  panel.eventMode = 'static';
  testId(panel, o.id);
  title.position.set(x + pad, y + pad);
  body.position.set(x + pad, title.y + title.height + 14 * s);
  layer.addChild(panel, title, body);
  let bx = x + W - pad;
  for (const b of [...o.buttons].reverse()) {
    bx -= b.bw;
    b.position.set(bx, y + H - pad - b.bh);
    bx -= gap;
    layer.addChild(b);
  }
  return layer;
}
