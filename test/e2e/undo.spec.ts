/**
 * Undo against bots, through the real UI: at a seeded 3-player Siegel table Ada predicts first
 * (the saboteur), the bots predict after her; Undo (button) brings her prediction back and she
 * predicts again. Once a bot has played a card, Ctrl+Z is refused with the reason in a toast
 * and nothing changes. Screenshots: test-results/screenshots/undo-*.png.
 */
import type { Page } from '@playwright/test';
import type { SiegelFacts } from '../../src/shared/scene-facts';
import { clickId, disabled, expect, ids, shot, tap, test, textOf, waitIdle } from './support/app';
import { tableGame } from './support/scene';

const table = tableGame<SiegelFacts>('siegel');

test.setTimeout(180_000);

/** Shown and switched on. */
const enabled = async (page: Page, id: string): Promise<boolean> => (await disabled(page, id)) === false;

test('take back a prediction, then a refused undo after a card was shown', async ({ page }) => {
  const predicting = async (): Promise<boolean> => {
    const s = await table.info(page);
    return s?.dialog === 'predict' && !s.busy;
  };
  await table.atLiveTable(page, async (url) => {
    // Dealer seat 2: Ada predicts first and leads the first trick.
    await page.goto(`${url}?seed=undo1&dealer=2`);
    await table.startThreePlayers(page);
    await expect.poll(predicting).toBe(true);
    await waitIdle(page);
    expect(await ids(page)).toContain('table.undo');
    expect(await enabled(page, 'table.undo')).toBe(false);
    const first = (await table.info(page))!;

    await tap(page, 'predict:saboteur');
    // The bots predict; then Ada leads: nothing was revealed, so Undo is offered.
    await expect.poll(async () => (await table.info(page))?.phase).toBe('play');
    await expect.poll(() => enabled(page, 'table.undo')).toBe(true);
    await waitIdle(page);
    await shot(page, 'undo-offered-1280');
    await clickId(page, 'table.undo');
    await expect.poll(predicting).toBe(true);
    const again = (await table.info(page))!;
    expect(again.step).toBe(first.step);
    expect(again.hand).toEqual(first.hand);
    expect(await enabled(page, 'table.undo')).toBe(false);
    await waitIdle(page);
    await shot(page, 'undo-done-1280');

    // This time a plain prediction (no seals), then Ada leads a card and the bots follow.
    await tap(page, 'confirm');
    await expect.poll(async () => (await table.info(page))?.phase).toBe('play');
    await expect.poll(async () => (await table.info(page))?.legal.length ?? 0).toBeGreaterThan(0);
    const lead = (await table.info(page))!.legal[0]!;
    await table.clickCard(page, lead);
    // Wait until Ada's card has left her hand and she is to move again (the bots have played
    // after her): only then is the table still until she acts. Polling for an empty trick alone
    // could pass before her click reached the host.
    await expect
      .poll(
        async () => {
          const s = await table.info(page);
          return !!s && !s.hand.includes(lead) && s.legal.length > 0 && !s.busy;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await waitIdle(page);
    const before = (await table.info(page))!;
    expect(await enabled(page, 'table.undo')).toBe(false);
    await page.mouse.click(640, 400);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await textOf(page, 'toast')) ?? '').toMatch(/played a card since/);
    await shot(page, 'undo-refused-1280');
    const after = (await table.info(page))!;
    expect(after.step).toBe(before.step);
    expect(after.hand).toEqual(before.hand);
  });
});
