/**
 * The authoritative table: one game between seats (people and bots). It deals and draws chance
 * events from its seeded RNG, runs bot turns with a pacing delay, appends every step to the
 * record, and tells its listeners after every step. Nothing leaves it but per-seat views
 * (`snapshot(seat)`), and a refused action comes back with its reason, changing nothing.
 */
import { msg, type Message } from '../../../shared/i18n/message';
import type { SeatConfig, TableEvent, TableSnapshot } from '../../../shared/protocol';
import { describeIssues, newRecord, recordAction, type GameRecord } from '../../../shared/record';
import type { GameResult, Seat } from '../../../shared/types';
import { botFor, isBotLevel, seatLevelRefusal, type AnyBot } from '../../ai/levels';
import type { AnyGame, BaseAction } from '../../engine/game';
import { playerRange, tableOptions } from '../../engine/options';
import { createRng, type Rng } from '../../engine/rng';
import { describeRuleError, type RuleError } from '../../engine/rule-error';
import { inlineBotRunner } from '../../ai/runner';
import { BotTurns, type BotSide } from './bot-turns';
import { decisionRng, decisionsBy } from '../../ai/decision-seed';
import { checkUndo, type Checkpoint, type UndoCheck } from './undo';
import { realScheduler, stepsOf, type SessionListener, type TableConfig } from './table-config';

export {
  realScheduler,
  stepsOf,
  type ResumePoint,
  type Scheduler,
  type SessionListener,
  type TableConfig,
} from './table-config';

export type CreateResult = { ok: true; session: TableSession } | { ok: false; reason: Message };

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
  private readonly problemListeners = new Set<(message: Message) => void>();
  /** The steps of the current round with the state before each (for undo; cleared at a deal). */
  private checkpoints: Checkpoint[] = [];
  private readonly botTurns: BotTurns;
  private closed = false;
  private readonly roundLimit: number | null;

  /** Validates the configuration (player count, options, bot levels) before any table exists. */
  static create(config: TableConfig): CreateResult {
    const { game, seats } = config;
    if (seats.length < game.minPlayers || seats.length > game.maxPlayers) {
      return { ok: false, reason: playerRange(game) };
    }
    for (const seat of seats) {
      const refusal = seat.kind === 'bot' ? seatLevelRefusal(seat.level) : null;
      if (refusal)
        return { ok: false, reason: msg('host.table.seatBot', { name: seat.name, reason: refusal }) };
    }
    const options = tableOptions(game, seats.length, config.options);
    if (!options.ok) return options;
    const firstDealer = config.firstDealer ?? 0;
    if (firstDealer >= seats.length)
      return { ok: false, reason: msg('host.table.dealer', { seat: firstDealer }) };
    return { ok: true, session: new TableSession(config, options.options, firstDealer) };
  }

  /** `options` are those in effect at this table (what the record says and the game plays). */
  private constructor(config: TableConfig, options: Record<string, unknown>, firstDealer: Seat) {
    this.game = config.game;
    this.seats = config.seats;
    this.rng = config.rng ?? createRng(config.seed);
    this.seed = config.seed;
    this.roundLimit = config.rounds ?? null;
    this.botTurns = new BotTurns(
      this.botSide(),
      config.scheduler ?? realScheduler,
      config.botRunner ?? inlineBotRunner,
      config.botDelay ?? (() => 0),
    );
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
  onProblem(listener: (message: Message) => void): () => void {
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
    this.botTurns.cancel();
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
    return checkUndo(this.game, this.checkpoints, this.state, seat, this.seats);
  }

  /**
   * Takes back `seat`'s last action and everything the bots did after it: the state and the
   * record go back to just before it (the record keeps no trace), the bots decide again. The
   * step counter goes back too, and the step is announced as a fresh start ('start' event), so
   * clients show the earlier table at once instead of animating backwards.
   */
  undo(seat: Seat): { ok: true } | { ok: false; error: RuleError } {
    if (this.closed) return { ok: false, error: { rule: 'table-closed', reason: msg('host.table.closed') } };
    const check = this.undoCheck(seat);
    if (!check.ok) return { ok: false, error: { rule: check.rule, reason: check.reason } };
    const point = this.checkpoints[check.index]!;
    this.botTurns.cancel();
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
    if (this.closed) return { ok: false, error: { rule: 'table-closed', reason: msg('host.table.closed') } };
    if (this.botAt(seat) !== null) {
      return { ok: false, error: { rule: 'bot-seat', reason: msg('host.table.botSeat') } };
    }
    const parsed = this.game.actionSchema.safeParse(raw);
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          rule: 'malformed-action',
          reason: msg('host.table.malformedAction', { detail: describeIssues(parsed.error.issues) }),
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
        if (!dealt.ok) throw new Error(`the host's own deal was refused: ${describeRuleError(dealt.error)}`);
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
        if (!applied.ok)
          throw new Error(`the host's own chance event was refused: ${describeRuleError(applied.error)}`);
        this.commit(applied.state, null, action);
        continue;
      }
      const botSeat = next.seats.find((seat) => this.botAt(seat) !== null);
      if (botSeat !== undefined) this.botTurns.schedule(botSeat);
      return;
    }
  }

  /** What the bot turns (bot-turns.ts) may read and do at this table. */
  private botSide(): BotSide {
    return {
      game: this.game,
      seats: this.seats,
      rng: this.rng,
      closed: () => this.closed,
      step: () => this.stepCount,
      state: () => this.state,
      botAt: (seat) => this.botAt(seat),
      request: (seat) => {
        const round = this.record.rounds.length - 1;
        const actions = this.record.rounds[round]?.actions ?? [];
        return {
          seat,
          view: this.game.view(this.state, seat),
          legal: this.game.legalActions(this.state, seat),
          // Its own stream: the move depends on the deal and the view alone (see decision-seed.ts).
          rng: decisionRng(this.seed, round, seat, decisionsBy(actions, seat)),
        };
      },
      commit: (state, seat, action) => this.commit(state, seat, action),
      advance: () => this.advance(),
      report: (message) => this.report(message),
    };
  }

  private report(message: Message): void {
    for (const listener of [...this.problemListeners]) listener(message);
  }
}
