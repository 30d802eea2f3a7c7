import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DREIZEHN_CARD_CODES, DREIZEHN_TARGET_IDS } from '../../../../../src/shared/games/dreizehn';
import type { DreizehnState } from '../../../../../src/main/games/dreizehn';
import { DECK } from '../../../../../src/main/games/dreizehn/cards';
import { deepFreeze, game, randomGames } from './helpers';

/** A pool of states from random games, both colour rules, all phases. */
const states: DreizehnState[] = [];
randomGames(6, 77, (state, rng) => {
  if (rng.int(6) === 0) states.push(deepFreeze(structuredClone(state)));
});

const targets = [...DREIZEHN_TARGET_IDS.fixed, ...DREIZEHN_TARGET_IDS.firstCard];
const garbage = fc.oneof(
  fc.record({
    type: fc.oneof(fc.constant('play'), fc.string()),
    card: fc.oneof(fc.constantFrom(...DREIZEHN_CARD_CODES), fc.string()),
    target: fc.oneof(fc.constantFrom(...targets), fc.string()),
  }),
  fc.record({ type: fc.constant('play'), card: fc.anything(), target: fc.anything(), extra: fc.anything() }),
  fc.anything(),
);

describe('13 apply on garbage', () => {
  it('has a pool of states in every phase', () => {
    expect(states.some((s) => s.phase === 'play')).toBe(true);
    expect(states.some((s) => s.phase === 'deal')).toBe(true);
    expect(states.length).toBeGreaterThan(100);
  });

  it('refuses or accepts any parsed action consistently with legalActions, never throwing or mutating', () => {
    fc.assert(
      fc.property(
        fc.nat(states.length - 1),
        fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 8 })),
        garbage,
        (index, seat, raw) => {
          const state = states[index]!;
          const parsed = game.actionSchema.safeParse(raw);
          if (!parsed.success) return;
          const before = JSON.stringify(state);
          const applied = game.apply(state, seat, parsed.data);
          const legal = seat === null ? [] : game.legalActions(state, seat);
          const isLegal = legal.some((a) => a.card === parsed.data.card && a.target === parsed.data.target);
          expect(applied.ok).toBe(isLegal);
          if (applied.ok) expect(game.invariants(applied.state)).toEqual([]);
          else expect(applied.error.rule).toMatch(/^[a-z]+(-[a-z]+)*$/);
          expect(JSON.stringify(state)).toBe(before);
        },
      ),
      { numRuns: 3000, seed: 13 },
    );
  });

  it('accepts every legal action and refuses mutated ones with a rule id', () => {
    fc.assert(
      fc.property(
        fc.nat(states.length - 1),
        fc.nat(),
        fc.constantFrom(...DREIZEHN_CARD_CODES),
        fc.constantFrom(...targets),
        fc.boolean(),
        (index, pickIndex, card, target, mutateCard) => {
          const state = states[index]!;
          if (state.phase !== 'play') return;
          const legal = game.legalActions(state, state.turn);
          expect(legal.length).toBeGreaterThan(0);
          const action = legal[pickIndex % legal.length]!;
          const applied = game.apply(state, state.turn, action);
          expect(applied.ok).toBe(true);
          const mutated = mutateCard ? { ...action, card } : { ...action, target };
          const again = game.apply(state, state.turn, mutated);
          const isLegal = legal.some((a) => a.card === mutated.card && a.target === mutated.target);
          expect(again.ok).toBe(isLegal);
        },
      ),
      { numRuns: 2000, seed: 31 },
    );
  });

  it('refuses garbage deals without throwing and accepts every permutation of the deck', () => {
    const fresh = deepFreeze(game.newGame(4, game.optionsSchema.parse({}), 0));
    const card = fc.oneof(fc.constantFrom(...DREIZEHN_CARD_CODES), fc.string());
    fc.assert(
      fc.property(
        fc.record({
          hands: fc.array(fc.array(card, { maxLength: 6 }), { maxLength: 5 }),
          drawPile: fc.array(card),
        }),
        (raw) => {
          const applied = game.deal(fresh, game.dealSchema.parse(raw));
          expect(applied.ok).toBe(false);
        },
      ),
      { numRuns: 500, seed: 5 },
    );
    fc.assert(
      fc.property(fc.shuffledSubarray([...DECK], { minLength: 50 }), (cards) => {
        const applied = game.deal(fresh, {
          hands: [0, 1, 2, 3].map((s) => cards.slice(5 * s, 5 * s + 5)),
          drawPile: cards.slice(20),
        });
        expect(applied.ok).toBe(true);
        if (applied.ok) expect(game.invariants(applied.state)).toEqual([]);
      }),
      { numRuns: 200, seed: 6 },
    );
  });
});
