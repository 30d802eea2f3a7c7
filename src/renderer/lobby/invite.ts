/**
 * The join address at the table, on request (a late guest, a dropped phone): the address, the
 * table code and the QR code over a dimmed table, closed by its button or Escape.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { testId } from '../core/testhook';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import type { Button } from '../ui/widgets';
import { qrGraphic } from './qr';

export interface InviteOptions {
  width: number;
  height: number;
  scale: number;
  title: string;
  url: string;
  /** "Table code 4711", or null without a code. */
  code: string | null;
  hint: string;
  close: Button;
}

export function inviteDialog(o: InviteOptions): Container {
  const { width: w, height: h, scale: s } = o;
  const layer = new Container();
  const dim = new Graphics().rect(0, 0, w, h).fill({ color: 0x000000, alpha: 0.55 });
  dim.eventMode = 'static';
  const pad = 28 * s;
  const qrSize = Math.min(240 * s, h * 0.4);
  const W = Math.min(w - 40 * s, 560 * s);
  const title = new Text({ text: o.title, style: font('title', s, palette.text) });
  const address = new Text({
    text: o.url.replace(/^http:\/\//, '').replace(/\/$/, ''),
    style: font('heading', s, palette.accent),
  });
  const code = new Text({ text: o.code ?? '', style: font('label', s, palette.text) });
  const hint = new Text({
    text: o.hint,
    style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: W - 2 * pad },
  });
  const H =
    pad +
    title.height +
    12 * s +
    address.height +
    8 * s +
    (o.code ? code.height + 8 * s : 0) +
    qrSize +
    14 * s +
    hint.height +
    20 * s +
    o.close.bh +
    pad;
  const x = (w - W) / 2;
  const y = Math.max(10 * s, (h - H) / 2);
  const panel = drawPanel(new Graphics(), W, H, s, { alpha: 1 });
  panel.position.set(x, y);
  panel.eventMode = 'static';
  testId(panel, 'invite');
  let cy = y + pad;
  title.position.set(x + pad, cy);
  cy += title.height + 12 * s;
  address.position.set(x + pad, cy);
  testId(address, 'invite.url');
  cy += address.height + 8 * s;
  if (o.code) {
    code.position.set(x + pad, cy);
    cy += code.height + 8 * s;
  }
  const qr = qrGraphic(o.url, qrSize);
  qr.position.set(x + (W - qrSize) / 2, cy);
  cy += qrSize + 14 * s;
  hint.position.set(x + pad, cy);
  o.close.position.set(x + W - pad - o.close.bw, y + H - pad - o.close.bh);
  layer.addChild(dim, panel, title, address, ...(o.code ? [code] : []), qr, hint, o.close);
  return layer;
}
