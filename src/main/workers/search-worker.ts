/**
 * A search worker thread: answers one decision request at a time with the searching bot of the
 * requested game and level (time or iteration budget). It receives only the seat's view, the
 * legal actions and a seed — never a game state.
 */
import { parentPort } from 'node:worker_threads';
import type { BaseAction } from '../engine/game';
import { createRng } from '../engine/rng';
import { createSearchBot, type SearchBot } from '../ai/search-bot';
import type { WorkerReply, WorkerRequest } from './protocol';

const bots = new Map<string, { bot: SearchBot; last: { iterations: number; elapsedMs: number } }>();

function botFor(req: WorkerRequest): { bot: SearchBot; last: { iterations: number; elapsedMs: number } } {
  const key = `${req.game}:${req.level}:${req.mode}:${req.timeMs ?? ''}:${req.iterations ?? ''}`;
  let entry = bots.get(key);
  if (!entry) {
    const last = { iterations: 0, elapsedMs: 0 };
    const bot = createSearchBot(req.game, req.level, {
      mode: req.mode,
      ...(req.timeMs !== undefined ? { timeMs: req.timeMs } : {}),
      ...(req.iterations !== undefined ? { iterations: req.iterations } : {}),
      onSearch: (result) => {
        last.iterations = result.stats.iterations;
        last.elapsedMs = result.stats.elapsedMs;
      },
    });
    entry = { bot, last };
    bots.set(key, entry);
  }
  return entry;
}

parentPort?.on('message', (req: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const { bot, last } = botFor(req);
    last.iterations = 0;
    last.elapsedMs = 0;
    const action: BaseAction = bot.act({
      seat: req.seat,
      view: req.view,
      legal: req.legal,
      rng: createRng(req.seed),
    });
    reply = { id: req.id, ok: true, action, iterations: last.iterations, elapsedMs: last.elapsedMs };
  } catch (err) {
    reply = { id: req.id, ok: false, error: (err as Error).stack ?? String(err) };
  }
  parentPort?.postMessage(reply);
});
