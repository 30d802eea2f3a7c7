/**
 * Hot-seat through the real UI: Ada and Anna share the computer against a bot at a seeded Siegel
 * table. Before each person's turn a cover hides the whole table and names who should take the
 * device; no card of any hand is on screen while it is up; confirming shows that person's hand.
 * Screenshots: test-results/screenshots/hotseat-*.png.
 */
import type { Page } from '@playwright/test';
import type { SiegelFacts } from '../../src/shared/scene-facts';
import { expect, resizeTo, shot, stepTo, test } from './support/app';
import { clickId, expectId, ids, tap, textOf, waitForScreen, waitIdle } from './support/ui';
import { chooseThreePlayers, tableGame } from './support/scene';

const table = tableGame<SiegelFacts>('siegel');

test.setTimeout(180_000);

/** Whether any card of any hand is on screen. */
async function cardsShown(page: Page): Promise<boolean> {
  return (await ids(page)).some((id) => id.startsWith('card:'));
}

test('the table is covered between two people, then shows the next person their own hand', async ({
  page,
}) => {
  await table.atLiveTable(page, async (url) => {
    await page.goto(`${url}?seed=hotseat1&dealer=2`);
    await waitForScreen(page, 'menu');
    await clickId(page, 'menu.game.siegel');
    await chooseThreePlayers(page);
    // Seat 2 is Anna, a person at this computer; seat 3 a rule-based bot.
    await stepTo(page, 'menu.seat.1.kind', /Person here/, 'next', 8);
    await stepTo(page, 'menu.seat.2.kind', /Rule-based/, 'prev', 8);
    await clickId(page, 'menu.start');
    await waitForScreen(page, 'table');

    // Ada (the dealer's left) predicts first: the cover names her, and no card is shown.
    await expectId(page, 'hotseat.cover');
    expect(await textOf(page, 'hotseat.cover')).toContain('Ada');
    expect(await cardsShown(page)).toBe(false);
    await shot(page, 'hotseat-cover-ada-1280');
    await tap(page, 'hotseat.ready');
    await expect.poll(() => cardsShown(page)).toBe(true);
    await expect.poll(async () => (await table.info(page))?.dialog).toBe('predict');
    const adaHand = (await table.info(page))!.hand;
    await waitIdle(page);
    await shot(page, 'hotseat-ada-1280');
    await tap(page, 'predict:saboteur');

    // Anna's turn: covered again, nothing of Ada's hand (or his) on screen.
    await expectId(page, 'hotseat.cover');
    expect(await textOf(page, 'hotseat.cover')).toContain('Anna');
    expect(await cardsShown(page)).toBe(false);
    await waitIdle(page);
    await shot(page, 'hotseat-cover-anna-1280');
    await resizeTo(page, { width: 1024, height: 640 });
    await waitIdle(page);
    expect(await cardsShown(page)).toBe(false);
    await shot(page, 'hotseat-cover-anna-1024');
    await resizeTo(page, { width: 1280, height: 800 });
    // Enter confirms as well.
    await page.keyboard.press('Enter');
    await expect.poll(() => cardsShown(page)).toBe(true);
    await expect.poll(async () => (await table.info(page))?.dialog).toBe('predict');
    const annaHand = (await table.info(page))!.hand;
    expect(annaHand).not.toEqual(adaHand);
    expect(annaHand.some((c) => adaHand.includes(c))).toBe(false);
    await waitIdle(page);
    await shot(page, 'hotseat-anna-1280');
  });
});
