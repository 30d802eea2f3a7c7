/** Every kind of illegal action is refused with its rule id, and the state is left unchanged. */
import { describe, expect, it } from 'vitest';
import { siegelGame } from '../../../../../src/main/games/siegel';
import {
  siegelActionSchema,
  siegelDealSchema,
  siegelOptionsSchema,
} from '../../../../../src/shared/games/siegel';
import { dealt, expectRefused, makeDeal, play, run, zero } from './helpers';
import { words } from '../../../../../src/shared/i18n/format';

describe('refusals', () => {
  const hands = makeDeal(4, [['B5', 'B9', 'R4'], ['G2', 'R7'], ['B1', 'Y1'], []], [[], ['B'], [], []]);
  const fresh = dealt(4, hands, 3);
  const playing = run(fresh, [
    [0, zero],
    [1, zero],
    [2, zero],
    [3, zero],
  ]);

  it('wrong seat, in every phase', () => {
    expectRefused(fresh, 1, zero, 'not-your-turn');
    expectRefused(fresh, 7, zero, 'not-your-turn');
    expectRefused(fresh, -1, zero, 'not-your-turn');
    expectRefused(playing, 2, play(hands[2]![0]!), 'not-your-turn');
  });

  it('out of phase', () => {
    expectRefused(fresh, 0, play('B5'), 'wrong-phase');
    expectRefused(fresh, 0, { type: 'return', seal: 'white' }, 'no-return-due');
    expectRefused(playing, 0, zero, 'wrong-phase');
    expectRefused(playing, 0, { type: 'saboteur' }, 'wrong-phase');
    expectRefused(playing, 0, { type: 'return', seal: 'red' }, 'no-return-due');
    const waiting = siegelGame.newGame(4, { saboteurBase: 4 }, 0);
    expectRefused(waiting, 0, zero, 'wait-for-deal');
    expectRefused(fresh, null, zero, 'no-chance');
  });

  it('unknown card, card not in hand, not following', () => {
    expectRefused(playing, 0, play('B13'), 'unknown-card'); // 4 players: values 1–12
    expectRefused(playing, 0, play('X1'), 'unknown-card');
    expectRefused(playing, 0, play('B05'), 'unknown-card');
    expectRefused(playing, 0, play(''), 'unknown-card');
    expectRefused(playing, 0, play('G2'), 'card-not-in-hand');
    const led = run(playing, [[0, play('B5')]]);
    // Seat 1 has no blue: anything goes, red included.
    expect(siegelGame.legalActions(led, 1)).toHaveLength(15);
    expect(siegelGame.apply(led, 1, play('R7')).ok).toBe(true);
    const followed = run(led, [[1, play('G2')]]);
    expectRefused(followed, 2, play('Y1'), 'must-follow');
    const legal = siegelGame.legalActions(followed, 2);
    expect(legal).toContainEqual(play('B1'));
    expect(legal.every((a) => a.type === 'play' && a.card.startsWith('B'))).toBe(true);
    // Cards already played are no longer in the hand.
    expectRefused(followed, 2, play('B5'), 'card-not-in-hand');
  });

  it('nothing is accepted once the game is over', () => {
    let s = siegelGame.newGame(3, { saboteurBase: 4 }, 0);
    while (siegelGame.next(s).kind !== 'over') {
      const n = siegelGame.next(s);
      if (n.kind === 'deal') {
        const d = siegelGame.deal(s, { hands: makeDeal(3, []) });
        if (!d.ok) throw new Error(words('en', d.error.reason));
        s = d.state;
      } else if (n.kind === 'act') {
        const r = siegelGame.apply(s, n.seats[0]!, siegelGame.legalActions(s, n.seats[0]!)[0]!);
        if (!r.ok) throw new Error(words('en', r.error.reason));
        s = r.state;
      }
    }
    expectRefused(s, 0, zero, 'game-over');
    expectRefused(s, 0, play('R1'), 'game-over');
    expect(siegelGame.deal(s, { hands: makeDeal(3, []) })).toMatchObject({
      ok: false,
      error: { rule: 'no-deal-now' },
    });
    for (let seat = 0; seat < 3; seat++) expect(siegelGame.legalActions(s, seat)).toEqual([]);
  });

  it('bad deals are refused', () => {
    const s = siegelGame.newGame(3, { saboteurBase: 4 }, 0);
    const good = makeDeal(3, []);
    const bad = (hands: string[][]) => siegelGame.deal(s, { hands });
    expect(bad(good).ok).toBe(true);
    expect(bad(good.slice(0, 2))).toMatchObject({ ok: false, error: { rule: 'bad-deal' } });
    expect(bad([good[0]!.slice(1), good[1]!, [...good[2]!, good[0]![0]!]])).toMatchObject({
      ok: false,
      error: { rule: 'bad-deal' },
    });
    expect(bad([[...good[0]!.slice(1), good[1]![0]!], good[1]!, good[2]!])).toMatchObject({
      ok: false,
      // Dealt twice: the deal holds 2 of a card the deck has once.
      error: { rule: 'bad-deal', reason: { key: 'refuse.deal.count', params: { count: 2, copies: 1 } } },
    });
    expect(bad([[...good[0]!.slice(1), 'R10'], good[1]!, good[2]!])).toMatchObject({
      ok: false,
      error: { rule: 'bad-deal' },
    });
    expect(siegelGame.deal(fresh, { hands })).toMatchObject({ ok: false, error: { rule: 'no-deal-now' } });
  });
});

describe('schemas', () => {
  it('actions: record shapes parse, unknown keys are dropped, garbage fails', () => {
    expect(
      siegelActionSchema.parse({
        type: 'predict',
        seals: { red: 1, blue: 2 },
        steals: [{ color: 'blue', from: 2 }],
        x: 1,
      }),
    ).toEqual({
      type: 'predict',
      seals: { red: 1, blue: 2 },
      steals: [{ color: 'blue', from: 2 }],
    });
    expect(siegelActionSchema.parse({ type: 'predict', seals: {} })).toEqual({ type: 'predict', seals: {} });
    expect(siegelActionSchema.parse({ type: 'saboteur', seat: 3 })).toEqual({ type: 'saboteur' });
    expect(siegelActionSchema.parse({ type: 'play', card: 'V12' })).toEqual({ type: 'play', card: 'V12' });
    expect(siegelActionSchema.parse({ type: 'return', seal: 'white' })).toEqual({
      type: 'return',
      seal: 'white',
    });
    for (const bad of [
      { type: 'predict', seals: { white: 1 } },
      { type: 'predict', seals: { red: -1 } },
      { type: 'predict', seals: { red: 1.5 } },
      { type: 'predict', seals: { red: 16 } },
      { type: 'predict' },
      { type: 'predict', seals: {}, steals: [{ color: 'black', from: 1 }] },
      { type: 'return', seal: 'purple' },
      { type: 'play' },
      { type: 'bid', tricks: 2 },
      null,
    ]) {
      expect(siegelActionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('options: saboteurBase 4 by default, 5 allowed, unknown keys ignored', () => {
    expect(siegelOptionsSchema.parse({})).toEqual({ saboteurBase: 4 });
    expect(siegelOptionsSchema.parse({ saboteurBase: 5, colorRule: 'x' })).toEqual({ saboteurBase: 5 });
    expect(siegelOptionsSchema.safeParse({ saboteurBase: 3 }).success).toBe(false);
  });

  it('deal: the hands field of a record round', () => {
    expect(siegelDealSchema.parse({ hands: [['R1']], drawPile: [] })).toEqual({ hands: [['R1']] });
    expect(siegelDealSchema.safeParse({}).success).toBe(false);
  });
});
