import { describe, expect, it } from 'vitest';
import { abyssGame as g } from '../../../../../src/main/games/abyss/game';
import { readFixture, replayRecord } from '../../../../support/records';

const RECORDS = ['abyss-3p.json'];

describe('abyss example records replay exactly', () => {
  for (const name of RECORDS) {
    it(name, () => {
      const record = readFixture(name);
      expect(record.game).toBe('abyss');
      const state = replayRecord(g, record, {
        beforeAction(s, seat, action, where) {
          if (seat !== null) expect(g.legalActions(s, seat), where).toContainEqual(normalise(action));
        },
      });
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
