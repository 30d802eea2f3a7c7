import { describe, expect, it, vi } from 'vitest';
import type { HostMessage, TableSnapshot } from '../../../../src/shared/protocol';
import { PROTOCOL_VERSION } from '../../../../src/shared/protocol';
import { DEFAULT_SETTINGS } from '../../../../src/shared/settings';
import {
  backoffMs,
  CONNECT_TIMEOUT_MS,
  websocketUrl,
  WebSocketConnection,
} from '../../../../src/renderer/net/connection';
import { ClientStore } from '../../../../src/renderer/net/store';

function snapshot(
  step: number,
  event: TableSnapshot['event'] = { kind: 'action', seat: 1, action: { type: 'play' } },
): TableSnapshot {
  return {
    step,
    game: 'siegel',
    seats: [],
    you: 0,
    options: {},
    view: {},
    legal: [],
    cardRefusals: {},
    waitingFor: [],
    event,
    result: null,
  };
}

describe('ClientStore', () => {
  it('keeps the welcome and the latest table, ignoring older steps', () => {
    const store = new ClientStore();
    const events: string[] = [];
    store.subscribe((e) => events.push(e.kind));
    store.apply({
      type: 'welcome',
      version: 1,
      catalog: { games: [], botLevels: ['rules'] },
      settings: { ...DEFAULT_SETTINGS, language: 'en' },
      role: 'owner',
    });
    expect(store.settings.language).toBe('en');
    expect(store.apply({ type: 'table', table: snapshot(1, { kind: 'start' }) })).toBe(true);
    expect(store.apply({ type: 'table', table: snapshot(3) })).toBe(true);
    expect(store.apply({ type: 'table', table: snapshot(2) })).toBe(false);
    expect(store.table?.step).toBe(3);
    // A new table starts over at a low step.
    expect(store.apply({ type: 'table', table: snapshot(1, { kind: 'start' }) })).toBe(true);
    expect(store.table?.step).toBe(1);
    store.apply({ type: 'tableClosed' });
    expect(store.table).toBeNull();
    expect(events).toEqual(['welcome', 'table', 'table', 'table', 'tableClosed']);
  });
});

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: Event) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
}

describe('WebSocketConnection', () => {
  it('derives the URL and backs off up to five seconds', () => {
    expect(websocketUrl({ protocol: 'http:', host: '127.0.0.1:5000' })).toBe('ws://127.0.0.1:5000/ws');
    expect(websocketUrl({ protocol: 'https:', host: 'table.local' })).toBe('wss://table.local/ws');
    expect([0, 1, 2, 3, 4, 5, 10].map(backoffMs)).toEqual([250, 500, 1000, 1500, 1500, 1500, 1500]);
  });

  it('says hello on open, queues early messages and reconnects after a drop', () => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    const conn = new WebSocketConnection('ws://x/ws', (u) => new FakeSocket(u) as never);
    const got: HostMessage[] = [];
    conn.onMessage((m) => got.push(m));
    conn.send({ type: 'getSettings' });
    const first = FakeSocket.all[0]!;
    first.open();
    expect(first.sent.map((s) => JSON.parse(s).type)).toEqual(['hello', 'getSettings']);
    expect(JSON.parse(first.sent[0]!).version).toBe(PROTOCOL_VERSION);
    first.onmessage?.({ data: JSON.stringify({ type: 'tableClosed' }) } as MessageEvent);
    first.onmessage?.({ data: 'not json' } as MessageEvent);
    expect(got).toEqual([{ type: 'tableClosed' }]);
    first.close();
    expect(conn.state).toBe('lost');
    vi.advanceTimersByTime(250);
    const second = FakeSocket.all[1]!;
    second.open();
    expect(conn.state).toBe('open');
    expect(JSON.parse(second.sent[0]!).type).toBe('hello');
    conn.close();
    expect(conn.state).toBe('closed');
    vi.useRealTimers();
  });

  it('tries at once when asked (the tab is visible again), not after the back-off it slept through', () => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    const conn = new WebSocketConnection('ws://x/ws', (u) => new FakeSocket(u) as never);
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.close();
    // Four failed attempts: the next waits 4 s.
    for (const wait of [250, 500, 1000, 2000]) {
      vi.advanceTimersByTime(wait);
      FakeSocket.all.at(-1)!.close();
    }
    const attempts = FakeSocket.all.length;
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(attempts);
    conn.retryNow();
    expect(FakeSocket.all).toHaveLength(attempts + 1);
    FakeSocket.all.at(-1)!.open();
    expect(conn.state).toBe('open');
    conn.close();
    vi.useRealTimers();
  });

  it('gives up an attempt the host never answers and tries again', () => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    const conn = new WebSocketConnection('ws://x/ws', (u) => new FakeSocket(u) as never);
    const hung = FakeSocket.all[0]!;
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(conn.state).toBe('lost');
    expect(hung.readyState).toBe(3);
    vi.advanceTimersByTime(250);
    const next = FakeSocket.all[1]!;
    // The given-up socket's late open changes nothing; the new one carries on.
    hung.onopen?.({} as Event);
    expect(conn.state).toBe('lost');
    next.open();
    expect(conn.state).toBe('open');
    // An answered attempt is never given up.
    vi.advanceTimersByTime(2 * CONNECT_TIMEOUT_MS);
    expect(FakeSocket.all).toHaveLength(2);
    expect(conn.state).toBe('open');
    conn.close();
    vi.useRealTimers();
  });

  it('keeps what the host says before the app listens, in order, for the first listener', () => {
    FakeSocket.all = [];
    const conn = new WebSocketConnection('ws://x/ws', (u) => new FakeSocket(u) as never);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.onmessage?.({ data: JSON.stringify({ type: 'tableClosed' }) } as MessageEvent);
    socket.onmessage?.({ data: JSON.stringify({ type: 'error', message: 'x' }) } as MessageEvent);
    const got: string[] = [];
    conn.onMessage((m) => got.push(m.type));
    socket.onmessage?.({ data: JSON.stringify({ type: 'tableClosed' }) } as MessageEvent);
    expect(got).toEqual(['tableClosed', 'error', 'tableClosed']);
    // Later listeners hear only what comes after them.
    const late: string[] = [];
    conn.onMessage((m) => late.push(m.type));
    expect(late).toEqual([]);
    conn.close();
  });
});
