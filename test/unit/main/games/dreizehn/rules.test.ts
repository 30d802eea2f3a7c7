import { describe, expect, it } from 'vitest';
import type { DreizehnAction } from '../../../../../src/shared/games/dreizehn';
import { createRng } from '../../../../../src/main/engine/rng';
import { DECK } from '../../../../../src/main/games/dreizehn/cards';
import { craftDeal, dealt, deepFreeze, expectRefused, FIRST_CARD, FIXED, game, ok, play } from './helpers';

const p = (card: string, target: string): DreizehnAction => ({ type: 'play', card, target });

/** Four players, dealer 3 so seat 0 starts; blue is built up to exactly 13 by B7, B5, B1. */
function toThirteen(fourth: 'F4' | 'B4') {
  const deal = craftDeal(4, [['B7'], ['B5'], ['B1'], [fourth]]);
  let state = dealt(4, FIXED, 3, deal);
  state = play(state, 0, 'B7', 'blue');
  state = play(state, 1, 'B5', 'blue');
  state = play(state, 2, 'B1', 'blue');
  return state;
}

describe('13 turns and overflow', () => {
  it('starts left of the dealer and goes clockwise', () => {
    const state = dealt(4, FIXED, 2, craftDeal(4, []));
    expect(game.next(state)).toEqual({ kind: 'act', seats: [3] });
    expect(game.legalActions(state, 2)).toEqual([]);
    const after = ok(game.apply(state, 3, game.legalActions(state, 3)[0]!));
    expect(game.next(after)).toEqual({ kind: 'act', seats: [0] });
  });

  it('lets a target reach exactly 13 without an overflow', () => {
    const state = toThirteen('F4');
    expect(state.targets[0]).toEqual(['B7', 'B5', 'B1']);
    expect(state.log.map((l) => l.took)).toEqual([0, 0, 0]);
    expect(state.taken.flat()).toEqual([]);
  });

  it('plays the rulebook example: at 13 a 4 takes the three cards and stays alone', () => {
    for (const four of ['F4', 'B4'] as const) {
      const state = play(toThirteen(four), 3, four, 'blue');
      expect(state.taken[3]).toEqual(['B7', 'B5', 'B1']);
      expect(state.targets[0]).toEqual([four]);
      expect(game.view(state, 0).targets[0]!.total).toBe(4);
      expect(state.log.at(-1)).toEqual({ seat: 3, card: four, target: 'blue', took: 3 });
      expect(game.view(state, 1).takenCounts).toEqual([0, 0, 0, 3]);
      expect(game.invariants(state)).toEqual([]);
    }
  });

  it('draws the top card of the pile after each play', () => {
    const deal = craftDeal(3, [['G7']], ['Y2', 'F4']);
    let state = dealt(3, FIXED, 2, deal);
    const before = state.hands[0]!.length;
    state = play(state, 0, 'G7', 'green');
    expect(state.hands[0]).toHaveLength(before);
    expect(state.hands[0]!.at(-1)).toBe('Y2');
    expect(state.drawPile[0]).toBe('F4');
    expect(state.drawPile).toHaveLength(50 - 15 - 1);
  });

  it('ends the round when the pile is empty and all hands are played; cards left on targets do not count', () => {
    const rng = createRng(5);
    let state = dealt(4, FIXED, 0, game.randomDeal(game.newGame(4, FIXED, 0), rng));
    let plays = 0;
    let pileEmptyAt = -1;
    while (game.next(state).kind === 'act') {
      const seat = state.turn;
      state = ok(game.apply(state, seat, rng.pick(game.legalActions(state, seat))));
      plays++;
      if (state.drawPile.length === 0 && pileEmptyAt < 0) pileEmptyAt = plays;
      if (state.phase === 'play') {
        // Hands stay at five while the pile lasts, then shrink.
        if (state.drawPile.length > 0) expect(state.hands.every((h) => h.length === 5)).toBe(true);
      }
    }
    expect(plays).toBe(50);
    expect(pileEmptyAt).toBe(30);
    expect(game.next(state)).toEqual({ kind: 'deal', round: 1, dealer: 1 });
    const round = state.history[0]!;
    const left = round.leftOnTargets.flat();
    expect(left.length).toBeGreaterThan(0);
    expect([...round.taken.flat(), ...left].sort()).toEqual([...DECK].sort());
    expect(round.scores).toEqual(game.roundScores(state)[0]);
    expect(state.totals).toEqual(round.scores);
  });

  it('rotates the dealer each round and plays 6 rounds with 3 players, one per player otherwise', () => {
    for (const [players, rounds] of [
      [3, 6],
      [4, 4],
      [5, 5],
      [6, 6],
    ] as const) {
      const rng = createRng(players);
      let state = game.newGame(players, FIXED, 1);
      const dealers: number[] = [];
      for (;;) {
        const next = game.next(state);
        if (next.kind === 'over') break;
        if (next.kind === 'deal') {
          dealers.push(next.dealer);
          expect(next.round).toBe(dealers.length - 1);
          state = ok(game.deal(state, game.randomDeal(state, rng)));
          expect(state.turn).toBe((next.dealer + 1) % players);
        } else if (next.kind === 'act') {
          state = ok(game.apply(state, next.seats[0]!, rng.pick(game.legalActions(state, next.seats[0]!))));
        }
      }
      expect(dealers).toEqual(Array.from({ length: rounds }, (_, r) => (1 + r) % players));
      expect(game.roundScores(state)).toHaveLength(rounds);
    }
  });

  it('lets a Fiese Vier go onto any target, also an empty one, and colour cards come later', () => {
    let state = dealt(3, FIXED, 2, craftDeal(3, [['F4'], ['Y1'], ['F4', 'Y2']]));
    expect(game.legalActions(state, 0).filter((a) => a.card === 'F4')).toEqual([
      p('F4', 'blue'),
      p('F4', 'yellow'),
      p('F4', 'green'),
    ]);
    state = play(state, 0, 'F4', 'yellow');
    state = play(state, 1, 'Y1', 'yellow');
    expect(state.targets[1]).toEqual(['F4', 'Y1']);
  });

  it('lists each distinct (card, target) pair once, in canonical order', () => {
    const state = dealt(3, FIXED, 2, craftDeal(3, [['Y7', 'B1', 'B1', 'F4', 'F4']]));
    expect(game.legalActions(state, 0)).toEqual([
      p('B1', 'blue'),
      p('Y7', 'yellow'),
      p('F4', 'blue'),
      p('F4', 'yellow'),
      p('F4', 'green'),
    ]);
  });
});

describe('13 refusals', () => {
  const state = deepFreeze(dealt(4, FIXED, 3, craftDeal(4, [['B7', 'Y1', 'G2', 'F4', 'B1']])));

  it('refuses a play before the deal and after the game', () => {
    expectRefused(game.newGame(4, FIXED, 0), 0, p('B1', 'blue'), 'wrong-phase');
    const over = { ...game.newGame(3, FIXED, 0), phase: 'over' as const };
    expectRefused(over, 0, p('B1', 'blue'), 'wrong-phase');
  });

  it('refuses a play out of turn, and a play by nobody', () => {
    expectRefused(state, 1, p('B1', 'blue'), 'not-your-turn');
    expectRefused(state, null, p('B1', 'blue'), 'not-your-turn');
    expectRefused(state, 9, p('B1', 'blue'), 'not-your-turn');
  });

  it('refuses unknown cards and targets', () => {
    for (const card of ['X9', 'B3', 'F5', 'b1', '', 'R4'])
      expectRefused(state, 0, p(card, 'blue'), 'unknown-card');
    for (const target of ['red', 'left', 'BLUE', ''])
      expectRefused(state, 0, p('B1', target), 'unknown-target');
  });

  it('refuses a card not in hand', () => {
    expectRefused(state, 0, p('Y7', 'yellow'), 'card-not-in-hand');
    expectRefused(state, 0, p('G5', 'green'), 'card-not-in-hand');
  });

  it('refuses a colour card on another colour’s target', () => {
    expectRefused(state, 0, p('B7', 'yellow'), 'wrong-target');
    expectRefused(state, 0, p('G2', 'blue'), 'wrong-target');
  });

  it('refuses an action type 13 does not have', () => {
    expectRefused(state, 0, { type: 'pass' } as unknown as DreizehnAction, 'unknown-action');
  });

  it('refuses bad deals with a reason', () => {
    const fresh = deepFreeze(game.newGame(4, FIXED, 0));
    const good = craftDeal(4, []);
    const cases: [unknown, string][] = [
      [{ ...good, hands: good.hands.slice(0, 3) }, 'deal-hands'],
      [{ ...good, hands: [good.hands[0]!.slice(0, 4), ...good.hands.slice(1)] }, 'deal-hand-size'],
      [{ ...good, drawPile: good.drawPile.slice(1) }, 'deal-pile-size'],
      [{ ...good, drawPile: ['Z9', ...good.drawPile.slice(1)] }, 'deal-unknown-card'],
      [{ ...good, drawPile: ['F4', ...good.drawPile.slice(1)] }, 'deal-cards'],
    ];
    for (const [deal, rule] of cases) {
      const applied = game.deal(fresh, game.dealSchema.parse(deal));
      expect(applied.ok ? 'accepted' : applied.error.rule).toBe(rule);
    }
    const again = game.deal(state, good);
    expect(again.ok ? 'accepted' : again.error.rule).toBe('wrong-phase');
    expect(game.dealSchema.safeParse({ hands: 'x' }).success).toBe(false);
  });

  it('parses actions and options the way records write them', () => {
    expect(
      game.actionSchema.parse({ type: 'play', card: 'F4', target: 'yellow', seat: 2, extra: 1 }),
    ).toEqual(p('F4', 'yellow'));
    expect(game.actionSchema.safeParse({ type: 'play', card: 'F4' }).success).toBe(false);
    expect(game.actionSchema.safeParse({ type: 'bid', tricks: 1 }).success).toBe(false);
    expect(game.optionsSchema.parse({})).toEqual(FIXED);
    expect(game.optionsSchema.parse(undefined)).toEqual(FIXED);
    expect(game.optionsSchema.parse({ colorRule: 'firstCard', memoryAid: true, saboteurBase: 4 })).toEqual({
      ...FIRST_CARD,
      memoryAid: true,
    });
    expect(game.optionsSchema.safeParse({ colorRule: 'poison' }).success).toBe(false);
  });
});
