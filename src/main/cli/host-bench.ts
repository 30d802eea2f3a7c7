/**
 * `npm run bench:host [-- --json] [--hints N] [--tables N]`
 * What the headless host costs its clients, measured on the real server over loopback sockets:
 * - event-loop delay (p99, max) while three hard bots play and a client asks N hints (each
 *   answered, then played), with the bots and hints in the worker pool as the host runs them,
 *   and for comparison with everything on the event loop (the inline runner);
 * - host RSS growth while 5 clients stop reading and the owner starts N 5-player Siegel tables;
 * - the size of a 5-player Siegel prediction snapshot on the wire.
 * Prints a readable report, or one JSON object with --json.
 */
import { words } from '../../shared/i18n/format';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { HostMessage, TableSnapshot } from '../../shared/protocol';
import { PROTOCOL_VERSION } from '../../shared/protocol';
import { inlineBotRunner, type BotRunner } from '../ai/runner';
import { SearchPool, workerBotRunner } from '../workers/search-pool';
import type { ClientPort } from '../host/host';
import { MemorySettingsStore } from '../host/settings/settings-store';
import { startHeadless } from '../net/headless-server';
import { parseCommand, positiveInteger, printJson, usageError } from './args';
import { finishLag } from './lag-figures';

const zeroDelays = { slow: 0, normal: 0, fast: 0, instant: 0 };

function rendererRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spieltisch-bench-host-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bench</title>');
  return dir;
}

interface LagFigures {
  runner: 'workers' | 'inline';
  hints: number;
  botMoves: number;
  lagP99Ms: number;
  lagMaxMs: number;
  seconds: number;
}

/**
 * One person and three hard bots at 13 (bots pause 0 ms): the person asks for a hint at each
 * of its turns and plays it, until `hints` hints were answered.
 */
async function measureLag(
  runnerKind: 'workers' | 'inline',
  hints: number,
  root: string,
): Promise<LagFigures> {
  const pool = runnerKind === 'workers' ? new SearchPool() : null;
  const runner: BotRunner = pool ? workerBotRunner(pool) : inlineBotRunner;
  const running = await startHeadless({
    root,
    settings: new MemorySettingsStore(),
    botDelays: zeroDelays,
    botRunner: runner,
  });
  const socket = new WebSocket(`ws://127.0.0.1:${running.port}/ws`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let answered = 0;
  let botMoves = 0;
  let table: TableSnapshot | null = null;
  let asked = -1;
  const started = performance.now();
  await new Promise<void>((done, fail) => {
    const send = (m: unknown): void => socket.send(JSON.stringify(m));
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as HostMessage;
      if (m.type === 'error') fail(new Error(words('en', m.message)));
      if (m.type === 'welcome') {
        histogram.enable();
        send({
          type: 'newTable',
          game: 'dreizehn',
          seats: [
            { name: 'Anna', kind: 'human' },
            { name: 'Hard 1', kind: 'bot', level: 'hard' },
            { name: 'Hard 2', kind: 'bot', level: 'hard' },
            { name: 'Hard 3', kind: 'bot', level: 'hard' },
          ],
          options: {},
          firstDealer: 0,
          seed: 'bench-host',
        });
      }
      if (m.type === 'table') {
        if (table && m.table.event.kind === 'action' && m.table.event.seat !== 0) botMoves++;
        table = m.table;
        if (table.result) fail(new Error('the game ended before the hints were asked'));
        if (table.waitingFor.includes(0) && asked !== table.step) {
          asked = table.step;
          send({ type: 'hint' });
        }
      }
      if (m.type === 'hint') {
        answered++;
        if (answered >= hints) done();
        else send({ type: 'act', action: m.action });
      }
    });
    send({ type: 'hello', version: PROTOCOL_VERSION });
  });
  const figures = finishLag(histogram, started, 1);
  socket.terminate();
  await running.close();
  await pool?.close();
  return { runner: runnerKind, hints: answered, botMoves, ...figures };
}

interface SlowReaderFigures {
  pausedClients: number;
  tables: number;
  rssGrowthMb: number;
  predictionSnapshotBytes: number;
}

/** Five clients stop reading; the owner (in process) starts `tables` 5-player Siegel tables. */
async function measureSlowReaders(tables: number, root: string): Promise<SlowReaderFigures> {
  const running = await startHeadless({
    root,
    settings: new MemorySettingsStore(),
    botDelays: zeroDelays,
    messageBudget: { capacity: 1e9, perSecond: 1e9 },
  });
  const paused: WebSocket[] = [];
  for (let i = 0; i < 5; i++) {
    const ws = new WebSocket(`ws://127.0.0.1:${running.port}/ws`);
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION }));
    await new Promise((resolve) => ws.once('message', resolve));
    ws.pause();
    paused.push(ws);
  }
  let last: TableSnapshot | null = null;
  const owner: ClientPort = {
    send: (m) => {
      if (m.type === 'table') last = m.table;
    },
  };
  running.host.connect(owner, 'owner');
  running.host.receive(owner, { type: 'hello', version: PROTOCOL_VERSION });
  const before = process.memoryUsage().rss;
  let peak = before;
  for (let i = 0; i < tables; i++) {
    running.host.receive(owner, {
      type: 'newTable',
      game: 'siegel',
      seats: [
        { name: 'Anna', kind: 'human' },
        ...[1, 2, 3, 4].map((k) => ({ name: `Bot ${k}`, kind: 'bot', level: 'rules' })),
      ],
      options: {},
      firstDealer: 4,
      seed: `slow-${i}`,
    });
    if (i % 50 === 0) {
      peak = Math.max(peak, process.memoryUsage().rss);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  peak = Math.max(peak, process.memoryUsage().rss);
  const bytes = Buffer.byteLength(JSON.stringify({ type: 'table', table: last }));
  for (const ws of paused) ws.terminate();
  await running.close();
  return {
    pausedClients: paused.length,
    tables,
    rssGrowthMb: Math.round((peak - before) / 2 ** 20),
    predictionSnapshotBytes: bytes,
  };
}

async function main(argv: string[]): Promise<number> {
  const args = parseCommand(argv, {
    json: { type: 'boolean', default: false },
    hints: { type: 'string', default: '20' },
    tables: { type: 'string', default: '2000' },
  });
  if (typeof args === 'number') return args;
  const hints = positiveInteger(args.hints);
  const tables = positiveInteger(args.tables);
  if (hints === null) return usageError('--hints must be a positive whole number');
  if (tables === null) return usageError('--tables must be a positive whole number');
  const root = rendererRoot();
  try {
    const workers = await measureLag('workers', hints, root);
    const inline = await measureLag('inline', hints, root);
    const slow = await measureSlowReaders(tables, root);
    if (args.json) {
      printJson({ lag: [workers, inline], slowReaders: slow });
      return 0;
    }
    const out = (line: string): boolean => process.stdout.write(`${line}\n`);
    out('headless host on loopback, 13 with one person and three hard bots (no pause)');
    for (const f of [workers, inline]) {
      out(
        `  bots and hints ${f.runner === 'workers' ? 'in the worker pool' : 'on the event loop'}: ` +
          `event-loop lag p99 ${f.lagP99Ms} ms, max ${f.lagMaxMs} ms ` +
          `(${f.hints} hints, ${f.botMoves} bot moves, ${f.seconds} s)`,
      );
    }
    out(
      `slow readers: ${slow.pausedClients} paused clients, ${slow.tables} 5-player Siegel tables started: ` +
        `host RSS +${slow.rssGrowthMb} MB; a prediction snapshot is ${slow.predictionSnapshotBytes.toLocaleString('en')} bytes`,
    );
    return 0;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    process.stderr.write(`bench:host: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
