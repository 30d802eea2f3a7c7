/**
 * The Abyss move features of the learned rollout policy: written exactly for card plays, finite
 * and in range, blind to the other hands, kept alike by the fast path's own play and by `load`,
 * and right in hand-checked tricks.
 */
import { describe, expect, it } from 'vitest';
import { abyssFeatures } from '../../../../../src/main/ai/abyss/features';
import { createRng, type Rng } from '../../../../../src/main/engine/rng';
import { ABYSS_CURSE_BITS, ABYSS_KIND, ABYSS_STAGE, AbyssFast } from '../../../../../src/main/games/abyss';
import { CARD_CODES, DECK } from '../../../../../src/main/games/abyss/cards';
import { activeCurses } from '../../../../../src/main/games/abyss/curses';
import { abyssGame as g } from '../../../../../src/main/games/abyss/game';
import { trickToAct, type AbyssState } from '../../../../../src/main/games/abyss/state';
import { ABYSS_CURSES } from '../../../../../src/shared/games/abyss-data';
import { CURSE_SETS, must, play, playFrom, playTo, run, setup, withCurses } from '../../games/abyss/helpers';

const F = abyssFeatures.names.length;
const moves = new Int32Array(AbyssFast.MAX_MOVES);
const out = new Float64Array(AbyssFast.MAX_MOVES * F);
const col = (name: string): number => abyssFeatures.names.indexOf(name);

/** The features of the seat to act in `state`, per move code (a fresh fast path loads it). */
function featuresOf(state: AbyssState): Map<number, number[]> {
  const fast = new AbyssFast(state.players);
  fast.load(state, createRng('features'));
  const n = fast.legal(moves);
  expect(abyssFeatures.write(fast, moves, n, out)).toBe(true);
  const rows = new Map<number, number[]>();
  for (let i = 0; i < n; i++) rows.set(moves[i] as number, Array.from(out.subarray(i * F, (i + 1) * F)));
  return rows;
}

/** Special copies in the deck: Sin, Tanuki, Demon, Kitsune, Soul. */
const COPIES = [65, 66, 67, 68, 69].map((c) => DECK.filter((d) => d === CARD_CODES[c]).length);

/**
 * The share of the cards the seat to act has not seen that beat `move` as the trick's winner,
 * card by card with the fast path's own `outranks` (what `beaten` takes apart by groups).
 */
function beatenByOutranks(fast: AbyssFast, move: number): number {
  const r = fast.inspect();
  const seat = (r.leader + r.trickLength) % r.players;
  const kind = r.kindOf(move);
  const el = move < 65 ? Math.floor(move / 13) : -1;
  const val = el >= 0 ? move - el * 13 : 0;
  const follow = r.trickLength === 0 || r.follow < 0 ? el : r.follow;
  let unseen = 0;
  let count = 0;
  for (let e = 0; e < 5; e++) {
    for (let v = 0; v < 13; v++) {
      const bit = 1 << v;
      if (((r.elementMasks[seat * 5 + e] as number) | (r.playedMasks[e] as number)) & bit) continue;
      unseen++;
      if (r.outranks(ABYSS_KIND.ELEMENT, e, v, kind, el, val, follow)) count++;
    }
  }
  for (let k = 0; k < 5; k++) {
    const c =
      (COPIES[k] as number) - (r.specialCounts[seat * 5 + k] as number) - (r.playedSpecials[k] as number);
    unseen += c;
    if (r.outranks(r.kindOf(65 + k), -1, 0, kind, el, val, follow)) count += c;
  }
  return count / unseen;
}

const code = (card: string, as?: 'tanuki'): number =>
  card === 'KITSUNE' && as === 'tanuki' ? 70 : CARD_CODES.indexOf(card);

/** Random play on the fast path alone: `check` sees every decision with its legal moves. */
function randomGame(fast: AbyssFast, start: AbyssState, rng: Rng, check: (n: number) => void): void {
  fast.load(start, rng);
  for (let step = 0; fast.toAct() >= 0; step++) {
    if (step > 5000) throw new Error('no end');
    const n = fast.legal(moves);
    check(n);
    fast.play(moves[rng.int(n)] as number);
  }
}

describe('abyss features', () => {
  it('has 12–30 distinct names', () => {
    expect(F).toBeGreaterThanOrEqual(12);
    expect(F).toBeLessThanOrEqual(30);
    expect(new Set(abyssFeatures.names).size).toBe(F);
  });

  it('are written exactly in card plays, finite and within [−1.5, 1.5]', () => {
    let plays = 0;
    let others = 0;
    const starts: AbyssState[] = [];
    for (const players of [3, 4, 5, 6])
      for (let k = 0; k < 4; k++) starts.push(g.newGame(players, {}, k % players));
    for (const [i, curses] of CURSE_SETS.entries()) starts.push(withCurses(3 + (i % 4), curses, 0));
    starts.push(withCurses(4, ['chains', 'desecration', 'hunger', 'greed', 'reversal', 'mirror'], 1));
    starts.push(withCurses(5, ['sinBan', 'soulSleep', 'oath', 'frozenScale', 'distance'], 2));
    for (const [i, start] of starts.entries()) {
      const fast = new AbyssFast(start.players);
      randomGame(fast, start, createRng(`abyss-features:${i}`), (n) => {
        const isPlay = fast.inspect().stage === ABYSS_STAGE.PLAY;
        out.fill(Number.NaN);
        const wrote = abyssFeatures.write(fast, moves, n, out);
        if (wrote !== isPlay) expect({ wrote, stage: fast.inspect().stage }).toEqual({ wrote: isPlay });
        if (!wrote) {
          others++;
          return;
        }
        plays++;
        if (plays % 7 === 0) {
          for (let i = 0; i < n; i++) {
            const brute = beatenByOutranks(fast, moves[i] as number);
            if (Math.abs((out[i * F + col('beaten')] as number) - brute) > 1e-12) {
              expect({ move: moves[i], beaten: out[i * F + col('beaten')] }).toEqual({
                move: moves[i],
                beaten: brute,
              });
            }
          }
        }
        for (let j = 0; j < n * F; j++) {
          const v = out[j] as number;
          if (!(Number.isFinite(v) && v >= -1.5 && v <= 1.5)) {
            expect({ feature: abyssFeatures.names[j % F], value: v }).toBe('finite, within ±1.5');
          }
        }
      });
    }
    expect(plays).toBeGreaterThan(5000);
    expect(others).toBeGreaterThan(100);
  });

  it('never read another hand: reshuffling the other hidden hands changes nothing', () => {
    let checked = 0;
    let changed = 0;
    for (let seed = 0; seed < 24; seed++) {
      const players = 3 + (seed % 4);
      const rng = createRng(`abyss-privacy:${seed}`);
      const start =
        seed % 3 === 0 ? withCurses(players, CURSE_SETS[seed % CURSE_SETS.length] ?? [], 0) : undefined;
      const states = start ? playFrom(start, rng) : playTo(players, rng, (s) => s.stage === 'play', 3000);
      for (const state of states.filter((s, i) => s.stage === 'play' && i % 5 === 0)) {
        const seat = trickToAct(state);
        // Two other seats pool their hands and deal them out again in the same sizes.
        const a = (seat + 1 + rng.int(players - 1)) % players;
        let b = (seat + 1 + rng.int(players - 1)) % players;
        if (b === a) b = (a + 1) % players === seat ? (a + 2) % players : (a + 1) % players;
        const pool = [...(state.hands[a] as string[]), ...(state.hands[b] as string[])];
        for (let i = pool.length - 1; i > 0; i--) {
          const j = rng.int(i + 1);
          [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
        }
        const sizeA = (state.hands[a] as string[]).length;
        const hands = state.hands.map((h) => [...h]);
        hands[a] = pool.slice(0, sizeA);
        hands[b] = pool.slice(sizeA);
        if (hands[a].slice().sort().join() !== (state.hands[a] as string[]).slice().sort().join()) changed++;
        expect(featuresOf({ ...state, hands })).toEqual(featuresOf(state));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(changed).toBeGreaterThan(150);
  });

  it('the played-card bookkeeping and the trick fields agree between playing on and loading', () => {
    const trickCurses = ABYSS_CURSES.filter((c) => c.timing === 'trick').reduce(
      (m, c) => m | ABYSS_CURSE_BITS[c.id],
      0,
    );
    let compared = 0;
    for (let seed = 0; seed < 16; seed++) {
      const players = 3 + (seed % 4);
      const rng = createRng(`abyss-bookkeeping:${seed}`);
      const fast = new AbyssFast(players);
      const loaded = new AbyssFast(players);
      const rowsA = new Float64Array(out.length);
      const rowsB = new Float64Array(out.length);
      let state =
        seed % 2 === 0
          ? g.newGame(players, {}, seed % players)
          : withCurses(players, ['reversal', 'chains', 'desecration'], 0);
      fast.load(state, createRng(`abyss-bookkeeping-deals:${seed}`));
      for (let step = 0; step < 5000; step++) {
        const next = g.next(state);
        if (next.kind === 'over') break;
        if (next.kind === 'deal') {
          const hands = Array.from({ length: players }, (_, s) => fast.handCodes(s));
          state = must(g.deal(state, { hands }));
          continue;
        }
        if (next.kind === 'chance') {
          const curse = fast.drawnCurses()[state.curses.length] as string;
          state = must(g.apply(state, null, { type: 'curse', curse }));
          continue;
        }
        const seat = fast.toAct();
        const n = fast.legal(moves);
        if (state.stage === 'play') {
          const r = fast.inspect();
          const played = [0, 0, 0, 0, 0];
          const specials = [0, 0, 0, 0, 0];
          for (const p of [...state.tricks.flatMap((t) => t.plays), ...state.trick]) {
            const c = CARD_CODES.indexOf(p.card);
            if (c < 65) played[(c / 13) | 0] |= 1 << (c % 13);
            else (specials[c - 65] as number)++;
          }
          expect(Array.from(r.playedMasks)).toEqual(played);
          expect(Array.from(r.playedSpecials)).toEqual(specials);
          const active = activeCurses(state.curses, state.phase, state.trickIndex);
          const bits = ABYSS_CURSES.reduce((m, c) => (active[c.id] ? m | ABYSS_CURSE_BITS[c.id] : m), 0);
          expect(r.curses & trickCurses).toBe(bits & trickCurses);
          expect(r.triggeredFields).toBe(state.triggered.reduce((m, f) => m | (1 << (f / 5 - 1)), 0));
          loaded.load(state, createRng('unused'));
          abyssFeatures.write(fast, moves, n, rowsA);
          abyssFeatures.write(loaded, moves, n, rowsB);
          expect(Array.from(rowsA.subarray(0, n * F))).toEqual(Array.from(rowsB.subarray(0, n * F)));
          compared++;
        }
        const move = moves[rng.int(n)] as number;
        state = must(g.apply(state, seat, fast.decode(move)));
        fast.play(move);
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('a last-hand trick: winsNow, holdP and the heuristic picks, denying the leader, a jump onto a heptagram', () => {
    const start = setup({
      dealer: 0,
      scale: ['fire'],
      positions: [0, 1, 0],
      hands: [
        ['W5', 'E1', 'E2', 'E3', 'E4'],
        ['W9', 'A1', 'A2', 'A3', 'A4'],
        ['W3', 'W10', 'F1', 'SIN', 'TANUKI'],
      ],
    });
    const rows = featuresOf(run(start, [play(0, 'W5'), play(1, 'W9')]));
    // F1 may not be played: water must be followed.
    expect([...rows.keys()].sort((x, y) => x - y)).toEqual([
      code('W3'),
      code('W10'),
      code('SIN'),
      code('TANUKI'),
    ]);
    const get = (card: string, name: string): number =>
      (rows.get(code(card)) as number[])[col(name)] as number;
    for (const [card, takes] of [
      ['W3', 0],
      ['W10', 1],
      ['SIN', 1],
      ['TANUKI', 0],
    ] as const) {
      expect(get(card, 'winsNow')).toBe(takes);
      expect(get(card, 'holdP')).toBe(takes); // last to play: certain
      expect(get(card, 'last×winsNow')).toBe(takes);
      // Seat 1 (W9) leads the race: beating its trick stops it.
      expect(get(card, 'denyTop×winsNow')).toBe(takes);
      // Field 1 is taken: the figure jumps to 2, a heptagram.
      expect(get(card, 'gain×holdP')).toBeCloseTo((2 / 3) * takes, 12);
      expect(get(card, 'hept×holdP')).toBe(takes);
    }
    expect(get('W10', 'cheapHold')).toBe(1);
    expect(get('SIN', 'cheapHold')).toBe(0);
    expect(get('TANUKI', 'weakest')).toBe(1);
    expect(get('W3', 'weakest')).toBe(0);
    expect(get('SIN', 'holy')).toBe(1);
    expect(get('TANUKI', 'tanuki')).toBe(1);
    expect(get('W10', 'lastOfElem')).toBe(0);
  });

  it('outstanding cards come from the deck minus the own hand minus the played cards', () => {
    const start = setup({
      dealer: 0,
      scale: ['fire'],
      hands: [
        ['W1', 'W2', 'W3', 'W4', 'W5'],
        ['F13', 'E1', 'E2', 'E3', 'E4'],
        ['F12', 'DEMON', 'A1', 'A2', 'A3'],
      ],
    });
    // Leading W1: higher water W6–W13, all fire (trump) and the 15 Sins, Demons, Kitsunes and Souls beat it.
    const lead = featuresOf(start).get(code('W1')) as number[];
    expect(lead[col('beaten')]).toBeCloseTo(36 / 82, 12);
    expect(lead[col('winsNow')]).toBe(1);
    // The Demon takes the first trick; seat 2 leads the second with F12. F13 and one Demon are gone.
    const second = run(start, [play(0, 'W1'), play(1, 'F13'), play(2, 'DEMON')]);
    expect(trickToAct(second)).toBe(2);
    const rows = featuresOf(second);
    const f12 = rows.get(code('F12')) as number[];
    const unseen = 87 - 4 - 3;
    const beaters = 7 + 3 + 2 + 2;
    expect(f12[col('beaten')]).toBeCloseTo(beaters / unseen, 12);
    // Two later players hold 4 cards each: none of them may be a beater.
    let p = 1;
    for (let i = 0; i < 8; i++) p *= (unseen - beaters - i) / (unseen - i);
    expect(f12[col('holdP')]).toBeCloseTo(p, 12);
    expect(f12[col('lead×holdP')]).toBeCloseTo(p, 12);
    expect(f12[col('lastOfElem')]).toBe(1);
    expect(f12[col('trump')]).toBeCloseTo(1 / 5, 12);
    // No lead holds with even odds (p ≈ 0.2): nothing is played for the trick, A1 is thrown.
    expect(p).toBeLessThan(0.5);
    for (const [move, row] of rows) {
      expect(row[col('cheapHold')]).toBe(0);
      expect(row[col('weakest')]).toBe(move === code('A1') ? 1 : 0);
    }
  });

  it('curses: no gain for a leader under Chains; a Sin under Desecration moves the leader', () => {
    const hands = [
      ['W5', 'E1', 'E2', 'E3', 'E4'],
      ['W9', 'A1', 'A2', 'A3', 'A4'],
      ['W3', 'W10', 'F1', 'SIN', 'KITSUNE'],
    ];
    const chains = featuresOf(setup({ dealer: 0, curses: ['chains'], hands }));
    for (const row of chains.values()) expect(row[col('gain×holdP')]).toBe(0);
    const desecration = featuresOf(
      run(setup({ dealer: 0, curses: ['desecration'], hands }), [play(0, 'W5'), play(1, 'W9')]),
    );
    const sin = desecration.get(code('SIN')) as number[];
    expect(sin[col('helpLead×holdP')]).toBe(1);
    expect(sin[col('gain×holdP')]).toBe(0);
    const kitsune = desecration.get(code('KITSUNE')) as number[];
    expect(kitsune[col('helpLead×holdP')]).toBe(1);
    expect(kitsune[col('kitsune')]).toBe(1);
    const fox = desecration.get(code('KITSUNE', 'tanuki')) as number[];
    expect(fox[col('tanuki')]).toBe(1);
    expect(fox[col('winsNow')]).toBe(0);
    const w10 = desecration.get(code('W10')) as number[];
    expect(w10[col('helpLead×holdP')]).toBe(0);
    expect(w10[col('gain×holdP')]).toBeCloseTo(1 / 3, 12);
  });
});
