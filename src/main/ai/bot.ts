import type { BaseAction } from '../engine/game';
import type { Bot } from '../engine/player';

// The interfaces live in the engine (which must not import the ai layer); bots import them from here.
export type { Bot, BotContext } from '../engine/player';

/** Plays a uniformly random legal action: for tests and fuzzing. */
export const randomBot: Bot<unknown, BaseAction> = {
  level: 'random',
  act(ctx) {
    return ctx.rng.pick(ctx.legal);
  },
};
