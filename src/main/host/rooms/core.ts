/**
 * What the host's parts share: its clients and open tables (one registry), the saves and
 * statistics, the settings, the clock and timers, the LAN network and how tables run their bots.
 * Each part (play, LAN, saves, replays, settings, challenge) answers its own messages with these;
 * none imports another (eslint.config.js and test/unit/main/host/architecture.test.ts hold to it).
 */
import type { Speed } from '../../../shared/settings';
import type { BotRunner } from '../../ai/runner';
import type { LanNetwork } from '../lobby/party';
import type { Scheduler } from '../table/table-config';
import type { Clients } from './clients';
import type { RoomServices } from './room';
import type { Rooms } from './rooms';

export const DEFAULT_BOT_DELAYS: Record<Speed, number> = { slow: 1500, normal: 900, fast: 450, instant: 0 };

/** How every table of the host paces and runs its bots (what TableSession.create takes). */
export interface SessionOptions {
  botDelay: () => number;
  scheduler?: Scheduler;
  botRunner?: BotRunner;
}

export interface HostCore extends RoomServices {
  readonly clients: Clients;
  readonly rooms: Rooms;
  readonly timers: Scheduler;
  /** The network side of LAN tables and the challenge (null: they stay on this machine). */
  readonly network: LanNetwork | null;
  /** The runner hints ask (inline when the host was given none). */
  readonly botRunner: BotRunner;
  /** How a table's bots are paced and run. */
  session(): SessionOptions;
}

/** How a table's bots are paced and run (the same for every table of the host). */
export function sessionOptions(core: HostCore): SessionOptions {
  return core.session();
}
