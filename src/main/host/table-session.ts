/**
 * The authoritative table: one game between seats (people and bots). It deals and draws chance
 * events from its seeded RNG, runs bot turns with a pacing delay, appends every step to the
 * record, and tells its listeners after every step. Nothing leaves it but per-seat views
 * (`snapshot(seat)`), and a refused action comes back with its reason, changing nothing.
 */
import type { SeatConfig, TableEvent, TableSnapshot } from '../../shared/protocol';
import { newRecord, recordAction, type GameRecord } from '../../shared/record';
import type { GameResult, Seat } from '../../shared/types';
import { botFor, isBotLevel, seatLevelRefusal, type AnyBot } from '../ai/levels';
import type { AnyGame, BaseAction } from '../engine/game';
import { tableOptions } from '../engine/options';
import { createRng, type Rng } from '../engine/rng';
import type { RuleError } from '../engine/rule-error';
import { describeIssues } from '../../shared/record';
import { inlineBotRunner, type BotRequest, type BotRunner } from '../ai/runner';
import { decisionRng, decisionsBy } from '../ai/decision-seed';
import { checkUndo, type Checkpoint, type UndoCheck } from './undo';

export interface Scheduler {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realScheduler: Scheduler = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface TableConfig {
  game: AnyGame;
  seats: SeatConfig[];
  options: Record<string, unknown>;
  seed: string;
  firstDealer?: Seat;
  /** Milliseconds a bot waits before it acts (read at every bot turn, so a setting applies at once). */
  botDelay?: () => number;
  scheduler?: Scheduler;
  botRunner?: BotRunner;
  /** The generator chance and bots draw from (default: one seeded with `seed`); the host saves its state. */
  rng?: Rng;
  /** Goes on from a saved point instead of a fresh game (see saves.ts); `start()` resumes play. */
  resume?: ResumePoint;
  /** Plays only this many rounds, then stops before the next deal (a duplicate challenge's deal). */
  rounds?: number;
}

/** A table as saved: its record, the state that record replays to, and the step it ended with. */
export interface ResumePoint {
  record: GameRecord;
  state: unknown;
  lastEvent: TableEvent;
}

/** Steps a table took to write this record: one per deal, one per action. */
export function stepsOf(record: GameRecord): number {
  return record.rounds.reduce((steps, round) => steps + 1 + round.actions.length, 0);
}

/**
 * Told after every step what kind of step it was, never its content: what a seat may learn of
 * an action depends on the seat, so listeners fetch `snapshot(seat)`.
 */
export type SessionListener = (step: { step: number; kind: TableEvent['kind'] }) => void;

export type CreateResult = { ok: true; session: TableSession } | { ok: false; reason: string };

export class TableSession {
  readonly game: AnyGame;
  readonly seats: SeatConfig[];
  readonly record: GameRecord;
  private state: unknown;
  private stepCount = 0;
  /** The last step as it happened (the raw action included); each seat gets its own event of it. */
  private lastEvent: TableEvent = { kind: 'start' };
  private readonly rng: Rng;
  private readonly seed: string;
  private readonly bots: (AnyBot | null)[];
  /** Per waiting seat, the step its current decision began at (for stale-click checks). */
  private readonly waitingSince = new Map<Seat, number>();
  /** Bots that play a person's seat while the person is away (a dropped LAN guest). */
  private readonly standIns = new Map<Seat, AnyBot>();
  private readonly listeners = new Set<SessionListener>();
  private readonly problemListeners = new Set<(message: string) => void>();
  private readonly scheduler: Scheduler;
  private readonly botRunner: BotRunner;
  private readonly botDelay: () => number;
  /** The steps of the current round with the state before each (for undo; cleared at a deal). */
  private checkpoints: Checkpoint[] = [];
  private pendingBot: unknown = null;
  private botThinking = false;
  private closed = false;
  private readonly roundLimit: number | null;

  /** Validates the configuration (player count, options, bot levels) before any table exists. */
  static create(config: TableConfig): CreateResult {
    const { game, seats } = config;
    if (seats.length < game.minPlayers || seats.length > game.maxPlayers) {
      return { ok: false, reason: `${game.id} is played by ${game.minPlayers}–${game.maxPlayers} players` };
    }
    for (const seat of seats) {
      const refusal = seat.kind === 'bot' ? seatLevelRefusal(seat.level) : null;
      if (refusal) return { ok: false, reason: `${refusal} (${seat.name})` };
    }
    const options = tableOptions(game, seats.length, config.options);
    if (!options.ok) return options;
    const firstDealer = config.firstDealer ?? 0;
    if (firstDealer >= seats.length) return { ok: false, reason: `dealer ${firstDealer} is not a seat` };
    return { ok: true, session: new TableSession(config, options.options, firstDealer) };
  }

  /** `options` are those in effect at this table (what the record says and the game plays). */
  private constructor(config: TableConfig, options: Record<string, unknown>, firstDealer: Seat) {
    this.game = config.game;
    this.seats = config.seats;
    this.rng = config.rng ?? createRng(config.seed);
    this.seed = config.seed;
    this.scheduler = config.scheduler ?? realScheduler;
    this.botRunner = config.botRunner ?? inlineBotRunner;
    this.botDelay = config.botDelay ?? (() => 0);
    this.roundLimit = config.rounds ?? null;
    this.bots = config.seats.map((seat) =>
      seat.kind === 'bot' && seat.level && isBotLevel(seat.level) ? botFor(config.game.id, seat.level) : null,
    );
    this.record =
      config.resume?.record ??
      newRecord({
        game: config.game.id,
        seats: config.seats.map((s) =>
          s.kind === 'bot' ? { name: s.name, kind: 'bot', level: s.level } : { name: s.name, kind: 'human' },
        ),
        options,
      });
    this.state = config.resume
      ? config.resume.state
      : config.game.newGame(config.seats.length, options, firstDealer);
    if (config.resume) {
      this.stepCount = stepsOf(this.record);
      this.lastEvent = config.resume.lastEvent;
    }
  }

  /** Problems the table recovered from (a bot that failed and was replaced for one move). */
  onProblem(listener: (message: string) => void): () => void {
    this.problemListeners.add(listener);
    return () => this.problemListeners.delete(listener);
  }

  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts play: deals and lets bots act until a person must decide. */
  start(): void {
    this.advance();
  }

  close(): void {
    this.closed = true;
    if (this.pendingBot !== null) this.scheduler.clearTimeout(this.pendingBot);
    this.pendingBot = null;
    this.listeners.clear();
    this.problemListeners.clear();
  }

  get step(): number {
    return this.stepCount;
  }

  result(): GameResult | null {
    return this.game.result(this.state);
  }

  /** Every seat's running total (penalties, points or fields: the game's own units). */
  totals(): number[] {
    return this.game.totals(this.state);
  }

  /** Whether the table has played all it will: the game is over, or its round limit is reached. */
  get done(): boolean {
    return this.result() !== null || this.limitReached();
  }

  private limitReached(): boolean {
    return (
      this.roundLimit !== null &&
      this.record.rounds.length >= this.roundLimit &&
      this.game.next(this.state).kind === 'deal'
    );
  }

  waitingFor(): Seat[] {
    const next = this.game.next(this.state);
    return next.kind === 'act' ? next.seats : [];
  }

  /** What `seat` (null: a spectator) may see now. */
  snapshot(seat: Seat | null): TableSnapshot {
    const waiting = this.waitingFor();
    const acting = seat !== null && waiting.includes(seat);
    return {
      step: this.stepCount,
      game: this.game.id,
      seats: this.seats.map((s) => ({ name: s.name, kind: s.kind, ...(s.level ? { level: s.level } : {}) })),
      you: seat,
      options: this.record.options,
      view: this.game.view(this.state, seat),
      legal: acting ? this.clientLegal(seat) : [],
      cardRefusals: acting && this.game.cardRefusals ? this.game.cardRefusals(this.state, seat) : {},
      waitingFor: waiting,
      event: this.eventFor(seat),
      result: this.game.result(this.state),
      canUndo: seat !== null && this.undoCheck(seat).ok,
    };
  }

  /**
   * Whether `seat` may take back its last action now: only at a table of one person and bots,
   * and only while nothing hidden was revealed to that person since (see undo.ts).
   */
  undoCheck(seat: Seat): UndoCheck {
    const people = this.seats.filter((s) => s.kind === 'human').length;
    if (people !== 1 || this.seats[seat]?.kind !== 'human') {
      return {
        ok: false,
        rule: 'undo-not-alone',
        reason: 'Moves can be taken back only at a table of one person with bots.',
      };
    }
    return checkUndo(
      this.game,
      this.checkpoints,
      this.state,
      seat,
      this.seats.map((s) => s.name),
    );
  }

  /**
   * Takes back `seat`'s last action and everything the bots did after it: the state and the
   * record go back to just before it (the record keeps no trace), the bots decide again. The
   * step counter goes back too, and the step is announced as a fresh start ('start' event), so
   * clients show the earlier table at once instead of animating backwards.
   */
  undo(seat: Seat): { ok: true } | { ok: false; error: RuleError } {
    if (this.closed) return { ok: false, error: { rule: 'table-closed', reason: 'This table is closed.' } };
    const check = this.undoCheck(seat);
    if (!check.ok) return { ok: false, error: { rule: check.rule, reason: check.reason } };
    const point = this.checkpoints[check.index]!;
    if (this.pendingBot !== null) this.scheduler.clearTimeout(this.pendingBot);
    this.pendingBot = null;
    this.checkpoints = this.checkpoints.slice(0, check.index);
    this.state = point.before;
    this.record.rounds.length = point.rounds;
    const round = this.record.rounds[point.rounds - 1];
    if (round) round.actions.length = point.actions;
    delete this.record.result;
    // emit() counts the step: it lands on the step the table stood at before the action.
    this.stepCount = point.step - 1;
    // Decisions begin again where the table now stands.
    this.waitingSince.clear();
    this.emit({ kind: 'start' });
    this.advance();
    return { ok: true };
  }

  /**
   * The step at which `seat`'s open decision began (null: it is not asked now). An action chosen
   * at an earlier step was meant for another moment; one chosen later is fine even if others
   * moved meanwhile (simultaneous choices, such as passing in Abyss).
   */
  decisionSince(seat: Seat): number | null {
    if (this.waitingSince.size === 0) this.trackDecisions();
    return this.waitingSince.get(seat) ?? null;
  }

  private trackDecisions(): void {
    const waiting = new Set(this.waitingFor());
    for (const seat of [...this.waitingSince.keys()]) if (!waiting.has(seat)) this.waitingSince.delete(seat);
    for (const seat of waiting) if (!this.waitingSince.has(seat)) this.waitingSince.set(seat, this.stepCount);
  }

  /** The bot that moves for `seat`: its own, or a stand-in for an absent person; null for a person. */
  private botAt(seat: Seat): AnyBot | null {
    return this.bots[seat] ?? this.standIns.get(seat) ?? null;
  }

  /**
   * Lets a bot of `level` play a person's seat (null: the person is back and plays again). The
   * record shows the seat's moves as the seat's; a bot waiting to move starts at once.
   */
  standIn(seat: Seat, level: string | null): void {
    if (this.seats[seat]?.kind !== 'human') return;
    if (level === null) this.standIns.delete(seat);
    else if (isBotLevel(level)) this.standIns.set(seat, botFor(this.game.id, level));
    if (!this.closed) this.advance();
  }

  /** Seats a stand-in bot plays now. */
  get standingIn(): Seat[] {
    return [...this.standIns.keys()];
  }

  /** The table's last step with the state before it (the coach weighs a person's decision from it). */
  lastStep(): Readonly<Checkpoint> | null {
    return this.checkpoints.at(-1) ?? null;
  }

  /** Every legal action of `seat` now, in full (for bots and hints; clients get `clientLegal`). */
  legalFor(seat: Seat): BaseAction[] {
    return this.game.legalActions(this.state, seat);
  }

  /** The legal actions as a client gets them: compact where the full list is long. */
  private clientLegal(seat: Seat): TableSnapshot['legal'] {
    const legal = this.game.clientLegal
      ? this.game.clientLegal(this.state, seat)
      : this.game.legalActions(this.state, seat);
    return legal as TableSnapshot['legal'];
  }

  /** What `viewer` may know of the last step: a hidden part of an action (an Abyss pass) is left out. */
  private eventFor(viewer: Seat | null): TableEvent {
    const event = this.lastEvent;
    if (event.kind !== 'action') return event;
    const action = this.game.publicAction(this.state, event.seat, event.action, viewer);
    return { kind: 'action', seat: event.seat, action: { ...action } };
  }

  /** A person's action: parsed with the game's schema, checked by its rules, or refused with the reason. */
  act(seat: Seat, raw: unknown): { ok: true } | { ok: false; error: RuleError } {
    if (this.closed) return { ok: false, error: { rule: 'table-closed', reason: 'This table is closed.' } };
    if (this.botAt(seat) !== null) {
      return { ok: false, error: { rule: 'bot-seat', reason: 'A bot plays this seat.' } };
    }
    const parsed = this.game.actionSchema.safeParse(raw);
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          rule: 'malformed-action',
          reason: `Malformed action: ${describeIssues(parsed.error.issues)}`,
        },
      };
    }
    const applied = this.game.apply(this.state, seat, parsed.data);
    if (!applied.ok) return { ok: false, error: applied.error };
    this.commit(applied.state, seat, parsed.data);
    this.advance();
    return { ok: true };
  }

  private commit(state: unknown, seat: Seat | null, action: BaseAction): void {
    const round = this.record.rounds[this.record.rounds.length - 1];
    if (!round) throw new Error('an action before the first deal');
    this.checkpoints.push({
      kind: seat === null ? 'chance' : 'action',
      actor: seat,
      action: { ...action },
      before: this.state,
      rounds: this.record.rounds.length,
      actions: round.actions.length,
      step: this.stepCount,
    });
    this.state = state;
    round.actions.push(recordAction(seat, action));
    this.emit({ kind: 'action', seat, action: { ...action } });
  }

  private emit(event: TableEvent): void {
    this.stepCount++;
    this.lastEvent = event;
    this.trackDecisions();
    const result = this.game.result(this.state);
    if (result) this.record.result = result;
    const step = { step: this.stepCount, kind: event.kind };
    for (const listener of [...this.listeners]) listener(step);
  }

  /** Runs every step that needs no person: deals, chance events, and (paced) bot turns. */
  private advance(): void {
    while (!this.closed) {
      const next = this.game.next(this.state);
      if (next.kind === 'over' || this.limitReached()) return;
      if (next.kind === 'deal') {
        const deal = this.game.randomDeal(this.state, this.rng) as Record<string, unknown>;
        const dealt = this.game.deal(this.state, deal);
        if (!dealt.ok) throw new Error(`the host's own deal was refused: ${dealt.error.reason}`);
        // Nothing before a deal can be taken back: the new hands are known.
        this.checkpoints = [
          {
            kind: 'deal',
            actor: null,
            action: null,
            before: this.state,
            rounds: this.record.rounds.length,
            actions: 0,
            step: this.stepCount,
          },
        ];
        this.state = dealt.state;
        this.record.rounds.push({ dealer: next.dealer, ...deal, actions: [] });
        this.emit({ kind: 'deal', round: next.round, dealer: next.dealer });
        continue;
      }
      if (next.kind === 'chance') {
        const action = this.game.randomChance(this.state, this.rng);
        const applied = this.game.apply(this.state, null, action);
        if (!applied.ok) throw new Error(`the host's own chance event was refused: ${applied.error.reason}`);
        this.commit(applied.state, null, action);
        continue;
      }
      const botSeat = next.seats.find((seat) => this.botAt(seat) !== null);
      if (botSeat !== undefined) this.scheduleBot(botSeat);
      return;
    }
  }

  private scheduleBot(seat: Seat): void {
    if (this.pendingBot !== null || this.botThinking) return;
    this.pendingBot = this.scheduler.setTimeout(() => {
      this.pendingBot = null;
      // A failing bot turn must never become an unhandled rejection: that ends a plain-Node host.
      this.runBot(seat).catch((err: unknown) => this.botFailed(seat, err));
    }, this.botDelay());
  }

  private async runBot(seat: Seat): Promise<void> {
    const bot = this.botAt(seat);
    if (!bot || this.closed) return;
    this.botThinking = true;
    const stepBefore = this.stepCount;
    const round = this.record.rounds.length - 1;
    const request = {
      seat,
      view: this.game.view(this.state, seat),
      legal: this.game.legalActions(this.state, seat),
      // Its own stream: the move depends on the deal and the view alone (see decision-seed.ts).
      rng: decisionRng(this.seed, round, seat, decisionsBy(this.record.rounds[round]?.actions ?? [], seat)),
    };
    let action: BaseAction;
    try {
      action = await this.botRunner.decide(bot, request);
    } catch (err) {
      action = this.fallbackMove(seat, request, `could not decide (${describeError(err)})`);
    } finally {
      this.botThinking = false;
    }
    if (this.closed) return;
    if (this.botAt(seat) !== bot) {
      // The person came back while their stand-in thought: the move is theirs again.
      this.advance();
      return;
    }
    if (this.stepCount !== stepBefore) {
      // Someone else moved while the bot thought (simultaneous choices): think again.
      this.advance();
      return;
    }
    let applied = this.game.apply(this.state, seat, action);
    if (!applied.ok) {
      action = this.fallbackMove(seat, request, `chose an illegal move (${applied.error.reason})`);
      applied = this.game.apply(this.state, seat, action);
      if (!applied.ok) throw new Error(`the fallback move was refused too: ${applied.error.reason}`);
    }
    this.commit(applied.state, seat, action);
    this.advance();
  }

  /**
   * The move a failed bot makes instead: the rule-based bot's (inline: it answers in
   * microseconds), or a random legal move should that fail too. The table is told why.
   */
  private fallbackMove(seat: Seat, request: BotRequest, what: string): BaseAction {
    const name = this.seats[seat]?.name ?? `seat ${seat}`;
    let action: BaseAction;
    try {
      action = botFor(this.game.id, 'rules').act(request);
      if (!this.game.apply(this.state, seat, action).ok) throw new Error('not a legal move');
    } catch {
      action = this.rng.pick(request.legal);
    }
    this.report(`${name} ${what}; it made a simple rule-based move instead.`);
    return action;
  }

  /** A bot turn failed outside the decision itself: report it, and let a fallback move go on. */
  private botFailed(seat: Seat, err: unknown): void {
    this.botThinking = false;
    if (this.closed) return;
    this.report(`${this.seats[seat]?.name ?? `seat ${seat}`}'s turn failed: ${describeError(err)}`);
    const next = this.game.next(this.state);
    if (next.kind !== 'act' || !next.seats.includes(seat)) return;
    try {
      const request = {
        seat,
        view: this.game.view(this.state, seat),
        legal: this.game.legalActions(this.state, seat),
        rng: this.rng,
      };
      const action = this.rng.pick(request.legal);
      const applied = this.game.apply(this.state, seat, action);
      if (!applied.ok) return;
      this.commit(applied.state, seat, action);
      this.advance();
    } catch (again) {
      this.report(`The table is stuck at ${this.seats[seat]?.name}'s turn: ${describeError(again)}`);
    }
  }

  private report(message: string): void {
    for (const listener of [...this.problemListeners]) listener(message);
  }
}

function describeError(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
