/**
 * The open challenge on disk: its board's state (passes included) and every participant's deal
 * table, written at every change and at every step of a table (challenges/<id>.json, replaced
 * by the final board when the challenge ends). So a host that is killed comes back with the
 * challenge and each participant's table where it stood; the participants come back with their
 * passes. A step reaches the participant once its table's save is written, as at any table.
 */
import { msg, type Message } from '../../../shared/i18n/message';
import { shownName, TABLE_NAME_MAX } from '../../../shared/names';
import type { ChallengeState, KeptChallenge } from './challenge';
import type { SaveStore } from '../persistence/save-store';
import { readSave, type LoadedSave } from '../persistence/save-file';

/** What the file of an open challenge holds. */
interface OpenChallengeFile {
  open: ChallengeState;
  /** Each participant's current deal table, as a table's save text. */
  tables: Record<string, string>;
}

export class ChallengeArchive {
  private readonly tables = new Map<string, string>();

  constructor(
    private readonly store: SaveStore | null,
    private readonly report: (message: Message) => void,
  ) {}

  /** Where a participant's table saver writes: into this file, durable once written. */
  tableStore(participant: string, challenge: () => ChallengeState | null): Pick<SaveStore, 'write'> {
    return {
      write: (_id, text, _finished, done) => {
        this.tables.set(participant, text);
        const c = challenge();
        const error = c ? this.write(c) : null;
        done(error ?? undefined);
      },
    };
  }

  /** The challenge changed (a join, a deal's end, par): written at once. */
  changed(c: ChallengeState): void {
    this.write(c);
  }

  /** The challenge ended: its final board replaces the open file, as history. */
  keep(board: KeptChallenge): void {
    try {
      this.store?.writeChallenge(board.id, JSON.stringify(board));
    } catch (err) {
      this.report(msg('host.challenge.keepFailed', { detail: (err as Error).message }));
    }
  }

  /** A new challenge: nothing of the last one's tables is kept. */
  clear(): void {
    this.tables.clear();
  }

  private write(c: ChallengeState): Error | null {
    if (!this.store || c.state !== 'open') return null;
    const file: OpenChallengeFile = { open: c, tables: Object.fromEntries(this.tables) };
    try {
      this.store.writeChallenge(c.spec.id, JSON.stringify(file));
      return null;
    } catch (err) {
      this.report(msg('host.challenge.saveFailed', { detail: (err as Error).message }));
      return err as Error;
    }
  }

  /**
   * The challenge that was open when the host stopped, with its participants' tables (a table
   * whose save does not read is left out: its participant starts that deal again), or null.
   */
  static read(store: SaveStore): { state: ChallengeState; tables: Map<string, LoadedSave> } | null {
    for (const text of store.challengeTexts()) {
      let file: OpenChallengeFile;
      try {
        file = JSON.parse(text) as OpenChallengeFile;
      } catch {
        continue;
      }
      if (!isOpenState(file.open)) continue;
      const tables = new Map<string, LoadedSave>();
      for (const [participant, save] of Object.entries(file.tables ?? {})) {
        const read = typeof save === 'string' ? readSave(save) : null;
        if (read?.ok) tables.set(participant, read.save);
      }
      // Names written before the name rule are cleaned as they come back.
      const state: ChallengeState = {
        ...file.open,
        spec: { ...file.open.spec, name: shownName(file.open.spec.name, TABLE_NAME_MAX) },
        participants: file.open.participants.map((p) => ({ ...p, name: shownName(p.name) })),
      };
      return { state, tables };
    }
    return null;
  }
}

/** Whether a file's `open` block is an open challenge this host can go on with. */
function isOpenState(open: unknown): open is ChallengeState {
  const c = open as Partial<ChallengeState> | undefined;
  return (
    typeof c === 'object' &&
    c !== null &&
    c.state === 'open' &&
    typeof c.spec?.id === 'string' &&
    typeof c.spec.seed === 'string' &&
    Array.isArray(c.participants) &&
    Array.isArray(c.par)
  );
}
