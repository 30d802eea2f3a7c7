/**
 * A lesson at the table ("Learn to play", src/main/lessons): a normal TableSession on the
 * lesson's fixed deal, so the real rules judge every move, with three things added.
 *
 * - The bots play the script: their runner answers with the script's next move, but only once
 *   the coach has nothing to say first (a Next step waits for the person).
 * - The person's move must be the one the coach asks for: another legal move is refused with
 *   the lesson's reason ("In this lesson, play …: why") and changes nothing; an illegal one is
 *   refused by the rules as always, and the coach says what would work.
 * - The person's snapshot carries the coach's step (shared/lesson.ts); while the coach explains,
 *   the hand is closed (no legal moves), and nothing can be taken back.
 *
 * The lesson is one round: when its last move is made the table stops (no next deal). Where the
 * coach stands is worked out from the record (moves made) and the Next presses, so it never
 * drifts from the table.
 */
import { gameWord } from '../../../shared/games/words';
import { words } from '../../../shared/i18n/format';
import { msg, type Message } from '../../../shared/i18n/message';
import type { LessonView } from '../../../shared/lesson';
import type { SeatConfig, TableSnapshot } from '../../../shared/protocol';
import { newRecord } from '../../../shared/record';
import type { Seat } from '../../../shared/types';
import type { BotRunner } from '../../ai/runner';
import type { BaseAction } from '../../engine/game';
import { tableOptions } from '../../engine/options';
import { describeRuleError, type RuleError } from '../../engine/rule-error';
import { gameById } from '../../games';
import {
  personOf,
  sameAction,
  stepRings,
  type Lesson,
  type LessonAction,
  type LessonStep,
} from '../../lessons/lesson';
import { TableSession, type Scheduler } from '../table/table-session';

/** Before Next on a step that only explains: read first. */
const READ_FIRST = msg('lesson.refuse.readFirst');

export interface LessonSessionOptions {
  botDelay?: () => number;
  scheduler?: Scheduler;
}

export type LessonStart = { ok: true; run: LessonRun } | { ok: false; reason: Message };

/** Where the coach stands: the first step not yet done, and whether the table has reached it. */
interface Standing {
  index: number;
  step: LessonStep;
  reached: boolean;
}

/** The level a lesson's bots show: they play its script (the renderer says "Scripted"). */
export const LESSON_LEVEL = 'lesson';

export class LessonRun {
  readonly person: Seat;
  private readonly acknowledged = new Set<number>();
  private refusal: Message | null = null;
  /** A bot's turn waiting for the coach (its runner's promise). */
  private waiting: { seat: Seat; resolve: (a: BaseAction) => void; reject: (e: Error) => void } | null = null;
  private readonly listeners = new Set<() => void>();
  private closed = false;
  readonly table: TableSession;

  /** Sets the lesson's table up on its deal, `playerName` in the person's seat; not started yet. */
  static start(lesson: Lesson, playerName: string, options: LessonSessionOptions = {}): LessonStart {
    try {
      return { ok: true, run: new LessonRun(lesson, playerName, options) };
    } catch (err) {
      return {
        ok: false,
        reason: msg('host.lesson.setup', { game: gameWord(lesson.game), detail: (err as Error).message }),
      };
    }
  }

  private constructor(
    readonly lesson: Lesson,
    playerName: string,
    options: LessonSessionOptions,
  ) {
    this.person = personOf(lesson);
    const game = gameById(lesson.game);
    const seats: SeatConfig[] = lesson.seats.map((s, i) =>
      i === this.person ? { ...s, name: playerName } : { ...s },
    );
    const fitted = tableOptions(game, seats.length, lesson.options);
    if (!fitted.ok) throw new Error(words('en', fitted.reason));
    const fresh: unknown = game.newGame(seats.length, fitted.options, lesson.firstDealer);
    const next = game.next(fresh);
    if (next.kind !== 'deal') throw new Error('a new game does not begin with a deal');
    const deal = game.dealSchema.parse(lesson.deal) as Record<string, unknown>;
    const dealt = game.deal(fresh, deal);
    if (!dealt.ok) throw new Error(`its deal is refused: ${describeRuleError(dealt.error)}`);
    const record = newRecord({
      game: game.id,
      seats: seats.map((s) =>
        s.kind === 'bot' ? { name: s.name, kind: 'bot', level: s.level } : { name: s.name, kind: 'human' },
      ),
      options: fitted.options,
    });
    record.rounds.push({ dealer: next.dealer, ...deal, actions: [] });
    const runner: BotRunner = { decide: (_bot, request) => this.botMove(request.seat) };
    const created = TableSession.create({
      game,
      seats,
      options: fitted.options,
      seed: `lesson-${lesson.game}`,
      firstDealer: lesson.firstDealer,
      botRunner: runner,
      ...(options.botDelay ? { botDelay: options.botDelay } : {}),
      ...(options.scheduler ? { scheduler: options.scheduler } : {}),
      // Dealt already: the table goes on from the deal, shown as a fresh start.
      resume: { record, state: dealt.state, lastEvent: { kind: 'start' } },
    });
    if (!created.ok) throw new Error(words('en', created.reason));
    this.table = created.session;
    // Subscribed before the host's listeners: a step's snapshots see the coach already moved on.
    this.table.subscribe(() => this.stepped());
  }

  /** Moves of the script made so far. */
  get done(): number {
    return this.table.record.rounds[0]?.actions.length ?? 0;
  }

  /** Told whenever the coach's step changes without a table step (Next, a refusal). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    this.listeners.clear();
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(new Error('the lesson was left'));
  }

  private standing(): Standing {
    const steps = this.lesson.steps;
    const done = this.done;
    let index = steps.findIndex((step, i) => !this.completed(step, i, done));
    if (index < 0) index = steps.length - 1;
    const step = steps[index]!;
    return { index, step, reached: step.at <= done };
  }

  private completed(step: LessonStep, index: number, done: number): boolean {
    if (step.kind === 'next') return this.acknowledged.has(index);
    if (step.kind === 'move') return done > step.at;
    return false;
  }

  /** The moves the coach accepts from the person now (none unless a move step is reached). */
  accepted(): LessonAction[] {
    const { step, reached } = this.standing();
    if (!reached || step.kind !== 'move') return [];
    const scripted = this.lesson.script[step.at];
    return [...(scripted ? [scripted.action] : []), ...(step.alternatives ?? [])];
  }

  /**
   * The person's move: the coach's move goes to the table; another is refused (the rules' own
   * refusal for an illegal one), and the coach says what would work. Nothing changes then.
   */
  act(seat: Seat, raw: unknown): { ok: true } | { ok: false; error: RuleError } {
    const { step, reached } = this.standing();
    if (seat === this.person && reached && step.kind !== 'move' && step.kind !== 'end') {
      this.say(READ_FIRST);
      return { ok: false, error: { rule: 'lesson-wait', reason: READ_FIRST } };
    }
    if (seat !== this.person || !reached || step.kind !== 'move') return this.table.act(seat, raw);
    const parsed = this.table.game.actionSchema.safeParse(raw);
    const action: BaseAction | null = parsed.success ? (parsed.data as BaseAction) : null;
    if (action && this.accepted().some((a) => sameAction(a, action))) return this.table.act(seat, action);
    const legal = action !== null && this.table.legalFor(seat).some((a) => sameAction(a, action));
    if (!legal) {
      const outcome = this.table.act(seat, raw);
      // The table says why in its own words; the coach says what would work.
      if (!outcome.ok) this.say(msg('lesson.refuse.againstRules', { want: step.want, why: step.why }));
      return outcome;
    }
    // A legal move that is not the lesson's.
    const text = msg('lesson.refuse.notThis', { want: step.want, why: step.why });
    this.say(text);
    return { ok: false, error: { rule: 'lesson-move', reason: text } };
  }

  /** The person pressed Next on step `index`: a press for another step (a double click) is ignored. */
  next(index: number): { ok: true } | { ok: false; error: RuleError } {
    const { index: at, step, reached } = this.standing();
    if (at !== index || step.kind !== 'next' || !reached) {
      return { ok: false, error: { rule: 'lesson-step', reason: msg('host.lesson.stepOver') } };
    }
    this.acknowledged.add(index);
    this.refusal = null;
    this.changed();
    this.release();
    return { ok: true };
  }

  /** The coach's step as the person's snapshot carries it. */
  view(): LessonView {
    const { index, step, reached } = this.standing();
    const count = this.lesson.steps.length;
    const base = { game: this.lesson.game, id: step.id, index, count };
    if (!reached) return { ...base, kind: 'watch', text: null, points: [], refusal: null };
    const rings = stepRings(this.lesson, step);
    return {
      ...base,
      kind: step.kind,
      text: step.text,
      points: rings.points,
      ...(rings.then ? { then: rings.then } : {}),
      ...(rings.badges ? { badges: rings.badges } : {}),
      refusal: this.refusal,
    };
  }

  /** The person's snapshot with the coach's step; the hand stays closed while the coach explains. */
  annotate(snapshot: TableSnapshot): TableSnapshot {
    // The bots play the lesson's script, whatever level runs them: their plates say so.
    const seats = snapshot.seats.map((s) => (s.kind === 'bot' ? { ...s, level: LESSON_LEVEL } : s));
    if (snapshot.you !== this.person) return { ...snapshot, seats };
    const lesson = this.view();
    const closed = lesson.kind !== 'move';
    return {
      ...snapshot,
      seats,
      lesson,
      canUndo: false,
      ...(closed ? { legal: [], cardRefusals: {} } : {}),
    };
  }

  /** The move the coach asks for now (a hint in a lesson names it), or null. */
  hint(): LessonAction | null {
    return this.accepted()[0] ?? null;
  }

  private say(text: Message): void {
    this.refusal = text;
    this.changed();
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** A table step: the coach may move on, a refusal is forgotten, the end stops the table. */
  private stepped(): void {
    this.refusal = null;
    // The lesson is one round: its table must not deal the next one.
    if (this.done >= this.lesson.script.length) this.table.close();
    else this.release();
  }

  /** A bot's turn: the script's move, once the coach has nothing to say before it. */
  private botMove(seat: Seat): Promise<BaseAction> {
    if (this.closed) return Promise.reject(new Error('the lesson was left'));
    return new Promise((resolve, reject) => {
      this.waiting = { seat, resolve, reject };
      this.release();
    });
  }

  /** Lets a waiting bot move when the coach has nothing to show before its move. */
  private release(): void {
    const waiting = this.waiting;
    if (!waiting || this.standing().reached) return;
    this.waiting = null;
    const move = this.lesson.script[this.done];
    if (move && move.seat === waiting.seat) waiting.resolve({ ...move.action });
    else waiting.reject(new Error(`the lesson has no move for seat ${waiting.seat} here`));
  }
}
