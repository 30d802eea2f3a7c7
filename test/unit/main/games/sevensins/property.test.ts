/**
 * Property: at states of random games, random garbage actions and mutated legal actions are
 * refused or accepted consistently with legalActions, never throw and never change the input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../src/main/engine/rng';
import { sevensinsGame as game, type SevenSinsState } from '../../../../../src/main/games/sevensins';
import { CARD_CODES } from '../../../../../src/main/games/sevensins/cards';
import { canonical, deepFreeze } from '../../../../support/deep';
import { hasMessage, words } from '../../../../../src/shared/i18n/format';

/** States met along random games (every third step kept), deep-frozen. */
function statePool(): SevenSinsState[] {
  const pool: SevenSinsState[] = [];
  for (let g = 0; g < 6; g++) {
    const players = 3 + (g % 5);
    const rng = createRng(`ss-prop:${g}`);
    let s = game.newGame(players, game.optionsSchema.parse({ phases: 6 }), g % players);
    for (let step = 0; ; step++) {
      if (step % 3 === 0) pool.push(deepFreeze(s));
      const nx = game.next(s);
      if (nx.kind === 'over') break;
      const r =
        nx.kind === 'deal'
          ? game.deal(s, game.randomDeal(s, rng))
          : game.apply(
              s,
              nx.kind === 'act' ? nx.seats[0]! : 0,
              rng.pick(game.legalActions(s, (nx as { seats: number[] }).seats[0]!)),
            );
      if (!r.ok) throw new Error(words('en', r.error.reason));
      s = r.state;
    }
  }
  return pool;
}

const pool = statePool();

const junk = fc.oneof(
  fc.constantFrom(...CARD_CODES, 'W0', 'W14', 'S', 'sin', 'X', '', 'KITSUNE', 'BLIND'),
  fc.integer({ min: -3, max: 16 }),
  fc.constantFrom('sin', 'tanuki', 'fire', 'space', 'purple', null, true),
  fc.string({ maxLength: 4 }),
);
const rawAction = fc.record(
  {
    type: fc.constantFrom('play', 'bid', 'trump', 'pass', 'bogus'),
    card: junk,
    as: junk,
    tricks: junk,
    element: junk,
  },
  { requiredKeys: ['type'] },
);

const seen = { accepted: 0, refused: 0 };

function check(s: SevenSinsState, seat: number | null, raw: unknown): void {
  const parsed = game.actionSchema.safeParse(raw);
  if (!parsed.success) return;
  seen[game.apply(s, seat, parsed.data).ok ? 'accepted' : 'refused']++;
  const before = JSON.stringify(s);
  const r = game.apply(s, seat, parsed.data);
  expect(JSON.stringify(s)).toBe(before);
  const legal = seat === null ? [] : game.legalActions(s, seat).map(canonical);
  if (r.ok) {
    expect(legal, `accepted ${JSON.stringify(parsed.data)} by ${seat}`).toContain(canonical(parsed.data));
    expect(game.invariants(r.state)).toEqual([]);
  } else {
    expect(legal).not.toContain(canonical(parsed.data));
    expect(r.error.rule).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(hasMessage(r.error.reason.key)).toBe(true);
    expect(words('en', r.error.reason).length).toBeGreaterThan(10);
  }
}

describe('sevensins apply under garbage', () => {
  it('random garbage is refused (or legal) consistently, without throwing or mutating', () => {
    fc.assert(
      fc.property(fc.nat(pool.length - 1), fc.integer({ min: -1, max: 8 }), rawAction, (i, seat, raw) => {
        const s = pool[i]!;
        check(s, seat < 0 ? null : seat, raw);
      }),
      { numRuns: 3000, seed: 7 },
    );
  });

  it('mutated legal actions are refused (or legal) consistently', () => {
    fc.assert(
      fc.property(
        fc.nat(pool.length - 1),
        fc.nat(100),
        fc.constantFrom('card', 'as', 'tricks', 'element', 'type'),
        junk,
        (i, k, key, value) => {
          const s = pool[i]!;
          const nx = game.next(s);
          if (nx.kind !== 'act') return;
          const seat = nx.seats[0]!;
          const legal = game.legalActions(s, seat);
          const base = { ...legal[k % legal.length]! } as Record<string, unknown>;
          if (k % 5 === 0) delete base[key];
          else base[key] = value;
          check(s, seat, base);
          check(s, (seat + 1) % s.players, base);
        },
      ),
      { numRuns: 3000, seed: 11 },
    );
    // Both outcomes really occur, so the consistency checks above are exercised.
    expect(seen.accepted).toBeGreaterThan(200);
    expect(seen.refused).toBeGreaterThan(1000);
  });
});
