/**
 * The join address at the table, on request (a late guest, a dropped phone): the address, the
 * table code and the QR code over a dimmed table, closed by its button or Escape.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { markModal } from '../core/layout-audit';
import { testId } from '../core/testhook';
import { formOf } from '../layout/form';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { fitText, type Button } from '../ui/widgets';
import { qrGraphic } from '../ui/qr';

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
  const compact = formOf(w, h).compact;
  const layer = new Container();
  const dim = new Graphics().rect(0, 0, w, h).fill({ color: 0x000000, alpha: 0.55 });
  dim.eventMode = 'static';
  const pad = (compact ? 20 : 28) * s;
  const margin = (compact ? 10 : 20) * s;
  const W = Math.min(w - 2 * margin, (compact ? 640 : 560) * s);
  const title = new Text({ text: o.title, style: font('title', s, palette.text) });
  const address = new Text({
    text: o.url.replace(/^http:\/\//, '').replace(/\/$/, ''),
    style: font(compact ? 'title' : 'heading', s, palette.accent),
  });
  const code = new Text({ text: o.code ?? '', style: font('label', s, palette.text) });
  const hint = new Text({
    text: o.hint,
    style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: W - 2 * pad },
  });
  const words = (): number =>
    title.height + 12 * s + address.height + 8 * s + (o.code ? code.height + 8 * s : 0);
  let qrSize = Math.min(240 * s, h * 0.4, W - 2 * pad);
  let H = pad + words() + qrSize + 14 * s + hint.height + 20 * s + o.close.bh + pad;
  // Too high for the window (a phone on its side): the QR code at the left, the words beside it.
  const beside = H > h - 2 * margin;
  if (beside) {
    qrSize = Math.min(200 * s, h - 2 * margin - 2 * pad, (W - 2 * pad) * 0.4);
    hint.style.wordWrapWidth = W - 2 * pad - qrSize - 20 * s;
    H = Math.max(qrSize, words() + hint.height + 14 * s + o.close.bh) + 2 * pad;
  }
  const x = (w - W) / 2;
  const y = Math.max(margin, (h - H) / 2);
  const panel = drawPanel(new Graphics(), W, H, s, { alpha: 1 });
  panel.position.set(x, y);
  panel.eventMode = 'static';
  testId(panel, 'invite');
  const textX = beside ? x + pad + qrSize + 20 * s : x + pad;
  const textW = beside ? W - 2 * pad - qrSize - 20 * s : W - 2 * pad;
  fitText(title, textW);
  fitText(address, textW);
  let cy = y + pad;
  title.position.set(textX, cy);
  cy += title.height + 12 * s;
  address.position.set(textX, cy);
  testId(address, 'invite.url');
  cy += address.height + 8 * s;
  if (o.code) {
    code.position.set(textX, cy);
    cy += code.height + 8 * s;
  }
  const qr = qrGraphic(o.url, qrSize);
  if (beside) qr.position.set(x + pad, y + (H - qrSize) / 2);
  else {
    qr.position.set(x + (W - qrSize) / 2, cy);
    cy += qrSize + 14 * s;
  }
  hint.position.set(textX, beside ? cy + 6 * s : cy);
  o.close.position.set(x + W - pad - o.close.bw, y + H - pad - o.close.bh);
  layer.addChild(dim, panel, title, address, ...(o.code ? [code] : []), qr, hint, o.close);
  // It takes the whole screen: nothing under it is looked at.
  return markModal(layer);
}
