/**
 * The fast playout path agrees with the pure rules: at every step of seeded random games the
 * encoded pure legal actions equal the fast legal moves, the same action is played on both, and
 * the totals agree after every phase. Also a fast path loaded mid-game plays on to a sound end.
 */
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../../../../src/main/engine/rng';
import {
  sevensinsGame as game,
  SevenSinsFast,
  type SevenSinsState,
} from '../../../../../src/main/games/sevensins';
import { sevensinsBench } from '../../../../../src/main/games/sevensins/bench';
import { words } from '../../../../../src/shared/i18n/format';

function dealNext(s: SevenSinsState, rng: Rng): SevenSinsState {
  const r = game.deal(s, game.randomDeal(s, rng));
  if (!r.ok) throw new Error(words('en', r.error.reason));
  return r.state;
}

describe('sevensins fast path', () => {
  it('agrees with the pure path step by step (3–7 players)', () => {
    const fast = new SevenSinsFast();
    const moves = new Int32Array(128);
    const scores = new Float64Array(7);
    let steps = 0;
    let kitsunes = 0;
    for (let g = 0; g < 15; g++) {
      const players = 3 + (g % 5);
      const rng = createRng(`ss-fast:${g}`);
      let s = game.newGame(
        players,
        game.optionsSchema.parse(g % 3 === 2 ? { phases: 6 } : {}),
        rng.int(players),
      );
      let loaded = false;
      for (;;) {
        const nx = game.next(s);
        if (nx.kind === 'over') break;
        if (nx.kind === 'deal') {
          s = dealNext(s, rng);
          loaded = false;
          continue;
        }
        // Reload after each deal (the fast path would deal its own cards) and now and then.
        if (!loaded || rng.int(20) === 0) {
          fast.load(s, createRng(0));
          loaded = true;
        }
        const seat = (nx as { seats: number[] }).seats[0]!;
        expect(fast.toAct()).toBe(seat);
        const legal = game.legalActions(s, seat);
        const pureSet = legal.map((a) => fast.encode(a)).sort((a, b) => a - b);
        const n = fast.legal(moves);
        const fastSet = Array.from(moves.subarray(0, n)).sort((a, b) => a - b);
        expect(fastSet).toEqual(pureSet);
        for (const m of fastSet) expect(legal).toContainEqual(fast.decode(m));
        const action = rng.pick(legal);
        if (action.type === 'play' && action.card === 'KITSUNE') kitsunes++;
        const r = game.apply(s, seat, action);
        if (!r.ok) throw new Error(words('en', r.error.reason));
        s = r.state;
        fast.play(fast.encode(action));
        steps++;
        const after = game.next(s);
        if (after.kind !== 'act') {
          // Phase over: the fast totals equal the pure ones.
          fast.scores(scores);
          expect(Array.from(scores.subarray(0, players))).toEqual(s.totals);
          if (after.kind === 'over') expect(fast.toAct()).toBe(-1);
          loaded = false;
        }
      }
    }
    expect(steps).toBeGreaterThan(3000);
    expect(kitsunes).toBeGreaterThan(5);
  });

  it('plays a whole game from a fresh state and from mid-game loads, ending in sound totals', () => {
    const fast = new SevenSinsFast();
    const moves = new Int32Array(128);
    const scores = new Float64Array(7);
    const rng = createRng('ss-fast-full');
    for (let g = 0; g < 50; g++) {
      const players = 3 + (g % 5);
      let s = dealNext(game.newGame(players, game.optionsSchema.parse({}), 0), rng);
      // Walk a few random pure steps, then hand over to the fast path.
      for (let k = rng.int(12); k > 0 && game.next(s).kind === 'act'; k--) {
        const seat = (game.next(s) as { seats: number[] }).seats[0]!;
        const r = game.apply(s, seat, rng.pick(game.legalActions(s, seat)));
        if (r.ok) s = r.state;
      }
      fast.load(s, rng);
      let plays = 0;
      while (fast.toAct() >= 0) {
        const n = fast.legal(moves);
        expect(n).toBeGreaterThan(0);
        fast.play(moves[rng.int(n)]!);
        plays++;
      }
      expect(plays).toBeGreaterThan(0);
      fast.scores(scores);
      for (let i = 0; i < players; i++) expect(Number.isFinite(scores[i])).toBe(true);
    }
  });

  it('encodes and decodes every action kind', () => {
    const fast = new SevenSinsFast();
    const actions = [
      { type: 'trump', element: 'air' },
      { type: 'bid', tricks: 0 },
      { type: 'bid', tricks: 13 },
      { type: 'play', card: 'W1' },
      { type: 'play', card: 'S13' },
      { type: 'play', card: 'SIN' },
      { type: 'play', card: 'TANUKI' },
      { type: 'play', card: 'DEMON' },
      { type: 'play', card: 'SOUL' },
      { type: 'play', card: 'KITSUNE', as: 'sin' },
      { type: 'play', card: 'KITSUNE', as: 'tanuki' },
    ] as const;
    const codes = actions.map((a) => fast.encode(a));
    expect(new Set(codes).size).toBe(actions.length);
    actions.forEach((a, i) => expect(fast.decode(codes[i]!)).toEqual(a));
    expect(fast.encode({ type: 'play', card: 'X9' })).toBe(-1);
  });

  it('bench units run on both paths', () => {
    const rng = createRng('ss-bench');
    sevensinsBench.pure(5)(rng);
    sevensinsBench.fast(5)(rng);
    expect(sevensinsBench.unit).toBe('game');
  });
});
