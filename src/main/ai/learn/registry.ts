/** Each game's policy features (learn/features.ts), for the trainer and the learned rollouts. */
import type { GameId } from '../../../shared/types';
import type { BaseAction, FastPlayout } from '../../engine/game';
import { abyssFeatures } from '../abyss/features';
import { dreizehnFeatures } from '../dreizehn/features';
import { sevensinsFeatures } from '../sevensins/features';
import { siegelFeatures } from '../siegel/features';
import type { PolicyFeatures } from './features';

export type AnyPolicyFeatures = PolicyFeatures<FastPlayout<unknown, BaseAction>>;

export const POLICY_FEATURES: Partial<Record<GameId, AnyPolicyFeatures>> = {
  abyss: abyssFeatures as unknown as AnyPolicyFeatures,
  dreizehn: dreizehnFeatures as unknown as AnyPolicyFeatures,
  sevensins: sevensinsFeatures as unknown as AnyPolicyFeatures,
  siegel: siegelFeatures as unknown as AnyPolicyFeatures,
};
