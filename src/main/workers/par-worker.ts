/**
 * A par worker thread: plays one round again for par (analysis/par.ts). Unlike the search and
 * analysis workers it receives the whole record (the host's own, hidden cards included): par
 * replays the deal itself; only the two scores go back to the table.
 */
import { parentPort } from 'node:worker_threads';
import { words } from '../../shared/i18n/format';
import { playPar, type ParInput } from '../analysis/par';
import type { ParReply } from './par-pool';

parentPort?.on('message', (req: { id: number; input: ParInput }) => {
  let reply: ParReply;
  try {
    const outcome = playPar(req.input);
    // A reason for the log: the worker's answer is an error message (the host reports it as a detail).
    reply = outcome.ok
      ? { id: req.id, ok: true, outcome }
      : { id: req.id, ok: false, error: words('en', outcome.reason) };
  } catch (err) {
    reply = { id: req.id, ok: false, error: (err as Error).stack ?? String(err) };
  }
  parentPort?.postMessage(reply);
});
