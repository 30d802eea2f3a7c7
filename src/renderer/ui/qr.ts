/**
 * A QR code of a join address (the LAN lobby's, the challenge's), drawn as vector squares (no image, so no CSP exception and
 * sharp at any scale). Dark modules on a light card with the quiet zone the standard asks for.
 */
import { Graphics } from 'pixi.js';
import QRCode from 'qrcode';
import { testId } from '../core/testhook';

export function qrGraphic(text: string, size: number): Graphics {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 4;
  const cell = size / (n + 2 * quiet);
  const g = new Graphics().roundRect(0, 0, size, size, cell * 1.5).fill(0xf8f3e6);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (qr.modules.get(x, y)) g.rect((x + quiet) * cell, (y + quiet) * cell, cell + 0.3, cell + 0.3);
    }
  }
  g.fill(0x10201c);
  testId(g, 'lobby.qr');
  return g;
}
