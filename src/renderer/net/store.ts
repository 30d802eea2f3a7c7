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

/** Messages the store keeps (see KEPT): their event says only that the store changed. */
type KeptType =
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

export type StoreEvent =
  /** What the store keeps changed: read it from the store. */
  { kind: KeptType } | { kind: 'table'; snapshot: TableSnapshot; fresh: boolean } | AsEvent<Forwarded>;

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
    if (msg.type === 'table') return this.applyTable(msg.table);
    if (isKept(msg)) {
      (KEPT[msg.type] as (store: ClientStore, m: HostMessage) => void)(this, msg);
      this.emit({ kind: msg.type });
      return true;
    }
    switch (msg.type) {
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

/** Messages the store keeps: what each sets (screens then read the store). */
const KEPT: { [K in KeptType]: (store: ClientStore, msg: Extract<HostMessage, { type: K }>) => void } = {
  welcome: (st, m) =>
    Object.assign(st, { catalog: m.catalog, settings: m.settings, hostVersion: m.version, role: m.role }),
  settings: (st, m) => (st.settings = m.settings),
  tableClosed: (st) => (st.table = null),
  statistics: (st, m) => (st.statistics = m.statistics),
  saves: (st, m) => (st.saves = m.saves),
  history: (st, m) => (st.history = m.games),
  replay: (st, m) => (st.replay = m.replay),
  lanTables: (st, m) => (st.lanTables = m.tables),
  lobby: (st, m) => (st.lobby = m.lobby),
  challenge: (st, m) => (st.challenge = m.challenge),
  challenges: (st, m) => (st.challenges = m.challenges),
  tables: (st, m) => {
    st.tables = m.tables;
    st.currentTable = m.current;
    // A snapshot of a table this window no longer looks at (the host moved it to a new table)
    // is no table of its own any more.
    if (st.table?.tableId !== undefined && st.table.tableId !== m.current) st.table = null;
  },
};

function isKept(msg: HostMessage): msg is Extract<HostMessage, { type: KeptType }> {
  return Object.hasOwn(KEPT, msg.type);
}
