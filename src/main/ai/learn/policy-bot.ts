/**
 * A rollout policy played as a bot (the arena's `policy` and `learned-policy`): at each decision it
 * samples a deal from its view, loads it into the fast path and plays the policy's move. No search:
 * it measures the policy itself as a picture of how to play, the thing the searches lean on. The
 * learned policy plays as in the rollouts (its argmax, and its share of random moves, the same as
 * the hand-written one's); decisions its features do not cover, and every decision of `policy`,
 * are the Meister's hand-written rollout policy.
 */
import type { GameId } from '../../../shared/types';
import type { BaseAction, FastPlayout } from '../../engine/game';
import { createRng, type Rng } from '../../engine/rng';
import { GAMES } from '../../games';
import { adapterFor } from '../adapters';
import type { Bot } from '../bot';
import { learnedPolicy } from './policy';
import { POLICY_FEATURES } from './registry';
import { POLICY_WEIGHTS } from './weights';

type AnyFast = FastPlayout<unknown, BaseAction>;

export const POLICY_LEVEL = 'policy';
export const LEARNED_POLICY_LEVEL = 'learned-policy';

export function createPolicyBot(game: GameId, learned: boolean): Bot<unknown, BaseAction> {
  const adapter = adapterFor(game, 'meister');
  const heuristic = adapter.policy;
  if (!heuristic) throw new Error(`policy bot: ${game} has no rollout policy`);
  const features = POLICY_FEATURES[game];
  const weights = POLICY_WEIGHTS[game];
  if (learned && (!features || !weights)) throw new Error(`policy bot: ${game} has no learned policy`);
  const policy = learned && features && weights ? learnedPolicy(features, weights, heuristic) : heuristic;
  const fasts = new Map<number, AnyFast>();
  let moves = new Int32Array(64);
  return {
    level: learned ? LEARNED_POLICY_LEVEL : POLICY_LEVEL,
    act(ctx) {
      if (ctx.legal.length === 1) return ctx.legal[0] as BaseAction;
      const players = adapter.players(ctx.view);
      let fast = fasts.get(players);
      if (!fast) {
        fast = adapter.createFast(players) as AnyFast;
        fasts.set(players, fast);
      }
      const sample = adapter.sampler
        ? adapter.sampler(ctx.view, ctx.seat)
        : (r: Rng) => GAMES[game].game.sample(ctx.view, ctx.seat, r) as unknown;
      fast.load(sample(ctx.rng), createRng(ctx.rng.u32()));
      adapter.begin?.(fast, ctx.seat, 0);
      // The policy chooses among the table's legal actions, encoded as the search encodes its
      // candidates: the fast path's own list may word an action otherwise (Siegel assigns a
      // prediction's steals its own way, where the table lists one canonical steal per count).
      const n = ctx.legal.length;
      if (n > moves.length) moves = new Int32Array(n); // Siegel: up to 6·4⁴ predictions
      for (let i = 0; i < n; i++) {
        const move = fast.encode(ctx.legal[i] as BaseAction);
        if (move < 0)
          throw new Error(`policy bot: ${game}'s fast path cannot play ${JSON.stringify(ctx.legal[i])}`);
        moves[i] = move;
      }
      return ctx.legal[policy(fast, moves, n, ctx.rng)] as BaseAction;
    },
  };
}
