/**
 * The lobby's right panel in a guest's window: first a welcome with the name to join under
 * (and the table code where one is needed) and Join; once in, under which name, what happens
 * next (take a seat, say ready, wait for the host) and the Ready button while seated.
 */
import { Text } from 'pixi.js';
import type { LobbyView } from '../../shared/protocol';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import { font, palette } from '../theme/theme';
import { Button, TextField } from '../ui/widgets';
import type { Box, LobbyPart } from './parts';

/** The join form's fields, kept by the screen across rebuilds, and Join. */
export interface GuestForm {
  name: string;
  setName: (name: string) => void;
  code: string;
  setCode: (code: string) => void;
  /** Joins with the name and code as they stand when pressed. */
  join: () => void;
}

/**
 * The panel's content in `a`; returns its focusable items and where it ends. `flow` (a phone):
 * Ready right under what happens next; else at the box's foot.
 */
export function guestSide(
  p: LobbyPart,
  lobby: LobbyView,
  a: Box,
  form: GuestForm,
  flow: boolean,
): { items: Focusable[]; bottom: number } {
  const { s, i18n } = p;
  const host = lobby.seats.find((seat) => seat.kind === 'host');
  const hostName = host && host.kind === 'host' ? host.name : lobby.name;
  const game = i18n.t(`app.game.${lobby.game}.name`);
  const say = (text: string, y: number, role: 'title' | 'body' = 'body'): Text => {
    const t = new Text({
      text,
      style: {
        ...font(role, s, role === 'title' ? palette.text : palette.textMuted),
        wordWrap: true,
        wordWrapWidth: a.w,
      },
    });
    t.position.set(a.x, y);
    p.layer.addChild(t);
    return t;
  };
  const me = lobby.you;
  if (!me) {
    const intro = say(i18n.t('lobby.welcome', { name: hostName, game }), a.y, 'title');
    const fields: Focusable[] = [];
    const nameField = new TextField(i18n.t('lobby.name'), form.name, s, a.w, form.setName, {
      id: 'lobby.name',
      controlWidth: a.w * 0.55,
    });
    nameField.position.set(a.x, intro.y + intro.height + 20 * s);
    p.layer.addChild(nameField);
    fields.push(nameField);
    let y = nameField.y + nameField.height + 8 * s;
    if (lobby.protected) {
      const codeField = new TextField(i18n.t('lobby.codeField'), form.code, s, a.w, form.setCode, {
        id: 'lobby.codeField',
        controlWidth: a.w * 0.55,
        maxLength: 4,
      });
      codeField.position.set(a.x, y);
      p.layer.addChild(codeField);
      fields.push(codeField);
      y += codeField.height + 8 * s;
    }
    const join = new Button({
      label: i18n.t('lobby.btn.join'),
      icon: 'play',
      variant: 'primary',
      scale: s,
      width: a.w,
      height: 54 * s,
      id: 'lobby.join',
      onPress: form.join,
    });
    join.position.set(a.x, y + 16 * s);
    p.layer.addChild(join);
    return { items: [...fields, join], bottom: join.y + join.bh };
  }
  const seat = me.seat;
  const myName =
    seat !== null
      ? (lobby.seats[seat] as { name?: string }).name
      : lobby.spectators.find((m) => m.member === me.member)?.name;
  const who = say(i18n.t('lobby.joinedAs', { name: myName ?? '' }), a.y, 'title');
  const next = lobby.started
    ? i18n.t('lobby.started')
    : seat === null
      ? i18n.t('lobby.watching')
      : me.ready
        ? i18n.t('lobby.waitStart', { name: hostName })
        : i18n.t('lobby.waitReady');
  const line = say(next, who.y + who.height + 12 * s);
  testId(line, 'lobby.status');
  if (seat === null || lobby.started) return { items: [], bottom: line.y + line.height };
  const ready = new Button({
    label: i18n.t(me.ready ? 'lobby.btn.notReady' : 'lobby.btn.ready'),
    variant: me.ready ? 'secondary' : 'primary',
    scale: s,
    width: a.w,
    height: 54 * s,
    id: 'lobby.ready',
    onPress: () => p.send({ type: 'ready', ready: !me.ready }),
  });
  ready.position.set(a.x, flow ? line.y + line.height + 20 * s : a.y + a.h - ready.bh);
  p.layer.addChild(ready);
  return { items: [ready], bottom: ready.y + ready.bh };
}
