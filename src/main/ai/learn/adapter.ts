/** A game's search adapter with the learned rollout policy in place of the hand-written one's card play. */
import type { GameId } from '../../../shared/types';
import type { AnyAdapter } from '../adapters';
import { learnedPolicy } from './policy';
import { POLICY_FEATURES } from './registry';
import { POLICY_WEIGHTS } from './weights';

/** `base` with its rollouts' card play by the learned policy; `base` itself where the game has no weights. */
export function withLearnedPolicy(game: GameId, base: AnyAdapter): AnyAdapter {
  const features = POLICY_FEATURES[game];
  const weights = POLICY_WEIGHTS[game];
  const heuristic = base.policy;
  if (!features || !weights || !heuristic) return base;
  return { ...base, policy: learnedPolicy(features, weights, heuristic) };
}
