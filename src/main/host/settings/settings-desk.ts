/**
 * The settings (one set per host: the host's window changes them, everyone hears the settled
 * value) and the players' statistics. Changes gather briefly before they are written and
 * broadcast, so dragging a slider costs one write.
 */
import type { HostMessage } from '../../../shared/protocol';
import { withLanguageName, type Settings } from '../../../shared/settings';
import { checkName } from '../../../shared/names';
import { refuseName, type ClientPort } from '../connection/port';
import type { Clients } from '../rooms/clients';
import type { Handlers } from '../rooms/handlers';
import type { SettingsStore } from './settings-store';
import type { StatisticsKeeper } from '../statistics/statistics-keeper';
import type { Scheduler } from '../table/table-config';

/** How long settings changes gather before they are written, and before others are told. */
export const SETTINGS_WRITE_DELAY_MS = 300;
export const SETTINGS_BROADCAST_DELAY_MS = 100;

export type SettingsKind = 'getSettings' | 'setSettings' | 'getStatistics' | 'resetStatistics';

export class SettingsDesk {
  current: Settings;
  private write: unknown = null;
  private broadcast: unknown = null;
  /** The client whose change is being broadcast (it has its answer already). */
  private sender: ClientPort | null = null;

  constructor(
    private readonly store: SettingsStore,
    private readonly clients: Clients,
    private readonly statistics: StatisticsKeeper,
    private readonly timers: Scheduler,
    /** The coach's marks come and go with its setting: the tables' snapshots go out again. */
    private readonly coachChanged: () => void,
  ) {
    this.current = withLanguageName(store.load());
  }

  readonly handlers: Handlers<SettingsKind> = {
    getSettings: (port) => port.send({ type: 'settings', settings: this.current }),
    setSettings: (port, _client, message) => {
      const patch = { ...message.settings };
      if (patch.playerName !== undefined) {
        const named = checkName(patch.playerName);
        if (!named.ok) {
          refuseName(port, named);
          return;
        }
        patch.playerName = named.name;
      }
      const coachWas = this.current.coach;
      // A default name follows the language until the person sets one (shared/settings.ts).
      this.current = withLanguageName({ ...this.current, ...patch } as Settings);
      // The sender hears at once; the file and the other clients get the settled value.
      port.send({ type: 'settings', settings: this.current });
      this.saveSoon();
      this.broadcastSoon(port);
      if (coachWas !== this.current.coach) this.coachChanged();
    },
    getStatistics: (port) => port.send({ type: 'statistics', statistics: this.statistics.current }),
    resetStatistics: (port, _client, message) => {
      const named = message.name === undefined ? null : checkName(message.name);
      if (named && !named.ok) {
        refuseName(port, named);
        return;
      }
      this.statistics.reset(named?.name);
      this.clients.broadcast({ type: 'statistics', statistics: this.statistics.current });
    },
  };

  /** Writes what is pending now and stops the broadcast (the host stops). */
  close(): void {
    this.flush();
    if (this.broadcast !== null) this.timers.clearTimeout(this.broadcast);
    this.broadcast = null;
  }

  private saveSoon(): void {
    if (this.write !== null) return;
    this.write = this.timers.setTimeout(() => this.flush(), SETTINGS_WRITE_DELAY_MS);
  }

  private flush(): void {
    if (this.write === null) return;
    this.timers.clearTimeout(this.write);
    this.write = null;
    this.store.save(this.current);
  }

  private broadcastSoon(except: ClientPort): void {
    this.sender = except;
    if (this.broadcast !== null) return;
    this.broadcast = this.timers.setTimeout(() => {
      this.broadcast = null;
      const message: HostMessage = { type: 'settings', settings: this.current };
      for (const [port] of this.clients.greeted()) if (port !== this.sender) port.send(message);
      this.sender = null;
    }, SETTINGS_BROADCAST_DELAY_MS);
  }
}
