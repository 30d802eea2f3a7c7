/** From 1024×640 to 4K every screen keeps all its controls inside the window. */
import { clickId, expectAllOnScreen, shot, test, waitForScreen, waitIdle } from './support/app';

const SIZES = [
  { width: 1024, height: 640 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];

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
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await waitIdle(page);
    await expectAllOnScreen(page);
    await shot(page, `menu-${size.width}x${size.height}`);
  }
  await clickId(page, 'menu.settings');
  await waitForScreen(page, 'settings');
  for (const size of [...SIZES].reverse()) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await waitIdle(page);
    await expectAllOnScreen(page);
    await shot(page, `settings-${size.width}x${size.height}`);
  }
  await clickId(page, 'settings.back');
  await waitForScreen(page, 'menu');
  await clickId(page, 'menu.start');
  await waitForScreen(page, 'table');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await waitIdle(page);
    await expectAllOnScreen(page);
    await shot(page, `table-${size.width}x${size.height}`);
  }
});
