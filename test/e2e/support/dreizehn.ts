/**
 * What the 13 specs share: the menu set up for a 3-player table against `rules` bots, the
 * human's turn (playable cards are marked `legal:card:…`) and clicks on the fanned hand.
 */
import type { Page } from '@playwright/test';
import {
  bounds,
  pressAt,
  chooseRulesBots,
  clickId,
  expect,
  ids,
  stepTo,
  waitForScreen,
  type HookWindow,
  type Rect,
} from './app';

/** Options of the menu: the memory aid on, "first card decides the colour" on. */
export interface DreizehnOptions {
  memoryAid?: boolean;
  firstCard?: boolean;
}

/**
 * From the page's first load to a 3-player 13 table: seat 0 the human, two `rules` bots (they
 * keep the game fast; the menu's default is the search bot).
 */
export async function startDreizehn(page: Page, url: string, o: DreizehnOptions = {}): Promise<void> {
  await page.goto(url);
  await waitForScreen(page, 'menu');
  await clickId(page, 'menu.game.dreizehn');
  if (o.memoryAid) await clickId(page, 'menu.option.memoryAid');
  if (o.firstCard) await clickId(page, 'menu.option.colorRule.next');
  await stepTo(page, 'menu.players', /3/, 'prev', 4);
  await chooseRulesBots(page);
  await clickId(page, 'menu.start');
  await waitForScreen(page, 'table');
}

/** The hand's playable cards now, as `card:…` ids. */
export async function legalCards(page: Page): Promise<string[]> {
  return (await ids(page))
    .filter((id) => id.startsWith('legal:card:'))
    .map((id) => id.slice('legal:'.length));
}

/** Waits until it is the human's turn and the table is still (it then waits for the human). */
export async function myTurn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const h = (globalThis as unknown as HookWindow).__spieltisch;
      return !!h && h.idle() && h.ids().some((id) => id.startsWith('legal:card:'));
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
}

/** Where a fanned card can be taken: on its visible left strip, in the lifted half. */
export function grabPoint(b: Rect): { x: number; y: number } {
  return { x: b.x + Math.min(b.width * 0.25, 24), y: b.y + b.height * 0.3 };
}

/** Clicks a card of the hand where it can be taken. */
export async function clickHandCard(page: Page, cardId: string): Promise<void> {
  const b = await bounds(page, cardId);
  expect(b, cardId).not.toBeNull();
  const p = grabPoint(b!);
  await pressAt(page, p.x, p.y);
}
