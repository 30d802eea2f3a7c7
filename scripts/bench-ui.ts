/**
 * `npm run bench:ui [-- --json] [--game siegel,abyss] [--size 1280x800,1920x1080,390x844@3]
 * [--seconds 12] [--renderer out/renderer]`:
 * the renderer's figures in headless Chromium (software WebGL) against the real headless host —
 * cold start to an interactive menu, frame times (p50/p95) while bots play the busiest stretch of
 * each game (a 5-player Siegel trick with seal hops, a 7-player SevenSins trick, a 6-player Abyss
 * table with figures stepping and scale chips flying, a 6-player 13 with its overflows) at each
 * window size, and the renderer bundle size (gzip). Builds the renderer first if it is missing.
 *
 * Frame time is the time between two animation frames of the page. The app draws on demand
 * (see src/renderer/core/frames.ts), so a frame counts as "drawn" when the app rendered in it;
 * the figures are over drawn frames (the animated ones the issue is about), with all frames
 * alongside. `render` is the script time of one app.render() (scene update and WebGL calls).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import WebSocket from 'ws';
import { printJson } from '../src/main/cli/args';
import { MemorySettingsStore } from '../src/main/host/settings/settings-store';
import { startHeadless } from '../src/main/net/headless-server';
import { PROTOCOL_VERSION } from '../src/shared/protocol';
import type { GameId } from '../src/shared/types';
import { findChromium } from './find-chromium.mjs';

const root = join(import.meta.dirname, '..');

const TARGET_FRAME_MS = 16.7;
/** A frame that kept to one vsync measures 16.6–16.8 ms: timestamps jitter by a fraction of a ms. */
const ONE_VSYNC_MS = 17.2;
const TARGET_COLD_START_MS = 1000;
const TARGET_BUNDLE_GZIP_KB = 500;

/** The busiest table of each game. */
const GAMES: { game: GameId; players: number; what: string }[] = [
  { game: 'siegel', players: 5, what: '5-player Siegel: tricks with seal hops' },
  { game: 'sevensins', players: 7, what: '7-player SevenSins: tricks' },
  { game: 'abyss', players: 6, what: '6-player Abyss: figures stepping, scale chips flying' },
  { game: 'dreizehn', players: 6, what: '6-player 13: plays and overflows' },
];
const NAMES = ['Anna', 'Ben', 'Clara', 'Dirk', 'Emil', 'Frida', 'Gert'];

interface Options {
  json: boolean;
  games: GameId[];
  sizes: Size[];
  seconds: number;
  /** The built renderer to serve (default out/renderer, built first if missing). */
  rendererDir: string;
}

interface Size {
  width: number;
  height: number;
  /** Device pixel ratio; above 1 the page is a phone's (touch, mobile viewport). */
  dpr: number;
}

function parseSize(s: string): Size {
  const m = /^(\d+)x(\d+)(?:@(\d+(?:\.\d+)?))?$/.exec(s);
  if (!m) throw new Error(`--size: ${s} is not WIDTHxHEIGHT or WIDTHxHEIGHT@DPR`);
  return { width: Number(m[1]), height: Number(m[2]), dpr: m[3] ? Number(m[3]) : 1 };
}

/** A page of that size: a phone's (touch, mobile) when its pixel ratio is above 1. */
function pageOf(browser: Browser, size: Size): Promise<Page> {
  const { width, height, dpr } = size;
  return browser.newPage({
    viewport: { width, height },
    deviceScaleFactor: dpr,
    ...(dpr > 1 ? { isMobile: true, hasTouch: true } : {}),
  });
}

function parseArgs(argv: string[]): Options {
  const value = (flag: string): string | undefined => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${flag}=`))?.slice(flag.length + 1);
  };
  const games = (value('--game') ?? GAMES.map((g) => g.game).join(','))
    .split(',')
    .filter(Boolean) as GameId[];
  for (const g of games) {
    if (!GAMES.some((x) => x.game === g))
      throw new Error(`--game: ${g} is not one of ${GAMES.map((x) => x.game).join(', ')}`);
  }
  // WIDTHxHEIGHT, or WIDTHxHEIGHT@DPR for a phone: a touch page with that device pixel ratio.
  const sizes = (value('--size') ?? '1280x800,1920x1080,390x844@3').split(',').map(parseSize);
  const seconds = Number(value('--seconds') ?? 12);
  if (!(seconds > 0)) throw new Error('--seconds must be a positive number');
  const dir = value('--renderer');
  return {
    json: argv.includes('--json'),
    games,
    sizes,
    seconds,
    rendererDir: dir ? resolve(dir) : join(root, 'out', 'renderer'),
  };
}

function bundleSize(rendererDir: string): { files: number; bytes: number; gzip: number } {
  let bytes = 0;
  let gzip = 0;
  let files = 0;
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(js|css|html)$/.test(name)) {
        const data = readFileSync(path);
        files++;
        bytes += data.length;
        gzip += gzipSync(data, { level: 9 }).length;
      }
    }
  };
  walk(rendererDir);
  return { files, bytes, gzip };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const round1 = (x: number): number => Number(x.toFixed(1));

/**
 * CPU time (ms) used so far by the browser's processes (this process's descendants: the GPU
 * process with SwiftShader, the page's renderer, the browser), read from /proc — a figure
 * the machine's load hardly changes, unlike frame times. Null where there is no /proc.
 */
function browserCpuMs(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const parents = new Map<number, number>();
  const times = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command may hold spaces and parentheses: the fields follow the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
      times.set(Number(name), Number(fields[11]) + Number(fields[12]));
    } catch {
      // Gone meanwhile.
    }
  }
  let ticks = 0;
  for (const [pid, t] of times) {
    let p = parents.get(pid);
    while (p !== undefined && p > 1 && p !== process.pid) p = parents.get(p);
    if (p === process.pid) ticks += t;
  }
  return (ticks * 1000) / 100;
}
const load = (): number => round1(loadavg()[0]!);

async function waitForScreen(page: Page, screen: string, idle = false): Promise<void> {
  await page.waitForFunction(
    ([want, needIdle]) => {
      const hook = (globalThis as { __spieltisch?: { screen(): string; idle(): boolean } }).__spieltisch;
      return hook?.screen() === want && (!needIdle || hook.idle());
    },
    [screen, idle] as const,
    { timeout: 60_000, polling: 10 },
  );
}

async function coldStart(
  browser: Browser,
  url: string,
  size: Size = { width: 1280, height: 800, dpr: 1 },
): Promise<{ ms: number; runs: number[]; milestones: Record<string, number>; renderer: string }> {
  // Three times in fresh pages (the first also warms the HTTP cache like a second launch of
  // the app would not, so the median is reported).
  const starts: number[] = [];
  const marks: string[] = [];
  let renderer = 'unknown';
  for (let run = 0; run < 3; run++) {
    const page = await pageOf(browser, size);
    const started = Date.now();
    await page.goto(url);
    await waitForScreen(page, 'menu', true);
    starts.push(Date.now() - started);
    marks.push(
      (await page.evaluate(`JSON.stringify([
        ...performance.getEntriesByType('navigation').map((e) => ['page', e.domContentLoadedEventEnd]),
        ...performance.getEntriesByType('mark').map((e) => [e.name.replace('spieltisch:', ''), e.startTime]),
        ['menu', performance.now()],
      ])`)) as string,
    );
    renderer = (await page.evaluate(`(() => {
      const gl = globalThis.__PIXI_APP__?.renderer?.gl;
      if (!gl) return 'unknown';
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    })()`)) as string;
    await page.close();
  }
  return {
    ms: [...starts].sort((a, b) => a - b)[1]!,
    runs: starts,
    milestones: Object.fromEntries(
      (JSON.parse(marks[1]!) as [string, number][]).map(([k, v]) => [k, Math.round(v)]),
    ),
    renderer,
  };
}

interface FrameFigures {
  game: GameId;
  players: number;
  width: number;
  height: number;
  /** Load average (1 min) of the machine when the stretch ended. */
  load: number;
  frames: number;
  drawnFrames: number;
  p50Ms: number;
  p95Ms: number;
  allP50Ms: number;
  allP95Ms: number;
  renderP50Ms: number;
  renderP95Ms: number;
  /** The browser's CPU time (all its processes) over the stretch, per drawn frame. */
  cpuMsPerDrawnFrame: number | null;
  /**
   * Software WebGL only (core/damage.ts): frames drawn whole, in part, or skipped (nothing
   * changed), and the drawn pixels per drawn frame as a share of the window.
   */
  redraw: {
    whole: number;
    partial: number;
    skipped: number;
    pixelShare: number;
    /** Objects left out of a frame drawn in part, on average. */
    culledPerFrame: number;
  } | null;
  /** Pixels that differ between the partially redrawn window and a whole redraw (must be 0). */
  stalePixels: number | null;
}

/**
 * Bots play a fresh table of `game`, started by a second client; the page follows it as a
 * spectator from the deal on, and every animation frame is timed for `seconds`.
 */
async function frameStretch(
  browser: Browser,
  host: { url: string; port: number },
  spec: (typeof GAMES)[number],
  size: Size,
  seconds: number,
): Promise<FrameFigures> {
  const page = await pageOf(browser, size);
  const socket = new WebSocket(`ws://127.0.0.1:${host.port}/ws`);
  try {
    await page.goto(host.url);
    await waitForScreen(page, 'menu', true);
    if (socket.readyState !== WebSocket.OPEN) await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION }));
    const seats = NAMES.slice(0, spec.players).map((name) => ({ name, kind: 'bot', level: 'rules' }));
    socket.send(
      JSON.stringify({
        type: 'newTable',
        game: spec.game,
        seats,
        options: {},
        firstDealer: 0,
        seed: `bench-ui-${spec.game}`,
      }),
    );
    await waitForScreen(page, 'table');
    const cpuBefore = browserCpuMs();
    // (A string, not a function: tsx would inject helpers the page does not have.)
    const sample = (await page.evaluate(`new Promise((resolve) => {
      const app = globalThis.__PIXI_APP__;
      const renders = [];
      const render = app.render;
      app.render = function (...args) {
        const t0 = performance.now();
        const r = render.apply(this, args);
        renders.push([t0, performance.now() - t0]);
        return r;
      };
      const damage = globalThis.__spieltischDamage;
      const before = damage ? { ...damage.stats } : null;
      const stamps = [];
      const end = performance.now() + ${seconds * 1000};
      const tick = (now) => {
        stamps.push(now);
        if (now < end) requestAnimationFrame(tick);
        else {
          delete app.render;
          const after = damage ? { ...damage.stats } : null;
          const redraw = before && after ? {
            whole: after.whole - before.whole,
            partial: after.partial - before.partial,
            skipped: after.skipped - before.skipped,
            pixels: after.pixels - before.pixels,
            culled: after.culled - before.culled,
          } : null;
          // Partial redraws must leave the same picture as a whole one (core/damage.ts).
          const stale = damage ? damage.stalePixels() : null;
          resolve({ stamps, renders, redraw, stale });
        }
      };
      requestAnimationFrame(tick);
    })`)) as {
      stamps: number[];
      renders: [number, number][];
      redraw: { whole: number; partial: number; skipped: number; pixels: number; culled: number } | null;
      stale: number | null;
    };
    const cpuAfter = browserCpuMs();
    const all: number[] = [];
    const drawn: number[] = [];
    let r = 0;
    const { stamps, renders } = sample;
    for (let i = 1; i < stamps.length; i++) {
      const dt = stamps[i]! - stamps[i - 1]!;
      all.push(dt);
      while (r < renders.length && renders[r]![0] < stamps[i - 1]!) r++;
      if (r < renders.length && renders[r]![0] < stamps[i]!) drawn.push(dt);
    }
    all.sort((a, b) => a - b);
    drawn.sort((a, b) => a - b);
    const renderMs = renders.map(([, ms]) => ms).sort((a, b) => a - b);
    return {
      game: spec.game,
      players: spec.players,
      width: size.width,
      height: size.height,
      load: load(),
      frames: all.length,
      drawnFrames: drawn.length,
      p50Ms: round1(percentile(drawn, 50)),
      p95Ms: round1(percentile(drawn, 95)),
      allP50Ms: round1(percentile(all, 50)),
      allP95Ms: round1(percentile(all, 95)),
      renderP50Ms: round1(percentile(renderMs, 50)),
      renderP95Ms: round1(percentile(renderMs, 95)),
      cpuMsPerDrawnFrame:
        cpuBefore !== null && cpuAfter !== null && drawn.length > 0
          ? round1((cpuAfter - cpuBefore) / drawn.length)
          : null,
      stalePixels: sample.stale,
      redraw: sample.redraw
        ? {
            whole: sample.redraw.whole,
            partial: sample.redraw.partial,
            skipped: sample.redraw.skipped,
            pixelShare: Number(
              (
                sample.redraw.pixels /
                Math.max(1, sample.redraw.whole + sample.redraw.partial) /
                // The damage counts device pixels: the window's are CSS pixels × dpr².
                (size.width * size.height * size.dpr * size.dpr)
              ).toFixed(2),
            ),
            culledPerFrame: Math.round(sample.redraw.culled / Math.max(1, sample.redraw.partial)),
          }
        : null,
    };
  } finally {
    if (socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify({ type: 'leaveTable' }));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    socket.close();
    await page.close();
  }
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const { rendererDir } = opts;
  if (!existsSync(join(rendererDir, 'index.html'))) {
    spawnSync(join(root, 'node_modules', '.bin', 'electron-vite'), ['build'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const executablePath = await findChromium();
  if (!executablePath) throw new Error('No Chromium found (see scripts/find-chromium.mjs).');
  const settings = new MemorySettingsStore({ language: 'en', animationSpeed: 'normal' });
  const host = await startHeadless({
    root: rendererDir,
    settings,
    botDelays: { slow: 250, normal: 250, fast: 250, instant: 250 },
  });
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--mute-audio',
    ],
  });
  const say = (line: string): void => {
    if (!opts.json) process.stdout.write(`${line}\n`);
  };
  try {
    say(`machine load (1 min) at start: ${load()}`);
    const cold = await coldStart(browser, host.url);
    say(`WebGL renderer: ${cold.renderer}`);
    say(
      `cold start to an interactive menu: ${cold.ms} ms, median of ${cold.runs.join(' / ')} (target ≤ ${TARGET_COLD_START_MS})`,
    );
    say(
      `  milestones (ms after navigation): ${Object.entries(cold.milestones)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    const phone = await coldStart(browser, host.url, { width: 390, height: 844, dpr: 3 });
    say(
      `cold start to the menu on a phone (390×844 @3, touch): ${phone.ms} ms, median of ${phone.runs.join(' / ')}`,
    );
    const frames: FrameFigures[] = [];
    for (const size of opts.sizes) {
      say(
        `frame times at ${size.width}×${size.height}${size.dpr > 1 ? ` @${size.dpr}` : ''} over drawn frames (target p95 ≤ ${TARGET_FRAME_MS} ms, one vsync):`,
      );
      for (const game of opts.games) {
        const spec = GAMES.find((g) => g.game === game)!;
        const f = await frameStretch(browser, host, spec, size, opts.seconds);
        frames.push(f);
        say(
          `  ${spec.what.padEnd(54)} p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms ${f.p95Ms <= ONE_VSYNC_MS ? 'ok' : 'OVER'}` +
            ` (${f.drawnFrames} of ${f.frames} frames drawn; all frames p50 ${f.allP50Ms}, p95 ${f.allP95Ms};` +
            ` render script p50 ${f.renderP50Ms}, p95 ${f.renderP95Ms} ms` +
            (f.cpuMsPerDrawnFrame !== null
              ? `; browser CPU ${f.cpuMsPerDrawnFrame} ms per drawn frame`
              : '') +
            (f.redraw
              ? `; redrawn ${f.redraw.whole} whole, ${f.redraw.partial} in part (${Math.round(f.redraw.pixelShare * 100)}% of the window on average, ${f.redraw.culledPerFrame} objects culled), ${f.redraw.skipped} unchanged, ${f.stalePixels} stale pixels`
              : '') +
            `; load ${f.load})`,
        );
      }
    }
    const bundle = bundleSize(opts.rendererDir);
    say(
      `renderer bundle: ${bundle.files} files, ${(bundle.bytes / 1024).toFixed(0)} KB, ${(bundle.gzip / 1024).toFixed(0)} KB gzip (target < ${TARGET_BUNDLE_GZIP_KB} KB)`,
    );
    if (opts.json) {
      printJson({
        renderer: cold.renderer,
        coldStartMs: cold.ms,
        coldStartRunsMs: cold.runs,
        coldStartMilestonesMs: cold.milestones,
        phoneColdStartMs: phone.ms,
        frames,
        bundleFiles: bundle.files,
        bundleBytes: bundle.bytes,
        bundleGzipBytes: bundle.gzip,
      });
    }
  } finally {
    await browser.close();
    await host.close();
  }
}

await main();
