/**
 * Helpers for driving the renderer through its test hook (`window.__spieltisch`), and the
 * `host` fixture: the real headless host (in-process, bots without delay) by default, or the
 * fake host with E2E_HOST=fake.
 */

import { mkdirSync } from 'node:fs';

import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startFakeHost, type FakeHost } from './fake-host';
import { startRealHost } from './real-host';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Hook {
  bounds(id: string): Rect | null;
  text(id: string): string | null;
  ids(): string[];
  screen(): string;
  idle(): boolean;
}
type HookWindow = { __spieltisch?: Hook };

export interface HostHandle {
  url: string;
  /** Messages the host received (fake host only). */
  fake: FakeHost | null;
}

export const test = base.extend<{ host: HostHandle }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring
  host: async ({}, use) => {
    if (process.env.E2E_HOST === 'fake') {
      const fake = await startFakeHost();
      await use({ url: fake.url, fake });
      await fake.close();
    } else {
      const real = await startRealHost({}, 0);
      await use({ url: real.url, fake: null });
      await real.stop();
    }
  },
});
export { expect };

export const SHOTS = join(process.cwd(), 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

export async function waitForScreen(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const h = (globalThis as unknown as HookWindow).__spieltisch;
      return !!h && h.screen() === n && h.idle();
    },
    name,
    { timeout: 60_000, polling: 100 },
  );
}

export async function waitIdle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (globalThis as unknown as HookWindow).__spieltisch?.idle() === true,
    undefined,
    {
      polling: 100,
      timeout: 60_000,
    },
  );
}

export async function ids(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as HookWindow).__spieltisch?.ids() ?? []);
}

export async function bounds(page: Page, id: string): Promise<Rect | null> {
  return page.evaluate((i) => (globalThis as unknown as HookWindow).__spieltisch?.bounds(i) ?? null, id);
}

export async function textOf(page: Page, id: string): Promise<string | null> {
  return page.evaluate((i) => (globalThis as unknown as HookWindow).__spieltisch?.text(i) ?? null, id);
}

/** Clicks an object; `at` is the point inside it as fractions (a fanned card shows its left edge). */
export async function clickId(
  page: Page,
  id: string,
  at: { x: number; y: number } = { x: 0.5, y: 0.5 },
): Promise<void> {
  await expect.poll(() => bounds(page, id), { message: `${id} is on screen` }).not.toBeNull();
  const b = (await bounds(page, id))!;
  await page.mouse.click(b.x + b.width * at.x, b.y + b.height * at.y);
  await waitIdle(page);
}

/** Every visible interactive object lies inside the viewport (one round trip for all). */
export async function expectAllOnScreen(page: Page): Promise<void> {
  const size = page.viewportSize()!;
  const all = await page.evaluate(() => {
    const h = (globalThis as unknown as HookWindow).__spieltisch;
    return (h?.ids() ?? []).map((id) => ({ id, b: h!.bounds(id) }));
  });
  expect(all.length).toBeGreaterThan(0);
  for (const { id, b } of all) {
    expect(b, id).not.toBeNull();
    expect.soft(b!.x, `${id} left edge`).toBeGreaterThanOrEqual(-0.5);
    expect.soft(b!.y, `${id} top edge`).toBeGreaterThanOrEqual(-0.5);
    expect.soft(b!.x + b!.width, `${id} right edge`).toBeLessThanOrEqual(size.width + 0.5);
    expect.soft(b!.y + b!.height, `${id} bottom edge`).toBeLessThanOrEqual(size.height + 0.5);
  }
}

/** The `rules` bot level's label in each language. */
export const RULES_BOT = /Rule-based|Regelbasiert|Op regels/;

/**
 * Sets every bot seat of the menu to the fast `rules` level through the seat steppers (the
 * menu's default is the slower search bot `normal`). Call after choosing the player count.
 */
export async function chooseRulesBots(page: Page): Promise<void> {
  for (let seat = 1; (await ids(page)).includes(`menu.seat.${seat}.kind`); seat++) {
    const id = `menu.seat.${seat}.kind`;
    for (let k = 0; k < 8 && !RULES_BOT.test((await textOf(page, id)) ?? ''); k++)
      await clickId(page, `${id}.prev`);
    await expect.poll(() => textOf(page, id)).toMatch(RULES_BOT);
  }
}
