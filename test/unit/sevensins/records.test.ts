/** The example record replays exactly through the Game, round by round. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sevensinsGame as game } from '../../../src/main/games/sevensins';
import type { SevenSinsState } from '../../../src/main/games/sevensins';

interface RecordRound {
  dealer: number;
  hands: string[][];
  trumpCard: string;
  actions: { seat: number | null; type: string; [key: string]: unknown }[];
}
interface RecordFile {
  options: Record<string, unknown>;
  seats: unknown[];
  rounds: RecordRound[];
  result: { totals: number[]; winners: number[] };
}

const dir = join(import.meta.dirname, '..', '..', 'fixtures', 'records');

describe('sevensins example records', () => {
  for (const file of ['sevensins-4p-5phases.json']) {
    it(`${file} replays to its result`, () => {
      const record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as RecordFile;
      const options = game.optionsSchema.parse(record.options);
      let s: SevenSinsState = game.newGame(record.seats.length, options, record.rounds[0]!.dealer);
      for (const round of record.rounds) {
        const nx = game.next(s);
        expect(nx).toEqual({ kind: 'deal', round: expect.any(Number), dealer: round.dealer });
        const { dealer: _d, actions, ...fields } = round;
        const dealt = game.deal(s, game.dealSchema.parse(fields));
        if (!dealt.ok) throw new Error(dealt.error.reason);
        s = dealt.state;
        for (const { seat, ...rest } of actions) {
          const applied = game.apply(s, seat, game.actionSchema.parse(rest));
          if (!applied.ok) throw new Error(`${JSON.stringify(rest)}: ${applied.error.reason}`);
          s = applied.state;
          expect(game.invariants(s)).toEqual([]);
        }
      }
      expect(game.next(s)).toEqual({ kind: 'over' });
      expect(game.result(s)).toEqual(record.result);
      expect(game.roundScores(s)).toHaveLength(record.rounds.length);
    });
  }
});
