/**
 * The lobby's right panel in the host's window: where guests join (the address, the others
 * under it, a QR code and how), the table code with the toggle that asks for one or drops it,
 * and Start at the foot with why it must wait, while the game has not started.
 */
import { Text } from 'pixi.js';
import type { LobbyView } from '../../shared/protocol';
import { testId } from '../core/testhook';
import { font, palette } from '../theme/theme';
import { Button, fitText } from '../ui/widgets';
import { lbt } from './i18n';
import { small, type Box, type LobbyPart } from './parts';
import { qrGraphic } from './qr';

/** The panel's content in `a`; returns its buttons. */
export function ownerSide(p: LobbyPart, lobby: LobbyView, a: Box): Button[] {
  const { s, i18n } = p;
  const head = p.text(lbt(i18n, 'joinAt'), 'label', palette.accent);
  head.position.set(a.x, a.y);
  const url = lobby.urls?.[0] ?? '';
  const short = (u: string): string => u.replace(/^http:\/\//, '').replace(/\/$/, '');
  const address = p.text(short(url), 'title', palette.text);
  testId(address, 'lobby.url');
  address.position.set(a.x, head.y + head.height + 6 * s);
  fitText(address, a.w);
  const others = (lobby.urls ?? []).slice(1).map(short);
  const more = p.text(others.join(' · '), 'caption', palette.textDim);
  more.position.set(a.x, address.y + address.height + 2 * s);
  fitText(more, a.w);
  p.layer.addChild(head, address, more);
  let y = more.y + more.height + 12 * s;
  const qrSize = Math.min(a.w, 200 * s, a.h * 0.42);
  if (url) {
    const qr = qrGraphic(url, qrSize);
    qr.position.set(a.x, y);
    p.layer.addChild(qr);
    const hint = new Text({
      text: lbt(i18n, 'joinHint'),
      style: {
        ...font('caption', s, palette.textMuted),
        wordWrap: true,
        wordWrapWidth: a.w - qrSize - 16 * s,
      },
    });
    hint.position.set(a.x + qrSize + 16 * s, y + 4 * s);
    p.layer.addChild(hint);
    y += qrSize + 16 * s;
  }
  const codeHead = p.text(lbt(i18n, 'code'), 'label', palette.accent);
  codeHead.position.set(a.x, y);
  const toggle = small(p, lbt(i18n, lobby.code ? 'btn.codeOff' : 'btn.codeOn'), 'lobby.codeToggle', () =>
    p.send({ type: 'lanCode', on: !lobby.code }),
  );
  toggle.position.set(a.x + a.w - toggle.bw, codeHead.y - 4 * s);
  // The code itself, or (wrapped beside the toggle, which reaches down to it) that there is none.
  const codeText = lobby.code
    ? p.text(lobby.code, 'heading', palette.text)
    : new Text({
        text: lbt(i18n, 'codeOff'),
        style: {
          ...font('caption', s, palette.text),
          wordWrap: true,
          wordWrapWidth: a.w - toggle.bw - 16 * s,
        },
      });
  testId(codeText, 'lobby.code');
  codeText.position.set(a.x, codeHead.y + codeHead.height + 4 * s);
  fitText(codeText, a.w);
  p.layer.addChild(codeHead, codeText, toggle);
  const buttons: Button[] = [toggle];
  if (!lobby.started) {
    const start = new Button({
      label: lbt(i18n, 'btn.start'),
      icon: 'play',
      variant: 'primary',
      scale: s,
      width: a.w,
      height: 54 * s,
      id: 'lobby.start',
      onPress: () => p.send({ type: 'startLan' }),
    });
    start.position.set(a.x, a.y + a.h - start.bh);
    start.setDisabled(Boolean(lobby.startProblem));
    const why = new Text({
      text: lobby.startProblem ?? '',
      style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: a.w },
    });
    testId(why, 'lobby.startProblem');
    why.position.set(a.x, start.y - why.height - 8 * s);
    p.layer.addChild(why, start);
    buttons.push(start);
  }
  return buttons;
}
