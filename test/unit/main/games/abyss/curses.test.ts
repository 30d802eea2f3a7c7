/** Each of the 16 curses, the interactions the page names, and the timing lines, as fixtures. */
import { describe, expect, it } from 'vitest';
import type { AbyssCurseId } from '../../../../../src/shared/games/abyss-data';
import { abyssGame as g } from '../../../../../src/main/games/abyss/game';
import { activeCurses } from '../../../../../src/main/games/abyss/curses';
import { trickMove } from '../../../../../src/main/games/abyss/trick';
import type { AbyssState } from '../../../../../src/main/games/abyss/state';
import { createRng } from '../../../../../src/main/engine/rng';
import { handsOf, curse, jump, must, play, run, setup, HIGH, LOW, MID } from './helpers';

const winner = (s: AbyssState, i = 0) => s.tricks[i]?.winner;
const cards = (s: AbyssState, seat: number) =>
  g.legalActions(s, seat).map((a) => (a.type === 'play' ? a.card : a.type));

/** Seat 1 wins all five tricks of phase 0 (after seat 0 leads W1); `between` runs after trick 1. */
function seat1WinsPhase(start: AbyssState, between: (s: AbyssState) => AbyssState = (s) => s): AbyssState {
  let s = run(start, [play(0, 'W1'), play(1, 'W13'), play(2, 'W2')]);
  s = between(s);
  for (const e of ['E', 'F', 'A', 'S']) {
    s = run(s, [play(1, `${e}13`), play(2, `${e}2`), play(0, `${e}1`)]);
    if (s.stage === 'scale') s = run(s, [[s.move?.seat ?? -1, { type: 'scale', pass: true }]]);
  }
  return s;
}

describe('1 reversal', () => {
  /** The winner of the first trick under reversal, seats 0, 1, 2 playing `cards` in turn. */
  const reversed = (hands: string[][], scale: AbyssState['scale'], cards: string[]) =>
    winner(
      run(
        setup({ hands, curses: ['reversal'], scale }),
        cards.map((c, seat) => play(seat, c)),
      ),
    );
  it('among cards of the element to follow, lower beats higher', () => {
    expect(reversed([HIGH, LOW, MID], [], ['W13', 'W1', 'W2'])).toBe(1);
  });
  it('Decision: also when the element to follow stands on the scale', () => {
    expect(reversed([HIGH, LOW, MID], ['water'], ['W13', 'W1', 'W2'])).toBe(1);
  });
  it('Decision: cards of a scale element that is not the element to follow still rank high over low', () => {
    const hands = handsOf('E5 W3 A3 S3 TANUKI', 'F2 W4 A4 S4 SIN', 'F9 W5 A5 S5 DEMON');
    expect(reversed(hands, ['fire'], ['E5', 'F2', 'F9'])).toBe(2);
  });
});

describe('2 mirror', () => {
  const hands = handsOf('W3 A1 A2 A3 A4', 'F13 S1 S2 S3 S4', 'E13 TANUKI TANUKI S5 S6');
  it('the scale counts downward; elements off the scale still lose', () => {
    const plays = [play(0, 'W3'), play(1, 'F13'), play(2, 'E13')];
    expect(winner(run(setup({ hands, scale: ['water', 'fire'] }), plays))).toBe(1);
    expect(winner(run(setup({ hands, scale: ['water', 'fire'], curses: ['mirror'] }), plays))).toBe(0);
  });
});

describe('2+14 mirror and storm', () => {
  it('storm swaps the two highest occupied physical places, also under mirror', () => {
    const hands = handsOf('F5 A1 A2 A3 A4', 'E2 S1 S2 S3 S4', 'W1 TANUKI TANUKI S5 S6');
    const s = setup({ hands, scale: ['water', 'fire', 'earth'], curses: ['mirror', 'storm'] });
    expect(s.scale).toEqual(['water', 'earth', 'fire']);
    // Under mirror: water (place 0) > earth (1) > fire (2).
    const a = run(s, [play(0, 'F5'), play(1, 'E2')]);
    expect(run(a, [play(2, 'W1')]).tricks[0]?.winner).toBe(2);
  });
});

describe('3 drought', () => {
  it('deals 4 cards instead of 5', () => {
    const four = [LOW.slice(0, 4), HIGH.slice(0, 4), MID.slice(0, 4)];
    const s = setup({ hands: four, curses: ['drought'] });
    expect(s.handSize).toBe(4);
    expect(() => setup({ hands: [LOW, HIGH, MID], curses: ['drought'] })).toThrow(/deal-size/);
  });
});

describe('3+12 drought and passing', () => {
  it('4 cards, one passed left by everyone, then 4 tricks', () => {
    let s = setup({
      hands: handsOf('W1 E1 F1 A1', 'W13 E13 F13 A13', 'W2 E2 F2 A2'),
      curses: ['drought', 'passing'],
    });
    expect(s.stage).toBe('pass');
    s = run(s, [
      [0, { type: 'pass', card: 'A1' }],
      [2, { type: 'pass', card: 'A2' }],
      [1, { type: 'pass', card: 'A13' }],
    ]);
    expect(s.hands).toEqual([
      ['W1', 'E1', 'F1', 'A2'],
      ['W13', 'E13', 'F13', 'A1'],
      ['W2', 'E2', 'F2', 'A13'],
    ]);
    s = run(s, [play(0, 'W1'), play(1, 'W13'), play(2, 'W2')]);
    s = run(s, [play(1, 'E13'), play(2, 'E2'), play(0, 'E1'), [1, { type: 'scale', pass: true }]]);
    s = run(s, [play(1, 'F13'), play(2, 'F2'), play(0, 'F1')]);
    s = run(s, [play(1, 'A1'), play(2, 'A13'), play(0, 'A2')]);
    expect(s.tricks).toHaveLength(4);
    expect(g.next(s)).toEqual({ kind: 'deal', round: 1, dealer: 1 });
    expect(s.positions).toEqual([0, 3, 1]);
  });
});

describe('4 greed', () => {
  it("only the phase's last trick moves its winner 2 fields, as two single steps, each a landing", () => {
    const hands = handsOf('W1 E1 F1 A1 S13', 'W2 E2 F2 A2 S2', 'W13 E13 F13 A13 S1');
    let s = setup({ hands, curses: ['greed'], triggered: [10], positions: [3, 4, 8] });
    s = run(s, [play(0, 'W1'), play(1, 'W2'), play(2, 'W13')]);
    for (const e of ['E', 'F', 'A']) s = run(s, [play(2, `${e}13`), play(0, `${e}1`), play(1, `${e}2`)]);
    expect(s.positions[2]).toBe(12); // four single steps (field 10 already triggered)
    expect(s.stage).toBe('scale');
    s = run(s, [[2, { type: 'scale', pass: true }]]);
    s = run(s, [play(2, 'S1'), play(0, 'S13'), play(1, 'S2')]);
    // Step 1: field 4 is occupied → the jump question.
    expect(s.stage).toBe('jump');
    s = run(s, [jump(0, false)]);
    // Step 2 lands on curse field 5: the draw comes right after that step.
    expect(s.positions[0]).toBe(5);
    expect(g.next(s)).toEqual({ kind: 'chance' });
    s = run(s, [curse('oath')]);
    expect(g.next(s).kind).toBe('deal');
    expect(s.tricks[4]).toMatchObject({ winner: 0, mover: 0, steps: 2 });
  });
});

describe('5 chains', () => {
  it('a player who wins a trick they led does not move; others do', () => {
    let s = run(setup({ hands: [HIGH, LOW, MID], curses: ['chains'] }), [
      play(0, 'W13'),
      play(1, 'W1'),
      play(2, 'W2'),
    ]);
    expect(s.positions).toEqual([0, 0, 0]);
    expect(s.tricks[0]).toMatchObject({ winner: 0, steps: 0 });
    expect(g.next(s)).toEqual({ kind: 'act', seats: [0] });
    s = run(setup({ hands: [LOW, HIGH, MID], curses: ['chains'] }), [
      play(0, 'W1'),
      play(1, 'W13'),
      play(2, 'W2'),
    ]);
    expect(s.positions).toEqual([0, 1, 0]);
  });
  it('cancels the whole move, greed and hunger included', () => {
    const demon = { seat: 0, card: 'DEMON' };
    const all = activeCurses(
      (['chains', 'greed', 'hunger'] as AbyssCurseId[]).map((c) => ({
        curse: c,
        phase: 0,
        trick: 0,
        field: 5,
      })),
      1,
      0,
    );
    expect(trickMove(demon, 0, all, true).steps).toBe(0);
    expect(trickMove(demon, 1, all, true).steps).toBe(2);
    const s = run(setup({ hands: [['DEMON', ...LOW.slice(1)], HIGH, MID], curses: ['chains', 'hunger'] }), [
      play(0, 'DEMON'),
      play(1, 'W13'),
      play(2, 'W2'),
    ]);
    expect(s.positions).toEqual([0, 0, 0]);
  });
});

describe('6 undertow', () => {
  it('at the end of a phase a figure alone in the lead moves back one field, triggering nothing', () => {
    const s = seat1WinsPhase(
      setup({ hands: [LOW, HIGH, MID], curses: ['undertow'], triggered: [5], positions: [8, 0, 0] }),
    );
    // Seat 0 was alone on 8: back to 7, a heptagram — no scale action.
    expect(s.positions).toEqual([7, 5, 0]);
    expect(g.next(s).kind).toBe('deal');
    expect(g.roundScores(s)).toEqual([[7, 5, 0]]);
  });
  it('nobody moves back when two or more figures share the lead', () => {
    const s = seat1WinsPhase(
      setup({ hands: [LOW, HIGH, MID], curses: ['undertow'], triggered: [5], positions: [8, 0, 8] }),
    );
    expect(s.positions).toEqual([8, 5, 8]);
  });
  it('does not follow when the goal is reached on the last trick', () => {
    const hands = handsOf('W1 E1 F1 A1 S13', 'W13 E13 F13 A13 S2', 'W2 E2 F2 A2 S3');
    let s = setup({ hands, curses: ['undertow'], triggered: [5], positions: [19, 0, 0] });
    s = run(s, [play(0, 'W1'), play(1, 'W13'), play(2, 'W2')]);
    s = run(s, [play(1, 'E13'), play(2, 'E2'), play(0, 'E1'), [1, { type: 'scale', pass: true }]]);
    for (const e of ['F', 'A']) s = run(s, [play(1, `${e}13`), play(2, `${e}2`), play(0, `${e}1`)]);
    s = run(s, [play(1, 'S2'), play(2, 'S3'), play(0, 'S13')]);
    expect(g.result(s)).toEqual({ totals: [20, 4, 0], winners: [0] });
  });
});

describe('7 soulSleep and 8 sinBan', () => {
  const hands = (special: string) => [
    ['W2', 'E4', 'F4', 'A4', 'S4'],
    [special, 'E5', 'F5', 'A5', 'S5'],
    ['W9', 'E9', 'F9', 'A9', 'S9'],
  ];
  it('Souls count as Tanukis: they lose to element cards and do not lift the duty to follow', () => {
    const plain = run(setup({ hands: hands('SOUL') }), [play(0, 'W2'), play(1, 'SOUL')]);
    expect(cards(plain, 2)).toHaveLength(5);
    const sleep = run(setup({ hands: hands('SOUL'), curses: ['soulSleep'] }), [
      play(0, 'W2'),
      play(1, 'SOUL'),
    ]);
    expect(cards(sleep, 2)).toEqual(['W9']);
    expect(winner(run(sleep, [play(2, 'W9')]))).toBe(2);
    expect(winner(run(plain, [play(2, 'W9')]))).toBe(1);
  });
  it('a Soul lead under soulSleep is a Tanuki lead: the first element card sets the element to follow', () => {
    const s = run(
      setup({ hands: [hands('SOUL')[1]!, hands('SOUL')[0]!, hands('SOUL')[2]!], curses: ['soulSleep'] }),
      [play(0, 'SOUL'), play(1, 'E4')],
    );
    expect(cards(s, 2)).toEqual(['E9']);
  });
  it('Sins and Kitsune played as a Sin count as Tanukis', () => {
    for (const [card, as] of [
      ['SIN', undefined],
      ['KITSUNE', 'sin'],
    ] as const) {
      const plain = run(setup({ hands: hands(card) }), [play(0, 'W2'), play(1, card, as)]);
      const ban = run(setup({ hands: hands(card), curses: ['sinBan'] }), [play(0, 'W2'), play(1, card, as)]);
      expect(cards(ban, 2)).toEqual(['W9']);
      expect(winner(run(ban, [play(2, 'W9')]))).toBe(2);
      expect(winner(run(plain, [play(2, 'W9')]))).toBe(1);
    }
  });
});

describe('9 hunger', () => {
  const hands = handsOf('DEMON W13 E13 F13 A13', 'W1 E1 F1 A1 S1', 'W2 E2 F2 A2 S2', 'W3 E3 F3 A3 S3');
  it('a trick won by a Demon moves 2 fields as two single steps, with a jump decision at each', () => {
    let s = setup({ hands, curses: ['hunger'], triggered: [10], positions: [0, 1, 2, 3] });
    s = run(s, [play(0, 'DEMON'), play(1, 'W1'), play(2, 'W2'), play(3, 'W3')]);
    expect(s.stage).toBe('jump');
    s = run(s, [jump(0, false)]);
    expect(s.positions[0]).toBe(1);
    expect(s.stage).toBe('jump'); // step 2 faces field 2, occupied
    s = run(s, [jump(0, true)]);
    expect(s.positions).toEqual([4, 1, 2, 3]);
    // A trick won by an element card: one field.
    s = run(s, [play(0, 'E13'), play(1, 'E1'), play(2, 'E2'), play(3, 'E3')]);
    expect(s.positions[0]).toBe(5);
  });
  it('greed and hunger together still move 2 fields', () => {
    const both = activeCurses(
      (['greed', 'hunger'] as AbyssCurseId[]).map((c) => ({ curse: c, phase: 0, trick: 0, field: 5 })),
      1,
      0,
    );
    expect(trickMove({ seat: 1, card: 'DEMON' }, 0, both, true).steps).toBe(2);
  });
});

describe('10 oath', () => {
  const hands = handsOf('W5 DEMON TANUKI E5 A5', 'W1 SIN E3 F3 A3', 'W9 E9 SOUL F9 A9');
  it('a player holding the element to follow must play it: specials no longer excuse', () => {
    const s = run(setup({ hands, curses: ['oath'] }), [play(0, 'W5')]);
    expect(cards(s, 1)).toEqual(['W1']);
    expect(g.apply(s, 1, { type: 'play', card: 'SIN' })).toMatchObject({
      ok: false,
      error: { rule: 'must-follow' },
    });
  });
  it('Decision: a special in the trick no longer lifts the duty for the later players', () => {
    const h = [hands[0]!, ['SIN', 'E3', 'F3', 'A3', 'S3'], hands[2]!];
    const s = run(setup({ hands: h, curses: ['oath'] }), [play(0, 'W5'), play(1, 'SIN')]);
    expect(cards(s, 2)).toEqual(['W9']);
    // The Sin showed seat 1 holds no water (it had to follow otherwise).
    expect(g.view(s, 2).voids[1]).toEqual(['water']);
    const free = run(setup({ hands: h }), [play(0, 'W5'), play(1, 'SIN')]);
    expect(g.view(free, 2).voids[1]).toEqual([]);
  });
  it('a trick led by a Sin, Demon or Soul still has no element to follow', () => {
    const s = run(setup({ hands, curses: ['oath'] }), [play(0, 'DEMON')]);
    expect(cards(s, 1)).toHaveLength(5);
  });
  it('a Tanuki lead: the first element card sets the element, which must then be played', () => {
    const s = run(setup({ hands, curses: ['oath'] }), [play(0, 'TANUKI'), play(1, 'E3')]);
    expect(cards(s, 2)).toEqual(['E9']);
  });
});

describe('11 openHands', () => {
  it('all hands are visible to everyone (spectators too), and a sample keeps them', () => {
    const s = setup({ hands: [LOW, HIGH, MID], curses: ['openHands'] });
    expect(g.view(s, 1).hands).toEqual([LOW, HIGH, MID]);
    expect(g.view(s, null).hands).toEqual([LOW, HIGH, MID]);
    expect(g.sample(g.view(s, 2), 2, createRng(1)).hands).toEqual([LOW, HIGH, MID]);
    expect(g.view(setup({ hands: [LOW, HIGH, MID] }), 1).hands).toEqual([null, HIGH, null]);
  });
});

describe('12 passing', () => {
  const hands = handsOf('W1 TANUKI TANUKI F1 A1', 'W13 E13 F13 A13 S13', 'W2 E2 F2 A2 S2');
  it('everyone chooses at once; the cards move to the left neighbour when all have chosen', () => {
    let s = setup({ hands, curses: ['passing'] });
    expect(g.next(s)).toEqual({ kind: 'act', seats: [0, 1, 2] });
    expect(g.legalActions(s, 0)).toEqual(
      ['W1', 'TANUKI', 'F1', 'A1'].map((card) => ({ type: 'pass', card })),
    );
    expect(g.apply(s, 0, { type: 'play', card: 'W1' })).toMatchObject({
      ok: false,
      error: { rule: 'out-of-phase' },
    });
    s = run(s, [[2, { type: 'pass', card: 'S2' }]]);
    expect(g.next(s)).toEqual({ kind: 'act', seats: [0, 1] });
    expect(g.apply(s, 2, { type: 'pass', card: 'E2' })).toMatchObject({
      ok: false,
      error: { rule: 'already-chosen' },
    });
    // Nobody else sees the choice yet; the card stays in the hand until all have chosen.
    expect(JSON.stringify(g.view(s, 1))).not.toContain('S2');
    expect(g.view(s, 1).passing).toEqual({
      chosen: [false, false, true],
      given: null,
      received: null,
      done: false,
    });
    s = run(s, [
      [0, { type: 'pass', card: 'TANUKI' }],
      [1, { type: 'pass', card: 'S13' }],
    ]);
    expect(s.hands).toEqual([
      ['W1', 'TANUKI', 'F1', 'A1', 'S2'],
      ['W13', 'E13', 'F13', 'A13', 'TANUKI'],
      ['W2', 'E2', 'F2', 'A2', 'S13'],
    ]);
    expect(g.view(s, 1).passing).toEqual({
      chosen: [true, true, true],
      given: 'S13',
      received: 'TANUKI',
      done: true,
    });
    expect(g.next(s)).toEqual({ kind: 'act', seats: [0] });
  });
});

describe('13 frozenScale', () => {
  it('heptagram fields have no effect', () => {
    const s = run(setup({ hands: [HIGH, LOW, MID], positions: [1, 0, 0], curses: ['frozenScale'] }), [
      play(0, 'W13'),
      play(1, 'W1'),
      play(2, 'W2'),
    ]);
    expect(s.positions[0]).toBe(2);
    expect(s.stage).toBe('play');
  });
});

describe('14 storm', () => {
  it('at the start of each phase the elements on the two highest occupied places swap', () => {
    expect(
      setup({ hands: [LOW, HIGH, MID], curses: ['storm'], scale: ['water', 'fire', 'earth'] }).scale,
    ).toEqual(['water', 'earth', 'fire']);
    expect(setup({ hands: [LOW, HIGH, MID], curses: ['storm'], scale: ['air'] }).scale).toEqual(['air']);
    expect(setup({ hands: [LOW, HIGH, MID], curses: ['storm'] }).scale).toEqual([]);
  });
});

describe('15 desecration', () => {
  const hands = (b: string, c: string) => [
    ['W5', 'DEMON', 'E4', 'F4', 'A4'],
    [b, 'E5', 'F5', 'A5', 'S5'],
    [c, 'E6', 'F6', 'A6', 'S6'],
  ];
  /** The first trick: seat 0 leads `lead`, seat 1 plays `b` (as `as`), seat 2 plays `c`. */
  const firstTrick = (curses: AbyssCurseId[], lead: string, b: string, c: string, as?: 'sin' | 'tanuki') =>
    run(setup({ hands: hands(b, c), curses }), [play(0, lead), play(1, b, as), play(2, c)]);
  it('a trick won by a Sin (a Kitsune played as one) moves its leader instead; the winner still leads next', () => {
    const s = firstTrick(['desecration'], 'W5', 'KITSUNE', 'W9', 'sin');
    expect(s.tricks[0]).toMatchObject({ winner: 1, mover: 0, steps: 1 });
    expect(s.positions).toEqual([1, 0, 0]);
    expect(g.next(s)).toEqual({ kind: 'act', seats: [1] });
  });
  it('a trick won by an element card moves its winner; a winner who led moves as usual', () => {
    const s = firstTrick(['desecration'], 'W5', 'KITSUNE', 'W9', 'tanuki');
    expect(s.positions).toEqual([0, 0, 1]);
    const t = firstTrick(['desecration'], 'DEMON', 'E1', 'E2');
    expect(t.positions).toEqual([1, 0, 0]);
  });
  it('curses judge a card by what it counts as: a Soul under soulSleep does not win, so nothing is handed on', () => {
    const plain = firstTrick(['desecration'], 'W5', 'SOUL', 'W9');
    expect(plain.positions).toEqual([1, 0, 0]);
    const asleep = firstTrick(['desecration', 'soulSleep'], 'W5', 'SOUL', 'W9');
    expect(asleep.positions).toEqual([0, 0, 1]);
    const sleepy = activeCurses(
      (['desecration', 'soulSleep'] as AbyssCurseId[]).map((c) => ({
        curse: c,
        phase: 0,
        trick: 0,
        field: 5,
      })),
      1,
      0,
    );
    expect(trickMove({ seat: 1, card: 'SOUL' }, 0, sleepy, false)).toMatchObject({
      winningKind: 'tanuki',
      mover: 1,
    });
  });
  it('hands a hunger move to the leader: two steps, and the leader makes the scale choice', () => {
    const s = firstTrick(['desecration', 'hunger'], 'W5', 'DEMON', 'W9');
    expect(s.positions).toEqual([2, 0, 0]);
    expect(s.stage).toBe('scale');
    expect(g.next(s)).toEqual({ kind: 'act', seats: [0] });
  });
  it('with chains: the winner who led does not move, so nobody does; otherwise the leader moves', () => {
    const led = firstTrick(['desecration', 'chains'], 'DEMON', 'E1', 'E2');
    expect(led.positions).toEqual([0, 0, 0]);
    const other = firstTrick(['desecration', 'chains'], 'W5', 'DEMON', 'W9');
    expect(other.positions).toEqual([1, 0, 0]);
  });
});

describe('16 distance', () => {
  it('the goal moves to 23; fields 21–23 are plain', () => {
    let s = setup({ hands: [HIGH, LOW, MID], positions: [19, 0, 0], curses: ['distance'] });
    expect(g.view(s, 0).goal).toBe(23);
    s = run(s, [play(0, 'W13'), play(1, 'W1'), play(2, 'W2')]);
    expect(s.positions[0]).toBe(20);
    expect(g.next(s)).toEqual({ kind: 'act', seats: [0] });
    s = run(s, [play(0, 'E13'), play(1, 'E1'), play(2, 'E2'), play(0, 'F13'), play(1, 'F1'), play(2, 'F2')]);
    expect(s.stage).toBe('play');
    s = run(s, [play(0, 'A13'), play(1, 'A1'), play(2, 'A2')]);
    expect(g.result(s)).toEqual({ totals: [23, 0, 0], winners: [0] });
  });
  it('drawn while a figure stands near the goal: that figure must now go on to 23', () => {
    let s = setup({
      hands: handsOf('W1 E13 F1 A1 S1', 'W13 E2 F2 A2 S2', 'W2 E3 F3 A3 S3'),
      positions: [19, 4, 0],
    });
    s = run(s, [play(0, 'W1'), play(1, 'W13'), play(2, 'W2'), curse('distance')]);
    s = run(s, [play(1, 'E2'), play(2, 'E3'), play(0, 'E13')]);
    expect(s.positions).toEqual([20, 5, 0]);
    expect(g.result(s)).toBeNull();
    expect(g.view(s, 1).goal).toBe(23);
  });
});

describe('timing', () => {
  /** Seat 1 (on field 4) wins trick 1 of phase 0, lands on curse field 5 and draws `id`; it wins the rest. */
  const drawInPhase0 = (id: AbyssCurseId, scale: AbyssState['scale'] = []) =>
    seat1WinsPhase(setup({ hands: [LOW, HIGH, MID], positions: [0, 4, 0], scale }), (s) => {
      expect(g.next(s)).toEqual({ kind: 'chance' });
      return run(s, [curse(id)]);
    });

  it('a curse acts from the trick after the one in which it was drawn', () => {
    let s = setup({ hands: [LOW, HIGH, MID], positions: [0, 4, 0] });
    s = run(s, [play(0, 'W1'), play(1, 'W13'), play(2, 'W2')]);
    expect(winner(s)).toBe(1); // normal order in the trick that drew it
    s = run(s, [curse('reversal'), play(1, 'E13'), play(2, 'E2'), play(0, 'E1')]);
    expect(winner(s, 1)).toBe(0); // reversed from the next trick
  });

  /** Hunger in force; seat 0 (on 4) wins with a Demon, and its first step draws `id` on 5 (seat 1 stands on 6). */
  const demonDraws = (id: AbyssCurseId) => {
    const s = setup({
      hands: [['DEMON', 'W13', 'E13', 'F13', 'A13'], LOW, MID],
      positions: [4, 6, 0],
      curses: ['hunger'],
      triggered: [10],
    });
    return run(s, [play(0, 'DEMON'), play(1, 'W1'), play(2, 'W2'), curse(id)]);
  };

  it('a curse drawn by the first step of a 2-field move does not change its second step', () => {
    // Step 1 draws frozenScale; step 2 jumps over seat 1 to the heptagram 7 — the scale choice still comes.
    let s = demonDraws('frozenScale');
    expect(s.stage).toBe('jump');
    s = run(s, [jump(0, true)]);
    expect(s.positions[0]).toBe(7);
    expect(s.stage).toBe('scale');
  });

  it('openHands: the hands show from the next trick, not during the rest of the move that drew it', () => {
    let s = demonDraws('openHands');
    expect(s.stage).toBe('jump');
    expect(g.view(s, 1).hands[0]).toBeNull();
    s = run(s, [jump(0, false)]);
    expect(g.view(s, 1).hands[0]).toEqual(['W13', 'E13', 'F13', 'A13']);
  });

  it('undertow acts from the next phase, not at the end of the phase that drew it', () => {
    const s = drawInPhase0('undertow');
    expect(s.positions).toEqual([0, 9, 0]);
    let t = must(
      g.deal(s, {
        hands: [LOW, HIGH, MID],
      }),
    );
    // Phase 1: dealer 1 leads and wins everything: 10 (a curse field: draw), 11, 12 (scale), 13, 14 → back to 13.
    t = run(t, [play(1, 'W13'), play(2, 'W2'), play(0, 'W1'), curse('openHands')]);
    for (const e of ['E', 'F', 'A', 'S']) {
      t = run(t, [play(1, `${e}13`), play(2, `${e}2`), play(0, `${e}1`)]);
      if (t.stage === 'scale') t = run(t, [[1, { type: 'scale', pass: true }]]);
    }
    expect(t.positions).toEqual([0, 13, 0]);
    expect(g.roundScores(t)).toEqual([
      [0, 9, 0],
      [0, 13, 0],
    ]);
  });

  it('drought, passing and storm act from the next phase', () => {
    const drought = drawInPhase0('drought');
    expect(drought.handSize).toBe(5);
    expect(g.randomDeal(drought, createRng(3)).hands.every((h) => h.length === 4)).toBe(true);
    expect(g.deal(drought, { hands: [LOW, HIGH, MID] })).toMatchObject({
      ok: false,
      error: { rule: 'deal-size' },
    });

    const passing = drawInPhase0('passing');
    expect(must(g.deal(passing, { hands: [LOW, HIGH, MID] })).stage).toBe('pass');

    const storm = drawInPhase0('storm', ['fire', 'water', 'air']);
    expect(storm.scale).toEqual(['fire', 'water', 'air']);
    expect(must(g.deal(storm, { hands: [LOW, HIGH, MID] })).scale).toEqual(['fire', 'air', 'water']);
  });
});
