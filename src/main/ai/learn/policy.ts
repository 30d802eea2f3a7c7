/**
 * The learned rollout policy (Meister II): a linear scorer over a game's move features
 * (learn/features.ts) whose weights were fitted to the Meister's searched values (learn/train.ts).
 * In a rollout it plays the move with the highest score, and one move in `1 / epsilon` at random
 * (the Meister's uncertainty: session 5, docs/ai.md); decisions the features do not cover (bids,
 * predictions, passing) stay with the game's heuristic policy.
 */
import { z } from 'zod';
import type { GameId } from '../../../shared/types';
import type { BaseAction, FastPlayout } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import type { PolicyFeatures } from './features';

type PolicyFast = FastPlayout<unknown, BaseAction>;

/** The hand-written rollout policies' share of random moves, which a learned one keeps by default. */
export const ROLLOUT_EPSILON: Readonly<Record<GameId, number>> = {
  siegel: 0.25,
  dreizehn: 0.1,
  sevensins: 0.1,
  abyss: 0.1,
};
export type RolloutPolicy<F> = (fast: F, moves: Int32Array, n: number, rng: Rng) => number;

/** A weights file in `resources/policy/<game>.json`: the weights and what made them. */
export const policyWeightsSchema = z.object({
  game: z.string(),
  /** The feature names the weights belong to, in order. */
  features: z.array(z.string()).min(1),
  weights: z.array(z.number()),
  /** The share of rollout moves played at random. */
  epsilon: z.number().min(0).max(1),
  /** How the weights were made, so anyone can make them again (`npm run train`). */
  trained: z.object({
    command: z.string(),
    seed: z.number(),
    expert: z.string(),
    expertRollouts: z.number(),
    games: z.number(),
    decisions: z.number(),
    temperature: z.number(),
    heldOutAgreement: z.number(),
    date: z.string(),
  }),
});
export type PolicyWeights = z.infer<typeof policyWeightsSchema>;

/** Checks that a weights file fits the features it will score (a renamed feature is an error, not a silent zero). */
export function checkWeights<F extends PolicyFast>(
  weights: PolicyWeights,
  features: PolicyFeatures<F>,
): void {
  const names = features.names;
  if (weights.features.length !== names.length || weights.features.some((n, i) => n !== names[i])) {
    throw new Error(
      `learned policy for ${weights.game}: the weights are for features [${weights.features.join(', ')}], the game has [${names.join(', ')}]`,
    );
  }
  if (weights.weights.length !== names.length) {
    throw new Error(
      `learned policy for ${weights.game}: ${weights.weights.length} weights for ${names.length} features`,
    );
  }
}

/** Enough room for the features of any decision's moves. */
const MAX_MOVES = 512;

/** The scores of `moves[0..n)` into `scores` (features written into `buf`); false when the features do not cover this decision. */
export function scoreMoves<F extends PolicyFast>(
  features: PolicyFeatures<F>,
  w: Float64Array,
  fast: F,
  moves: Int32Array,
  n: number,
  buf: Float64Array,
  scores: Float64Array,
): boolean {
  if (!features.write(fast, moves, n, buf)) return false;
  const k = w.length;
  for (let i = 0; i < n; i++) {
    let s = 0;
    const base = i * k;
    for (let j = 0; j < k; j++) s += (w[j] as number) * (buf[base + j] as number);
    scores[i] = s;
  }
  return true;
}

/** The rollout policy of these weights, falling back to `heuristic` where the features do not play. */
export function learnedPolicy<F extends PolicyFast>(
  features: PolicyFeatures<F>,
  weights: PolicyWeights,
  heuristic: RolloutPolicy<F>,
): RolloutPolicy<F> {
  checkWeights(weights, features);
  const w = Float64Array.from(weights.weights);
  const buf = new Float64Array(MAX_MOVES * w.length);
  const scores = new Float64Array(MAX_MOVES);
  const epsilon = weights.epsilon;
  return (fast, moves, n, rng) => {
    if (n > MAX_MOVES || !features.covers(fast, moves, n)) return heuristic(fast, moves, n, rng);
    // The random move is decided before the features are read (they draw nothing from `rng`, so
    // the stream is the one of scoring first): a tenth of the steps, and every forced one, cost
    // no features.
    if (rng.float() < epsilon) return rng.int(n);
    if (n === 1) return 0;
    // `covers` said yes; a `write` that disagrees is a bug, not a reason to play stale scores.
    if (!scoreMoves(features, w, fast, moves, n, buf, scores))
      throw new Error('learned policy: covers() and write() disagree');
    let best = 0;
    for (let i = 1; i < n; i++) if ((scores[i] as number) > (scores[best] as number)) best = i;
    return best;
  };
}
