/**
 * What the host's parts share: the options it was started with, its clients, its open tables,
 * the saves and statistics, the settings and the clock. Each part (tables, LAN, saves, replays,
 * settings, challenges) answers its own messages with these; none knows the others.
 */
import type { LanTableInfo, Sightings } from '../../../shared/protocol';
import type { Settings, Speed } from '../../../shared/settings';
import type { BotRunner } from '../../ai/runner';
import type { ParRunner } from '../../workers/par-pool';
import type { AnalysesOptions, StoppableRunner } from '../replays/analyses';
import type { Clients } from './clients';
import type { Host } from '../host';
import type { LanNetwork } from '../lobby/party';
import type { BucketConfig } from '../connection/rate-limit';
import type { Room } from './room';
import type { SaveStore } from '../persistence/save-store';
import type { SaveManager, TableSaver } from '../persistence/saves';
import type { SettingsStore } from '../settings/settings-store';
import type { StatisticsKeeper } from '../statistics/statistics-keeper';
import type { StatisticsStore } from '../statistics/statistics-store';
import type { Scheduler } from '../table/table-session';

export interface HostOptions {
  settings: SettingsStore;
  /** Where the players' statistics live (memory when left out). */
  statistics?: StatisticsStore;
  scheduler?: Scheduler;
  botRunner?: BotRunner;
  /** Bot pacing per bot-speed setting, in ms (tests pass zeros). */
  botDelays?: Record<Speed, number>;
  /** The clock for rate limits (tests pass their own). */
  now?: () => number;
  /** Per-connection message budget (defaults: MESSAGE_BUDGET). */
  messageBudget?: BucketConfig;
  /** Where tables are saved after every step (see saves.ts); without it nothing is saved. */
  saves?: SaveStore;
  /** The network side of LAN tables (listening, announcing); without it a LAN table is local only. */
  lan?: (host: Host) => LanNetwork;
  /** Looks for other hosts' LAN tables (net/discovery); without it the list stays empty. */
  browse?: () => TableBrowser;
  /** How post-game analyses run (default: a worker pool, the standard budget). */
  analysis?: AnalysesOptions;
  /**
   * Plays each finished round again for par at tables of one person against bots (the app and
   * the headless host pass the par thread, ParPool); without it no table plays par.
   */
  par?: ParRunner;
  /**
   * Weighs the person's decisions for the live coach (the setting; the app and the headless host
   * pass a one-thread analysis pool); without it there is no coach.
   */
  coach?: StoppableRunner;
}

/** What the host uses of a discovery browser: the other hosts' tables, as clients get them. */
export type TableBrowser = Sightings<LanTableInfo>;

export const DEFAULT_BOT_DELAYS: Record<Speed, number> = { slow: 1500, normal: 900, fast: 450, instant: 0 };

export interface HostCore {
  readonly options: HostOptions;
  readonly clients: Clients;
  readonly timers: Scheduler;
  readonly statistics: StatisticsKeeper;
  readonly saves: SaveManager | null;
  /** Savers still writing: the open tables' and those of tables just closed. */
  readonly savers: Set<TableSaver>;
  readonly network: LanNetwork | null;
  readonly rooms: Map<string, Room>;
  settings(): Settings;
  now(): number;
  /** The open tables changed (one opened, closed, started or filled a seat): the lists follow. */
  tablesChanged(): void;
}

/** How a table's bots are paced and run (the same for every table of the host). */
export function sessionOptions(core: HostCore) {
  const { options } = core;
  return {
    botDelay: () => (options.botDelays ?? DEFAULT_BOT_DELAYS)[core.settings().botSpeed],
    ...(options.scheduler ? { scheduler: options.scheduler } : {}),
    ...(options.botRunner ? { botRunner: options.botRunner } : {}),
  };
}
