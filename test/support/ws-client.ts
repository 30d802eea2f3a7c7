/** A WebSocket client for host tests: an inbox, waiting for a message, and a clean close. */
import WebSocket from 'ws';
import type { ClientMessage, HostMessage } from '../../src/shared/protocol';

export interface TestClient {
  socket: WebSocket;
  inbox: HostMessage[];
  send(message: ClientMessage | Record<string, unknown>): void;
  /** Resolves with the first message (already received or coming) that matches. */
  waitFor(predicate: (m: HostMessage) => boolean, timeoutMs?: number): Promise<HostMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export function openClient(url: string, headers: Record<string, string> = {}): Promise<TestClient> {
  const socket = new WebSocket(url, { headers });
  const inbox: HostMessage[] = [];
  const waiters: { predicate: (m: HostMessage) => boolean; resolve: (m: HostMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as HostMessage;
    inbox.push(message);
    for (const w of [...waiters]) {
      if (w.predicate(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const client: TestClient = {
    socket,
    inbox,
    send: (message) => socket.send(JSON.stringify(message)),
    waitFor(predicate, timeoutMs = 5000) {
      const found = inbox.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such message arrived')), timeoutMs);
        waiters.push({
          predicate,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    closed,
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.terminate();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode })),
    );
    socket.once('error', reject);
  });
}

/** The status an upgrade was refused with, or 101 when it was accepted (and then closed). */
export async function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  try {
    const c = await openClient(url, headers);
    await c.close();
    return 101;
  } catch (err) {
    return (err as { status?: number }).status ?? -1;
  }
}
