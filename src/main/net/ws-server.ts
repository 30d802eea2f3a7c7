/**
 * The WebSocket side of the protocol, on the same HTTP server that serves the renderer
 * (path /ws). Messages are JSON; anything unreadable is answered with an error and the
 * connection stays up. Oversized frames close the connection (ws's maxPayload, and a guest's
 * smaller limit).
 *
 * What a network peer cannot do here:
 * - connect from a foreign web page, or through a foreign host name (DNS rebinding): the
 *   upgrade is refused unless Host and Origin are the host's own (see origin.ts);
 * - open connections without end: past MAX_CONNECTIONS a connection is told so and closed (a
 *   few a second), any more upgrades are refused (503);
 * - grow the host's memory by not reading: a client's snapshots are coalesced while its send
 *   buffer is full (only the newest matters: each one is the whole table), and a client whose
 *   buffer still passes HARD_BUFFER_BYTES is closed.
 */
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { msg } from '../../shared/i18n/message';
import type { HostMessage } from '../../shared/protocol';
import type { ClientPort, ClientRole, ConnectionGate } from '../host/host';
import { MAX_CONNECTIONS } from '../../shared/limits';
import { TokenBucket } from '../host/connection/rate-limit';
import { isLoopbackAddress, type OriginPolicy } from './origin';
import { TEXT_PLAIN } from './static-server';

/** A guest's messages are small (moves, lobby); a larger one closes the connection (1009). */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * The host's own window may send a record file to replay (up to MAX_RECORD_BYTES of text, a
 * little more once escaped as JSON); ws cuts off anything larger before it is read.
 */
export const MAX_OWNER_MESSAGE_BYTES = 3 * 1024 * 1024;
/** The host's connection limit (sized with the other limits in shared/limits.ts). */
export { MAX_CONNECTIONS };
/**
 * Past MAX_CONNECTIONS up to this many connections (refilled one a second) are let in only to be
 * told why they are turned away (a browser cannot read the HTTP status of a refused upgrade, so
 * its page would wait for ever) and closed at once; beyond that an upgrade gets HTTP 503, so a
 * flood still costs next to nothing.
 */
export const TURN_AWAY_MARGIN = 16;
/** The close code of a connection turned away by the limit (RFC 6455: try again later). */
export const TRY_AGAIN_LATER = 1013;
/** Above this many unsent bytes a client's snapshots wait (the newest replaces the older). */
export const SOFT_BUFFER_BYTES = 256 * 1024;
/** Above this a client is not reading at all: it is closed. */
export const HARD_BUFFER_BYTES = 4 * 1024 * 1024;
/** Every this often each connection is pinged; one that did not answer the last ping is dead. */
export const HEARTBEAT_MS = 15_000;

export interface WebSocketOptions {
  policy: OriginPolicy;
  /** Who a connection is: by default the machine itself is the owner, anyone else a guest. */
  roleOf?: (request: IncomingMessage) => ClientRole;
  maxConnections?: number;
  /** Ping interval (tests use a short one). */
  heartbeatMs?: number;
}

/** The default: the host's own pages on this machine are the owner; the LAN gets guests. */
export function roleByAddress(request: IncomingMessage): ClientRole {
  return isLoopbackAddress(request.socket.remoteAddress) ? 'owner' : 'guest';
}

/** Why an upgrade request is refused, or null when it may connect. */
export function upgradeRefusal(
  request: Pick<IncomingMessage, 'url' | 'headers'>,
  policy: OriginPolicy,
  connections: number,
  maxConnections: number,
): { status: number } | null {
  const path = (request.url ?? '').split('?')[0];
  // Not found; a name this host does not answer to (DNS rebinding); a page of another origin; full.
  if (path !== '/ws') return { status: 404 };
  if (!policy.allowsHost(request.headers.host)) return { status: 421 };
  if (!policy.allowsOrigin(request.headers.origin)) return { status: 403 };
  if (connections >= maxConnections) return { status: 503 };
  return null;
}

/** Refuses an upgrade with a plain HTTP status (its standard reason phrase is all a browser sees). */
function refuseUpgrade(socket: Duplex, status: number): void {
  const reason = STATUS_CODES[status] ?? String(status);
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: ${TEXT_PLAIN}\r\n` + // not-words: HTTP
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** A connection past the limit: the page hears why (its guest sees it in their language), then it closes. */
function turnAway(ws: WebSocket, max: number): void {
  const message: HostMessage = {
    type: 'refused',
    rule: 'host-full',
    reason: msg('app.limit.host-full', { max }),
  };
  ws.send(JSON.stringify(message), () => ws.close(TRY_AGAIN_LATER, 'host-full'));
  setTimeout(() => ws.terminate(), 2000).unref();
}

export function attachWebSocket(
  server: Server,
  host: ConnectionGate,
  options: WebSocketOptions,
): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_OWNER_MESSAGE_BYTES });
  const max = options.maxConnections ?? MAX_CONNECTIONS;
  const turnAways = new TokenBucket({ capacity: TURN_AWAY_MARGIN, perSecond: 1 }, Date.now);
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    // Full: a few are let in to be told so (a bucket, so a flood still meets the 503).
    const full = wss.clients.size >= max;
    const politely = full && turnAways.take();
    const refusal = upgradeRefusal(request, options.policy, politely ? 0 : wss.clients.size, max);
    if (refusal) {
      if (politely) turnAways.refund();
      refuseUpgrade(socket, refusal.status);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (full) turnAway(ws, max);
      else wss.emit('connection', ws, request);
    });
  });
  // Heartbeats: a guest whose machine went to sleep or lost the network sends no close frame; a
  // missed pong ends the connection, so its seat shows as away and its token can come back.
  const alive = new WeakMap<WebSocket, boolean>();
  const beat = setInterval(() => {
    for (const socket of wss.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  beat.unref();
  wss.on('close', () => clearInterval(beat));
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    const port = new SocketPort(socket);
    const role = (options.roleOf ?? roleByAddress)(request);
    const disconnect = host.connect(port, role);
    socket.on('message', (data: Buffer, isBinary) => {
      if (role !== 'owner' && data.length > MAX_MESSAGE_BYTES) {
        socket.close(1009, 'message-too-big');
        return;
      }
      if (isBinary) {
        host.receiveUnreadable(port, msg('host.conn.binary'));
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(data));
      } catch {
        host.receiveUnreadable(port, msg('host.conn.notJson'));
        return;
      }
      host.receive(port, parsed);
    });
    socket.on('close', disconnect);
    socket.on('error', () => {
      disconnect();
      socket.terminate();
    });
  });
  return wss;
}

/** Messages each of which replaces the one of its type before (the newest state of something). */
const REPLACING = new Set<HostMessage['type']>(['table', 'tables', 'lobby']);

/**
 * One client's sending side. Table snapshots are the big, frequent messages and each replaces
 * the one before (as do the table list and the lobby), so while the socket's buffer is full only
 * the newest of each waits; other messages (refusals, hints, errors) always go, and a client that
 * stops reading is closed.
 */
class SocketPort implements ClientPort {
  private readonly waiting = new Map<HostMessage['type'], string>();

  constructor(private readonly socket: WebSocket) {}

  send(message: HostMessage): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    const data = JSON.stringify(message);
    if (REPLACING.has(message.type) && this.socket.bufferedAmount > SOFT_BUFFER_BYTES) {
      // Waiting anew: it goes after whatever waited before it.
      this.waiting.delete(message.type);
      this.waiting.set(message.type, data);
      return;
    }
    this.write(data);
  }

  close(reason: string): void {
    this.socket.close(1008, reason.slice(0, 120));
    // A client that floods may not read its close frame either.
    setTimeout(() => this.socket.terminate(), 1000).unref();
  }

  private write(data: string): void {
    if (this.socket.bufferedAmount + data.length > HARD_BUFFER_BYTES) {
      this.waiting.clear();
      this.socket.terminate();
      return;
    }
    this.socket.send(data, () => this.drained());
  }

  /** Called as each write leaves the buffer: send what waits once there is room. */
  private drained(): void {
    if (this.waiting.size === 0 || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > SOFT_BUFFER_BYTES) return;
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const data of waiting) this.write(data);
  }
}
