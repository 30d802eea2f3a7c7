/** What the host is started with: its stores, its threads, its clock, and its network sides. */
import type { Speed } from '../../shared/settings';
import type { BotRunner } from '../ai/runner';
import type { ParRunner } from '../workers/par-pool';
import type { BucketConfig } from './connection/rate-limit';
import type { TableBrowser } from './lan/lan-desk';
import type { LanNetwork } from './lobby/party';
import type { SaveStore } from './persistence/save-store';
import type { AnalysesOptions, StoppableRunner } from './replays/analyses';
import type { SettingsStore } from './settings/settings-store';
import type { StatisticsStore } from './statistics/statistics-store';
import type { Scheduler } from './table/table-config';

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
  /** Where tables are saved after every step (see persistence/saves.ts); without it nothing is saved. */
  saves?: SaveStore;
  /**
   * The network side of LAN tables (listening, announcing): only the three calls of LanNetwork.
   * The server behind it reaches the host as any connection does (net/lan-server.ts `serve`).
   * Without it a LAN table is local only.
   */
  lan?: LanNetwork;
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
