/** The example record replays exactly through the Game, round by round. */
import { describe, expect, it } from 'vitest';
import { sevensinsGame as game } from '../../../../../src/main/games/sevensins';
import { readFixture, replayRecord } from '../../../../support/records';

describe('sevensins example records', () => {
  for (const file of ['sevensins-4p-5phases.json']) {
    it(`${file} replays to its result`, () => {
      const record = readFixture(file);
      const s = replayRecord(game, record);
      expect(game.next(s)).toEqual({ kind: 'over' });
      expect(game.result(s)).toEqual(record.result);
      expect(game.roundScores(s)).toHaveLength(record.rounds.length);
    });
  }
});
