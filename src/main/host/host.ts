/**
 * The host: receives every client message (over IPC or WebSocket), validates it, and runs the
 * table. A malformed or illegal message is answered with a reason and changes nothing; the host
 * keeps running. Each client gets its own seat's snapshot after every step.
 */
import { randomBytes } from 'node:crypto';
import { buildCatalog } from '../../shared/catalog';
import {
  clientMessageSchema,
  PROTOCOL_VERSION,
  type ClientMessage,
  type HostMessage,
  type NewTableMessage,
} from '../../shared/protocol';
import { describeIssues } from '../../shared/record';
import type { Settings, Speed } from '../../shared/settings';
import type { Seat } from '../../shared/types';
import { BOT_LEVELS, botFor } from '../ai/levels';
import { createRng } from '../engine/rng';
import { gameById } from '../games';
import { inlineBotRunner, type BotRunner } from '../ai/runner';
import { TokenBucket, type BucketConfig } from './rate-limit';
import type { SettingsStore } from './settings-store';
import { StatisticsKeeper } from './statistics-keeper';
import { MemoryStatisticsStore, type StatisticsStore } from './statistics-store';
import { realScheduler, TableSession, type Scheduler } from './table-session';

export interface ClientPort {
  send(message: HostMessage): void;
  /** Ends the connection (a client that floods the host); optional for ports that cannot. */
  close?(reason: string): void;
}

/**
 * `owner`: the host's own window (IPC in the app, a loopback page of the host's own origin in
 * the browser): it plays the local seat and may start, end or replace the table and change
 * settings. `guest`: anyone else (the LAN): it watches, and may do none of that.
 */
export type ClientRole = 'owner' | 'guest';

export interface HostOptions {
  settings: SettingsStore;
  /** Where the players' statistics live (memory when left out). */
  statistics?: StatisticsStore;
  scheduler?: Scheduler;
  botRunner?: BotRunner;
  /** Bot pacing per bot-speed setting, in ms (tests pass zeros). */
  botDelays?: Record<Speed, number>;
  /** The clock for rate limits (tests pass their own). */
  now?: () => number;
  /** Per-connection message budget (defaults: MESSAGE_BUDGET). */
  messageBudget?: BucketConfig;
}

/** Generous for any real client (a settings slider drag, fast clicking), tight for a flood. */
export const MESSAGE_BUDGET: BucketConfig = { capacity: 120, perSecond: 60 };
/** Messages refused in a row for rate before the connection is closed. */
export const FLOOD_CLOSE_AFTER = 500;
/** How long settings changes gather before they are written, and before others are told. */
export const SETTINGS_WRITE_DELAY_MS = 300;
export const SETTINGS_BROADCAST_DELAY_MS = 100;

const DEFAULT_BOT_DELAYS: Record<Speed, number> = { slow: 1500, normal: 900, fast: 450, instant: 0 };

interface Client {
  role: ClientRole;
  seat: Seat | null;
  greeted: boolean;
  bucket: TokenBucket;
  /** Messages refused for rate since the last accepted one. */
  flooding: number;
  hintPending: boolean;
}

/** Messages only the host's own client may send. */
const OWNER_ONLY = new Set<ClientMessage['type']>([
  'newTable',
  'leaveTable',
  'setSettings',
  'resetStatistics',
]);

export class Host {
  private table: TableSession | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly clients = new Map<ClientPort, Client>();
  private settings: Settings;
  private readonly catalog = buildCatalog(BOT_LEVELS);
  private readonly timers: Scheduler;
  private settingsWrite: unknown = null;
  private settingsBroadcast: unknown = null;
  /** The client whose change is being broadcast (it has its answer already). */
  private settingsSender: ClientPort | null = null;
  private readonly statistics: StatisticsKeeper;

  constructor(private readonly options: HostOptions) {
    this.settings = options.settings.load();
    this.statistics = new StatisticsKeeper(options.statistics ?? new MemoryStatisticsStore(), {
      onError: (message) => this.broadcast({ type: 'error', message }),
    });
    this.timers = options.scheduler ?? realScheduler;
  }

  connect(port: ClientPort, role: ClientRole): () => void {
    this.clients.set(port, {
      role,
      seat: null,
      greeted: false,
      bucket: new TokenBucket(this.options.messageBudget ?? MESSAGE_BUDGET, this.options.now),
      flooding: 0,
      hintPending: false,
    });
    return () => this.clients.delete(port);
  }

  /** How many clients are connected (greeted or not). */
  get clientCount(): number {
    return this.clients.size;
  }

  /** One incoming message, as parsed JSON (or anything else a client may send). */
  receive(port: ClientPort, raw: unknown): void {
    const client = this.clients.get(port);
    if (!client || !this.admit(port, client)) return;
    const parsed = clientMessageSchema.safeParse(raw);
    if (!parsed.success) {
      port.send({ type: 'error', message: `Malformed message: ${describeIssues(parsed.error.issues)}` });
      return;
    }
    try {
      this.handle(port, client, parsed.data);
    } catch (err) {
      // A bug must not take the table down for everybody: report it to the sender.
      port.send({ type: 'error', message: `The host could not handle that: ${(err as Error).message}` });
    }
  }

  /** A frame that is not a message at all (binary, not JSON): counted like one, then refused. */
  receiveUnreadable(port: ClientPort, reason: string): void {
    const client = this.clients.get(port);
    if (!client || !this.admit(port, client)) return;
    port.send({ type: 'error', message: reason });
  }

  /** The client's message budget: false (and perhaps the connection closed) when it is spent. */
  private admit(port: ClientPort, client: Client): boolean {
    if (client.bucket.take()) {
      client.flooding = 0;
      return true;
    }
    // Said once per burst, not once per message: a flood must not be answered by a flood.
    if (client.flooding++ === 0) {
      port.send({ type: 'error', message: 'Too many messages: slow down; these were ignored.' });
    }
    if (client.flooding >= FLOOD_CLOSE_AFTER) {
      this.clients.delete(port);
      port.close?.('too many messages');
    }
    return false;
  }

  /** The running table's record (for saves and bug reports), or null. */
  currentRecord(): TableSession['record'] | null {
    return this.table?.record ?? null;
  }

  close(): void {
    this.closeTable();
    this.clients.clear();
    this.flushSettings();
    if (this.settingsBroadcast !== null) this.timers.clearTimeout(this.settingsBroadcast);
    this.settingsBroadcast = null;
  }

  private handle(port: ClientPort, client: Client, message: ClientMessage): void {
    if (OWNER_ONLY.has(message.type) && client.role !== 'owner') {
      port.send({
        type: 'refused',
        rule: 'host-only',
        reason:
          message.type === 'resetStatistics'
            ? 'Only the host can reset the statistics.'
            : 'Only the host can start or end the table and change its settings.',
      });
      return;
    }
    switch (message.type) {
      case 'hello': {
        if (message.version !== PROTOCOL_VERSION) {
          port.send({
            type: 'error',
            message: `Protocol ${message.version} is not supported; this host speaks ${PROTOCOL_VERSION}.`,
          });
          return;
        }
        client.greeted = true;
        client.seat = this.table ? this.seatFor(client, this.table) : null;
        port.send({
          type: 'welcome',
          version: PROTOCOL_VERSION,
          catalog: this.catalog,
          settings: this.settings,
        });
        if (this.table) port.send({ type: 'table', table: this.table.snapshot(client.seat) });
        return;
      }
      case 'getSettings':
        port.send({ type: 'settings', settings: this.settings });
        return;
      case 'setSettings': {
        this.settings = { ...this.settings, ...message.settings } as Settings;
        // The sender hears at once; the file and the other clients get the settled value.
        port.send({ type: 'settings', settings: this.settings });
        this.saveSettingsSoon();
        this.broadcastSettingsSoon(port);
        return;
      }
      case 'newTable':
        this.startTable(port, message);
        return;
      case 'leaveTable':
        this.closeTable();
        this.broadcast({ type: 'tableClosed' });
        return;
      case 'act': {
        if (!this.table) {
          port.send({ type: 'refused', rule: 'no-table', reason: 'No game is running.' });
          return;
        }
        if (client.seat === null) {
          port.send({
            type: 'refused',
            rule: 'spectator',
            reason: 'You are watching this table, not playing.',
          });
          return;
        }
        const outcome = this.table.act(client.seat, message.action);
        if (!outcome.ok)
          port.send({ type: 'refused', rule: outcome.error.rule, reason: outcome.error.reason });
        return;
      }
      case 'hint':
        this.hint(port, client);
        return;
      case 'getStatistics':
        port.send({ type: 'statistics', statistics: this.statistics.current });
        return;
      case 'resetStatistics':
        this.statistics.reset(message.name);
        this.broadcast({ type: 'statistics', statistics: this.statistics.current });
        return;
    }
  }

  private saveSettingsSoon(): void {
    if (this.settingsWrite !== null) return;
    this.settingsWrite = this.timers.setTimeout(() => this.flushSettings(), SETTINGS_WRITE_DELAY_MS);
  }

  private flushSettings(): void {
    if (this.settingsWrite === null) return;
    this.timers.clearTimeout(this.settingsWrite);
    this.settingsWrite = null;
    this.options.settings.save(this.settings);
  }

  private broadcastSettingsSoon(except: ClientPort): void {
    this.settingsSender = except;
    if (this.settingsBroadcast !== null) return;
    this.settingsBroadcast = this.timers.setTimeout(() => {
      this.settingsBroadcast = null;
      const message: HostMessage = { type: 'settings', settings: this.settings };
      for (const [port, client] of this.clients) {
        if (client.greeted && port !== this.settingsSender) port.send(message);
      }
      this.settingsSender = null;
    }, SETTINGS_BROADCAST_DELAY_MS);
  }

  /**
   * A hint: the hard bot decides the client's own current decision from that seat's view
   * (through the bot runner, so off the event loop when it runs in workers) and the answer goes
   * to that client only. A table that moved on meanwhile makes the hint stale: it is dropped.
   */
  private hint(port: ClientPort, client: Client): void {
    const table = this.table;
    if (!table) {
      port.send({ type: 'refused', rule: 'no-table', reason: 'No game is running.' });
      return;
    }
    const seat = client.seat;
    if (seat === null || !table.waitingFor().includes(seat)) {
      port.send({
        type: 'refused',
        rule: 'no-decision',
        reason: 'There is no decision of yours to suggest.',
      });
      return;
    }
    if (client.hintPending) {
      port.send({
        type: 'refused',
        rule: 'hint-pending',
        reason: 'A hint is already being worked out for you.',
      });
      return;
    }
    const snapshot = table.snapshot(seat);
    const step = table.step;
    const runner = this.options.botRunner ?? inlineBotRunner;
    const rng = createRng(randomBytes(4).readUInt32LE(0));
    client.hintPending = true;
    const done = (): void => {
      client.hintPending = false;
    };
    runner
      .decide(botFor(table.game.id, 'hard'), { seat, view: snapshot.view, legal: snapshot.legal, rng })
      .then(
        (action) => {
          done();
          if (this.table !== table || table.step !== step || !this.clients.has(port)) return;
          port.send({ type: 'hint', action: { ...action }, reason: 'The hard bot would play this.' });
        },
        (err: unknown) => {
          done();
          port.send({ type: 'error', message: `No hint: ${(err as Error).message}` });
        },
      );
  }

  private startTable(port: ClientPort, message: NewTableMessage): void {
    const game = gameById(message.game);
    const seats = message.seats.length;
    const created = TableSession.create({
      game,
      seats: message.seats,
      options: message.options,
      seed: message.seed ?? randomBytes(8).toString('hex'),
      firstDealer: message.firstDealer ?? Math.floor(Math.random() * seats),
      botDelay: () => (this.options.botDelays ?? DEFAULT_BOT_DELAYS)[this.settings.botSpeed],
      ...(this.options.scheduler ? { scheduler: this.options.scheduler } : {}),
      ...(this.options.botRunner ? { botRunner: this.options.botRunner } : {}),
    });
    if (!created.ok) {
      port.send({ type: 'refused', rule: 'table-config', reason: created.reason });
      return;
    }
    this.closeTable();
    const table = created.session;
    this.table = table;
    for (const client of this.clients.values()) if (client.greeted) client.seat = this.seatFor(client, table);
    const unsubscribe = table.subscribe(() => this.sendSnapshots(table));
    const unproblem = table.onProblem((message) => this.broadcast({ type: 'error', message }));
    // The finished game counts once for the people at the table (see statistics.ts).
    const unwatch = this.statistics.watch(table);
    this.unsubscribe = () => {
      unsubscribe();
      unproblem();
      unwatch();
    };
    this.sendSnapshots(table);
    table.start();
  }

  /**
   * Local play: the host's own clients play the first human seat; a guest watches (guests get
   * seats of their own with the LAN lobby).
   */
  private seatFor(client: Client, table: TableSession): Seat | null {
    if (client.role !== 'owner') return null;
    const seat = table.seats.findIndex((s) => s.kind === 'human');
    return seat >= 0 ? seat : null;
  }

  private sendSnapshots(table: TableSession): void {
    for (const [port, client] of this.clients) {
      if (client.greeted) port.send({ type: 'table', table: table.snapshot(client.seat) });
    }
  }

  private broadcast(message: HostMessage): void {
    for (const [port, client] of this.clients) if (client.greeted) port.send(message);
  }

  private closeTable(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.table?.close();
    this.table = null;
  }
}
