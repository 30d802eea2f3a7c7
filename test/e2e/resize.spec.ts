/** From 1024×640 to 4K every screen keeps all its controls inside the window. */
import type { Page } from '@playwright/test';
import { clickId, shotWhole, test, waitForScreen } from './support/app';

const SIZES = [
  { width: 1024, height: 640 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];

/** The screen at every size in turn: all its controls inside the window, a screenshot each. */
async function atEverySize(page: Page, name: string, sizes: typeof SIZES): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await shotWhole(page, `${name}-${size.width}x${size.height}`);
  }
}

test('resizing keeps everything on screen', async ({ page, host }) => {
  test.setTimeout(420_000);
  // Software rendering at 4K is slow: no transitions, so only the needed frames are drawn.
  if (host.fake) host.fake.settings.animationSpeed = 'instant';
  await page.setViewportSize(SIZES[0]!);
  await page.goto(host.url);
  await waitForScreen(page, 'menu');
  await clickId(page, 'menu.game.sevensins');
  // Seven players: the most seats the menu and the table must fit.
  for (let i = 0; i < 4; i++) await clickId(page, 'menu.players.next');
  await atEverySize(page, 'menu', SIZES);
  await clickId(page, 'menu.settings');
  await waitForScreen(page, 'settings');
  await atEverySize(page, 'settings', [...SIZES].reverse());
  await clickId(page, 'settings.back');
  await waitForScreen(page, 'menu');
  await clickId(page, 'menu.start');
  await waitForScreen(page, 'table');
  await atEverySize(page, 'table', SIZES);
});
