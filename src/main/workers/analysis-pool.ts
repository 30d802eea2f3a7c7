/**
 * Worker threads that weigh decisions for the post-game analysis, one per core. The analysis
 * sends every decision of the seat at once; the pool keeps each thread busy with the next one.
 * `close` is the cancel: the threads stop at once (mid-decision) and every waiting decision is
 * refused.
 */
import { availableParallelism } from 'node:os';
import { InputPool, type JobReply } from './job-pool';
import type { DecisionRunner } from '../analysis/analyse';
import type { DecisionEvaluation, DecisionInput } from '../analysis/evaluate';

export type AnalysisReply = JobReply<{ evaluation: DecisionEvaluation }>;

export class AnalysisPool
  extends InputPool<DecisionInput, { evaluation: DecisionEvaluation }, DecisionEvaluation>
  implements DecisionRunner
{
  constructor(readonly size: number = Math.max(1, availableParallelism())) {
    super({
      worker: 'analysis-worker',
      size,
      result: (reply) => reply.evaluation,
      closed: () => new Error('the analysis was stopped'),
      stopped: () => new Error('the analysis was stopped'),
    });
  }

  evaluate(input: DecisionInput): Promise<DecisionEvaluation> {
    return this.run(input);
  }
}
