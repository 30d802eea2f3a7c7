/** Saves in memory: tests, and hosts that must not touch a disk (see save-store.ts). */
import {
  asideName,
  CHALLENGES_FOLDER,
  FINISHED_FILE,
  FINISHED_FOLDER,
  OPEN_TABLES_FILE,
  readOpenTables,
  SAVE_FILE,
  SLOT_SUFFIX,
  type SaveSlot,
  type SaveStore,
} from './save-store';

/** Saves in memory (tests, and hosts that must not touch a disk). Writes are durable at once. */
export class MemorySaveStore implements SaveStore {
  readonly where = 'memory';
  /** File name (`x.json`, `finished/x.json`) → contents; tests read and damage them here. */
  readonly files = new Map<string, string>();
  /** Held writes (see `holdWrites`), completed by `releaseWrites`. */
  private held: (() => void)[] | null = null;
  /** The next write fails with this error (tests of a full disk). */
  failNext: Error | null = null;
  writes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** From now on writes wait until `releaseWrites` (a slow disk, for tests of the acknowledgement). */
  holdWrites(): void {
    this.held ??= [];
  }

  /** Completes the held writes in order (and stops holding when `stop`). */
  releaseWrites(stop = true): void {
    const held = this.held ?? [];
    if (stop) this.held = null;
    else this.held = [];
    for (const run of held) run();
  }

  write(id: string, text: string, finished: boolean, done: (error?: Error) => void): void {
    const run = (): void => {
      const failure = this.failNext;
      this.failNext = null;
      if (failure) return done(failure);
      this.writes++;
      if (finished) {
        this.files.set(`${FINISHED_FOLDER}/${id}.json`, text);
        this.files.delete(`${id}.json`);
        this.files.delete(`${id}.prev.json`);
      } else {
        const current = this.files.get(`${id}.json`);
        if (current !== undefined) this.files.set(`${id}.prev.json`, current);
        this.files.set(`${id}.json`, text);
      }
      this.files.delete(`${id}.json.tmp`);
      done();
    };
    if (this.held) this.held.push(run);
    else run();
  }

  whenIdle(run: () => void): void {
    if (this.held && this.held.length > 0) {
      this.held.push(run);
      return;
    }
    run();
  }

  ids(): string[] {
    const ids = new Set<string>();
    for (const name of this.files.keys()) {
      const match = SAVE_FILE.exec(name);
      if (match?.[1]) ids.add(match[1]);
    }
    return [...ids];
  }

  read(id: string, slot: SaveSlot): string | null {
    return this.files.get(`${id}${SLOT_SUFFIX[slot]}`) ?? null;
  }

  setAside(id: string, slot: SaveSlot): string {
    const from = `${id}${SLOT_SUFFIX[slot]}`;
    const text = this.files.get(from);
    const name = asideName(id, slot, this.now(), (n) => this.files.has(n));
    if (text !== undefined) this.files.set(name, text);
    this.files.delete(from);
    return name;
  }

  promote(id: string): void {
    const text = this.files.get(`${id}.json.tmp`);
    if (text === undefined) return;
    this.files.set(`${id}.json`, text);
    this.files.delete(`${id}.json.tmp`);
  }

  remove(id: string): void {
    for (const slot of Object.values(SLOT_SUFFIX)) this.files.delete(`${id}${slot}`);
  }

  readFinished(id: string): string | null {
    return this.files.get(`${FINISHED_FOLDER}/${id}.json`) ?? null;
  }

  hasFinished(id: string): boolean {
    return this.files.has(`${FINISHED_FOLDER}/${id}.json`);
  }

  finishedIds(): string[] {
    const prefix = `${FINISHED_FOLDER}/`;
    return [...this.files.keys()].flatMap((name) => {
      const m = name.startsWith(prefix) ? FINISHED_FILE.exec(name.slice(prefix.length)) : null;
      return m ? [m[1]!] : [];
    });
  }

  openTables(): string[] {
    return readOpenTables(this.files.get(OPEN_TABLES_FILE) ?? null);
  }

  setOpenTables(ids: string[]): void {
    this.files.set(OPEN_TABLES_FILE, JSON.stringify(ids));
  }

  writeChallenge(id: string, text: string): void {
    this.files.set(`${CHALLENGES_FOLDER}/${id}.json`, text);
  }

  challengeTexts(): string[] {
    return [...this.files].flatMap(([name, text]) =>
      name.startsWith(`${CHALLENGES_FOLDER}/`) ? [text] : [],
    );
  }

  removeFinished(id: string): void {
    this.files.delete(`${FINISHED_FOLDER}/${id}.json`);
  }
}

/** Saves as files in a folder (created when first needed). */
