/** The lobby's table tabs and the `#table=<id>` of a join address (src/renderer/lobby/tables.ts). */
import { describe, expect, it } from 'vitest';
import type { LobbyView, OpenTableInfo, TableSnapshot } from '../../../../src/shared/protocol';
import { ClientStore, type StoreEvent } from '../../../../src/renderer/net/store';
import {
  currentLobby,
  lanTables,
  showsTabs,
  tableFromHash,
  tableState,
  withTable,
} from '../../../../src/renderer/lobby/tables';

const info = (id: string, over: Partial<OpenTableInfo> = {}): OpenTableInfo => ({
  id,
  name: `Ada's table ${id}`,
  game: 'siegel',
  seats: 4,
  taken: 2,
  protected: false,
  kind: 'lan',
  started: false,
  finished: false,
  ...over,
});

const lobby = (name: string): LobbyView => ({
  name,
  game: 'siegel',
  options: {},
  started: false,
  protected: false,
  seats: [],
  spectators: [],
  you: null,
});

describe('table addresses', () => {
  it('reads the table a fragment names, and nothing else', () => {
    expect(tableFromHash('#table=20250101-abc_1')).toBe('20250101-abc_1');
    expect(tableFromHash('table=x1')).toBe('x1');
    expect(tableFromHash('#seat=2&table=x1')).toBe('x1');
    for (const bad of [
      '',
      '#',
      '#table=',
      '#table=-x',
      '#table=a%20b',
      '#table=../x',
      `#table=${'a'.repeat(65)}`,
    ])
      expect(tableFromHash(bad), bad).toBeNull();
  });

  it('a join address carries the table, replacing any fragment', () => {
    expect(withTable('http://192.168.1.5:47800/', 'abc')).toBe('http://192.168.1.5:47800/#table=abc');
    expect(withTable('http://h:1/#table=old', 'new')).toBe('http://h:1/#table=new');
    expect(withTable('http://h:1/', 'not an id')).toBe('http://h:1/');
    expect(tableFromHash(new URL(withTable('http://h:1/', 'T-2')).hash)).toBe('T-2');
  });
});

describe('table tabs', () => {
  it('the host sees tabs for any table, a guest only when it may choose', () => {
    const one = [info('a')];
    const two = [info('a'), info('b')];
    expect(showsTabs('owner', [], null)).toBe(false);
    expect(showsTabs('owner', one, 'a')).toBe(true);
    expect(showsTabs('guest', one, 'a')).toBe(false);
    expect(showsTabs('guest', one, null)).toBe(true);
    expect(showsTabs('guest', one, 'local-game')).toBe(true);
    expect(showsTabs('guest', two, 'a')).toBe(true);
  });

  it('says where each table stands', () => {
    expect(tableState(info('a'))).toBe('lobby');
    expect(tableState(info('a', { started: true }))).toBe('playing');
    expect(tableState(info('a', { started: true, finished: true }))).toBe('over');
    expect(tableState(info('a', { kind: 'lesson', started: true }))).toBe('lesson');
    expect(tableState(info('a', { kind: 'local', started: true }))).toBe('local');
    expect(lanTables([info('a'), info('b', { kind: 'local' })]).map((t) => t.id)).toEqual(['a']);
  });

  it('shows the kept lobby only for the current LAN table of that name', () => {
    const tables = [info('a'), info('b'), info('c', { kind: 'local' })];
    const a = lobby("Ada's table a");
    expect(currentLobby(a, tables, 'a')).toBe(a);
    // Right after a switch the list may come before the new table's lobby.
    expect(currentLobby(a, tables, 'b')).toBeNull();
    expect(currentLobby(a, tables, 'c')).toBeNull();
    expect(currentLobby(a, tables, null)).toBeNull();
    // An older host sends no list: its one lobby is the lobby.
    expect(currentLobby(a, [], null)).toBe(a);
    expect(currentLobby(null, tables, 'a')).toBeNull();
  });
});

describe('the store keeps the table list', () => {
  it('keeps the list and the current table, and drops a snapshot of a table it left', () => {
    const store = new ClientStore();
    const heard: StoreEvent['kind'][] = [];
    store.subscribe((e) => heard.push(e.kind));
    const table = { tableId: 'a', step: 3, game: 'siegel', event: { kind: 'start' } } as TableSnapshot;
    store.apply({ type: 'table', table });
    store.apply({ type: 'tables', tables: [info('a'), info('b')], current: 'a' });
    expect(store.tables.map((t) => t.id)).toEqual(['a', 'b']);
    expect(store.currentTable).toBe('a');
    expect(store.table).toBe(table);
    store.apply({ type: 'tables', tables: [info('a'), info('b')], current: 'b' });
    expect(store.currentTable).toBe('b');
    expect(store.table).toBeNull();
    expect(heard).toEqual(['table', 'tables', 'tables']);
  });
});
