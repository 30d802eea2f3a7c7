import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../../../src/shared/types';
import { createRng } from '../../../../../src/main/engine/rng';
import { endgamePosition } from '../../../../../src/main/ai/search/endgame-positions';
import { Snapshots } from '../../../../../src/main/ai/search/snapshot';
import { EndgameSolver, type SolveMode } from '../../../../../src/main/ai/search/solver';

const CARDS = { siegel: 9, dreizehn: 6, sevensins: 8, abyss: 7 } as const;

function solverFor(
  game: (typeof GAME_IDS)[number],
  mode: SolveMode,
  table: boolean,
  cards: number,
  seed: string,
) {
  const at = endgamePosition(game, 4, cards, createRng(seed));
  if (!at) return null;
  const hooks = at.adapter.endgame!;
  // Without the table: no position is a boundary, so nothing is ever looked up.
  const endgame = table ? hooks : { ...hooks, boundary: () => false };
  return { at, solver: new EndgameSolver(at.fast, 4, { ...at.adapter, endgame }, mode) };
}

describe('EndgameSolver', () => {
  for (const game of GAME_IDS) {
    it(`${game}: the transposition table changes no value, and a solve leaves the position as it was`, () => {
      let compared = 0;
      for (let trial = 0; trial < 12; trial++) {
        const seed = `solver:${game}:${trial}`;
        const withTable = solverFor(game, 'maxn', true, CARDS[game], seed);
        const without = solverFor(game, 'maxn', false, CARDS[game], seed);
        if (!withTable || !without) continue;
        const seat = withTable.at.fast.toAct();
        const a = new Float64Array(4);
        const b = new Float64Array(4);
        const snaps = new Snapshots(withTable.at.fast);
        const hash = snaps.hash();
        withTable.solver.solve(seat, a);
        expect(snaps.hash()).toBe(hash);
        without.solver.solve(seat, b);
        expect(Array.from(a)).toEqual(Array.from(b));
        compared++;
      }
      expect(compared).toBeGreaterThan(8);
    });

    it(`${game}: paranoid alpha-beta agrees with itself without the table and is never above max^n`, () => {
      for (let trial = 0; trial < 10; trial++) {
        const seed = `paranoid:${game}:${trial}`;
        const ab = solverFor(game, 'paranoid', true, CARDS[game] - 1, seed);
        const plain = solverFor(game, 'paranoid', false, CARDS[game] - 1, seed);
        const maxn = solverFor(game, 'maxn', true, CARDS[game] - 1, seed);
        if (!ab || !plain || !maxn) continue;
        const seat = ab.at.fast.toAct();
        const out = new Float64Array(4);
        const v = ab.solver.solve(seat, out);
        expect(plain.solver.solve(seat, out)).toBeCloseTo(v, 9);
        // The others playing against the seat can only do it as much harm as playing for themselves.
        expect(v).toBeLessThanOrEqual(maxn.solver.solve(seat, out) + 1e-9);
      }
    });
  }

  it('a forced ending (one card each) is valued as playing it out', () => {
    const at = endgamePosition('siegel', 4, 4, createRng('forced'));
    expect(at).not.toBeNull();
    const { fast, adapter } = at!;
    const solver = new EndgameSolver(fast, 4, { ...adapter, endgame: adapter.endgame! });
    const out = new Float64Array(4);
    solver.solve(fast.toAct(), out);
    const moves = new Int32Array(16);
    while (fast.toAct() >= 0) {
      expect(fast.legal(moves)).toBeGreaterThan(0);
      fast.play(moves[0] as number);
    }
    for (let s = 0; s < 4; s++) expect(out[s]).toBe(adapter.value(fast, s));
  });
});
