/**
 * `npm run bench:save [-- --json] [--dir DIR] [--games N]`
 * What saving after every step costs: a whole SevenSins game at 7 players (the default 12
 * phases) between rule bots that do not pause, saved into DIR (default: a temporary folder;
 * choose one on the disk you care about) exactly as the host saves it:
 * - autosave on the event loop: every call of the table's saver (each step's bookkeeping, and
 *   each write's serialisation and hand-off to the thread pool), p50/p99/max;
 * - time to disk: from a step until it is fsynced and renamed into place (how long its
 *   snapshots wait before they go out), p50/p99/max, and how many steps a write carried;
 * - event-loop lag (monitorEventLoopDelay) over the game with saving on and with saving off;
 * - for comparison, a synchronous write + fsync + renames on the event loop after every step.
 * One warm-up game with saving on runs first (so that no mode pays for compiling the code).
 * Prints a readable report, or one JSON object with --json.
 */
import { words } from '../../shared/i18n/format';
import { closeSync, fsyncSync, mkdtempSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { SeatConfig } from '../../shared/protocol';
import { createRng, rngState } from '../engine/rng';
import { gameById } from '../games';
import { SAVE_VERSION, serializeSave } from '../host/persistence/save-file';
import { FileSaveStore, type SaveStore } from '../host/persistence/save-store';
import { TableSaver, type TableIdentity } from '../host/persistence/saves';
import { TableSession } from '../host/table/table-session';
import { parseCommand, printJson, usageError } from './args';

type Mode = 'off' | 'async' | 'sync';

interface Spread {
  p50: number;
  p99: number;
  max: number;
}

interface GameFigures {
  mode: Mode;
  steps: number;
  writes: number;
  finalBytes: number;
  seconds: number;
  /** On-loop time of the saver per call (async) or of the whole synchronous save per step (sync). */
  saveMs: Spread | null;
  /** From a step to its being on disk (async only). */
  durableMs: Spread | null;
  lagMs: Spread;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: round2(at(0.5)), p99: round2(at(0.99)), max: round2(sorted[sorted.length - 1] ?? 0) };
}

const SEATS: SeatConfig[] = Array.from({ length: 7 }, (_, i) => ({
  name: `Bot ${i + 1}`,
  kind: 'bot' as const,
  level: 'rules',
}));

/** One whole game on the real scheduler (bots without pause), saved as `mode` says. */
async function playGame(mode: Mode, dir: string, seed: string): Promise<GameFigures> {
  const game = gameById('sevensins');
  const rng = createRng(seed);
  const created = TableSession.create({ game, seats: SEATS, options: {}, seed, firstDealer: 0, rng });
  if (!created.ok) throw new Error(words('en', created.reason));
  const session = created.session;
  const identity: TableIdentity = {
    id: `bench-${mode}-${seed}`,
    seed,
    firstDealer: 0,
    seats: SEATS,
    options: game.optionsSchema.parse({}) as Record<string, unknown>,
  };
  const saveMs: number[] = [];
  const durableMs: number[] = [];
  const takenAt = new Map<number, number>();
  let writes = 0;
  let finalBytes = 0;
  let saver: TableSaver | null = null;

  if (mode === 'async') {
    const files = new FileSaveStore(dir);
    // The store as the host uses it, with the completion handler (the saver's next write) timed.
    const store: SaveStore = Object.assign(Object.create(files) as SaveStore, {
      write(id: string, text: string, finished: boolean, done: (error?: Error) => void): void {
        writes++;
        finalBytes = Buffer.byteLength(text);
        files.write(id, text, finished, (error) => {
          const t0 = performance.now();
          done(error);
          saveMs.push(performance.now() - t0);
        });
      },
    });
    const active = new TableSaver(store, identity, session, rng, {
      now: Date.now,
      report: (message) => {
        throw new Error(words('en', message));
      },
    });
    saver = active;
    session.subscribe(() => {
      const t0 = performance.now();
      active.stepped();
      saveMs.push(performance.now() - t0);
    });
  } else if (mode === 'sync') {
    session.subscribe(() => {
      const t0 = performance.now();
      const state = rngState(rng) as [number, number, number, number];
      const text = serializeSave(session.record, {
        version: SAVE_VERSION,
        seed: identity.seed,
        firstDealer: identity.firstDealer,
        seats: identity.seats,
        options: identity.options,
        table: identity.id,
        rng: state,
        step: session.step,
        updatedAt: new Date().toISOString(),
        finished: session.result() !== null,
      });
      writeDurablySync(dir, identity.id, text);
      writes++;
      finalBytes = Buffer.byteLength(text);
      saveMs.push(performance.now() - t0);
    });
  }
  // A client's snapshot after every step, sent once the step is on disk (as the host does).
  session.subscribe(() => {
    const step = session.step;
    session.snapshot(null);
    if (!saver) return;
    takenAt.set(step, performance.now());
    saver.afterSaved(step, () => {
      durableMs.push(performance.now() - (takenAt.get(step) ?? 0));
      takenAt.delete(step);
    });
  });

  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const started = performance.now();
  histogram.enable();
  await new Promise<void>((done) => {
    session.subscribe(() => {
      if (session.result()) done();
    });
    session.start();
  });
  await saver?.idle();
  histogram.disable();
  const seconds = (performance.now() - started) / 1000;
  session.close();
  const ms = (ns: number): number => round2(ns / 1e6);
  return {
    mode,
    steps: session.step,
    writes,
    finalBytes,
    seconds: round2(seconds),
    saveMs: mode === 'off' ? null : spread(saveMs),
    durableMs: mode === 'async' ? spread(durableMs) : null,
    lagMs: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) },
  };
}

/** The write the host does, but synchronously on the event loop (for comparison only). */
function writeDurablySync(dir: string, id: string, text: string): void {
  const partial = join(dir, `${id}.json.tmp`);
  const fd = openSync(partial, 'w');
  writeSync(fd, text);
  fsyncSync(fd);
  closeSync(fd);
  try {
    renameSync(join(dir, `${id}.json`), join(dir, `${id}.prev.json`));
  } catch {
    // the first save has no previous one
  }
  renameSync(partial, join(dir, `${id}.json`));
  try {
    const folder = openSync(dir, 'r');
    fsyncSync(folder);
    closeSync(folder);
  } catch {
    // not on Windows
  }
}

async function main(argv: string[]): Promise<number> {
  const args = parseCommand(argv, {
    json: { type: 'boolean', default: false },
    dir: { type: 'string' },
    games: { type: 'string', default: '1' },
  });
  if (typeof args === 'number') return args;
  const games = Number(args.games);
  if (!Number.isInteger(games) || games < 1) return usageError('--games must be a positive whole number');
  const dir = args.dir ?? mkdtempSync(join(tmpdir(), 'spieltisch-bench-save-'));
  const own = args.dir === undefined;
  try {
    new FileSaveStore(dir).ensure();
    const results: GameFigures[] = [];
    await playGame('async', dir, 'bench-save-warm-up');
    for (let g = 0; g < games; g++) {
      const seed = `bench-save-${g + 1}`;
      for (const mode of ['off', 'async', 'sync'] as const) results.push(await playGame(mode, dir, seed));
    }
    const pool = (mode: Mode, pick: (f: GameFigures) => Spread | null): Spread | null => {
      const all = results.filter((f) => f.mode === mode).map(pick);
      if (all.some((s) => s === null)) return null;
      const spreads = all as Spread[];
      return {
        p50: Math.max(...spreads.map((s) => s.p50)),
        p99: Math.max(...spreads.map((s) => s.p99)),
        max: Math.max(...spreads.map((s) => s.max)),
      };
    };
    const summary = {
      game: 'sevensins',
      players: 7,
      phases: 12,
      games,
      dir,
      autosaveMs: pool('async', (f) => f.saveMs),
      durableMs: pool('async', (f) => f.durableMs),
      lagSavingMs: pool('async', (f) => f.lagMs),
      lagNoSavingMs: pool('off', (f) => f.lagMs),
      syncSaveMs: pool('sync', (f) => f.saveMs),
      lagSyncSavingMs: pool('sync', (f) => f.lagMs),
      targetP99Ms: 5,
      games_: results,
    };
    const { games_: detail, ...head } = summary;
    if (args.json) {
      printJson({ ...head, detail });
      return 0;
    }
    const out = (line: string): boolean => process.stdout.write(`${line}\n`);
    const show = (s: Spread | null): string =>
      s ? `p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms` : '-';
    const first = detail.find((f) => f.mode === 'async') as GameFigures;
    out(
      `SevenSins, 7 rule bots without pause, 12 phases: ${first.steps} steps, ` +
        `final save ${first.finalBytes.toLocaleString('en')} bytes; saves in ${dir}`,
    );
    out(`  autosave on the event loop (per saver call): ${show(head.autosaveMs)}  (target p99 <= 5 ms)`);
    out(
      `  step to disk (fsync + rename; snapshots wait this long): ${show(head.durableMs)}; ` +
        `${first.writes} writes for ${first.steps} steps`,
    );
    out(`  event-loop lag, saving on:  ${show(head.lagSavingMs)}`);
    out(`  event-loop lag, saving off: ${show(head.lagNoSavingMs)}`);
    out(`  for comparison, a synchronous save on the event loop: ${show(head.syncSaveMs)} per step`);
    out(`               and the event-loop lag with it:        ${show(head.lagSyncSavingMs)}`);
    return 0;
  } finally {
    if (own) rmSync(dir, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    process.stderr.write(`bench:save: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
