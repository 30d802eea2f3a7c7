import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { abyssGame } from '../../../src/main/games/abyss/game';
import type { AbyssState } from '../../../src/main/games/abyss/state';

interface RecordRound {
  dealer: number;
  actions: ({ seat: number | null } & Record<string, unknown>)[];
  [key: string]: unknown;
}
interface RecordFile {
  game: string;
  options: Record<string, unknown>;
  seats: unknown[];
  rounds: RecordRound[];
  result: { totals: number[]; winners: number[] };
}

const RECORDS = ['abyss-3p.json'];

describe('abyss example records replay exactly', () => {
  for (const name of RECORDS) {
    it(name, () => {
      const record = JSON.parse(
        readFileSync(new URL(`../../fixtures/records/${name}`, import.meta.url), 'utf8'),
      ) as RecordFile;
      expect(record.game).toBe('abyss');
      const g = abyssGame;
      const options = g.optionsSchema.parse(record.options);
      let state: AbyssState = g.newGame(record.seats.length, options, record.rounds[0]?.dealer ?? 0);
      for (const [r, round] of record.rounds.entries()) {
        const next = g.next(state);
        expect(next, `round ${r}`).toEqual({ kind: 'deal', round: r, dealer: round.dealer });
        const { dealer: _d, actions, ...fields } = round;
        const dealt = g.deal(state, g.dealSchema.parse(fields));
        if (!dealt.ok) throw new Error(`round ${r}: ${dealt.error.reason}`);
        state = dealt.state;
        expect(g.invariants(state)).toEqual([]);
        for (const [a, { seat, ...rest }] of actions.entries()) {
          const action = g.actionSchema.parse(rest);
          const legal = seat === null ? [] : g.legalActions(state, seat);
          if (seat !== null) expect(legal, `round ${r} action ${a}`).toContainEqual(normalise(action));
          const applied = g.apply(state, seat, action);
          if (!applied.ok) throw new Error(`round ${r} action ${a}: ${applied.error.reason}`);
          state = applied.state;
          expect(g.invariants(state), `round ${r} action ${a}`).toEqual([]);
        }
      }
      expect(g.next(state)).toEqual({ kind: 'over' });
      const result = g.result(state);
      expect(result?.totals).toEqual(record.result.totals);
      expect([...(result?.winners ?? [])].sort()).toEqual([...record.result.winners].sort());
      // One row of fields per phase, the last the final (partial) phase.
      const rows = g.roundScores(state);
      expect(rows).toHaveLength(record.rounds.length);
      expect(rows[rows.length - 1]).toEqual(record.result.totals);
    });
  }
});

/** Legal swaps are listed low place first; a record may name them either way round. */
function normalise<T extends { type: string; swap?: [number, number] }>(action: T): T {
  if (action.type !== 'scale' || !action.swap) return action;
  const [i, j] = action.swap;
  return { ...action, swap: [Math.min(i, j), Math.max(i, j)] };
}
