import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dreizehnGame as game } from '../../../src/main/games/dreizehn';

interface RecordRound {
  dealer: number;
  actions: { seat: number | null; [key: string]: unknown }[];
  [key: string]: unknown;
}

const file = new URL('../../fixtures/records/dreizehn-4p.json', import.meta.url);
const record = JSON.parse(readFileSync(file, 'utf8')) as {
  options: unknown;
  seats: unknown[];
  rounds: RecordRound[];
  result: { totals: number[]; winners: number[] };
};

describe('dreizehn example record', () => {
  it('replays every round and reaches the recorded result', () => {
    const options = game.optionsSchema.parse(record.options);
    let state = game.newGame(record.seats.length, options, record.rounds[0]!.dealer);
    record.rounds.forEach((round, r) => {
      expect(game.next(state)).toEqual({ kind: 'deal', round: r, dealer: round.dealer });
      const { dealer: _dealer, actions, ...dealFields } = round;
      const dealt = game.deal(state, game.dealSchema.parse(dealFields));
      if (!dealt.ok) throw new Error(`round ${r}: ${dealt.error.reason}`);
      state = dealt.state;
      expect(game.invariants(state)).toEqual([]);
      actions.forEach(({ seat, ...rest }, i) => {
        const applied = game.apply(state, seat, game.actionSchema.parse(rest));
        if (!applied.ok) throw new Error(`round ${r} action ${i}: ${applied.error.rule}`);
        state = applied.state;
        expect(game.invariants(state)).toEqual([]);
      });
      // Every one of the 50 cards is played, so each round ends with its last recorded action.
      expect(game.roundScores(state)).toHaveLength(r + 1);
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
    const options = game.optionsSchema.parse(record.options);
    let state = game.newGame(record.seats.length, options, record.rounds[0]!.dealer);
    for (const round of record.rounds) {
      const { dealer: _dealer, actions, ...dealFields } = round;
      const dealt = game.deal(state, game.dealSchema.parse(dealFields));
      if (!dealt.ok) throw new Error(dealt.error.reason);
      state = dealt.state;
      for (const { seat, ...rest } of actions) {
        const applied = game.apply(state, seat, game.actionSchema.parse(rest));
        if (!applied.ok) throw new Error(applied.error.reason);
        state = applied.state;
      }
    }
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
