/** Trump, bids, blind phase 1, scoring with bonuses and multipliers, deals, options, refusals. */
import { describe, expect, it } from 'vitest';
import { sevensinsGame as game, type SevenSinsState } from '../../../../../src/main/games/sevensins';
import { baseScore, phaseMultiplier, phaseScore } from '../../../../../src/main/games/sevensins/scoring';
import { createRng } from '../../../../../src/main/engine/rng';
import { act, atPhase, bidAll, dealt, filler, playAll, refused, handsOf } from './helpers';

describe('trump', () => {
  const hands = [['W9'], ['E2'], ['F4']];
  it('an element card turned makes that element trump; bidding starts left of the dealer', () => {
    const s = dealt(atPhase(3, 1), hands, 'A7');
    expect(s.trump).toBe('air');
    expect(s.stage).toBe('bid');
    expect(game.next(s)).toEqual({ kind: 'act', seats: [1] });
  });
  it('a Tanuki turned: no trump element and no choice', () => {
    const s = dealt(atPhase(3, 1), hands, 'TANUKI');
    expect(s.trump).toBe(null);
    expect(s.stage).toBe('bid');
  });
  for (const turned of ['SIN', 'DEMON', 'KITSUNE', 'SOUL']) {
    it(`${turned} turned: the dealer chooses any element before the bids`, () => {
      const s = dealt(atPhase(3, 2), [filler(2, 0), filler(2, 2), filler(2, 4)], turned);
      expect(s.dealer).toBe(1);
      expect(game.next(s)).toEqual({ kind: 'act', seats: [1] });
      expect(game.legalActions(s, 1).map((a) => (a.type === 'trump' ? a.element : ''))).toEqual([
        'water',
        'earth',
        'fire',
        'air',
        'space',
      ]);
      expect(game.legalActions(s, 2)).toEqual([]);
      // The bidder's seat is not the problem: the table waits for the dealer's trump choice.
      expect(refused(s, 2, { type: 'bid', tricks: 1 }, 'wrong-stage')).toBe(
        'You cannot bid now: the dealer, seat 1, must choose the trump element first.',
      );
      refused(s, 1, { type: 'bid', tricks: 1 }, 'wrong-stage');
      refused(s, 2, { type: 'trump', element: 'fire' }, 'not-your-turn');
      const t = act(s, 1, { type: 'trump', element: 'earth' });
      expect(t.trump).toBe('earth');
      expect(game.next(t)).toEqual({ kind: 'act', seats: [2] });
      refused(t, 2, { type: 'trump', element: 'fire' }, 'wrong-stage');
    });
  }
  it('phase 1: the dealer chooses trump without seeing their own card', () => {
    const s = dealt(atPhase(3, 1), hands, 'DEMON');
    const v = game.view(s, 0);
    expect(v.stage).toBe('trump');
    expect(v.hand).toBe(null);
    expect(v.hands).toEqual([null, ['E2'], ['F4']]);
  });
});

describe('bids', () => {
  const s = dealt(atPhase(4, 3), [filler(3, 0), filler(3, 3), filler(3, 6), filler(3, 9)], 'F1');
  it('go round from the dealer’s left, 0 to n', () => {
    expect(s.dealer).toBe(2);
    expect(game.next(s)).toEqual({ kind: 'act', seats: [3] });
    expect(game.legalActions(s, 3)).toHaveLength(4);
    refused(s, 0, { type: 'bid', tricks: 1 }, 'not-your-turn');
    refused(s, 3, { type: 'bid', tricks: 4 }, 'bid-range');
    refused(s, 3, { type: 'bid', tricks: -1 }, 'bid-range');
    refused(s, 3, { type: 'play', card: 'W1' }, 'wrong-stage');
  });
  it('the last bidder may not make the sum equal n', () => {
    const t = act(act(act(s, 3, { type: 'bid', tricks: 1 }), 0, { type: 'bid', tricks: 0 }), 1, {
      type: 'bid',
      tricks: 1,
    });
    expect(game.legalActions(t, 2).map((a) => (a.type === 'bid' ? a.tricks : -1))).toEqual([0, 2, 3]);
    const reason = refused(t, 2, { type: 'bid', tricks: 1 }, 'bid-sum');
    expect(reason).toContain('1');
    const u = act(t, 2, { type: 'bid', tricks: 3 });
    expect(u.stage).toBe('play');
    expect(game.next(u)).toEqual({ kind: 'act', seats: [3] });
  });
  it('no bid is forbidden when the others already exceed n', () => {
    const t = act(act(act(s, 3, { type: 'bid', tricks: 3 }), 0, { type: 'bid', tricks: 3 }), 1, {
      type: 'bid',
      tricks: 3,
    });
    expect(game.legalActions(t, 2)).toHaveLength(4);
  });
});

describe('phase 1 is blind', () => {
  const s = bidAll(dealt(atPhase(3, 1), [['W9'], ['SIN'], ['KITSUNE']], 'F1'), [0, 1, 1]);
  it('a seat sees the others’ cards but not its own until its turn to play', () => {
    const before = dealt(atPhase(3, 1), [['W9'], ['SIN'], ['KITSUNE']], 'F1');
    expect(game.view(before, 1).hands).toEqual([['W9'], null, ['KITSUNE']]);
    expect(game.view(before, 1).blind).toBe(true);
    expect(game.view(before, null).hands).toEqual([null, null, null]);
    // Play: seat 1 leads and turns its card up; seat 2 still does not see its own.
    expect(game.view(s, 1).hand).toEqual(['SIN']);
    expect(game.view(s, 1).blind).toBe(false);
    expect(game.view(s, 2).hand).toBe(null);
    expect(game.legalActions(s, 1)).toEqual([{ type: 'play', card: 'SIN' }]);
  });
  it('a Kitsune turned up in phase 1 is played in the chosen form', () => {
    const t = playAll(s, ['SIN']);
    expect(game.view(t, 2).hand).toEqual(['KITSUNE']);
    expect(game.legalActions(t, 2)).toEqual([
      { type: 'play', card: 'KITSUNE', as: 'sin' },
      { type: 'play', card: 'KITSUNE', as: 'tanuki' },
    ]);
    const u = playAll(t, ['KITSUNE:sin', 'W9']);
    expect(u.tricks[0]!.winner).toBe(1); // the first Sin holds
    expect(u.history[0]!.scores).toEqual([1 /* bid 0 met in phase 1 */, 3, -1]);
  });
  it('sampling a blind seat’s view deals it different own cards', () => {
    const v = game.view(s, 2);
    const seen = new Set<string>();
    const rng = createRng('blind');
    for (let i = 0; i < 40; i++) {
      const t = game.sample(v, 2, rng);
      expect(game.invariants(t)).toEqual([]);
      expect(game.view(t, 2)).toEqual(v);
      seen.add(t.hands[2]![0]!);
    }
    expect(seen.size).toBeGreaterThan(10);
  });
});

describe('scoring', () => {
  it('rulebook examples: +15, −3, +5, −5', () => {
    expect(baseScore(6, 5, 5)).toBe(15);
    expect(baseScore(6, 5, 2)).toBe(-3);
    expect(baseScore(5, 0, 0)).toBe(5);
    expect(baseScore(5, 0, 1)).toBe(-5);
    expect(baseScore(5, 2, 3)).toBe(-1);
  });
  it('multipliers: ×2 in phases 7 and 13, ×2 for a turned Soul, ×4 both', () => {
    expect(phaseMultiplier(6, 'F3')).toBe(1);
    expect(phaseMultiplier(7, 'F3')).toBe(2);
    expect(phaseMultiplier(13, 'TANUKI')).toBe(2);
    expect(phaseMultiplier(5, 'SOUL')).toBe(2);
    expect(phaseMultiplier(7, 'SOUL')).toBe(4);
    expect(phaseMultiplier(13, 'SOUL')).toBe(4);
    // The examples with multipliers (plus, bonus and minus alike).
    expect(phaseScore(7, 5, 5, 0, 0, 2)).toBe(30);
    expect(phaseScore(7, 5, 2, 0, 0, 2)).toBe(-6);
    expect(phaseScore(5, 0, 0, 0, 0, 2)).toBe(10);
    expect(phaseScore(13, 0, 1, 0, 0, 4)).toBe(-52);
    expect(phaseScore(7, 1, 1, 2, 1, 4)).toBe(4 * (3 + 4 + 5));
  });

  it('Decision: the winner of a trick won with a Soul gets +2 per Sin in it, only when the bid is met', () => {
    // Phase 2, 3 players, dealer 1, seat 2 leads. Turned Demon: dealer picks trump.
    let s = dealt(atPhase(3, 2), handsOf('SOUL W1', 'SIN W2', 'KITSUNE W3'), 'DEMON');
    s = act(s, 1, { type: 'trump', element: 'fire' });
    s = bidAll(s, [1, 0, 0]);
    s = playAll(s, ['KITSUNE:sin', 'SOUL', 'SIN']);
    expect(s.tricks[0]!.winner).toBe(0);
    expect(s.sinsUnderSoul).toEqual([2, 0, 0]);
    s = playAll(s, ['W1', 'W2', 'W3']); // seat 0 leads; seat 2 wins with W3
    const h = s.history[1]!;
    expect(h.tricks).toEqual([1, 0, 1]);
    expect(h.bonuses).toEqual([4, 0, 0]);
    expect(h.scores).toEqual([3 + 4, 2, -2]);
    expect(game.view(s, null).history[1]!.sinsUnderSoul).toEqual([2, 0, 0]);
  });

  it('Decision: +5 per Soul in a trick won with a Demon, doubled by a turned Soul; none when the bid fails', () => {
    let s = dealt(atPhase(3, 2), handsOf('DEMON W1', 'SOUL W2', 'SOUL W3'), 'SIN');
    // The turned card is a Sin here: no extra multiplier. The Souls are both dealt.
    s = act(s, 1, { type: 'trump', element: 'earth' });
    s = bidAll(s, [2, 0, 1]);
    s = playAll(s, ['SOUL', 'DEMON', 'SOUL']); // seat 2 leads Soul, seat 0 Demon beats it, seat 1 Soul does not
    expect(s.tricks[0]!.winner).toBe(0);
    expect(s.soulsUnderDemon).toEqual([2, 0, 0]);
    s = playAll(s, ['W1', 'W2', 'W3']);
    const h = s.history[1]!;
    expect(h.tricks).toEqual([1, 0, 1]);
    // Seat 0 bid 2, took 1: no bonus. Seat 2 bid 1 and took 1: +3.
    expect(h.bonuses).toEqual([0, 0, 0]);
    expect(h.scores).toEqual([-1, 2, 3]);
  });

  it('a turned Soul doubles the phase, bonus included', () => {
    let s = dealt(atPhase(3, 2), handsOf('DEMON W1', 'SOUL W2', 'E5 W3'), 'SOUL');
    s = act(s, 1, { type: 'trump', element: 'earth' });
    s = bidAll(s, [2, 0, 1]);
    s = playAll(s, ['E5', 'DEMON', 'SOUL']); // Soul does not beat the Demon
    s = playAll(s, ['W1', 'W2', 'W3']); // seat 0 leads; W3 wins
    const h = s.history[1]!;
    expect(h.multiplier).toBe(2);
    expect(h.tricks).toEqual([1, 0, 1]);
    expect(h.scores).toEqual([2 * -1, 2 * 2, 2 * 3]);
    s = dealt(atPhase(3, 2), handsOf('DEMON W3', 'SOUL W2', 'E5 W1'), 'SOUL');
    s = act(s, 1, { type: 'trump', element: 'earth' });
    s = bidAll(s, [2, 0, 1]);
    s = playAll(s, ['E5', 'DEMON', 'SOUL', 'W3', 'W2', 'W1']);
    expect(s.history[1]!.scores).toEqual([2 * (6 + 5), 2 * 2, 2 * -1]);
  });
});

describe('deals', () => {
  const s = atPhase(3, 2);
  const ok = { hands: [filler(2, 0), filler(2, 2), filler(2, 4)], trumpCard: 'F1' };
  const bad = (d: { hands: string[][]; trumpCard: string }, rule: string): void => {
    const r = game.deal(s, d);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe(rule);
  };
  it('refuses wrong sizes, unknown cards, and cards the deck does not hold', () => {
    expect(game.deal(s, ok).ok).toBe(true);
    bad({ ...ok, hands: ok.hands.slice(0, 2) }, 'deal-size');
    bad({ ...ok, hands: [filler(3, 0), filler(2, 3), filler(2, 5)] }, 'deal-size');
    bad({ ...ok, hands: [['W1', 'X9'], ...ok.hands.slice(1)] }, 'unknown-card');
    bad({ ...ok, trumpCard: 'F0' }, 'unknown-card');
    bad({ ...ok, hands: [['W1', 'W1'], ...ok.hands.slice(1)] }, 'deal-cards');
    bad({ ...ok, trumpCard: 'W1' }, 'deal-cards'); // the turned card was dealt
    bad(
      {
        hands: handsOf('SOUL SOUL', 'SOUL W1', 'W2 W3'),
        trumpCard: 'F1',
      },
      'deal-cards',
    );
  });
  it('accepts identical specials up to their count, and a deal only when one is due', () => {
    const t = game.deal(s, {
      hands: handsOf('SIN SIN', 'SIN SIN', 'SIN SIN'),
      trumpCard: 'SIN',
    });
    expect(t.ok).toBe(true);
    if (t.ok) expect(game.deal(t.state, ok).ok).toBe(false);
  });
  it('random deals are accepted and rotate the dealer', () => {
    const rng = createRng('deals');
    let st: SevenSinsState = game.newGame(5, game.optionsSchema.parse({}), 3);
    expect(game.next(st)).toEqual({ kind: 'deal', round: 0, dealer: 3 });
    const r = game.deal(st, game.randomDeal(st, rng));
    expect(r.ok).toBe(true);
    if (r.ok) st = r.state;
    expect(st.undealt).toHaveLength(87 - 5 - 1);
    expect(game.invariants(st)).toEqual([]);
  });
});

describe('options', () => {
  it('phases: default 13, 12 with 7 players, any smaller number ends earlier', () => {
    expect(game.optionsSchema.parse({}).phases).toBe(13);
    expect(game.optionsSchema.parse({ phases: 4, other: 1 })).toEqual({ phases: 4 });
    expect(game.optionsSchema.safeParse({ phases: 0 }).success).toBe(false);
    expect(game.newGame(7, game.optionsSchema.parse({}), 0).options.phases).toBe(12);
    expect(game.newGame(7, game.optionsSchema.parse({ phases: 13 }), 0).options.phases).toBe(12);
    expect(game.newGame(6, game.optionsSchema.parse({}), 0).options.phases).toBe(13);
  });
  it('the game ends after the last phase', () => {
    let s = dealt(atPhase(3, 1, { phases: 1 }), [['W9'], ['E2'], ['F4']], 'A7');
    s = bidAll(s, [1, 1, 0]);
    s = playAll(s, ['E2', 'F4', 'W9']);
    expect(game.next(s)).toEqual({ kind: 'over' });
    expect(game.result(s)).toEqual({ totals: [-1, 3, 1], winners: [1] });
    expect(game.roundScores(s)).toEqual([[-1, 3, 1]]);
    refused(s, 2, { type: 'play', card: 'W9' }, 'game-over');
  });
});

describe('refusals', () => {
  const s = bidAll(dealt(atPhase(3, 2), handsOf('W9 E2', 'F2 W4', 'A4 W3'), 'F1'), [1, 0, 0]);
  it('wrong seat, no seat, a seat not at the table, out of stage', () => {
    expect(game.next(s)).toEqual({ kind: 'act', seats: [2] });
    refused(s, 0, { type: 'play', card: 'W9' }, 'not-your-turn');
    refused(s, null, { type: 'play', card: 'A4' }, 'no-chance');
    refused(s, 5, { type: 'play', card: 'A4' }, 'no-such-seat');
    refused(s, -1, { type: 'play', card: 'A4' }, 'no-such-seat');
    refused(s, 2, { type: 'bid', tricks: 0 }, 'wrong-stage');
    refused(s, 2, { type: 'trump', element: 'fire' }, 'wrong-stage');
  });
  it('unknown card, card not in hand, not following', () => {
    refused(s, 2, { type: 'play', card: 'W14' }, 'unknown-card');
    refused(s, 2, { type: 'play', card: 'X' }, 'unknown-card');
    refused(s, 2, { type: 'play', card: 'W9' }, 'card-not-in-hand');
    refused(s, 2, { type: 'play', card: 'SIN' }, 'card-not-in-hand');
    const t = playAll(s, ['W3']);
    refused(t, 0, { type: 'play', card: 'E2' }, 'must-follow');
  });
  it('before the deal', () => {
    refused(atPhase(3, 2), 0, { type: 'bid', tricks: 0 }, 'not-dealt');
  });
});
