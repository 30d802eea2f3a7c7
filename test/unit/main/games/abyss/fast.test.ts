/**
 * The fast playout path and the pure rules agree: random games are driven on both at once.
 * The fast path deals and draws curses from its own Rng; the pure path is fed the same deals
 * and draws. At every decision the legal move sets must be equal, and so must the outcome.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../src/main/engine/rng';
import { AbyssFast } from '../../../../../src/main/games/abyss/fast';
import { abyssGame as g } from '../../../../../src/main/games/abyss/game';
import type { AbyssState } from '../../../../../src/main/games/abyss/state';
import { sortCards } from '../../../../../src/main/games/abyss/cards';
import { CURSE_SETS, must, playTo, withCurses } from './helpers';

function agree(players: number, seed: number, start?: AbyssState): { phases: number; curses: number } {
  const rng = createRng(`abyss-fast:${players}:${seed}`);
  const fastRng = createRng(`abyss-fast-deals:${players}:${seed}`);
  const fast = new AbyssFast(players);
  const moves = new Int32Array(AbyssFast.MAX_MOVES);
  let state: AbyssState = start ?? g.newGame(players, {}, seed % players);
  fast.load(state, fastRng);
  for (let step = 0; ; step++) {
    if (step > 5000) throw new Error('no end');
    const next = g.next(state);
    if (next.kind === 'over') break;
    if (next.kind === 'deal') {
      // The fast path has already dealt this phase from its own rng.
      const hands = Array.from({ length: players }, (_, s) => fast.handCodes(s));
      state = must(g.deal(state, { hands }));
      expect(fast.scaleElements()).toEqual(state.scale); // storm applied alike
      continue;
    }
    if (next.kind === 'chance') {
      const curse = fast.drawnCurses()[state.curses.length];
      expect(curse).toBeDefined();
      state = must(g.apply(state, null, { type: 'curse', curse: curse as string }));
      continue;
    }
    const seat = fast.toAct();
    // Plain comparisons per step (cheap); a mismatch fails with both sides shown.
    const pureLegal = g
      .legalActions(state, seat)
      .map((a) => fast.encode(a))
      .sort((a, b) => a - b);
    const count = fast.legal(moves);
    const fastLegal = Array.from(moves.subarray(0, count)).sort((a, b) => a - b);
    const fastHands = Array.from({ length: players }, (_, s) => sortCards(fast.handCodes(s)));
    const pureHands = state.hands.map((h) => sortCards(h));
    const same =
      next.seats.includes(seat) &&
      fast.positions().join() === state.positions.join() &&
      fast.scaleElements().join() === state.scale.join() &&
      JSON.stringify(fastHands) === JSON.stringify(pureHands) &&
      fastLegal.join() === pureLegal.join();
    if (!same) {
      expect({
        seat,
        positions: fast.positions(),
        scale: fast.scaleElements(),
        hands: fastHands,
        legal: fastLegal,
      }).toEqual({
        seat: next.seats.includes(seat) ? seat : next.seats,
        positions: state.positions,
        scale: state.scale,
        hands: pureHands,
        legal: pureLegal,
      });
    }
    const move = moves[rng.int(count)] as number;
    state = must(g.apply(state, seat, fast.decode(move)));
    fast.play(move);
  }
  expect(fast.toAct()).toBe(-1);
  expect(fast.winner()).toBe(state.winner);
  const scores = new Float64Array(players);
  fast.scores(scores);
  expect(Array.from(scores)).toEqual(g.result(state)?.totals);
  expect(fast.drawnCurses()).toEqual(state.curses.map((c) => c.curse));
  expect(fast.phases()).toBe(state.phase + 1);
  return { phases: state.phase + 1, curses: state.curses.length };
}

describe('abyss fast path agrees with the pure rules', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players: random games step by step`, () => {
      let curses = 0;
      for (let seed = 0; seed < 40; seed++) curses += agree(players, seed).curses;
      expect(curses).toBeGreaterThan(70); // curses were drawn and exercised
    });
  }

  it('curse combinations in force from the start: drought, passing, oath, storm, mirror, desecration …', () => {
    for (const [i, curses] of CURSE_SETS.entries()) {
      for (let seed = 0; seed < 6; seed++) {
        const players = 3 + ((seed + i) % 4);
        agree(players, 1000 + seed, withCurses(players, curses, seed % players));
      }
    }
  });

  it('loads a pure state at any decision and continues from it exactly', () => {
    for (let seed = 0; seed < 40; seed++) {
      const players = 3 + (seed % 4);
      const rng = createRng(`abyss-load:${seed}`);
      const states = playTo(players, rng, () => true, 400);
      const moves = new Int32Array(AbyssFast.MAX_MOVES);
      for (const state of states.filter((_, i) => i % 7 === 0)) {
        const next = g.next(state);
        if (next.kind !== 'act') continue;
        const fast = new AbyssFast(players);
        fast.load(state, createRng(seed));
        expect(fast.positions()).toEqual(state.positions);
        expect(fast.scaleElements()).toEqual(state.scale);
        const seat = fast.toAct();
        expect(next.seats).toContain(seat);
        const pure = g
          .legalActions(state, seat)
          .map((a) => fast.encode(a))
          .sort((a, b) => a - b);
        const count = fast.legal(moves);
        expect(Array.from(moves.subarray(0, count)).sort((a, b) => a - b)).toEqual(pure);
        // Play one move on both: positions and what comes next agree.
        const move = moves[0] as number;
        const after = must(g.apply(state, seat, fast.decode(move)));
        fast.play(move);
        const then = g.next(after);
        if (then.kind === 'act') {
          expect(fast.positions()).toEqual(after.positions);
          expect(then.seats).toContain(fast.toAct());
        }
      }
    }
  });

  it('encode and decode are inverse on every move', () => {
    const fast = new AbyssFast(4);
    for (let m = 0; m < 159; m++) expect(fast.encode(fast.decode(m))).toBe(m);
    expect(fast.encode({ type: 'scale', swap: [3, 1] })).toBe(fast.encode({ type: 'scale', swap: [1, 3] }));
  });
});
