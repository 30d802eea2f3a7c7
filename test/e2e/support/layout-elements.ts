/** The layout checker's way to SevenSins' final ranking: a one-phase table played to its end. */
import type { Page } from '@playwright/test';
import { chooseRulesBots, clickId, waitForScreen, waitIdle } from './app';
import { chooseThreePlayers, choosePhases, playSevenSinsToRanking } from './scene';

/** A SevenSins table of one phase against rule bots, played to its final ranking. */
export async function sevenSinsRanking(page: Page): Promise<void> {
  await clickId(page, 'menu.game.sevensins');
  await chooseThreePlayers(page);
  await chooseRulesBots(page);
  await choosePhases(page, 1);
  await clickId(page, 'menu.start');
  await waitForScreen(page, 'table');
  await playSevenSinsToRanking(page);
  await waitIdle(page);
}
