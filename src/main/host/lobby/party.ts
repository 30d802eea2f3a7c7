/**
 * A LAN party: the open LAN table from the lobby to the end of its game. It binds connections
 * to members (a join by name and code, or back with a token), carries out the lobby's rules,
 * asks the host to start the table, and keeps the seats of guests who dropped: the table shows
 * them away and waits; after the away setting's seconds a stand-in bot plays for them until
 * they return. The network side (listening on the LAN, the announcement) sits behind
 * `LanNetwork`, so the same party runs in the app, the headless host and the tests.
 */
import type { MessageKey } from '../../../shared/i18n/catalog';
import { msg, type Message, type MessageParams } from '../../../shared/i18n/message';
import { randomInt } from 'node:crypto';
import type { ClientMessage, HostMessage, LanTableFacts, LobbyView } from '../../../shared/protocol';
import { checkNewName, checkSeatNames } from '../../../shared/names';
import { MAX_WATCHERS } from '../../../shared/limits';
import { TokenBucket, type BucketConfig } from '../connection/rate-limit';
import type { Scheduler } from '../table/table-session';
import type { Lobby, LobbyResult, LobbySnapshot, Member } from './lobby';

/** What the announcement says about the table (see net/discovery). */
export type LanAd = LanTableFacts;

/**
 * The host's presence on the network while LAN tables are open: one listener for all of them,
 * an announcement for each.
 */
export interface LanNetwork {
  /** Listens on the network (if not yet) and announces the table; resolves with the addresses guests join at. */
  open(ad: LanAd): Promise<string[]>;
  /** The table changed (seats taken): the announcement follows. */
  update(ad: LanAd): void;
  /** Withdraws the table's announcement; with the last table, stops listening. */
  close(id: string): Promise<void>;
}

/** The party's view of one connection. */
export interface PartyClient {
  role: 'owner' | 'guest';
  member: string | null;
  /** Wrong table codes this connection sent (closed after MAX_CODE_TRIES). */
  codeTries: number;
}

export interface PartyHooks<Port> {
  send(port: Port, message: HostMessage): void;
  /** Ends a connection; `reason` a code for its close frame. */
  close(port: Port, reason: string): void;
  clients(): Iterable<[Port, PartyClient]>;
  /** Starts the table of the lobby's seats; the reason when it cannot. */
  startTable(lobby: Lobby): { ok: true } | { ok: false; reason: Message };
  /** A bot plays for the seat (a level), or the person again (null). */
  standIn(seat: number, level: string | null): void;
  /** Seats changed presence: the table's snapshots go out again. */
  resend(): void;
  /** The lobby changed (a seat taken, the code, the start): the hosts' table lists follow. */
  changed?(): void;
  awayBotSeconds(): number;
  scheduler: Scheduler;
  now(): number;
}

/** Wrong codes one connection may send before it is closed. */
export const MAX_CODE_TRIES = 5;
/** Wrong codes all guests together may send: 4 digits cannot be tried out in an evening. */
export const CODE_BUDGET: BucketConfig = { capacity: 20, perSecond: 1 / 6 };
/** The level of a bot that plays for an absent guest. */
export const STAND_IN_LEVEL = 'normal';

/** The messages of a LAN table's lobby (who may send which is checked here). */
export type PartyKind =
  'join' | 'takeSeat' | 'leaveSeat' | 'ready' | 'lanSeat' | 'moveMember' | 'kick' | 'startLan' | 'lanCode';
export type PartyMessage = Extract<ClientMessage, { type: PartyKind }>;
/** One handler per lobby message kind. */
export type PartyHandlers<Port> = {
  readonly [K in PartyKind]: (
    port: Port,
    client: PartyClient,
    message: Extract<PartyMessage, { type: K }>,
  ) => void;
};

export class LanParty<Port> {
  readonly lobby: Lobby;
  urls: string[] = [];
  private readonly awayTimers = new Map<number, unknown>();
  /** Seats whose person dropped, and those a stand-in plays for. */
  private readonly away = new Set<number>();
  private readonly standingIn = new Set<number>();
  private readonly codes: TokenBucket;
  private closed = false;

  constructor(
    lobby: Lobby,
    readonly id: string,
    private readonly network: LanNetwork | null,
    private readonly hooks: PartyHooks<Port>,
  ) {
    this.lobby = lobby;
    this.codes = new TokenBucket(CODE_BUDGET, hooks.now);
    // After a restart nobody is connected yet: their seats count as away from the start.
    if (lobby.started) for (const m of lobby.members.values()) if (m.seat !== null) this.markAway(m.seat);
  }

  /** Opens the network side; the reason when it cannot listen. */
  async open(): Promise<Message | null> {
    if (!this.network) return null;
    try {
      this.urls = await this.network.open(this.ad());
      return null;
    } catch (err) {
      return msg('host.lan.openFailed', { detail: (err as Error).message });
    }
  }

  async close(reason: Message): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.awayTimers.values()) this.hooks.scheduler.clearTimeout(timer);
    this.awayTimers.clear();
    for (const [port, client] of this.hooks.clients()) {
      if (client.member !== null) this.hooks.send(port, { type: 'lanClosed', reason });
      client.member = null;
    }
    await this.network?.close(this.id);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** What is saved with the table. */
  snapshot(): LobbySnapshot {
    return this.lobby.snapshot();
  }

  /** The seat a connection plays (null: watching). The owner's seats are the host's. */
  seatsOf(client: PartyClient): number[] {
    if (client.role === 'owner') return this.lobby.hostSeats();
    const member = client.member ? this.lobby.members.get(client.member) : undefined;
    return member && member.seat !== null && this.lobby.started ? [member.seat] : [];
  }

  /** Seats marked away or played by a stand-in, for the table's seat list. */
  presence(seat: number): { away?: true; standIn?: true } {
    return {
      ...(this.away.has(seat) ? { away: true as const } : {}),
      ...(this.standingIn.has(seat) ? { standIn: true as const } : {}),
    };
  }

  view(client: PartyClient): LobbyView {
    const member = client.member ? (this.lobby.members.get(client.member) ?? null) : null;
    return this.lobby.view(
      { owner: client.role === 'owner', member },
      { urls: this.urls, away: this.away, standIn: this.standingIn },
    );
  }

  /** Tells every connection the lobby as it sees it, and the network what changed. */
  broadcast(): void {
    for (const [port, client] of this.hooks.clients())
      this.hooks.send(port, { type: 'lobby', lobby: this.view(client) });
    this.network?.update(this.ad());
    this.hooks.changed?.();
  }

  /** A change of the lobby: everyone sees it, or the asker hears why not. */
  private settle(port: Port, result: LobbyResult): void {
    if (result.ok) this.broadcast();
    else this.hooks.send(port, { type: 'refused', rule: result.rule, reason: result.reason });
  }

  /**
   * The lobby's messages, one handler each (the LAN part routes them here, lan/lan-desk.ts):
   * a guest's own seat needs it joined, arranging and starting needs the host's window.
   */
  readonly handlers: PartyHandlers<Port> = {
    join: (port, client, message) => this.join(port, client, message),
    takeSeat: (port, client, message) =>
      this.asMember(port, client, (member) => this.lobby.takeSeat(member, message.seat)),
    leaveSeat: (port, client) => this.asMember(port, client, (member) => this.lobby.leaveSeat(member)),
    ready: (port, client, message) =>
      this.asMember(port, client, (member) => this.lobby.setReady(member, message.ready)),
    lanSeat: (port, client, message) => this.asOwner(port, client, () => this.lanSeat(port, message)),
    moveMember: (port, client, message) => this.asOwner(port, client, () => this.moveMember(port, message)),
    kick: (port, client, message) => this.asOwner(port, client, () => this.kick(port, message)),
    startLan: (port, client) => this.asOwner(port, client, () => this.startLan(port)),
    lanCode: (port, client, message) => this.asOwner(port, client, () => this.lanCode(message)),
  };

  /** A joined guest's own change to the lobby. */
  private asMember(port: Port, client: PartyClient, change: (member: Member) => LobbyResult): void {
    const member = client.member ? this.lobby.members.get(client.member) : undefined;
    if (!member)
      this.hooks.send(port, { type: 'refused', rule: 'not-joined', reason: msg('host.party.joinFirst') });
    else this.settle(port, change(member));
  }

  /** The host's window arranges the seats and starts the game; nobody else may. */
  private asOwner(port: Port, client: PartyClient, command: () => void): void {
    if (client.role === 'owner') command();
    else
      this.hooks.send(port, {
        type: 'refused',
        rule: 'host-only',
        reason: msg('host.party.hostOnly'),
      });
  }

  /** A connection ended: a seated guest is away (the table waits; later a stand-in plays). */
  disconnected(client: PartyClient): void {
    const member = client.member ? this.lobby.members.get(client.member) : undefined;
    client.member = null;
    if (!member || this.closed) return;
    // Another connection of the same member (a second tab) keeps it present.
    for (const [, other] of this.hooks.clients()) if (other !== client && other.member === member.id) return;
    member.connected = false;
    if (member.seat !== null && this.lobby.started) this.markAway(member.seat);
    this.broadcast();
    this.hooks.resend();
  }

  private join(port: Port, client: PartyClient, message: Extract<PartyMessage, { type: 'join' }>): void {
    const refuse = (rule: string, key: MessageKey, params?: MessageParams): void =>
      this.hooks.send(port, { type: 'refused', rule, reason: msg(key, params) });
    if (client.role === 'owner') {
      refuse('owner-joins', 'host.party.ownerJoins');
      return;
    }
    let member: Member | null;
    if (message.token !== undefined) {
      member = this.lobby.byToken(message.token);
      if (!member) {
        refuse('bad-token', 'host.lan.badToken');
        return;
      }
    } else {
      if (this.lobby.code !== null) {
        if (!this.codes.take()) {
          refuse('code-wait', 'host.party.codeWait');
          return;
        }
        if (message.code !== this.lobby.code) {
          client.codeTries++;
          refuse('bad-code', 'host.party.badCode');
          if (client.codeTries >= MAX_CODE_TRIES) this.hooks.close(port, 'too-many-wrong-codes');
          return;
        }
        // A right code gives its try back: only wrong ones use up the budget.
        this.codes.refund();
      }
      const checked = checkNewName(message.name, this.lobby.names());
      if (!checked.ok) {
        const { rule, reason, suggestion } = checked;
        this.hooks.send(port, { type: 'refused', rule, reason, ...(suggestion ? { suggestion } : {}) });
        return;
      }
      if (!this.lobby.makeRoom()) {
        refuse('table-full', 'app.limit.table-full', {
          seats: this.lobby.seats.length,
          watchers: MAX_WATCHERS,
        });
        return;
      }
      member = this.lobby.join(checked.name);
    }
    // One connection per member: an older one (a reload, a dropped socket not yet noticed) lets go.
    for (const [other, c] of this.hooks.clients()) {
      if (c !== client && c.member === member.id) {
        c.member = null;
        this.hooks.send(other, { type: 'lanClosed', reason: msg('host.party.joinedElsewhere') });
      }
    }
    client.member = member.id;
    member.connected = true;
    this.hooks.send(port, { type: 'joined', token: member.token, member: member.id, name: member.name });
    if (member.seat !== null) this.back(member.seat);
    this.broadcast();
    this.hooks.resend();
  }

  private refuse(port: Port, rule: string, reason: Message): void {
    this.hooks.send(port, { type: 'refused', rule, reason });
  }

  /** The guest a command names, or undefined once the command is refused. */
  private guest(port: Port, id: string): Member | undefined {
    const member = this.lobby.members.get(id);
    if (!member) this.refuse(port, 'no-member', msg('host.party.noGuest'));
    return member;
  }

  /** The host's window sets what sits in a seat (open, a bot, the host's own). */
  private lanSeat(port: Port, message: Extract<PartyMessage, { type: 'lanSeat' }>): void {
    const named = checkSeatNames([message.to]);
    if (!named.ok) this.refuse(port, named.rule, named.reason);
    else this.settle(port, this.lobby.setSeat(message.seat, named.seats[0]!, `Bot ${message.seat + 1}`));
  }

  private moveMember(port: Port, message: Extract<PartyMessage, { type: 'moveMember' }>): void {
    const member = this.guest(port, message.member);
    if (member) this.settle(port, this.lobby.move(member, message.seat));
  }

  private kick(port: Port, message: Extract<PartyMessage, { type: 'kick' }>): void {
    const lobby = this.lobby;
    const member = this.guest(port, message.member);
    if (!member) return;
    const seat = member.seat;
    lobby.kick(member);
    for (const [other, c] of this.hooks.clients()) {
      if (c.member === member.id) {
        c.member = null;
        this.hooks.send(other, { type: 'lanClosed', reason: msg('host.party.kicked') });
      }
    }
    if (seat !== null && lobby.started) {
      // The game cannot lose a seat: a bot plays it to the end.
      this.clearAway(seat);
      this.standingIn.add(seat);
      this.hooks.standIn(seat, STAND_IN_LEVEL);
    }
    this.broadcast();
    this.hooks.resend();
  }

  private lanCode(message: Extract<PartyMessage, { type: 'lanCode' }>): void {
    this.lobby.code = message.on ? String(randomInt(0, 10_000)).padStart(4, '0') : null;
    this.broadcast();
  }

  private startLan(port: Port): void {
    const lobby = this.lobby;
    if (lobby.started) {
      this.refuse(port, 'lan-started', msg('host.lan.startedAlready'));
      return;
    }
    const problem = lobby.startProblem();
    if (problem) {
      this.refuse(port, 'lan-not-ready', problem);
      return;
    }
    // Everyone learns the game has begun before its first table arrives.
    lobby.started = true;
    this.broadcast();
    const started = this.hooks.startTable(lobby);
    if (!started.ok) {
      lobby.started = false;
      this.broadcast();
      this.refuse(port, 'table-config', started.reason);
    }
  }

  /** A seated guest dropped: mark the seat away; after the away setting a stand-in plays. */
  private markAway(seat: number): void {
    this.away.add(seat);
    const seconds = this.hooks.awayBotSeconds();
    if (seconds <= 0 || this.awayTimers.has(seat)) return;
    const timer = this.hooks.scheduler.setTimeout(() => {
      this.awayTimers.delete(seat);
      if (this.closed || !this.away.has(seat)) return;
      this.standingIn.add(seat);
      this.hooks.standIn(seat, STAND_IN_LEVEL);
      this.broadcast();
      this.hooks.resend();
    }, seconds * 1000);
    this.awayTimers.set(seat, timer);
  }

  /** The guest is back: the seat is theirs again. */
  private back(seat: number): void {
    const wasStandIn = this.standingIn.delete(seat);
    this.clearAway(seat);
    if (wasStandIn) this.hooks.standIn(seat, null);
  }

  private clearAway(seat: number): void {
    this.away.delete(seat);
    const timer = this.awayTimers.get(seat);
    if (timer !== undefined) this.hooks.scheduler.clearTimeout(timer);
    this.awayTimers.delete(seat);
  }

  private ad(): LanAd {
    const seats = this.lobby.seats;
    return {
      id: this.id,
      name: this.lobby.name,
      game: this.lobby.game,
      seats: seats.length,
      taken: seats.filter((s) => s.kind !== 'open').length,
      protected: this.lobby.code !== null,
    };
  }
}
