/**
 * "Learn to play": a short guided game on a fixed deal against scripted bots (the lessons are
 * data, src/main/lessons/<game>.ts). The host runs it as a table and the real rules judge every
 * move; the lesson only says which of the legal moves it wants and what the coach says. The
 * person's snapshot carries the coach's current step as a LessonView: its words as a message
 * (a key of the lesson's namespace, `lesson-<game>`, worded by the coach in the person's
 * language), what it points at, and what it waits for.
 */
import type { Message } from './i18n/message';
import type { GameId } from './types';

/**
 * What the coach waits for: `next` the person reads and presses Next (the table waits), `move`
 * the person's move, `watch` the others' moves (no words of its own), `end` nothing: the lesson
 * is over and offers a real game.
 */
export type LessonStepKind = 'next' | 'move' | 'watch' | 'end';

export interface LessonView {
  game: GameId;
  /** The step's id in its lesson (stable; the tests and the Next button name it). */
  id: string;
  /** The step shown, 0-based, of `count`; while watching, the step that comes next. */
  index: number;
  count: number;
  kind: LessonStepKind;
  /** The coach's words (null while watching: the table says whose turn it is). */
  text: Message | null;
  /**
   * The table elements the step speaks of, by the table's names for them (the test ids of the
   * scene: `hand.B7`, `target:blue`, `taken:2`, `seat.1`, `pile`, `summary`). On a move step,
   * only the controls that make the move (the card, its target, the button to press).
   */
  points: string[];
  /**
   * A move step's second part, in a dialog its first part opens (the Kitsune's form): once one
   * of these is shown, the rings move from `points` to it.
   */
  then?: string[];
  /** A small count on a ring, by element (a Siegel prediction's "+": the number of seals to take). */
  badges?: Readonly<Record<string, string>>;
  /** Why the person's last move was refused and what would work (until the step changes). */
  refusal: Message | null;
}
