/** Bench units: one random round from a fresh deal, uniformly random legal actions. */
import { DEFAULT_SIEGEL_OPTIONS, type SiegelAction } from '../../../shared/games/siegel';
import type { BenchSpec } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { describeRuleError } from '../../engine/rule-error';
import { deal, newGame, next, randomDeal } from './deal';
import { MAX_MOVES, SiegelFast } from './fast';
import { apply, legalActions } from './rules';
import type { SiegelState } from './state';

/** Plays one random round on the pure path; returns the state after it. */
export function playPureRound(players: number, rng: Rng, dealer = 0): SiegelState {
  let state = newGame(players, DEFAULT_SIEGEL_OPTIONS, dealer);
  const dealt = deal(state, randomDeal(state, rng));
  if (!dealt.ok) throw new Error(describeRuleError(dealt.error));
  state = dealt.state;
  for (let step = next(state); step.kind === 'act'; step = next(state)) {
    const seat = step.seats[0] as number;
    const action: SiegelAction = rng.pick(legalActions(state, seat));
    const applied = apply(state, seat, action);
    if (!applied.ok) throw new Error(describeRuleError(applied.error));
    state = applied.state;
    if (state.phase === 'roundOver') break;
  }
  return state;
}

export const siegelBench: BenchSpec = {
  unit: 'round',
  playerCounts: [3, 4, 5],
  pure(players) {
    return (rng) => {
      playPureRound(players, rng);
    };
  },
  fast(players) {
    const fast = new SiegelFast(players);
    const moves = new Int32Array(MAX_MOVES);
    return (rng) => {
      fast.reset(rng);
      while (fast.toAct() >= 0) fast.play(moves[rng.int(fast.legal(moves))] as number);
    };
  },
};
