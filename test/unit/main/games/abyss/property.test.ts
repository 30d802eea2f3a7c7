/**
 * Property: at states of random games, random garbage and mutated legal actions are refused
 * or accepted consistently with legalActions, never throw, and never change the input state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abyssGame as g } from '../../../../../src/main/games/abyss/game';
import type { AbyssState } from '../../../../../src/main/games/abyss/state';
import { createRng } from '../../../../../src/main/engine/rng';
import { deepFreeze } from '../../../../support/deep';
import { playTo } from './helpers';
import { hasMessage, words } from '../../../../../src/shared/i18n/format';

// A pool of states from random games, with every stage and curse situation represented.
const STATES: AbyssState[] = [];
for (let seed = 0; seed < 24; seed++) {
  const all = playTo(3 + (seed % 4), createRng(`abyss-prop:${seed}`), () => true);
  STATES.push(...all.filter((_, i) => i % 9 === 0 || all[i]?.stage !== 'play'));
}
for (const s of STATES) deepFreeze(s);

const canon = (a: unknown) => JSON.stringify(a, Object.keys(a as object).sort());
const junk = fc.oneof(
  fc.constantFrom('W1', 'W13', 'S7', 'SIN', 'KITSUNE', 'TANUKI', 'DEMON', 'SOUL', 'X', '', 'W14', 'F0'),
  fc.constantFrom('sin', 'tanuki', 'water', 'fire', 'space', 'mirror', 'storm', 'distance', 'plague'),
  fc.boolean(),
  fc.integer({ min: -2, max: 7 }),
  fc.tuple(fc.integer({ min: -1, max: 5 }), fc.integer({ min: -1, max: 5 })),
  fc.constant(null),
);
const rawAction = fc.record(
  {
    type: fc.constantFrom('play', 'jump', 'scale', 'pass', 'curse', 'bid', 'bogus'),
    card: junk,
    as: junk,
    jump: junk,
    add: junk,
    swap: junk,
    pass: junk,
    curse: junk,
  },
  { requiredKeys: ['type'] },
);

describe('abyss apply under garbage', () => {
  it('never throws, never mutates, and accepts exactly the legal actions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: STATES.length - 1 }),
        fc.oneof(rawAction, fc.anything()),
        fc.integer({ min: -2, max: 7 }),
        fc.boolean(),
        (index, raw, seatRaw, asChance) => {
          const state = STATES[index] as AbyssState;
          const parsed = g.actionSchema.safeParse(raw);
          if (!parsed.success) return;
          const seat = asChance ? null : seatRaw;
          const before = JSON.stringify(state);
          const applied = g.apply(state, seat, parsed.data);
          expect(JSON.stringify(state)).toBe(before);
          if (applied.ok) {
            expect(g.invariants(applied.state)).toEqual([]);
            if (seat === null) {
              expect(parsed.data.type).toBe('curse');
            } else {
              const action = parsed.data;
              const normal =
                action.type === 'scale' && action.swap
                  ? { ...action, swap: [Math.min(...action.swap), Math.max(...action.swap)] }
                  : action;
              expect(g.legalActions(state, seat).map(canon)).toContain(canon(normal));
            }
          } else {
            expect(applied.error.rule).toMatch(/^[a-z][a-z0-9-]*$/);
            expect(hasMessage(applied.error.reason.key)).toBe(true);
            expect(words('en', applied.error.reason).length).toBeGreaterThan(10);
          }
        },
      ),
      { numRuns: 3000, seed: 42 },
    );
  });

  it('mutated legal actions (one field changed or dropped) are never accepted unless legal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: STATES.length - 1 }),
        fc.nat(),
        fc.constantFrom('card', 'as', 'jump', 'add', 'swap', 'pass', 'type'),
        junk,
        fc.boolean(),
        (index, pick, key, value, drop) => {
          const state = STATES[index] as AbyssState;
          const next = g.next(state);
          if (next.kind !== 'act') return;
          const seat = next.seats[pick % next.seats.length] as number;
          const legal = g.legalActions(state, seat);
          const base: Record<string, unknown> = { ...legal[pick % legal.length] };
          if (drop) delete base[key];
          else base[key] = value;
          const parsed = g.actionSchema.safeParse(base);
          if (!parsed.success) return;
          const applied = g.apply(state, seat, parsed.data);
          const data = parsed.data;
          const normal =
            data.type === 'scale' && data.swap
              ? { ...data, swap: [Math.min(...data.swap), Math.max(...data.swap)] }
              : data;
          expect(applied.ok).toBe(legal.map(canon).includes(canon(normal)));
        },
      ),
      { numRuns: 3000, seed: 7 },
    );
  });
});
