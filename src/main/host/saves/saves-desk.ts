/**
 * Saved games at the host's window: the Continue list, going on with one (a LAN table comes
 * back as a LAN table beside the others, a local game in place of the local one), deleting one;
 * and, after a crash, every table that was open (`--resume`).
 */
import type { ClientMessage, HostMessage } from '../../../shared/protocol';
import type { Client, ClientPort } from '../rooms/clients';
import { sessionOptions, type HostCore } from '../rooms/core';
import type { LanDesk } from '../lan/lan-desk';
import { resumeTable, type SaveManager } from '../persistence/saves';
import type { TablesDesk } from '../play/tables-desk';

type SavesMessage = Extract<ClientMessage, { type: 'listSaves' | 'resumeSave' | 'deleteSave' }>;
export type Resumed = { ok: true; step: number; problem?: string } | { ok: false; reason: string };

export class SavesDesk {
  /** What `noteOpen` wrote last (null: nothing yet this run). */
  private noted: string | null = null;

  constructor(
    private readonly core: HostCore,
    private readonly tables: TablesDesk,
    private readonly lan: LanDesk,
  ) {}

  handle(port: ClientPort, client: Client, message: SavesMessage): void {
    switch (message.type) {
      case 'listSaves':
        this.afterWrites(port, (saves) => port.send({ type: 'saves', saves: saves.list() }), {
          type: 'saves',
          saves: [],
        });
        return;
      case 'resumeSave': {
        const open = this.core.rooms.get(message.id);
        if (open?.table) {
          // Open already: the window goes there.
          if (open !== client.room) this.tables.move(port, client, open);
          else open.sendTo(port, client);
          return;
        }
        this.afterWrites(port, () => {
          const resumed = this.resume(message.id);
          if (!resumed.ok) port.send({ type: 'refused', rule: 'save-problem', reason: resumed.reason });
        });
        return;
      }
      case 'deleteSave':
        if (this.core.rooms.get(message.id)?.saveId) {
          port.send({
            type: 'refused',
            rule: 'save-in-use',
            reason: 'This game is running; leave it before deleting it.',
          });
          return;
        }
        this.afterWrites(port, (saves) => {
          saves.delete(message.id);
          port.send({ type: 'saves', saves: saves.list() });
        });
        return;
    }
  }

  /**
   * Runs `run` with the saved games once no save is being written (so it reads settled files);
   * a host without saves has none (an empty list, or a refusal). A failure goes back to the sender.
   */
  afterWrites(port: ClientPort, run: (saves: SaveManager) => void, empty?: HostMessage): void {
    const saves = this.core.saves;
    if (!saves) {
      port.send(empty ?? { type: 'refused', rule: 'no-saves', reason: 'This host keeps no saved games.' });
      return;
    }
    const go = (): void =>
      saves.store.whenIdle(() => {
        if (!this.core.clients.has(port)) return;
        try {
          run(saves);
        } catch (err) {
          port.send({
            type: 'error',
            message: `The saved games could not be read: ${(err as Error).message}`,
          });
        }
      });
    // Tables closed a moment ago may still have a step to write: it comes first.
    const open = new Set([...this.core.rooms.values()].map((r) => r.saveId));
    const closing = [...this.core.savers].filter((saver) => saver.busy && !open.has(saver.id));
    if (closing.length === 0) go();
    else void Promise.all(closing.map((saver) => saver.idle())).then(go);
  }

  /**
   * Goes on with a saved table: the identical state, views, step counter and RNG; a bot whose
   * turn it is starts thinking again. A LAN table opens beside the others; a local game replaces
   * the local one.
   */
  resume(id: string): Resumed {
    const saves = this.core.saves;
    if (!saves) return { ok: false, reason: 'This host keeps no saved games.' };
    const loaded = saves.load(id);
    if (!loaded.ok) return { ok: false, reason: loaded.problem };
    const resumed = resumeTable(id, loaded.save, sessionOptions(this.core));
    if (!resumed.ok) return { ok: false, reason: resumed.reason };
    if (resumed.lan) this.lan.restore(id, resumed, resumed.lan);
    else this.tables.openLocal(resumed.session, resumed.rng, resumed.identity);
    // The step the save holds: the table may already have gone on (a bot or a deal at once).
    const step = loaded.save.meta.step;
    return loaded.problem ? { ok: true, step, problem: loaded.problem } : { ok: true, step };
  }

  /**
   * After a crash (`--resume`): every table that was open then, or else the most recently saved
   * unfinished one. Each with its id and the step it goes on from.
   */
  resumeOpen(): { id: string; step: number; problem?: string }[] {
    const saves = this.core.saves;
    if (!saves) return [];
    // One reading of the saves folder (newest first) serves both questions.
    const resumable = saves.list().flatMap((s) => (s.resumable ? [s.id] : []));
    const open = saves.store.openTables().filter((id) => resumable.includes(id));
    const ids = open.length > 0 ? open : resumable.slice(0, 1);
    const out: { id: string; step: number; problem?: string }[] = [];
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
    const ids = [...this.core.rooms.values()].flatMap((r) => (r.saveId ? [r.saveId] : []));
    const noted = JSON.stringify(ids);
    if (noted === this.noted) return;
    this.noted = noted;
    try {
      store.setOpenTables(ids);
    } catch (err) {
      this.core.clients.broadcast({
        type: 'error',
        message: `Which tables are open could not be noted: ${(err as Error).message}`,
      });
    }
  }
}
