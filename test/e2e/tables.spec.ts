/**
 * Several tables at one host, through the real UI: the host's window opens two LAN tables from
 * the menu (Siegel, then 13), each under a tab of the lobby, and finds them again from the menu
 * ("Your tables"). A guest's page shows both tabs, switches to the second by its tab, joins
 * there and takes a seat; the host sees the guest at that table, and the guest, seated, does not
 * wander to the other one. A third person picks the second table from the Join screen's list
 * (one row per table): the page opens at that table (`#table=<id>`).
 * Screenshots: test-results/screenshots/tables-*.png.
 */
import type { Page } from '@playwright/test';
import type { LanTableInfo, OpenTableInfo } from '../../src/shared/protocol';
import { PROTOCOL_VERSION } from '../../src/shared/protocol';
import { expect, resizeTo, shot, shotWhole, test } from './support/app';
import { clickId, disabled, ids, screenOf, tap, textOf, waitForScreen, waitIdle } from './support/ui';
import { startRealHost } from './support/real-host';

// Three pages and a real host: about 40 s alone, over 60 s beside two other specs on two cores.
test.setTimeout(150_000);

/** What the page's global object has that the test reads (this project has no DOM types). */
type PageGlobals = { location: { host: string; hash: string } };

/** The host's open tables as a guest of `page`'s address is told them (its own short connection). */
async function openTables(page: Page): Promise<OpenTableInfo[]> {
  return page.evaluate(
    (version) =>
      new Promise<OpenTableInfo[]>((resolve, reject) => {
        const ws = new WebSocket(`ws://${(globalThis as unknown as PageGlobals).location.host}/ws`);
        ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', version }));
        ws.onerror = () => reject(new Error('no connection'));
        ws.onmessage = (e) => {
          const m = JSON.parse(String(e.data)) as { type: string; tables?: OpenTableInfo[] };
          if (m.type !== 'tables' || !m.tables) return;
          ws.close();
          resolve(m.tables);
        };
      }),
    PROTOCOL_VERSION,
  );
}

async function screenOfBoth(pages: Page[]): Promise<string[]> {
  return Promise.all(pages.map((p) => screenOf(p)));
}

async function shots(pages: [Page, string][], size: { width: number; height: number }): Promise<void> {
  for (const [p, name] of pages) {
    await resizeTo(p, size);
    await shotWhole(p, `tables-${name}-${size.width}x${size.height}`);
  }
}

test('two LAN tables at one host: tabs in the lobby, a guest switches tables by tab and sits at the second; a join from the list opens that table', async ({
  page,
  browser,
}) => {
  let listed: LanTableInfo[] = [];
  const host = await startRealHost({ animationSpeed: 'instant', language: 'en', playerName: 'Ada' }, 0, {
    lan: true,
    // One announcement per table (here: the test's own list of the real tables).
    listed: () => listed,
  });
  const contexts = await Promise.all(
    [0, 1].map(() => browser.newContext({ viewport: { width: 1280, height: 720 } })),
  );
  try {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(host.url);
    await waitForScreen(page, 'menu');
    expect(await ids(page)).not.toContain('menu.tables');

    // The first table: Siegel. The lobby has its tab (the host's window always sees them).
    await clickId(page, 'menu.game.siegel');
    await clickId(page, 'menu.hostLan');
    await waitForScreen(page, 'lobby');
    await expect
      .poll(async () => (await textOf(page, 'lobby.tab.0')) ?? '')
      .toMatch(/Ada's table.*Die sieben Siegel/);
    await expect.poll(() => host.lanPort()).not.toBeNull();
    const lanUrl = `http://127.0.0.1:${host.lanPort()}/`;

    // "Open another table" leads to the menu, which now leads back ("Your tables (1)").
    await clickId(page, 'lobby.another');
    await waitForScreen(page, 'menu');
    await expect.poll(async () => textOf(page, 'menu.tables')).toBe('Your tables (1)');
    await clickId(page, 'menu.game.dreizehn');
    await clickId(page, 'menu.hostLan');
    await waitForScreen(page, 'lobby');
    await expect
      .poll(async () => (await textOf(page, 'lobby.tab.1')) ?? '')
      .toMatch(/Ada's table 2.*13.*lobby/);
    await expect.poll(async () => textOf(page, 'lobby.title')).toBe('LAN table · 13');
    // A seat for a guest at the second table.
    await clickId(page, 'lobby.open.1');
    await expect.poll(async () => (await textOf(page, 'lobby.seat.1')) ?? '').toMatch(/Open for a guest/);

    // Dora's browser: the first table is shown, both tabs to choose; she picks the second.
    const dora = await contexts[0]!.newPage();
    await dora.goto(lanUrl);
    await waitForScreen(dora, 'lobby');
    await expect
      .poll(async () => (await ids(dora)).filter((id) => id.startsWith('lobby.tab.')).sort())
      .toEqual(['lobby.tab.0', 'lobby.tab.1']);
    expect(await ids(dora)).not.toContain('lobby.another');
    await expect.poll(async () => textOf(dora, 'lobby.title')).toBe('LAN table · Die sieben Siegel');
    await clickId(dora, 'lobby.tab.1');
    await expect.poll(async () => textOf(dora, 'lobby.title')).toBe('LAN table · 13');
    await clickId(dora, 'lobby.name');
    await dora.keyboard.press('ControlOrMeta+A');
    await dora.keyboard.type('Dora');
    await dora.keyboard.press('Enter');
    await clickId(dora, 'lobby.join');
    await expect.poll(async () => (await ids(dora)).includes('lobby.sit.1')).toBe(true);
    await clickId(dora, 'lobby.sit.1');
    await expect.poll(async () => (await ids(dora)).includes('lobby.ready')).toBe(true);
    // The host sees Dora at the second table, and its tab counts her.
    await expect.poll(async () => (await textOf(page, 'lobby.seat.1')) ?? '').toMatch(/Dora/);
    await expect.poll(async () => (await textOf(page, 'lobby.tab.1')) ?? '').toMatch(/4\/4 seats/);
    await shots(
      [
        [page, 'host'],
        [dora, 'guest'],
      ],
      { width: 1280, height: 720 },
    );
    await shots(
      [
        [page, 'host'],
        [dora, 'guest'],
      ],
      { width: 1024, height: 640 },
    );
    // Seated, Dora stays at her table: the host says why, in her language.
    await tap(dora, 'lobby.tab.0');
    await expect
      .poll(async () => (await textOf(dora, 'toast')) ?? '')
      .toMatch(/You have a seat at your table/);
    expect(await textOf(dora, 'lobby.title')).toBe('LAN table · 13');

    // The host looks at the first table by its tab and back; from the menu "Your tables (2)".
    await clickId(page, 'lobby.tab.0');
    await expect.poll(async () => textOf(page, 'lobby.title')).toBe('LAN table · Die sieben Siegel');
    await clickId(page, 'lobby.another');
    await waitForScreen(page, 'menu');
    await expect.poll(async () => textOf(page, 'menu.tables')).toBe('Your tables (2)');
    await resizeTo(page, { width: 1280, height: 720 });
    await shotWhole(page, 'tables-menu-1280x720');
    await clickId(page, 'menu.tables');
    await waitForScreen(page, 'lobby');
    await clickId(page, 'lobby.tab.1');
    await expect.poll(async () => (await textOf(page, 'lobby.seat.1')) ?? '').toMatch(/Dora/);

    // Cleo picks the second table from another Spieltisch's Join list: one row per table, and
    // the page opens at the one she chose.
    const tables = await openTables(dora);
    expect(tables.map((t) => t.name)).toEqual(["Ada's table", "Ada's table 2"]);
    listed = tables.map((t) => ({ ...t, url: lanUrl }));
    const second = tables[1]!.id;
    const cleo = await contexts[1]!.newPage();
    await cleo.goto(host.url);
    await waitForScreen(cleo, 'menu');
    await clickId(cleo, 'menu.joinLan');
    await expect
      .poll(async () => (await ids(cleo)).filter((id) => id.startsWith('join.table.')).length)
      .toBe(2);
    await waitIdle(cleo);
    await shot(cleo, 'tables-join-1280x720');
    await clickId(cleo, `join.table.${second}`);
    // The renderer drops the fragment once it has followed it: wait for the other host's page.
    await cleo.waitForURL((url) => url.origin === new URL(lanUrl).origin);
    await waitForScreen(cleo, 'lobby');
    await expect.poll(async () => textOf(cleo, 'lobby.title')).toBe('LAN table · 13');
    // The fragment is followed once: a reload stays where the host has her.
    await expect
      .poll(() => cleo.evaluate(() => (globalThis as unknown as PageGlobals).location.hash))
      .toBe('');

    // Cleo (not seated) looks at the first table; the host closes it: the host's window and
    // Cleo's page keep the lobby, with the table that is left to pick.
    await clickId(cleo, 'lobby.tab.0');
    await expect.poll(async () => textOf(cleo, 'lobby.title')).toBe('LAN table · Die sieben Siegel');
    await clickId(page, 'lobby.tab.0');
    await expect.poll(async () => textOf(page, 'lobby.title')).toBe('LAN table · Die sieben Siegel');
    await clickId(page, 'lobby.close');
    for (const p of [page, cleo]) {
      await expect.poll(async () => (await ids(p)).includes('lobby.pick')).toBe(true);
      await expect.poll(async () => (await textOf(p, 'lobby.tab.0')) ?? '').toMatch(/Ada's table 2/);
      expect(await ids(p)).not.toContain('lobby.tab.1');
    }
    expect(await screenOfBoth([page, cleo])).toEqual(['lobby', 'lobby']);
    await shots(
      [
        [page, 'host-pick'],
        [cleo, 'guest-pick'],
      ],
      { width: 1280, height: 720 },
    );
    await clickId(cleo, 'lobby.tab.0');
    await expect.poll(async () => textOf(cleo, 'lobby.title')).toBe('LAN table · 13');
    await clickId(page, 'lobby.tab.0');
    await expect.poll(async () => textOf(page, 'lobby.title')).toBe('LAN table · 13');

    // The game at the second table starts; Dora leaves the table screen for the lobby and
    // finds the way back.
    await clickId(dora, 'lobby.ready');
    await expect.poll(async () => disabled(page, 'lobby.start')).toBe(false);
    await clickId(page, 'lobby.start');
    for (const p of [page, dora, cleo]) await waitForScreen(p, 'table');
    await clickId(dora, 'table.menu');
    await clickId(dora, 'panel.leave');
    await waitForScreen(dora, 'lobby');
    await expect.poll(async () => (await ids(dora)).includes('lobby.toTable')).toBe(true);
    await shotWhole(dora, 'tables-guest-started-1024x640');
    await clickId(dora, 'lobby.toTable');
    await waitForScreen(dora, 'table');

    // The host goes from the table to its tables without closing it, and comes back.
    await clickId(page, 'table.menu');
    await expect.poll(async () => textOf(page, 'panel.tables')).toBe('Your tables (1)');
    await clickId(page, 'panel.tables');
    await waitForScreen(page, 'lobby');
    await expect.poll(async () => (await ids(page)).includes('lobby.toTable')).toBe(true);
    expect(await screenOf(dora)).toBe('table');
    await clickId(page, 'lobby.toTable');
    await waitForScreen(page, 'table');
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await host.stop();
  }
});
