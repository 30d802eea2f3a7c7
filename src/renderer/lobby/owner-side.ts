/**
 * The lobby's right panel in the host's window: where guests join (the address, the others
 * under it, a QR code and how), the table code with the toggle that asks for one or drops it,
 * and Start at the foot with why it must wait, while the game has not started.
 */
import { words } from '../../shared/i18n/format';
import { Text } from 'pixi.js';
import type { LobbyView } from '../../shared/protocol';
import { testId } from '../core/testhook';
import { font, palette } from '../theme/theme';
import { Button, fitText } from '../ui/widgets';
import { small, type Box, type LobbyPart } from './parts';
import { qrGraphic } from '../ui/qr';

/**
 * The panel's content in `a`; returns its buttons and where it ends. `flow` (a phone): one
 * part under the other from the top, Start after the code; else Start sits at the box's foot.
 */
export function ownerSide(
  p: LobbyPart,
  lobby: LobbyView,
  a: Box,
  flow: boolean,
): { buttons: Button[]; bottom: number } {
  const { s, i18n } = p;
  const head = p.text(i18n.t('lobby.joinAt'), 'label', palette.accent);
  head.position.set(a.x, a.y);
  const url = lobby.urls?.[0] ?? '';
  const short = (u: string): string => u.replace(/^http:\/\//, '').replace(/\/$/, '');
  const address = p.text(short(url), 'title', palette.text);
  testId(address, 'lobby.url');
  address.position.set(a.x, head.y + head.height + 6 * s);
  fitText(address, a.w);
  p.layer.addChild(head, address);
  let y = address.y + address.height + 12 * s;
  const others = (lobby.urls ?? []).slice(1).map(short);
  if (others.length > 0) {
    // Every address whole: a guest types the one its network reaches.
    const more = new Text({
      text: others.join(' · '),
      style: { ...font('caption', s, palette.textDim), wordWrap: true, wordWrapWidth: a.w },
    });
    more.position.set(a.x, address.y + address.height + 2 * s);
    p.layer.addChild(more);
    y = more.y + more.height + 12 * s;
  }
  const qrSize = flow ? Math.min(a.w * 0.45, 180 * s) : Math.min(a.w, 200 * s, a.h * 0.42);
  if (url) {
    const qr = qrGraphic(url, qrSize);
    qr.position.set(a.x, y);
    p.layer.addChild(qr);
    const hint = new Text({
      text: i18n.t('lobby.joinHint'),
      style: {
        ...font('caption', s, palette.textMuted),
        wordWrap: true,
        wordWrapWidth: a.w - qrSize - 16 * s,
      },
    });
    hint.position.set(a.x + qrSize + 16 * s, y + 4 * s);
    p.layer.addChild(hint);
    y += Math.max(qrSize, hint.height + 4 * s) + 16 * s;
  }
  const codeHead = p.text(i18n.t('lobby.code'), 'label', palette.accent);
  codeHead.position.set(a.x, y);
  const toggle = small(
    p,
    i18n.t(lobby.code ? 'lobby.btn.codeOff' : 'lobby.btn.codeOn'),
    'lobby.codeToggle',
    () => p.send({ type: 'lanCode', on: !lobby.code }),
  );
  toggle.position.set(a.x + a.w - toggle.bw, codeHead.y - 4 * s);
  // The code itself, or (wrapped beside the toggle, which reaches down to it) that there is none.
  const besideW = a.w - toggle.bw - 16 * s;
  const codeText = lobby.code
    ? p.text(lobby.code, 'heading', palette.text)
    : new Text({
        text: i18n.t('lobby.codeOff'),
        style: { ...font('caption', s, palette.text), wordWrap: true, wordWrapWidth: besideW },
      });
  testId(codeText, 'lobby.code');
  codeText.position.set(a.x, codeHead.y + codeHead.height + 4 * s);
  fitText(codeText, besideW);
  fitText(codeHead, besideW);
  p.layer.addChild(codeHead, codeText, toggle);
  y = Math.max(codeText.y + codeText.height, toggle.y + toggle.bh);
  const buttons: Button[] = [toggle];
  if (!lobby.started) {
    const start = new Button({
      label: i18n.t('lobby.btn.start'),
      icon: 'play',
      variant: 'primary',
      scale: s,
      width: a.w,
      height: 54 * s,
      id: 'lobby.start',
      onPress: () => p.send({ type: 'startLan' }),
    });
    start.setDisabled(Boolean(lobby.startProblem));
    const why = new Text({
      text: lobby.startProblem ? words(i18n.language, lobby.startProblem) : '',
      style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: a.w },
    });
    testId(why, 'lobby.startProblem');
    if (flow) {
      why.position.set(a.x, y + 20 * s);
      start.position.set(a.x, why.y + (why.text ? why.height + 8 * s : 0));
    } else {
      start.position.set(a.x, a.y + a.h - start.bh);
      why.position.set(a.x, start.y - why.height - 8 * s);
    }
    p.layer.addChild(why, start);
    buttons.push(start);
    y = start.y + start.bh;
  }
  return { buttons, bottom: y };
}
