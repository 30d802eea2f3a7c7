/** What LAN tests read from their WebSocket clients, and how their clients play. */
import type { HostMessage, LobbyView, TableSnapshot } from '../../src/shared/protocol';
import { rmSync } from 'node:fs';
import { afterEach } from 'vitest';
import type { RunningHost } from '../../src/main/net/headless-server';
import { hello } from './host-clients';
import { openClient, type TestClient } from './ws-client';

/** A client of the WebSocket server on loopback `port` that said hello and was welcomed; kept in `opened` to be closed. */
export async function welcomed(port: number, opened: TestClient[]): Promise<TestClient> {
  const c = await openClient(`ws://127.0.0.1:${port}/ws`);
  opened.push(c);
  c.send(hello);
  await c.waitFor((m) => m.type === 'welcome');
  return c;
}

/** The newest message of a type a client received, or null. */
export function last<T extends HostMessage['type']>(
  c: TestClient,
  type: T,
): Extract<HostMessage, { type: T }> | null {
  for (let i = c.inbox.length - 1; i >= 0; i--) {
    const m = c.inbox[i]!;
    if (m.type === type) return m as Extract<HostMessage, { type: T }>;
  }
  return null;
}

export const lobbyOf = (c: TestClient): LobbyView | null => last(c, 'lobby')?.lobby ?? null;
export const tableOf = (c: TestClient): TableSnapshot | null => last(c, 'table')?.table ?? null;

export async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A move for whoever a client plays, from its snapshot (Siegel's compact prediction made concrete). */
export function moveFor(snap: TableSnapshot): { type: string; [k: string]: unknown } | null {
  if (snap.you === null || !snap.waitingFor.includes(snap.you)) return null;
  const legal = snap.legal.filter((a) => !(a.type === 'predict' && a.seals === undefined));
  if (legal.length > 0) return legal[0]!;
  if (snap.legal.some((a) => a.type === 'predict')) return { type: 'predict', seals: {} };
  return null;
}

/** Every client acts for its own seat (with the step it saw) until `stop` says so or the game ends. */
export async function play(seated: TestClient[], stop: () => boolean = () => false): Promise<void> {
  const acted = new Map<TestClient, number>();
  await until(
    () => {
      if (stop()) return true;
      for (const c of seated) {
        const snap = tableOf(c);
        if (!snap) continue;
        if (snap.result) return true;
        const move = moveFor(snap);
        if (move && acted.get(c) !== snap.step) {
          acted.set(c, snap.step);
          c.send({ type: 'act', action: move, seat: snap.you!, step: snap.step });
        }
      }
      return false;
    },
    'the game to end',
    60_000,
  );
}

/**
 * What a LAN test opens, closed after each test (clients first, then hosts, then folders).
 * Call at the top of the test file.
 */
export function closedAfterEach(): { hosts: RunningHost[]; clients: TestClient[]; dirs: string[] } {
  const opened = { hosts: [] as RunningHost[], clients: [] as TestClient[], dirs: [] as string[] };
  afterEach(async () => {
    await Promise.all(opened.clients.splice(0).map((c) => c.close()));
    await Promise.all(opened.hosts.splice(0).map((h) => h.close()));
    for (const d of opened.dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return opened;
}
