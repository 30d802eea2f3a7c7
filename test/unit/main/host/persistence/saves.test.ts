import { describe, expect, it } from 'vitest';
import { createRng, restoreRng, rngState } from '../../../../../src/main/engine/rng';
import { gameById } from '../../../../../src/main/games';
import { readSave, serializeSave } from '../../../../../src/main/host/persistence/save-file';
import { MemorySaveStore } from '../../../../../src/main/host/persistence/memory-save-store';
import { resumeTable, TableSaver, type TableIdentity } from '../../../../../src/main/host/persistence/saves';
import type { TableSession } from '../../../../../src/main/host/table/table-session';
import type { SeatConfig } from '../../../../../src/shared/protocol';
import type { GameRecord } from '../../../../../src/shared/record';
import type { GameId } from '../../../../../src/shared/types';
import { ManualScheduler } from '../../../../support/manual-scheduler';
import { newSession } from '../../../../support/sessions';
import { words } from '../../../../../src/shared/i18n/format';

const bots = (n: number, levels = ['rules', 'random']): SeatConfig[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `Bot ${i}`,
    kind: 'bot' as const,
    level: levels[i % levels.length] as string,
  }));

/** JSON as a client receives it. */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

interface Table {
  session: TableSession;
  scheduler: ManualScheduler;
  store: MemorySaveStore;
  identity: TableIdentity;
}

function savedTable(
  game: GameId,
  seats: SeatConfig[],
  seed: string,
  options: Record<string, unknown> = {},
): Table {
  const scheduler = new ManualScheduler();
  const rng = createRng(seed);
  const session = newSession(game, { seats, options, seed, firstDealer: 1, rng, scheduler });
  const identity: TableIdentity = {
    id: `t-${game}`,
    seed,
    firstDealer: 1,
    seats,
    options: gameById(game).optionsSchema.parse(options) as Record<string, unknown>,
  };
  const store = new MemorySaveStore(() => 0);
  const saver = new TableSaver(store, identity, session, rng, {
    now: () => 1_700_000_000_000,
    report: (message) => {
      throw new Error(words('en', message));
    },
  });
  session.subscribe(() => saver.stepped());
  return { session, scheduler, store, identity };
}

async function playToEnd(session: TableSession, scheduler: ManualScheduler): Promise<GameRecord> {
  session.start();
  await scheduler.drain();
  expect(session.result()).not.toBeNull();
  return wire(session.record) as GameRecord;
}

function resumeFrom(text: string, id: string, scheduler: ManualScheduler): TableSession {
  const read = readSave(text);
  if (!read.ok) throw new Error(words('en', read.problem));
  const resumed = resumeTable(id, read.save, { scheduler });
  if (!resumed.ok) throw new Error(words('en', resumed.reason));
  return resumed.session;
}

describe('the RNG state', () => {
  it('restores a generator that goes on exactly where the saved one stood', () => {
    const rng = createRng('state');
    for (let i = 0; i < 17; i++) rng.u32();
    const state = rngState(rng);
    expect(state).toHaveLength(4);
    const copy = restoreRng(state!);
    expect(Array.from({ length: 50 }, () => copy.u32())).toEqual(Array.from({ length: 50 }, () => rng.u32()));
    expect(() => restoreRng([1, 2, 3, -1])).toThrow();
  });
});

const GAMES: { game: GameId; players: number; options?: Record<string, unknown> }[] = [
  { game: 'siegel', players: 3 },
  { game: 'dreizehn', players: 3 },
  { game: 'sevensins', players: 4, options: { phases: 4 } },
  { game: 'abyss', players: 3 },
];

describe('autosave and resume', () => {
  for (const { game, players, options } of GAMES) {
    it(`${game}: saved after every step; a resume at any step shows every seat the identical table and ends the same`, async () => {
      const seats = bots(players);
      const reference = savedTable(game, seats, `resume-${game}`, options);
      const expected = await playToEnd(reference.session, reference.scheduler);

      const table = savedTable(game, seats, `resume-${game}`, options);
      const { session, store, identity } = table;
      const samples: string[] = [];
      let steps = 0;
      session.subscribe(() => {
        steps++;
        const text = store.files.get(`${identity.id}.json`) ?? store.readFinished(identity.id);
        expect(text).toBeDefined();
        const read = readSave(text!);
        if (!read.ok) throw new Error(words('en', read.problem));
        expect(read.save.meta.step).toBe(session.step);
        if (session.result()) return;
        const resumed = resumeFrom(text!, identity.id, new ManualScheduler());
        expect(resumed.step).toBe(session.step);
        for (const seat of [...seats.keys(), null]) {
          expect(wire(resumed.snapshot(seat))).toEqual(wire(session.snapshot(seat)));
        }
        if (steps % 23 === 1) samples.push(text!);
      });
      const record = await playToEnd(session, table.scheduler);
      expect(record).toEqual(expected);
      expect(store.writes).toBe(steps);
      // Finished: history only, nothing left to continue.
      expect(store.ids()).toEqual([]);
      expect(readSave(store.readFinished(identity.id)!)).toMatchObject({
        ok: true,
        save: { meta: { finished: true } },
      });

      // Resumed at sampled steps, each table goes on to the same game as the uninterrupted one.
      expect(samples.length).toBeGreaterThan(2);
      for (const text of samples) {
        const scheduler = new ManualScheduler();
        const resumed = resumeFrom(text, identity.id, scheduler);
        expect(await playToEnd(resumed, scheduler)).toEqual(expected);
      }
    });
  }

  it('a save is a record: it keeps the record fields and its save block, in that order', () => {
    const table = savedTable('dreizehn', bots(3), 'shape');
    table.session.start();
    const text = table.store.files.get('t-dreizehn.json')!;
    expect(Object.keys(JSON.parse(text))).toEqual(['format', 'game', 'seats', 'options', 'save', 'rounds']);
    const read = readSave(text);
    expect(read).toMatchObject({
      ok: true,
      save: {
        meta: { version: 1, table: 't-dreizehn', seed: 'shape', firstDealer: 1, step: 1, finished: false },
      },
    });
    if (!read.ok) return;
    expect(JSON.parse(serializeSave(read.save.record, read.save.meta))).toEqual(JSON.parse(text));
  });
});
