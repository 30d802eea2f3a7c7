/**
 * What a lesson is: one game's guided game as data. A fixed deal, every move of the game in order
 * (the person's and the bots'), and the coach's steps keyed to how many of those moves are made.
 * The host plays it as a table (src/main/host/coaching/lesson-run.ts): the rules engine judges each move,
 * the bots play the script, and the person's move is the script's (or one of a step's
 * alternatives). A game gets a lesson by adding its module to ./index.ts.
 *
 * The coach's words are not here: they are messages in the lesson's own namespace,
 * `lesson-<game>` (src/shared/messages/<language>/lesson-<game>.json), keyed by the step's id
 * (`welcome`, and a move step's `<id>.want` and `<id>.why`). A step names them by key
 * (lessonWords), and the person's snapshot carries the key, worded by the coach in the person's
 * language.
 */
import type { MessageKey, Namespace } from '../../shared/i18n/catalog';
import { msg, type Message } from '../../shared/i18n/message';
import type { SeatConfig } from '../../shared/protocol';
import type { GameId, Seat } from '../../shared/types';
import type { BaseAction } from '../engine/game';

/** An action as a lesson writes it (what the game's action schema parses). */
export type LessonAction = BaseAction & Readonly<Record<string, unknown>>;

/** One move of the scripted game. */
export interface LessonMove {
  seat: Seat;
  action: LessonAction;
}

interface StepBase {
  /** Unique in its lesson; the coach's Next names it. */
  id: string;
  /**
   * The step shows once this many moves of the script are made and every step before it is done.
   * Steps are in order of `at`; several may share one.
   */
  at: number;
  /** What the coach says (a message of the lesson's namespace, by default keyed by `id`). */
  text: Message;
}

/** Only explains: the table waits until the person presses Next. */
export interface NextStep extends StepBase {
  kind: 'next';
  /** The table elements it speaks of (see Lesson.elements); empty: none in particular. */
  points: readonly string[];
}

/**
 * Asks for the person's move: the script's move at `at`, or one of `alternatives`. The coach
 * rings only what makes the script's move (Lesson.controls): the card, its target, the button.
 */
export interface MoveStep extends StepBase {
  kind: 'move';
  /** The move as an instruction ("play the blue 4 onto the blue target"), for refusals. */
  want: Message;
  /** Why that move, for refusals. */
  why: Message;
  /** Other moves this step accepts; the script must play on from each (the tests check it). */
  alternatives?: readonly LessonAction[];
}

/** The last step: the lesson is over (the table stops), and a real game is offered. */
export interface EndStep extends StepBase {
  kind: 'end';
  points: readonly string[];
}

/** What makes a move at the table, by the scene's test ids (what a move step rings). */
export interface LessonControls {
  /** The controls to use, in order (13: the card, then its target). */
  points: string[];
  /** A dialog the first control opens: once it shows, the rings move to these (the Kitsune's Sin). */
  then?: string[];
  /** A count on a ring (a Siegel prediction's "+": how many seals of that colour to take). */
  badges?: Record<string, string>;
}

export type LessonStep = NextStep | MoveStep | EndStep;

export interface Lesson {
  game: GameId;
  /** The seats: exactly one person (who gets the player's name), the rest bots. */
  seats: readonly SeatConfig[];
  options: Readonly<Record<string, unknown>>;
  firstDealer: Seat;
  /** The first round's deal in the game's record form (13: `{ hands, drawPile }`). */
  deal: Readonly<Record<string, unknown>>;
  /** Every move of the lesson, in order, up to the end of its (only) round. */
  script: readonly LessonMove[];
  steps: readonly LessonStep[];
  /**
   * The names of the table elements `seat`'s view shows: what a step may point at. They are the
   * scene's test ids; the lesson's end-to-end spec checks that they are where the coach points.
   */
  elements(view: unknown, seat: Seat): string[];
  /** The controls that make `action` (a move step rings them and nothing else). */
  controls(action: LessonAction): LessonControls;
}

/** The rings of a step: a move step's from its move's controls, another step's from its points. */
export function stepRings(lesson: Lesson, step: LessonStep): LessonControls {
  if (step.kind !== 'move') return { points: [...step.points] };
  const move = lesson.script[step.at];
  return move ? lesson.controls(move.action) : { points: [] };
}

/**
 * The controls of a play in the games with a Kitsune (SevenSins, Abyss): the card; a Kitsune's
 * form is chosen in the dialog the card opens.
 */
export function elementsPlayControls(action: LessonAction): LessonControls {
  const card = typeof action.card === 'string' ? action.card : '';
  const as = typeof action.as === 'string' ? action.as : '';
  return as ? { points: [`hand.${card}`], then: [`kitsune:${as}`] } : { points: [`hand.${card}`] };
}

/** A lesson's namespace of words: `lesson-<game>`, a file per language in src/shared/messages. */
export type LessonNamespace = Extract<Namespace, `lesson-${string}`>;

/** The keys of namespace `N` as its files name them (`welcome`, `predict.want`). */
export type KeyIn<N extends string, K extends string = MessageKey> = K extends `${N}.${infer Key}`
  ? Key
  : never;

/**
 * How a lesson names its words: `say('welcome')` is the message `lesson-<game>.welcome` (a key
 * its English file lacks fails the typecheck).
 */
export function lessonWords<N extends LessonNamespace>(ns: N): (key: KeyIn<N>) => Message {
  return (key) => msg(`${ns}.${key}` as MessageKey);
}

/** Every lesson's first step: the coach's welcome, before any move, pointing at `points`. */
export const welcome = (text: Message, points: readonly string[] = []): NextStep => ({
  id: 'welcome',
  at: 0,
  kind: 'next',
  points,
  text,
});

/**
 * The test ids of a hand's cards as the table scenes name them: `hand.<code>`, and
 * `hand.<code>.<n>` for the n-th copy of a code held more than once.
 */
export function handElements(hand: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Map<string, number>();
  for (const card of hand) {
    const n = (seen.get(card) ?? 0) + 1;
    seen.set(card, n);
    out.push(n === 1 ? `hand.${card}` : `hand.${card}.${n}`);
  }
  return out;
}

/** The seats of every lesson: you first, then the bots Anna and Ben (see lessonSeats). */
export const YOU = 0;
export const ANNA = 1;
export const BEN = 2;

/** A lesson's seats: the person first, then scripted bots of these names (shown as rules bots). */
export function lessonSeats(...bots: string[]): SeatConfig[] {
  return [
    { name: 'You', kind: 'human' },
    ...bots.map((name): SeatConfig => ({ name, kind: 'bot', level: 'rules' })),
  ];
}

/** The person's seat of a lesson (its one human seat). */
export function personOf(lesson: Lesson): Seat {
  return lesson.seats.findIndex((s) => s.kind === 'human');
}

/**
 * Whether two actions are the same move (same fields, any order). A list left out and an empty
 * list say the same (a Siegel prediction without steals: the table sends none, the rules list `[]`).
 */
export function sameAction(a: object, b: object): boolean {
  const x = a as Readonly<Record<string, unknown>>;
  const y = b as Readonly<Record<string, unknown>>;
  const field = (v: unknown): string | undefined =>
    JSON.stringify(Array.isArray(v) && v.length === 0 ? undefined : v);
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const key of keys) if (field(x[key]) !== field(y[key])) return false;
  return true;
}
