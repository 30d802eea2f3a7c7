import { describe, expect, it } from 'vitest';
import type { DreizehnAction } from '../../../../../src/shared/games/dreizehn';
import { DREIZEHN_TARGET_IDS } from '../../../../../src/shared/games/dreizehn';
import { craftDeal, dealt, deepFreeze, expectRefused, FIRST_CARD, FIXED, game, play } from './helpers';
import type { DreizehnState } from '../../../../../src/main/games/dreizehn';

const p = (card: string, target: string): DreizehnAction => ({ type: 'play', card, target });
const targetsFor = (state: DreizehnState, seat: number, card: string) =>
  game
    .legalActions(state, seat)
    .filter((a) => a.card === card)
    .map((a) => a.target);
const colours = (state: DreizehnState) => game.view(state, null).targets.map((t) => t.colour);

describe('13 colour rule "firstCard" (Decisions)', () => {
  const deal = craftDeal(3, [
    ['B7', 'F4', 'Y1', 'G7'],
    ['B5', 'Y2', 'G5'],
    ['F4', 'B1', 'G1', 'G2'],
  ]);
  const start = deepFreeze(dealt(3, FIRST_CARD, 2, deal));
  /** Seats 0, 1 and 2 in turn play these cards from the start, all onto `target`. */
  const round = (target: string, cards: [string, string, string]): DreizehnState =>
    cards.reduce((s, card, seat) => play(s, seat, card, target), start);

  it('names the targets left, middle, right and uses those names in actions', () => {
    expect(DREIZEHN_TARGET_IDS.firstCard).toEqual(['left', 'middle', 'right']);
    expect(DREIZEHN_TARGET_IDS.fixed).toEqual(['blue', 'yellow', 'green']);
    expect(game.view(start, 0).targets.map((t) => [t.id, t.colour])).toEqual([
      ['left', null],
      ['middle', null],
      ['right', null],
    ]);
    expectRefused(start, 0, p('B7', 'blue'), 'unknown-target');
    const fixed = dealt(3, FIXED, 2, deal);
    expect(game.view(fixed, 0).targets.map((t) => [t.id, t.colour])).toEqual([
      ['blue', 'blue'],
      ['yellow', 'yellow'],
      ['green', 'green'],
    ]);
  });

  it('gives a target the colour of the first colour card played onto it', () => {
    expect(targetsFor(start, 0, 'B7')).toEqual(['left', 'middle', 'right']);
    const s = play(start, 0, 'B7', 'middle');
    expect(colours(s)).toEqual([null, 'blue', null]);
  });

  it('sends a colour card onto the target of its colour, never onto another', () => {
    const s = deepFreeze(play(start, 0, 'B7', 'middle'));
    expect(targetsFor(s, 1, 'B5')).toEqual(['middle']);
    expectRefused(s, 1, p('B5', 'left'), 'colour-on-other-target');
    expectRefused(s, 1, p('Y2', 'middle'), 'wrong-target');
    // Yellow has no target yet: it may go onto either target without colour.
    expect(targetsFor(s, 1, 'Y2')).toEqual(['left', 'right']);
  });

  it('lets Fiese Vieren go anywhere; a target with only Fiese Vieren has no colour', () => {
    let s = play(start, 0, 'F4', 'left');
    expect(targetsFor(s, 1, 'F4').length).toBe(0); // seat 1 holds no Fiese Vier
    expect(colours(s)).toEqual([null, null, null]);
    s = play(s, 1, 'Y2', 'left');
    expect(colours(s)).toEqual(['yellow', null, null]);
    expect(s.targets[0]).toEqual(['F4', 'Y2']);
    expect(targetsFor(s, 2, 'F4')).toEqual(['left', 'middle', 'right']);
  });

  it('loses the colour when an overflow leaves only a Fiese Vier on the target', () => {
    const s = round('middle', ['B7', 'B5', 'F4']);
    expect(s.taken[2]).toEqual(['B7', 'B5']);
    expect(s.targets[1]).toEqual(['F4']);
    expect(colours(s)).toEqual([null, null, null]);
    // Blue may now start on any target again.
    expect(targetsFor(s, 2, 'B1')).toEqual([]); // not seat 2's turn
    expect(targetsFor(s, 0, 'Y1')).toEqual(['left', 'middle', 'right']);
    expect(game.invariants(s)).toEqual([]);
  });

  it('keeps the colour when an overflowing colour card stays alone on the target', () => {
    const s = round('right', ['G7', 'G5', 'G2']);
    expect(s.taken[2]).toEqual(['G7', 'G5']);
    expect(s.targets[2]).toEqual(['G2']);
    expect(colours(s)).toEqual([null, null, 'green']);
    expectRefused(s, 0, p('Y1', 'right'), 'wrong-target');
  });

  it('never gives two targets the same colour, and a colour card always has a target', () => {
    let s = play(start, 0, 'B7', 'middle');
    s = play(s, 1, 'Y2', 'left');
    s = play(s, 2, 'G1', 'right');
    expect(colours(s)).toEqual(['yellow', 'blue', 'green']);
    expect(targetsFor(s, 0, 'G7')).toEqual(['right']);
    expect(targetsFor(s, 0, 'Y1')).toEqual(['left']);
    expect(targetsFor(s, 0, 'F4')).toEqual(['left', 'middle', 'right']);
    expectRefused(s, 0, p('Y1', 'right'), 'wrong-target');
  });
});
