/**
 * Helpers for driving the renderer through its test hook (`window.__spieltisch`), and the
 * `host` fixture: the fake host by default, or the real headless host with E2E_HOST=headless.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startFakeHost, type FakeHost } from './fake-host';

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

async function startHeadless(): Promise<{ handle: HostHandle; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'spieltisch-e2e-'));
  const args = [
    'tsx',
    'src/main/headless.ts',
    '--no-open',
    '--port',
    '0',
    '--settings',
    join(dataDir, 'settings.json'),
  ];
  const child = spawn('npx', args, {
    env: { ...process.env, SPIELTISCH_NO_OPEN: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`headless host did not start: ${out}`)), 30_000);
    child.stdout.on('data', (d: Buffer) => {
      out += String(d);
      const m = /(http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.on('exit', (code) => reject(new Error(`headless host exited (${code}): ${out}`)));
  });
  return { handle: { url, fake: null }, stop: () => child.kill('SIGTERM') };
}

export const test = base.extend<{ host: HostHandle }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring
  host: async ({}, use) => {
    if (process.env.E2E_HOST === 'headless') {
      const { handle, stop } = await startHeadless();
      await use(handle);
      stop();
    } else {
      const fake = await startFakeHost();
      await use({ url: fake.url, fake });
      await fake.close();
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
