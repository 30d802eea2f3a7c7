/**
 * The trained weights of each game's learned rollout policy (`resources/policy/<game>.json`,
 * made by `npm run train`), checked against their schema when the module loads.
 */
import type { GameId } from '../../../shared/types';
import abyss from '../../../../resources/policy/abyss.json' with { type: 'json' };
import dreizehn from '../../../../resources/policy/dreizehn.json' with { type: 'json' };
import sevensins from '../../../../resources/policy/sevensins.json' with { type: 'json' };
import siegel from '../../../../resources/policy/siegel.json' with { type: 'json' };
import { policyWeightsSchema, type PolicyWeights } from './policy';

const FILES: Partial<Record<GameId, unknown>> = { abyss, dreizehn, sevensins, siegel };

export const POLICY_WEIGHTS: Partial<Record<GameId, PolicyWeights>> = Object.fromEntries(
  Object.entries(FILES).map(([game, file]) => [game, policyWeightsSchema.parse(file)]),
);
