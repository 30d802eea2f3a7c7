/** What `npm run bench` times: one random full game (every phase) per call, pure and fast. */
import type { BenchSpec } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { describeRuleError } from '../../engine/rule-error';
import { deal, randomDeal } from './deal';
import { SevenSinsFast } from './fast';
import { apply, legalActions, next } from './rules';
import { newGame, type SevenSinsState } from './state';

/** Plays a random full game on the pure path. */
export function playRandomPure(players: number, rng: Rng): SevenSinsState {
  let s = newGame(players, { phases: 13 }, 0);
  for (;;) {
    const nx = next(s);
    if (nx.kind === 'over') return s;
    if (nx.kind === 'deal') {
      const r = deal(s, randomDeal(s, rng));
      if (!r.ok) throw new Error(describeRuleError(r.error));
      s = r.state;
      continue;
    }
    if (nx.kind !== 'act') throw new Error('SevenSins has no chance events');
    const seat = nx.seats[0] as number;
    const r = apply(s, seat, rng.pick(legalActions(s, seat)));
    if (!r.ok) throw new Error(describeRuleError(r.error));
    s = r.state;
  }
}

export const sevensinsBench: BenchSpec = {
  unit: 'game',
  playerCounts: [3, 4, 5, 6, 7],
  pure(players) {
    return (rng) => {
      playRandomPure(players, rng);
    };
  },
  fast(players) {
    const fp = new SevenSinsFast();
    const fresh = newGame(players, { phases: 13 }, 0);
    const moves = new Int32Array(128);
    return (rng) => {
      fp.load(fresh, rng);
      while (fp.toAct() >= 0) {
        const n = fp.legal(moves);
        fp.play(moves[rng.int(n)] as number);
      }
    };
  },
};
