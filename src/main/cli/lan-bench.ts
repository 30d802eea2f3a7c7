/**
 * `npm run bench:lan [-- --json] [--tables N] [--guests M] [--bots K] [--phases N]`
 * A LAN party on loopback: the real headless host as its own process (its LAN server on
 * 127.0.0.1) with N SevenSins tables at once (default 1), M guests (default 6) joining over
 * WebSocket, spread over the tables and taking their seats beside K bots at normal per table
 * (default 0 with one table, 1 with several); every table plays a whole game (13 phases unless
 * --phases) at the same time. Measured: the time from a guest's action to the moment every
 * guest at its table has the new table (p50, p99, max), and the host process's resident memory,
 * sampled every 250 ms (peak). With --json the last line is one JSON object:
 * {tables, guests, botsPerTable, actions, p50Ms, p99Ms, maxMs, rssMb, seconds}.
 * `--challenge N [--deals D]` measures a duplicate challenge of N participants instead (see
 * challengeBench).
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { MAX_LAN_TABLES } from '../../shared/limits';
import {
  PROTOCOL_VERSION,
  type ChallengeView,
  type HostMessage,
  type TableSnapshot,
} from '../../shared/protocol';
import { parseCommand, printJson, usageError } from './args';

const repo = resolve(import.meta.dirname, '../../..');

interface Client {
  socket: WebSocket;
  tableNo: number;
  table: TableSnapshot | null;
  lobby: HostMessage | null;
  /** The host's open tables' ids (the owner's list). */
  tables: string[];
  challenge: ChallengeView | null;
  joined: Promise<void>;
}

function client(port: number, onTable: (c: Client) => void, tableNo = 0): Promise<Client> {
  return new Promise((ready, fail) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    let markJoined: () => void = () => undefined;
    const c: Client = {
      socket,
      tableNo,
      table: null,
      lobby: null,
      tables: [],
      challenge: null,
      joined: new Promise((d) => (markJoined = d)),
    };
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as HostMessage;
      if (m.type === 'table') {
        c.table = m.table;
        onTable(c);
      } else if (m.type === 'lobby') c.lobby = m;
      else if (m.type === 'tables') c.tables = m.tables.map((t) => t.id);
      else if (m.type === 'joined' || m.type === 'challengeJoined') markJoined();
      else if (m.type === 'challenge') c.challenge = m.challenge;
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
    tables: { type: 'string', default: '1' },
    bots: { type: 'string' },
    phases: { type: 'string' },
    challenge: { type: 'string' },
    deals: { type: 'string', default: '1' },
    verbose: { type: 'boolean', default: false },
  });
  if (typeof args === 'number') {
    process.exitCode = args;
    return;
  }
  const tables = Number(args.tables);
  const guests = Number(args.guests);
  const bots = args.bots === undefined ? (tables > 1 ? 1 : 0) : Number(args.bots);
  if (!Number.isInteger(tables) || tables < 1 || tables > MAX_LAN_TABLES) {
    process.exitCode = usageError(`--tables must be 1–${MAX_LAN_TABLES}`);
    return;
  }
  const participants = args.challenge === undefined ? 0 : Number(args.challenge);
  if (!Number.isInteger(participants) || participants < 0) {
    process.exitCode = usageError('--challenge must be a number of participants');
    return;
  }
  const least = Math.floor(guests / tables);
  const most = Math.ceil(guests / tables);
  if (
    !Number.isInteger(guests) ||
    !Number.isInteger(bots) ||
    bots < 0 ||
    least + bots < 3 ||
    most + bots > 7
  ) {
    process.exitCode = usageError('each table needs 3–7 seats: guests per table plus --bots');
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
    if (participants > 0) {
      await challengeBench(owner, participants, Number(args.deals), child.pid!, Boolean(args.json));
      return;
    }
    // Guests spread over the tables (14 on 3: 5, 5, 4), each table with its bots besides.
    const people = Array.from(
      { length: tables },
      (_, t) => Math.floor(guests / tables) + (t < guests % tables ? 1 : 0),
    );
    const ids: string[] = [];
    for (let t = 0; t < tables; t++) {
      owner.socket.send(
        JSON.stringify({
          type: 'hostLan',
          game: 'sevensins',
          seats: [
            ...Array.from({ length: people[t]! }, () => ({ kind: 'open' })),
            ...Array.from({ length: bots }, () => ({ kind: 'bot', level: 'normal' })),
          ],
          options: args.phases ? { phases: Number(args.phases) } : {},
          seed: `bench-lan-${t + 1}`,
          firstDealer: 0,
        }),
      );
      await until(() => owner.tables.length === t + 1 && /:\d+\/$/.test(lobbyUrl(owner)), 'the LAN table');
      ids.push(owner.tables[t]!);
    }
    const lanPort = Number(/:(\d+)\/$/.exec(lobbyUrl(owner))![1]);

    // Latency: from an action sent to the moment every guest of its table holds a later step.
    const latencies: number[] = [];
    const slowest: { ms: number; what: string }[] = [];
    const pending = new Map<number, { step: number; sent: number; waiting: Set<Client>; what: string }>();
    const arrived = (c: Client): void => {
      const p = pending.get(c.tableNo);
      if (p && c.table && c.table.step > p.step) {
        p.waiting.delete(c);
        if (p.waiting.size === 0) {
          const ms = performance.now() - p.sent;
          latencies.push(ms);
          slowest.push({ ms, what: p.what });
          pending.delete(c.tableNo);
        }
      }
    };
    const seatedAt: Client[][] = ids.map(() => []);
    for (let t = 0; t < tables; t++) {
      for (let i = 0; i < people[t]!; i++) {
        const c = await client(lanPort, arrived, t);
        c.socket.send(JSON.stringify({ type: 'join', table: ids[t], name: `Guest ${t + 1}.${i + 1}` }));
        await c.joined;
        c.socket.send(JSON.stringify({ type: 'takeSeat', seat: i }));
        c.socket.send(JSON.stringify({ type: 'ready', ready: true }));
        seatedAt[t]!.push(c);
      }
    }
    await new Promise((r) => setTimeout(r, 200));
    for (const id of ids) {
      owner.socket.send(JSON.stringify({ type: 'watchTable', table: id }));
      owner.socket.send(JSON.stringify({ type: 'startLan' }));
    }
    const started = performance.now();
    let peak = rssMb(child.pid!);
    let actions = 0;
    const sample = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 250);
    /** One table's game: whoever's turn it is plays its first legal move once all saw the last. */
    const play = async (t: number): Promise<void> => {
      const seated = seatedAt[t]!;
      await until(() => seated.every((c) => c.table !== null), 'the table');
      for (;;) {
        await until(() => !pending.has(t), 'every guest to see the last action', 600_000);
        const snaps = seated.map((c) => c.table!);
        if (snaps[0]!.result) return;
        const step = Math.max(...snaps.map((x) => x.step));
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
        pending.set(t, {
          step: snap.step,
          sent: performance.now(),
          waiting: new Set(seated),
          what: `table ${t + 1} step ${snap.step} ${String(snap.legal[0]!.type)}`,
        });
        actor.socket.send(
          JSON.stringify({ type: 'act', action: snap.legal[0], seat: snap.you, step: snap.step }),
        );
        actions++;
      }
    };
    await Promise.all(ids.map((_, t) => play(t)));
    clearInterval(sample);
    peak = Math.max(peak, rssMb(child.pid!));
    const seconds = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const figures = {
      tables,
      guests,
      botsPerTable: bots,
      actions,
      p50Ms: round1(pct(sorted, 0.5)),
      p99Ms: round1(pct(sorted, 0.99)),
      maxMs: round1(sorted.at(-1) ?? 0),
      rssMb: round1(peak),
      seconds: round1(seconds),
    };
    for (const c of [owner, ...seatedAt.flat()]) c.socket.terminate();
    process.stdout.write(
      `LAN party on loopback: ${tables} table(s), ${guests} guests, ${bots} normal bot(s) per table, SevenSins, ` +
        `${actions} guest actions in ${figures.seconds} s\n` +
        `  action to every guest's view at its table: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms (target ≤ 20), max ${figures.maxMs} ms\n` +
        `  host process RSS, peak: ${figures.rssMb} MB (target ≤ ${tables > 1 ? 300 : 200})\n`,
    );
    if (args.verbose) {
      const top = slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
      process.stdout.write(`  slowest: ${top.map((x) => `${round1(x.ms)} ms (${x.what})`).join(', ')}\n`);
    }
    if (args.json) printJson(figures);
  } finally {
    child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * `--challenge N [--deals D]`: a duplicate challenge of SevenSins for 5 (normal bots) with N
 * participants joining over the LAN server, every one playing its deals at once. Measured: the
 * time from a participant's action to its next table, and the host's peak RSS.
 */
async function challengeBench(
  owner: Client,
  n: number,
  deals: number,
  pid: number,
  json: boolean,
): Promise<void> {
  owner.socket.send(
    JSON.stringify({
      type: 'openChallenge',
      game: 'sevensins',
      players: 5,
      deals,
      level: 'normal',
      seed: 'bench',
    }),
  );
  await until(() => (owner.challenge?.urls?.length ?? 0) > 0, 'the challenge on the LAN');
  const lanPort = Number(/:(\d+)\/$/.exec(owner.challenge!.urls![0]!)![1]);
  const latencies: number[] = [];
  const waiting = new Map<Client, { step: number; sent: number }>();
  const arrived = (c: Client): void => {
    const w = waiting.get(c);
    if (w && c.table && c.table.step > w.step) {
      latencies.push(performance.now() - w.sent);
      waiting.delete(c);
    }
  };
  const people: Client[] = [];
  for (let i = 0; i < n; i++) {
    const c = await client(lanPort, arrived);
    c.socket.send(JSON.stringify({ type: 'joinChallenge', name: `Participant ${i + 1}` }));
    await c.joined;
    people.push(c);
  }
  const started = performance.now();
  let peak = rssMb(pid);
  const sample = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  let actions = 0;
  const me = (c: Client): ChallengeView['participants'][number] | undefined =>
    c.challenge?.participants.find((p) => p.participant === c.challenge?.you?.participant);
  const playAll = async (c: Client): Promise<void> => {
    for (let deal = 0; deal < deals; deal++) {
      c.table = null;
      c.socket.send(JSON.stringify({ type: 'challengeDeal' }));
      for (;;) {
        await until(() => !waiting.has(c), 'the next table', 600_000);
        if ((me(c)?.played ?? 0) > deal) break;
        // Read through a cast: the table arrives behind TypeScript's back (it narrowed it to null above).
        const snap = c.table as TableSnapshot | null;
        if (
          !snap ||
          snap.challengeDeal?.deal !== deal ||
          snap.you === null ||
          !snap.waitingFor.includes(snap.you) ||
          snap.legal.length === 0
        ) {
          await new Promise((r) => setTimeout(r, 2));
          continue;
        }
        waiting.set(c, { step: snap.step, sent: performance.now() });
        c.socket.send(
          JSON.stringify({ type: 'act', action: snap.legal[0], seat: snap.you, step: snap.step }),
        );
        actions++;
      }
    }
  };
  await Promise.all(people.map(playAll));
  clearInterval(sample);
  peak = Math.max(peak, rssMb(pid));
  const sorted = [...latencies].sort((a, b) => a - b);
  const figures = {
    participants: n,
    deals,
    actions,
    p50Ms: round1(pct(sorted, 0.5)),
    p99Ms: round1(pct(sorted, 0.99)),
    maxMs: round1(sorted.at(-1) ?? 0),
    rssMb: round1(peak),
    seconds: round1((performance.now() - started) / 1000),
  };
  for (const c of [owner, ...people]) c.socket.terminate();
  process.stdout.write(
    `Duplicate challenge on loopback: ${n} participants, ${deals} deal(s) of SevenSins for 5 against normal bots, ` +
      `${actions} actions in ${figures.seconds} s\n` +
      `  action to the participant's next table: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms\n` +
      `  host process RSS, peak: ${figures.rssMb} MB\n`,
  );
  if (json) printJson(figures);
}

function lobbyUrl(owner: Client): string {
  const lobby = owner.lobby?.type === 'lobby' ? owner.lobby.lobby : null;
  return lobby?.urls?.[0] ?? '';
}

void main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
