/** In-process clients of the Host object and the table requests host tests share. */
import { Host, type ClientPort, type ClientRole, type HostOptions } from '../../src/main/host/host';
import { MemorySettingsStore } from '../../src/main/host/settings/settings-store';
import type { HostMessage, NewTableMessage, SeatConfig, TableSnapshot } from '../../src/shared/protocol';
import type { GameId } from '../../src/shared/types';
import { bot, human } from './seats';
import { PROTOCOL_VERSION } from '../../src/shared/protocol';
import { ManualScheduler } from './manual-scheduler';

export const hello = { type: 'hello', version: PROTOCOL_VERSION } as const;

/** No bot waits before it acts. */
export const noBotDelays = { slow: 0, normal: 0, fast: 0, instant: 0 };

/** A host with settings in memory, bots that do not wait, and timers the test drains itself. */
export function manualHost(options: Partial<HostOptions> = {}): { host: Host; scheduler: ManualScheduler } {
  const scheduler = new ManualScheduler();
  const host = new Host({
    settings: new MemorySettingsStore(),
    scheduler,
    botDelays: noBotDelays,
    ...options,
  });
  return { host, scheduler };
}

export interface PortClient {
  inbox: HostMessage[];
  port: ClientPort & { closedFor: string | null };
  /** Every table snapshot received, in order. */
  tables(): TableSnapshot[];
  last(): HostMessage | undefined;
}

export function portClient(): PortClient {
  const inbox: HostMessage[] = [];
  const port: PortClient['port'] = {
    closedFor: null,
    send: (m) => inbox.push(m),
    close(reason) {
      this.closedFor = reason;
    },
  };
  return {
    inbox,
    port,
    tables: () => inbox.flatMap((m) => (m.type === 'table' ? [m.table] : [])),
    last: () => inbox.at(-1),
  };
}

/** A client connected to `host` in `role` that has said hello. */
export function greeted(host: Host, role: ClientRole = 'owner'): PortClient {
  const c = portClient();
  host.connect(c.port, role);
  host.receive(c.port, hello);
  return c;
}

/** The newest table snapshot in an inbox. */
export function lastTable(inbox: readonly HostMessage[]): TableSnapshot | null {
  for (let i = inbox.length - 1; i >= 0; i--) {
    const m = inbox[i]!;
    if (m.type === 'table') return m.table;
  }
  return null;
}

/** A 13 table: Anna (the person) and two bots; the dealer is seat 2, so Anna plays first. */
export function dreizehnTable(seed: string, botLevel = 'rules') {
  return {
    type: 'newTable' as const,
    game: 'dreizehn' as const,
    seats: [
      { name: 'Anna', kind: 'human' as const },
      { name: 'Bot 1', kind: 'bot' as const, level: 'rules' },
      { name: 'Bot 2', kind: 'bot' as const, level: botLevel },
    ],
    options: {},
    firstDealer: 2,
    seed,
  };
}

/** A newTable message of `game`: Ada against Ben and Clara (rule bots) unless `seats` say otherwise. */
export function newTable(
  game: GameId,
  extra: Partial<Omit<NewTableMessage, 'type' | 'game'>> & { seats?: SeatConfig[] } = {},
): NewTableMessage {
  return {
    type: 'newTable',
    game,
    seats: [human('Ada'), bot('Ben', 'rules'), bot('Clara', 'rules')],
    options: {},
    ...extra,
  };
}
