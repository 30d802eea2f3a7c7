/** The main menu renders, lets the player set up a table and starts it. */
import { GAME_IDS } from '../../src/shared/types';
import { clickId, expect, ids, shot, test, textOf, waitForScreen } from './support/app';

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
  await expect.poll(() => textOf(page, 'menu.players')).toContain('4');
  await clickId(page, 'menu.players.next');
  await expect.poll(() => textOf(page, 'menu.players')).toContain('5');
  expect(await ids(page)).toContain('menu.seat.4.kind');
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
    expect(request.seats.slice(1).every((s) => s.kind === 'bot' && s.level === 'normal')).toBe(true);
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
