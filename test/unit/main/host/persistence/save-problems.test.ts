import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Host, type ClientPort } from '../../../../../src/main/host/host';
import { MemorySaveStore } from '../../../../../src/main/host/persistence/memory-save-store';
import { FileSaveStore } from '../../../../../src/main/host/persistence/save-store';
import { SaveManager } from '../../../../../src/main/host/persistence/saves';
import { MemorySettingsStore } from '../../../../../src/main/host/settings/settings-store';
import type { HostMessage, SaveSummary, TableSnapshot } from '../../../../../src/shared/protocol';
import { PROTOCOL_VERSION } from '../../../../../src/shared/protocol';
import { dreizehnTable } from '../../../../support/host-clients';
import { ManualScheduler } from '../../../../support/manual-scheduler';
import { english, wordedAs } from '../../../../support/refusals';
import { tempDir } from '../../../../support/temp';

/** The files of a saves folder, without the list of open tables (.open-tables.json). */
function saveFiles(dir: string): string[] {
  return readdirSync(dir).filter((n) => !n.startsWith('.'));
}

const work = tempDir('saves');

const newTable = dreizehnTable('save-problems', 'random');

function client(role: 'owner' | 'guest' = 'owner') {
  const inbox: HostMessage[] = [];
  const port: ClientPort = { send: (m) => inbox.push(m) };
  return {
    inbox,
    port,
    tables: () => inbox.flatMap((m) => (m.type === 'table' ? [m.table] : [])),
    last: <T extends HostMessage['type']>(type: T) =>
      inbox.filter((m): m is Extract<HostMessage, { type: T }> => m.type === type).at(-1),
    role,
  };
}

type Client = ReturnType<typeof client>;

function open(store: MemorySaveStore | FileSaveStore) {
  const scheduler = new ManualScheduler();
  const host = new Host({
    settings: new MemorySettingsStore(),
    scheduler,
    saves: store,
    now: () => 1_700_000_000_000,
  });
  const connect = (role: 'owner' | 'guest' = 'owner'): Client => {
    const c = client(role);
    host.connect(c.port, role);
    host.receive(c.port, { type: 'hello', version: PROTOCOL_VERSION });
    return c;
  };
  return { host, scheduler, connect };
}

/** Runs bot turns and waits for the writes until the table waits for a person (or is over). */
async function settle(host: Host, scheduler: ManualScheduler): Promise<void> {
  do {
    await scheduler.drain();
    await host.flushSaves();
    await new Promise((resolve) => setImmediate(resolve));
  } while (scheduler.pending > 0);
}

/** A table with a person at seat 0, played for `moves` of her moves, then left: two saves on disk. */
async function savedGame(store: MemorySaveStore | FileSaveStore, moves = 2) {
  const { host, scheduler, connect } = open(store);
  const anna = connect();
  host.receive(anna.port, newTable);
  await settle(host, scheduler);
  for (let i = 0; i < moves; i++) {
    const table = anna.tables().at(-1)!;
    host.receive(anna.port, { type: 'act', action: table.legal[0] });
    await settle(host, scheduler);
  }
  const id = host.currentSaveId!;
  const last = anna.tables().at(-1)!;
  host.receive(anna.port, { type: 'leaveTable' });
  await host.flushSaves();
  host.close();
  return { id, last };
}

async function list(host: Host, c: Client): Promise<SaveSummary[]> {
  host.receive(c.port, { type: 'listSaves' });
  await new Promise((resolve) => setImmediate(resolve));
  return c.last('saves')!.saves;
}

const damages: { kind: string; damage: (text: string) => string; says: RegExp }[] = [
  { kind: 'truncated', damage: (t) => t.slice(0, Math.floor(t.length / 2)), says: /not valid JSON/ },
  { kind: 'empty', damage: () => '', says: /empty/ },
  { kind: 'invalid JSON', damage: () => '{"format": "spieltisch-record/1", oops', says: /not valid JSON/ },
  {
    kind: 'a foreign file',
    damage: (t) => JSON.stringify({ ...JSON.parse(t), format: 'chess-pgn/7' }),
    says: /not a Spieltisch save/,
  },
  {
    kind: 'a wrong version',
    damage: (t) => {
      const doc = JSON.parse(t);
      return JSON.stringify({ ...doc, save: { ...doc.save, version: 0 } });
    },
    says: /unsupported save format version 0/,
  },
  {
    kind: 'a record without its save block',
    damage: (t) => JSON.stringify({ ...JSON.parse(t), save: undefined }),
    says: /without save data/,
  },
  {
    kind: 'an illegal action',
    damage: (t) => {
      // The last action once more: that card is no longer in the hand (or it is not that seat's turn).
      const doc = JSON.parse(t);
      const round = doc.rounds.at(-1);
      round.actions.push(round.actions.at(-1));
      doc.save.step += 1;
      return JSON.stringify(doc);
    },
    says: /cannot be replayed: round \d+, action \d+: /,
  },
  {
    kind: 'an unknown seat in an action',
    damage: (t) => {
      const doc = JSON.parse(t);
      doc.rounds[0].actions[0].seat = 9;
      return JSON.stringify(doc);
    },
    says: /seat 9 does not exist/,
  },
  {
    kind: 'a wrong step counter',
    damage: (t) => {
      const doc = JSON.parse(t);
      doc.save.step += 3;
      return JSON.stringify(doc);
    },
    says: /save says step/,
  },
];

describe('damaged saves', () => {
  for (const { kind, damage, says } of damages) {
    it(`${kind}: refused with a clear message, moved aside, the previous save offered and never overwritten`, async () => {
      const store = new MemorySaveStore(() => 1_700_000_000_000);
      const { id } = await savedGame(store);
      const good = store.files.get(`${id}.prev.json`)!;
      const bad = damage(store.files.get(`${id}.json`)!);
      store.files.set(`${id}.json`, bad);

      const { host, scheduler, connect } = open(store);
      const anna = connect();
      const saves = await list(host, anna);
      expect(saves).toHaveLength(1);
      const entry = saves[0]!;
      expect(entry).toMatchObject({ id, game: 'dreizehn', resumable: true });
      expect(english(entry.problem)).toMatch(says);
      expect(english(entry.problem)).toMatch(
        /moved aside as .*\.bad-20231114T221320Z\.json.*offered instead/,
      );
      // Moved aside (its bytes kept), not deleted; the previous save untouched.
      const aside = [...store.files.keys()].filter((name) => name.includes('.bad-'));
      expect(aside).toEqual([`${id}.bad-20231114T221320Z.json`]);
      expect(store.files.get(aside[0]!)).toBe(bad);
      expect(store.files.has(`${id}.json`)).toBe(false);
      expect(store.files.get(`${id}.prev.json`)).toBe(good);
      // Told again on the next look, as long as nothing newer was saved.
      expect((await list(host, anna))[0]!.problem).toEqual(entry.problem);

      // The previous save resumes; what is written next never replaces it with the bad one.
      host.receive(anna.port, { type: 'resumeSave', id });
      await new Promise((resolve) => setImmediate(resolve));
      const resumed = anna.tables().at(-1)!;
      expect(resumed.step).toBe(JSON.parse(good).save.step);
      await scheduler.drain();
      host.receive(anna.port, { type: 'act', action: anna.tables().at(-1)!.legal[0] });
      await scheduler.drain();
      expect(store.files.get(aside[0]!)).toBe(bad);
      const after = (await list(host, anna))[0]!;
      expect(after.problem).toBeUndefined();
      expect(after.resumable).toBe(true);
      host.close();
    });
  }

  it('a save of a newer version is left where it is, not offered, and its previous save not resumed over it', async () => {
    const store = new MemorySaveStore(() => 1_700_000_000_000);
    const { id } = await savedGame(store);
    const doc = JSON.parse(store.files.get(`${id}.json`)!);
    const newer = JSON.stringify({ ...doc, save: { ...doc.save, version: 2, hologram: true } });
    store.files.set(`${id}.json`, newer);
    const before = new Map(store.files);
    const { host, connect } = open(store);
    const anna = connect();
    const [entry] = await list(host, anna);
    expect(entry).toMatchObject({ id, game: 'dreizehn', resumable: false });
    expect(english(entry!.problem)).toMatch(
      /newer version of Spieltisch \(save format 2; this version reads format 1\)/,
    );
    expect(store.files).toEqual(before);
    host.receive(anna.port, { type: 'resumeSave', id });
    await new Promise((resolve) => setImmediate(resolve));
    expect(anna.last('refused')).toMatchObject({
      rule: 'save-problem',
      reason: wordedAs(/newer version/),
    });
    expect(anna.tables().length).toBe(0);
    expect(store.files).toEqual(before);

    // A newer record format counts as newer too.
    store.files.set(`${id}.json`, JSON.stringify({ ...doc, format: 'spieltisch-record/2' }));
    expect(english((await list(host, anna))[0]!.problem)).toMatch(/newer version/);
    host.close();
  });

  it('both saves damaged: reported as lost, both moved aside, listed until deleted; no crash', async () => {
    const store = new MemorySaveStore(() => 1_700_000_000_000);
    const { id } = await savedGame(store);
    store.files.set(`${id}.json`, store.files.get(`${id}.json`)!.slice(0, 100));
    store.files.set(`${id}.prev.json`, 'garbage');
    const { host, connect } = open(store);
    const anna = connect();
    const [entry] = await list(host, anna);
    expect(entry).toMatchObject({ id, resumable: false, game: null });
    expect(english(entry!.problem)).toMatch(
      /latest save was damaged.*previous save was damaged.*No sound save of this game is left\./,
    );
    expect([...store.files.keys()].filter((n) => !n.startsWith('.')).sort()).toEqual([
      `${id}.bad-20231114T221320Z.json`,
      `${id}.prev.bad-20231114T221320Z.json`,
    ]);
    expect((await list(host, anna))[0]).toEqual(entry);
    host.receive(anna.port, { type: 'resumeSave', id });
    await new Promise((resolve) => setImmediate(resolve));
    expect(anna.last('refused')).toMatchObject({ rule: 'save-problem' });
    host.receive(anna.port, { type: 'deleteSave', id });
    await new Promise((resolve) => setImmediate(resolve));
    expect(anna.last('saves')!.saves).toEqual([]);
    expect([...store.files.keys()].filter((n) => !n.startsWith('.'))).toHaveLength(2);
    host.close();
  });

  it('a crash between the two renames of a write: the complete write in progress is taken', async () => {
    const store = new MemorySaveStore(() => 1_700_000_000_000);
    const { id, last } = await savedGame(store, 3);
    // The current save became the previous one; the new one is still the temporary file.
    store.files.set(`${id}.json.tmp`, store.files.get(`${id}.json`)!);
    store.files.set(`${id}.prev.json`, store.files.get(`${id}.prev.json`)!);
    store.files.delete(`${id}.json`);
    const manager = new SaveManager(store);
    const loaded = manager.load(id);
    expect(loaded).toMatchObject({ ok: true, save: { meta: { step: last.step } } });
    expect(loaded.ok && loaded.problem).toBeFalsy();
    expect(store.files.has(`${id}.json`)).toBe(true);
    expect(store.files.has(`${id}.json.tmp`)).toBe(false);
    // A torn temporary file beside a sound save is no damage: ignored, and overwritten later.
    store.files.set(`${id}.json.tmp`, '{"format":"spiel');
    expect(manager.list()).toMatchObject([{ id, resumable: true }]);
    expect(manager.list()[0]!.problem).toBeUndefined();
  });
});

describe('saves through the protocol', () => {
  it('only the owner lists, resumes and deletes; ids are names, not paths', async () => {
    const store = new MemorySaveStore();
    const { id } = await savedGame(store);
    const { host, connect } = open(store);
    const guest = connect('guest');
    for (const message of [{ type: 'listSaves' }, { type: 'resumeSave', id }, { type: 'deleteSave', id }]) {
      host.receive(guest.port, message);
      expect(guest.inbox.at(-1)).toMatchObject({ type: 'refused', rule: 'host-only' });
    }
    const owner = connect();
    for (const bad of ['../../etc/passwd', 'a/b', '', '.hidden', 'x'.repeat(65)]) {
      host.receive(owner.port, { type: 'resumeSave', id: bad });
      expect(owner.inbox.at(-1)).toMatchObject({
        type: 'error',
        message: { key: 'host.conn.malformed' },
      });
    }
    host.receive(owner.port, { type: 'resumeSave', id: 'nothing-here' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(owner.last('refused')).toMatchObject({
      rule: 'save-problem',
      reason: { key: 'host.saves.missing', params: { id: 'nothing-here' } },
    });
    host.close();
  });

  it('a host without saves has none', () => {
    const host = new Host({ settings: new MemorySettingsStore() });
    const c = client();
    host.connect(c.port, 'owner');
    host.receive(c.port, { type: 'hello', version: PROTOCOL_VERSION });
    host.receive(c.port, { type: 'listSaves' });
    expect(c.inbox.at(-1)).toEqual({ type: 'saves', saves: [] });
    host.receive(c.port, { type: 'resumeSave', id: 'x' });
    expect(c.inbox.at(-1)).toMatchObject({ type: 'refused', rule: 'no-saves' });
    host.receive(c.port, { type: 'deleteSave', id: 'x' });
    expect(c.inbox.at(-1)).toMatchObject({ type: 'refused', rule: 'no-saves' });
    expect(host.resumeNewest()).toBeNull();
  });

  it('lists unfinished games newest first with players and round; a running game cannot be deleted', async () => {
    const store = new MemorySaveStore();
    const first = await savedGame(store, 1);
    const { host, scheduler, connect } = open(store);
    const anna = connect();
    host.receive(anna.port, { ...newTable, game: 'siegel', seed: 'second' });
    await scheduler.drain();
    const second = host.currentSaveId!;
    const saves = await list(host, anna);
    expect(saves.map((s) => s.id)).toEqual([second, first.id].sort().reverse());
    expect(saves.map((s) => s.updatedAt)).toEqual(['2023-11-14T22:13:20.000Z', '2023-11-14T22:13:20.000Z']);
    expect(saves.find((s) => s.id === first.id)).toEqual({
      id: first.id,
      game: 'dreizehn',
      // The seats the table was started with: Anna and two bots.
      players: newTable.seats,
      round: 1,
      updatedAt: '2023-11-14T22:13:20.000Z',
      resumable: true,
    });
    host.receive(anna.port, { type: 'deleteSave', id: second });
    expect(anna.inbox.at(-1)).toMatchObject({ type: 'refused', rule: 'save-in-use' });
    // Resuming the running game shows it again (it is already the table).
    host.receive(anna.port, { type: 'resumeSave', id: second });
    expect(anna.inbox.at(-1)).toEqual({ type: 'table', table: anna.tables().at(-2) });
    host.receive(anna.port, { type: 'deleteSave', id: first.id });
    await new Promise((resolve) => setImmediate(resolve));
    expect(anna.last('saves')!.saves.map((s) => s.id)).toEqual([second]);
    expect(store.ids()).toEqual([second]);
    host.close();
  });

  it('--resume reports the step the save holds, even when the table deals on at once', async () => {
    // A save from the moment a round ended (the host died before the next deal was written):
    // resuming deals at once, so the table is a step further than the save it came from.
    const store = new MemorySaveStore();
    const played = open(store);
    const anna = played.connect();
    played.host.receive(anna.port, newTable);
    await played.scheduler.drain();
    const round = (): number => (anna.tables().at(-1)!.view as { round: number }).round;
    for (let guard = 0; guard < 200 && round() === 0; guard++) {
      const legal = anna.tables().at(-1)!.legal;
      if (legal.length > 0) played.host.receive(anna.port, { type: 'act', action: legal[0] });
      await played.scheduler.drain();
    }
    expect(round()).toBe(1);
    const id = played.host.currentSaveId!;
    played.host.close();
    const name = `${id}.json`;
    const save = JSON.parse(store.files.get(name)!) as {
      rounds: { actions: unknown[] }[];
      save: { step: number };
    };
    // Back to the round's end: without the second round's deal (and whatever followed it).
    const second = save.rounds[1]!;
    save.save.step -= 1 + second.actions.length;
    save.rounds.pop();
    store.files.set(name, JSON.stringify(save));

    const again = open(store);
    expect(again.host.resumeNewest()).toEqual({ id, step: save.save.step });
    const watcher = again.connect();
    expect(watcher.tables().at(-1)!.step).toBe(save.save.step + 1);
    again.host.close();
  });

  it('resume: every client gets the identical table, and the game goes on to the same end', async () => {
    const store = new MemorySaveStore();
    const played = open(store);
    const anna = played.connect();
    const watcher = played.connect('guest');
    played.host.receive(anna.port, newTable);
    await played.scheduler.drain();
    for (let i = 0; i < 3; i++) {
      played.host.receive(anna.port, { type: 'act', action: anna.tables().at(-1)!.legal[0] });
      await played.scheduler.drain();
    }
    const id = played.host.currentSaveId!;
    const seen = { anna: anna.tables().at(-1)!, watcher: watcher.tables().at(-1)! };
    // The host stops without a goodbye (its saves are all it leaves).
    played.host.close();

    const again = open(store);
    expect(again.host.resumeNewest()).toEqual({ id, step: seen.anna.step });
    const anna2 = again.connect();
    const watcher2 = again.connect('guest');
    expect(anna2.tables()).toEqual([seen.anna]);
    expect(watcher2.tables()).toEqual([seen.watcher]);

    // Both go on identically with the same moves.
    const finish = async (h: ReturnType<typeof open>, c: Client): Promise<TableSnapshot> => {
      for (;;) {
        await h.scheduler.drain();
        const table = c.tables().at(-1)!;
        if (table.result) return table;
        h.host.receive(c.port, { type: 'act', action: table.legal[0] });
      }
    };
    const resumedEnd = await finish(again, anna2);
    const reference = open(new MemorySaveStore());
    const ref = reference.connect();
    reference.host.receive(ref.port, newTable);
    const referenceEnd = await finish(reference, ref);
    expect(resumedEnd.result).toEqual(referenceEnd.result);
    expect(resumedEnd.step).toBe(referenceEnd.step);
    expect(again.host.currentRecord()).toEqual(reference.host.currentRecord());
    again.host.close();
    reference.host.close();
  });
});

describe('no step reaches a client before it is saved', () => {
  it('snapshots wait for the write, in order; the table does not', async () => {
    const store = new MemorySaveStore();
    const { host, scheduler, connect } = open(store);
    const anna = connect();
    // Whenever a snapshot goes out, its step is already on disk.
    const send = anna.port.send.bind(anna.port);
    anna.port.send = (m: HostMessage) => {
      if (m.type === 'table' && m.table.step > 0) {
        const saved =
          store.files.get(`${host.currentSaveId}.json`) ?? store.readFinished(host.currentSaveId!);
        expect(JSON.parse(saved!).save.step).toBeGreaterThanOrEqual(m.table.step);
      }
      send(m);
    };
    store.holdWrites();
    host.receive(anna.port, newTable);
    await scheduler.drain();
    const shown = anna.tables().length;
    expect(shown).toBe(1); // step 0 only: nothing was written yet
    expect(host.currentRecord()!.rounds.length).toBe(1); // the table went on regardless
    store.releaseWrites(false);
    const tables = anna.tables();
    expect(tables.length).toBeGreaterThan(shown);
    expect(tables.map((t) => t.step)).toEqual([...tables.map((t) => t.step)].sort((a, b) => a - b));
    const before = anna.tables().length;
    host.receive(anna.port, { type: 'act', action: tables.at(-1)!.legal[0] });
    await scheduler.drain();
    expect(anna.tables().length).toBe(before);
    store.releaseWrites(false);
    store.releaseWrites(false);
    expect(anna.tables().length).toBeGreaterThan(before);
    store.releaseWrites();
    host.close();
  });

  it('a failing write is reported once and the table goes on', async () => {
    const store = new MemorySaveStore();
    const { host, scheduler, connect } = open(store);
    const anna = connect();
    store.failNext = new Error('ENOSPC: no space left on device');
    host.receive(anna.port, newTable);
    await scheduler.drain();
    expect(anna.inbox.filter((m) => m.type === 'error')).toEqual([
      {
        type: 'error',
        message: { key: 'host.saves.writeFailed', params: { detail: 'ENOSPC: no space left on device' } },
      },
    ]);
    const table = anna.tables().at(-1)!;
    expect(table.waitingFor).toEqual([0]);
    // The next step is saved again.
    host.receive(anna.port, { type: 'act', action: table.legal[0] });
    await scheduler.drain();
    expect(JSON.parse(store.files.get(`${host.currentSaveId}.json`)!).save.step).toBe(
      anna.tables().at(-1)!.step,
    );
    expect(anna.inbox.filter((m) => m.type === 'error')).toHaveLength(1);
    host.close();
  });
});

describe('saves on disk', () => {
  it('writes atomically, keeps the previous save, files finished games as history', async () => {
    const dir = join(work, 'disk');
    const store = new FileSaveStore(dir, () => 1_700_000_000_000);
    const { id } = await savedGame(store);
    expect(saveFiles(dir).sort()).toEqual([`${id}.json`, `${id}.prev.json`]);
    const current = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8'));
    const previous = JSON.parse(readFileSync(join(dir, `${id}.prev.json`), 'utf8'));
    expect(current.save.step).toBeGreaterThan(previous.save.step);

    // A finished game: history only.
    const { host, scheduler, connect } = open(store);
    const anna = connect();
    host.receive(anna.port, { type: 'resumeSave', id });
    await new Promise((resolve) => setImmediate(resolve));
    for (;;) {
      await settle(host, scheduler);
      const table = anna.tables().at(-1)!;
      if (table.result) break;
      host.receive(anna.port, { type: 'act', action: table.legal[0] });
    }
    await host.flushSaves();
    expect(saveFiles(dir)).toEqual(['finished']);
    const finished = JSON.parse(readFileSync(join(dir, 'finished', `${id}.json`), 'utf8'));
    expect(finished.save.finished).toBe(true);
    expect(finished.result).toEqual(anna.tables().at(-1)!.result);
    expect(await list(host, anna)).toEqual([]);
    host.close();
  });

  it('damaged files are renamed aside on disk, never deleted', async () => {
    const dir = join(work, 'aside');
    const store = new FileSaveStore(dir, () => 1_700_000_000_000);
    const { id } = await savedGame(store);
    writeFileSync(join(dir, `${id}.json`), '{"format":');
    const manager = new SaveManager(store);
    expect(manager.list()).toMatchObject([{ id, resumable: true, problem: wordedAs('not valid JSON') }]);
    expect(saveFiles(dir).sort()).toEqual([`${id}.bad-20231114T221320Z.json`, `${id}.prev.json`]);
    // Damaged again at the same second: a second name, the first one kept.
    renameSync(join(dir, `${id}.prev.json`), join(dir, `${id}.json`));
    writeFileSync(join(dir, `${id}.json`), '');
    expect(new SaveManager(store).list()).toMatchObject([
      { id, resumable: false, problem: wordedAs(/empty.*No sound save/) },
    ]);
    expect(saveFiles(dir).sort()).toEqual([
      `${id}.bad-20231114T221320Z-2.json`,
      `${id}.bad-20231114T221320Z.json`,
    ]);
    expect(readFileSync(join(dir, `${id}.bad-20231114T221320Z.json`), 'utf8')).toBe('{"format":');
  });
});
