/**
 * What the engine needs to know of a player that is not a person: something that picks one of
 * the legal actions from a seat's view. The bots themselves live in src/main/ai, above the
 * engine; the engine only knows this interface (eslint.config.js keeps it so).
 */
import type { Seat } from '../../shared/types';
import type { BaseAction } from './game';
import type { Rng } from './rng';

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
