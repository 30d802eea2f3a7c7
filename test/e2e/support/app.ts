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
import type { TestHook, TestRect as Rect } from '../../../src/shared/scene-facts';

export type { TestRect as Rect } from '../../../src/shared/scene-facts';

/** The page's global object, for functions that run in the page. */
export type HookWindow = { __spieltisch?: TestHook };

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

/**
 * Waits until the page is idle and what it drew has reached the screen: two animation frames on
 * (the browser starts a frame only once the one before is shown). In software rendering a frame
 * of much new art (the menu's card art after a change of language) shows well after it was drawn.
 */
export async function waitPainted(page: Page): Promise<void> {
  await waitIdle(page);
  await page.evaluate(() => {
    const w = globalThis as unknown as { requestAnimationFrame(next: () => void): number };
    return new Promise<void>((done) => w.requestAnimationFrame(() => w.requestAnimationFrame(() => done())));
  });
}

/** Waits until the stage is laid out for the window's size (a resize lands on the next frame). */
export async function laidOut(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (globalThis as unknown as HookWindow).__spieltisch?.laidOut() === true,
    undefined,
    { polling: 50, timeout: 30_000 },
  );
}

/** Resizes the window and waits until the table has been laid out for the new size. */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await laidOut(page);
}

/** Once the page is still: everything is on screen, and its screenshot is taken. */
export async function shotWhole(page: Page, name: string): Promise<void> {
  await waitIdle(page);
  await expectAllOnScreen(page);
  await shot(page, name);
}

/** Both window sizes of the design range: `name-1280.png` and `name-1024.png`. */
export async function bothSizes(page: Page, name: string): Promise<void> {
  await waitIdle(page);
  await shot(page, `${name}-1280`);
  await expectAllOnScreen(page);
  await resizeTo(page, { width: 1024, height: 640 });
  await waitIdle(page);
  await shot(page, `${name}-1024`);
  await expectAllOnScreen(page);
  await resizeTo(page, { width: 1280, height: 800 });
  await waitIdle(page);
}

/**
 * Clicks the centre of an object once it is on screen, with bounds from the current layout
 * (never from one a pending resize is about to replace). No wait afterwards: at a live table
 * the bots keep the scene busy.
 */
export async function tap(page: Page, id: string): Promise<void> {
  const b = await shownAt(page, id);
  await pressAt(page, b.x + b.width / 2, b.y + b.height / 2);
}

/** Pages driven by a finger (a phone's or a touch screen's): their presses are taps. */
const touchPages = new WeakSet<Page>();

/** From now on this page is driven by touch: every press in these helpers is a tap. */
export function byTouch(page: Page): Page {
  touchPages.add(page);
  return page;
}

export function usesTouch(page: Page): boolean {
  return touchPages.has(page);
}

/** A click with the mouse, or a tap with a finger on a touch page. */
export async function pressAt(page: Page, x: number, y: number): Promise<void> {
  if (touchPages.has(page)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** An object's bounds once it is on screen in the current layout. */
async function shownAt(page: Page, id: string): Promise<Rect> {
  await page.waitForFunction(
    (i) => {
      const h = (globalThis as unknown as HookWindow).__spieltisch;
      return !!h && h.laidOut() && h.bounds(i) !== null;
    },
    id,
    { polling: 50, timeout: 30_000 },
  );
  return (await bounds(page, id))!;
}

/** How long a press may take to close what it sits on before it counts as lost (a round trip). */
export const PRESS_ANSWER_MS = 2_000;

/**
 * Clicks a button that closes what it sits on (a summary's Continue) and waits until it has
 * gone. On a busy machine the first click can land while the overlay is being rebuilt; it is
 * clicked again only while it is still there `PRESS_ANSWER_MS` later, so a second click never
 * reaches what follows.
 */
export async function tapUntilGone(page: Page, id: string, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!(await ids(page)).includes(id)) return false;
        await tap(page, id);
        return !(await gone(page, id, PRESS_ANSWER_MS));
      },
      { timeout, message: `${id} closes when clicked` },
    )
    .toBe(false);
}

/** Waits up to `ms` until `id` has left the page; whether it has. */
async function gone(page: Page, id: string, ms: number): Promise<boolean> {
  return page
    .waitForFunction((i) => !(globalThis as unknown as HookWindow).__spieltisch?.ids().includes(i), id, {
      polling: 30,
      timeout: ms,
    })
    .then(
      () => true,
      () => false,
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

/** Whether a control is switched off; null when it is not shown. */
/** Waits until the element `id` reads `text` (a string: exactly; a RegExp: matching). */
export async function expectText(page: Page, id: string, text: string | RegExp): Promise<void> {
  if (typeof text === 'string') await expect.poll(() => textOf(page, id)).toBe(text);
  else await expect.poll(async () => (await textOf(page, id)) ?? '').toMatch(text);
}

/**
 * A confirmation: `button` opens `dialog` (screenshot `shotName`), and Escape closes it again
 * with nothing done.
 */
export async function confirmThenEscape(
  page: Page,
  button: string,
  dialog: string,
  shotName: string,
): Promise<void> {
  await clickId(page, button);
  await expectId(page, dialog);
  await shot(page, shotName);
  await page.keyboard.press('Escape');
  await expectId(page, dialog, false);
}

/** Waits until the element `id` is on the page (or, with `present` false, gone). */
export async function expectId(page: Page, id: string, present = true): Promise<void> {
  await expect.poll(async () => (await ids(page)).includes(id)).toBe(present);
}

export async function disabled(page: Page, id: string): Promise<boolean | null> {
  return page.evaluate((i) => (globalThis as unknown as HookWindow).__spieltisch?.disabled(i) ?? null, id);
}

/** The screen shown now ('' before the renderer is up). */
export async function screenOf(page: Page): Promise<string> {
  return page.evaluate(() => (globalThis as unknown as HookWindow).__spieltisch?.screen() ?? '');
}

/** Clicks an object; `at` is the point inside it as fractions (a fanned card shows its left edge). */
export async function clickId(
  page: Page,
  id: string,
  at: { x: number; y: number } = { x: 0.5, y: 0.5 },
): Promise<void> {
  const b = await shownAt(page, id);
  await pressAt(page, b.x + b.width * at.x, b.y + b.height * at.y);
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
  for (let seat = 1; (await ids(page)).includes(`menu.seat.${seat}.kind`); seat++)
    await stepTo(page, `menu.seat.${seat}.kind`, RULES_BOT, 'prev', 8);
}

/**
 * Steps the stepper `id` with its `prev` or `next` button until its text matches `wanted`
 * (at most `clicks` times), and expects it to match then.
 */
export async function stepTo(
  page: Page,
  id: string,
  wanted: RegExp,
  way: 'prev' | 'next',
  clicks: number,
): Promise<void> {
  for (let k = 0; k < clicks && !wanted.test((await textOf(page, id)) ?? ''); k++)
    await clickId(page, `${id}.${way}`);
  await expect.poll(() => textOf(page, id)).toMatch(wanted);
}
