/** The board, moves, jumps, the scale, following and the goal — each rule of the page as a fixture. */
import { describe, expect, it } from 'vitest';
import type { AbyssElement } from '../../../../../src/shared/games/abyss';
import { abyssGame as g } from '../../../../../src/main/games/abyss/game';
import { createRng } from '../../../../../src/main/engine/rng';
import { handsOf, jump, play, run, setup, HIGH, LOW, MID } from './helpers';

describe('a new game and the deal', () => {
  it('starts with every figure on field 0, an empty scale, 16 curses, waiting for the first deal', () => {
    const s = g.newGame(4, {}, 2);
    expect(s.positions).toEqual([0, 0, 0, 0]);
    expect(s.scale).toEqual([]);
    expect(s.deck).toHaveLength(16);
    expect(g.next(s)).toEqual({ kind: 'deal', round: 0, dealer: 2 });
    expect(g.invariants(s)).toEqual([]);
  });

  it('deals 5 cards each from the 87-card deck; the dealer leads; the dealer rotates clockwise', () => {
    const s = setup({ hands: [LOW, HIGH, MID], dealer: 2 });
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5]);
    expect(g.next(s)).toEqual({ kind: 'act', seats: [2] });
    expect(g.legalActions(s, 2).length).toBe(5);
    const d = g.randomDeal(g.newGame(6, {}, 0), createRng(5));
    expect(d.hands.map((h) => h.length)).toEqual([5, 5, 5, 5, 5, 5]);
  });

  it('refuses deals with the wrong seats, sizes or cards', () => {
    const s = g.newGame(3, {}, 0);
    const bad = (hands: string[][]) => {
      const r = g.deal(s, { hands });
      return r.ok ? 'ok' : r.error.rule;
    };
    expect(bad([LOW, HIGH])).toBe('deal-seats');
    expect(bad([LOW, HIGH, MID.slice(1)])).toBe('deal-size');
    expect(bad([LOW, HIGH, ['W1', 'E2', 'F2', 'A2', 'S2']])).toBe('deal-cards'); // W1 twice
    expect(bad([LOW, HIGH, ['X9', 'E2', 'F2', 'A2', 'S2']])).toBe('deal-cards');
    expect(bad([LOW, HIGH, ['SOUL', 'SOUL', 'SOUL', 'A2', 'S2']])).toBe('deal-cards'); // only 2 Souls
    expect(bad([LOW, HIGH, ['TANUKI', 'TANUKI', 'TANUKI', 'TANUKI', 'TANUKI']])).toBe('ok');
    expect(g.deal(setup({ hands: [LOW, HIGH, MID] }), { hands: [LOW, HIGH, MID] })).toMatchObject({
      ok: false,
      error: { rule: 'not-dealing' },
    });
  });
});

describe('moving', () => {
  it("the trick's winner moves one field forward and leads the next trick", () => {
    let s = setup({ hands: [LOW, HIGH, MID] });
    s = run(s, [play(0, 'W1'), play(1, 'W13'), play(2, 'W2')]);
    expect(s.positions).toEqual([0, 1, 0]);
    expect(g.next(s)).toEqual({ kind: 'act', seats: [1] });
    expect(s.tricks[0]).toMatchObject({ winner: 1, mover: 1, steps: 1 });
  });

  it('onto an occupied field the winner chooses: jump to the next unoccupied field beyond, or stay', () => {
    const s0 = setup({ hands: [HIGH, LOW, MID], positions: [0, 1, 3], scale: [] });
    const s = run(s0, [play(0, 'W13'), play(1, 'W1'), play(2, 'W2')]);
    expect(s.stage).toBe('jump');
    expect(g.next(s)).toEqual({ kind: 'act', seats: [0] });
    expect(g.legalActions(s, 0)).toEqual([
      { type: 'jump', jump: true },
      { type: 'jump', jump: false },
    ]);
    expect(run(s, [jump(0, true)]).positions).toEqual([2, 1, 3]); // field 2 is free: one beyond
    // Staying shares field 1 (a landing like any other).
    expect(run(s, [jump(0, false)]).positions).toEqual([1, 1, 3]);
  });

  it('a jump passes over a row of occupied fields; the fields jumped over have no effect', () => {
    // Fields 1 and 2 (heptagram) occupied: the jump ends on 3, no scale action for field 2.
    const s0 = setup({ hands: [HIGH, LOW, MID], positions: [0, 1, 2] });
    const s = run(s0, [play(0, 'W13'), play(1, 'W1'), play(2, 'W2'), jump(0, true)]);
    expect(s.positions).toEqual([3, 1, 2]);
    expect(s.stage).toBe('play');
    expect(s.scale).toEqual([]);
  });

  it('the jump is not asked when the field ahead is free', () => {
    const s = run(setup({ hands: [HIGH, LOW, MID], positions: [0, 2, 3] }), [
      play(0, 'W13'),
      play(1, 'W1'),
      play(2, 'W2'),
    ]);
    expect(s.stage).toBe('play');
    expect(s.positions).toEqual([1, 2, 3]);
  });
});

describe('the trump scale', () => {
  it('landing on a heptagram lets that player add, swap or pass; added elements fill the lowest free place', () => {
    let s = setup({ hands: [HIGH, LOW, MID], positions: [1, 0, 0] });
    s = run(s, [play(0, 'W13'), play(1, 'W1'), play(2, 'W2')]);
    expect(s.positions[0]).toBe(2);
    expect(s.stage).toBe('scale');
    expect(g.next(s)).toEqual({ kind: 'act', seats: [0] });
    expect(g.legalActions(s, 0)).toEqual([
      { type: 'scale', pass: true },
      { type: 'scale', add: 'water' },
      { type: 'scale', add: 'earth' },
      { type: 'scale', add: 'fire' },
      { type: 'scale', add: 'air' },
      { type: 'scale', add: 'space' },
    ]);
    s = run(s, [[0, { type: 'scale', add: 'fire' }]]);
    expect(s.scale).toEqual(['fire']);
    expect(g.next(s)).toEqual({ kind: 'act', seats: [0] });
  });

  it('with elements on the scale, swaps of two places are offered once each; either order is accepted', () => {
    const s0 = setup({ hands: [HIGH, LOW, MID], positions: [1, 0, 0], scale: ['water', 'fire', 'earth'] });
    const s = run(s0, [play(0, 'W13'), play(1, 'W1'), play(2, 'W2')]);
    const swaps = g.legalActions(s, 0).filter((a) => a.type === 'scale' && a.swap);
    expect(swaps).toEqual([
      { type: 'scale', swap: [0, 1] },
      { type: 'scale', swap: [0, 2] },
      { type: 'scale', swap: [1, 2] },
    ]);
    expect(run(s, [[0, { type: 'scale', swap: [2, 0] }]]).scale).toEqual(['earth', 'fire', 'water']);
    expect(run(s, [[0, { type: 'scale', pass: true }]]).scale).toEqual(['water', 'fire', 'earth']);
  });

  it('every landing on a heptagram asks again, whoever lands (field already occupied or not)', () => {
    // Seat 1 already stands on 2; seat 0 declines the jump and lands on 2 too: the scale action comes.
    const s0 = setup({ hands: [HIGH, LOW, MID], positions: [1, 2, 0], scale: ['air'] });
    const s = run(s0, [play(0, 'W13'), play(1, 'W1'), play(2, 'W2'), jump(0, false)]);
    expect(s.stage).toBe('scale');
    expect(s.positions).toEqual([2, 2, 0]);
  });

  it('a higher place beats a lower one; elements off the scale are not trump', () => {
    // Scale water < fire. Water led; seat 1 (no water) plays F1, seat 2 (no water) E13.
    const s0 = setup({
      hands: handsOf('W13 E3 F3 A3 S3', 'F1 E4 A4 S4 TANUKI', 'E13 F5 A5 S5 SIN'),
      scale: ['water', 'fire'],
    });
    const s = run(s0, [play(0, 'W13'), play(1, 'F1'), play(2, 'E13')]);
    expect(s.tricks[0]?.winner).toBe(1);
  });

  it('the same element: higher beats lower; with no scale element: the led element beats the others', () => {
    const s0 = setup({
      hands: [
        ['E5', ...LOW.slice(0, 4)],
        ['E9', 'W3', 'F3', 'A3', 'S3'],
        ['W13', 'F13', 'A13', 'S13', 'SIN'],
      ],
    });
    const s = run(s0, [play(0, 'E5'), play(1, 'E9'), play(2, 'W13')]);
    expect(s.tricks[0]?.winner).toBe(1);
  });

  it('Decision: space has no power of its own — it ranks by the scale only, and may be discarded freely', () => {
    // No scale: a space card discarded on an earth lead loses, and is allowed although seat 1 holds fire.
    const hands = handsOf('E5 W4 F4 A4 TANUKI', 'S13 F9 W9 A9 SIN', 'E2 W2 F2 A2 S2');
    const led = run(setup({ hands, scale: ['fire'] }), [play(0, 'E5')]);
    expect(g.legalActions(led, 1)).toContainEqual({ type: 'play', card: 'S13' });
    /** Who wins E5, S13, E2 with this scale. */
    const winner = (scale: AbyssElement[]) =>
      run(setup({ hands, scale }), [play(0, 'E5'), play(1, 'S13'), play(2, 'E2')]).tricks[0]?.winner;
    expect(winner(['fire'])).toBe(0);
    // Space on the scale below earth: earth beats it; above earth, space wins.
    expect(winner(['space', 'earth'])).toBe(0);
    expect(winner(['earth', 'space'])).toBe(1);
  });
});

describe('following and the special cards (as in SevenSins)', () => {
  const hands = handsOf('W5 E5 TANUKI KITSUNE DEMON', 'W1 E3 SIN F7 A7', 'W9 E9 E10 SOUL A9');

  it('an element led must be followed, but a special may always be played instead', () => {
    const s = run(setup({ hands }), [play(0, 'W5')]);
    expect(g.legalActions(s, 1)).toEqual([
      { type: 'play', card: 'W1' },
      { type: 'play', card: 'SIN' },
    ]);
    expect(g.apply(s, 1, { type: 'play', card: 'E3' })).toMatchObject({
      ok: false,
      error: { rule: 'must-follow' },
    });
  });

  it('once a special other than a Tanuki lies in the trick, nobody need follow', () => {
    const s = run(setup({ hands }), [play(0, 'W5'), play(1, 'SIN')]);
    expect(g.legalActions(s, 2)).toHaveLength(5);
  });

  it('a Tanuki lead: the first element card played after it sets the element to follow', () => {
    const s = run(setup({ hands }), [play(0, 'TANUKI'), play(1, 'E3')]);
    expect(g.legalActions(s, 2).map((a) => a.type === 'play' && a.card)).toEqual(['E9', 'E10', 'SOUL']);
    const t = run(s, [play(2, 'E9')]);
    expect(t.tricks[0]?.winner).toBe(2);
  });

  it('a Kitsune is played as a Sin or a Tanuki and behaves exactly like it', () => {
    const s = setup({ hands });
    expect(g.legalActions(s, 0)).toContainEqual({ type: 'play', card: 'KITSUNE', as: 'sin' });
    expect(g.legalActions(s, 0)).toContainEqual({ type: 'play', card: 'KITSUNE', as: 'tanuki' });
    // As a Tanuki lead: earth set by seat 1 must be followed by seat 2.
    const t = run(s, [play(0, 'KITSUNE', 'tanuki'), play(1, 'E3')]);
    expect(g.legalActions(t, 2).map((a) => a.type === 'play' && a.card)).toEqual(['E9', 'E10', 'SOUL']);
    // As a Sin lead: nothing to follow, and it beats the element cards.
    const u = run(s, [play(0, 'KITSUNE', 'sin')]);
    expect(g.legalActions(u, 1)).toHaveLength(5);
    expect(run(u, [play(1, 'W1'), play(2, 'W9')]).tricks[0]?.winner).toBe(0);
  });

  it('specials by the table: Soul beats Sin, Sin beats Demon, Demon beats Soul, the first of a kind holds', () => {
    const h = (a: string, b: string, c: string) => [
      [a, 'W1', 'W2', 'W3', 'W4'],
      [b, 'E1', 'E2', 'E3', 'E4'],
      [c, 'F1', 'F2', 'F3', 'F4'],
    ];
    const win = (a: string, b: string, c: string) =>
      run(setup({ hands: h(a, b, c) }), [play(0, a), play(1, b), play(2, c)]).tricks[0]?.winner;
    expect(win('SIN', 'DEMON', 'SOUL')).toBe(2);
    expect(win('DEMON', 'SOUL', 'SIN')).toBe(2);
    expect(win('SOUL', 'SIN', 'DEMON')).toBe(2);
    expect(win('SIN', 'SIN', 'TANUKI')).toBe(0);
    expect(win('TANUKI', 'TANUKI', 'TANUKI')).toBe(0);
    expect(win('TANUKI', 'W13', 'TANUKI')).toBe(1);
  });
});

describe('the goal', () => {
  it('reaching the goal ends the game at once, mid-phase; totals are the fields; the partial phase is scored', () => {
    const s0 = setup({ hands: [HIGH, LOW, MID], positions: [19, 4, 0] });
    const s = run(s0, [play(0, 'W13'), play(1, 'W1'), play(2, 'W2')]);
    expect(g.next(s)).toEqual({ kind: 'over' });
    expect(g.result(s)).toEqual({ totals: [20, 4, 0], winners: [0] });
    expect(g.totals(s)).toEqual([20, 4, 0]);
    expect(g.roundScores(s)).toEqual([[20, 4, 0]]);
    expect(s.hands[0]).toHaveLength(4);
    expect(g.apply(s, 0, { type: 'play', card: 'E13' })).toMatchObject({
      ok: false,
      error: { rule: 'game-over' },
    });
    expect(g.legalActions(s, 0)).toEqual([]);
  });

  it('a jump may carry a figure onto the goal', () => {
    const s0 = setup({ hands: [HIGH, LOW, MID], positions: [18, 19, 0] });
    const s = run(s0, [play(0, 'W13'), play(1, 'W1'), play(2, 'W2')]);
    expect(s.stage).toBe('jump');
    const t = run(s, [jump(0, true)]);
    expect(g.result(t)).toEqual({ totals: [20, 19, 0], winners: [0] });
  });

  it('roundScores lists the fields at the end of each phase', () => {
    let s = setup({ hands: [LOW, HIGH, MID] });
    s = run(s, [play(0, 'W1'), play(1, 'W13'), play(2, 'W2')]);
    s = run(s, [play(1, 'E13'), play(2, 'E2'), play(0, 'E1'), [1, { type: 'scale', pass: true }]]);
    for (const e of ['F', 'A', 'S']) s = run(s, [play(1, `${e}13`), play(2, `${e}2`), play(0, `${e}1`)]);
    // Seat 1 won all five tricks and landed on curse field 5 last: the draw comes before the phase ends.
    expect(g.next(s)).toEqual({ kind: 'chance' });
    expect(g.roundScores(s)).toEqual([]);
    s = run(s, [[null, { type: 'curse', curse: 'greed' }]]);
    expect(g.next(s)).toEqual({ kind: 'deal', round: 1, dealer: 1 });
    expect(g.roundScores(s)).toEqual([[0, 5, 0]]);
  });
});
