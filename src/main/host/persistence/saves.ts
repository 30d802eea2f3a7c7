/**
 * Never lose a game: the running table is saved after every step, and saved games are listed,
 * checked, resumed and deleted here.
 *
 * The guarantee: a step reaches the clients only once its save is on disk (fsynced and renamed
 * into place). The table itself never waits: it goes on stepping while a write is in flight,
 * the next write takes the newest step (steps in between are in it), and the snapshots of those
 * steps are held back until it is durable. So whatever a client has been shown survives a
 * SIGKILL or a power cut, and a write costs the event loop only its serialisation.
 *
 * A damaged save (not JSON, cut short, foreign, an unknown or illegal action, an unknown
 * version) is never resumed and never overwritten: it is moved aside (renamed, not deleted),
 * reported in the listing, and the previous save is offered when it is sound. A save from a
 * newer version is left where it is, untouched, and not offered.
 */
import { msg, type Message } from '../../../shared/i18n/message';
import type { SeatConfig, SaveSummary } from '../../../shared/protocol';
import type { GameId } from '../../../shared/types';
import { restoreRng, rngState, type Rng } from '../../engine/rng';
import { gameById } from '../../games';
import { validateRecord } from '../../../shared/record';
import { readSave, SAVE_VERSION, serializeSave, type LoadedSave, type SaveMeta } from './save-file';
import type { SaveSlot, SaveStore } from './save-store';
import type { LobbySnapshot } from '../lobby/lobby';
import { TableSession, type TableConfig } from '../table/table-session';

/** What a table's saves say about it besides the record: fixed when it begins. */
export interface TableIdentity {
  id: string;
  seed: string;
  firstDealer: number;
  seats: SeatConfig[];
  /** Options in effect (parsed with the game's defaults). */
  options: Record<string, unknown>;
  /** A LAN table's lobby as it stands now (read at every save: a kick changes it). */
  lan?: () => LobbySnapshot;
}

interface Capture {
  step: number;
  rng: [number, number, number, number];
  updatedAt: string;
}

/**
 * Saves one running table after every step and holds back what depends on a step until that
 * step is on disk. Call `stepped` on every step before anything is sent (Room.stepped does).
 */
export class TableSaver {
  private durable: number;
  private latest: Capture | null = null;
  private writing = false;
  private failing = false;
  private closed = false;
  private readonly waiting: { step: number; run: () => void }[] = [];
  /** Counts take-backs: a write begun before one says nothing about what is on disk now. */
  private generation = 0;
  private readonly idleWaiters: (() => void)[] = [];

  constructor(
    /** Where its saves go (a challenge's tables keep theirs in the challenge's file). */
    private readonly store: Pick<SaveStore, 'write'>,
    private readonly identity: TableIdentity,
    private readonly table: TableSession,
    private readonly rng: Rng,
    private readonly hooks: { now: () => number; report: (message: Message) => void; saved?: () => void },
  ) {
    // A fresh table has nothing to lose yet; a resumed one is on disk as it stands.
    this.durable = table.step;
  }

  /** The table took a step: remember where it stands (the RNG too) and write when free. */
  stepped(): void {
    if (this.table.step <= this.durable) {
      // A move was taken back: the step counter went back with the record. What waits for the
      // undone steps is dropped, a write still in flight no longer counts, and the shorter
      // record must reach the disk before anyone is shown it.
      this.generation++;
      this.durable = this.table.step - 1;
      for (let i = this.waiting.length - 1; i >= 0; i--) {
        if ((this.waiting[i] as { step: number }).step >= this.table.step) this.waiting.splice(i, 1);
      }
    }
    const state = rngState(this.rng);
    if (!state) throw new Error('the table draws from an RNG whose state cannot be saved');
    this.latest = { step: this.table.step, rng: state, updatedAt: new Date(this.hooks.now()).toISOString() };
    this.pump();
  }

  /** Runs `run` once step `step` is on disk (now, when it is already). */
  afterSaved(step: number, run: () => void): void {
    if (step <= this.durable) run();
    else this.waiting.push({ step, run });
  }

  /** Whether a write is in flight or a step waits to be written. */
  /** The table's save id. */
  get id(): string {
    return this.identity.id;
  }

  get busy(): boolean {
    return this.writing || this.latest !== null;
  }

  /** The highest step on disk. */
  get savedStep(): number {
    return this.durable;
  }

  /** Stops holding messages back; what is not written yet still gets written. */
  close(): void {
    this.closed = true;
    this.waiting.length = 0;
  }

  /** Resolves once everything taken so far is on disk (or failed to get there). */
  idle(): Promise<void> {
    if (!this.writing && !this.latest) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    if (this.writing) return;
    const point = this.latest;
    if (!point) {
      for (const resolve of this.idleWaiters.splice(0)) resolve();
      return;
    }
    this.latest = null;
    // The record only changes with a step, so it stands exactly at the latest step taken.
    const record = this.table.record;
    const meta: SaveMeta = {
      version: SAVE_VERSION,
      table: this.identity.id,
      seed: this.identity.seed,
      firstDealer: this.identity.firstDealer,
      seats: this.identity.seats,
      options: this.identity.options,
      rng: point.rng,
      step: point.step,
      updatedAt: point.updatedAt,
      finished: record.result !== undefined,
      ...(this.identity.lan ? { lan: this.identity.lan() } : {}),
    };
    const text = serializeSave(record, meta);
    const generation = this.generation;
    this.writing = true;
    this.store.write(this.identity.id, text, meta.finished, (error) => {
      this.writing = false;
      if (error) {
        if (!this.failing && !this.closed) {
          this.hooks.report(msg('host.saves.writeFailed', { detail: error.message }));
        }
        this.failing = true;
      } else {
        this.failing = false;
        this.hooks.saved?.();
      }
      // Even a failed write lets the table go on: the player was told.
      if (generation === this.generation) this.durable = Math.max(this.durable, point.step);
      this.release();
      this.pump();
    });
  }

  private release(): void {
    while (this.waiting.length > 0 && (this.waiting[0] as { step: number }).step <= this.durable) {
      const next = this.waiting.shift() as { run: () => void };
      next.run();
    }
  }
}

export type ResumedTable =
  | { ok: true; session: TableSession; rng: Rng; identity: TableIdentity; lan: LobbySnapshot | null }
  | { ok: false; reason: Message };

/**
 * The table a save describes, ready to `start()`: the identical state, record, step counter,
 * last event and RNG; a bot whose turn it is thinks again when it starts.
 */
export function resumeTable(
  id: string,
  save: LoadedSave,
  options: Pick<TableConfig, 'botDelay' | 'scheduler' | 'botRunner' | 'rounds'> = {},
): ResumedTable {
  const { meta, point, record } = save;
  const rng = restoreRng(save.rng);
  const created = TableSession.create({
    game: gameById(record.game),
    seats: meta.seats,
    options: meta.options,
    seed: meta.seed,
    firstDealer: meta.firstDealer,
    rng,
    resume: point,
    ...options,
  });
  if (!created.ok)
    return { ok: false, reason: msg('host.saves.cannotResumeWhy', { reason: created.reason }) };
  const { seed, firstDealer, seats, options: inEffect } = meta;
  return {
    ok: true,
    session: created.session,
    rng,
    identity: { id, seed, firstDealer, seats, options: inEffect },
    lan: meta.lan ?? null,
  };
}

/** One line of the saved-games list. */
function summaryOf(id: string, loaded: LoadedSave, problem?: Message): SaveSummary {
  return {
    id,
    game: loaded.record.game,
    players: loaded.meta.seats.map((s) => ({
      name: s.name,
      kind: s.kind,
      ...(s.level ? { level: s.level } : {}),
    })),
    round: loaded.record.rounds.length,
    updatedAt: loaded.meta.updatedAt,
    resumable: true,
    ...(problem ? { problem } : {}),
  };
}

/** What can still be told about a save that cannot be resumed (its record may be readable). */
function unreadableSummary(id: string, text: string | null, problem: Message): SaveSummary {
  let game: GameId | null = null;
  let players: SaveSummary['players'] = [];
  let round = 0;
  let updatedAt: string | null = null;
  try {
    const data = JSON.parse(text ?? '') as Record<string, unknown>;
    const parsed = validateRecord(data);
    if (parsed.ok) {
      game = parsed.record.game;
      players = parsed.record.seats.map((s) => ({
        name: s.name,
        kind: s.kind,
        ...(s.level ? { level: s.level } : {}),
      }));
      round = parsed.record.rounds.length;
    }
    const when = (data.save as { updatedAt?: unknown } | undefined)?.updatedAt;
    if (typeof when === 'string') updatedAt = when;
  } catch {
    // Nothing readable: the id and the problem are all there is.
  }
  return { id, game, players, round, updatedAt, resumable: false, problem };
}

export type Examined = { summary: SaveSummary; loaded: LoadedSave | null };

/** Sentences one after another, as one message. */
function inARow(sentences: readonly Message[]): Message {
  return sentences.slice(1).reduce((a, b) => msg('records.then', { a, b }), sentences[0]!);
}

/** The saved games: listing (with repairs), loading for a resume, deleting. */
export class SaveManager {
  /** What was found wrong with a table's saves, told until the table is saved again or deleted. */
  private readonly notes = new Map<string, Message>();
  /** Tables of which nothing sound is left: still listed (with the problem) until deleted. */
  private readonly lost = new Map<string, SaveSummary>();

  constructor(readonly store: SaveStore) {}

  /** Every unfinished table, newest first; damaged files are moved aside on the way. */
  list(): SaveSummary[] {
    const ids = new Set([...this.store.ids(), ...this.lost.keys()]);
    const summaries: SaveSummary[] = [];
    for (const id of ids) {
      const examined = this.examine(id);
      if (examined) summaries.push(examined.summary);
    }
    return summaries.sort(
      // Ids begin with the time the table began: the newer first on a tie too.
      (a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || b.id.localeCompare(a.id),
    );
  }

  /** The newest table that can be resumed, or null. */
  newestResumable(): string | null {
    return this.list().find((s) => s.resumable)?.id ?? null;
  }

  load(id: string): { ok: true; save: LoadedSave; problem?: Message } | { ok: false; problem: Message } {
    const examined = this.examine(id);
    if (!examined) return { ok: false, problem: msg('host.saves.missing', { id }) };
    if (!examined.loaded) {
      return { ok: false, problem: examined.summary.problem ?? msg('host.saves.cannotResume') };
    }
    const problem = examined.summary.problem;
    return { ok: true, save: examined.loaded, ...(problem ? { problem } : {}) };
  }

  /** The table was written again: its old problems are history. */
  saved(id: string): void {
    this.notes.delete(id);
    this.lost.delete(id);
  }

  delete(id: string): void {
    this.saved(id);
    this.store.remove(id);
  }

  /**
   * Finds the sound save of a table: the current one; when it is missing (a crash between
   * the two renames of a write) the complete write in progress; else the previous one.
   * Damaged files are moved aside and the problem remembered; a newer version's save stops the
   * search (its previous save must not be resumed in its place). Null: no such unfinished table.
   */
  examine(id: string): Examined | null {
    const store = this.store;
    if (store.hasFinished(id)) {
      // Finished, and stopped before its unfinished files were removed: finish the removal.
      store.remove(id);
      return null;
    }
    const current = store.read(id, 'current');
    const previous = store.read(id, 'previous');
    const partial = current === null ? store.read(id, 'partial') : null;
    if (current === null && previous === null && partial === null) {
      const lost = this.lost.get(id);
      return lost ? { summary: lost, loaded: null } : null;
    }
    const known = this.notes.get(id);
    const notes: Message[] = known ? [known] : [];
    const fresh: Message[] = [];
    let damagedText: string | null = null;

    if (current !== null) {
      const read = readSave(current);
      if (read.ok) return this.found(id, read.save, notes);
      if (read.newer)
        return this.stuck(id, current, msg('host.saves.cannotContinue', { reason: read.problem }));
      damagedText = current;
      fresh.push(
        msg('host.saves.damagedLatest', { reason: read.problem, file: store.setAside(id, 'current') }),
      );
    }
    const candidates: { slot: SaveSlot; save: LoadedSave }[] = [];
    if (partial !== null) {
      const read = readSave(partial);
      // A torn write in progress is no damage: the next write overwrites it.
      if (read.ok) candidates.push({ slot: 'partial', save: read.save });
    }
    if (previous !== null) {
      const read = readSave(previous);
      if (read.ok) candidates.push({ slot: 'previous', save: read.save });
      else if (read.newer)
        return this.stuck(id, previous, msg('host.saves.cannotContinue', { reason: read.problem }));
      else {
        damagedText ??= previous;
        fresh.push(
          msg('host.saves.damagedPrevious', { reason: read.problem, file: store.setAside(id, 'previous') }),
        );
      }
    }
    candidates.sort((a, b) => b.save.meta.step - a.save.meta.step);
    const best = candidates[0];
    if (best) {
      if (best.slot === 'partial') store.promote(id);
      if (current !== null && fresh.length > 0) fresh.push(msg('host.saves.offeredInstead'));
      return this.found(id, best.save, [...notes, ...fresh]);
    }
    const all = [...notes, ...fresh];
    if (all.length === 0) return null;
    return this.stuck(id, damagedText, inARow([...all, msg('host.saves.noneLeft')]));
  }

  private found(id: string, save: LoadedSave, notes: Message[]): Examined {
    const problem = notes.length > 0 ? inARow(notes) : undefined;
    if (problem) this.notes.set(id, problem);
    return { summary: summaryOf(id, save, problem), loaded: save };
  }

  private stuck(id: string, text: string | null, problem: Message): Examined {
    const summary = unreadableSummary(id, text, problem);
    this.notes.delete(id);
    this.lost.set(id, summary);
    return { summary, loaded: null };
  }
}
