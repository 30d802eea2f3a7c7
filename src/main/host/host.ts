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
import { inlineBotRunner, type BotRunner } from './bot-runner';
import type { SettingsStore } from './settings-store';
import { TableSession, type Scheduler } from './table-session';

export interface ClientPort {
  send(message: HostMessage): void;
}

export interface HostOptions {
  settings: SettingsStore;
  scheduler?: Scheduler;
  botRunner?: BotRunner;
  /** Bot pacing per bot-speed setting, in ms (tests pass zeros). */
  botDelays?: Record<Speed, number>;
}

const DEFAULT_BOT_DELAYS: Record<Speed, number> = { slow: 1500, normal: 900, fast: 450, instant: 0 };

interface Client {
  seat: Seat | null;
  greeted: boolean;
}

export class Host {
  private table: TableSession | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly clients = new Map<ClientPort, Client>();
  private settings: Settings;
  private readonly catalog = buildCatalog(BOT_LEVELS);

  constructor(private readonly options: HostOptions) {
    this.settings = options.settings.load();
  }

  connect(port: ClientPort): () => void {
    this.clients.set(port, { seat: null, greeted: false });
    return () => this.clients.delete(port);
  }

  /** One incoming message, as parsed JSON (or anything else a client may send). */
  receive(port: ClientPort, raw: unknown): void {
    const client = this.clients.get(port);
    if (!client) return;
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

  /** The running table's record (for saves and bug reports), or null. */
  currentRecord(): TableSession['record'] | null {
    return this.table?.record ?? null;
  }

  close(): void {
    this.closeTable();
    this.clients.clear();
  }

  private handle(port: ClientPort, client: Client, message: ClientMessage): void {
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
        client.seat = this.table ? this.localSeat(this.table) : null;
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
        this.options.settings.save(this.settings);
        this.broadcast({ type: 'settings', settings: this.settings });
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
    }
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
    const view = table.snapshot(seat).view;
    // The bot needs every legal action, not the compact list a client gets (Siegel predictions).
    const legal = table.legalFor(seat);
    const step = table.step;
    const runner = this.options.botRunner ?? inlineBotRunner;
    const rng = createRng(randomBytes(4).readUInt32LE(0));
    runner.decide(botFor(table.game.id, 'hard'), { seat, view, legal, rng }).then(
      (action) => {
        if (this.table !== table || table.step !== step) return;
        port.send({ type: 'hint', action: { ...action }, reason: 'The hard bot would play this.' });
      },
      (err: unknown) => port.send({ type: 'error', message: `No hint: ${(err as Error).message}` }),
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
    const seat = this.localSeat(table);
    for (const client of this.clients.values()) if (client.greeted) client.seat = seat;
    this.unsubscribe = table.subscribe(() => this.sendSnapshots(table));
    this.sendSnapshots(table);
    table.start();
  }

  /** Local play: every local client plays the first human seat (LAN seats come with the LAN). */
  private localSeat(table: TableSession): Seat | null {
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
