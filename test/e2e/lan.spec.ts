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
  tap,
  test,
  textOf,
  waitForScreen,
  waitIdle,
} from './support/app';
import { startRealHost } from './support/real-host';
import { clickCard, sceneFacts } from './support/scene';

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

/** Joins the lobby on a guest page: name and code, a seat, ready. */
async function joinAndSit(guest: Page, name: string, code: string, seat: number): Promise<void> {
  await waitForScreen(guest, 'lobby');
  await expect.poll(async () => (await ids(guest)).includes('lobby.join')).toBe(true);
  await clickId(guest, 'lobby.name');
  await guest.keyboard.press('ControlOrMeta+A');
  await guest.keyboard.type(name);
  await guest.keyboard.press('Enter');
  await clickId(guest, 'lobby.codeField');
  await guest.keyboard.type(code);
  await guest.keyboard.press('Enter');
  await clickId(guest, 'lobby.join');
  await expect.poll(async () => (await ids(guest)).includes(`lobby.sit.${seat}`)).toBe(true);
  await clickId(guest, `lobby.sit.${seat}`);
  await expect.poll(async () => (await ids(guest)).includes('lobby.ready')).toBe(true);
  await clickId(guest, 'lobby.ready');
  await expect.poll(async () => textOf(guest, 'lobby.status')).toMatch(/Waiting for Ada to start/);
}

/**
 * One move for the page's own seat if it is asked (predict nothing, give back the first seal,
 * play the first playable card); true when it acted.
 */
async function turn(page: Page): Promise<boolean> {
  const s = await sceneFacts<SiegelFacts>(page, 'siegel');
  if (!s || s.busy) return false;
  // Polls quickly (a round has sixty moves): the step moves on, or the dialog goes.
  const settled = async (done: (f: SiegelFacts) => boolean): Promise<void> => {
    for (let t = 0; t < 1500; t++) {
      const f = await sceneFacts<SiegelFacts>(page, 'siegel');
      if (f && done(f)) return;
      await page.waitForTimeout(20);
    }
    throw new Error('the move did not land');
  };
  if (s.dialog === 'predict') {
    await tap(page, 'confirm');
    await settled((f) => f.dialog !== 'predict');
    return true;
  }
  if (s.dialog === 'return') {
    await tap(
      page,
      (await ids(page)).find((id) => id.startsWith('return:'))!,
    );
    await settled((f) => f.dialog !== 'return');
    return true;
  }
  if (s.phase === 'play' && s.legal.length > 0) {
    await clickCard(page, 'siegel', s.legal[0]!);
    await settled((f) => f.step > s.step);
    return true;
  }
  return false;
}

test('a LAN party: two guests join (one from the list, one by address and code), play a round with the host and a bot; a reload keeps the seat', async ({
  page,
  browser,
}) => {
  let lanUrl = '';
  const host = await startRealHost({ animationSpeed: 'instant', language: 'en', playerName: 'Ada' }, 0, {
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
                taken: 2,
                protected: true,
                url: lanUrl,
              },
            ]
          : [],
      onChange: () => () => undefined,
      stop: () => Promise.resolve(),
    }),
  });
  const contexts = await Promise.all(
    [0, 1].map(() => browser.newContext({ viewport: { width: 1280, height: 800 } })),
  );
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${host.url}?seed=lan1&dealer=3`);
    await waitForScreen(page, 'menu');
    // Ada with three bots (the menu's four players); on the LAN seats 2 and 3 open for guests.
    await clickId(page, 'menu.hostLan');
    await waitForScreen(page, 'lobby');
    await expect.poll(() => host.lanPort()).not.toBeNull();
    lanUrl = `http://127.0.0.1:${host.lanPort()}/`;
    await expect.poll(async () => textOf(page, 'lobby.url')).toBe(`127.0.0.1:${host.lanPort()}`);
    expect(await ids(page)).toContain('lobby.qr');
    await clickId(page, 'lobby.open.1');
    await clickId(page, 'lobby.open.2');
    await expect.poll(async () => textOf(page, 'lobby.startProblem')).toMatch(/Seat 2 is still open/);
    expect(await disabled(page, 'lobby.start')).toBe(true);
    await clickId(page, 'lobby.codeToggle');
    await expect.poll(async () => (await textOf(page, 'lobby.code')) ?? '').toMatch(/^\d{4}$/);
    const code = (await textOf(page, 'lobby.code'))!;
    await waitIdle(page);
    await expectAllOnScreen(page);
    await shot(page, 'lan-host-lobby-1280');

    // Ben finds the table in the list of another Spieltisch (here: the Join screen of a window
    // of this host) and joins; Cleo types the address in her browser.
    const ben = await contexts[0]!.newPage();
    await ben.goto(host.url);
    await waitForScreen(ben, 'menu');
    await clickId(ben, 'menu.joinLan');
    await expect.poll(async () => (await ids(ben)).includes('join.table.party1')).toBe(true);
    await clickId(ben, 'join.table.party1');
    await ben.waitForURL(lanUrl);
    await joinAndSit(ben, 'Ben', code, 1);
    const cleo = await contexts[1]!.newPage();
    await cleo.goto(lanUrl);
    await joinAndSit(cleo, 'Cleo', code, 2);
    await waitIdle(cleo);
    await expectAllOnScreen(cleo);
    await shot(cleo, 'lan-guest-ready-1280');

    await expect.poll(async () => disabled(page, 'lobby.start')).toBe(false);
    await clickId(page, 'lobby.start');
    for (const p of [page, ben, cleo]) await waitForScreen(p, 'table');
    await expect
      .poll(async () => (await sceneFacts<SiegelFacts>(cleo, 'siegel'))?.hand.length ?? 0)
      .toBeGreaterThan(0);
    const hands = await Promise.all(
      [page, ben, cleo].map(async (p) => (await sceneFacts<SiegelFacts>(p, 'siegel'))!.hand),
    );
    expect(new Set(hands.map((h) => h.join())).size).toBe(3);

    // One round: everyone plays their own seat; Cleo reloads in the middle and keeps hers.
    let reloaded = false;
    let moves = 0;
    for (let guard = 0; guard < 2000; guard++) {
      if ((await ids(page)).includes('summary:continue')) break;
      let acted = false;
      for (const p of [page, ben, cleo]) acted = (await turn(p)) || acted;
      if (acted) moves++;
      const cleoFacts = await sceneFacts<SiegelFacts>(cleo, 'siegel');
      if (!reloaded && moves > 12 && cleoFacts && !cleoFacts.busy) {
        reloaded = true;
        const before = cleoFacts.hand;
        await waitIdle(cleo);
        await shot(cleo, 'lan-guest-table-1280');
        await cleo.reload();
        await waitForScreen(cleo, 'table');
        await expect
          .poll(async () => (await sceneFacts<SiegelFacts>(cleo, 'siegel'))?.hand ?? [])
          .toEqual(before);
      }
      if (!acted) await page.waitForTimeout(20);
    }
    expect(reloaded).toBe(true);
    for (const p of [page, ben, cleo])
      await expect
        .poll(async () => (await ids(p)).includes('summary:continue'), { timeout: 30_000 })
        .toBe(true);
    await shot(ben, 'lan-guest-summary-1280');
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
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
