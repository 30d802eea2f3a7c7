/**
 * The host's open tables as the lobby's tabs and the menu show them, and the `#table=<id>` a
 * join address carries to pick one of another host's tables. Pure, so it is unit-tested
 * without a screen; what a client may do at which table is the host's to decide.
 */
import type { LobbyView, OpenTableInfo } from '../../shared/protocol';

/** A table id as the protocol allows it (saveIdSchema). */
const TABLE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The table a page address's fragment names (`#table=abc`, also among other `k=v` parts), or null. */
export function tableFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const id = params.get('table');
  return id !== null && TABLE_ID.test(id) ? id : null;
}

/** A join address that opens the host's page at one of its tables (`http://h:p/#table=abc`). */
export function withTable(url: string, id: string): string {
  if (!TABLE_ID.test(id)) return url;
  return `${url.replace(/#.*$/, '')}#table=${id}`;
}

/** Where a table stands, as its tab says it. */
export type TableState = 'lobby' | 'playing' | 'over' | 'lesson' | 'local';

export function tableState(table: OpenTableInfo): TableState {
  if (table.finished) return 'over';
  if (table.kind === 'lesson') return 'lesson';
  if (table.kind === 'local') return 'local';
  return table.started ? 'playing' : 'lobby';
}

/**
 * Whether the lobby shows the row of table tabs: the host's window whenever a table is open; a
 * guest when it may choose (several tables, or none chosen yet).
 */
export function showsTabs(
  role: 'owner' | 'guest',
  tables: readonly OpenTableInfo[],
  current: string | null,
): boolean {
  if (tables.length === 0) return false;
  if (role === 'owner') return true;
  return tables.length > 1 || !tables.some((t) => t.id === current);
}

/**
 * The lobby to show, or null: the one the store keeps belongs to the current table only when
 * that is a LAN table of the same name (right after a switch the list can come before the
 * lobby). Before any table list (an older host) the lobby is taken as it is.
 */
export function currentLobby(
  lobby: LobbyView | null,
  tables: readonly OpenTableInfo[],
  current: string | null,
): LobbyView | null {
  if (!lobby || tables.length === 0) return lobby;
  const info = tables.find((t) => t.id === current);
  return info && info.kind === 'lan' && info.name === lobby.name ? lobby : null;
}

/** The LAN tables among the open ones (what the menu's "Your tables" counts on). */
export function lanTables(tables: readonly OpenTableInfo[]): OpenTableInfo[] {
  return tables.filter((t) => t.kind === 'lan');
}
