/**
 * Property tests: garbage and mutated legal actions at states of random games are refused or
 * accepted consistently, never throw and never change their input; random games keep every
 * invariant; states and views survive a JSON round trip.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siegelGame, type SiegelState } from '../../../../../src/main/games/siegel';
import { canonicalCounts } from '../../../../../src/main/games/siegel/predict';
import { createRng } from '../../../../../src/main/engine/rng';
import { SEAL_COLORS, SEAL_KINDS, type SiegelAction } from '../../../../../src/shared/games/siegel';
import { randomGameStates } from './random-games';
import { hasMessage, words } from '../../../../../src/shared/i18n/format';

const pool: SiegelState[] = [];
for (const players of [3, 4, 5]) {
  for (let g = 0; g < 2; g++) {
    const states = randomGameStates(players, createRng(`siegel-prop:${players}:${g}`), 2, g === 0 ? 4 : 5);
    states.forEach((s, i) => {
      if (i % 3 === 0 || s.phase === 'return' || s.phase === 'predict') pool.push(s);
    });
  }
}

const cards = ['R1', 'R9', 'R12', 'R15', 'Y3', 'G7', 'B11', 'V15', 'V16', 'R0', 'X5', '', 'r1', 'B013'];
const stealArb = fc.record({
  color: fc.constantFrom(...SEAL_COLORS, 'white', 'pink'),
  from: fc.integer({ min: -1, max: 6 }),
});
const garbage = fc.oneof(
  fc.record(
    {
      type: fc.constantFrom('predict', 'saboteur', 'play', 'return', 'bid', ''),
      card: fc.oneof(fc.constantFrom(...cards), fc.string()),
      seal: fc.constantFrom(...SEAL_KINDS, 'gold'),
      seals: fc.dictionary(fc.constantFrom(...SEAL_COLORS, 'white'), fc.integer({ min: -1, max: 16 })),
      steals: fc.array(stealArb, { maxLength: 5 }),
    },
    { requiredKeys: ['type'] },
  ),
  fc.anything(),
);

function countKey(a: SiegelAction): string {
  return a.type === 'predict' ? JSON.stringify(canonicalCounts(a.seals)) : JSON.stringify(a);
}

/** Applies `raw` if it parses; checks the laws; returns whether it was accepted. */
function check(state: SiegelState, seat: number | null, raw: unknown): void {
  const parsed = siegelGame.actionSchema.safeParse(raw);
  if (!parsed.success) return;
  const before = JSON.stringify(state);
  const first = siegelGame.apply(state, seat, parsed.data);
  const again = siegelGame.apply(state, seat, parsed.data);
  expect(JSON.stringify(state)).toBe(before);
  expect(JSON.stringify(again)).toBe(JSON.stringify(first));
  if (first.ok) {
    expect(seat).not.toBeNull();
    const legal = siegelGame.legalActions(state, seat!);
    expect(legal.map(countKey)).toContain(countKey(parsed.data));
    expect(siegelGame.invariants(first.state)).toEqual([]);
  } else {
    expect(first.error.rule).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect(hasMessage(first.error.reason.key)).toBe(true);
    expect(words('en', first.error.reason).length).toBeGreaterThan(5);
  }
}

describe('siegel properties', () => {
  it('garbage actions are refused or accepted consistently and never change the state', () => {
    fc.assert(
      fc.property(fc.nat(pool.length - 1), fc.integer({ min: -1, max: 5 }), garbage, (i, seat, raw) => {
        check(pool[i]!, seat < 0 ? null : seat, raw);
      }),
      { numRuns: 1500, seed: 7 },
    );
  });

  it('mutated legal actions are refused or accepted consistently', () => {
    const mutation = fc.record({
      field: fc.constantFrom('card', 'seal', 'seals', 'steals', 'from', 'count', 'drop-steals'),
      value: fc.integer({ min: -2, max: 20 }),
      pick: fc.nat(),
    });
    fc.assert(
      fc.property(fc.nat(pool.length - 1), mutation, (i, m) => {
        const state = pool[i]!;
        const next = siegelGame.next(state);
        if (next.kind !== 'act') return;
        const seat = next.seats[0]!;
        const legal = siegelGame.legalActions(state, seat);
        const base = structuredClone(legal[m.pick % legal.length]!) as unknown as Record<string, unknown>;
        const color = SEAL_COLORS[m.pick % 5]!;
        switch (m.field) {
          case 'card':
            base.card = `${'RYGBV'[m.pick % 5]}${m.value}`;
            break;
          case 'seal':
            base.seal = SEAL_KINDS[m.pick % 7];
            break;
          case 'seals':
            base.seals = { ...(base.seals as object), [color]: m.value };
            break;
          case 'count':
            base.seals = {
              ...(base.seals as object),
              [color]: Math.max(
                0,
                ((base.seals as Record<string, number>)?.[color] ?? 0) + (m.value % 3) - 1,
              ),
            };
            break;
          case 'steals':
            base.steals = [...((base.steals as unknown[]) ?? []), { color, from: m.value % 6 }];
            break;
          case 'from': {
            const steals = (base.steals as { color: string; from: number }[] | undefined) ?? [];
            if (steals.length > 0) steals[m.pick % steals.length]!.from = Math.abs(m.value) % 6;
            break;
          }
          case 'drop-steals':
            delete base.steals;
            break;
        }
        check(state, seat, base);
        check(state, (seat + 1 + (m.pick % 4)) % 6, base);
      }),
      { numRuns: 1500, seed: 11 },
    );
  });

  it('random games keep every invariant, and states and views are plain JSON', () => {
    for (const players of [3, 4, 5]) {
      const states = randomGameStates(players, createRng(`siegel-json:${players}`));
      expect(siegelGame.next(states.at(-1)!).kind).toBe('over');
      for (const s of states) {
        expect(siegelGame.invariants(s)).toEqual([]);
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        const v = siegelGame.view(s, 0);
        expect(JSON.parse(JSON.stringify(v))).toEqual(v);
      }
      const last = states.at(-1)!;
      expect(siegelGame.result(last)!.totals).toEqual(siegelGame.totals(last));
    }
  });

  it('invariants catch broken states', () => {
    const s = pool.find((p) => p.phase === 'play' && p.round!.tricks.length > 2)!;
    const r = s.round!;
    const lostSeal = { ...s, round: { ...r, centre: { ...r.centre, white: r.centre.white + 1 } } };
    expect(siegelGame.invariants(lostSeal).join()).toMatch(/white/);
    const extraCard = {
      ...s,
      round: { ...r, hands: [[...r.hands[0]!, r.hands[1]![0]!], ...r.hands.slice(1)] },
    };
    expect(siegelGame.invariants(extraCard).length).toBeGreaterThan(0);
    const badWinner = {
      ...s,
      round: {
        ...r,
        tricks: r.tricks.map((t, i) => (i === 0 ? { ...t, winner: (t.winner + 1) % s.players } : t)),
      },
    };
    expect(siegelGame.invariants(badWinner).length).toBeGreaterThan(0);
  });
});
