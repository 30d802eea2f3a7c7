/**
 * A LAN table's lobby: the seats (open for a guest, a bot, the host's own, or a guest's), the
 * people who joined (each with a public member id and a secret token that gets their place
 * back after a drop or a reload), who is ready, and the optional four-digit table code. Pure
 * state and rules: the host (lan-party.ts) owns the connections, timers and the table.
 *
 * A member is anyone who joined: seated, or watching as a spectator. Tokens never leave the
 * host except to their own member (in `joined`); views name members by id only.
 */
import type { MessageKey } from '../../../shared/i18n/catalog';
import { msg, type Message, type MessageParams } from '../../../shared/i18n/message';
import { randomBytes } from 'node:crypto';
import type { LanSeatSpec, LobbySeat, LobbyView, SeatConfig } from '../../../shared/protocol';
import type { GameId } from '../../../shared/types';
import { MAX_WATCHERS } from '../../../shared/limits';
import { seatLevelRefusal } from '../../ai/levels';

export interface Member {
  /** Public: names the member in lobby views and owner commands. */
  id: string;
  /** Secret: proves the member on a rejoin (a reconnect, a reload, after a host restart). */
  token: string;
  name: string;
  seat: number | null;
  ready: boolean;
  connected: boolean;
}

export type Seating =
  | { kind: 'open' }
  | { kind: 'bot'; level: string; name: string }
  | { kind: 'host'; name: string }
  | { kind: 'guest'; member: string };

export type LobbyResult = { ok: true } | { ok: false; rule: string; reason: Message };

const ok: LobbyResult = { ok: true };
const no = (rule: string, key: MessageKey, params?: MessageParams): LobbyResult => ({
  ok: false,
  rule,
  reason: msg(key, params),
});

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function newMemberId(): string {
  return randomBytes(5).toString('hex');
}

/** What a lobby needs to be made again after a host restart (saved with the table). */
export interface LobbySnapshot {
  name: string;
  code: string | null;
  seats: Seating[];
  members: Omit<Member, 'connected'>[];
}

export class Lobby {
  readonly members = new Map<string, Member>();
  started = false;

  constructor(
    readonly game: GameId,
    readonly options: Record<string, unknown>,
    readonly name: string,
    public code: string | null,
    readonly seats: Seating[],
  ) {}

  static fromSpecs(
    game: GameId,
    options: Record<string, unknown>,
    name: string,
    code: string | null,
    specs: LanSeatSpec[],
    botName: (seat: number) => string,
  ): Lobby {
    const seats: Seating[] = specs.map((spec, i) =>
      spec.kind === 'bot'
        ? { kind: 'bot', level: spec.level, name: spec.name ?? botName(i) }
        : spec.kind === 'host'
          ? { kind: 'host', name: spec.name }
          : { kind: 'open' },
    );
    return new Lobby(game, options, name, code, seats);
  }

  static restore(game: GameId, options: Record<string, unknown>, saved: LobbySnapshot): Lobby {
    const lobby = new Lobby(game, options, saved.name, saved.code, saved.seats);
    for (const m of saved.members) lobby.members.set(m.id, { ...m, connected: false });
    lobby.started = true;
    return lobby;
  }

  snapshot(): LobbySnapshot {
    return {
      name: this.name,
      code: this.code,
      seats: this.seats.map((s) => ({ ...s })),
      members: [...this.members.values()].map(({ connected: _c, ...m }) => ({ ...m })),
    };
  }

  byToken(token: string): Member | null {
    for (const m of this.members.values()) if (m.token === token) return m;
    return null;
  }

  /** A new member (a spectator until they take a seat), named as the name rule left it. */
  join(name: string): Member {
    const member: Member = {
      id: newMemberId(),
      token: newToken(),
      name,
      seat: null,
      ready: false,
      connected: true,
    };
    this.members.set(member.id, member);
    return member;
  }

  takeSeat(member: Member, seat: number): LobbyResult {
    if (this.started) return no('lan-started', 'host.lan.started');
    const target = this.seats[seat];
    if (!target) return no('no-seat', 'host.lobby.noSeat', { seat: seat + 1 });
    if (target.kind !== 'open') return no('seat-taken', 'host.lobby.seatTaken', { seat: seat + 1 });
    this.vacate(member);
    this.seats[seat] = { kind: 'guest', member: member.id };
    member.seat = seat;
    member.ready = false;
    return ok;
  }

  leaveSeat(member: Member): LobbyResult {
    if (this.started) return no('lan-started', 'host.lan.started');
    if (member.seat === null) return no('no-seat', 'host.lobby.noSeatToLeave');
    this.vacate(member);
    return ok;
  }

  setReady(member: Member, ready: boolean): LobbyResult {
    if (this.started) return no('lan-started', 'host.lobby.gameStarted');
    if (member.seat === null) return no('no-seat', 'host.lobby.takeSeat');
    member.ready = ready;
    return ok;
  }

  /** The host sets a seat: open it, give it to a bot, or take it. A guest there becomes a spectator. */
  setSeat(seat: number, spec: LanSeatSpec, botName: string): LobbyResult {
    if (this.started) return no('lan-started', 'host.lan.started');
    const current = this.seats[seat];
    if (!current) return no('no-seat', 'host.lobby.noSeat', { seat: seat + 1 });
    const refusal = spec.kind === 'bot' ? seatLevelRefusal(spec.level) : null;
    if (refusal) return no('bot-level', 'host.lobby.seatBot', { seat: seat + 1, reason: refusal });
    if (current.kind === 'guest') {
      const m = this.members.get(current.member);
      if (m) this.vacate(m);
    }
    this.seats[seat] =
      spec.kind === 'bot'
        ? { kind: 'bot', level: spec.level, name: spec.name ?? botName }
        : spec.kind === 'host'
          ? { kind: 'host', name: spec.name }
          : { kind: 'open' };
    return ok;
  }

  /** The host moves a member to a free seat, or to the spectators (`seat` null). */
  move(member: Member, seat: number | null): LobbyResult {
    if (seat === null) return member.seat === null ? ok : this.leaveSeat(member);
    return this.takeSeat(member, seat);
  }

  /** The host sends a member away: their seat opens, their token no longer counts. */
  kick(member: Member): void {
    if (!this.started) this.vacate(member);
    else if (member.seat !== null) {
      // A kicked player's seat goes on as a bot's (the game cannot lose a seat).
      this.seats[member.seat] = { kind: 'bot', level: 'normal', name: member.name };
    }
    this.members.delete(member.id);
  }

  /** Why the game cannot start yet, or null. */
  startProblem(): Message | null {
    const open = this.seats.findIndex((s) => s.kind === 'open');
    if (open >= 0) return msg('host.lobby.seatOpen', { seat: open + 1 });
    for (const s of this.seats) {
      if (s.kind !== 'guest') continue;
      const m = this.members.get(s.member);
      if (!m) return msg('host.lobby.seatLeft');
      if (!m.connected) return msg('host.lobby.notConnected', { name: m.name });
      if (!m.ready) return msg('host.lobby.notReady', { name: m.name });
    }
    return null;
  }

  /** The table's seats: people (host or guests) and bots. */
  tableSeats(): SeatConfig[] {
    return this.seats.map((s): SeatConfig => {
      if (s.kind === 'bot') return { name: s.name, kind: 'bot', level: s.level };
      if (s.kind === 'host') return { name: s.name, kind: 'human' };
      if (s.kind === 'guest') return { name: this.members.get(s.member)?.name ?? '?', kind: 'human' };
      throw new Error('an open seat cannot sit at a table');
    });
  }

  /** Seats the host's own window plays. */
  hostSeats(): number[] {
    return this.seats.flatMap((s, i) => (s.kind === 'host' ? [i] : []));
  }

  /** The lobby as `viewer` sees it: the owner gets the code; a member learns which one is them. */
  view(
    viewer: { owner: boolean; member: Member | null },
    extra: { urls: string[]; away: Set<number>; standIn: Set<number> },
  ): LobbyView {
    const seats = this.seats.map((s, i): LobbySeat => {
      const away = extra.away.has(i);
      const standIn = extra.standIn.has(i);
      if (s.kind === 'open') return { kind: 'open' };
      if (s.kind === 'bot') return { kind: 'bot', name: s.name, level: s.level };
      if (s.kind === 'host') return { kind: 'host', name: s.name };
      const m = this.members.get(s.member);
      return {
        kind: 'guest',
        name: m?.name ?? '?',
        member: s.member,
        ready: m?.ready ?? false,
        ...(away ? { away: true } : {}),
        ...(standIn ? { standIn: true } : {}),
      };
    });
    const me = viewer.member;
    return {
      name: this.name,
      game: this.game,
      options: this.options,
      started: this.started,
      protected: this.code !== null,
      ...(viewer.owner
        ? { code: this.code, urls: extra.urls, startProblem: this.started ? null : this.startProblem() }
        : {}),
      seats,
      spectators: [...this.members.values()]
        .filter((m) => m.seat === null)
        .map((m) => ({ member: m.id, name: m.name, connected: m.connected })),
      you: me ? { member: me.id, seat: me.seat, ready: me.ready } : null,
    };
  }

  private vacate(member: Member): void {
    if (member.seat !== null && this.seats[member.seat]?.kind === 'guest')
      this.seats[member.seat] = { kind: 'open' };
    member.seat = null;
    member.ready = false;
  }

  /** The names at the table (guests, the host's seats, bots): a new guest may look like none. */
  names(): string[] {
    return [
      ...[...this.members.values()].map((m) => m.name),
      ...this.seats.flatMap((s) => (s.kind === 'host' || s.kind === 'bot' ? [s.name] : [])),
    ];
  }

  /**
   * Room for one more member: the seats plus MAX_WATCHERS. A member who is gone and holds no seat
   * gives its place up to a newcomer (so a joining loop grows nothing); false when there is none.
   */
  makeRoom(): boolean {
    if (this.members.size < this.seats.length + MAX_WATCHERS) return true;
    const gone = [...this.members.values()].find((m) => !m.connected && m.seat === null);
    if (!gone) return false;
    this.members.delete(gone.id);
    return true;
  }
}
