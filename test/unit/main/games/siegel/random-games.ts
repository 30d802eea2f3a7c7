/** Random legal games through the pure Game (uniform among legal actions), for property tests. */
import { siegelGame, type SiegelState } from '../../../../../src/main/games/siegel';
import type { Rng } from '../../../../../src/main/engine/rng';
import { deepFreeze } from '../../../../support/deep';
import { words } from '../../../../../src/shared/i18n/format';

/** Every state of one random game (or of its first `maxRounds` rounds), frozen. */
export function randomGameStates(
  players: number,
  rng: Rng,
  maxRounds = Infinity,
  saboteurBase: 4 | 5 = 4,
): SiegelState[] {
  let s = deepFreeze(siegelGame.newGame(players, { saboteurBase }, rng.int(players)));
  const states = [s];
  let rounds = 0;
  for (let n = siegelGame.next(s); n.kind !== 'over'; n = siegelGame.next(s)) {
    if (n.kind === 'deal') {
      if (rounds++ >= maxRounds) break;
      const d = siegelGame.deal(s, siegelGame.randomDeal(s, rng));
      if (!d.ok) throw new Error(words('en', d.error.reason));
      s = deepFreeze(d.state);
    } else if (n.kind === 'act') {
      const seat = n.seats[0]!;
      const r = siegelGame.apply(s, seat, rng.pick(siegelGame.legalActions(s, seat)));
      if (!r.ok) throw new Error(words('en', r.error.reason));
      s = deepFreeze(r.state);
    } else throw new Error('siegel has no chance events');
    states.push(s);
  }
  return states;
}
