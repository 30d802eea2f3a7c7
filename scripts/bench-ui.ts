/**
 * `npm run bench:ui [-- --json]`: the renderer's figures in headless Chromium against the real
 * headless host — cold start to an interactive menu, frame times (p50/p95) during a busy
 * animated stretch (a 5-player Siegel table of bots playing tricks with seal returns), and the
 * renderer bundle size (gzip). Builds the renderer first if it is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import WebSocket from 'ws';
import { MemorySettingsStore } from '../src/main/host/settings-store';
import { startHeadless } from '../src/main/net/headless-server';
import { PROTOCOL_VERSION } from '../src/shared/protocol';
import { findChromium } from './find-chromium.mjs';

const root = join(import.meta.dirname, '..');
const rendererDir = join(root, 'out', 'renderer');
const json = process.argv.includes('--json');

function bundleSize(): { files: number; bytes: number; gzip: number } {
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

async function main(): Promise<void> {
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
  try {
    // Cold start, three times in fresh pages (the first also warms the HTTP cache like a
    // second launch of the app would not, so the median is reported).
    const starts: number[] = [];
    const marks: string[] = [];
    let page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    for (let run = 0; run < 3; run++) {
      if (run > 0) {
        await page.close();
        page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      }
      const started = Date.now();
      await page.goto(host.url);
      await page.waitForFunction(
        () => {
          const hook = (globalThis as { __spieltisch?: { screen(): string; idle(): boolean } }).__spieltisch;
          return hook?.screen() === 'menu' && hook.idle();
        },
        undefined,
        { timeout: 60_000, polling: 10 },
      );
      starts.push(Date.now() - started);
      marks.push(
        (await page.evaluate(`JSON.stringify([
          ...performance.getEntriesByType('navigation').map((e) => ['page', e.domContentLoadedEventEnd]),
          ...performance.getEntriesByType('mark').map((e) => [e.name.replace('spieltisch:', ''), e.startTime]),
          ['menu', performance.now()],
        ])`)) as string,
      );
    }
    const coldStartMs = [...starts].sort((a, b) => a - b)[1]!;
    const renderer = (await page.evaluate(`(() => {
      const gl = globalThis.__PIXI_APP__?.renderer?.gl;
      if (!gl) return 'unknown';
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    })()`)) as string;

    // A table of five bots, started by a second client; the page follows it as a spectator.
    const socket = new WebSocket(`ws://127.0.0.1:${host.port}/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION }));
    const seats = ['Anna', 'Ben', 'Clara', 'Dirk', 'Emil'].map((name) => ({
      name,
      kind: 'bot',
      level: 'rules',
    }));
    socket.send(
      JSON.stringify({
        type: 'newTable',
        game: 'siegel',
        seats,
        options: {},
        firstDealer: 0,
        seed: 'bench-ui',
      }),
    );
    await page.waitForFunction(
      () => (globalThis as { __spieltisch?: { screen(): string } }).__spieltisch?.screen() === 'table',
      undefined,
      { timeout: 30_000 },
    );
    // Predictions, then tricks with flights, trick slides and seal hops: sample every frame.
    // (A string, not a function: tsx would inject helpers the page does not have.)
    const frames = (await page.evaluate(`new Promise((resolve) => {
      const out = [];
      let last = performance.now();
      const end = last + 10000;
      const tick = (now) => {
        out.push(now - last);
        last = now;
        if (now < end) requestAnimationFrame(tick);
        else resolve(out);
      };
      requestAnimationFrame(tick);
    })`)) as number[];
    socket.close();
    const sorted = frames.slice(1).sort((a, b) => a - b);
    const bundle = bundleSize();
    const figures = {
      renderer,
      coldStartMs,
      coldStartRunsMs: starts,
      coldStartMilestonesMs: Object.fromEntries(
        (JSON.parse(marks[1]!) as [string, number][]).map(([k, v]) => [k, Math.round(v)]),
      ),
      frames: sorted.length,
      frameP50Ms: Number(percentile(sorted, 50).toFixed(1)),
      frameP95Ms: Number(percentile(sorted, 95).toFixed(1)),
      bundleFiles: bundle.files,
      bundleBytes: bundle.bytes,
      bundleGzipBytes: bundle.gzip,
    };
    if (json) process.stdout.write(`${JSON.stringify(figures)}\n`);
    else {
      process.stdout.write(
        [
          `WebGL renderer: ${figures.renderer}`,
          `cold start to an interactive menu: ${figures.coldStartMs} ms, median of ${starts.join(' / ')} (target ≤ 1500)`,
          `  milestones (ms after navigation): ${Object.entries(figures.coldStartMilestonesMs)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`,
          `frame time during a 5-player Siegel stretch: p50 ${figures.frameP50Ms} ms, p95 ${figures.frameP95Ms} ms over ${figures.frames} frames (target p95 ≤ 16.7)`,
          `renderer bundle: ${figures.bundleFiles} files, ${(figures.bundleBytes / 1024).toFixed(0)} KB, ${(figures.bundleGzipBytes / 1024).toFixed(0)} KB gzip (target ≤ 1536 KB)`,
        ].join('\n') + '\n',
      );
    }
  } finally {
    await browser.close();
    await host.close();
  }
}

await main();
