import { describe, expect, it } from 'vitest';
import { dreizehnGame as game } from '../../../../../src/main/games/dreizehn';
import { readFixture, replayRecord } from '../../../../support/records';

const record = readFixture('dreizehn-4p.json');

describe('dreizehn example record', () => {
  it('replays every round and reaches the recorded result', () => {
    const state = replayRecord(game, record, {
      // Every one of the 50 cards is played, so each round ends with its last recorded action.
      afterRound: (s, r) => expect(game.roundScores(s)).toHaveLength(r + 1),
    });
    expect(game.next(state)).toEqual({ kind: 'over' });
    expect(game.result(state)).toEqual(record.result);
    expect(game.totals(state)).toEqual(record.result.totals);
    const sums = game.roundScores(state).reduce((acc, s) => acc.map((a, i) => a + s[i]!));
    expect(sums).toEqual(record.result.totals);
  });
});

describe('dreizehn public summary', () => {
  it('lists what each seat took per round once scored', () => {
    const state = replayRecord(game, record);
    const summary = game.publicSummary(state) as {
      rounds: {
        dealer: number;
        taken: { blue: number; yellow: number; green: number; fiese: number }[];
        scores: number[];
      }[];
      totals: number[];
    };
    expect(summary.totals).toEqual(record.result.totals);
    expect(summary.rounds.map((r) => r.dealer)).toEqual(record.rounds.map((r) => r.dealer));
    for (const [r, round] of summary.rounds.entries()) {
      expect(round.scores).toEqual(game.roundScores(state)[r]);
      const cards = round.taken.reduce((a, t) => a + t.blue + t.yellow + t.green + t.fiese, 0);
      expect(cards).toBe(state.history[r]!.taken.flat().length);
    }
  });
});
