import { describe, expect, it } from 'vitest';
import { DREIZEHN_FEATURE_NAMES, dreizehnFeatures } from '../../../../../src/main/ai/dreizehn/features';
import { createRng } from '../../../../../src/main/engine/rng';
import {
  createDreizehnFast,
  DREIZEHN_MAX_MOVES,
  type DreizehnFast,
  type DreizehnState,
} from '../../../../../src/main/games/dreizehn';
import { DECK, KIND_CATEGORY, KIND_VALUE } from '../../../../../src/main/games/dreizehn/cards';
import type { DreizehnCard, DreizehnOptions } from '../../../../../src/shared/games/dreizehn';
import { FIRST_CARD, FIXED, randomGames } from '../../games/dreizehn/helpers';

const NF = DREIZEHN_FEATURE_NAMES.length;
const VALUE = KIND_VALUE;
const CATEGORY = KIND_CATEGORY;
type FeatureName = (typeof DREIZEHN_FEATURE_NAMES)[number];
const feature = (name: FeatureName) => DREIZEHN_FEATURE_NAMES.indexOf(name);

/** The features of every legal move of the seat to act, as rows keyed by move. */
function rows(fast: DreizehnFast): Map<string, number[]> {
  const moves = new Int32Array(DREIZEHN_MAX_MOVES);
  const n = fast.legal(moves);
  const out = new Float64Array(n * NF);
  expect(dreizehnFeatures.write(fast, moves, n, out)).toBe(true);
  const map = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const a = fast.decode(moves[i]!);
    map.set(`${a.card}>${a.target}`, [...out.subarray(i * NF, (i + 1) * NF)]);
  }
  return map;
}

/**
 * A play state with the given hand for `seat`, targets and taken cards; every other card is
 * dealt to the other hands (`otherHand` cards each) and the rest to the pile, in deck order.
 */
function crafted(
  options: DreizehnOptions,
  seat: number,
  hand: DreizehnCard[],
  targets: DreizehnCard[][],
  taken: DreizehnCard[][],
  otherHand: number,
  pile: number,
): DreizehnState {
  const rest = [...DECK];
  const take = (card: DreizehnCard) => {
    const i = rest.indexOf(card);
    if (i < 0) throw new Error(`no ${card} left`);
    rest.splice(i, 1);
    return card;
  };
  const players = taken.length;
  const hands = Array.from({ length: players }, (_, s) => (s === seat ? hand.map(take) : []));
  targets.forEach((t) => t.forEach(take));
  taken.forEach((t) => t.forEach(take));
  for (let s = 0; s < players; s++) if (s !== seat) hands[s] = rest.splice(0, otherHand);
  return {
    players,
    options,
    firstDealer: 0,
    phase: 'play',
    turn: seat,
    hands,
    drawPile: rest.splice(0, pile),
    targets,
    taken,
    log: [],
    history: [],
    totals: new Array<number>(players).fill(0),
  };
}

describe('13 policy features', () => {
  it('has 12–30 uniquely named features', () => {
    expect(NF).toBeGreaterThanOrEqual(12);
    expect(NF).toBeLessThanOrEqual(30);
    expect(new Set(DREIZEHN_FEATURE_NAMES).size).toBe(NF);
    expect(dreizehnFeatures.names).toBe(DREIZEHN_FEATURE_NAMES);
  });

  it('writes finite values within ±1.5 for every play in random rollouts, and nothing when none is to act', () => {
    const rng = createRng(31);
    const fast = createDreizehnFast();
    const moves = new Int32Array(DREIZEHN_MAX_MOVES);
    const out = new Float64Array(DREIZEHN_MAX_MOVES * NF);
    let calls = 0;
    for (let g = 0; g < 120; g++) {
      const players = 3 + (g % 4);
      const options = g % 2 === 0 ? FIXED : FIRST_CARD;
      // Loaded at a deal, the fast path deals a fresh round itself.
      const state = {
        ...crafted(
          options,
          0,
          [],
          [[], [], []],
          Array.from({ length: players }, () => []),
          0,
          0,
        ),
        phase: 'deal' as const,
      };
      fast.load(state, rng);
      while (fast.toAct() >= 0) {
        const n = fast.legal(moves);
        expect(n).toBeGreaterThan(0);
        out.fill(Number.NaN);
        expect(dreizehnFeatures.write(fast, moves, n, out)).toBe(true);
        // One expect per bad value only: an expect per value would take the test's time.
        for (let j = 0; j < n * NF; j++) {
          const x = out[j]!;
          if (!(Math.abs(x) <= 1.5)) expect({ feature: DREIZEHN_FEATURE_NAMES[j % NF], x }).toBeNull();
        }
        calls++;
        fast.play(moves[rng.int(n)]!);
      }
      expect(dreizehnFeatures.write(fast, moves, 0, out)).toBe(false);
    }
    expect(calls).toBe(120 * 50);
  });

  it('writes for every decision of random games loaded from the engine state', () => {
    const fast = createDreizehnFast();
    const moves = new Int32Array(DREIZEHN_MAX_MOVES);
    const out = new Float64Array(DREIZEHN_MAX_MOVES * NF);
    let plays = 0;
    randomGames(4, 5, (state, rng) => {
      fast.load(state, rng);
      const n = state.phase === 'play' ? fast.legal(moves) : 0;
      expect(dreizehnFeatures.write(fast, moves, n, out)).toBe(state.phase === 'play');
      if (state.phase !== 'play') return;
      plays++;
      for (let j = 0; j < n * NF; j++) {
        if (!(Math.abs(out[j]!) <= 1.5))
          expect({ feature: DREIZEHN_FEATURE_NAMES[j % NF], x: out[j] }).toBeNull();
      }
    });
    expect(plays).toBeGreaterThan(500);
  });

  it("expresses the adapter heuristic's move cost as a weighted sum", () => {
    // The rollout policy's cost (adapter.ts, without its noise) against the file's weights.
    const weights: [FeatureName, number][] = [
      ['bust', 1],
      ['takeCost', 8],
      ['f4Fit', 0.92],
      ['f4FitAfter', -0.8],
      ['fitValue', -0.56],
    ];
    const fast = createDreizehnFast();
    const moves = new Int32Array(DREIZEHN_MAX_MOVES);
    const out = new Float64Array(DREIZEHN_MAX_MOVES * NF);
    const rng = createRng(12);
    for (let g = 0; g < 20; g++) {
      const players = 3 + (g % 4);
      const options = g % 2 === 0 ? FIXED : FIRST_CARD;
      fast.load(
        {
          ...crafted(
            options,
            0,
            [],
            [[], [], []],
            Array.from({ length: players }, () => []),
            0,
            0,
          ),
          phase: 'deal',
        },
        rng,
      );
      const f = fast.inspect();
      while (fast.toAct() >= 0) {
        const n = fast.legal(moves);
        dreizehnFeatures.write(fast, moves, n, out);
        for (let i = 0; i < n; i++) {
          const kind = (moves[i]! / 3) | 0;
          const t = moves[i]! - kind * 3;
          const v = VALUE[kind]!;
          const total = f.total[t]! + v;
          const b = t * 4;
          const heuristic =
            total > 13
              ? 1 + f.onTarget[b]! + f.onTarget[b + 1]! + f.onTarget[b + 2]! + 2 * f.onTarget[b + 3]!
              : CATEGORY[kind] === 3
                ? 0.6 - (0.8 * total) / 13
                : -0.08 * v;
          const sum = weights.reduce((a, [name, w]) => a + w * out[i * NF + feature(name)]!, 0);
          expect(sum).toBeCloseTo(heuristic, 9);
        }
        fast.play(moves[rng.int(n)]!);
      }
    }
  });

  it('reads nothing of the other hands or the pile order', () => {
    const fast = createDreizehnFast();
    const rng = createRng(3);
    let checked = 0;
    randomGames(6, 77, (state) => {
      if (state.phase !== 'play' || state.log.length % 7 !== 3) return;
      const seat = state.turn;
      const others = state.hands.map((_, s) => s).filter((s) => s !== seat && state.hands[s]!.length > 0);
      // Pool the other hands and the pile, reshuffle and deal them back at the same sizes.
      const pool = [...state.drawPile, ...others.flatMap((s) => state.hands[s]!)];
      rng.shuffle(pool);
      let at = 0;
      const hands = state.hands.map((h, s) => (s === seat ? [...h] : pool.slice(at, (at += h.length))));
      const drawPile = pool.slice(at);
      const shuffled: DreizehnState = { ...state, hands, drawPile };
      fast.load(state, rng);
      const before = rows(fast);
      fast.load(shuffled, rng);
      expect(rows(fast)).toEqual(before);
      checked++;
    });
    expect(checked).toBeGreaterThan(20);
  });

  it('tells the moves of a hand-checked position apart', () => {
    // Seat 0 of 3 (fixed targets): blue 7+5 = 12, yellow 7+5+1 = 13, green 2. Seat 1 has taken
    // three blue cards, seat 0 one green (so it leads green).
    const state = crafted(
      FIXED,
      0,
      ['B1', 'Y2', 'F4', 'G7', 'B4'],
      [['B7', 'B5'], ['Y7', 'Y5', 'Y1'], ['G2']],
      [['G1'], ['B1', 'B1', 'B2'], []],
      5,
      10,
    );
    const fast = createDreizehnFast();
    fast.load(state, createRng(1));
    const r = rows(fast);
    const get = (move: string, name: FeatureName) => r.get(move)![feature(name)];
    expect([...r.keys()].sort()).toEqual(
      ['B1>blue', 'B4>blue', 'F4>blue', 'F4>green', 'F4>yellow', 'G7>green', 'Y2>yellow'].sort(),
    );
    // Exactly the moves that overflow take the pile.
    const busts = [...r.keys()].filter((m) => get(m, 'bust') === 1).sort();
    expect(busts).toEqual(['B4>blue', 'F4>blue', 'F4>yellow', 'Y2>yellow']);
    for (const m of r.keys()) expect(get(m, 'bust') + get(m, 'fitAfter') > 0).toBe(true);
    // The blue pile (2 cards) counts for seat 0, who trails seat 1 in blue; the yellow pile
    // (3 cards) makes seat 0 the only one with yellow, so it costs nothing.
    expect(get('B4>blue', 'takeCost')).toBeCloseTo(2 / 8);
    expect(get('B4>blue', 'takeOwn')).toBeCloseTo(0.2);
    expect(get('Y2>yellow', 'takeCost')).toBeCloseTo(3 / 8);
    expect(get('Y2>yellow', 'takeOwn')).toBe(0);
    expect(get('F4>yellow', 'bustValue')).toBeCloseTo(4 / 7);
    // B1 makes blue exactly 13; the Four onto green fits at 6.
    expect([...r.keys()].filter((m) => get(m, 'exact13') === 1)).toEqual(['B1>blue']);
    expect(get('F4>green', 'f4Fit')).toBe(1);
    expect(get('F4>green', 'f4FitAfter')).toBeCloseTo(6 / 13);
    expect(get('G7>green', 'fitValue')).toBe(1);
    // Green is seat 0's colour: G2 and G7 on it after the play; the Four adds no green.
    expect(get('G7>green', 'pileLead')).toBeCloseTo(2 / 8);
    expect(get('F4>green', 'pileLead')).toBeCloseTo(1 / 8);
    // Green at 9 after G7 (room 4): unseen green 11 (2 1s, 2 2s, 2 4s, 3 5s, 2 7s) and 7 Fours
    // may go there; the 5s and 7s overflow it.
    expect(get('G7>green', 'unseenBust')).toBeCloseTo(5 / 18);
    // After B1 blue and yellow stand at 13: of Y2 F4 G7 B4 only the Four and G7 still fit.
    expect(get('B1>blue', 'spare')).toBeCloseTo(2 / 4);
    expect(get('B1>blue', 'stuck')).toBe(0);
  });

  it('sees when the own remaining cards fit nowhere', () => {
    // Blue 12, yellow 13, green 13 and an empty pile: B1 leaves Y2, which must overflow yellow.
    const state = crafted(
      FIXED,
      1,
      ['B1', 'Y2'],
      [
        ['B7', 'B5'],
        ['Y7', 'Y5', 'Y1'],
        ['G7', 'G5', 'G1'],
      ],
      [[], [], []],
      2,
      0,
    );
    const fast = createDreizehnFast();
    fast.load(state, createRng(1));
    const r = rows(fast);
    expect(r.get('B1>blue')![feature('stuck')]).toBe(1);
    expect(r.get('B1>blue')![feature('stuckNoDraw')]).toBe(1);
    expect(r.get('Y2>yellow')![feature('stuck')]).toBe(0);
    expect(r.get('Y2>yellow')![feature('spare')]).toBeCloseTo(1 / 4);
  });
});
