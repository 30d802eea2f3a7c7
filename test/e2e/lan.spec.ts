/**
 * A LAN party through the real UI, with two browser pages: the host's own window opens the table
 * on the LAN from the menu, opens a seat for a guest in the lobby and sees the join address and
 * QR code; a guest page (the LAN server, where every page is a guest) joins by name, takes the
 * seat and says it is ready; the host starts; both play their own seat. A reload of the guest's
 * page brings it back to its seat with its kept pass. Screenshots: test-results/screenshots/lan-*.png.
 */
import type { Page } from '@playwright/test';
import type { SiegelFacts } from '../../src/shared/scene-facts';
import {
  clickId,
  expect,
  expectAllOnScreen,
  ids,
  shot,
  test,
  textOf,
  waitForScreen,
  waitIdle,
} from './support/app';
import { startRealHost } from './support/real-host';
import { sceneFacts } from './support/scene';

test.setTimeout(180_000);

async function disabled(page: Page, id: string): Promise<boolean | null> {
  return page.evaluate(
    (i) =>
      (
        globalThis as unknown as { __spieltisch: { disabled(id: string): boolean | null } }
      ).__spieltisch.disabled(i),
    id,
  );
}

test('host a LAN table, a guest joins from a browser, takes a seat, and both play; a reload keeps the seat', async ({
  page,
  browser,
}) => {
  const host = await startRealHost({ animationSpeed: 'fast', language: 'en', playerName: 'Ada' }, 0, {
    lan: true,
  });
  const guestContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${host.url}?seed=lan1&dealer=2`);
    await waitForScreen(page, 'menu');
    await clickId(page, 'menu.hostLan');
    await waitForScreen(page, 'lobby');
    await expect.poll(() => host.lanPort()).not.toBeNull();
    const lanUrl = `http://127.0.0.1:${host.lanPort()}/`;
    await expect.poll(async () => textOf(page, 'lobby.url')).toBe(`127.0.0.1:${host.lanPort()}`);
    expect(await ids(page)).toContain('lobby.qr');
    // Every seat but the host's is a bot: open seat 2 for a guest; the start must wait.
    await clickId(page, 'lobby.open.1');
    await expect.poll(async () => textOf(page, 'lobby.startProblem')).toMatch(/Seat 2 is still open/);
    expect(await disabled(page, 'lobby.start')).toBe(true);
    await clickId(page, 'lobby.codeToggle');
    await expect.poll(async () => (await textOf(page, 'lobby.code')) ?? '').toMatch(/^\d{4}$/);
    const code = (await textOf(page, 'lobby.code'))!;
    await waitIdle(page);
    await expectAllOnScreen(page);
    await shot(page, 'lan-host-lobby-1280');

    const guest = await guestContext.newPage();
    await guest.goto(lanUrl);
    await waitForScreen(guest, 'lobby');
    await expect.poll(async () => (await ids(guest)).includes('lobby.join')).toBe(true);
    await clickId(guest, 'lobby.name');
    await guest.keyboard.type('Ben');
    await guest.keyboard.press('Enter');
    await clickId(guest, 'lobby.codeField');
    await guest.keyboard.type(code);
    await guest.keyboard.press('Enter');
    await waitIdle(guest);
    await shot(guest, 'lan-guest-join-1280');
    await clickId(guest, 'lobby.join');
    await expect.poll(async () => (await ids(guest)).includes('lobby.sit.1')).toBe(true);
    await clickId(guest, 'lobby.sit.1');
    await expect.poll(async () => (await ids(guest)).includes('lobby.ready')).toBe(true);
    await clickId(guest, 'lobby.ready');
    await expect.poll(async () => textOf(guest, 'lobby.status')).toMatch(/Waiting for Ada to start/);
    await waitIdle(guest);
    await expectAllOnScreen(guest);
    await shot(guest, 'lan-guest-ready-1280');

    await expect.poll(async () => disabled(page, 'lobby.start')).toBe(false);
    await clickId(page, 'lobby.start');
    await waitForScreen(page, 'table');
    await waitForScreen(guest, 'table');
    await expect
      .poll(async () => (await sceneFacts<SiegelFacts>(guest, 'siegel'))?.hand.length ?? 0)
      .toBeGreaterThan(0);
    const hostHand = (await sceneFacts<SiegelFacts>(page, 'siegel'))!.hand;
    const guestHand = (await sceneFacts<SiegelFacts>(guest, 'siegel'))!.hand;
    expect(guestHand).not.toEqual(hostHand);
    await waitIdle(guest);
    await shot(guest, 'lan-guest-table-1280');

    // A reload: the kept pass brings the guest back to its seat, with its hand.
    await guest.reload();
    await waitForScreen(guest, 'table');
    await expect
      .poll(async () => (await sceneFacts<SiegelFacts>(guest, 'siegel'))?.hand ?? [])
      .toEqual(guestHand);
  } finally {
    await guestContext.close();
    await host.stop();
  }
});

test('the Join screen lists the tables found on the network and opens one as a guest', async ({ page }) => {
  let lanUrl = '';
  const host = await startRealHost({ animationSpeed: 'fast', language: 'en', playerName: 'Ada' }, 0, {
    lan: true,
    // Discovery itself is tested over real sockets (test/unit/net); here the list is the test's.
    browse: () => ({
      tables: () =>
        lanUrl
          ? [
              {
                id: 'party1',
                name: "Ada's table",
                game: 'siegel',
                seats: 4,
                taken: 3,
                protected: false,
                url: lanUrl,
              },
            ]
          : [],
      onChange: () => () => undefined,
      stop: () => Promise.resolve(),
    }),
  });
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(host.url);
    await waitForScreen(page, 'menu');
    await clickId(page, 'menu.hostLan');
    await waitForScreen(page, 'lobby');
    await expect.poll(() => host.lanPort()).not.toBeNull();
    lanUrl = `http://127.0.0.1:${host.lanPort()}/`;
    await clickId(page, 'lobby.open.1');
    await page.goto(host.url);
    await waitForScreen(page, 'menu');
    await clickId(page, 'menu.joinLan');
    await waitForScreen(page, 'join');
    await expect.poll(async () => (await ids(page)).includes('join.table.party1')).toBe(true);
    expect(await textOf(page, 'join.row.party1')).toContain('3 of 4 seats taken');
    await waitIdle(page);
    await expectAllOnScreen(page);
    await shot(page, 'lan-join-1280');
    // A typed address that is not one is refused with a word; the found table opens.
    await clickId(page, 'join.address');
    await page.keyboard.type('not an address at all');
    await page.keyboard.press('Enter');
    await clickId(page, 'join.go');
    await expect
      .poll(async () => (await textOf(page, 'toast')) ?? '')
      .toMatch(/not an address on this network/);
    await clickId(page, 'join.table.party1');
    await page.waitForURL(lanUrl);
    await waitForScreen(page, 'lobby');
    await expect.poll(async () => (await ids(page)).includes('lobby.join')).toBe(true);
  } finally {
    await host.stop();
  }
});
