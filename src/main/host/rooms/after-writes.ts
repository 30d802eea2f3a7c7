/**
 * Reading the saved games only once nothing is being written (the saves part, the history of
 * replays): tables closed a moment ago may still have a step to write, and it comes first.
 */
import { msg } from '../../../shared/i18n/message';
import type { HostMessage } from '../../../shared/protocol';
import type { ClientPort } from '../connection/port';
import type { SaveManager } from '../persistence/saves';
import type { HostCore } from './core';

/**
 * Runs `run` with the saved games once no save is being written (so it reads settled files);
 * a host without saves has none (`empty`, or a refusal). A failure goes back to the sender.
 */
export function afterWrites(
  core: HostCore,
  port: ClientPort,
  run: (saves: SaveManager) => void,
  empty?: HostMessage,
): void {
  const saves = core.saves;
  if (!saves) {
    port.send(empty ?? { type: 'refused', rule: 'no-saves', reason: msg('host.saves.none') });
    return;
  }
  const go = (): void =>
    saves.store.whenIdle(() => {
      if (!core.clients.has(port)) return;
      try {
        run(saves);
      } catch (err) {
        port.send({
          type: 'error',
          message: msg('host.saves.readFailed', { detail: (err as Error).message }),
        });
      }
    });
  // Tables closed a moment ago may still have a step to write: it comes first.
  const open = new Set(core.rooms.all().map((r) => r.saveId));
  const closing = [...core.savers].filter((saver) => saver.busy && !open.has(saver.id));
  if (closing.length === 0) go();
  else void Promise.all(closing.map((saver) => saver.idle())).then(go);
}
