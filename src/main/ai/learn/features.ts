/**
 * The learned rollout policy's eyes (Meister II, expert iteration): per game, a short list of
 * hand-made features of one move in one position of the fast playout path. A linear scorer over
 * them (learn/policy.ts) picks the rollout's move; the weights are trained on the searched
 * values of the Meister's own decisions (`npm run train`, learn/train.ts).
 *
 * A feature reads only what the seat to act could know at a table: its own hand, the cards on
 * the table, what has been played, the declarations and scores. The policy is then the same
 * thing at the root (where the searcher holds a sampled deal) and in a rollout (where every hand
 * is known to the playout): it never learns to lean on a card it could not see.
 */
import type { BaseAction, FastPlayout } from '../../engine/game';

// Any game's playout: `decode` returns the game's action, so the bound on actions is BaseAction.
export interface PolicyFeatures<F extends FastPlayout<unknown, BaseAction>> {
  /** The feature names, in order: a weights file lists them, and a file with other names is refused. */
  readonly names: readonly string[];
  /**
   * Whether the learned policy plays this decision (a card play); the game's heuristic plays the
   * rest. Cheap and reads no hidden card: the rollout asks it before anything else.
   */
  covers(fast: F, moves: Int32Array, n: number): boolean;
  /**
   * Writes the features of each of `moves[0..n)` for the seat to act into
   * `out[i * names.length + j]` and returns true; returns false (writing nothing that matters)
   * where `covers` is false. Allocates nothing: it runs at every step of every rollout.
   */
  write(fast: F, moves: Int32Array, n: number, out: Float64Array): boolean;
}
