/**
 * Endgame positions for the solver's bench and tests: a fresh deal of a game, played on the fast
 * path by the adapter's rollout policy until the solver may take over with at most `cards` left.
 */
import type { GameId } from '../../../shared/types';
import type { AnyGame, BaseAction, FastPlayout } from '../../engine/game';
import { describeRuleError } from '../../engine/rule-error';
import type { Rng } from '../../engine/rng';
import { GAMES } from '../../games';
import { adapterFor } from '../adapters';
import type { SearchAdapter } from './pimc';

type AnyFast = FastPlayout<unknown, BaseAction>;

/** The state at the first decision of a fresh game (its deals and chance applied). */
export function freshState(game: AnyGame, players: number, rng: Rng): unknown {
  let state: unknown = game.newGame(players, game.optionsSchema.parse({}), rng.int(players));
  for (;;) {
    const next = game.next(state);
    if (next.kind === 'act') return state;
    if (next.kind === 'over') throw new Error('freshState: the game ended before its first decision');
    const applied =
      next.kind === 'deal'
        ? game.deal(state, game.randomDeal(state, rng))
        : game.apply(state, null, game.randomChance(state, rng));
    if (!applied.ok) throw new Error(describeRuleError(applied.error));
    state = applied.state;
  }
}

export interface EndgamePosition {
  fast: AnyFast;
  adapter: SearchAdapter<unknown, BaseAction, unknown, AnyFast>;
  /** Moves the solver has left to the horizon (cards). */
  remaining: number;
}

/**
 * A position with exactly `cards` left to play, reached by the rollout policy from a fresh deal
 * (the first such position of that game), or null when the game ended first.
 */
export function endgamePosition(
  id: GameId,
  players: number,
  cards: number,
  rng: Rng,
  reuse?: AnyFast,
): EndgamePosition | null {
  const adapter = adapterFor(id) as unknown as SearchAdapter<unknown, BaseAction, unknown, AnyFast>;
  const hooks = adapter.endgame;
  if (!hooks) throw new Error(`endgamePosition: ${id} has no endgame hooks`);
  const fast = reuse ?? adapter.createFast(players);
  fast.load(freshState(GAMES[id].game, players, rng), rng.fork());
  adapter.begin?.(fast, fast.toAct(), 0);
  const moves = new Int32Array(512);
  for (let step = 0; step < 5000; step++) {
    if (fast.toAct() < 0) return null;
    // A phase's end (SevenSins, Abyss): the horizon moves on to the next phase.
    if (adapter.done?.(fast)) adapter.begin?.(fast, fast.toAct(), 0);
    const left = hooks.remaining(fast);
    if (left === cards) return { fast, adapter, remaining: left };
    const n = fast.legal(moves);
    const i = n === 1 ? 0 : adapter.policy ? adapter.policy(fast, moves, n, rng) : rng.int(n);
    fast.play(moves[i] as number);
  }
  return null;
}
