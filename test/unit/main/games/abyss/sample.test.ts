/** Views hide what a seat cannot know, and samples are consistent with everything it saw. */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../src/main/engine/rng';
import { elementOf } from '../../../../../src/main/games/abyss/cards';
import { abyssGame as g } from '../../../../../src/main/games/abyss/game';
import type { AbyssState } from '../../../../../src/main/games/abyss/state';
import { CURSE_SETS, play, playFrom, playTo, run, setup, withCurses, HIGH, LOW, MID } from './helpers';

describe('view', () => {
  it('shows the own hand only, hand counts, the trick and the board; never the curse deck order', () => {
    const s = run(
      setup({
        hands: [LOW, HIGH, MID],
      }),
      [play(0, 'W1')],
    );
    const v = g.view(s, 1);
    expect(v.hands).toEqual([null, ['W13', 'E13', 'F13', 'A13', 'S13'], null]);
    expect(v.handCounts).toEqual([4, 5, 5]);
    expect(v.trick).toEqual([{ seat: 0, card: 'W1' }]);
    expect(v.toAct).toEqual([1]);
    expect(v.deckSize).toBe(16);
    expect(JSON.stringify(v)).not.toContain('E2');
    expect(g.view(s, null).hands).toEqual([null, null, null]);
  });
});

describe('sample', () => {
  it('respects voids: a seat that failed to follow gets none of that element', () => {
    const s = run(
      setup({
        hands: [
          ['W1', 'E1', 'F1', 'A1', 'S1'],
          ['E13', 'F13', 'A13', 'S13', 'TANUKI'],
          ['W2', 'E2', 'F2', 'A2', 'S2'],
        ],
      }),
      [play(0, 'W1'), play(1, 'E13')],
    );
    const v = g.view(s, 0);
    expect(v.voids[1]).toEqual(['water']);
    for (let i = 0; i < 200; i++) {
      const sampled = g.sample(v, 0, createRng(i));
      expect(sampled.hands[1]?.some((c) => elementOf(c) === 'water')).toBe(false);
      expect(g.invariants(sampled)).toEqual([]);
    }
  });

  it('keeps the passed card with the left neighbour until it is played', () => {
    let s = setup({
      hands: [LOW, HIGH, MID],
      curses: ['passing'],
    });
    s = run(s, [
      [0, { type: 'pass', card: 'S1' }],
      [1, { type: 'pass', card: 'S13' }],
      [2, { type: 'pass', card: 'S2' }],
    ]);
    const v = g.view(s, 0);
    expect(v.passing).toMatchObject({ given: 'S1', received: 'S2', done: true });
    for (let i = 0; i < 100; i++) expect(g.sample(v, 0, createRng(i)).hands[1]).toContain('S1');
    // Once seat 1 has played it, it may be anywhere it could be: the sample just stays consistent.
    s = run(s, [play(0, 'S2'), play(1, 'S1')]);
    const w = g.view(s, 0);
    for (let i = 0; i < 50; i++) expect(g.invariants(g.sample(w, 0, createRng(i)))).toEqual([]);
  });

  it('invents the other seats’ secret pass choices while passing', () => {
    let s = setup({
      hands: [LOW, HIGH, MID],
      curses: ['passing', 'openHands'],
    });
    s = run(s, [[2, { type: 'pass', card: 'A2' }]]);
    const v = g.view(s, 0);
    expect(v.hands[2]).toEqual(['W2', 'E2', 'F2', 'A2', 'S2']); // openHands: hands shown…
    expect(v.passing?.chosen).toEqual([false, false, true]); // …but not the choice
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const sampled = g.sample(v, 0, createRng(i));
      expect(sampled.hands).toEqual(s.hands);
      seen.add(sampled.passing?.choices[2] as string);
      expect(isDeepStrictEqual(g.view(sampled, 0), v)).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('round-trips the view of every seat at every step of random games (with legal actions unchanged)', () => {
    for (let seed = 0; seed < 6; seed++) {
      const players = 3 + (seed % 4);
      const rng = createRng(`abyss-sample:${seed}`);
      const states: AbyssState[] = playTo(players, rng, () => true);
      for (const state of states) {
        for (let seat = 0; seat < players; seat++) {
          const v = g.view(state, seat);
          const sampled = g.sample(v, seat, rng);
          expect(g.invariants(sampled)).toEqual([]);
          expect(isDeepStrictEqual(g.view(sampled, seat), v)).toBe(true);
          expect(isDeepStrictEqual(g.view(sampled, null), g.view(state, null))).toBe(true);
          expect(g.legalActions(sampled, seat)).toEqual(g.legalActions(state, seat));
        }
      }
    }
  });

  it('round-trips views under curse combinations (passing, openHands, oath voids, drought …)', () => {
    for (const [i, curses] of CURSE_SETS.entries()) {
      const players = 3 + (i % 4);
      const rng = createRng(`abyss-sample-curses:${i}`);
      const states = playFrom(withCurses(players, curses, i % players), rng);
      for (const [k, state] of states.entries()) {
        if (k % 2 === 1 && state.stage === 'play') continue; // keep the test quick
        for (let seat = 0; seat < players; seat++) {
          const v = g.view(state, seat);
          const sampled = g.sample(v, seat, rng);
          expect(g.invariants(sampled)).toEqual([]);
          expect(isDeepStrictEqual(g.view(sampled, seat), v)).toBe(true);
          expect(g.legalActions(sampled, seat)).toEqual(g.legalActions(state, seat));
        }
      }
    }
  });
});
