import { describe, expect, it } from 'vitest';
import { abyssAdapter, abyssLeafValue, ABYSS_WIN_BONUS } from '../../../../../src/main/ai/abyss/adapter';
import { abyssSampler } from '../../../../../src/main/ai/abyss/sampler';
import { Searcher } from '../../../../../src/main/ai/search/pimc';
import { createRng } from '../../../../../src/main/engine/rng';
import { abyssGame, AbyssFast, type AbyssState } from '../../../../../src/main/games/abyss';
import { elementOf } from '../../../../../src/main/games/abyss/cards';
import type { AbyssAction } from '../../../../../src/shared/games/abyss';
import { decisionPoint } from '../helpers';

/** A 4-player Abyss state in the middle of a phase, with the figures moved to `positions`. */
function midPhase(positions: number[], seed = 'leaf'): AbyssState {
  const { state } = decisionPoint('abyss', 4, seed, 3);
  return { ...(state as AbyssState), positions };
}

function valueOf(state: AbyssState, seat: number): number {
  const fast = new AbyssFast(state.players);
  fast.load(state, createRng(1));
  return abyssLeafValue(fast.inspect(), seat);
}

describe('Abyss leaf value', () => {
  it('prefers a position closer to the goal, others unchanged', () => {
    expect(valueOf(midPhase([9, 8, 6, 4]), 0)).toBeGreaterThan(valueOf(midPhase([8, 8, 6, 4]), 0));
    expect(valueOf(midPhase([3, 8, 6, 4]), 0)).toBeGreaterThan(valueOf(midPhase([2, 8, 6, 4]), 0));
  });

  it('counts the leading rival most, and a trailing rival hardly at all near the goal', () => {
    const base = valueOf(midPhase([10, 12, 8, 4]), 0);
    const leaderOn = valueOf(midPhase([10, 13, 8, 4]), 0);
    const trailerOn = valueOf(midPhase([10, 12, 9, 4]), 0);
    expect(base - leaderOn).toBeGreaterThan(base - trailerOn);
    expect(base - trailerOn).toBeGreaterThan(0);
    // Near the goal the race is between the leaders: the same step of a rival far behind weighs less.
    const late = valueOf(midPhase([17, 19, 13, 4]), 0) - valueOf(midPhase([17, 19, 14, 4]), 0);
    const early = valueOf(midPhase([3, 5, 0, 0]), 0) - valueOf(midPhase([3, 5, 1, 0]), 0);
    expect(late).toBeLessThan(early);
    expect(late).toBeGreaterThanOrEqual(0);
  });

  it('scores a finished game by its margin plus a bonus for first place', () => {
    const won = { ...midPhase([20, 17, 15, 3]), stage: 'over' as const, winner: 0 };
    expect(valueOf(won, 0)).toBe(3 + ABYSS_WIN_BONUS);
    expect(valueOf(won, 1)).toBe(-3);
  });
});

describe('Abyss search', () => {
  it('puts the element it is strong in on top of the scale when landing on a heptagram', () => {
    // A scale decision early in a phase; the mover is given the three highest fire cards.
    let found = decisionPoint('abyss', 4, 'scale:0', 0, 2, 'scale');
    for (let i = 1; (found.state as AbyssState).hands[found.seat]!.length < 3; i++) {
      found = decisionPoint('abyss', 4, `scale:${i}`, 0, 2, 'scale');
    }
    const { seat } = found;
    const state = found.state as AbyssState;
    const give = ['F13', 'F12', 'F11'];
    const hands = state.hands.map((h) => [...h]);
    const mine = hands[seat] as string[];
    const rest = mine.filter((c) => !give.includes(c));
    const leaving = rest.slice(mine.length - give.length);
    hands[seat] = [...give, ...rest.slice(0, mine.length - give.length)];
    // The strong cards come from whoever held them (or from the undealt rest), in exchange.
    hands.forEach((h, s) => {
      if (s === seat) return;
      for (let i = 0; i < h.length; i++) if (give.includes(h[i] as string)) h[i] = leaving.pop() as string;
    });
    const inTricks = [...state.tricks.flatMap((t) => t.plays), ...state.trick].map((p) => p.card);
    expect(give.some((c) => inTricks.includes(c))).toBe(false);
    const fixed: AbyssState = { ...state, hands, dealt: hands.map((h) => [...h]) };
    const view = abyssGame.view(fixed, seat);
    const legal = abyssGame.legalActions(fixed, seat) as AbyssAction[];
    const result = new Searcher(abyssAdapter).search({
      view,
      seat,
      legal,
      rng: createRng(5),
      budget: { iterations: 1500 },
    });
    const a = result.action;
    expect(a.type).toBe('scale');
    if (a.type !== 'scale') return;
    const after = [...fixed.scale];
    if (a.add) after.push(a.add);
    if (a.swap) {
      const [i, j] = a.swap;
      [after[i], after[j]] = [after[j] as (typeof after)[number], after[i] as (typeof after)[number]];
    }
    expect(after[after.length - 1]).toBe('fire');
  });
});

describe('Abyss quick sampler', () => {
  it('draws states behind the very same view, voids respected', () => {
    let checked = 0;
    for (let skip = 0; skip < 120; skip += 11) {
      const { state, seat } = decisionPoint('abyss', 4, `sampler:${skip}`, skip);
      const view = abyssGame.view(state as AbyssState, seat);
      const draw = abyssSampler(view, seat);
      const rng = createRng(skip);
      for (let k = 0; k < 5; k++) {
        const sampled = draw(rng);
        expect(abyssGame.view(sampled, seat)).toEqual(view);
        sampled.hands.forEach((h, s) => {
          for (const e of view.voids[s] ?? []) expect(h.some((c) => elementOf(c) === e)).toBe(false);
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
