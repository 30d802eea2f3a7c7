/** The fast playout path agrees with the pure rules step by step, and its moves round-trip. */
import { describe, expect, it } from 'vitest';
import { siegelBench, siegelGame, SiegelFast, type SiegelState } from '../../../../../src/main/games/siegel';
import { MAX_MOVES, PREDICT_BASE } from '../../../../../src/main/games/siegel/fast';
import { createRng, type Rng } from '../../../../../src/main/engine/rng';
import type { SiegelAction } from '../../../../../src/shared/games/siegel';
import { deepFreeze } from '../../../../support/deep';
import { words } from '../../../../../src/shared/i18n/format';

function fastLegal(fast: SiegelFast): number[] {
  const out = new Int32Array(MAX_MOVES);
  return Array.from(out.subarray(0, fast.legal(out)));
}

function mustApply(s: SiegelState, seat: number, a: SiegelAction): SiegelState {
  const r = siegelGame.apply(s, seat, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.rule} ${words('en', r.error.reason)}`);
  return deepFreeze(r.state);
}

/** Plays one whole game on both paths in lockstep; returns how many prediction steals were played. */
function lockstep(players: number, rng: Rng, saboteurBase: 4 | 5): { steals: number; returns: number } {
  let s = deepFreeze(siegelGame.newGame(players, { saboteurBase }, rng.int(players)));
  const fast = new SiegelFast(players);
  const side = new SiegelFast(players);
  let steals = 0;
  let returns = 0;
  for (let n = siegelGame.next(s); n.kind !== 'over'; n = siegelGame.next(s)) {
    if (n.kind === 'deal') {
      const d = siegelGame.deal(s, siegelGame.randomDeal(s, rng));
      if (!d.ok) throw new Error(words('en', d.error.reason));
      s = deepFreeze(d.state);
      fast.load(s, rng.fork());
      continue;
    }
    if (n.kind !== 'act') throw new Error('no chance in siegel');
    const seat = n.seats[0]!;
    expect(fast.toAct()).toBe(seat);
    const pure = siegelGame.legalActions(s, seat);
    const moves = fastLegal(fast);
    let action: SiegelAction;
    if (s.phase === 'predict') {
      // The fast path offers a sample: each must be legal for the pure rules …
      for (const m of moves) {
        expect(fast.encode(fast.decode(m))).toBe(m);
        expect(siegelGame.apply(s, seat, fast.decode(m)).ok).toBe(true);
      }
      expect(moves.includes(fast.encode({ type: 'saboteur' }))).toBe(s.round!.saboteur === null);
      // … and a sample of the pure set must encode to moves the fast path deems legal.
      for (let i = 0; i < 25; i++) {
        const a = rng.pick(pure);
        const m = fast.encode(a);
        expect(fast.decode(m)).toEqual(a);
        expect(fast.isLegal(m)).toBe(true);
      }
      action = rng.int(2) === 0 ? fast.decode(rng.pick(moves)) : rng.pick(pure);
      if (action.type === 'predict') steals += action.steals?.length ?? 0;
    } else {
      expect(moves.map((m) => JSON.stringify(fast.decode(m))).sort()).toEqual(
        pure.map((a) => JSON.stringify(a)).sort(),
      );
      for (const a of pure) expect(fast.decode(fast.encode(a))).toEqual(a);
      action = rng.pick(pure);
      if (action.type === 'return') returns++;
    }
    // A second instance loaded from the pure state agrees on the legal moves (outside predictions).
    side.load(s, rng.fork());
    expect(side.toAct()).toBe(seat);
    if (s.phase !== 'predict') expect(fastLegal(side).sort()).toEqual([...moves].sort());
    // The public bookkeeping for policies agrees between play and load; the played cards are
    // exactly the deck minus the hands.
    expect(Array.from(side.inspect().played)).toEqual(Array.from(fast.inspect().played));
    expect(Array.from(side.inspect().voids)).toEqual(Array.from(fast.inspect().voids));
    const r = fast.inspect();
    for (let c = 0; c < 5; c++) {
      let all = r.played[c]!;
      for (let p = 0; p < players; p++) all |= r.hands[p * 5 + c]!;
      expect(all).toBe(((1 << (r.maxValue + 1)) - 1) & ~1);
    }
    s = mustApply(s, seat, action);
    fast.play(fast.encode(action));
    if (s.phase === 'roundOver' || s.phase === 'gameOver') {
      expect(fast.toAct()).toBe(-1);
      const scores = new Float64Array(players);
      fast.scores(scores);
      expect(Array.from(scores)).toEqual(s.history.at(-1)!.scores);
    } else {
      expect(fast.toAct()).toBe(
        siegelGame.next(s).kind === 'act' ? (siegelGame.next(s) as { seats: number[] }).seats[0] : -1,
      );
    }
  }
  return { steals, returns };
}

describe('siegel fast path', () => {
  it('agrees with the pure path over whole random games (3–5 players, both saboteur bases)', () => {
    let steals = 0;
    let returns = 0;
    for (const players of [3, 4, 5]) {
      for (let g = 0; g < 3; g++) {
        const r = lockstep(players, createRng(`siegel-fast:${players}:${g}`), g % 2 === 0 ? 4 : 5);
        steals += r.steals;
        returns += r.returns;
      }
    }
    // The games exercised steals and seal-return choices.
    expect(steals).toBeGreaterThan(10);
    expect(returns).toBeGreaterThan(5);
  });

  it('loading a state waiting for a deal deals the next round itself', () => {
    const s = siegelGame.newGame(4, { saboteurBase: 4 }, 2);
    const fast = new SiegelFast(4);
    fast.load(s, createRng(1));
    expect(fast.toAct()).toBe(3);
    const moves = fastLegal(fast);
    expect(moves[0]).toBe(fast.encode({ type: 'saboteur' }));
    expect(moves.slice(1).every((m) => m >= PREDICT_BASE)).toBe(true);
  });

  it('moves encode and decode one to one, below 2^31', () => {
    const fast = new SiegelFast(5);
    const biggest: SiegelAction = {
      type: 'predict',
      seals: { red: 5, yellow: 3, green: 3, blue: 3, violet: 1 },
      steals: [
        { color: 'violet', from: 4 },
        { color: 'violet', from: 4 },
        { color: 'violet', from: 4 },
        { color: 'violet', from: 4 },
      ],
    };
    const m = fast.encode(biggest);
    expect(m).toBeLessThan(2 ** 31);
    expect(fast.decode(m)).toEqual(biggest);
    expect(fast.decode(fast.encode({ type: 'play', card: 'V15' }))).toEqual({ type: 'play', card: 'V15' });
    expect(fast.decode(fast.encode({ type: 'return', seal: 'white' }))).toEqual({
      type: 'return',
      seal: 'white',
    });
    expect(fast.decode(fast.encode({ type: 'saboteur' }))).toEqual({ type: 'saboteur' });
    expect(fast.encode({ type: 'predict', seals: { yellow: 4 } })).toBe(-1);
  });

  it('a guide adds its prediction, clamped to what can be had, to the offered moves', () => {
    const rng = createRng('guided');
    // Greedy: every seat wants 4 reds, 3 yellows and nothing else (more reds than the centre
    // keeps for later seats, so later seats must steal or settle for less).
    const want = [4, 3, 0, 0, 0];
    const fast = new SiegelFast(4, (reader, seat, out) => {
      expect(reader.cur).toBe(seat);
      want.forEach((w, c) => (out[c] = w));
    });
    for (let game = 0; game < 20; game++) {
      let s = deepFreeze(siegelGame.newGame(4, { saboteurBase: 4 }, game % 4));
      const d = siegelGame.deal(s, siegelGame.randomDeal(s, rng));
      if (!d.ok) throw new Error(words('en', d.error.reason));
      s = deepFreeze(d.state);
      fast.load(s, rng.fork());
      for (let turn = 0; turn < 4; turn++) {
        const seat = fast.toAct();
        const guided = fast.inspect().guided;
        expect(fastLegal(fast)).toContain(guided);
        const action = fast.decode(guided);
        expect(siegelGame.apply(s, seat, action).ok).toBe(true);
        if (action.type !== 'predict') throw new Error('the guide offers a prediction');
        // Never more than asked; red and yellow as far as the centre and the whites allow.
        expect(action.seals.red ?? 0).toBeLessThanOrEqual(4);
        expect(action.seals.yellow ?? 0).toBeLessThanOrEqual(3);
        expect((action.seals.green ?? 0) + (action.seals.blue ?? 0) + (action.seals.violet ?? 0)).toBe(0);
        if (turn === 0) expect(action.seals).toEqual({ red: 4, yellow: 3 });
        s = mustApply(s, seat, action);
        fast.play(guided);
      }
    }
    // Without a guide nothing is offered beyond the random predictions.
    const plain = new SiegelFast(4);
    const fresh = siegelGame.newGame(4, { saboteurBase: 4 }, 0);
    const s = siegelGame.deal(fresh, siegelGame.randomDeal(fresh, rng));
    if (!s.ok) throw new Error(words('en', s.error.reason));
    plain.load(s.state, rng.fork());
    expect(plain.inspect().guided).toBe(-1);
  });

  it('bench units run on both paths', () => {
    const rng = createRng(5);
    for (const p of siegelBench.playerCounts) {
      siegelBench.pure(p)(rng);
      const unit = siegelBench.fast(p);
      for (let i = 0; i < 200; i++) unit(rng);
    }
    expect(siegelBench.unit).toBe('round');
  });
});
