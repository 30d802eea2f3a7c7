/**
 * Options in effect: a record holds the options the game is really played with, an omitted
 * option takes the player count's default, an explicit value that does not fit the player
 * count is refused with the reason (host, replay), and the menu's catalog offers only values
 * the host accepts.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../../src/main/ai/bot';
import { replayFile } from '../../../../src/main/cli/replay-file';
import { tableOptions } from '../../../../src/main/engine/options';
import { playGame } from '../../../../src/main/engine/play';
import { createRng } from '../../../../src/main/engine/rng';
import { gameById, GAMES } from '../../../../src/main/games';
import { TableSession } from '../../../../src/main/host/table/table-session';
import { buildCatalog, optionChoices } from '../../../../src/shared/catalog';
import type { SeatConfig } from '../../../../src/shared/protocol';
import { stringifyRecord } from '../../../../src/shared/record';
import type { GameId } from '../../../../src/shared/types';
import { ManualScheduler } from '../../../support/manual-scheduler';
import { words } from '../../../../src/shared/i18n/format';
import { msg } from '../../../../src/shared/i18n/message';

const sevensins = gameById('sevensins');
const bots = (n: number): SeatConfig[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Bot ${i}`, kind: 'bot' as const, level: 'random' }));

describe('SevenSins phases in effect', () => {
  it('left out: the full game for the player count; explicit: 1 up to it, more refused', () => {
    for (let n = 3; n <= 6; n++) {
      expect(tableOptions(sevensins, n, {})).toEqual({ ok: true, options: { phases: 13 } });
      expect(tableOptions(sevensins, n, { phases: 13 })).toEqual({ ok: true, options: { phases: 13 } });
    }
    expect(tableOptions(sevensins, 7, {})).toEqual({ ok: true, options: { phases: 12 } });
    expect(tableOptions(sevensins, 7, { phases: 12 })).toEqual({ ok: true, options: { phases: 12 } });
    expect(tableOptions(sevensins, 7, { phases: 1 })).toEqual({ ok: true, options: { phases: 1 } });
    expect(tableOptions(sevensins, 7, { phases: 13 })).toEqual({
      ok: false,
      reason: msg('sevensins-rules.options.phases', { players: 7, most: 12, phases: 13 }),
    });
    expect(tableOptions(sevensins, 5, { phases: 0 })).toMatchObject({
      ok: false,
      // The schema's own check, its detail for developers: a table's menu never offers 0.
      reason: { key: 'refuse.options', params: { detail: expect.stringContaining('options.phases') } },
    });
    expect(tableOptions(sevensins, 5, { phases: 14 })).toMatchObject({ ok: false });
  });

  it('the host refuses 13 phases at 7 players, and records 12 when the option is left out', () => {
    const create = (options: Record<string, unknown>) =>
      TableSession.create({
        game: sevensins,
        seats: bots(7),
        options,
        seed: 'phases',
        scheduler: new ManualScheduler(),
      });
    expect(create({ phases: 13 })).toEqual({
      ok: false,
      reason: msg('sevensins-rules.options.phases', { players: 7, most: 12, phases: 13 }),
    });
    const created = create({});
    if (!created.ok) throw new Error(words('en', created.reason));
    expect(created.session.record.options).toEqual({ phases: 12 });
    expect(created.session.snapshot(null).options).toEqual({ phases: 12 });
  });

  it('a record says the phases played; a record with 13 at 7 players is refused, one without phases plays 12', () => {
    const { record } = playGame({
      game: sevensins,
      seats: bots(7),
      options: {},
      bots: Array.from({ length: 7 }, () => randomBot),
      rng: createRng('phases-record'),
    });
    expect(record.options).toEqual({ phases: 12 });
    expect(record.rounds).toHaveLength(12);
    const replayed = replayFile(stringifyRecord(record));
    expect(replayed.ok).toBe(true);

    const thirteen = { ...record, options: { phases: 13 } };
    expect(replayFile(stringifyRecord(thirteen))).toEqual({
      ok: false,
      error: 'SevenSins at 7 players has 12 phases; phases must be 1–12, not 13. [rule: record-options]',
    });
    const omitted = { ...record, options: {} };
    expect(replayFile(stringifyRecord(omitted))).toMatchObject({ ok: true, output: { over: true } });
  });

  it('self-play writes the options in effect for every game', () => {
    const expected: Record<GameId, Record<string, unknown>> = {
      siegel: { saboteurBase: 4 },
      dreizehn: { colorRule: 'fixed', memoryAid: false },
      sevensins: { phases: 1 },
      abyss: {},
    };
    for (const id of Object.keys(expected) as GameId[]) {
      const { record } = playGame({
        game: gameById(id),
        seats: bots(3),
        options: id === 'sevensins' ? { phases: 1 } : {},
        bots: [randomBot, randomBot, randomBot],
        rng: createRng(`options-${id}`),
        maxRounds: 1,
      });
      expect(record.options, id).toEqual(expected[id]);
    }
  });
});

describe('the catalog offers only what the host accepts', () => {
  const catalog = buildCatalog(['random']);

  it('SevenSins phases: 1–13 with 3 to 6 players, 1–12 with 7, the full game by default', () => {
    const phases = catalog.games.find((g) => g.id === 'sevensins')!.options.find((o) => o.key === 'phases')!;
    expect(optionChoices(phases, 7)).toEqual({
      values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      default: 12,
    });
    expect(optionChoices(phases, 4).default).toBe(13);
    expect(optionChoices(phases, 4).values).toHaveLength(13);
  });

  it('every value at every player count is accepted, and each default is what the engine fills in', () => {
    for (const entry of catalog.games) {
      const game = GAMES[entry.id].game;
      for (let n = entry.minPlayers; n <= entry.maxPlayers; n++) {
        const filled = tableOptions(game, n, {});
        if (!filled.ok) throw new Error(words('en', filled.reason));
        for (const option of entry.options) {
          const { values, default: fallback } = optionChoices(option, n);
          expect(values, `${entry.id} ${option.key} at ${n}`).toContain(fallback);
          expect(filled.options[option.key], `${entry.id} ${option.key} default at ${n}`).toEqual(fallback);
          for (const value of values) {
            const fitted = tableOptions(game, n, { [option.key]: value });
            expect(fitted, `${entry.id} ${option.key}=${String(value)} at ${n}`).toMatchObject({ ok: true });
          }
        }
      }
    }
  });
});
