/** The main menu renders, lets the player set up a table and starts it. */
import { GAME_IDS } from '../../src/shared/types';
import { bounds, clickId, expect, ids, resizeTo, shot, test, waitForScreen } from './support/app';
import { expectText } from './support/ui';
import { startRealHost } from './support/real-host';

test('the menu offers the four games and starts a table request', async ({ page, host }) => {
  await page.goto(host.url);
  await waitForScreen(page, 'menu');
  const visible = await ids(page);
  for (const game of GAME_IDS) expect(visible).toContain(`menu.game.${game}`);
  expect(visible).toContain('menu.start');
  expect(visible).toContain('menu.settings');
  await shot(page, 'menu-siegel');

  // 13 with five players: seats 0–4, seat 0 the human under the player's name.
  await clickId(page, 'menu.game.dreizehn');
  await expectText(page, 'menu.players', /4/);
  await clickId(page, 'menu.players.next');
  await expectText(page, 'menu.players', /5/);
  expect(await ids(page)).toContain('menu.seat.4.kind');
  // The strongest level, two steps up from normal: the Meister (the table speaks German here).
  await clickId(page, 'menu.seat.4.kind.next');
  await clickId(page, 'menu.seat.4.kind.next');
  await expectText(page, 'menu.seat.4.kind', /Meister/);
  await clickId(page, 'menu.option.memoryAid');
  await shot(page, 'menu-dreizehn');
  await clickId(page, 'menu.start');
  await waitForScreen(page, 'table');
  expect(await ids(page)).toContain('table.menu');

  if (host.fake) {
    const request = host.fake.received.find((m) => m.type === 'newTable');
    expect(request).toBeDefined();
    if (request?.type !== 'newTable') throw new Error('no newTable');
    expect(request.game).toBe('dreizehn');
    expect(request.seats).toHaveLength(5);
    expect(request.seats[0]).toEqual({ name: host.fake.settings.playerName, kind: 'human' });
    expect(request.seats.slice(1, 4).every((s) => s.kind === 'bot' && s.level === 'normal')).toBe(true);
    expect(request.seats[4]).toMatchObject({ kind: 'bot', level: 'meister' });
    expect(request.options).toEqual({ colorRule: 'fixed', memoryAid: true });
  }
});

// Siegel and 13 have their own scenes (tested in their specs); SevenSins and Abyss still use
// the generic scene.
for (const game of ['sevensins', 'abyss'] as const) {
  test(`a ${game} table shows seats, hand and status`, async ({ page, host }) => {
    await page.goto(host.url);
    await waitForScreen(page, 'menu');
    await clickId(page, `menu.game.${game}`);
    await shot(page, `menu-${game}`);
    await clickId(page, 'menu.start');
    await waitForScreen(page, 'table');
    const visible = await ids(page);
    expect(visible).toEqual(expect.arrayContaining(['seat.0', 'seat.1', 'seat.2', 'seat.3', 'table.menu']));
    // SevenSins opens with the blind phase: the real host hides your own single card.
    if (game !== 'sevensins' || host.fake) expect(visible.some((id) => id.startsWith('hand.'))).toBe(true);
    await shot(page, `table-${game}`);
    if (game === 'sevensins' && host.fake) {
      // Play a card: it leaves the hand.
      await clickId(page, 'hand.F10', { x: 0.2, y: 0.3 });
      await expect.poll(() => ids(page)).not.toContain('hand.F10');
      await clickId(page, 'table.menu');
      await shot(page, 'table-sevensins-panel');
      await clickId(page, 'panel.leave');
      await waitForScreen(page, 'menu');
    }
  });
}

// The header's buttons stand right of the title at every size and in every language; where
// their labels do not fit (German at 1280 wide) only their icons show.
for (const language of ['de', 'en', 'nl'] as const) {
  test(`the menu header leaves the title free (${language})`, async ({ page }) => {
    const host = await startRealHost({ language });
    try {
      await page.goto(host.url);
      for (const size of [
        { width: 1280, height: 800 },
        { width: 1024, height: 640 },
        { width: 1920, height: 1080 },
      ]) {
        await resizeTo(page, size);
        await waitForScreen(page, 'menu');
        const title = (await bounds(page, 'menu.title'))!;
        expect(title, 'the title is shown').not.toBeNull();
        const buttons = ['replays', 'saves', 'statistics', 'rules', 'settings'];
        let previous = title.x + title.width;
        for (const id of buttons) {
          const b = (await bounds(page, `menu.${id}`))!;
          expect(b.x, `${id} right of what stands before it at ${size.width}`).toBeGreaterThan(previous);
          expect(b.x + b.width).toBeLessThanOrEqual(size.width);
          previous = b.x + b.width;
        }
      }
      await resizeTo(page, { width: 1280, height: 800 });
      await waitForScreen(page, 'menu');
      await shot(page, `menu-header-${language}`);
    } finally {
      await host.stop();
    }
  });
}
