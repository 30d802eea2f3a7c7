/**
 * Saved games at the host's window: the Continue list, going on with one (a LAN table comes
 * back as a LAN table beside the others, a local game in place of the local one), deleting one;
 * and, after a crash, every table that was open (`--resume`).
 */
import { msg, type Message } from '../../../shared/i18n/message';
import type { LobbySnapshot } from '../lobby/lobby';
import { resumeTable, type ResumedTable } from '../persistence/saves';
import { afterWrites } from '../rooms/after-writes';
import { sessionOptions, type HostCore } from '../rooms/core';
import type { Handlers } from '../rooms/handlers';

export type SavesKind = 'listSaves' | 'resumeSave' | 'deleteSave';
export type Resumed = { ok: true; step: number; problem?: Message } | { ok: false; reason: Message };
/** Brings back a saved LAN table with its lobby (the LAN part's, lan/lan-desk.ts). */
export type RestoreLan = (
  id: string,
  resumed: Extract<ResumedTable, { ok: true }>,
  lan: LobbySnapshot,
) => void;

export class SavesDesk {
  /** What `noteOpen` wrote last (null: nothing yet this run). */
  private noted: string | null = null;

  constructor(
    private readonly core: HostCore,
    private readonly restoreLan: RestoreLan,
  ) {}

  readonly handlers: Handlers<SavesKind> = {
    listSaves: (port) =>
      afterWrites(this.core, port, (saves) => port.send({ type: 'saves', saves: saves.list() }), {
        type: 'saves',
        saves: [],
      }),
    resumeSave: (port, client, message) => {
      const open = this.core.rooms.get(message.id);
      if (open?.playing) {
        // Open already: the window goes there.
        if (open !== client.room) this.core.rooms.move(port, client, open);
        else open.sendTo(port, client);
        return;
      }
      afterWrites(this.core, port, () => {
        const resumed = this.resume(message.id);
        if (!resumed.ok) port.send({ type: 'refused', rule: 'save-problem', reason: resumed.reason });
      });
    },
    deleteSave: (port, _client, message) => {
      if (this.core.rooms.get(message.id)?.saveId) {
        port.send({
          type: 'refused',
          rule: 'save-in-use',
          reason: msg('host.saves.inUse'),
        });
        return;
      }
      afterWrites(this.core, port, (saves) => {
        saves.delete(message.id);
        port.send({ type: 'saves', saves: saves.list() });
      });
    },
  };

  /**
   * Goes on with a saved table: the identical state, views, step counter and RNG; a bot whose
   * turn it is starts thinking again. A LAN table opens beside the others; a local game replaces
   * the local one.
   */
  resume(id: string): Resumed {
    const saves = this.core.saves;
    if (!saves) return { ok: false, reason: msg('host.saves.none') };
    const loaded = saves.load(id);
    if (!loaded.ok) return { ok: false, reason: loaded.problem };
    const resumed = resumeTable(id, loaded.save, sessionOptions(this.core));
    if (!resumed.ok) return { ok: false, reason: resumed.reason };
    if (resumed.lan) this.restoreLan(id, resumed, resumed.lan);
    else this.core.rooms.openLocal(resumed.session, resumed.rng, resumed.identity);
    // The step the save holds: the table may already have gone on (a bot or a deal at once).
    const step = loaded.save.meta.step;
    return loaded.problem ? { ok: true, step, problem: loaded.problem } : { ok: true, step };
  }

  /**
   * After a crash (`--resume`): every table that was open then, or else the most recently saved
   * unfinished one. Each with its id and the step it goes on from.
   */
  resumeOpen(): { id: string; step: number; problem?: Message }[] {
    const saves = this.core.saves;
    if (!saves) return [];
    // One reading of the saves folder (newest first) serves both questions.
    const resumable = saves.list().flatMap((s) => (s.resumable ? [s.id] : []));
    const open = saves.store.openTables().filter((id) => resumable.includes(id));
    const ids = open.length > 0 ? open : resumable.slice(0, 1);
    const out: { id: string; step: number; problem?: Message }[] = [];
    for (const id of ids) {
      const resumed = this.resume(id);
      if (resumed.ok)
        out.push({ id, step: resumed.step, ...(resumed.problem ? { problem: resumed.problem } : {}) });
    }
    return out;
  }

  /** Notes which saved tables are open now (read back by `resumeOpen` after a crash). */
  noteOpen(): void {
    const store = this.core.saves?.store;
    if (!store) return;
    const ids = this.core.rooms.all().flatMap((r) => (r.saveId ? [r.saveId] : []));
    const noted = JSON.stringify(ids);
    if (noted === this.noted) return;
    this.noted = noted;
    try {
      store.setOpenTables(ids);
    } catch (err) {
      this.core.clients.broadcast({
        type: 'error',
        message: msg('host.saves.noteFailed', { detail: (err as Error).message }),
      });
    }
  }
}
