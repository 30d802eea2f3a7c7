/**
 * Where table saves live: one folder, one set of files per table id (the app's userData/saves,
 * the headless host's data folder/saves; memory in tests).
 *
 *   <id>.json            the current save
 *   <id>.prev.json       the one before it (what is offered when the current one is damaged)
 *   <id>.json.tmp        a write in progress (complete once fsynced; renamed over <id>.json)
 *   <id>.bad-<time>.json a damaged save moved aside (never deleted; .prev.bad-… for a previous one)
 *   finished/<id>.json   a finished game, kept as history
 *
 * A write is atomic: the new save goes to the temporary file, is fsynced, the current save
 * becomes the previous one, the temporary file becomes the current one, and the folder is
 * fsynced. At every moment one complete save is on disk; a crash between the two renames leaves
 * the complete temporary file and the previous save (the reader takes the newer sound one).
 * Writes run off the event loop (libuv's thread pool); `done` says when one is on disk.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { saveIdSchema } from '../../../shared/protocol';
import { writeFileAtomically } from './json-file';

export type SaveSlot = 'current' | 'previous' | 'partial';

export interface SaveStore {
  /** Where the saves are, for messages (a folder). */
  readonly where: string;
  /**
   * Replaces the table's current save with `text` (the current one becomes the previous one),
   * atomically; `done` runs once it is durable, or with the error that stopped it. A finished
   * game's save goes to the history instead, and the table's current and previous saves go.
   */
  write(id: string, text: string, finished: boolean, done: (error?: Error) => void): void;
  /** Runs `run` when no write is in flight (at once when none is): reads then see settled files. */
  whenIdle(run: () => void): void;
  /** Ids of the unfinished tables that have files (current, previous or a write in progress). */
  ids(): string[];
  read(id: string, slot: SaveSlot): string | null;
  /** Moves a damaged file aside (never deletes it); returns its new name. */
  setAside(id: string, slot: SaveSlot): string;
  /** A complete write in progress becomes the current save. */
  promote(id: string): void;
  /** Removes the table's current, previous and partial saves (the player deleted the game). */
  remove(id: string): void;
  /** The finished game's save (history), or null. */
  readFinished(id: string): string | null;
  /** Whether the table's game is finished (its save is history). */
  hasFinished(id: string): boolean;
  /** Ids of the finished games kept as history. */
  finishedIds(): string[];
  /** Removes a finished game from the history (the player deleted it). */
  removeFinished(id: string): void;
  /** The tables open when the host last said so (what `--resume` brings back after a crash). */
  openTables(): string[];
  /** Notes the tables open now (written at once: a crash right after must find them). */
  setOpenTables(ids: string[]): void;
  /** Keeps an ended duplicate challenge's results (challenges/<id>.json), replacing any of that id. */
  writeChallenge(id: string, text: string): void;
  /** The kept challenges' texts, as written. */
  challengeTexts(): string[];
}

/** The folder of ended challenges' results. */
export const CHALLENGES_FOLDER = 'challenges';

/** The file that lists the open tables (`openTables`). */
// A dot first: no save id can be read out of it (see SAVE_FILE).
export const OPEN_TABLES_FILE = '.open-tables.json';
const openTablesSchema = z.array(saveIdSchema).max(1000);

export const SLOT_SUFFIX: Record<SaveSlot, string> = {
  current: '.json',
  previous: '.prev.json',
  partial: '.json.tmp',
};
export const ASIDE_INFIX: Record<SaveSlot, string> = { current: '', previous: '.prev', partial: '.tmp' };
export const SAVE_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]*)(\.json|\.prev\.json|\.json\.tmp)$/;
export const FINISHED_FOLDER = 'finished';
export const FINISHED_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.json$/;

/** `20250102T030405Z`: sortable, and legal in file names everywhere. */
export function stamp(now: number): string {
  return new Date(now).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
}

export function asideName(id: string, slot: SaveSlot, now: number, taken: (name: string) => boolean): string {
  const base = `${id}${ASIDE_INFIX[slot]}.bad-${stamp(now)}`;
  let name = `${base}.json`;
  for (let n = 2; taken(name); n++) name = `${base}-${n}.json`;
  return name;
}

/** The open tables' ids from the marker file's text; nothing when it is missing or damaged. */
export function readOpenTables(text: string | null): string[] {
  if (text === null) return [];
  try {
    const parsed = openTablesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export class FileSaveStore implements SaveStore {
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];
  /** One write after the other per table, whatever the callers do. */
  private readonly chains = new Map<string, Promise<void>>();

  constructor(
    readonly where: string,
    private readonly now: () => number = Date.now,
  ) {}

  private path(id: string, slot: SaveSlot): string {
    return join(this.where, `${id}${SLOT_SUFFIX[slot]}`);
  }

  write(id: string, text: string, finished: boolean, done: (error?: Error) => void): void {
    this.inFlight++;
    const previous = this.chains.get(id) ?? Promise.resolve();
    const next = previous.then(() => this.writeDurably(id, text, finished));
    const chained: Promise<void> = next.then(
      () => this.settle(id, chained, () => done()),
      (err: unknown) =>
        this.settle(id, chained, () => done(err instanceof Error ? err : new Error(String(err)))),
    );
    this.chains.set(id, chained);
  }

  private settle(id: string, chain: Promise<void>, then: () => void): void {
    if (this.chains.get(id) === chain) this.chains.delete(id);
    this.inFlight--;
    if (this.inFlight === 0) {
      // Idle now: readers run before the next write can start (it starts in `then`).
      for (const run of this.idleWaiters.splice(0)) run();
    }
    then();
  }

  private async writeDurably(id: string, text: string, finished: boolean): Promise<void> {
    await mkdir(this.where, { recursive: true });
    const partial = this.path(id, 'partial');
    const file = await open(partial, 'w');
    try {
      await file.writeFile(text, 'utf8');
      await file.datasync();
    } finally {
      await file.close();
    }
    if (finished) {
      const folder = join(this.where, FINISHED_FOLDER);
      await mkdir(folder, { recursive: true });
      await rename(partial, join(folder, `${id}.json`));
      await syncFolder(folder);
      await rm(this.path(id, 'current'), { force: true });
      await rm(this.path(id, 'previous'), { force: true });
    } else {
      try {
        await rename(this.path(id, 'current'), this.path(id, 'previous'));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
      await rename(partial, this.path(id, 'current'));
    }
    await syncFolder(this.where);
  }

  whenIdle(run: () => void): void {
    if (this.inFlight === 0) run();
    else this.idleWaiters.push(run);
  }

  ids(): string[] {
    let names: string[];
    try {
      names = readdirSync(this.where);
    } catch {
      return [];
    }
    const ids = new Set<string>();
    for (const name of names) {
      const match = SAVE_FILE.exec(name);
      if (match?.[1]) ids.add(match[1]);
    }
    return [...ids];
  }

  read(id: string, slot: SaveSlot): string | null {
    try {
      return readFileSync(this.path(id, slot), 'utf8');
    } catch {
      return null;
    }
  }

  setAside(id: string, slot: SaveSlot): string {
    const name = asideName(id, slot, this.now(), (n) => existsSync(join(this.where, n)));
    renameSync(this.path(id, slot), join(this.where, name));
    return name;
  }

  promote(id: string): void {
    renameSync(this.path(id, 'partial'), this.path(id, 'current'));
  }

  remove(id: string): void {
    for (const slot of ['current', 'previous', 'partial'] as const)
      rmSync(this.path(id, slot), { force: true });
  }

  readFinished(id: string): string | null {
    try {
      return readFileSync(join(this.where, FINISHED_FOLDER, `${id}.json`), 'utf8');
    } catch {
      return null;
    }
  }

  hasFinished(id: string): boolean {
    return existsSync(join(this.where, FINISHED_FOLDER, `${id}.json`));
  }

  finishedIds(): string[] {
    let names: string[];
    try {
      names = readdirSync(join(this.where, FINISHED_FOLDER));
    } catch {
      return [];
    }
    return names.flatMap((name) => {
      const m = FINISHED_FILE.exec(name);
      return m ? [m[1]!] : [];
    });
  }

  openTables(): string[] {
    let text: string | null = null;
    try {
      text = readFileSync(join(this.where, OPEN_TABLES_FILE), 'utf8');
    } catch {
      // None yet.
    }
    return readOpenTables(text);
  }

  setOpenTables(ids: string[]): void {
    writeFileAtomically(join(this.where, OPEN_TABLES_FILE), JSON.stringify(ids));
  }

  writeChallenge(id: string, text: string): void {
    writeFileAtomically(join(this.where, CHALLENGES_FOLDER, `${id}.json`), text);
  }

  challengeTexts(): string[] {
    const folder = join(this.where, CHALLENGES_FOLDER);
    let names: string[];
    try {
      names = readdirSync(folder).filter((n) => n.endsWith('.json'));
    } catch {
      return [];
    }
    return names.flatMap((n) => {
      try {
        return [readFileSync(join(folder, n), 'utf8')];
      } catch {
        return [];
      }
    });
  }

  removeFinished(id: string): void {
    rmSync(join(this.where, FINISHED_FOLDER, `${id}.json`), { force: true });
  }

  /** Creates the folder now (so that a wrong path shows at start, not at the first step). */
  ensure(): void {
    mkdirSync(this.where, { recursive: true });
  }
}

/** A new table id: when it began, and a random tail. */
export function newSaveId(now: number): string {
  return `${stamp(now)}-${randomBytes(3).toString('hex')}`;
}

/** fsync a folder so that renames in it survive a power cut (not possible on Windows: skipped). */
async function syncFolder(folder: string): Promise<void> {
  let handle;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // Windows cannot open a folder for syncing; its renames are durable once they return.
  } finally {
    await handle?.close();
  }
}
