/**
 * The layout checker's ways into the Siegel and 13 states that bring a dialog or a panel: a
 * lesson walked (as its coach leads it) up to a step — Siegel's return prompt, the round's
 * summary at the end — and a Siegel table whose prediction is made, so the trick, the tray and
 * the racks show.
 */
import type { Page } from '@playwright/test';
import { dreizehnLesson } from '../../../src/main/lessons/dreizehn';
import type { Lesson, LessonStep } from '../../../src/main/lessons/lesson';
import { siegelLesson } from '../../../src/main/lessons/siegel';
import type { SiegelFacts } from '../../../src/shared/scene-facts';
import { chooseRulesBots, clickId, expect, ids, tap, textOf, waitForScreen, waitIdle } from './app';
import { clickHandCard } from './dreizehn';
import { coachMovesOn, moment, pressNext, ringsOf } from './lesson';
import { chooseThreePlayers, clickCard, sceneFacts } from './scene';

type Game = 'siegel' | 'dreizehn';

const LESSONS: Record<Game, Lesson> = { siegel: siegelLesson, dreizehn: dreizehnLesson };

/** The move the coach asks for at `step`, made through the UI as the lesson specs make it. */
async function coachedMove(page: Page, game: Game, step: LessonStep): Promise<void> {
  const all = await ids(page);
  if (game === 'dreizehn') {
    const card = `card:${all.find((i) => i.startsWith('lesson:hand.'))!.slice('lesson:hand.'.length)}`;
    await clickHandCard(page, card);
    if (card.startsWith('card:F4')) {
      const target = all.find((i) => i.startsWith('lesson:target:'))!.slice('lesson:'.length);
      await expect.poll(async () => (await textOf(page, target)) ?? '').toMatch(/→/);
      await clickId(page, target, { x: 0.5, y: 0.3 });
    }
    return;
  }
  const dialog = (await sceneFacts<SiegelFacts>(page, 'siegel'))?.dialog;
  if (dialog === 'predict') {
    for (const plus of ['red', 'red', 'green', 'blue', 'violet']) await tap(page, `predict:${plus}:+`);
    await tap(page, 'confirm');
  } else if (dialog === 'return') await tap(page, 'return:green');
  else
    await clickCard(
      page,
      'siegel',
      ringsOf(step)
        .find((p) => p.startsWith('hand.'))!
        .slice('hand.'.length),
    );
}

/** The game's lesson, walked up to the step `target` (or its end, the round's summary). */
export const tableLessonAt =
  (game: Game, target: string) =>
  async (page: Page): Promise<void> => {
    const lesson = LESSONS[game];
    await clickId(page, `menu.learn.${game}`);
    await waitForScreen(page, 'table');
    for (let guard = 0; guard < 80; guard++) {
      const now = await moment(page, game);
      const step = lesson.steps.find((s) => Object.values(s.text).includes(now.text));
      if (!step) throw new Error(`no step says: ${now.text}`);
      if (step.id === target || now.kind === 'end') {
        await restPointer(page);
        return;
      }
      if (now.kind === 'next') await pressNext(page, now.text);
      else {
        await coachedMove(page, game, step);
        await coachMovesOn(page, now.text);
      }
    }
    throw new Error(`${game}: the lesson never reached ${target}`);
  };

/** A 3-player Siegel table against rule bots past the prediction (no seals): the board in play. */
export async function siegelInPlay(page: Page): Promise<void> {
  await clickId(page, 'menu.game.siegel');
  await chooseThreePlayers(page);
  await chooseRulesBots(page);
  await clickId(page, 'menu.start');
  await waitForScreen(page, 'table');
  await expect.poll(async () => (await sceneFacts<SiegelFacts>(page, 'siegel'))?.dialog).toBe('predict');
  await tap(page, 'confirm');
  await expect
    .poll(async () => (await sceneFacts<SiegelFacts>(page, 'siegel'))?.legal.length ?? 0, { timeout: 30_000 })
    .toBeGreaterThan(0);
  await restPointer(page);
}

/** The pointer off the table (its last tap would leave a hover tooltip over what came next). */
async function restPointer(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await waitIdle(page);
}
