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
  /**
   * The whole truth, for the arena's perfect-information reference (level `open`) only: the
   * state and the chance stream the coming draws will come from. The host never sets it, no
   * bot but `open` reads it (test/unit/main/ai/fairness.test.ts), and a table refuses `open`.
   */
  open?: OpenInformation;
}

/** Everything hidden from the seats: the state itself and the stream of the coming chance draws. */
export interface OpenInformation {
  state: unknown;
  /** A copy of the chance stream as it stands (reading it does not move the game's own). */
  chance: Rng;
}

export interface Bot<V, A extends BaseAction> {
  /** The level name written into records (`random`, `rules`, later `easy`/`normal`/`hard`). */
  readonly level: string;
  act(ctx: BotContext<V, A>): A;
}
