/**
 * Hosts with a history of finished games, and the replay viewer's test hook (`window.__replay`):
 * the replay and analysis specs start from records in test/fixtures/records kept as the host
 * keeps finished games (a save block with when they ended).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Settings } from '../../../src/shared/settings';
import { clickId, waitForScreen } from './app';
import { startRealHost, type RealHost } from './real-host';

export const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'records');

/** A finished game for the history: its id, the fixture file and when it ended. */
export type HistoryGame = readonly [id: string, file: string, when: string];

export interface HistoryHost {
  host: RealHost & { port: number };
  /** A scratch folder of the test's own, removed by `stop`. */
  dir: string;
  /** The host's saves folder (a host started again on it finds the same games). */
  saves: string;
  /** Stops the host and removes its folder. */
  stop(): Promise<void>;
}

/** The real host (fast animations, English, the player "Ada") with `games` in its history. */
export async function hostWithHistory(
  games: readonly HistoryGame[],
  settings: Partial<Settings> = { animationSpeed: 'fast', language: 'en', playerName: 'Ada' },
): Promise<HistoryHost> {
  const dir = mkdtempSync(join(tmpdir(), 'spieltisch-history-'));
  const saves = join(dir, 'saves');
  mkdirSync(join(saves, 'finished'), { recursive: true });
  for (const [id, file, when] of games) {
    const record = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      join(saves, 'finished', `${id}.json`),
      JSON.stringify({ ...record, save: { updatedAt: when } }),
    );
  }
  const host = await startRealHost(settings, 0, { saves });
  return {
    host,
    dir,
    saves,
    async stop() {
      await host.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `run` on the Replays screen (at 1280×800) of a host with `games` in its history; the host
 * stops afterwards, whatever happens.
 */
export async function atHistory(
  page: Page,
  games: readonly HistoryGame[],
  run: (h: HistoryHost) => Promise<void>,
): Promise<void> {
  const h = await hostWithHistory(games);
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(h.host.url);
    await waitForScreen(page, 'menu');
    await clickId(page, 'menu.replays');
    await waitForScreen(page, 'history');
    await run(h);
  } finally {
    await h.stop();
  }
}

/** The replay viewer's facts (every field of its hook but the owner), or null off the viewer. */
export async function replayFacts<F>(page: Page): Promise<F | null> {
  return page.evaluate(() => {
    const hook = (globalThis as unknown as { __replay?: Record<string, unknown> }).__replay;
    if (!hook) return null;
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(hook)) if (key !== 'owner') copy[key] = hook[key];
    return copy as unknown as F;
  });
}
