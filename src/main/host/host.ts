/**
 * The host: receives every client message (over IPC or WebSocket), validates it, and hands it
 * to the one handler of its kind. Each part answers its own kinds (play, lan, saves, replays,
 * settings, challenge); `handlerTable` merges their records into one table the compiler checks
 * is complete (see docs/host.md for the folders and the path of a move). It runs any number of
 * tables at once (rooms/), each with its own game, seats, saves and lobby. A malformed or
 * illegal message is answered with a reason and changes nothing; the host keeps running.
 */
import { msg, type Message } from '../../shared/i18n/message';
import { buildCatalog } from '../../shared/catalog';
import { clientMessageSchema, OWNER_ONLY, PROTOCOL_VERSION, type ClientMessage } from '../../shared/protocol';
import { describeIssues } from '../../shared/record';
import { BOT_LEVELS } from '../ai/levels';
import { inlineBotRunner } from '../ai/runner';
import { lessonGames } from '../lessons';
import { ChallengeDesk } from './challenge/challenge-desk';
import type { ClientPort, ClientRole } from './connection/port';
import type { HostOptions } from './host-options';
import { LanDesk } from './lan/lan-desk';
import { SaveManager, type TableSaver } from './persistence/saves';
import { PlayDesk } from './play/play-desk';
import { TablesDesk } from './play/tables-desk';
import { ReplaysDesk } from './replays/replays-desk';
import { Clients, MESSAGE_BUDGET } from './rooms/clients';
import { DEFAULT_BOT_DELAYS, type HostCore } from './rooms/core';
import { dispatch, handlerTable, type Handlers, type MessageKind, type MessageOf } from './rooms/handlers';
import type { Client, Room } from './rooms/room';
import { Rooms } from './rooms/rooms';
import { SavesDesk } from './saves/saves-desk';
import { SettingsDesk } from './settings/settings-desk';
import { StatisticsKeeper } from './statistics/statistics-keeper';
import { MemoryStatisticsStore } from './statistics/statistics-store';
import { realScheduler } from './table/table-config';
import type { TableSession } from './table/table-session';

export type { ClientPort, ClientRole } from './connection/port';
export { FLOOD_CLOSE_AFTER, FLOOD_FORGIVEN_PER_SECOND, MESSAGE_BUDGET } from './rooms/clients';
export type { HostOptions } from './host-options';
export type { TableBrowser } from './lan/lan-desk';
export { SETTINGS_BROADCAST_DELAY_MS, SETTINGS_WRITE_DELAY_MS } from './settings/settings-desk';

/** What a connection's transport (IPC, a WebSocket server) needs of the host. */
export interface ConnectionGate {
  connect(port: ClientPort, role: ClientRole): () => void;
  receive(port: ClientPort, raw: unknown): void;
  receiveUnreadable(port: ClientPort, reason: Message): void;
}

export class Host implements ConnectionGate {
  private readonly core: HostCore;
  private readonly clients: Clients;
  private readonly rooms: Rooms;
  private readonly catalog = { ...buildCatalog(BOT_LEVELS), lessons: lessonGames() };
  private readonly lan: LanDesk;
  private readonly saves: SavesDesk;
  private readonly replays: ReplaysDesk;
  private readonly settings: SettingsDesk;
  private readonly challenges: ChallengeDesk;
  /** Every message kind's one handler (a kind missing or answered twice does not compile). */
  private readonly handlers: Handlers<MessageKind>;
  private lanClosing: Promise<void> = Promise.resolve();
  private closing = false;
  private listsDue = false;

  constructor(private readonly options: HostOptions) {
    const clients = new Clients(options.messageBudget ?? MESSAGE_BUDGET, options.now);
    this.clients = clients;
    const statistics = new StatisticsKeeper(options.statistics ?? new MemoryStatisticsStore(), {
      onError: (message) => clients.broadcast({ type: 'error', message }),
    });
    const timers = options.scheduler ?? realScheduler;
    const services = {
      clients,
      statistics,
      saves: options.saves ? new SaveManager(options.saves) : null,
      savers: new Set<TableSaver>(),
      par: options.par ?? null,
      coach: options.coach ?? null,
      settings: () => this.settings.current,
      now: options.now ?? Date.now,
      tablesChanged: () => this.tablesChanged(),
    };
    this.rooms = new Rooms(services, clients);
    const session = {
      botDelay: () => (options.botDelays ?? DEFAULT_BOT_DELAYS)[this.settings.current.botSpeed],
      ...(options.scheduler ? { scheduler: options.scheduler } : {}),
      ...(options.botRunner ? { botRunner: options.botRunner } : {}),
    };
    const core: HostCore = {
      ...services,
      rooms: this.rooms,
      timers,
      network: options.lan ?? null,
      botRunner: options.botRunner ?? inlineBotRunner,
      session: () => session,
    };
    this.core = core;
    this.settings = new SettingsDesk(options.settings, clients, statistics, timers, () => {
      for (const room of this.rooms.all()) room.resend();
    });
    const tables = new TablesDesk(core);
    const play = new PlayDesk(core);
    const lan = new LanDesk(core, options.browse ?? null);
    this.lan = lan;
    this.saves = new SavesDesk(core, (id, resumed, lobby) => lan.restore(id, resumed, lobby));
    this.replays = new ReplaysDesk(core, options.analysis);
    this.challenges = new ChallengeDesk(core);
    this.handlers = handlerTable(
      { hello: (port, client, message) => this.hello(port, client, message) },
      tables.handlers,
      play.handlers,
      lan.handlers,
      this.saves.handlers,
      this.replays.handlers,
      this.settings.handlers,
      this.challenges.handlers,
    );
  }

  connect(port: ClientPort, role: ClientRole): () => void {
    const client = this.clients.add(port, role);
    return () => {
      this.clients.delete(port);
      this.replays.forget(port);
      client.room?.party?.disconnected(client);
      client.room = null;
      this.challenges.disconnected(client);
      this.lan.browse(port, false);
    };
  }

  /** How many clients are connected (greeted or not). */
  get clientCount(): number {
    return this.clients.size;
  }

  /** One incoming message, as parsed JSON (or anything else a client may send). */
  receive(port: ClientPort, raw: unknown): void {
    const client = this.clients.get(port);
    if (!client || !this.clients.admit(port, client)) return;
    const parsed = clientMessageSchema.safeParse(raw);
    if (!parsed.success) {
      port.send({
        type: 'error',
        message: msg('host.conn.malformed', { detail: describeIssues(parsed.error.issues) }),
      });
      return;
    }
    try {
      this.handle(port, client, parsed.data);
    } catch (err) {
      // A bug must not take the tables down for everybody: report it to the sender.
      port.send({ type: 'error', message: msg('host.conn.failed', { detail: (err as Error).message }) });
    }
  }

  /** A frame that is not a message at all (binary, not JSON): counted like one, then refused. */
  receiveUnreadable(port: ClientPort, reason: Message): void {
    const client = this.clients.get(port);
    if (!client || !this.clients.admit(port, client)) return;
    port.send({ type: 'error', message: reason });
  }

  private handle(port: ClientPort, client: Client, message: ClientMessage): void {
    if (OWNER_ONLY.has(message.type) && client.role !== 'owner') {
      port.send({
        type: 'refused',
        rule: 'host-only',
        reason: msg(message.type === 'resetStatistics' ? 'host.hostOnly.statistics' : 'host.hostOnly.table'),
      });
      return;
    }
    dispatch(this.handlers, port, client, message);
  }

  private hello(port: ClientPort, client: Client, message: MessageOf<'hello'>): void {
    if (message.version !== PROTOCOL_VERSION) {
      port.send({
        type: 'error',
        message: msg('host.conn.version', { version: message.version, host: PROTOCOL_VERSION }),
      });
      return;
    }
    client.greeted = true;
    // A client looks at a table from the start: the host's window at its local game (or its
    // newest table), a guest at the first LAN table (with several it may choose another), or
    // else watches the local game.
    const rooms = this.rooms.all();
    const local = this.rooms.localRoom();
    client.room ??=
      client.role === 'owner'
        ? (local ?? rooms.at(-1) ?? null)
        : (rooms.find((r) => r.kind === 'lan') ?? local ?? null);
    port.send({
      type: 'welcome',
      version: PROTOCOL_VERSION,
      catalog: this.catalog,
      settings: this.settings.current,
      role: client.role,
    });
    port.send(this.rooms.listFor(client));
    const room = client.room;
    if (room?.party) port.send({ type: 'lobby', lobby: room.party.view(client) });
    room?.sendTo(port, client);
    this.challenges.hello(port);
  }

  /** The lists go out once for all the changes of one message (a new table closes the old one). */
  private tablesChanged(): void {
    if (this.listsDue || this.closing) return;
    this.listsDue = true;
    queueMicrotask(() => {
      this.listsDue = false;
      if (this.closing) return;
      this.rooms.sendLists();
      this.saves.noteOpen();
    });
  }

  /** The record of the table the host's window looks at (for saves and bug reports), or null. */
  currentRecord(): TableSession['record'] | null {
    return this.ownerRoom()?.record ?? null;
  }

  /** The save id of the table the host's window looks at (null when none runs or nothing is saved). */
  get currentSaveId(): string | null {
    return this.ownerRoom()?.saveId ?? null;
  }

  /** The open tables' ids, oldest first. */
  get tableIds(): string[] {
    return this.rooms.ids();
  }

  /** The room of the host's (first) window, else the local game, else the newest table. */
  private ownerRoom(): Room | null {
    for (const [, client] of this.clients.greeted())
      if (client.role === 'owner' && client.room) return client.room;
    return this.rooms.localRoom() ?? this.rooms.all().at(-1) ?? null;
  }

  /** Goes on with a saved table (see saves/saves-desk.ts). */
  resume(id: string): ReturnType<SavesDesk['resume']> {
    return this.saves.resume(id);
  }

  /**
   * After a crash (`--resume`): every table that was open, or the most recently saved unfinished
   * one. The first with its id and step (null: none), the others in `others`.
   */
  resumeNewest(): { id: string; step: number; problem?: Message; others?: string[] } | null {
    const resumed = this.saves.resumeOpen();
    const [first, ...rest] = resumed;
    if (!first) return null;
    return rest.length > 0 ? { ...first, others: rest.map((r) => r.id) } : first;
  }

  /** After a crash: the challenge that was open, its tables where they stood (its id, or null). */
  resumeChallenge(): string | null {
    return this.challenges.resumeKept();
  }

  /** Resolves once every save taken so far is written (call before the process ends). */
  async flushSaves(): Promise<void> {
    await Promise.all([...[...this.core.savers].map((saver) => saver.idle()), this.lanClosing]);
  }

  close(): void {
    // The open tables stay noted: `--resume` brings them back.
    this.closing = true;
    this.lan.stopBrowsing();
    this.replays.close();
    this.challenges.close();
    void this.options.par?.close();
    void this.options.coach?.close();
    // The announcements' goodbyes go out before the process ends (flushSaves waits for them).
    this.lanClosing = this.rooms.closeAll(msg('host.stopped'));
    this.clients.clear();
    this.settings.close();
  }
}
