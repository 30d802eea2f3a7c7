/** The live coach's judge as tests fake it: a fixed verdict on the decision it is asked about. */
import type { DecisionEvaluation } from '../../src/main/analysis/evaluate';

/**
 * A verdict: `best` was worth `bestValue` where the choice made was worth `chosenValue` (so the
 * choice cost their difference), from 100 samples among `alternatives` moves.
 */
export function verdict(
  best: { type: string },
  alternatives: number,
  values: { chosen: number; best: number; ci95: [number, number] },
): DecisionEvaluation {
  return {
    best: { ...best },
    chosenValue: values.chosen,
    bestValue: values.best,
    diff: values.best - values.chosen,
    ci95: values.ci95,
    alternatives,
    samples: 100,
  };
}
