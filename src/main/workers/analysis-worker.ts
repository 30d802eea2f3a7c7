/**
 * An analysis worker thread: weighs one decision at a time (`evaluateDecision`). Like the
 * search worker it receives only the deciding seat's view, its legal actions, the action taken
 * and a seed, never a game state.
 */
import { parentPort } from 'node:worker_threads';
import { evaluateDecision, type DecisionInput } from '../analysis/evaluate';
import type { AnalysisReply } from './analysis-pool';

parentPort?.on('message', (req: { id: number; input: DecisionInput }) => {
  let reply: AnalysisReply;
  try {
    reply = { id: req.id, ok: true, evaluation: evaluateDecision(req.input) };
  } catch (err) {
    reply = { id: req.id, ok: false, error: (err as Error).stack ?? String(err) };
  }
  parentPort?.postMessage(reply);
});
