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
  type LanTableInfo,
  type TableSnapshot,
} from '../../shared/protocol';
import { describeIssues } from '../../shared/record';
import type { Settings, Speed } from '../../shared/settings';
import type { GameId, Seat } from '../../shared/types';
import { BOT_LEVELS, botFor, seatLevelRefusal } from '../ai/levels';
import { createRng, type Rng } from '../engine/rng';
import { gameById } from '../games';
import { inlineBotRunner, type BotRunner } from '../ai/runner';
import { TokenBucket, type BucketConfig } from './rate-limit';
import type { SettingsStore } from './settings-store';
import { StatisticsKeeper } from './statistics-keeper';
import { MemoryStatisticsStore, type StatisticsStore } from './statistics-store';
import { newSaveId, type SaveStore } from './save-store';
import { resumeTable, SaveManager, TableSaver, type TableIdentity } from './saves';
import { realScheduler, TableSession, type Scheduler } from './table-session';
import { Analyses, type AnalysesOptions, type StoppableRunner } from './analyses';
import { History, Replay, type OpenedReplay } from './replays';
import { Lobby } from './lan/lobby';
import { LanParty, type LanNetwork } from './lan/party';
import { tableOptions } from '../engine/options';
import type { ParRunner } from '../workers/par-pool';
import { ParKeeper, playsPar, watchedWithPar } from './par-keeper';
import { CoachKeeper } from './coach-keeper';
import { lessonFor, lessonGames } from '../lessons';
import { LessonRun } from './lesson-run';

/** A record file's suggested name: the game and when it was played. */
function recordFileName(replay: Replay): string {
  const { game, source, playedAt } = replay.info;
  const when = (playedAt ?? '').replace(/[-:]/g, '').replace(/\.\d+/, '').slice(0, 15);
  const base = source.kind === 'history' ? source.id : when || 'game';
  return `spieltisch-${game}-${base}.json`;
}

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
  /** Where tables are saved after every step (see saves.ts); without it nothing is saved. */
  saves?: SaveStore;
  /** The network side of LAN tables (listening, announcing); without it a LAN table is local only. */
  lan?: (host: Host) => LanNetwork;
  /** Looks for other hosts' LAN tables (net/discovery); without it the list stays empty. */
  browse?: () => TableBrowser;
  /** How post-game analyses run (default: a worker pool, the standard budget). */
  analysis?: AnalysesOptions;
  /**
   * Plays each finished round again for par at tables of one person against bots (the app and
   * the headless host pass the par thread, ParPool); without it no table plays par.
   */
  par?: ParRunner;
  /**
   * Weighs the person's decisions for the live coach (the setting; the app and the headless host
   * pass a one-thread analysis pool); without it there is no coach.
   */
  coach?: StoppableRunner;
}

/** What the host uses of a discovery browser. */
export interface TableBrowser {
  tables(): LanTableInfo[];
  onChange(listener: (tables: LanTableInfo[]) => void): () => void;
  stop(): Promise<void>;
}

/** Generous for any real client (a settings slider drag, fast clicking), tight for a flood. */
export const MESSAGE_BUDGET: BucketConfig = { capacity: 120, perSecond: 60 };
/**
 * Refused messages a client may send (a burst, refilled slowly) before it is disconnected: a
 * sustained flood is closed however the host's own speed spreads it over time.
 */
export const FLOOD_CLOSE_AFTER = 500;
export const FLOOD_FORGIVEN_PER_SECOND = 50;
/** How long settings changes gather before they are written, and before others are told. */
export const SETTINGS_WRITE_DELAY_MS = 300;
export const SETTINGS_BROADCAST_DELAY_MS = 100;

const DEFAULT_BOT_DELAYS: Record<Speed, number> = { slow: 1500, normal: 900, fast: 450, instant: 0 };

interface Client {
  role: ClientRole;
  seat: Seat | null;
  greeted: boolean;
  bucket: TokenBucket;
  /** Messages refused for rate since the last accepted one (to say so once per burst). */
  flooding: number;
  /** Refusals left before the connection is closed. */
  strikes: TokenBucket;
  hintPending: boolean;
  /** The replay this client has open (see replays.ts), or null. */
  replay: Replay | null;
  /** The LAN member this connection is (see lan/party.ts), or null. */
  member: string | null;
  codeTries: number;
}

/** The client's open replay if `token` names it; otherwise null, and the client hears it is closed. */
function openReplay(port: ClientPort, client: Client, token: number): Replay | null {
  const replay = client.replay;
  if (replay && replay.info.token === token) return replay;
  port.send({ type: 'refused', rule: 'replay-closed', reason: 'That replay is no longer open.' });
  return null;
}

/** Messages only the host's own client may send. */
const OWNER_ONLY = new Set<ClientMessage['type']>([
  'newTable',
  'leaveTable',
  'setSettings',
  'resetStatistics',
  'listSaves',
  'resumeSave',
  'deleteSave',
  // Replays show every hand: the host's own history and files are for the host's own window.
  'listHistory',
  'deleteHistory',
  'openReplay',
  'replayFrame',
  'closeReplay',
  'analyse',
  'stopAnalysis',
  'exportRecord',
  'hostLan',
  'closeLan',
  'browseLan',
  'newLesson',
  'lessonNext',
]);

/** Messages of a LAN table's lobby (the party checks who may send which). */
const PARTY_MESSAGES = new Set<ClientMessage['type']>([
  'join',
  'takeSeat',
  'leaveSeat',
  'ready',
  'lanSeat',
  'moveMember',
  'kick',
  'startLan',
  'lanCode',
]);

export class Host {
  private table: TableSession | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly clients = new Map<ClientPort, Client>();
  private settings: Settings;
  private readonly catalog = { ...buildCatalog(BOT_LEVELS), lessons: lessonGames() };
  private readonly timers: Scheduler;
  private settingsWrite: unknown = null;
  private settingsBroadcast: unknown = null;
  /** The client whose change is being broadcast (it has its answer already). */
  private settingsSender: ClientPort | null = null;
  private readonly statistics: StatisticsKeeper;
  private readonly saves: SaveManager | null;
  /** The running table's saver and id (null when nothing is saved). */
  private saver: TableSaver | null = null;
  /** The running table's par, where it plays par (see par-keeper.ts). */
  private par: ParKeeper | null = null;
  /** The running table's live coach, where it may coach (see coach-keeper.ts). */
  private coach: CoachKeeper | null = null;
  /** The running table's lesson, when it is one ("Learn to play", see lesson-run.ts). */
  private lesson: LessonRun | null = null;
  private tableId: string | null = null;
  /** Savers still writing, the running table's and those of tables just closed. */
  private readonly savers = new Set<TableSaver>();
  private readonly history: History | null;
  /** Counts replays opened, so a frame asked for an older one is recognised as stale. */
  private replayTokens = 0;
  /** The open LAN table (lobby and members), or null. */
  private party: LanParty<ClientPort> | null = null;
  private readonly network: LanNetwork | null;
  private lanClosing: Promise<void> = Promise.resolve();
  /** Clients looking for LAN tables, and the browser that looks while any does. */
  private readonly browsing = new Set<ClientPort>();
  private browser: TableBrowser | null = null;
  private readonly analyses: Analyses<ClientPort>;

  constructor(private readonly options: HostOptions) {
    this.settings = options.settings.load();
    this.statistics = new StatisticsKeeper(options.statistics ?? new MemoryStatisticsStore(), {
      onError: (message) => this.broadcast({ type: 'error', message }),
    });
    this.timers = options.scheduler ?? realScheduler;
    this.saves = options.saves ? new SaveManager(options.saves) : null;
    this.history = options.saves ? new History(options.saves) : null;
    this.network = options.lan ? options.lan(this) : null;
    this.analyses = new Analyses(options.analysis);
  }

  connect(port: ClientPort, role: ClientRole): () => void {
    this.clients.set(port, {
      role,
      seat: null,
      greeted: false,
      bucket: new TokenBucket(this.options.messageBudget ?? MESSAGE_BUDGET, this.options.now),
      flooding: 0,
      strikes: new TokenBucket(
        { capacity: FLOOD_CLOSE_AFTER, perSecond: FLOOD_FORGIVEN_PER_SECOND },
        this.options.now,
      ),
      hintPending: false,
      replay: null,
      member: null,
      codeTries: 0,
    });
    return () => {
      const client = this.clients.get(port);
      this.clients.delete(port);
      this.analyses.forget(port);
      if (client) this.party?.disconnected(client);
      this.browseLan(port, false);
    };
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
    if (!client.strikes.take()) {
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
    this.browsing.clear();
    void this.browser?.stop();
    this.browser = null;
    void this.analyses.close();
    void this.options.par?.close();
    void this.options.coach?.close();
    // The announcement's goodbye goes out before the process ends (flushSaves waits for it).
    this.lanClosing = this.closeParty('The host has stopped.');
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
    if (PARTY_MESSAGES.has(message.type)) {
      if (!this.party) port.send({ type: 'refused', rule: 'no-lan', reason: 'No LAN table is open.' });
      else this.party.handle(port, client, message as Parameters<LanParty<ClientPort>['handle']>[2]);
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
        const table = this.table;
        client.seat = table ? this.seatFor(client, table) : null;
        port.send({
          type: 'welcome',
          version: PROTOCOL_VERSION,
          catalog: this.catalog,
          settings: this.settings,
          role: client.role,
        });
        if (this.party) port.send({ type: 'lobby', lobby: this.party.view(client) });
        if (table) {
          const snapshot: HostMessage = { type: 'table', table: this.snapshotFor(table, client.seat) };
          this.whenSaved(table, table.step, () => this.clients.has(port) && port.send(snapshot));
        }
        return;
      }
      case 'getSettings':
        port.send({ type: 'settings', settings: this.settings });
        return;
      case 'setSettings': {
        const coachWas = this.settings.coach;
        this.settings = { ...this.settings, ...message.settings } as Settings;
        // The sender hears at once; the file and the other clients get the settled value.
        port.send({ type: 'settings', settings: this.settings });
        this.saveSettingsSoon();
        this.broadcastSettingsSoon(port);
        // The coach's marks come and go with the setting.
        if (this.coach && coachWas !== this.settings.coach) this.resendSnapshots();
        return;
      }
      case 'newTable':
        void this.closeParty('The host started another game.');
        this.startTable(port, message);
        return;
      case 'newLesson':
        void this.closeParty('The host started a lesson.');
        this.startLesson(port, message.game);
        return;
      case 'lessonNext': {
        const done = this.lesson?.next(message.step);
        if (!done?.ok) {
          const error = done?.error ?? { rule: 'no-lesson', reason: 'No lesson is running.' };
          port.send({ type: 'refused', rule: error.rule, reason: error.reason });
        }
        return;
      }
      // Closing the LAN party ends its table, as leaving any table does.
      case 'leaveTable':
      case 'closeLan':
        void this.closeParty('The host closed the table.');
        this.closeTable();
        this.broadcast({ type: 'tableClosed' });
        return;
      case 'hostLan':
        void this.hostLan(port, message);
        return;
      case 'browseLan':
        this.browseLan(port, message.on);
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
        if (message.seat !== undefined && message.seat !== client.seat) {
          port.send({
            type: 'refused',
            rule: 'stale-seat',
            reason: `That move was meant for ${this.table.seats[message.seat]?.name ?? `seat ${message.seat}`}, whose turn has passed.`,
          });
          return;
        }
        if (message.step !== undefined) {
          // Chosen before the seat's current decision began (a late click, a lost race): stale.
          const since = this.table.decisionSince(client.seat);
          if (since !== null && message.step < since) {
            port.send({
              type: 'refused',
              rule: 'stale-step',
              reason: 'The table moved on since you chose that; look again.',
            });
            return;
          }
        }
        // A lesson lets through only the move its coach asks for.
        const outcome = this.lesson
          ? this.lesson.act(client.seat, message.action)
          : this.table.act(client.seat, message.action);
        if (!outcome.ok)
          port.send({ type: 'refused', rule: outcome.error.rule, reason: outcome.error.reason });
        return;
      }
      case 'hint':
        this.hint(port, client);
        return;
      case 'undo': {
        if (!this.table) {
          port.send({ type: 'refused', rule: 'no-table', reason: 'No game is running.' });
          return;
        }
        if (this.lesson) {
          port.send({ type: 'refused', rule: 'lesson-undo', reason: 'A lesson takes no moves back.' });
          return;
        }
        if (client.role !== 'owner' || client.seat === null) {
          port.send({
            type: 'refused',
            rule: 'undo-not-yours',
            reason: 'Only the player at this table can take back a move.',
          });
          return;
        }
        const undone = this.table.undo(client.seat);
        if (!undone.ok) port.send({ type: 'refused', rule: undone.error.rule, reason: undone.error.reason });
        return;
      }
      case 'getStatistics':
        port.send({ type: 'statistics', statistics: this.statistics.current });
        return;
      case 'resetStatistics':
        this.statistics.reset(message.name);
        this.broadcast({ type: 'statistics', statistics: this.statistics.current });
        return;
      case 'listSaves':
        this.afterWrites(port, (saves) => port.send({ type: 'saves', saves: saves.list() }), {
          type: 'saves',
          saves: [],
        });
        return;
      case 'resumeSave': {
        const running = this.table;
        if (running && this.tableId === message.id) {
          const snapshot: HostMessage = { type: 'table', table: this.snapshotFor(running, client.seat) };
          this.whenSaved(running, running.step, () => this.clients.has(port) && port.send(snapshot));
          return;
        }
        this.afterWrites(port, () => {
          const resumed = this.resume(message.id);
          if (!resumed.ok) port.send({ type: 'refused', rule: 'save-problem', reason: resumed.reason });
        });
        return;
      }
      case 'deleteSave': {
        if (this.tableId === message.id) {
          port.send({
            type: 'refused',
            rule: 'save-in-use',
            reason: 'This game is running; leave it before deleting it.',
          });
          return;
        }
        this.afterWrites(port, (saves) => {
          saves.delete(message.id);
          port.send({ type: 'saves', saves: saves.list() });
        });
        return;
      }
      case 'listHistory':
        this.afterWrites(port, () => port.send({ type: 'history', games: this.history?.list() ?? [] }), {
          type: 'history',
          games: [],
        });
        return;
      case 'deleteHistory':
        this.afterWrites(port, () => {
          this.history?.remove(message.id);
          port.send({ type: 'history', games: this.history?.list() ?? [] });
        });
        return;
      case 'openReplay': {
        const token = ++this.replayTokens;
        client.replay = null;
        this.analyses.forget(port);
        const opened = (result: OpenedReplay): void => {
          if (!result.ok) {
            port.send({
              type: 'refused',
              rule: 'replay-file',
              reason: `This game cannot be shown: ${result.reason}.`,
            });
            return;
          }
          client.replay = result.replay;
          port.send({ type: 'replay', replay: result.replay.info });
        };
        const source = message.source;
        if (source.kind === 'file') {
          opened(Replay.open(source.text, { kind: 'file', name: source.name }, token));
          return;
        }
        this.afterWrites(port, () => {
          if (!this.history) return;
          const id = source.kind === 'history' ? source.id : this.history.list()[0]?.id;
          if (id === undefined) opened({ ok: false, reason: 'no game has been finished yet' });
          else opened(this.history.open(id, token));
        });
        return;
      }
      case 'replayFrame': {
        const replay = openReplay(port, client, message.token);
        if (replay) {
          port.send({
            type: 'replayFrame',
            frame: replay.frame(message.step, message.viewer, message.allHands),
          });
        }
        return;
      }
      case 'closeReplay':
        client.replay = null;
        this.analyses.forget(port);
        return;
      case 'analyse': {
        const replay = openReplay(port, client, message.token);
        if (replay) this.analyses.start(port, replay, message.seat);
        return;
      }
      case 'stopAnalysis':
        this.analyses.stop(port);
        return;
      case 'exportRecord': {
        const id = message.id;
        if (id === undefined) {
          const replay = client.replay;
          if (!replay) {
            port.send({ type: 'refused', rule: 'replay-closed', reason: 'No replay is open to export.' });
            return;
          }
          port.send({ type: 'recordFile', name: recordFileName(replay), text: replay.exportText() });
          return;
        }
        this.afterWrites(port, () => {
          const opened = this.history?.open(id, 0);
          if (!opened?.ok) {
            port.send({
              type: 'refused',
              rule: 'replay-file',
              reason: `This game cannot be exported: ${opened?.reason ?? 'there is no history'}.`,
            });
            return;
          }
          port.send({
            type: 'recordFile',
            name: recordFileName(opened.replay),
            text: opened.replay.exportText(),
          });
        });
        return;
      }
    }
  }

  /**
   * Runs `run` with the saved games once no save is being written (so it reads settled files);
   * a host without saves has none (an empty list, or a refusal). A failure goes back to the sender.
   */
  private afterWrites(port: ClientPort, run: (saves: SaveManager) => void, empty?: HostMessage): void {
    const saves = this.saves;
    if (!saves) {
      port.send(empty ?? { type: 'refused', rule: 'no-saves', reason: 'This host keeps no saved games.' });
      return;
    }
    const go = (): void =>
      saves.store.whenIdle(() => {
        if (!this.clients.has(port)) return;
        try {
          run(saves);
        } catch (err) {
          port.send({
            type: 'error',
            message: `The saved games could not be read: ${(err as Error).message}`,
          });
        }
      });
    // Tables closed a moment ago may still have a step to write: it comes first.
    const closing = [...this.savers].filter((saver) => saver !== this.saver && saver.busy);
    if (closing.length === 0) go();
    else void Promise.all(closing.map((saver) => saver.idle())).then(go);
  }

  /**
   * Goes on with a saved table (replacing the running one): the identical state, views, step
   * counter and RNG; a bot whose turn it is starts thinking again.
   */
  resume(id: string): { ok: true; step: number; problem?: string } | { ok: false; reason: string } {
    if (!this.saves) return { ok: false, reason: 'This host keeps no saved games.' };
    const loaded = this.saves.load(id);
    if (!loaded.ok) return { ok: false, reason: loaded.problem };
    const resumed = resumeTable(id, loaded.save, this.sessionOptions());
    if (!resumed.ok) return { ok: false, reason: resumed.reason };
    void this.closeParty('The host went on with another game.');
    if (resumed.lan) {
      // A LAN table: the lobby comes back with every token; guests rejoin with theirs.
      const lobby = Lobby.restore(resumed.session.game.id, resumed.identity.options, resumed.lan);
      const party = this.makeParty(lobby, id, {});
      this.install(resumed.session, resumed.rng, { ...resumed.identity, lan: () => party.snapshot() });
      void party.open().then((problem) => {
        if (this.party !== party) return;
        if (problem) this.broadcast({ type: 'error', message: problem });
        party.broadcast();
      });
    } else this.install(resumed.session, resumed.rng, resumed.identity);
    // The step the save holds: the table may already have gone on (a bot or a deal at once).
    const step = loaded.save.meta.step;
    return loaded.problem ? { ok: true, step, problem: loaded.problem } : { ok: true, step };
  }

  /**
   * Resumes the most recently saved unfinished table, if any (`--resume`): its id and the step
   * it goes on from, or null.
   */
  resumeNewest(): { id: string; step: number; problem?: string } | null {
    const id = this.saves?.newestResumable() ?? null;
    if (id === null) return null;
    const resumed = this.resume(id);
    if (!resumed.ok) return null;
    return { id, step: resumed.step, ...(resumed.problem ? { problem: resumed.problem } : {}) };
  }

  /** The running table's save id (null when none runs or nothing is saved). */
  get currentSaveId(): string | null {
    return this.tableId;
  }

  /** Resolves once every save taken so far is written (call before the process ends). */
  async flushSaves(): Promise<void> {
    await Promise.all([...[...this.savers].map((saver) => saver.idle()), this.lanClosing]);
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
    // In a lesson the hint is the coach's move.
    const asked = this.lesson && seat === this.lesson.person ? this.lesson.hint() : null;
    if (asked) {
      port.send({ type: 'hint', action: { ...asked }, reason: 'The lesson asks for this move.' });
      return;
    }
    if (seat === null || !table.waitingFor().includes(seat) || this.lesson) {
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
    const view = table.snapshot(seat).view;
    // The bot needs every legal action, not the compact list a client gets (Siegel predictions).
    const legal = table.legalFor(seat);
    const step = table.step;
    const runner = this.options.botRunner ?? inlineBotRunner;
    const rng = createRng(randomBytes(4).readUInt32LE(0));
    client.hintPending = true;
    const done = (): void => {
      client.hintPending = false;
    };
    runner.decide(botFor(table.game.id, 'meister'), { seat, view, legal, rng }).then(
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

  private sessionOptions() {
    return {
      botDelay: () => (this.options.botDelays ?? DEFAULT_BOT_DELAYS)[this.settings.botSpeed],
      ...(this.options.scheduler ? { scheduler: this.options.scheduler } : {}),
      ...(this.options.botRunner ? { botRunner: this.options.botRunner } : {}),
    };
  }

  private startTable(port: ClientPort, message: NewTableMessage): void {
    const game = gameById(message.game);
    const seats = message.seats.length;
    const seed = message.seed ?? randomBytes(8).toString('hex');
    const firstDealer = message.firstDealer ?? Math.floor(Math.random() * seats);
    const rng = createRng(seed);
    const created = TableSession.create({
      game,
      seats: message.seats,
      options: message.options,
      seed,
      firstDealer,
      rng,
      ...this.sessionOptions(),
    });
    if (!created.ok) {
      port.send({ type: 'refused', rule: 'table-config', reason: created.reason });
      return;
    }
    const options = game.optionsSchema.parse(message.options) as Record<string, unknown>;
    const id = newSaveId((this.options.now ?? Date.now)());
    this.install(created.session, rng, { id, seed, firstDealer, seats: message.seats, options });
  }

  /** "Learn to play": the game's lesson becomes the running table (see lesson-run.ts). */
  private startLesson(port: ClientPort, game: GameId): void {
    const lesson = lessonFor(game);
    if (!lesson) {
      port.send({ type: 'refused', rule: 'no-lesson', reason: `There is no lesson for ${game} yet.` });
      return;
    }
    const { botDelay, scheduler } = this.sessionOptions();
    const started = LessonRun.start(lesson, this.settings.playerName, {
      botDelay,
      ...(scheduler ? { scheduler } : {}),
    });
    if (!started.ok) {
      port.send({ type: 'refused', rule: 'lesson-setup', reason: started.reason });
      return;
    }
    const { run } = started;
    const identity = {
      id: `lesson-${game}`,
      seed: `lesson-${game}`,
      firstDealer: lesson.firstDealer,
      seats: run.table.seats,
      options: run.table.record.options,
    };
    this.install(run.table, createRng(identity.seed), identity, run);
  }

  /**
   * Makes `table` the running table: clients seated, saved after every step, started. A lesson's
   * table is none of the person's games: it is not saved, counted, coached or played for par.
   */
  private install(table: TableSession, rng: Rng, identity: TableIdentity, lesson?: LessonRun): void {
    this.closeTable();
    this.table = table;
    this.lesson = lesson ?? null;
    for (const client of this.clients.values()) if (client.greeted) client.seat = this.seatFor(client, table);
    const saves = lesson ? null : this.saves;
    const saver = saves
      ? new TableSaver(saves.store, identity, table, rng, {
          now: this.options.now ?? Date.now,
          report: (message) => this.broadcast({ type: 'error', message }),
          saved: () => saves.saved(identity.id),
        })
      : null;
    this.saver = saver;
    this.tableId = saver ? identity.id : null;
    if (saver) this.savers.add(saver);
    // The saver listens first: a step's snapshots wait for its save (see saves.ts).
    const unsave = saver ? table.subscribe(() => saver.stepped()) : () => true;
    const unsubscribe = table.subscribe(() => this.sendSnapshots(table));
    const unproblem = table.onProblem((message) => this.broadcast({ type: 'error', message }));
    // Par and the coach: one person against bots, offline.
    const parSeat = lesson ? null : playsPar(table.seats, identity.lan !== undefined);
    const par =
      this.options.par && parSeat !== null
        ? new ParKeeper(table, parSeat, identity.seed, this.options.par, (message) =>
            this.broadcast({ type: 'error', message }),
          )
        : null;
    this.par = par;
    const coachRunner = this.options.coach;
    const coach =
      coachRunner && parSeat !== null
        ? new CoachKeeper(table, parSeat, identity.seed, coachRunner, () => this.settings.coach)
        : null;
    this.coach = coach;
    // The finished game counts once for the people at the table (see statistics.ts), with par.
    const unwatch = lesson ? () => true : this.statistics.watch(par ? watchedWithPar(table, par) : table);
    // A round's par, a judgement of the coach, a lesson's Next or refusal: they change the
    // person's snapshot between steps, which goes out again for the same step.
    const unresend = [par, coach, lesson ?? null].flatMap((c) =>
      c ? [c.onChange(() => this.resendSnapshots())] : [],
    );
    this.unsubscribe = () => {
      unsave();
      unsubscribe();
      unproblem();
      for (const stop of unresend) stop();
      unwatch();
      par?.close();
      coach?.close();
    };
    this.sendSnapshots(table);
    table.start();
  }

  /** Runs `run` once `step` of `table` is saved, unless the table was closed meanwhile. */
  private whenSaved(table: TableSession, step: number, run: () => void): void {
    const saver = this.saver;
    if (!saver) {
      run();
      return;
    }
    saver.afterSaved(step, () => {
      if (this.table === table) run();
    });
  }

  /**
   * Local play: the host's own clients play the first human seat; a guest watches (guests get
   * seats of their own with the LAN lobby).
   */
  private seatFor(client: Client, table: TableSession): Seat | null {
    const party = this.party;
    if (party && party.lobby.started) {
      // A LAN table: guests play their own seat, the host's window the host's seats.
      const seats = party.seatsOf(client);
      if (client.role !== 'owner') return seats[0] ?? null;
      return this.followTurn(client, table, seats);
    }
    if (client.role !== 'owner') return null;
    return this.followTurn(
      client,
      table,
      table.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : [])),
    );
  }

  /**
   * Of the seats a window plays: one alone, or at a hot-seat table the person whose turn it is
   * (several at once, as when passing in Abyss: one after the other in seat order); while others
   * move, the last person stays shown.
   */
  private followTurn(client: Client, table: TableSession, people: Seat[]): Seat | null {
    if (people.length <= 1) return people[0] ?? null;
    const acting = table.waitingFor().find((seat) => people.includes(seat));
    if (acting !== undefined) return acting;
    return client.seat !== null && people.includes(client.seat) ? client.seat : (people[0] ?? null);
  }

  /** A seat's snapshot, with who is away at a LAN table. */
  private snapshotFor(table: TableSession, seat: Seat | null): TableSnapshot {
    const plain = this.lesson ? this.lesson.annotate(table.snapshot(seat)) : table.snapshot(seat);
    // Par and the coach are the person's own: in their snapshot only (the coach while it is on).
    const par = this.par && seat === this.par.seat ? this.par.snapshot() : null;
    const coach =
      this.coach && seat === this.coach.seat && this.settings.coach ? this.coach.snapshot() : null;
    const snapshot =
      par || coach ? { ...plain, ...(par ? { par } : {}), ...(coach ? { coach } : {}) } : plain;
    const party = this.party;
    if (!party || !party.lobby.started) return snapshot;
    return { ...snapshot, seats: snapshot.seats.map((s, i) => ({ ...s, ...party.presence(i) })) };
  }

  /** Sends every client its snapshot of the running table again (presence changed). */
  private resendSnapshots(): void {
    if (this.table) this.sendSnapshots(this.table);
  }

  private sendSnapshots(table: TableSession): void {
    // Taken now (the table goes on), sent once this step is on disk.
    const out: [ClientPort, HostMessage][] = [];
    for (const [port, client] of this.clients) {
      if (!client.greeted) continue;
      // At a hot-seat table the owner's seat follows the turn.
      client.seat = this.seatFor(client, table);
      out.push([port, { type: 'table', table: this.snapshotFor(table, client.seat) }]);
    }
    this.whenSaved(table, table.step, () => {
      for (const [port, message] of out) if (this.clients.has(port)) port.send(message);
    });
  }

  private broadcast(message: HostMessage): void {
    for (const [port, client] of this.clients) if (client.greeted) port.send(message);
  }

  /** Starts or stops looking for LAN tables for a client; the browser runs while anyone looks. */
  private browseLan(port: ClientPort, on: boolean): void {
    if (on) this.browsing.add(port);
    else this.browsing.delete(port);
    if (this.browsing.size > 0 && !this.browser && this.options.browse) {
      const browser = this.options.browse();
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

  /** Opens a LAN table: the lobby, then the network (listening, announcing). */
  private async hostLan(
    port: ClientPort,
    message: Extract<ClientMessage, { type: 'hostLan' }>,
  ): Promise<void> {
    const game = gameById(message.game);
    const options = tableOptions(game, message.seats.length, message.options);
    if (!options.ok) {
      port.send({ type: 'refused', rule: 'table-config', reason: options.reason });
      return;
    }
    if (message.seats.length < game.minPlayers || message.seats.length > game.maxPlayers) {
      port.send({
        type: 'refused',
        rule: 'table-config',
        reason: `${game.id} is played by ${game.minPlayers}–${game.maxPlayers} players`,
      });
      return;
    }
    for (const spec of message.seats) {
      const refusal = spec.kind === 'bot' ? seatLevelRefusal(spec.level) : null;
      if (refusal) {
        port.send({ type: 'refused', rule: 'table-config', reason: refusal });
        return;
      }
    }
    await this.closeParty('The host opened another table.');
    this.closeTable();
    this.broadcast({ type: 'tableClosed' });
    const lobby = Lobby.fromSpecs(
      message.game,
      options.options,
      `${this.settings.playerName}'s table`,
      message.code,
      message.seats,
      (seat) => `Bot ${seat + 1}`,
    );
    const party = this.makeParty(lobby, newSaveId((this.options.now ?? Date.now)()), {
      seed: message.seed,
      firstDealer: message.firstDealer,
    });
    const problem = await party.open();
    if (this.party !== party) return;
    if (problem) {
      this.party = null;
      port.send({ type: 'refused', rule: 'lan-open', reason: problem });
      return;
    }
    party.broadcast();
  }

  private makeParty(
    lobby: Lobby,
    id: string,
    start: { seed?: string | undefined; firstDealer?: number | undefined },
  ) {
    const party: LanParty<ClientPort> = new LanParty<ClientPort>(lobby, id, this.network, {
      send: (p, m) => p.send(m),
      close: (p, reason) => {
        this.clients.delete(p);
        p.close?.(reason);
      },
      clients: () => [...this.clients].filter(([, c]) => c.greeted),
      startTable: (l) => this.startLanTable(party, l, start),
      standIn: (seat, level) => {
        if (this.party === party) this.table?.standIn(seat, level);
      },
      resend: () => {
        if (this.party === party) this.resendSnapshots();
      },
      awayBotSeconds: () => this.settings.awayBotSeconds,
      scheduler: this.timers,
      now: this.options.now ?? Date.now,
    });
    this.party = party;
    return party;
  }

  /** The lobby is complete: its table begins, saved with the lobby (tokens included). */
  private startLanTable(
    party: LanParty<ClientPort>,
    lobby: Lobby,
    start: { seed?: string | undefined; firstDealer?: number | undefined },
  ): { ok: true } | { ok: false; reason: string } {
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
      ...this.sessionOptions(),
    });
    if (!created.ok) return created;
    // Seated before the first snapshot goes out.
    lobby.started = true;
    this.install(created.session, rng, {
      id: party.id,
      seed,
      firstDealer,
      seats,
      options: lobby.options,
      lan: () => party.snapshot(),
    });
    return { ok: true };
  }

  private async closeParty(reason: string): Promise<void> {
    const party = this.party;
    if (!party) return;
    this.party = null;
    await party.close(reason);
    this.broadcast({ type: 'lobby', lobby: null });
  }

  private closeTable(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.par = null;
    this.coach = null;
    this.lesson?.close();
    this.lesson = null;
    this.table?.close();
    this.table = null;
    const saver = this.saver;
    if (saver) {
      // What is taken is still written; nothing is held back for the closed table any more.
      saver.close();
      void saver.idle().then(() => this.savers.delete(saver));
    }
    this.saver = null;
    this.tableId = null;
  }
}
