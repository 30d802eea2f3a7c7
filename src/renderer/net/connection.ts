/**
 * The renderer's line to the host: over the preload bridge in the desktop app, over
 * WebSocket in a browser (`ws(s)://<host>/ws`, reconnecting with back-off). Both greet the
 * host with `hello` so it answers with `welcome` (and the table, if one is running).
 */
import { PROTOCOL_VERSION, type ClientMessage, type HostMessage } from '../../shared/protocol';
import { bridge, type SpieltischBridge } from './bridge';

export interface Connection {
  send(msg: ClientMessage): void;
  onMessage(h: (m: HostMessage) => void): () => void;
  close(): void;
}

export type ConnectionState = 'connecting' | 'open' | 'lost' | 'closed';

export interface ObservableConnection extends Connection {
  readonly state: ConnectionState;
  onState(h: (s: ConnectionState) => void): () => void;
}

class Listeners<T> {
  private readonly set = new Set<(v: T) => void>();
  /**
   * Values emitted before anyone listened, handed to the first listener: the app connects
   * before it has finished starting, and must not lose the host's first messages.
   */
  private early: T[] | null = [];
  add(h: (v: T) => void): () => void {
    this.set.add(h);
    const early = this.early;
    this.early = null;
    for (const v of early ?? []) this.deliver(h, v);
    return () => this.set.delete(h);
  }
  emit(v: T): void {
    if (this.early) {
      this.early.push(v);
      return;
    }
    for (const h of [...this.set]) this.deliver(h, v);
  }
  private deliver(h: (v: T) => void, v: T): void {
    try {
      h(v);
    } catch (err) {
      console.error(err);
    }
  }
}

/**
 * How long an attempt may stay unanswered before it is given up and tried again. A socket can
 * hang in CONNECTING (a host restarting on the same port under load accepted the connection
 * but never answered), and such a socket fires no close event to reconnect from.
 */
export const CONNECT_TIMEOUT_MS = 6000;

/**
 * Back-off before reconnect attempt `n` (0-based): 250 ms doubling up to 1.5 s. A LAN host is a
 * few milliseconds away and a refused attempt costs nothing, so a page tries every 1.5 s at
 * most: it is back within that of the host (a 5 s cap had pages come back ~5 s late).
 */
export const BACKOFF_CAP_MS = 1500;
export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_CAP_MS, 250 * 2 ** Math.max(0, attempt));
}

export function websocketUrl(loc: { protocol: string; host: string; search?: string }): string {
  // A headless LAN host's owner link (`?owner=KEY`) makes this page the host's own window.
  const owner = new URLSearchParams(loc.search ?? '').get('owner');
  const query = owner ? `?owner=${encodeURIComponent(owner)}` : '';
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws${query}`;
}

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((ev: Event) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
};

export class WebSocketConnection implements ObservableConnection {
  private socket: SocketLike | null = null;
  private readonly messages = new Listeners<HostMessage>();
  private readonly states = new Listeners<ConnectionState>();
  private state_: ConnectionState = 'connecting';
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly outbox: ClientMessage[] = [];
  private closed = false;

  constructor(
    private readonly url: string = websocketUrl(location),
    private readonly makeSocket: (url: string) => SocketLike = (u) => new WebSocket(u),
  ) {
    this.connect();
    // A phone's tab coming back to the front (or a laptop waking) tries at once, not after the
    // back-off it slept through.
    if (typeof document !== 'undefined')
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') this.retryNow();
      });
  }

  /** Drops the wait of a pending reconnect and tries now (the back-off starts over). */
  retryNow(): void {
    if (this.closed || this.state_ !== 'lost' || !this.timer) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.attempt = 0;
    this.connect();
  }

  get state(): ConnectionState {
    return this.state_;
  }

  private setState(s: ConnectionState): void {
    if (this.state_ === s) return;
    this.state_ = s;
    this.states.emit(s);
  }

  private connect(): void {
    if (this.closed) return;
    let socket: SocketLike;
    try {
      socket = this.makeSocket(this.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    const giveUp = setTimeout(() => {
      if (this.socket !== socket || socket.readyState !== 0) return;
      // Let go of it first: its late events must not count.
      socket.onopen = socket.onclose = socket.onmessage = socket.onerror = null;
      socket.close();
      this.dropped();
    }, CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      clearTimeout(giveUp);
      this.attempt = 0;
      socket.send(JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION } satisfies ClientMessage));
      this.setState('open');
      for (const m of this.outbox.splice(0)) socket.send(JSON.stringify(m));
    };
    socket.onmessage = (ev) => {
      let msg: unknown;
      try {
        msg = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (msg && typeof msg === 'object' && typeof (msg as { type?: unknown }).type === 'string') {
        this.messages.emit(msg as HostMessage);
      }
    };
    socket.onclose = () => {
      clearTimeout(giveUp);
      if (this.socket !== socket) return;
      this.dropped();
    };
    socket.onerror = () => {
      // onclose follows and schedules the reconnect.
    };
  }

  private dropped(): void {
    this.socket = null;
    if (this.closed) return;
    this.setState('lost');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.timer) return;
    const delay = backoffMs(this.attempt++);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }

  send(msg: ClientMessage): void {
    const s = this.socket;
    if (s && s.readyState === 1) s.send(JSON.stringify(msg));
    else if (msg.type !== 'hello') this.outbox.push(msg);
  }

  onMessage(h: (m: HostMessage) => void): () => void {
    return this.messages.add(h);
  }

  onState(h: (s: ConnectionState) => void): () => void {
    return this.states.add(h);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.socket?.close();
    this.socket = null;
    this.setState('closed');
  }
}

/** Electron: the preload bridge carries the same messages over IPC. */
export class IpcConnection implements ObservableConnection {
  private readonly messages = new Listeners<HostMessage>();
  private readonly states = new Listeners<ConnectionState>();
  private readonly unsubscribe: () => void;
  private state_: ConnectionState = 'open';

  constructor(private readonly b: SpieltischBridge) {
    this.unsubscribe = b.onMessage((m) => this.messages.emit(m));
    queueMicrotask(() => this.b.hello({ type: 'hello', version: PROTOCOL_VERSION }));
  }

  get state(): ConnectionState {
    return this.state_;
  }

  send(msg: ClientMessage): void {
    // Each message type has its own bridge method (and IPC channel); the host checks it again.
    const method = this.b[msg.type] as ((m: ClientMessage) => void) | undefined;
    method?.(msg);
  }

  onMessage(h: (m: HostMessage) => void): () => void {
    return this.messages.add(h);
  }

  onState(h: (s: ConnectionState) => void): () => void {
    return this.states.add(h);
  }

  close(): void {
    this.unsubscribe();
    this.state_ = 'closed';
    this.states.emit('closed');
  }
}

/** The bridge when the preload provides one, else WebSocket to the page's host. */
export function connect(): ObservableConnection {
  const b = bridge();
  return b ? new IpcConnection(b) : new WebSocketConnection();
}
