/**
 * The generic conformance walk run on SevenSins alone: random legal games with invariants at
 * every step; in the heavy games also view/sample consistency for every seat and garbage.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../src/main/engine/rng';
import type { AnyGame } from '../../../../../src/main/engine/game';
import { sevensinsGame } from '../../../../../src/main/games/sevensins';
import { walkRandomGame } from '../../../../conformance/walk';

const game = sevensinsGame as unknown as AnyGame;

describe('sevensins random walks', () => {
  for (const players of [3, 4, 5, 6, 7]) {
    it(`${players} players: full games keep every law; one heavy game`, () => {
      for (let g = 0; g < 4; g++) {
        const rng = createRng(`ss-walk:${players}:${g}`);
        const options = g === 3 ? { phases: 3 } : {};
        const { record } = walkRandomGame({ game, players, options, rng, heavy: g === 0 || g === 3 });
        const totals = record.result!.totals;
        const best = Math.max(...totals);
        expect(record.result!.winners).toEqual(totals.flatMap((t, i) => (t === best ? [i] : [])));
        expect(record.rounds).toHaveLength(g === 3 ? 3 : players === 7 ? 12 : 13);
      }
    });
  }
});
