/**
 * Discovery between two hosts: two network namespaces made here, joined by a veth pair
 * (10.77.0.1/24 and 10.77.0.2/24) and nothing else, so no packet can leave them. The announcer
 * runs in one and the browsers in the other, as child processes, with the app's defaults: all
 * interfaces, the broadcast port 47810 and the broadcast address computed from the interface
 * (10.77.0.255). The namespaces are deleted afterwards whatever happened.
 *
 * Needs root and iproute2 (`ip netns`); elsewhere the test is skipped and says why.
 */
import { spawn, execFileSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoundTable, TableAd } from '../../../../../src/main/net/discovery';
import { PROTOCOL_VERSION } from '../../../../../src/shared/protocol';

const tag = `${process.pid % 100_000}`;
const NS = { host: `stdisc${tag}h`, guest: `stdisc${tag}g` };
const VETH = { host: `sdv${tag}h`, guest: `sdv${tag}g` }; // interface names: at most 15 characters
const HOST_ADDRESS = '10.77.0.1';
const CHILD = fileURLToPath(new URL('../../../../support/discovery-netns-child.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));

const ip = (...args: string[]): string => execFileSync('ip', args, { encoding: 'utf8', stdio: 'pipe' });

/** Why namespaces cannot be used here, or null when they can. */
function unavailable(): string | null {
  if (process.platform !== 'linux') return 'network namespaces need Linux';
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  const probe = `stdisc${tag}p`;
  try {
    ip('netns', 'add', probe);
  } catch (error) {
    return `cannot create a network namespace with \`ip netns add\` (${(error as Error).message.split('\n')[0]})`;
  }
  ip('netns', 'del', probe);
  return null;
}

const reason = unavailable();
if (reason) console.warn(`discovery-netns: skipped, ${reason}`);

function deleteNamespaces(): void {
  // Deleting a namespace destroys its end of the veth pair, and with it the other end.
  for (const ns of Object.values(NS)) {
    try {
      ip('netns', 'del', ns);
    } catch {
      // not there (never made, or already gone)
    }
  }
}

interface Peer {
  events: Record<string, unknown>[];
  send(command: Record<string, unknown>): void;
  waitFor(
    predicate: (event: Record<string, unknown>) => boolean,
    what: string,
  ): Promise<Record<string, unknown>>;
  process: ChildProcessWithoutNullStreams;
}

const peers: Peer[] = [];

function startPeer(ns: string, mode: 'announce' | 'browse', argument: unknown): Peer {
  const child = spawn(
    'ip',
    ['netns', 'exec', ns, process.execPath, '--import', 'tsx', CHILD, mode, JSON.stringify(argument)],
    {
      cwd: ROOT,
    },
  );
  const events: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  createInterface({ input: child.stdout }).on('line', (line) => {
    events.push(JSON.parse(line) as Record<string, unknown>);
    for (const wake of [...waiters]) wake();
  });
  const peer: Peer = {
    events,
    process: child,
    send: (command) => child.stdin.write(`${JSON.stringify(command)}\n`),
    waitFor: (predicate, what) =>
      new Promise((resolve, reject) => {
        const check = (): boolean => {
          const event = events.find(predicate);
          if (event) {
            cleanup();
            resolve(event);
          }
          return event !== undefined;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `${mode} in ${ns}: no ${what} within 15 s; events ${JSON.stringify(events)}; ${stderr}`,
            ),
          );
        }, 15_000);
        const cleanup = (): void => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = (): void => void check();
        waiters.add(wake);
        check();
      }),
  };
  peers.push(peer);
  return peer;
}

describe.skipIf(reason !== null)('discovery between two network namespaces', () => {
  beforeAll(() => {
    deleteNamespaces();
    ip('netns', 'add', NS.host);
    ip('netns', 'add', NS.guest);
    ip('link', 'add', VETH.host, 'type', 'veth', 'peer', 'name', VETH.guest);
    for (const side of ['host', 'guest'] as const) {
      const ns = NS[side];
      ip('link', 'set', VETH[side], 'netns', ns);
      ip('-n', ns, 'addr', 'add', side === 'host' ? `${HOST_ADDRESS}/24` : '10.77.0.2/24', 'dev', VETH[side]);
      ip('-n', ns, 'link', 'set', 'lo', 'up');
      ip('-n', ns, 'link', 'set', VETH[side], 'up');
      // A LAN host sends multicast along its default route; these namespaces have none.
      ip('-n', ns, 'route', 'add', '224.0.0.0/4', 'dev', VETH[side]);
    }
  });

  afterAll(async () => {
    for (const peer of peers) {
      if (peer.process.exitCode === null) peer.process.kill('SIGKILL');
    }
    await Promise.all(
      peers.map((peer) =>
        peer.process.exitCode === null && peer.process.signalCode === null
          ? new Promise((resolve) => peer.process.once('exit', resolve))
          : undefined,
      ),
    );
    deleteNamespaces();
    expect(ip('netns', 'list')).not.toContain(NS.host);
  });

  it('finds a table over mDNS and over the broadcast fallback, follows it and sees it go', async () => {
    const ad: TableAd = {
      id: `ns${randomUUID().slice(0, 8)}`,
      name: 'Tisch im Keller',
      game: 'siegel',
      seats: 5,
      taken: 2,
      protected: true,
      port: 41_234,
      version: PROTOCOL_VERSION,
    };
    // Expiry far away: the table must go because it said so, not because it fell silent.
    const browsers = startPeer(NS.guest, 'browse', [
      { label: 'mdns', options: { broadcast: false, mdnsExpireMs: 60_000 } },
      { label: 'broadcast', options: { mdns: false, expireMs: 60_000 } },
      { label: 'both', options: { expireMs: 60_000, mdnsExpireMs: 60_000 } },
    ]);
    await browsers.waitFor((e) => e.event === 'ready', 'browsers ready');
    const host = startPeer(NS.host, 'announce', ad);
    expect(await host.waitFor((e) => e.event === 'ready', 'announcer ready')).toMatchObject({
      broadcast: ['10.77.0.255'],
    });

    const listed = (label: string, check: (tables: FoundTable[]) => boolean) =>
      browsers.waitFor(
        (e) => e.event === 'tables' && e.label === label && check(e.tables as FoundTable[]),
        `${label} list`,
      );
    const has = (taken: number, via: string[]) => (tables: FoundTable[]) =>
      tables.length === 1 &&
      tables[0].id === ad.id &&
      tables[0].taken === taken &&
      tables[0].address === HOST_ADDRESS &&
      JSON.stringify(tables[0].via) === JSON.stringify(via);

    const seen = await Promise.all([
      listed('mdns', has(2, ['mdns'])),
      listed('broadcast', has(2, ['broadcast'])),
      listed('both', has(2, ['mdns', 'broadcast'])),
    ]);
    for (const event of seen) expect((event.tables as FoundTable[])[0]).toMatchObject(ad);

    host.send({ cmd: 'update', ad: { ...ad, taken: 3 } });
    await Promise.all([
      listed('mdns', has(3, ['mdns'])),
      listed('broadcast', has(3, ['broadcast'])),
      listed('both', has(3, ['mdns', 'broadcast'])),
    ]);

    host.send({ cmd: 'stop' });
    await host.waitFor((e) => e.event === 'stopped', 'announcer stopped');
    const empty = (tables: FoundTable[]) => tables.length === 0;
    await Promise.all([listed('mdns', empty), listed('broadcast', empty), listed('both', empty)]);

    browsers.send({ cmd: 'stop' });
    await browsers.waitFor((e) => e.event === 'stopped', 'browsers stopped');
    const errors = [...host.events, ...browsers.events].filter((e) => e.event === 'error');
    expect(errors).toEqual([]);
  }, 30_000);
});
