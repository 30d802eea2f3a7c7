/**
 * The SevenSins card-play features of the learned rollout policy: written exactly in card-play
 * decisions, finite and bounded, blind to the other seats' hidden hands, right in a hand-checked
 * trick, able to express the rollout heuristic, and fed by played-card bookkeeping in the fast
 * path that agrees with the pure state.
 */
import { describe, expect, it } from 'vitest';
import { sevensinsAdapter } from '../../../../../src/main/ai/sevensins/adapter';
import { SEVENSINS_FEATURE_NAMES, sevensinsFeatures } from '../../../../../src/main/ai/sevensins/features';
import { createRng, type Rng } from '../../../../../src/main/engine/rng';
import {
  sevensinsGame as game,
  SevenSinsFast,
  type SevenSinsState,
} from '../../../../../src/main/games/sevensins';
import { DECK } from '../../../../../src/main/games/sevensins/cards';
import { words } from '../../../../../src/shared/i18n/format';
import { atPhase, bidAll, dealt, playAll } from '../../games/sevensins/helpers';

const NF = SEVENSINS_FEATURE_NAMES.length;
const col = (name: (typeof SEVENSINS_FEATURE_NAMES)[number]): number => SEVENSINS_FEATURE_NAMES.indexOf(name);

function dealNext(s: SevenSinsState, rng: Rng): SevenSinsState {
  const r = game.deal(s, game.randomDeal(s, rng));
  if (!r.ok) throw new Error(words('en', r.error.reason));
  return r.state;
}

/** Play-stage states reached by seeded random play on the pure path (3–7 players). */
function playPositions(count: number, seed: string): SevenSinsState[] {
  const found: SevenSinsState[] = [];
  for (let g = 0; found.length < count; g++) {
    const rng = createRng(`${seed}:${g}`);
    const players = 3 + (g % 5);
    let s = game.newGame(players, game.optionsSchema.parse({}), rng.int(players));
    for (;;) {
      const nx = game.next(s);
      if (nx.kind === 'over' || found.length >= count) break;
      if (nx.kind === 'deal') {
        s = dealNext(s, rng);
        continue;
      }
      const seat = (nx as { seats: number[] }).seats[0]!;
      if (s.stage === 'play' && rng.int(4) === 0) found.push(s);
      const r = game.apply(s, seat, rng.pick(game.legalActions(s, seat)));
      if (!r.ok) throw new Error(words('en', r.error.reason));
      s = r.state;
    }
  }
  return found;
}

/** The features of the seat to act in `s` over its legal moves. */
function featuresOf(s: SevenSinsState): { moves: number[]; out: number[] } {
  const fast = new SevenSinsFast();
  fast.load(s, createRng(0));
  const moves = new Int32Array(128);
  const n = fast.legal(moves);
  const out = new Float64Array(128 * NF);
  expect(sevensinsFeatures.write(fast, moves, n, out)).toBe(true);
  return { moves: Array.from(moves.subarray(0, n)), out: Array.from(out.subarray(0, n * NF)) };
}

/** `s` with every hidden card but the seat to act's dealt anew among the other seats and the undealt. */
function reshuffleOthers(s: SevenSinsState, rng: Rng): SevenSinsState {
  const me = s.toAct!;
  const pool = [...s.undealt, ...s.hands.flatMap((h, i) => (i === me ? [] : h))];
  rng.shuffle(pool);
  let k = 0;
  const hands = s.hands.map((h, i) => (i === me ? h : h.map(() => pool[k++]!)));
  return { ...s, hands, undealt: pool.slice(k) };
}

describe('sevensins policy features', () => {
  it('has 12–30 features with distinct names', () => {
    expect(NF).toBeGreaterThanOrEqual(12);
    expect(NF).toBeLessThanOrEqual(30);
    expect(new Set(SEVENSINS_FEATURE_NAMES).size).toBe(NF);
    expect(sevensinsFeatures.names).toEqual(SEVENSINS_FEATURE_NAMES);
  });

  it('writes exactly in card-play decisions, finite values within [−1.5, 1.5] (fast random play)', () => {
    const fast = new SevenSinsFast();
    const moves = new Int32Array(128);
    const out = new Float64Array(128 * NF);
    let plays = 0;
    let others = 0;
    for (let g = 0; g < 30; g++) {
      const players = 3 + (g % 5);
      const rng = createRng(`ss-feat:${g}`);
      fast.load(game.newGame(players, game.optionsSchema.parse({}), rng.int(players)), rng);
      while (fast.toAct() >= 0) {
        const n = fast.legal(moves);
        const isPlay = fast.decode(moves[0]!).type === 'play';
        out.fill(Number.NaN);
        expect(sevensinsFeatures.write(fast, moves, n, out)).toBe(isPlay);
        if (isPlay) {
          plays++;
          for (let j = 0; j < n * NF; j++) {
            const x = out[j]!;
            if (!(Number.isFinite(x) && x >= -1.5 && x <= 1.5)) {
              throw new Error(`feature ${SEVENSINS_FEATURE_NAMES[j % NF]} = ${x}`);
            }
          }
        } else {
          others++;
        }
        fast.play(moves[rng.int(n)]!);
      }
    }
    expect(plays).toBeGreaterThan(10_000);
    expect(others).toBeGreaterThan(1_000);
  });

  it('the played-card bookkeeping of the fast path agrees with the pure state, loaded and played on', () => {
    const fast = new SevenSinsFast();
    const reader = fast.inspect();
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      const rng = createRng(`ss-feat-played:${g}`);
      const players = 3 + (g % 5);
      let s = game.newGame(players, game.optionsSchema.parse({ phases: 8 }), 0);
      let loaded = false;
      for (;;) {
        const nx = game.next(s);
        if (nx.kind === 'over') break;
        if (nx.kind === 'deal') {
          s = dealNext(s, rng);
          loaded = false;
          continue;
        }
        if (!loaded || rng.int(10) === 0) {
          fast.load(s, createRng(0));
          loaded = true;
        }
        if (s.stage === 'play') {
          const played = new Array<number>(5).fill(0);
          const playedSpec = new Array<number>(5).fill(0);
          for (const p of [...s.tricks.flatMap((t) => t.plays), ...s.trick]) {
            const m = fast.encode({ type: 'play', card: p.card, as: 'sin' });
            if (m < 65) played[Math.floor(m / 13)]! |= 1 << (m % 13);
            else playedSpec[m === 69 ? 4 : m - 65]!++;
          }
          expect(Array.from(reader.played)).toEqual(played);
          expect(Array.from(reader.playedSpec)).toEqual(playedSpec);
          expect(reader.turned).toBe(fast.encode({ type: 'play', card: s.trumpCard!, as: 'sin' }));
          expect(reader.tricksDone).toBe(s.tricks.length);
          checked++;
        }
        const seat = (nx as { seats: number[] }).seats[0]!;
        const action = rng.pick(game.legalActions(s, seat));
        const r = game.apply(s, seat, action);
        if (!r.ok) throw new Error(words('en', r.error.reason));
        s = r.state;
        fast.play(fast.encode(action));
        if (game.next(s).kind !== 'act') loaded = false;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('reads no other seat’s hidden hand: reshuffled other hands give the same features', () => {
    const rng = createRng('ss-feat-privacy');
    let compared = 0;
    for (const s of playPositions(200, 'ss-feat-privacy')) {
      // Only where another seat still holds cards (the last cards of a trick may be the own ones).
      if (s.hands.every((h, i) => i === s.toAct || h.length === 0)) continue;
      const a = featuresOf(s);
      for (let k = 0; k < 2; k++) {
        const t = reshuffleOthers(s, rng);
        expect(t.hands).not.toEqual(s.hands);
        const b = featuresOf(t);
        expect(b.moves).toEqual(a.moves);
        expect(b.out).toEqual(a.out);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('a hand-checked trick: W9 led, fire trump; seat 1 holds W5, W12, Sin, Tanuki', () => {
    // Phase 4, four players: dealer 3, so seat 0 leads; seats play 0, 1, 2, 3.
    let s = dealt(
      atPhase(4, 4),
      [
        ['W9', 'E5', 'E6', 'E7'],
        ['W5', 'W12', 'SIN', 'TANUKI'],
        ['W1', 'W2', 'A1', 'A2'],
        ['W10', 'E2', 'E3', 'E4'],
      ],
      'F5',
    );
    expect(s.dealer).toBe(3);
    s = bidAll(s, [1, 2, 0, 0]);
    s = playAll(s, ['W9']);
    expect(s.toAct).toBe(1);
    const { moves, out } = featuresOf(s);
    const at = (move: number, name: (typeof SEVENSINS_FEATURE_NAMES)[number]): number =>
      out[moves.indexOf(move) * NF + col(name)]!;
    // Moves: W5 = 4, W12 = 11, Sin = 65, Tanuki = 66.
    expect([...moves].sort((x, y) => x - y)).toEqual([4, 11, 65, 66]);
    expect(moves.map((m) => at(m, 'winsNow'))).toEqual(moves.map((m) => (m === 11 || m === 65 ? 1 : 0)));
    expect(at(4, 'win×short')).toBe(0);
    expect(at(11, 'win×short')).toBe(1);
    expect(at(11, 'win×reached')).toBe(0);
    // Seat 1 bid 2 and won 0 of 4 tricks left.
    expect(at(11, 'win×need')).toBeCloseTo(0.5);
    expect(at(65, 'power×need')).toBeCloseTo(0.5);
    // Unseen water above 12: W13 only. Above 5: W6, W7, W8, W10, W11, W13 (W9 played, W12 own).
    expect(at(11, 'outHigher')).toBeCloseTo(1 / 12);
    expect(at(4, 'outHigher')).toBeCloseTo(6 / 12);
    // Two later seats of four cards each draw 8 of the 87 − 1 − 1 − 4 = 81 unseen cards.
    // The Sin is beaten by a Soul only (2 unseen): C(79, 8) / C(81, 8).
    const sinHolds = (73 * 72) / (81 * 80);
    expect(at(65, 'holds')).toBeCloseTo(sinHolds, 12);
    expect(at(65, 'hold×short')).toBeCloseTo(sinHolds, 12);
    // W12 falls to W13, 12 fire (F5 turned), 13 space and 14 specials (6 Sins, 4 Demons, 2 Souls,
    // 2 Kitsunes; the Tanukis lose to it): 40 beaters.
    let w12 = 1;
    for (let i = 0; i < 8; i++) w12 *= (81 - 40 - i) / (81 - i);
    expect(at(11, 'holds')).toBeCloseTo(w12, 12);
    // Losers hold nothing; both later seats (2 bid 0, 3 bid 0) have their bid.
    expect(at(4, 'holds')).toBe(0);
    expect(at(66, 'holds')).toBe(0);
    expect(at(11, 'win×laterShort')).toBe(0);
    expect(at(66, 'tanuki')).toBe(1);
    expect(at(65, 'sin')).toBe(1);
    expect(at(65, 'kitsune')).toBe(0);
  });

  it('can express the rollout heuristic: its card-play choice has the top score under its weights', () => {
    const w = new Float64Array(NF);
    w[col('win×short')] = 100;
    w[col('win×reached')] = -100;
    w[col('str×win×short×last')] = -1;
    w[col('str×win×short×notLast')] = 1;
    w[col('str×lose×short')] = -1;
    w[col('str×lose×reached')] = 1;
    w[col('str×win×reached')] = -1;
    // Never the heuristic's random move (rng.int(10) === 0).
    const calm = { int: () => 1, float: () => 0.5 } as unknown as Rng;
    const policy = sevensinsAdapter.policy!;
    const fast = new SevenSinsFast();
    const moves = new Int32Array(128);
    const out = new Float64Array(128 * NF);
    let decisions = 0;
    for (const s of playPositions(400, 'ss-feat-heuristic')) {
      fast.load(s, createRng(0));
      const n = fast.legal(moves);
      if (n < 2) continue;
      expect(sevensinsFeatures.write(fast, moves, n, out)).toBe(true);
      const chosen = policy(fast, moves, n, calm);
      let best = -Infinity;
      const score = (i: number): number => {
        let x = 0;
        for (let j = 0; j < NF; j++) x += w[j]! * out[i * NF + j]!;
        return x;
      };
      for (let i = 0; i < n; i++) best = Math.max(best, score(i));
      expect(score(chosen)).toBeCloseTo(best, 9);
      decisions++;
    }
    expect(decisions).toBeGreaterThan(200);
  });

  it('the deck has 87 cards, as the unseen counts assume', () => {
    expect(DECK.length).toBe(87);
  });
});
