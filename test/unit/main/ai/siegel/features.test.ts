/** The Siegel policy features: card play only, bounded, blind to other hands, right on a hand-made trick. */
import { describe, expect, it } from 'vitest';
import { siegelAdapter } from '../../../../../src/main/ai/siegel/adapter';
import { siegelFeatures } from '../../../../../src/main/ai/siegel/features';
import { SiegelFast, type SiegelState } from '../../../../../src/main/games/siegel';
import { MAX_MOVES, SIEGEL_FAST_CODES } from '../../../../../src/main/games/siegel/fast';
import { createRng, type Rng } from '../../../../../src/main/engine/rng';
import { randomGameStates } from '../../games/siegel/random-games';
import { dealt, makeDeal, play, predict, run } from '../../games/siegel/helpers';

const F = siegelFeatures.names.length;
const col = (name: string): number => {
  const j = siegelFeatures.names.indexOf(name);
  if (j < 0) throw new Error(`no feature ${name}`);
  return j;
};

/** The features of every legal move of the seat to act, one row per move (null outside card play). */
function rows(fast: SiegelFast): { moves: number[]; rows: number[][] } | null {
  const moves = new Int32Array(MAX_MOVES);
  const n = fast.legal(moves);
  const out = new Float64Array(n * F);
  if (!siegelFeatures.write(fast, moves, n, out)) return null;
  return {
    moves: Array.from(moves.subarray(0, n)),
    rows: Array.from({ length: n }, (_, i) => Array.from(out.subarray(i * F, (i + 1) * F))),
  };
}

/** The other seats' hidden cards dealt anew among them, each keeping its hand size. */
function reshuffleOthers(state: SiegelState, seat: number, rng: Rng): SiegelState {
  const round = state.round!;
  const others = round.hands.map((_, s) => s).filter((s) => s !== seat);
  const pool = others.flatMap((s) => round.hands[s]!);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const hands = round.hands.map((h, s) => (s === seat ? [...h] : pool.splice(0, h.length)));
  return { ...state, round: { ...round, hands } };
}

describe('siegel policy features', () => {
  it('has 12–30 named features', () => {
    expect(F).toBeGreaterThanOrEqual(12);
    expect(F).toBeLessThanOrEqual(30);
    expect(new Set(siegelFeatures.names).size).toBe(F);
  });

  it('writes exactly in card play, finite and within [−1.5, 1.5], a subset of moves as the full set', () => {
    const rng = createRng('siegel-features');
    const moves = new Int32Array(MAX_MOVES);
    const sub = new Int32Array(MAX_MOVES);
    const out = new Float64Array(MAX_MOVES * F);
    const part = new Float64Array(MAX_MOVES * F);
    let written = 0;
    let sabWrites = 0;
    const seen = new Set<number>();
    const bad: string[] = [];
    for (const players of [3, 4, 5]) {
      const fast = new SiegelFast(players);
      for (let round = 0; round < 60; round++) {
        fast.reset(rng);
        while (fast.toAct() >= 0) {
          const r = fast.inspect();
          const n = fast.legal(moves);
          out.fill(NaN);
          const wrote = siegelFeatures.write(fast, moves, n, out);
          expect(wrote).toBe(r.phase === SIEGEL_FAST_CODES.PLAY);
          if (wrote) {
            written++;
            if (r.cur === r.saboteur) sabWrites++;
            for (let k = 0; k < n * F; k++) {
              const x = out[k]!;
              // Counted, not expected one by one: millions of expects would take a minute.
              if (!(Math.abs(x) <= 1.5)) bad.push(`${siegelFeatures.names[k % F]} = ${x}`);
              if (x !== 0) seen.add(k % F);
            }
            // A move's row does not depend on which other moves are offered with it.
            let m = 0;
            for (let i = 0; i < n; i += 2) sub[m++] = moves[i]!;
            siegelFeatures.write(fast, sub, m, part);
            for (let i = 0; i < m * F; i++)
              if (part[i] !== out[2 * Math.floor(i / F) * F + (i % F)]) bad.push(`subset ${i}`);
          }
          fast.play(moves[rng.int(n)]!);
        }
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(written).toBeGreaterThan(2000);
    expect(sabWrites).toBeGreaterThan(100);
    // Every feature fires somewhere.
    expect(seen.size).toBe(F);
  });

  it('reads no other seat’s hand: reshuffling the hidden hands changes nothing', () => {
    const rng = createRng('siegel-features-privacy');
    const a = new Int32Array(MAX_MOVES);
    let checked = 0;
    for (const players of [3, 4, 5]) {
      const fast = new SiegelFast(players);
      const other = new SiegelFast(players);
      for (let game = 0; game < 2; game++) {
        for (const state of randomGameStates(players, rng, 2)) {
          if (state.phase !== 'play') continue;
          fast.load(state, createRng(1));
          const seat = fast.toAct();
          const mine = rows(fast)!;
          const shuffled = reshuffleOthers(state, seat, rng);
          other.load(shuffled, createRng(1));
          expect(other.toAct()).toBe(seat);
          // The same seat, the same hand, the same table: the same legal moves and features.
          const n = fast.legal(a);
          expect(rows(other)).toEqual(mine);
          expect(mine.moves.length).toBe(n);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('can express the heuristic rollout policy’s card play as a weighted sum', () => {
    // Hand-set weights that reproduce siegel/adapter.ts `choose` in the play phase: a wanted
    // winner (the highest, the lowest when last) before the highest loser before the lowest
    // card; on the lead a top-three card of a colour with a fitting seal (the highest), else the
    // lowest by value + 20 if a seal of its colour is held + 10 if red.
    const weights: Record<string, number> = {
      winFit: 100,
      'winFit×power': 3,
      'winFit×last×power': -6,
      duck: 10,
      'duck×power': 3,
      rank: -0.5, // with trump: −power everywhere
      trump: -0.5,
      'lead×fitHigh': 100,
      'lead×rank': -0.5, // the lead's rank weight comes to −1: −value / 15
      'lead×seal': -20 / 15,
      'lead×trump': 0.5 - 10 / 15,
    };
    const w = siegelFeatures.names.map((name) => weights[name] ?? 0);
    // The heuristic without its random tenth: its rng only decides that one.
    const never = (): never => {
      throw new Error('unused');
    };
    const steady: Rng = { int: () => 1, float: never, pick: never, shuffle: never, fork: never, u32: never };
    const rng = createRng('siegel-features-heuristic');
    const moves = new Int32Array(MAX_MOVES);
    const out = new Float64Array(MAX_MOVES * F);
    let checked = 0;
    const differ: string[] = [];
    for (const players of [3, 4, 5]) {
      const fast = new SiegelFast(players);
      for (let round = 0; round < 30; round++) {
        fast.reset(rng);
        while (fast.toAct() >= 0) {
          const n = fast.legal(moves);
          if (siegelFeatures.write(fast, moves, n, out)) {
            let best = 0;
            let bestScore = -Infinity;
            for (let i = 0; i < n; i++) {
              let score = 0;
              for (let j = 0; j < F; j++) score += w[j]! * out[i * F + j]!;
              if (score > bestScore) {
                bestScore = score;
                best = i;
              }
            }
            const heuristic = siegelAdapter.policy!(fast, moves, n, steady);
            // The heuristic breaks a tie between equal top cards of two colours by move order,
            // which no feature knows (nor should): an equal value among those counts as agreeing.
            const fitHigh = col('lead×fitHigh');
            const tie =
              ((moves[heuristic]! ^ moves[best]!) & 15) === 0 &&
              out[heuristic * F + fitHigh]! > 0 &&
              out[best * F + fitHigh]! > 0;
            if (heuristic !== best && !tie) differ.push(`${moves[heuristic]} vs ${moves[best]}`);
            checked++;
          }
          fast.play(moves[rng.int(n)]!);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(differ).toEqual([]);
  });

  /** Seat 0's whole hand: three yellows, one red, six blues, five greens. */
  const HAND0 = ['Y3', 'Y10', 'Y12', 'R1', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'G1', 'G2', 'G3', 'G4', 'G5'];
  /** Seat 0 void in yellow: two reds, six blues, seven greens. */
  const VOID0 = ['R1', 'R5', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'];

  describe('a hand-checked trick (4 players, yellow led by seat 1, seat 0 last and holding a yellow seal)', () => {
    /** The deal, the predictions (seat 0 one yellow seal, the others none), and the first three cards. */
    function position(fixed: string[][], voids: string[][], three: string[]): SiegelFast {
      let s = dealt(4, makeDeal(4, fixed, voids), 0);
      s = run(s, [
        [1, predict({})],
        [2, predict({})],
        [3, predict({})],
        [0, predict({ yellow: 1 })],
      ]);
      s = run(
        s,
        three.map((card, i) => [1 + i, play(card)]),
      );
      const fast = new SiegelFast(4);
      fast.load(s, createRng(1));
      expect(fast.toAct()).toBe(0);
      return fast;
    }
    const card = (fast: SiegelFast, m: number): string => {
      const a = fast.decode(m);
      return a.type === 'play' ? a.card : '?';
    };
    /** Per legal card of seat 0, the named feature. */
    const by = (fast: SiegelFast, name: string): Record<string, number> => {
      const r = rows(fast)!;
      return Object.fromEntries(r.moves.map((m, i) => [card(fast, m), r.rows[i]![col(name)]!]));
    };

    it('following yellow: Y10 and Y12 beat the Y9, Y3 ducks; last, so both wins are sure', () => {
      const fast = position([HAND0, ['Y5'], ['Y9'], ['Y2']], [], ['Y5', 'Y9', 'Y2']);
      expect(by(fast, 'winsNow')).toEqual({ Y3: 0, Y10: 1, Y12: 1 });
      expect(by(fast, 'winFit')).toEqual({ Y3: 0, Y10: 1, Y12: 1 });
      expect(by(fast, 'duck')).toEqual({ Y3: 1, Y10: 0, Y12: 0 });
      expect(by(fast, 'sure')).toEqual({ Y3: 0, Y10: 1, Y12: 1 });
      // Y11 is unseen by seat 0 (someone else holds it): Y10 is not the master, Y12 is.
      expect(by(fast, 'master')).toEqual({ Y3: 0, Y10: 0, Y12: 1 });
      expect(by(fast, 'higherOut')).toEqual({ Y3: 1, Y10: 0.25, Y12: 0 });
      // Win cheaply when last: the cheaper winner has the smaller strength.
      const cheap = by(fast, 'winFit×last×power');
      expect(cheap.Y10).toBeCloseTo(0.5 * (10 / 15));
      expect(cheap.Y12).toBeCloseTo(0.5 * (12 / 15));
      expect(cheap.Y3).toBe(0);
      expect(by(fast, 'need×winFit').Y10).toBeCloseTo(1 / 15);
    });

    it('seat 3 trumped with R2: no yellow takes the trick', () => {
      const fast = position([HAND0, ['Y5'], ['Y9'], ['R2']], [[], [], [], ['Y']], ['Y5', 'Y9', 'R2']);
      expect(by(fast, 'winsNow')).toEqual({ Y3: 0, Y10: 0, Y12: 0 });
      expect(by(fast, 'duck')).toEqual({ Y3: 1, Y10: 1, Y12: 1 });
    });

    it('void in yellow over seat 3’s R2: only the R5 takes it, and the yellow seal fits a trump-in', () => {
      const fast = position([VOID0, ['Y5'], ['Y9'], ['R2']], [[], [], [], ['Y']], ['Y5', 'Y9', 'R2']);
      const wins = by(fast, 'winsNow');
      expect(Object.keys(wins).filter((c) => wins[c] === 1)).toEqual(['R5']);
      expect(by(fast, 'winFit').R5).toBe(1);
      expect(by(fast, 'trump').R5).toBe(1);
      expect(by(fast, 'winUnfit').R5).toBe(0);
      // Throwing a blue or a green is a discard of a colour seat 0 holds no seal of; R1 just ducks.
      expect(by(fast, 'discard×sealC').B4).toBe(0);
      expect(by(fast, 'duck').R1).toBe(1);
    });
  });
});
