/** Everything a screen or game scene needs, passed down explicitly. */
import type { Application } from 'pixi.js';
import type { GameId } from '../../shared/types';
import type { SettingsPatch, Settings } from '../../shared/settings';
import type { CardArt } from '../art/cardArt';
import type { Audio } from '../audio/audio';
import type { I18n } from '../i18n';
import type { ObservableConnection } from '../net/connection';
import type { ClientStore } from '../net/store';
import type { Toasts, Tooltip } from '../ui/chrome';
import type { FocusManager } from '../core/focus';
import type { Motion } from '../core/motion';
import type { Navigation } from '../core/navigation';

export interface AppContext {
  readonly app: Application;
  readonly i18n: I18n;
  readonly motion: Motion;
  readonly audio: Audio;
  readonly cards: CardArt;
  readonly store: ClientStore;
  readonly conn: ObservableConnection;
  readonly nav: Navigation;
  readonly focus: FocusManager;
  readonly toasts: Toasts;
  readonly tooltip: Tooltip;
  /** The settings as the host last confirmed them. */
  settings(): Settings;
  /** Sends a settings change; it takes effect when the host confirms it. */
  changeSettings(patch: SettingsPatch): void;
  showMenu(): void;
  showSettings(returnTo: 'menu' | 'table'): void;
  showTable(): void;
  /** The rules reader as a screen (from the menu), opened at a game. */
  showRules(game: GameId): void;
  /** The players' statistics (from the menu). */
  showStatistics(): void;
  /** The saved unfinished games (continue or delete). */
  showSaves(): void;
  /** The finished games to watch again, and record files to open. */
  showHistory(): void;
  /** The replay the host opened last (`store.replay`). */
  showReplay(): void;
  /** The game just finished, in the replay viewer, with the analysis of `seat` started. */
  analyseLatest(seat: number): void;
  /** The open LAN table's lobby (a guest's home screen). */
  showLobby(): void;
  /** Other hosts' LAN tables to join. */
  showJoin(): void;
}
