/**
 * One input path: a touch screen whose browser says it is a desktop (a touch laptop, a tablet
 * asking for the desktop site) starts a game by taps; a long press shows a control's tooltip and
 * presses nothing.
 */
import { byTouch, clickId, expect, ids, test, textOf, waitForScreen, bounds } from './support/app';

test('a tap on a touch screen with a desktop user agent starts a game; a long press shows the tooltip', async ({
  browser,
  host,
}) => {
  // Playwright's default user agent is a desktop Chrome's; only the screen is a touch screen.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    hasTouch: true,
    isMobile: false,
  });
  try {
    const page = byTouch(await context.newPage());
    await page.goto(host.url);
    await waitForScreen(page, 'menu');
    expect(await page.evaluate('navigator.userAgent')).not.toMatch(/Mobile|Android|iPhone/);

    // A long press on the rules button shows what hovering shows, and does not open the rules.
    const rules = (await bounds(page, 'menu.rules'))!;
    const cdp = await context.newCDPSession(page);
    const point = { x: rules.x + rules.width / 2, y: rules.y + rules.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await expect.poll(async () => (await ids(page)).includes('tooltip'), { timeout: 5_000 }).toBe(true);
    expect(await textOf(page, 'tooltip')).toMatch(/Siegel/);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // A fixed wait on purpose: letting go must not open the rules, so nothing comes of it to wait for.
    await page.waitForTimeout(400);
    expect(
      await page.evaluate(() =>
        (globalThis as { __spieltisch?: { screen(): string } }).__spieltisch?.screen(),
      ),
    ).toBe('menu');

    await clickId(page, 'menu.game.sevensins');
    await clickId(page, 'menu.start');
    await waitForScreen(page, 'table');
  } finally {
    await context.close();
  }
});
