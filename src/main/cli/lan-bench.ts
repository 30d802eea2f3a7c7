/**
 * `npm run bench:lan [-- --json] [--guests N] [--phases N]`
 * A LAN party on loopback: the real headless host as its own process (its LAN server on
 * 127.0.0.1), N guests (default 6) joining over WebSocket, taking every seat of a SevenSins
 * table and playing a whole game (13 phases at 6 players unless --phases). Measured: the time
 * from a guest's action to the moment every guest has the new table (p50, p99, max), and the
 * host process's resident memory, sampled through the game (peak). With --json the last line is
 * one JSON object: {guests, actions, p50Ms, p99Ms, maxMs, rssMb, seconds}.
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { PROTOCOL_VERSION, type HostMessage, type TableSnapshot } from '../../shared/protocol';
import { parseCommand, printJson, usageError } from './args';

const repo = resolve(import.meta.dirname, '../../..');

interface Client {
  socket: WebSocket;
  table: TableSnapshot | null;
  lobby: HostMessage | null;
  joined: Promise<void>;
}

function client(port: number, onTable: (c: Client) => void): Promise<Client> {
  return new Promise((ready, fail) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    let markJoined: () => void = () => undefined;
    const c: Client = { socket, table: null, lobby: null, joined: new Promise((d) => (markJoined = d)) };
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as HostMessage;
      if (m.type === 'table') {
        c.table = m.table;
        onTable(c);
      } else if (m.type === 'lobby') c.lobby = m;
      else if (m.type === 'joined') markJoined();
    });
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION }));
      ready(c);
    });
    socket.once('error', fail);
  });
}

/** Resident memory of a process in MB (Linux: /proc; elsewhere: ps). */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    if (Number.isFinite(kb)) return kb / 1024;
  } catch {
    // Not Linux.
  }
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) / 1024
  );
}

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const round1 = (x: number): number => Math.round(x * 10) / 10;

async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

async function main(): Promise<void> {
  const args = parseCommand(process.argv.slice(2), {
    json: { type: 'boolean', default: false },
    guests: { type: 'string', default: '6' },
    phases: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  });
  if (typeof args === 'number') {
    process.exitCode = args;
    return;
  }
  const guests = Number(args.guests);
  if (!Number.isInteger(guests) || guests < 3 || guests > 7) {
    process.exitCode = usageError('--guests must be 3–7');
    return;
  }
  const work = mkdtempSync(join(tmpdir(), 'spieltisch-bench-lan-'));
  const root = join(work, 'renderer');
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>bench</title>');
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(repo, 'src/main/headless.ts'),
      '--no-open',
      '--data',
      join(work, 'data'),
      '--port',
      '0',
      '--root',
      root,
      '--bot-delay',
      '0',
      '--lan-address',
      '127.0.0.1',
      '--lan-port',
      '0',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, SPIELTISCH_NO_OPEN: '1' } },
  );
  try {
    const port = await new Promise<number>((found) => {
      let out = '';
      child.stdout!.on('data', (d) => {
        out += String(d);
        const m = /running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
        if (m) found(Number(m[1]));
      });
    });
    const owner = await client(port, () => undefined);
    owner.socket.send(
      JSON.stringify({
        type: 'hostLan',
        game: 'sevensins',
        seats: Array.from({ length: guests }, () => ({ kind: 'open' })),
        options: args.phases ? { phases: Number(args.phases) } : {},
        seed: 'bench-lan',
        firstDealer: 0,
      }),
    );
    await until(() => owner.lobby !== null && /:\d+\/$/.test(lobbyUrl(owner)), 'the LAN server');
    const lanPort = Number(/:(\d+)\/$/.exec(lobbyUrl(owner))![1]);

    // Latency: from an action sent to the moment every guest holds a table of a later step.
    let pending: { step: number; sent: number; waiting: Set<Client>; what: string } | null = null;
    const latencies: number[] = [];
    const slowest: { ms: number; what: string }[] = [];
    const arrived = (c: Client): void => {
      if (pending && c.table && c.table.step > pending.step) {
        pending.waiting.delete(c);
        if (pending.waiting.size === 0) {
          const ms = performance.now() - pending.sent;
          latencies.push(ms);
          slowest.push({ ms, what: pending.what });
          pending = null;
        }
      }
    };
    const seated: Client[] = [];
    for (let i = 0; i < guests; i++) {
      const c = await client(lanPort, arrived);
      c.socket.send(JSON.stringify({ type: 'join', name: `Guest ${i + 1}` }));
      await c.joined;
      c.socket.send(JSON.stringify({ type: 'takeSeat', seat: i }));
      c.socket.send(JSON.stringify({ type: 'ready', ready: true }));
      seated.push(c);
    }
    await new Promise((r) => setTimeout(r, 200));
    owner.socket.send(JSON.stringify({ type: 'startLan' }));
    const started = performance.now();
    let peak = rssMb(child.pid!);
    let actions = 0;
    await until(() => seated.every((c) => c.table !== null), 'the table');
    for (;;) {
      await until(() => pending === null, 'every guest to see the last action');
      const tables = seated.map((c) => c.table!);
      if (tables[0]!.result) break;
      const step = Math.max(...tables.map((t) => t.step));
      const actor = seated.find(
        (c) =>
          c.table!.step === step &&
          c.table!.you !== null &&
          c.table!.waitingFor.includes(c.table!.you) &&
          c.table!.legal.length > 0,
      );
      if (!actor) {
        await new Promise((r) => setTimeout(r, 1));
        continue;
      }
      const snap = actor.table!;
      pending = {
        step: snap.step,
        sent: performance.now(),
        waiting: new Set(seated),
        what: `step ${snap.step} ${String(snap.legal[0]!.type)}`,
      };
      actor.socket.send(
        JSON.stringify({ type: 'act', action: snap.legal[0], seat: snap.you, step: snap.step }),
      );
      actions++;
      if (actions % 25 === 0) peak = Math.max(peak, rssMb(child.pid!));
    }
    peak = Math.max(peak, rssMb(child.pid!));
    const seconds = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const figures = {
      guests,
      actions,
      p50Ms: round1(pct(sorted, 0.5)),
      p99Ms: round1(pct(sorted, 0.99)),
      maxMs: round1(sorted.at(-1) ?? 0),
      rssMb: round1(peak),
      seconds: round1(seconds),
    };
    for (const c of [owner, ...seated]) c.socket.terminate();
    process.stdout.write(
      `LAN party on loopback: ${guests} guests, SevenSins, ${actions} actions in ${figures.seconds} s\n` +
        `  action to every guest's view: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms (target ≤ 20), max ${figures.maxMs} ms\n` +
        `  host process RSS, peak: ${figures.rssMb} MB (target ≤ 200)\n`,
    );
    if (args.verbose) {
      const top = slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
      process.stdout.write(`  slowest: ${top.map((t) => `${round1(t.ms)} ms (${t.what})`).join(', ')}\n`);
    }
    if (args.json) printJson(figures);
  } finally {
    child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  }
}

function lobbyUrl(owner: Client): string {
  const lobby = owner.lobby?.type === 'lobby' ? owner.lobby.lobby : null;
  return lobby?.urls?.[0] ?? '';
}

void main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
