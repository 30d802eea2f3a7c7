/**
 * What the challenge specs share (challenge.spec, table-words.spec, the layout checker's walk):
 * a SevenSins challenge for three set up from the menu, and taking part by name.
 */
import type { Page } from '@playwright/test';
import { clickId, expect, ids, RULES_BOT, stepTo, textOf, waitForScreen } from './app';
import { chooseThreePlayers } from './scene';

/**
 * From the menu: SevenSins for three, the challenge's form; `atForm` checks the form as it
 * comes, then `deals` deals (the form's 4 kept) against `rules` bots. Not opened yet.
 */
export async function sevenSinsChallengeForm(
  page: Page,
  deals: number,
  atForm?: () => Promise<void>,
): Promise<void> {
  await clickId(page, 'menu.game.sevensins');
  await chooseThreePlayers(page);
  await clickId(page, 'menu.challenge');
  await waitForScreen(page, 'challenge');
  await atForm?.();
  if (deals !== 4) await stepTo(page, 'challenge.setup.deals', new RegExp(`\\b${deals} deals?$`), 'prev', 4);
  await stepTo(page, 'challenge.setup.level', RULES_BOT, 'prev', 8);
}

/**
 * Takes part by name on the challenge screen (null: the name the field holds); `play`: what the
 * play button then says.
 */
export async function takePart(page: Page, name: string | null, play?: string): Promise<void> {
  await waitForScreen(page, 'challenge');
  await expect.poll(async () => (await ids(page)).includes('challenge.join')).toBe(true);
  if (name !== null) {
    await clickId(page, 'challenge.name');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
  }
  await clickId(page, 'challenge.join');
  if (play !== undefined) await expect.poll(async () => textOf(page, 'challenge.play')).toBe(play);
  else await expect.poll(async () => (await ids(page)).includes('challenge.play')).toBe(true);
}
