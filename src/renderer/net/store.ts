/**
 * The client store: the latest `welcome` (catalog and settings) and the latest table
 * snapshot, ignoring snapshots older than the one it has. Screens subscribe to changes.
 */
import type {
  Catalog,
  HistoryEntry,
  HostMessage,
  LanTableInfo,
  LobbyView,
  ReplayFrame,
  ReplayInfo,
  SaveSummary,
  TableSnapshot,
} from '../../shared/protocol';
import type { AnalysisReport } from '../../shared/analysis';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings';
import type { Statistics } from '../../shared/statistics';

export type StoreEvent =
  | { kind: 'welcome' }
  | { kind: 'settings' }
  | { kind: 'table'; snapshot: TableSnapshot; fresh: boolean }
  | { kind: 'tableClosed' }
  | { kind: 'refused'; rule: string; reason: string }
  | { kind: 'hint'; action: { type: string; [key: string]: unknown }; reason?: string }
  | { kind: 'statistics' }
  | { kind: 'saves' }
  | { kind: 'history' }
  | { kind: 'replay' }
  | { kind: 'replayFrame'; frame: ReplayFrame }
  | { kind: 'analysisProgress'; token: number; seat: number; done: number; total: number }
  | { kind: 'analysis'; token: number; report: AnalysisReport }
  | { kind: 'analysisStopped'; token: number; seat: number }
  | { kind: 'recordFile'; name: string; text: string }
  | { kind: 'lobby' }
  | { kind: 'lanTables' }
  | { kind: 'joined'; token: string; member: string; name: string }
  | { kind: 'lanClosed'; reason: string }
  | { kind: 'error'; message: string };

export class ClientStore {
  catalog: Catalog | null = null;
  settings: Settings = DEFAULT_SETTINGS;
  hostVersion: number | null = null;
  table: TableSnapshot | null = null;
  /** The players' statistics as the host last sent them (asked for by the statistics screen). */
  statistics: Statistics | null = null;
  /** The saved unfinished games as the host last listed them (null: not asked yet). */
  saves: SaveSummary[] | null = null;
  /** The finished games as the host last listed them (null: not asked yet). */
  history: HistoryEntry[] | null = null;
  /** The replay the host opened last (null: none). */
  replay: ReplayInfo | null = null;
  /** The seat to analyse as soon as the next replay opens (Analyse at a final ranking). */
  analyseOnOpen: number | null = null;
  /** Who this window is to the host: its own window, or a guest (a LAN guest or a watcher). */
  role: 'owner' | 'guest' = 'owner';
  /** The open LAN table (null: none). */
  lobby: LobbyView | null = null;
  /** Other hosts' LAN tables, while the Join screen looks (null: not looked yet). */
  lanTables: LanTableInfo[] | null = null;
  private readonly listeners = new Set<(e: StoreEvent) => void>();

  subscribe(listener: (e: StoreEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(e: StoreEvent): void {
    for (const l of [...this.listeners]) l(e);
  }

  /** Applies one host message; returns false when it was ignored (an older step). */
  apply(msg: HostMessage): boolean {
    switch (msg.type) {
      case 'welcome':
        this.catalog = msg.catalog;
        this.settings = msg.settings;
        this.hostVersion = msg.version;
        this.role = msg.role;
        this.emit({ kind: 'welcome' });
        return true;
      case 'settings':
        this.settings = msg.settings;
        this.emit({ kind: 'settings' });
        return true;
      case 'table': {
        const prev = this.table;
        // A new table (another game, or steps starting over) replaces the old one.
        const sameTable = prev !== null && prev.game === msg.table.game && msg.table.event.kind !== 'start';
        if (sameTable && prev && msg.table.step < prev.step) return false;
        if (sameTable && prev && msg.table.step === prev.step) {
          this.table = msg.table;
          this.emit({ kind: 'table', snapshot: msg.table, fresh: false });
          return true;
        }
        this.table = msg.table;
        this.emit({ kind: 'table', snapshot: msg.table, fresh: true });
        return true;
      }
      case 'tableClosed':
        this.table = null;
        this.emit({ kind: 'tableClosed' });
        return true;
      case 'refused':
        this.emit({ kind: 'refused', rule: msg.rule, reason: msg.reason });
        return true;
      case 'hint':
        this.emit({ kind: 'hint', action: msg.action, reason: msg.reason });
        return true;
      case 'statistics':
        this.statistics = msg.statistics;
        this.emit({ kind: 'statistics' });
        return true;
      case 'error':
        this.emit({ kind: 'error', message: msg.message });
        return true;
      case 'saves':
        this.saves = msg.saves;
        this.emit({ kind: 'saves' });
        return true;
      case 'history':
        this.history = msg.games;
        this.emit({ kind: 'history' });
        return true;
      case 'replay':
        this.replay = msg.replay;
        this.emit({ kind: 'replay' });
        return true;
      case 'replayFrame':
        // Frames of a replay opened before the newest are stale.
        if (msg.frame.token !== this.replay?.token) return false;
        this.emit({ kind: 'replayFrame', frame: msg.frame });
        return true;
      case 'analysisProgress': {
        if (msg.token !== this.replay?.token) return false;
        const { type: _t, ...rest } = msg;
        this.emit({ kind: 'analysisProgress', ...rest });
        return true;
      }
      case 'analysisStopped':
        if (msg.token !== this.replay?.token) return false;
        this.emit({ kind: 'analysisStopped', token: msg.token, seat: msg.seat });
        return true;
      case 'analysis':
        if (msg.token !== this.replay?.token) return false;
        this.emit({ kind: 'analysis', token: msg.token, report: msg.report });
        return true;
      case 'recordFile':
        this.emit({ kind: 'recordFile', name: msg.name, text: msg.text });
        return true;
      case 'lanTables':
        this.lanTables = msg.tables;
        this.emit({ kind: 'lanTables' });
        return true;
      case 'lobby':
        this.lobby = msg.lobby;
        this.emit({ kind: 'lobby' });
        return true;
      case 'joined':
        this.emit({ kind: 'joined', token: msg.token, member: msg.member, name: msg.name });
        return true;
      case 'lanClosed':
        this.emit({ kind: 'lanClosed', reason: msg.reason });
        return true;
      default:
        return false;
    }
  }
}
