/** The example records replay exactly through the pure Game, round by round. */
import { describe, expect, it } from 'vitest';
import { siegelGame } from '../../../../../src/main/games/siegel';
import type { SiegelState } from '../../../../../src/main/games/siegel';
import { readFixture, replayRecord, type FixtureRecord } from '../../../../support/records';

function replay(file: string): { state: SiegelState; record: FixtureRecord } {
  const record = readFixture(file);
  const state = replayRecord(siegelGame, record, {
    afterRound: (s, r) =>
      expect(siegelGame.next(s).kind).toBe(r === record.rounds.length - 1 ? 'over' : 'deal'),
  });
  return { state, record };
}

describe('siegel example records', () => {
  for (const file of ['siegel-3p.json', 'siegel-4p-base5.json']) {
    it(`${file} replays to its result`, () => {
      const { state, record } = replay(file);
      expect(siegelGame.result(state)).toEqual(record.result);
      expect(siegelGame.totals(state)).toEqual(record.result.totals);
      const scores = siegelGame.roundScores(state);
      expect(scores).toHaveLength(record.rounds.length);
      expect(scores.reduce((acc, r) => acc.map((t, s) => t + r[s]!))).toEqual(record.result.totals);
    });
  }

  it('the 4-player record uses saboteur base 5', () => {
    const { state } = replay('siegel-4p-base5.json');
    expect(state.options.saboteurBase).toBe(5);
    // Every saboteur round scores max(0, 5 − blacks of the others).
    for (const h of state.history) {
      if (h.saboteur === null) continue;
      const others = h.seals.reduce((b, s, seat) => b + (seat === h.saboteur ? 0 : s.black), 0);
      expect(h.scores[h.saboteur]).toBe(Math.max(0, 5 - others));
    }
  });
});
