/** Self-play with the default bots writes records the replay checker accepts, for every game and size. */
import { describe, expect, it } from 'vitest';
import { botFor } from '../../../../src/main/ai/levels';
import { playGame } from '../../../../src/main/engine/play';
import { createRng } from '../../../../src/main/engine/rng';
import { replayFile } from '../../../../src/main/cli/replay-file';
import { GAMES } from '../../../../src/main/games';
import { stringifyRecord } from '../../../../src/shared/record';
import { GAME_IDS } from '../../../../src/shared/types';

describe('self-play records replay', () => {
  for (const id of GAME_IDS) {
    const { game } = GAMES[id];
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      it(`${id} with ${players} rule-based bots`, () => {
        const seats = Array.from({ length: players }, (_, i) => ({
          name: `Bot ${i}`,
          kind: 'bot' as const,
          level: 'rules',
        }));
        const bots = seats.map(() => botFor(id, 'rules'));
        for (let g = 0; g < 3; g++) {
          const { record } = playGame({
            game,
            seats,
            options: {},
            bots,
            rng: createRng(`selfplay-test:${id}:${players}:${g}`),
          });
          expect(record.result).toBeDefined();
          const outcome = replayFile(stringifyRecord(record));
          if (!outcome.ok) throw new Error(outcome.error);
          expect(outcome.output.totals).toEqual(record.result!.totals);
        }
      });
    }
  }
});
