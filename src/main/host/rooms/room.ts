/**
 * One table of the host (a host runs any number): its game, saved after every step, with its
 * keepers (par, the live coach, a lesson) and, at a LAN table, its party (lobby and members).
 * Every client looks at one room at most; a room builds each of its clients' snapshots from
 * that client's own seat. A step of its game is written first and sent after (`stepped`).
 *
 * The room is the only one that touches its game: the parts ask it to act, take back, hint.
 */
import type { Message } from '../../../shared/i18n/message';
import type { HostMessage, OpenTableInfo, TableSnapshot } from '../../../shared/protocol';
import type { Settings } from '../../../shared/settings';
import type { Seat } from '../../../shared/types';
import type { DecisionRunner } from '../../analysis/analyse';
import type { Rng } from '../../engine/rng';
import { refuse } from '../../engine/rule-error';
import type { ParRunner } from '../../workers/par-pool';
import { CoachKeeper } from '../coaching/coach-keeper';
import type { LessonRun } from '../coaching/lesson-run';
import { ParKeeper, playsPar, watchedWithPar } from '../coaching/par-keeper';
import type { ClientPort, ClientRole } from '../connection/port';
import type { TokenBucket } from '../connection/rate-limit';
import type { LanParty } from '../lobby/party';
import type { SaveStore } from '../persistence/save-store';
import { TableSaver, type SaveManager, type TableIdentity } from '../persistence/saves';
import type { StatisticsKeeper } from '../statistics/statistics-keeper';
import type { TableSession } from '../table/table-session';
import { hintAsk, play, takeBack, type HintAsk, type Move, type Outcome } from './moves';
import { seatFor, seatsPlayed, type RoomKind } from './seating';

export { CHALLENGE_SEAT, type RoomKind } from './seating';
export type { Outcome } from './moves';

/** One connection as the host sees it: who it is, which table it looks at, its budget. */
export interface Client {
  role: ClientRole;
  /** The table this client looks at (plays at, watches, or stands in the lobby of), or null. */
  room: Room | null;
  /** The seat it plays at that table, or null (it watches); a room sets it (`seatClients`). */
  seat: Seat | null;
  greeted: boolean;
  bucket: TokenBucket;
  /** Messages refused for rate since the last accepted one (to say so once per burst). */
  flooding: number;
  /** Refusals left before the connection is closed. */
  strikes: TokenBucket;
  hintPending: boolean;
  /** The LAN member this connection is at its table (see lobby/party.ts), or null. */
  member: string | null;
  /** The challenge participant this connection is (see challenge/), or null. */
  participant: string | null;
  codeTries: number;
}

/** What a room asks of the host's connections (rooms/clients.ts answers it). */
export interface Audience {
  /** The greeted clients looking at `room`. */
  at(room: Room): Iterable<[ClientPort, Client]>;
  get(port: ClientPort): Client | undefined;
  has(port: ClientPort): boolean;
}

/** What a room uses of the host: its clients, saves, statistics, keepers' threads, settings, clock. */
export interface RoomServices {
  readonly clients: Audience;
  readonly saves: SaveManager | null;
  /** Savers still writing: the open tables' and those of tables just closed. */
  readonly savers: Set<TableSaver>;
  readonly statistics: StatisticsKeeper;
  /** Plays finished rounds again for par (none: no table plays par). */
  readonly par: ParRunner | null;
  /** Weighs the person's decisions for the live coach (none: no coach). */
  readonly coach: DecisionRunner | null;
  settings(): Settings;
  now(): number;
  /** The open tables changed (one opened, closed, started or filled a seat): the lists follow. */
  tablesChanged(): void;
}

/** A hint's question (rooms/moves.ts), with whether the table is still where it was asked. */
export type RoomHint =
  Exclude<HintAsk, { lesson: null }> | (Extract<HintAsk, { lesson: null }> & { current: () => boolean });

export class Room {
  private table: TableSession | null = null;
  party: LanParty<ClientPort> | null = null;
  /** The running table's lesson, when it is one ("Learn to play", see lesson-run.ts). */
  private lesson: LessonRun | null = null;
  /** The running table's par, where it plays par (see par-keeper.ts). */
  private par: ParKeeper | null = null;
  /** The running table's live coach, where it may coach (see coach-keeper.ts). */
  private coach: CoachKeeper | null = null;
  private saver: TableSaver | null = null;
  /** At a challenge's table: which challenge and deal (told in every snapshot). */
  challengeDeal: TableSnapshot['challengeDeal'] | null = null;
  private unsubscribe: (() => void) | null = null;
  private closed = false;
  /**
   * Per seat, how many rounds' summaries its person has seen (the client's count, kept for the
   * room's life): a page that comes back shows the one not yet seen (`summariesSeen`).
   */
  private readonly summariesSeen = new Map<Seat, number>();

  constructor(
    readonly id: string,
    readonly kind: RoomKind,
    private readonly core: RoomServices,
  ) {}

  /** The id its saves go under, while it is saved (null: nothing is saved, or no game runs). */
  get saveId(): string | null {
    return this.saver ? this.id : null;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** What the table lists tell about this room. */
  info(): OpenTableInfo {
    const lobby = this.party?.lobby;
    const table = this.table;
    const game = lobby?.game ?? table?.game.id ?? 'siegel';
    const seats = lobby ? lobby.seats.length : (table?.seats.length ?? 0);
    return {
      id: this.id,
      kind: this.lesson ? 'lesson' : this.kind === 'challenge' ? 'local' : this.kind,
      name: lobby?.name ?? this.core.settings().playerName,
      game,
      seats,
      taken: lobby ? lobby.seats.filter((s) => s.kind !== 'open').length : seats,
      protected: lobby ? lobby.code !== null : false,
      started: lobby ? lobby.started : table !== null,
      finished: table?.result !== null && table?.result !== undefined,
    };
  }

  /**
   * Makes `table` this room's game: its clients seated, saved after every step, started. A
   * lesson's table and a challenge's deal (`plain`) are none of the person's games: they are not
   * saved among them, counted, coached or played for par.
   */
  install(
    table: TableSession,
    rng: Rng,
    identity: TableIdentity,
    extras: { lesson?: LessonRun; plain?: boolean; saveTo?: Pick<SaveStore, 'write'> } = {},
  ): void {
    this.closeTable();
    // A new game: nothing of it has been seen yet (the first snapshot's client tells its count).
    this.summariesSeen.clear();
    const core = this.core;
    const lesson = extras.lesson;
    const plain = extras.plain === true || lesson !== undefined;
    this.table = table;
    this.lesson = lesson ?? null;
    for (const [, client] of core.clients.at(this)) client.seat = seatFor(this, table, client);
    // A challenge's table is saved into the challenge's own file (`saveTo`), not among the games.
    const saves = plain ? null : core.saves;
    const store = extras.saveTo ?? saves?.store ?? null;
    const saver = store
      ? new TableSaver(store, identity, table, rng, {
          now: core.now,
          report: (message) => this.tell({ type: 'error', message }),
          ...(saves ? { saved: () => saves.saved(identity.id) } : {}),
        })
      : null;
    this.saver = saver;
    if (saver) core.savers.add(saver);
    const unsubscribe = table.subscribe(() => this.stepped());
    const unproblem = table.onProblem((message) => this.tell({ type: 'error', message }));
    // Par and the coach: one person against bots, offline.
    const parSeat = plain ? null : playsPar(table.seats, identity.lan !== undefined);
    const { par: parRunner, coach: coachRunner } = core;
    const par =
      parRunner && parSeat !== null
        ? new ParKeeper(table, parSeat, identity.seed, parRunner, (message) =>
            this.tell({ type: 'error', message }),
          )
        : null;
    this.par = par;
    const coach =
      coachRunner && parSeat !== null
        ? new CoachKeeper(table, parSeat, identity.seed, coachRunner, () => core.settings().coach)
        : null;
    this.coach = coach;
    // The finished game counts once for the people at the table (see statistics.ts), with par.
    const unwatch = plain ? () => true : core.statistics.watch(par ? watchedWithPar(table, par) : table);
    // A round's par, a judgement of the coach, a lesson's Next or refusal: they change the
    // person's snapshot between steps, which goes out again for the same step.
    const unresend = [par, coach, lesson ?? null].flatMap((c) =>
      c ? [c.onChange(() => this.resend())] : [],
    );
    this.unsubscribe = () => {
      unsubscribe();
      unproblem();
      for (const stop of unresend) stop();
      unwatch();
      par?.close();
      coach?.close();
    };
    this.sendSnapshots();
    table.start();
    core.tablesChanged();
  }

  /** Whether a game runs here (a LAN lobby waits without one). */
  get playing(): boolean {
    return this.table !== null;
  }

  /** The running game's record (for saves and bug reports), or null. */
  get record(): TableSession['record'] | null {
    return this.table?.record ?? null;
  }

  /** A bot plays for the seat (a level), or its person again (null): a LAN guest away or back. */
  standIn(seat: Seat, level: string | null): void {
    this.table?.standIn(seat, level);
  }

  /** A client's move (rooms/moves.ts). A move taken makes the table step: see `stepped`. */
  act(client: Client, move: Move): Outcome {
    const table = this.table;
    if (!table) return refuse('no-table', 'host.table.none');
    return play(table, this.lesson, client.seat, move);
  }

  /** The owner's take-back of its last move (never in a lesson). */
  undo(client: Client): Outcome {
    const table = this.table;
    if (!table) return refuse('no-table', 'host.table.none');
    return takeBack(table, this.lesson, client.role, client.seat);
  }

  /** A lesson's Next (null: no lesson runs here). */
  lessonNext(step: number): Outcome | null {
    return this.lesson ? this.lesson.next(step) : null;
  }

  /**
   * What a hint for the client's current decision needs (rooms/moves.ts), and whether the table
   * is still where it was when the bot's answer comes.
   */
  hintAsk(client: Client): RoomHint {
    const table = this.table;
    if (!table) return refuse('no-table', 'host.table.none');
    const ask = hintAsk(table, this.lesson, client.seat);
    if (!ask.ok || ask.lesson) return ask;
    const step = table.step;
    return { ...ask, current: () => this.table === table && table.step === step };
  }

  /** Runs `run` once `step` of the table is saved, unless the table was replaced meanwhile. */
  whenSaved(step: number, run: () => void): void {
    const saver = this.saver;
    const table = this.table;
    if (!saver) {
      run();
      return;
    }
    saver.afterSaved(step, () => {
      if (this.table === table) run();
    });
  }

  /** One client's snapshot, once the step it shows is on disk (a hello, a switch of tables). */
  sendTo(port: ClientPort, client: Client): void {
    const table = this.table;
    if (!table) return;
    client.seat = seatFor(this, table, client);
    const message: HostMessage = { type: 'table', table: this.snapshotFor(table, client.seat) };
    this.whenSaved(table.step, () => {
      if (this.core.clients.has(port) && client.room === this) port.send(message);
    });
  }

  /** A seat's snapshot, with the person's own par and coach, and who is away at a LAN table. */
  private snapshotFor(table: TableSession, seat: Seat | null): TableSnapshot {
    const plain = this.lesson ? this.lesson.annotate(table.snapshot(seat)) : table.snapshot(seat);
    const par = this.par && seat === this.par.seat ? this.par.snapshot() : null;
    const coach =
      this.coach && seat === this.coach.seat && this.core.settings().coach ? this.coach.snapshot() : null;
    const snapshot = {
      ...plain,
      tableId: this.id,
      // A challenge takes nothing back (play-desk.ts refuses it): no Undo to offer.
      ...(this.challengeDeal ? { canUndo: false, challengeDeal: this.challengeDeal } : {}),
      ...(par ? { par } : {}),
      ...(coach ? { coach } : {}),
      ...(seat !== null && this.summariesSeen.has(seat)
        ? { summariesSeen: this.summariesSeen.get(seat) }
        : {}),
    };
    const party = this.party;
    if (!party || !party.lobby.started) return snapshot;
    return { ...snapshot, seats: snapshot.seats.map((s, i) => ({ ...s, ...party.presence(i) })) };
  }

  /** A client has seen the first `count` summaries: kept for every seat it plays here (never lowered). */
  summarySeen(client: Client, count: number): void {
    const table = this.table;
    if (!table) return;
    for (const seat of seatsPlayed(this, table, client))
      this.summariesSeen.set(seat, Math.max(count, this.summariesSeen.get(seat) ?? 0));
  }

  /**
   * The table took a step (a move, a bot's, a deal, a take-back): it is written first, the seats
   * follow the turn, and each client's view goes out once the step is on disk. This order, here
   * and nowhere else, is why nobody is ever shown a step that a crash could lose.
   */
  private stepped(): void {
    this.saver?.stepped();
    this.seatClients();
    this.sendSnapshots();
  }

  /**
   * Every client here its snapshot again: par, the coach or a lesson changed it between steps,
   * or a guest came, went or was replaced (so the seats are settled again first).
   */
  resend(): void {
    this.seatClients();
    this.sendSnapshots();
  }

  /** Each client here plays the seat `seatFor` gives it (at a hot-seat table it follows the turn). */
  private seatClients(): void {
    const table = this.table;
    if (!table) return;
    for (const [, client] of this.core.clients.at(this)) client.seat = seatFor(this, table, client);
  }

  /** Each client's view from the seat it plays, sent once the current step is on disk. */
  private sendSnapshots(): void {
    const table = this.table;
    if (!table) return;
    // Taken now (the table goes on), sent once this step is on disk.
    const out: [ClientPort, HostMessage][] = [];
    for (const [port, client] of this.core.clients.at(this))
      out.push([port, { type: 'table', table: this.snapshotFor(table, client.seat) }]);
    const clients = this.core.clients;
    this.whenSaved(table.step, () => {
      // A client that went to another table meanwhile gets nothing more of this one.
      for (const [port, message] of out) if (clients.get(port)?.room === this) port.send(message);
    });
  }

  /** A message to every client looking at this room. */
  tell(message: HostMessage): void {
    for (const [port] of this.core.clients.at(this)) port.send(message);
  }

  /** Ends the running game (a LAN lobby stays as it is); what is taken is still written. */
  closeTable(): void {
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
      saver.close();
      const savers = this.core.savers;
      void saver.idle().then(() => savers.delete(saver));
    }
    this.saver = null;
  }

  /**
   * Closes the room: the party tells its guests and withdraws the announcement, the game ends,
   * and its clients look at no table any more (they hear `tableClosed`, unless the host stops).
   */
  async close(reason: Message, tell = true): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const party = this.party;
    const closing = party ? party.close(reason) : Promise.resolve();
    this.closeTable();
    for (const [port, client] of this.core.clients.at(this)) {
      client.room = null;
      client.seat = null;
      if (!tell) continue;
      if (party) port.send({ type: 'lobby', lobby: null });
      port.send({ type: 'tableClosed' });
    }
    await closing;
  }
}
