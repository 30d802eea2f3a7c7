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

export interface PolicyFeatures<F extends FastPlayout<never, BaseAction>> {
  /** The feature names, in order: a weights file lists them, and a file with other names is refused. */
  readonly names: readonly string[];
  /**
   * Writes the features of each of `moves[0..n)` for the seat to act into
   * `out[i * names.length + j]` and returns true; returns false (writing nothing that matters)
   * when the learned policy does not play this kind of decision (the game's heuristic policy
   * plays it then). Allocates nothing: it runs at every step of every rollout.
   */
  write(fast: F, moves: Int32Array, n: number, out: Float64Array): boolean;
}
