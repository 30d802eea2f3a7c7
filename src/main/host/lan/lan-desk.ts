/**
 * LAN tables: the host's window opens any number, each with its own lobby, seats, code and
 * announcement; a guest joins the one it looks at (or names), or comes back to its own with
 * its seat pass. The lobby's rules are the party's (lobby/party.ts); this part finds the table a
 * message is for, starts its game and looks for other hosts' tables.
 */
import { msg, type Message } from '../../../shared/i18n/message';
import { randomBytes } from 'node:crypto';
import { checkSeatNames, cleanName, shownName, suggestName, TABLE_NAME_MAX } from '../../../shared/names';
import { MAX_LAN_TABLES } from '../../../shared/limits';
import type { LanTableInfo, Sightings } from '../../../shared/protocol';
import { seatLevelRefusal } from '../../ai/levels';
import { playerRange, tableOptions } from '../../engine/options';
import { createRng } from '../../engine/rng';
import { gameById } from '../../games';
import { refuseName, refuser, type ClientPort } from '../connection/port';
import { sessionOptions, type HostCore } from '../rooms/core';
import type { Handler, Handlers, MessageOf } from '../rooms/handlers';
import { Lobby, type LobbySnapshot } from '../lobby/lobby';
import { LanParty, type PartyKind } from '../lobby/party';
import type { Client, Room } from '../rooms/room';
import { newSaveId } from '../persistence/save-store';
import type { ResumedTable } from '../persistence/saves';
import { TableSession } from '../table/table-session';

/** What the host uses of a discovery browser: the other hosts' tables, as clients get them. */
export type TableBrowser = Sightings<LanTableInfo>;

export type LanKind = 'hostLan' | 'closeLan' | 'browseLan' | PartyKind;
type Start = { seed?: string | undefined; firstDealer?: number | undefined };

export class LanDesk {
  /** Clients looking for other hosts' LAN tables, and the browser that looks while any does. */
  private readonly browsing = new Set<ClientPort>();
  private browser: TableBrowser | null = null;

  constructor(
    private readonly core: HostCore,
    /** Looks for other hosts' LAN tables (none: the list stays empty). */
    private readonly makeBrowser: (() => TableBrowser) | null,
  ) {}

  readonly handlers: Handlers<LanKind> = {
    hostLan: (port, _client, message) => void this.hostLan(port, message),
    closeLan: (port, client) => {
      // Closing a LAN table ends its game, as leaving any table does.
      const room = client.room;
      if (room) void this.core.rooms.closeRoom(room, msg('host.table.closedByHost'));
      else port.send({ type: 'tableClosed' });
    },
    browseLan: (port, _client, message) => this.browse(port, message.on),
    join: (port, client, message) => this.join(port, client, message),
    takeSeat: atParty('takeSeat'),
    leaveSeat: atParty('leaveSeat'),
    ready: atParty('ready'),
    lanSeat: atParty('lanSeat'),
    moveMember: atParty('moveMember'),
    kick: atParty('kick'),
    startLan: atParty('startLan'),
    lanCode: atParty('lanCode'),
  };

  /** A guest joins the table it names, the one its seat pass belongs to, or the one it looks at. */
  private join(port: ClientPort, client: Client, message: MessageOf<'join'>): void {
    const rooms = this.core.rooms;
    const lan = rooms.lan();
    const room = this.tableFor(client, message, lan);
    if (!room?.party) {
      const refuse = refuser(port);
      if (message.token !== undefined && lan.length > 0) refuse('bad-token', 'host.lan.badToken');
      else if (lan.length === 0 || message.table !== undefined) refuse('no-lan', 'host.lan.notOpen');
      else refuse('choose-table', 'lobby.tabs.choose');
      return;
    }
    if (room !== client.room) {
      const problem = rooms.cannotLeave(client);
      if (problem) {
        port.send({ type: 'refused', rule: 'seated-elsewhere', reason: problem });
        return;
      }
      rooms.move(port, client, room);
    }
    room.party.handlers.join(port, client, message);
  }

  /** The table a join is for: the one it names; else its seat pass's; else the one looked at, or the only one. */
  private tableFor(
    client: Client,
    message: { table?: string; token?: string },
    lan: Room[],
  ): Room | undefined {
    if (message.table !== undefined) return this.core.rooms.get(message.table);
    const token = message.token;
    const own = token !== undefined ? lan.find((r) => r.party?.lobby.byToken(token)) : undefined;
    return own ?? (client.room?.party ? client.room : lan.length === 1 ? lan[0] : undefined);
  }

  /** Opens a LAN table: the lobby, then the network (listening, announcing). */
  private async hostLan(port: ClientPort, message: MessageOf<'hostLan'>): Promise<void> {
    const refuse = (reason: Message): void => port.send({ type: 'refused', rule: 'table-config', reason });
    const open = this.core.rooms.lan().length;
    if (open >= MAX_LAN_TABLES) {
      port.send({
        type: 'refused',
        rule: 'tables-full',
        reason: msg('app.limit.tables-full', { max: MAX_LAN_TABLES }),
      });
      return;
    }
    const game = gameById(message.game);
    const options = tableOptions(game, message.seats.length, message.options);
    if (!options.ok) {
      refuse(options.reason);
      return;
    }
    if (message.seats.length < game.minPlayers || message.seats.length > game.maxPlayers) {
      refuse(playerRange(game));
      return;
    }
    const named = checkSeatNames(message.seats);
    if (!named.ok) {
      refuseName(port, named);
      return;
    }
    for (const spec of named.seats) {
      const refusal = spec.kind === 'bot' ? seatLevelRefusal(spec.level) : null;
      if (refusal) {
        refuse(refusal);
        return;
      }
    }
    const lobby = Lobby.fromSpecs(
      message.game,
      options.options,
      this.tableName(),
      message.code,
      named.seats,
      (seat) => `Bot ${seat + 1}`,
    );
    const room = this.core.rooms.openRoom(newSaveId(this.core.now()), 'lan');
    const party = this.attach(room, lobby, { seed: message.seed, firstDealer: message.firstDealer });
    const problem = await party.open();
    if (room.isClosed) return;
    if (problem) {
      await this.core.rooms.closeRoom(room, problem);
      port.send({ type: 'refused', rule: 'lan-open', reason: problem });
      return;
    }
    party.broadcast();
  }

  /** "Anna's table", then "Anna's table 2", … : each open table has a name of its own (the name rule's). */
  private tableName(): string {
    const base = cleanName(`${shownName(this.core.settings().playerName)}'s table`, TABLE_NAME_MAX - 3);
    const taken = this.core.rooms.all().flatMap((r) => (r.party ? [r.party.lobby.name] : []));
    return suggestName(base, taken, TABLE_NAME_MAX);
  }

  /** A LAN table resumed from its save: the lobby comes back with every token; guests rejoin with theirs. */
  restore(id: string, resumed: Extract<ResumedTable, { ok: true }>, lan: LobbySnapshot): Room {
    const lobby = Lobby.restore(resumed.session.game.id, resumed.identity.options, lan);
    const room = this.core.rooms.openRoom(id, 'lan');
    const party = this.attach(room, lobby, {});
    room.install(resumed.session, resumed.rng, { ...resumed.identity, lan: () => party.snapshot() });
    void party.open().then((problem) => {
      if (room.isClosed) return;
      if (problem) room.tell({ type: 'error', message: problem });
      party.broadcast();
    });
    return room;
  }

  private attach(room: Room, lobby: Lobby, start: Start): LanParty<ClientPort> {
    const core = this.core;
    const party: LanParty<ClientPort> = new LanParty<ClientPort>(lobby, room.id, core.network, {
      send: (p, m) => p.send(m),
      close: (p, reason) => {
        core.clients.delete(p);
        p.close?.(reason);
      },
      clients: () => core.clients.at(room),
      startTable: (l) => this.startTable(room, party, l, start),
      standIn: (seat, level) => room.standIn(seat, level),
      resend: () => room.resend(),
      changed: () => core.tablesChanged(),
      awayBotSeconds: () => core.settings().awayBotSeconds,
      scheduler: core.timers,
      now: core.now,
    });
    room.party = party;
    return party;
  }

  /** The lobby is complete: its table begins, saved with the lobby (tokens included). */
  private startTable(
    room: Room,
    party: LanParty<ClientPort>,
    lobby: Lobby,
    start: Start,
  ): { ok: true } | { ok: false; reason: Message } {
    const game = gameById(lobby.game);
    const seats = lobby.tableSeats();
    const seed = start.seed ?? randomBytes(8).toString('hex');
    const firstDealer = start.firstDealer ?? Math.floor(Math.random() * seats.length);
    const rng = createRng(seed);
    const created = TableSession.create({
      game,
      seats,
      options: lobby.options,
      seed,
      firstDealer,
      rng,
      ...sessionOptions(this.core),
    });
    if (!created.ok) return created;
    // Seated before the first snapshot goes out.
    lobby.started = true;
    room.install(created.session, rng, {
      id: room.id,
      seed,
      firstDealer,
      seats,
      options: lobby.options,
      lan: () => party.snapshot(),
    });
    return { ok: true };
  }

  /** Starts or stops looking for LAN tables for a client; the browser runs while anyone looks. */
  browse(port: ClientPort, on: boolean): void {
    if (on) this.browsing.add(port);
    else this.browsing.delete(port);
    const make = this.makeBrowser;
    if (this.browsing.size > 0 && !this.browser && make) {
      const browser = make();
      this.browser = browser;
      browser.onChange((tables) => {
        for (const p of this.browsing) p.send({ type: 'lanTables', tables });
      });
    }
    if (on) port.send({ type: 'lanTables', tables: this.browser?.tables() ?? [] });
    if (this.browsing.size === 0 && this.browser) {
      void this.browser.stop();
      this.browser = null;
    }
  }

  stopBrowsing(): void {
    this.browsing.clear();
    void this.browser?.stop();
    this.browser = null;
  }
}

/** A lobby message goes to the party of the client's table (there is none: refused). */
function atParty<K extends PartyKind>(kind: K): Handler<K> {
  return (port, client, message) => {
    const party = client.room?.party;
    if (!party) port.send({ type: 'refused', rule: 'no-lan', reason: msg('host.lan.none') });
    else party.handlers[kind](port, client, message);
  };
}
