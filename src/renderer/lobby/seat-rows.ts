/**
 * The lobby's left panel: a row per seat (its number, who sits there and how they stand, and
 * what can be done there: the host gives an open seat to a bot, opens a bot's seat, sends a
 * guest to the watchers or away; a guest takes a free seat or leaves its own), then the
 * watchers, whom the host can seat or send away.
 */
import { Container, Graphics } from 'pixi.js';
import type { LobbySeat, LobbyView } from '../../shared/protocol';
import { testId } from '../core/testhook';
import { palette } from '../theme/theme';
import { fitText, type Button } from '../ui/widgets';
import { lbt } from './i18n';
import { small, type LobbyPart } from './parts';

/** The rows from (x, y0), `width` wide; returns their buttons. */
export function seatRows(
  p: LobbyPart,
  lobby: LobbyView,
  owner: boolean,
  x: number,
  y0: number,
  width: number,
): Button[] {
  const { s, i18n } = p;
  const buttons: Button[] = [];
  const head = p.text(lbt(i18n, 'seats'), 'label', palette.accent);
  head.position.set(x, y0);
  p.layer.addChild(head);
  let y = head.y + head.height + 10 * s;
  const rowH = 58 * s;
  const me = lobby.you;
  lobby.seats.forEach((seat, i) => {
    const row = new Container();
    row.addChild(
      new Graphics().roundRect(0, 0, width, rowH, 10 * s).fill({ color: palette.panelRaised, alpha: 0.7 }),
    );
    const badge = p.text(String(i + 1), 'label', palette.accent);
    badge.position.set(16 * s, (rowH - badge.height) / 2);
    const [who, state] = describe(p, seat, me?.member ?? null, owner);
    const name = p.text(who, 'label', palette.text);
    const info = p.text(
      state,
      'caption',
      seat.kind === 'guest' && seat.away ? palette.danger : palette.textMuted,
    );
    name.position.set(52 * s, rowH / 2 - name.height + 2 * s);
    info.position.set(52 * s, rowH / 2 + 2 * s);
    row.addChild(badge, name, info);
    const actions = seatActions(p, lobby, seat, i, owner);
    let bx = width - 10 * s;
    for (const b of [...actions].reverse()) {
      bx -= b.bw;
      b.position.set(bx, (rowH - b.bh) / 2);
      bx -= 8 * s;
      row.addChild(b);
    }
    for (const t of [name, info]) fitText(t, bx - 60 * s);
    row.position.set(x, y);
    testId(row, `lobby.seat.${i}`);
    p.layer.addChild(row);
    buttons.push(...actions);
    y += rowH + 8 * s;
  });
  y += 12 * s;
  const watchers = p.text(lbt(i18n, 'spectators'), 'label', palette.accent);
  watchers.position.set(x, y);
  p.layer.addChild(watchers);
  y += watchers.height + 6 * s;
  if (lobby.spectators.length === 0) {
    const none = p.text(lbt(i18n, 'noSpectators'), 'caption', palette.textDim);
    none.position.set(x, y);
    p.layer.addChild(none);
  }
  const free = lobby.seats.findIndex((seat) => seat.kind === 'open');
  for (const spectator of lobby.spectators) {
    const mine = spectator.member === me?.member;
    const line = p.text(`${spectator.name}${mine ? ` (${lbt(i18n, 'you')})` : ''}`, 'body', palette.text);
    line.position.set(x, y + 6 * s);
    p.layer.addChild(line);
    if (owner) {
      let bx = x + width;
      const kick = small(p, lbt(i18n, 'btn.kick'), `lobby.kick.${spectator.member}`, () =>
        p.send({ type: 'kick', member: spectator.member }),
      );
      bx -= kick.bw;
      kick.position.set(bx, y);
      p.layer.addChild(kick);
      buttons.push(kick);
      if (free >= 0 && !lobby.started) {
        const seatIt = small(p, lbt(i18n, 'btn.seat'), `lobby.seatMember.${spectator.member}`, () =>
          p.send({ type: 'moveMember', member: spectator.member, seat: free }),
        );
        seatIt.position.set(bx - 8 * s - seatIt.bw, y);
        p.layer.addChild(seatIt);
        buttons.push(seatIt);
      }
    }
    y += 44 * s;
  }
  return buttons;
}

/** A seat's two lines: who sits there (the viewer marked) and how they stand. */
function describe(p: LobbyPart, seat: LobbySeat, me: string | null, owner: boolean): [string, string] {
  const i18n = p.i18n;
  switch (seat.kind) {
    case 'open':
      return [lbt(i18n, 'kind.open'), ''];
    case 'bot':
      return [seat.name, lbt(i18n, 'kind.bot', { level: i18n.tDynamic(`bot.${seat.level}`, seat.level) })];
    case 'host':
      return [seat.name, lbt(i18n, owner ? 'kind.host' : 'kind.hostOther')];
    case 'guest': {
      const state = seat.standIn
        ? lbt(i18n, 'state.standIn')
        : seat.away
          ? lbt(i18n, 'state.away')
          : lbt(i18n, seat.ready ? 'state.ready' : 'state.notReady');
      return [`${seat.name}${seat.member === me ? ` (${lbt(i18n, 'you')})` : ''}`, state];
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
            small(p, lbt(i18n, 'btn.kick'), `lobby.kick.${seat.member}`, () =>
              send({ type: 'kick', member: seat.member }),
            ),
          ]
        : [];
    }
    if (seat.kind === 'open')
      return [
        small(p, lbt(i18n, 'btn.bot'), `lobby.bot.${i}`, () =>
          send({ type: 'lanSeat', seat: i, to: { kind: 'bot', level: 'normal' } }),
        ),
      ];
    if (seat.kind === 'bot')
      return [
        small(p, lbt(i18n, 'btn.open'), `lobby.open.${i}`, () =>
          send({ type: 'lanSeat', seat: i, to: { kind: 'open' } }),
        ),
      ];
    if (seat.kind === 'guest')
      return [
        small(p, lbt(i18n, 'btn.unseat'), `lobby.unseat.${i}`, () =>
          send({ type: 'moveMember', member: seat.member, seat: null }),
        ),
        small(p, lbt(i18n, 'btn.kick'), `lobby.kick.${seat.member}`, () =>
          send({ type: 'kick', member: seat.member }),
        ),
      ];
    return [];
  }
  const me = lobby.you;
  if (!me || lobby.started) return [];
  if (seat.kind === 'open')
    return [small(p, lbt(i18n, 'btn.sit'), `lobby.sit.${i}`, () => send({ type: 'takeSeat', seat: i }))];
  if (seat.kind === 'guest' && seat.member === me.member)
    return [small(p, lbt(i18n, 'btn.leaveSeat'), `lobby.stand`, () => send({ type: 'leaveSeat' }))];
  return [];
}
