/**
 * Asks a bot for its move. Async by contract so that searching bots can run in worker threads
 * later without the table changing; the rule-based and random bots answer at once.
 */
import type { Seat } from '../../shared/types';
import type { AnyBot } from '../ai/levels';
import type { BaseAction } from '../engine/game';
import type { Rng } from '../engine/rng';

export interface BotRequest {
  seat: Seat;
  view: unknown;
  legal: BaseAction[];
  rng: Rng;
}

export interface BotRunner {
  decide(bot: AnyBot, request: BotRequest): Promise<BaseAction>;
}

export const inlineBotRunner: BotRunner = {
  decide(bot, request) {
    return Promise.resolve(bot.act(request));
  },
};
