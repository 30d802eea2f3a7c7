/** What `npm run bench` times: one random round from a fresh deal, pure and fast. */
import type { BenchSpec } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { describeRuleError, type Applied } from '../../engine/rule-error';
import { deal, randomDeal } from './deal';
import { createDreizehnFast, DREIZEHN_MAX_MOVES } from './fast';
import { apply, legalActions } from './rules';
import { newGame, type DreizehnState } from './state';

const DEFAULT_OPTIONS = { colorRule: 'fixed', memoryAid: false } as const;

function unwrap(applied: Applied<DreizehnState>): DreizehnState {
  if (!applied.ok) throw new Error(describeRuleError(applied.error));
  return applied.state;
}

export const dreizehnBench: BenchSpec = {
  unit: 'round',
  playerCounts: [3, 4, 5, 6],
  pure(players) {
    const start = newGame(players, DEFAULT_OPTIONS, 0);
    return (rng: Rng) => {
      let state = unwrap(deal(start, randomDeal(start, rng)));
      while (state.phase === 'play') {
        state = unwrap(apply(state, state.turn, rng.pick(legalActions(state, state.turn))));
      }
    };
  },
  fast(players) {
    const start = newGame(players, DEFAULT_OPTIONS, 0);
    const fast = createDreizehnFast();
    const moves = new Int32Array(DREIZEHN_MAX_MOVES);
    return (rng: Rng) => {
      fast.load(start, rng);
      while (fast.toAct() >= 0) fast.play(moves[rng.int(fast.legal(moves))]!);
    };
  },
};
