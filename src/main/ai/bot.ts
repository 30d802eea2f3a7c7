import type { Seat } from '../../shared/types';
import type { BaseAction } from '../engine/game';
import type { Rng } from '../engine/rng';

/** What a bot is given: its seat's view and the legal actions the host computed — never the state. */
export interface BotContext<V, A extends BaseAction> {
  seat: Seat;
  view: V;
  legal: readonly A[];
  rng: Rng;
}

export interface Bot<V, A extends BaseAction> {
  /** The level name written into records (`random`, `rules`, later `easy`/`normal`/`hard`). */
  readonly level: string;
  act(ctx: BotContext<V, A>): A;
}

/** Plays a uniformly random legal action: for tests and fuzzing. */
export const randomBot: Bot<unknown, BaseAction> = {
  level: 'random',
  act(ctx) {
    return ctx.rng.pick(ctx.legal);
  },
};
