import { describe, expect, it } from 'vitest';
import type { DreizehnState } from '../../../../../src/main/games/dreizehn';
import { createRng } from '../../../../../src/main/engine/rng';
import { FIRST_CARD, FIXED, game, ok } from './helpers';

function midRound(options = FIXED, plays = 20): DreizehnState {
  const rng = createRng(4);
  let s = game.newGame(4, options, 0);
  // Finish one round so the history is not empty, then play into the next.
  s = ok(game.deal(s, game.randomDeal(s, rng)));
  while (s.phase === 'play') s = ok(game.apply(s, s.turn, rng.pick(game.legalActions(s, s.turn))));
  s = ok(game.deal(s, game.randomDeal(s, rng)));
  for (let i = 0; i < plays; i++) s = ok(game.apply(s, s.turn, rng.pick(game.legalActions(s, s.turn))));
  return s;
}

const clone = (s: DreizehnState): DreizehnState => structuredClone(s);

describe('13 invariants', () => {
  it('hold for sound states', () => {
    expect(game.invariants(midRound())).toEqual([]);
    expect(game.invariants(midRound(FIRST_CARD, 40))).toEqual([]);
    expect(game.invariants(game.newGame(5, FIXED, 4))).toEqual([]);
  });

  const base = midRound();
  it('start the corruptions from a state with taken cards and a scored round', () => {
    expect(base.taken.some((t) => t.length > 0)).toBe(true);
    expect(base.history).toHaveLength(1);
  });
  const corruptions: [string, (s: DreizehnState) => void][] = [
    ['a card lost from a hand', (s) => s.hands[0]!.pop()],
    ['a card duplicated in the pile', (s) => s.drawPile.push(s.drawPile[0]!)],
    ['an unknown card', (s) => (s.hands[1]![0] = 'Q9' as never)],
    ['a card moved from the pile into a hand', (s) => s.hands[2]!.push(s.drawPile.shift()!)],
    [
      'a taken card moved back onto a target',
      (s) => s.targets[0]!.push(s.taken.find((t) => t.length > 0)!.pop()!),
    ],
    ['a total not matching the rounds', (s) => (s.totals[1]! += 1)],
    ['a round score changed', (s) => (s.history[0]!.scores[0]! += 2)],
    ['a taken card of a scored round removed', (s) => s.history[0]!.taken.find((t) => t.length > 0)!.pop()],
    ['a wrong dealer in the history', (s) => (s.history[0]!.dealer = 3)],
    ['the wrong seat to play', (s) => (s.turn = (s.turn + 1) % 4)],
    ['a log entry with a wrong take', (s) => (s.log[0]!.took = 2)],
    ['a play attributed to the wrong seat', (s) => (s.log[1]!.seat = (s.log[1]!.seat + 1) % 4)],
    ['a phase that says over too early', (s) => (s.phase = 'over')],
    [
      'taken cards swapped between seats',
      (s) => {
        const from = s.taken.findIndex((t) => t.length > 0);
        s.taken[(from + 1) % 4]!.push(s.taken[from]!.pop()!);
      },
    ],
  ];
  for (const [what, corrupt] of corruptions) {
    it(`catch ${what}`, () => {
      const s = clone(base);
      corrupt(s);
      expect(game.invariants(s).length).toBeGreaterThan(0);
    });
  }

  it('catch cards on the table between rounds', () => {
    const s = clone(game.newGame(4, FIXED, 0));
    s.targets[0]!.push('B1');
    expect(game.invariants(s).length).toBeGreaterThan(0);
  });
});
