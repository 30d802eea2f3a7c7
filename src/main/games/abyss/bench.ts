/** What `npm run bench` times for Abyss: one whole random game (to the goal) per unit. */
import type { BenchSpec } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { describeRuleError } from '../../engine/rule-error';
import { AbyssFast } from './fast';
import { abyssGame } from './game';
import type { AbyssState } from './state';

/** Plays one random game on the pure path; returns the final state. */
export function playRandomPure(players: number, rng: Rng, firstDealer = 0): AbyssState {
  const g = abyssGame;
  let state = g.newGame(players, {}, firstDealer);
  for (;;) {
    const next = g.next(state);
    let applied;
    if (next.kind === 'over') return state;
    if (next.kind === 'deal') applied = g.deal(state, g.randomDeal(state, rng));
    else if (next.kind === 'chance') applied = g.apply(state, null, g.randomChance(state, rng));
    else {
      const seat = rng.pick(next.seats);
      applied = g.apply(state, seat, rng.pick(g.legalActions(state, seat)));
    }
    if (!applied.ok) throw new Error(`random play refused: ${describeRuleError(applied.error)}`);
    state = applied.state;
  }
}

export const abyssBench: BenchSpec = {
  unit: 'game',
  playerCounts: [3, 4, 5, 6],
  pure(players) {
    return (rng) => {
      playRandomPure(players, rng);
    };
  },
  fast(players) {
    const fast = new AbyssFast(players);
    const start = abyssGame.newGame(players, {}, 0);
    const moves = new Int32Array(AbyssFast.MAX_MOVES);
    return (rng) => {
      fast.load(start, rng);
      for (let seat = fast.toAct(); seat >= 0; seat = fast.toAct()) {
        const count = fast.legal(moves);
        fast.play(moves[rng.int(count)] as number);
      }
    };
  },
};
