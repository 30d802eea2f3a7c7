/**
 * The thread that plays rounds again for par: one, so that par never takes more than a core
 * from the bots at the table (they think in the search pool); rounds queue behind each other.
 */
import { InputPool, type JobReply } from './job-pool';
import type { ParInput, ParOutcome } from '../analysis/par';

export type ParResult = Extract<ParOutcome, { ok: true }>;
export type ParReply = JobReply<{ outcome: ParResult }>;

/** What plays a par round: the worker thread, or inline in tests. */
export interface ParRunner {
  play(input: ParInput): Promise<ParResult>;
  close(): Promise<void>;
}

export class ParPool extends InputPool<ParInput, { outcome: ParResult }, ParResult> implements ParRunner {
  constructor() {
    super({
      worker: 'par-worker',
      size: 1,
      result: (reply) => reply.outcome,
      unrefIdle: true,
      closed: () => new Error('par is closed'),
      stopped: () => new Error('par was stopped'),
    });
  }

  play(input: ParInput): Promise<ParResult> {
    return this.run(input);
  }
}
