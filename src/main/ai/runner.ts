/**
 * Asks a bot for its move. Async by contract so that searching bots can think in worker threads
 * (src/main/workers/search-pool.ts) without the table changing; the rule-based and random bots answer
 * at once. It lives with the bots, below the host: the host uses it, the bots know no sessions.
 */
import type { Seat } from '../../shared/types';
import type { BaseAction } from '../engine/game';
import { createRng, type Rng } from '../engine/rng';
import { isSearchLevel } from './search-bot';
import type { AnyBot } from './levels';

export interface BotRequest {
  seat: Seat;
  view: unknown;
  legal: BaseAction[];
  rng: Rng;
}

export interface BotRunner {
  decide(bot: AnyBot, request: BotRequest): Promise<BaseAction>;
}

/**
 * The stream a bot decides with, the same inline as in the worker pool (workers/search-pool.ts): a
 * searching bot gets a generator seeded from one draw of the request's stream (all a worker
 * receives), any other bot the stream itself. So a table's bot moves, and par's replay of them
 * (analysis/par.ts), do not depend on where the bot thinks.
 */
export function decisionStream(bot: AnyBot, rng: Rng): Rng {
  return isSearchLevel(bot.level) ? createRng(rng.u32()) : rng;
}

/** Decides on the calling thread: tests, self-play and the arena, where blocking is fine. */
export const inlineBotRunner: BotRunner = {
  decide(bot, request) {
    try {
      return Promise.resolve(bot.act({ ...request, rng: decisionStream(bot, request.rng) }));
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
  },
};
