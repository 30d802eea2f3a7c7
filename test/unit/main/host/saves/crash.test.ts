/**
 * Crash test with real processes: the headless host plays all-bot tables of every game, is
 * killed with SIGKILL at random moments (mid bot move, mid write), and started again with
 * --resume. Every time, what is on disk extends what the clients were shown, is a prefix of the
 * uninterrupted game, and the resumed host goes on from exactly there; every game ends exactly as
 * the uninterrupted run from the same seed.
 *
 * The host runs from a one-file bundle of src/main/headless.ts (esbuild, ~1 s once) so that a
 * start costs ~0.5 s instead of tsx's ~1.5 s; without esbuild it runs through tsx.
 */
import type { ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSave } from '../../../../../src/main/host/persistence/save-file';
import { PROTOCOL_VERSION, type SeatConfig, type TableEvent } from '../../../../../src/shared/protocol';
import type { GameRecord } from '../../../../../src/shared/record';
import type { GameId } from '../../../../../src/shared/types';
import {
  repo,
  startHeadlessChild,
  tsxHeadless,
  type HeadlessChild,
} from '../../../../support/headless-child';
import { ManualScheduler } from '../../../../support/manual-scheduler';
import { newSession } from '../../../../support/sessions';
import { openClient } from '../../../../support/ws-client';

const work = mkdtempSync(join(tmpdir(), 'spieltisch-crash-'));
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** Kills in all: spread over the games (a game that ends before its share passes the rest on). */
const KILLS = 56;
/** Bots wait this long (ms): slow enough to kill a game 13 times, fast enough to pile up writes. */
const BOT_DELAY = 3;
const GAMES: { game: GameId; players: number; options: Record<string, unknown> }[] = [
  { game: 'siegel', players: 3, options: {} },
  { game: 'dreizehn', players: 3, options: {} },
  { game: 'abyss', players: 4, options: {} },
  // The longest game last: it takes over the kills a shorter game could not take.
  { game: 'sevensins', players: 5, options: {} },
];

/** A small seeded generator for the test's own choices (where to kill), so a failure repeats. */
function chooser(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
}

async function hostCommand(): Promise<string[]> {
  const out = join(work, 'bundle');
  try {
    const { build } = await import('esbuild');
    await build({
      entryPoints: {
        headless: join(repo, 'src/main/headless.ts'),
        'search-worker': join(repo, 'src/main/workers/search-worker.ts'),
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outdir: out,
      external: ['bufferutil', 'utf-8-validate'],
      banner: {
        js: "import { createRequire as crashTestRequire } from 'node:module'; const require = crashTestRequire(import.meta.url);",
      },
      logLevel: 'silent',
    });
    return [join(out, 'headless.js')];
  } catch {
    return tsxHeadless;
  }
}

function seatsFor(players: number): SeatConfig[] {
  return Array.from({ length: players }, (_, i) => ({
    name: `Bot ${i + 1}`,
    kind: 'bot' as const,
    level: i % 2 === 0 ? 'rules' : 'random',
  }));
}

/** The uninterrupted game, played in this process with the same seed. */
async function reference(game: GameId, seats: SeatConfig[], options: Record<string, unknown>, seed: string) {
  const scheduler = new ManualScheduler();
  const session = newSession(game, { seats, options, seed, firstDealer: 1, scheduler });
  session.start();
  await scheduler.drain();
  expect(session.result()).not.toBeNull();
  return JSON.parse(JSON.stringify(session.record)) as GameRecord;
}

/** Step k (1-based) of a record: a deal or an action, as a table announces it. */
function eventsOf(record: GameRecord): TableEvent[] {
  const events: TableEvent[] = [];
  for (const [r, round] of record.rounds.entries()) {
    events.push({ kind: 'deal', round: r, dealer: round.dealer });
    for (const { seat, ...action } of round.actions) events.push({ kind: 'action', seat, action });
  }
  return events;
}

function withoutSave(record: Record<string, unknown>): GameRecord {
  const { save: _save, ...rest } = record;
  return rest as GameRecord;
}

/** `record` is `full` cut after some step: the same rounds and actions up to there. */
function expectPrefix(record: GameRecord, full: GameRecord): void {
  expect(record.rounds.length).toBeLessThanOrEqual(full.rounds.length);
  for (const [r, round] of record.rounds.entries()) {
    const whole = full.rounds[r]!;
    const last = r === record.rounds.length - 1;
    expect(round).toEqual(last ? { ...whole, actions: whole.actions.slice(0, round.actions.length) } : whole);
  }
}

/**
 * What survived the kill, read as the host will read it: the current save; when it is missing
 * (killed between the two renames) the newer sound one of the write in progress and the
 * previous save. Whatever save file exists must be sound: a kill never leaves a torn one.
 */
/** How the kills landed: inside a write (its temporary file left), between its renames. */
const landed = { insideWrite: 0, betweenRenames: 0 };

function onDisk(saves: string): { step: number; record: GameRecord; finished: boolean } | null {
  if (!existsSync(saves)) return null;
  const finished = existsSync(join(saves, 'finished')) ? readdirSync(join(saves, 'finished')) : [];
  if (finished.length > 0) {
    const text = readFileSync(join(saves, 'finished', finished[0]!), 'utf8');
    const read = readSave(text);
    if (!read.ok) throw new Error(`the finished save is damaged: ${read.problem}`);
    return { step: read.save.meta.step, record: read.save.record, finished: true };
  }
  // The list of open tables (.open-tables.json) is no save.
  const names = readdirSync(saves).filter((n) => !n.startsWith('.'));
  expect(names.filter((n) => n.includes('.bad-'))).toEqual([]);
  const ids = new Set(names.map((n) => n.split('.')[0]));
  expect(ids.size).toBeLessThanOrEqual(1);
  const id = [...ids][0];
  if (id === undefined) return null;
  const sound = (name: string) => {
    if (!existsSync(join(saves, name))) return null;
    const read = readSave(readFileSync(join(saves, name), 'utf8'));
    if (!read.ok) throw new Error(`${name} is damaged: ${read.problem}`);
    return { step: read.save.meta.step, record: read.save.record, finished: false };
  };
  const current = sound(`${id}.json`);
  const previous = sound(`${id}.prev.json`);
  if (existsSync(join(saves, `${id}.json.tmp`))) landed.insideWrite++;
  if (current) return current;
  landed.betweenRenames++;
  // Killed between the renames: the write in progress is complete (it was synced before them).
  const partial = sound(`${id}.json.tmp`);
  expect(partial).not.toBeNull();
  return [partial, previous].filter((x) => x !== null).sort((a, b) => b.step - a.step)[0] ?? null;
}

interface Life extends HeadlessChild {
  /** The step the host said it resumed at (`--resume`), or null. */
  resumedAt: number | null;
}

async function startHost(command: string[], data: string, root: string): Promise<Life> {
  const life = await startHeadlessChild(
    command,
    data,
    ['--bot-delay', String(BOT_DELAY), '--port', '0', '--root', root],
    children,
  );
  const resumed = /Resumed the saved game \S+ at step (\d+)/.exec(life.out);
  return { ...life, resumedAt: resumed ? Number(resumed[1]) : null };
}

describe('killed at random moments, the headless host resumes every game exactly', () => {
  it(`${GAMES.length} games, ${KILLS} SIGKILLs in all`, { timeout: 240_000 }, async () => {
    const started = performance.now();
    const command = await hostCommand();
    const root = join(work, 'renderer');
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>crash</title>');
    let kills = 0;
    let starts = 0;
    const pick = chooser(20_250_101);

    for (const { game, players, options } of GAMES) {
      const seats = seatsFor(players);
      const seed = `crash-${game}`;
      const expected = await reference(game, seats, options, seed);
      const events = eventsOf(expected);
      const total = events.length;
      const data = join(work, game);
      const saves = join(data, 'saves');
      let shown = 0; // the highest step any client was shown
      let saved = 0; // the step on disk after the last kill
      let killsHere = 0;
      const gamesLeft = GAMES.length - GAMES.findIndex((g) => g.game === game);
      const share = Math.ceil((KILLS - kills) / gamesLeft);

      for (let life = 0; ; life++) {
        const host = await startHost(command, data, root);
        starts++;
        if (life > 0) {
          // Resumed at once: exactly what was on disk, at least everything shown before the kill.
          expect(host.resumedAt).toBe(saved);
          expect(saved).toBeGreaterThanOrEqual(shown);
        } else {
          expect(host.resumedAt).toBeNull();
        }
        const client = await openClient(`ws://127.0.0.1:${host.port}/ws`);
        const finalLife = killsHere >= share;
        let killAt = Infinity;
        let first = true;
        let over = false;
        let killed = false;
        const done = new Promise<void>((end, fail) => {
          client.socket.on('message', (data) => {
            const m = JSON.parse(String(data));
            if (m.type === 'error') fail(new Error(`host error: ${m.message}`));
            if (m.type !== 'table' || killed) return;
            const step: number = m.table.step;
            try {
              if (first) {
                // The bots went on at once: the first snapshot is at the resumed step or later.
                if (life > 0) expect(step).toBeGreaterThanOrEqual(saved);
                // Somewhere in this game's next stretch (the game's rest split over the kills left).
                const span = Math.max(1, Math.floor((total - step) / (share - killsHere + 1)));
                if (!finalLife) killAt = step + pick(span);
                first = false;
              }
              if (step > 0) {
                const want = events[step - 1]!;
                const got = m.table.event as TableEvent;
                expect(got.kind).toBe(want.kind);
                if (got.kind === 'action' && want.kind === 'action') {
                  expect(got.seat).toBe(want.seat);
                  expect(got.action.type).toBe(want.action.type);
                }
              }
            } catch (err) {
              fail(err);
              return;
            }
            shown = Math.max(shown, step);
            if (m.table.result) {
              over = true;
              end();
            } else if (step >= killAt) {
              killed = true;
              // A moment later still, so that some kills land inside a write or a bot move.
              setTimeout(
                () => {
                  host.child.kill('SIGKILL');
                  end();
                },
                pick(2 * BOT_DELAY),
              );
            }
          });
        });
        client.send({ type: 'hello', version: PROTOCOL_VERSION });
        if (life === 0) {
          client.send({ type: 'newTable', game, seats, options, seed, firstDealer: 1 });
        }
        await done;
        if (over) {
          host.child.kill('SIGTERM');
          await host.exited;
          break;
        }
        await host.exited;
        await client.close();
        kills++;
        killsHere++;
        const disk = onDisk(saves);
        expect(disk).not.toBeNull();
        // Nothing a client was shown is lost; what is on disk is the uninterrupted game so far.
        expect(disk!.step).toBeGreaterThanOrEqual(shown);
        expectPrefix(disk!.record, expected);
        saved = disk!.step;
        if (process.env.CRASH_DEBUG)
          console.log(game, life, { resumedAt: host.resumedAt, killAt, shown, saved, total });
        if (disk!.finished) break;
      }
      const final = onDisk(saves);
      expect(final?.finished).toBe(true);
      expect(withoutSave(final!.record as Record<string, unknown>)).toEqual(expected);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `crash test: ${kills} SIGKILLs (${landed.insideWrite} inside a write, ${landed.betweenRenames} between its renames), ` +
        `${starts} host starts (${command[0]!.endsWith('.js') ? 'bundle' : 'tsx'}), ${seconds.toFixed(1)} s`,
    );
    expect(kills).toBeGreaterThanOrEqual(50);
  });
});
