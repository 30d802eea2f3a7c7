/**
 * Asks a bot for its move. Async by contract so that searching bots can think in worker threads
 * (src/main/ai/workers/pool.ts) without the table changing; the rule-based and random bots answer
 * at once. It lives with the bots, below the host: the host uses it, the bots know no sessions.
 */
import type { Seat } from '../../shared/types';
import type { BaseAction } from '../engine/game';
import type { Rng } from '../engine/rng';
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

/** Decides on the calling thread: tests, self-play and the arena, where blocking is fine. */
export const inlineBotRunner: BotRunner = {
  decide(bot, request) {
    try {
      return Promise.resolve(bot.act(request));
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
  },
};
