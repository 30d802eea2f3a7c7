/**
 * The client store: the latest `welcome` (catalog and settings) and the latest table
 * snapshot, ignoring snapshots older than the one it has. Screens subscribe to changes.
 */
import type {
  Catalog,
  ChallengeView,
  HistoryEntry,
  HostMessage,
  LanTableInfo,
  LobbyView,
  OpenTableInfo,
  ReplayInfo,
  SaveSummary,
  TableSnapshot,
} from '../../shared/protocol';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings';
import type { Statistics } from '../../shared/statistics';

/** Host messages the store only passes on to the screens, as events of the same fields. */
type Forwarded = Extract<
  HostMessage,
  {
    type:
      | 'refused'
      | 'hint'
      | 'error'
      | 'replayFrame'
      | 'analysisProgress'
      | 'analysis'
      | 'analysisStopped'
      | 'recordFile'
      | 'joined'
      | 'challengeJoined'
      | 'lanClosed';
  }
>;
type AsEvent<M> = M extends { type: infer K } ? { kind: K } & Omit<M, 'type'> : never;

export type StoreEvent =
  /** What the store keeps changed: read it from the store. */
  | {
      kind:
        | 'welcome'
        | 'settings'
        | 'tableClosed'
        | 'statistics'
        | 'saves'
        | 'history'
        | 'replay'
        | 'lobby'
        | 'tables'
        | 'lanTables'
        | 'challenge'
        | 'challenges';
    }
  | { kind: 'table'; snapshot: TableSnapshot; fresh: boolean }
  | AsEvent<Forwarded>;

/** A passed-on message as its event: `type` becomes `kind`, the other fields stay. */
function asEvent<M extends Forwarded>(msg: M): AsEvent<M> {
  const { type, ...rest } = msg;
  return { kind: type, ...rest } as AsEvent<M>;
}

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
  /** The host's open tables this window may look at (the host's window: all; a guest: the LAN tables). */
  tables: OpenTableInfo[] = [];
  /** The id of the table this window looks at (null: none). */
  currentTable: string | null = null;
  /** Other hosts' LAN tables, while the Join screen looks (null: not looked yet). */
  lanTables: LanTableInfo[] | null = null;
  /** The open (or last ended) duplicate challenge as this window may see it (null: none). */
  challenge: ChallengeView | null = null;
  /** The ended challenges the host keeps, newest first (null: not asked yet; the host's window). */
  challenges: (ChallengeView & { endedAt: string })[] | null = null;
  private readonly listeners = new Set<(e: StoreEvent) => void>();

  subscribe(listener: (e: StoreEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(e: StoreEvent): void {
    for (const l of [...this.listeners]) l(e);
  }

  /** Applies one host message; returns false when it was ignored (an older step, a stale replay). */
  apply(msg: HostMessage): boolean {
    switch (msg.type) {
      case 'welcome':
        this.catalog = msg.catalog;
        this.settings = msg.settings;
        this.hostVersion = msg.version;
        this.role = msg.role;
        break;
      case 'settings':
        this.settings = msg.settings;
        break;
      case 'table':
        return this.applyTable(msg.table);
      case 'tableClosed':
        this.table = null;
        break;
      case 'statistics':
        this.statistics = msg.statistics;
        break;
      case 'saves':
        this.saves = msg.saves;
        break;
      case 'history':
        this.history = msg.games;
        break;
      case 'replay':
        this.replay = msg.replay;
        break;
      case 'lanTables':
        this.lanTables = msg.tables;
        break;
      case 'lobby':
        this.lobby = msg.lobby;
        break;
      case 'challenge':
        this.challenge = msg.challenge;
        break;
      case 'challenges':
        this.challenges = msg.challenges;
        break;
      case 'tables':
        this.tables = msg.tables;
        this.currentTable = msg.current;
        // A snapshot of a table this window no longer looks at (the host moved it to a new
        // table) is no table of its own any more.
        if (this.table?.tableId !== undefined && this.table.tableId !== msg.current) this.table = null;
        break;
      case 'replayFrame':
      case 'analysisProgress':
      case 'analysis':
      case 'analysisStopped': {
        // What belongs to a replay opened before the newest is stale.
        const token = msg.type === 'replayFrame' ? msg.frame.token : msg.token;
        if (token !== this.replay?.token) return false;
        this.emit(asEvent(msg));
        return true;
      }
      case 'refused':
      case 'hint':
      case 'error':
      case 'recordFile':
      case 'joined':
      case 'challengeJoined':
      case 'lanClosed':
        this.emit(asEvent(msg));
        return true;
      default:
        return false;
    }
    this.emit({ kind: msg.type });
    return true;
  }

  private applyTable(table: TableSnapshot): boolean {
    const prev = this.table;
    // A new table (another game, or steps starting over) replaces the old one.
    const sameTable =
      prev !== null &&
      prev.tableId === table.tableId &&
      prev.game === table.game &&
      table.event.kind !== 'start';
    if (sameTable && table.step < prev.step) return false;
    this.table = table;
    // The same step again (a refreshed view of it) is no fresh step.
    this.emit({ kind: 'table', snapshot: table, fresh: !(sameTable && table.step === prev.step) });
    return true;
  }
}
