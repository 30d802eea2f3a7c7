/**
 * The lobby's left panel: a row per seat (its number, who sits there and how they stand, and
 * what can be done there: the host gives an open seat to a bot, opens a bot's seat, sends a
 * guest to the watchers or away; a guest takes a free seat or leaves its own), then the
 * watchers, whom the host can seat or send away.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { LobbySeat, LobbyView } from '../../shared/protocol';
import { markCuttable } from '../core/layout-audit';
import { testId } from '../core/testhook';
import { palette } from '../theme/theme';
import { fitText, type Button } from '../ui/widgets';
import { small, type LobbyPart } from './parts';
import { botLevelName } from '../i18n';

/** The rows from (x, y0), `width` wide; returns their buttons and where the last line ends. */
export function seatRows(
  p: LobbyPart,
  lobby: LobbyView,
  owner: boolean,
  x: number,
  y0: number,
  width: number,
): { buttons: Button[]; bottom: number } {
  const { s, i18n } = p;
  const buttons: Button[] = [];
  const head = p.text(i18n.t('lobby.seats'), 'label', palette.accent);
  head.position.set(x, y0);
  p.layer.addChild(head);
  let y = head.y + head.height + 10 * s;
  const me = lobby.you;
  lobby.seats.forEach((seat, i) => {
    const [who, state] = describe(p, seat, me?.member ?? null, owner);
    const name = p.text(who, 'label', palette.text);
    const info = p.text(
      state,
      'caption',
      seat.kind === 'guest' && seat.away ? palette.danger : palette.textMuted,
    );
    const actions = seatActions(p, lobby, seat, i, owner);
    const badge = p.text(String(i + 1), 'label', palette.accent);
    const row = actionRow(p, { width, badge, name, info, actions, nameIsPerson: seat.kind !== 'open' });
    row.position.set(x, y);
    testId(row, `lobby.seat.${i}`);
    p.layer.addChild(row);
    buttons.push(...actions);
    y += row.height + 8 * s;
  });
  y += 12 * s;
  const watchers = p.text(i18n.t('lobby.spectators'), 'label', palette.accent);
  watchers.position.set(x, y);
  p.layer.addChild(watchers);
  y += watchers.height + 6 * s;
  if (lobby.spectators.length === 0) {
    const none = p.text(i18n.t('lobby.noSpectators'), 'caption', palette.textDim);
    none.position.set(x, y);
    p.layer.addChild(none);
    y += none.height;
  }
  const free = lobby.seats.findIndex((seat) => seat.kind === 'open');
  for (const spectator of lobby.spectators) {
    const mine = spectator.member === me?.member;
    const line = p.text(`${spectator.name}${mine ? ` (${i18n.t('lobby.you')})` : ''}`, 'body', palette.text);
    const actions: Button[] = [];
    if (owner) {
      if (free >= 0 && !lobby.started)
        actions.push(
          small(p, i18n.t('lobby.btn.seat'), `lobby.seatMember.${spectator.member}`, () =>
            p.send({ type: 'moveMember', member: spectator.member, seat: free }),
          ),
        );
      actions.push(
        small(p, i18n.t('lobby.btn.kick'), `lobby.kick.${spectator.member}`, () =>
          p.send({ type: 'kick', member: spectator.member }),
        ),
      );
    }
    const row = actionRow(p, { width, name: line, actions, nameIsPerson: true, bare: true });
    row.position.set(x, y + 4 * s);
    p.layer.addChild(row);
    buttons.push(...actions);
    y += row.height + 8 * s;
  }
  return { buttons, bottom: y };
}

/**
 * A row of the list: a name (and a line under it) at the left, its buttons at the right; where
 * both do not fit side by side (a phone), the buttons go on a line of their own under the
 * words. A person's name may be shortened (the whole name in its tooltip); other words not.
 */
function actionRow(
  p: LobbyPart,
  o: {
    width: number;
    /** The seat's number at the left. */
    badge?: Text;
    name: Text;
    info?: Text;
    actions: Button[];
    nameIsPerson: boolean;
    /** No background and no number (a watcher's line). */
    bare?: boolean;
  },
): Container {
  const { s } = p;
  const { width, name, info, actions } = o;
  const row = new Container();
  const gap = 8 * s;
  const textX = o.bare ? 0 : 52 * s;
  const minRowH = o.bare ? Math.max(name.height, actions[0]?.bh ?? 0) : (p.compact ? 64 : 58) * s;
  const actionsW = actions.reduce((sum, b) => sum + b.bw + gap, 0);
  const wordsW = Math.max(name.width, info?.width ?? 0);
  const room = width - (o.bare ? 0 : 10 * s) - actionsW - textX - 8 * s;
  // Two lines when the words need the room the buttons take (never on the desktop's rows).
  const stacked = p.compact && actions.length > 0 && wordsW > room;
  const textW = stacked ? width - textX - 12 * s : room;
  const full = name.text;
  fitText(name, textW);
  if (name.text !== full) {
    if (o.nameIsPerson) markCuttable(name);
    p.tooltip.attach(name, () => full);
  }
  if (info) fitText(info, textW);
  const wordsH = name.height + (info && info.text ? info.height : 0);
  const textH = stacked ? Math.max(wordsH + 16 * s, 48 * s) : minRowH;
  const rowH = stacked ? textH + (actions[0]?.bh ?? 0) + 10 * s : minRowH;
  if (!o.bare)
    row.addChild(
      new Graphics().roundRect(0, 0, width, rowH, 10 * s).fill({ color: palette.panelRaised, alpha: 0.7 }),
    );
  if (info && info.text) {
    name.position.set(textX, textH / 2 - name.height + 2 * s);
    info.position.set(textX, textH / 2 + 2 * s);
    row.addChild(name, info);
  } else {
    name.position.set(textX, (textH - name.height) / 2);
    row.addChild(name);
    info?.destroy();
  }
  if (o.badge) {
    o.badge.position.set(16 * s, (textH - o.badge.height) / 2);
    row.addChild(o.badge);
  }
  let bx = width - (o.bare ? 0 : 10 * s);
  const by = stacked ? textH : 0;
  const bh = stacked ? rowH - textH - 10 * s : rowH;
  for (const b of [...actions].reverse()) {
    bx -= b.bw;
    b.position.set(bx, by + (bh - b.bh) / 2);
    bx -= gap;
    row.addChild(b);
  }
  return row;
}

/** A seat's two lines: who sits there (the viewer marked) and how they stand. */
function describe(p: LobbyPart, seat: LobbySeat, me: string | null, owner: boolean): [string, string] {
  const i18n = p.i18n;
  switch (seat.kind) {
    case 'open':
      return [i18n.t('lobby.kind.open'), ''];
    case 'bot':
      return [seat.name, i18n.t('lobby.kind.bot', { level: botLevelName(i18n.language, seat.level) })];
    case 'host':
      return [seat.name, i18n.t(owner ? 'lobby.kind.host' : 'lobby.kind.hostOther')];
    case 'guest': {
      const state = seat.standIn
        ? i18n.t('lobby.state.standIn')
        : seat.away
          ? i18n.t('lobby.state.away')
          : i18n.t(seat.ready ? 'lobby.state.ready' : 'lobby.state.notReady');
      return [`${seat.name}${seat.member === me ? ` (${i18n.t('lobby.you')})` : ''}`, state];
    }
  }
}

/** What can be done at seat `i`: the host's actions, or a guest's sit down and stand up. */
function seatActions(p: LobbyPart, lobby: LobbyView, seat: LobbySeat, i: number, owner: boolean): Button[] {
  const i18n = p.i18n;
  const send = p.send;
  if (owner) {
    if (lobby.started) {
      return seat.kind === 'guest'
        ? [
            small(p, i18n.t('lobby.btn.kick'), `lobby.kick.${seat.member}`, () =>
              send({ type: 'kick', member: seat.member }),
            ),
          ]
        : [];
    }
    if (seat.kind === 'open') {
      const bot = small(p, i18n.t('lobby.btn.bot'), `lobby.bot.${i}`, () =>
        send({ type: 'lanSeat', seat: i, to: { kind: 'bot', level: 'normal' } }),
      );
      // The host who only watched (the table display) may sit down again.
      if (lobby.seats.some((s) => s.kind === 'host') || !p.ownName) return [bot];
      const name = p.ownName;
      return [
        small(p, i18n.t('lobby.btn.hostSit'), `lobby.hostSit.${i}`, () =>
          send({ type: 'lanSeat', seat: i, to: { kind: 'host', name } }),
        ),
        bot,
      ];
    }
    // The host's own seat opened for a guest: the host's window then only watches and shows the
    // table for the room (the table display: every seat plays from a phone).
    if (seat.kind === 'host')
      return [
        small(p, i18n.t('lobby.btn.watch'), `lobby.watch.${i}`, () =>
          send({ type: 'lanSeat', seat: i, to: { kind: 'open' } }),
        ),
      ];
    if (seat.kind === 'bot')
      return [
        small(p, i18n.t('lobby.btn.open'), `lobby.open.${i}`, () =>
          send({ type: 'lanSeat', seat: i, to: { kind: 'open' } }),
        ),
      ];
    if (seat.kind === 'guest')
      return [
        small(p, i18n.t('lobby.btn.unseat'), `lobby.unseat.${i}`, () =>
          send({ type: 'moveMember', member: seat.member, seat: null }),
        ),
        small(p, i18n.t('lobby.btn.kick'), `lobby.kick.${seat.member}`, () =>
          send({ type: 'kick', member: seat.member }),
        ),
      ];
    return [];
  }
  const me = lobby.you;
  if (!me || lobby.started) return [];
  if (seat.kind === 'open')
    return [small(p, i18n.t('lobby.btn.sit'), `lobby.sit.${i}`, () => send({ type: 'takeSeat', seat: i }))];
  if (seat.kind === 'guest' && seat.member === me.member)
    return [small(p, i18n.t('lobby.btn.leaveSeat'), `lobby.stand`, () => send({ type: 'leaveSeat' }))];
  return [];
}
