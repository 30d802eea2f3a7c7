/** The example records replay exactly through the pure Game, round by round. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siegelGame } from '../../../src/main/games/siegel';
import type { SiegelState } from '../../../src/main/games/siegel';

interface RecordFile {
  seats: unknown[];
  options: Record<string, unknown>;
  rounds: ({ dealer: number; actions: ({ seat: number } & Record<string, unknown>)[] } & Record<
    string,
    unknown
  >)[];
  result: { totals: number[]; winners: number[] };
}

const dir = join(import.meta.dirname, '..', '..', 'fixtures', 'records');

function replay(file: string): { state: SiegelState; record: RecordFile } {
  const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as RecordFile;
  const options = siegelGame.optionsSchema.parse(record.options);
  let state = siegelGame.newGame(record.seats.length, options, record.rounds[0]!.dealer);
  record.rounds.forEach((round, r) => {
    const next = siegelGame.next(state);
    expect(next).toEqual({ kind: 'deal', round: r, dealer: round.dealer });
    const { dealer: _dealer, actions, ...fields } = round;
    const dealt = siegelGame.deal(state, siegelGame.dealSchema.parse(fields));
    if (!dealt.ok) throw new Error(dealt.error.reason);
    state = dealt.state;
    actions.forEach(({ seat, ...rest }, a) => {
      const applied = siegelGame.apply(state, seat, siegelGame.actionSchema.parse(rest));
      if (!applied.ok)
        throw new Error(`round ${r} action ${a}: ${applied.error.rule} ${applied.error.reason}`);
      expect(siegelGame.invariants(applied.state)).toEqual([]);
      state = applied.state;
    });
    expect(siegelGame.next(state).kind).toBe(r === record.rounds.length - 1 ? 'over' : 'deal');
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
