/** Views show a seat what it may know and nothing else; sampling reproduces the view exactly. */
import { describe, expect, it } from 'vitest';
import { siegelGame, type SiegelState } from '../../../../../src/main/games/siegel';
import { assignCards, voidMasks } from '../../../../../src/main/games/siegel/sample';
import { createRng } from '../../../../../src/main/engine/rng';
import { canonical } from '../../../../support/deep';
import { dealt, makeDeal, play, run, zero } from './helpers';
import { randomGameStates } from './random-games';

describe('siegel view', () => {
  it('shows the own hand, public facts and the acting seat’s choices only', () => {
    const hands = makeDeal(4, [['V2'], ['V12'], ['V7'], ['G3']], [[], [], [], ['V']]);
    let s = dealt(4, hands, 3);
    const v0 = siegelGame.view(s, 0);
    expect(v0.hand).toEqual(hands[0]);
    expect(v0.handSizes).toEqual([15, 15, 15, 15]);
    expect(v0.phase).toBe('predict');
    expect(v0.toAct).toBe(0);
    expect(v0.prediction?.seat).toBe(0);
    expect(v0.prediction?.whites).toBe(4);
    expect(siegelGame.view(s, 1).prediction).toBeNull();
    expect(siegelGame.view(s, null).hand).toEqual([]);
    const json = JSON.stringify(v0);
    for (const other of hands.slice(1).flat()) expect(json).not.toContain(`"${other}"`);

    s = run(s, [
      [0, zero],
      [1, { type: 'predict', seals: { violet: 1 } }],
      [2, { type: 'saboteur' }],
      [3, zero],
      [0, play('V2')],
    ]);
    const v1 = siegelGame.view(s, 1);
    expect(v1.phase).toBe('play');
    expect(v1.saboteur).toBe(2);
    expect(v1.seals[1]).toMatchObject({ violet: 1 });
    expect(v1.centre).toMatchObject({ violet: 2, white: 4, black: 6 });
    expect(v1.predictions).toEqual([
      { seat: 0, type: 'predict', seals: {}, steals: [] },
      { seat: 1, type: 'predict', seals: { violet: 1 }, steals: [] },
      { seat: 2, type: 'saboteur' },
      { seat: 3, type: 'predict', seals: {}, steals: [] },
    ]);
    expect(v1.trick).toEqual([{ seat: 0, card: 'V2' }]);
    expect(v1.leader).toBe(0);
    expect(v1.legalCards).toEqual(hands[1]!.filter((c) => c.startsWith('V')));
    expect(siegelGame.view(s, 2).legalCards).toBeNull();

    s = run(s, [
      [1, play('V12')],
      [2, play('V7')],
      [3, play('G3')],
    ]);
    const v3 = siegelGame.view(s, 3);
    expect(v3.trick).toEqual([]);
    expect(v3.lastTrick).toEqual({
      leader: 0,
      winner: 1,
      outcome: { kind: 'returned', seal: 'violet' },
      plays: [
        { seat: 0, card: 'V2' },
        { seat: 1, card: 'V12' },
        { seat: 2, card: 'V7' },
        { seat: 3, card: 'G3' },
      ],
    });
    expect(v3.tricksWon).toEqual([0, 1, 0, 0]);
    expect(v3.handSizes).toEqual([14, 14, 14, 14]);
    expect(v3.totals).toEqual([0, 0, 0, 0]);
  });

  it('a consumer editing its view cannot reach the state', () => {
    const [, , , , s] = randomGameStates(4, createRng('siegel-view-edit'), 1).slice(20);
    const state = structuredClone(s!) as SiegelState;
    const before = JSON.stringify(state);
    const v = siegelGame.view(state, 0);
    v.predictions.length = 0;
    v.tricks.length = 0;
    v.seals[0]!.red = 99;
    v.history.length = 0;
    expect(JSON.stringify(state)).toBe(before);
  });

  it('sample(view) reproduces every seat’s view, keeps the invariants and the legal actions', () => {
    const rng = createRng('siegel-sample');
    for (const players of [3, 4, 5]) {
      const states = randomGameStates(players, createRng(`siegel-sample:${players}`), 2);
      states.forEach((s, i) => {
        if (i % 2 !== 0) return;
        const spectator = canonical(siegelGame.view(s, null));
        for (let seat = 0; seat < players; seat++) {
          const v = siegelGame.view(s, seat);
          const sampled = siegelGame.sample(v, seat, rng);
          expect(siegelGame.invariants(sampled)).toEqual([]);
          expect(canonical(siegelGame.view(sampled, seat))).toBe(canonical(v));
          expect(canonical(siegelGame.view(sampled, null))).toBe(spectator);
          expect(siegelGame.legalActions(sampled, seat).map(canonical).sort()).toEqual(
            siegelGame.legalActions(s, seat).map(canonical).sort(),
          );
        }
      });
    }
  });

  it('sampling respects voids even when they leave a single consistent deal', () => {
    // Seat 1 may only hold reds, seat 2 anything but red: the only deal gives seat 1 all reds.
    const rng = createRng(3);
    const cards = ['R1', 'R2', 'Y1', 'Y2', 'G1', 'B1', 'V1'];
    for (let i = 0; i < 50; i++) {
      const hands = assignCards([...cards], [0, 2, 5], [31, 1, 31 & ~1], rng);
      expect([...hands[1]!].sort()).toEqual(['R1', 'R2']);
      expect(hands[2]).toHaveLength(5);
    }
    expect(() => assignCards([...cards], [0, 3, 4], [31, 1, 31 & ~1], rng)).toThrow();
  });

  it('voids come from failing to follow the led colour', () => {
    const voids = voidMasks(3, [
      {
        plays: [
          { seat: 0, card: 'Y3' },
          { seat: 1, card: 'R2' },
          { seat: 2, card: 'Y1' },
        ],
      },
      {
        plays: [
          { seat: 1, card: 'G3' },
          { seat: 2, card: 'B2' },
          { seat: 0, card: 'G1' },
        ],
      },
    ]);
    expect(voids).toEqual([0, 1 << 1, 1 << 2]);
  });

  it('samples differ between draws (the hidden cards really are re-dealt)', () => {
    const s = dealt(5, makeDeal(5, []), 0);
    const v = siegelGame.view(s, 0);
    const rng = createRng(1);
    const a = siegelGame.sample(v, 0, rng).round!.hands;
    const b = siegelGame.sample(v, 0, rng).round!.hands;
    expect(a[0]).toEqual(b[0]);
    expect(a.slice(1)).not.toEqual(b.slice(1));
  });
});
