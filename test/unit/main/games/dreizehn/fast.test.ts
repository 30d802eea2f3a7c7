import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../src/main/engine/rng';
import {
  createDreizehnFast,
  DREIZEHN_MAX_MOVES,
  dreizehnBench,
  scoreRound,
} from '../../../../../src/main/games/dreizehn';
import type { DreizehnOptions } from '../../../../../src/shared/games/dreizehn';
import { CATEGORIES, KIND_OF, KINDS } from '../../../../../src/main/games/dreizehn/cards';
import { categoryCounts } from '../../../../../src/main/games/dreizehn/scoring';
import { targetColour } from '../../../../../src/main/games/dreizehn/targets';
import { FIRST_CARD, FIXED, game, ok } from './helpers';

const sorted = (xs: Iterable<number>) => [...xs].sort((a, b) => a - b);

describe('13 fast playout agrees with the pure rules', () => {
  for (const options of [FIXED, FIRST_CARD] as DreizehnOptions[]) {
    it(`plays the same games (${options.colorRule})`, () => {
      const rng = createRng(options.colorRule === 'fixed' ? 101 : 202);
      const lockstep = createDreizehnFast();
      const fresh = createDreizehnFast();
      const moves = new Int32Array(DREIZEHN_MAX_MOVES);
      const scores = new Float64Array(6);
      let steps = 0;
      let rounds = 0;
      for (let g = 0; g < 8; g++) {
        const players = 3 + (g % 4);
        let state = game.newGame(players, options, rng.int(players));
        while (game.next(state).kind !== 'over') {
          state = ok(game.deal(state, game.randomDeal(state, rng)));
          lockstep.load(state, rng);
          while (state.phase === 'play') {
            const seat = state.turn;
            const pure = game.legalActions(state, seat);
            const encoded = sorted(pure.map((a) => lockstep.encode(a)));
            expect(new Set(encoded).size).toBe(pure.length);
            for (const a of pure) expect(lockstep.decode(lockstep.encode(a))).toEqual(a);
            // The fast path kept in step, and one freshly loaded from this state, both agree.
            for (const fast of [lockstep, fresh]) {
              if (fast === fresh) fast.load(state, rng);
              expect(fast.toAct()).toBe(seat);
              expect(sorted(moves.subarray(0, fast.legal(moves)))).toEqual(encoded);
            }
            lockstep.scores(scores);
            expect([...scores.subarray(0, players)]).toEqual(scoreRound(state.taken));
            const action = rng.pick(pure);
            lockstep.play(lockstep.encode(action));
            state = ok(game.apply(state, seat, action));
            steps++;
          }
          expect(lockstep.toAct()).toBe(-1);
          lockstep.scores(scores);
          expect([...scores.subarray(0, players)]).toEqual(game.roundScores(state).at(-1));
          rounds++;
        }
      }
      expect(rounds).toBe(2 * (6 + 4 + 5 + 6));
      expect(steps).toBe(rounds * 50);
    });
  }

  it('decodes every fast move into an action the pure rules accept', () => {
    const rng = createRng(7);
    const fast = createDreizehnFast();
    const moves = new Int32Array(DREIZEHN_MAX_MOVES);
    for (const options of [FIXED, FIRST_CARD]) {
      let state = game.newGame(5, options, 2);
      state = ok(game.deal(state, game.randomDeal(state, rng)));
      while (state.phase === 'play') {
        fast.load(state, rng);
        const n = fast.legal(moves);
        for (let i = 0; i < n; i++)
          expect(game.apply(state, state.turn, fast.decode(moves[i]!)).ok).toBe(true);
        state = ok(game.apply(state, state.turn, fast.decode(moves[rng.int(n)]!)));
      }
    }
  });

  it('deals a fresh round from the rng when loaded at a deal, and stops after 50 plays', () => {
    const rng = createRng(8);
    const fast = createDreizehnFast();
    const moves = new Int32Array(DREIZEHN_MAX_MOVES);
    const scores = new Float64Array(6);
    for (const players of [3, 4, 5, 6]) {
      const state = game.newGame(players, FIRST_CARD, 1);
      fast.load(state, rng);
      expect(fast.toAct()).toBe(2 % players);
      let plays = 0;
      while (fast.toAct() >= 0) {
        fast.play(moves[rng.int(fast.legal(moves))]!);
        plays++;
      }
      expect(plays).toBe(50);
      fast.scores(scores);
      expect([...scores.subarray(0, players)].every((x) => x >= 0)).toBe(true);
    }
    fast.load({ ...game.newGame(3, FIXED, 0), phase: 'over' }, rng);
    expect(fast.toAct()).toBe(-1);
    expect(fast.encode({ type: 'play', card: 'Z1', target: 'blue' })).toBe(-1);
  });

  it("keeps the reader's played cards, taken counts, target colours and pile size in step", () => {
    const rng = createRng(9);
    const lockstep = createDreizehnFast();
    const fresh = createDreizehnFast();
    const reader = lockstep.inspect();
    for (const options of [FIXED, FIRST_CARD]) {
      let state = game.newGame(4, options, 1);
      state = ok(game.deal(state, game.randomDeal(state, rng)));
      lockstep.load(state, rng);
      while (state.phase === 'play') {
        fresh.load(state, rng);
        for (const r of [reader, fresh.inspect()]) {
          const played = new Array<number>(KINDS).fill(0);
          for (const p of state.log) played[KIND_OF[p.card]]!++;
          expect([...(r.played as Int32Array)]).toEqual(played);
          expect([...(r.taken as Int16Array).subarray(0, 4 * CATEGORIES)]).toEqual(
            categoryCounts(state.taken).flat(),
          );
          expect([0, 1, 2].map((t) => r.colourOf[t])).toEqual(
            [0, 1, 2].map((t) => targetColour(options, state.targets, t)),
          );
          expect(r.firstCard).toBe(options.colorRule === 'firstCard');
          expect(r.pileLeft).toBe(state.drawPile.length);
        }
        const action = rng.pick(game.legalActions(state, state.turn));
        lockstep.play(lockstep.encode(action));
        state = ok(game.apply(state, state.turn, action));
      }
    }
  });

  it('runs the bench units on both paths', () => {
    const rng = createRng(1);
    expect(dreizehnBench.unit).toBe('round');
    for (const players of dreizehnBench.playerCounts) {
      dreizehnBench.pure(players)(rng);
      const fast = dreizehnBench.fast(players);
      for (let i = 0; i < 100; i++) fast(rng);
    }
  });
});
