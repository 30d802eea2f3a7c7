/**
 * The conformance suite, written once and run for every game, player count and option
 * variant: random legal games with every invariant checked at every step, hidden-information
 * checks, garbage refusal, and the record round trip (write → read → replay → same result).
 * One test file per game calls `conformance(game)` so vitest's two workers share the load.
 */
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/shared/types';
import { parseRecord, stringifyRecord } from '../../src/shared/record';
import { replayRecord } from '../../src/main/engine/replay';
import { createRng } from '../../src/main/engine/rng';
import { GAMES } from '../../src/main/games';
import { CASES } from './catalog';
import { walkRandomGame } from './walk';

export function conformance(id: GameId): void {
  const testCase = CASES.find((c) => c.game === id);
  if (!testCase) throw new Error(`no conformance case for ${id}`);
  const { game } = GAMES[testCase.game];
  describe(`${game.id} conformance`, () => {
    for (const players of testCase.players) {
      for (const options of testCase.variants) {
        const label = `${players} players ${JSON.stringify(options)}`;
        it(`${label}: ${testCase.games} random games keep every law and replay exactly`, () => {
          for (let g = 0; g < testCase.games; g++) {
            const rng = createRng(`conformance:${game.id}:${players}:${JSON.stringify(options)}:${g}`);
            const { record, state } = walkRandomGame({
              game,
              players,
              options,
              rng,
              heavy: g < testCase.heavyGames,
            });
            const result = record.result!;

            // Winners are exactly the seats with the best total.
            const best =
              testCase.better === 'lower' ? Math.min(...result.totals) : Math.max(...result.totals);
            const expectedWinners = result.totals.flatMap((t, s) => (t === best ? [s] : []));
            if (game.id !== 'abyss') expect(result.winners).toEqual(expectedWinners);
            else {
              expect(result.winners).toHaveLength(1);
              expect(result.totals[result.winners[0]!]).toBe(best);
            }
            expect(game.totals(state)).toEqual(result.totals);

            // Round trip through text: the replay reproduces the result and every round's scores.
            const parsed = parseRecord(stringifyRecord(record));
            expect(parsed.ok).toBe(true);
            if (!parsed.ok) return;
            const replayed = replayRecord(game, parsed.record);
            if (!replayed.ok) throw new Error(`replay failed: ${JSON.stringify(replayed.problem)}`);
            expect(replayed.result).toEqual(result);
            expect(replayed.roundScores).toEqual(game.roundScores(state));
          }
        });
      }
    }
  });
}
