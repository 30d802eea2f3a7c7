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

/** The first legal action, where a rules bot starts; a bot asked to act without one is the caller's bug. */
export function firstLegal<A>(legal: readonly A[], bot: string): A {
  const first = legal[0];
  if (first === undefined) throw new Error(`the ${bot} rules bot was asked to act without legal actions`);
  return first;
}
