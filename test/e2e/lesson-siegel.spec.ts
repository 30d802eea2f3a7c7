/**
 * Learn to play Die sieben Siegel, in English, through the real UI against the real host: the
 * menu tile opens the lesson; at every step of the coach the spec finds the step by its words,
 * checks that each ring lands on the element the step names (the ring's bounds against the
 * element's, via the test hook) and that the panel covers none of them, then does what the coach
 * asks: Next, the prediction in the dialog (the ringed + buttons, then Confirm), the ringed card,
 * or the ringed seal to return. A card that does not follow is refused by the table, a card that
 * follows but is not the coach's by the coach, and nothing changes. The last step offers "Play a
 * real game", which opens a normal table. Screenshots: lesson-siegel-*.png at 1280×800 (and the
 * end at 1024×640).
 */
import type { Page } from '@playwright/test';
import { siegelLesson } from '../../src/main/lessons/siegel';
import type { SiegelFacts } from '../../src/shared/scene-facts';
import { atLesson, coachRefuses, endThenRealGame, ringsOf, walkLesson } from './support/lesson';
import { expect, ids, shot, tap, test, textOf } from './support/app';
import { clickCard, sceneFacts } from './support/scene';

const facts = (page: Page) => sceneFacts<SiegelFacts>(page, 'siegel');

/** The steps pictured (lesson-siegel-<step>.png). */
const PICTURED = [
  'welcome',
  'saboteur',
  'predict',
  'follow',
  'trump',
  'return',
  'lead-red',
  'black',
  'saboteur-wins',
  'discard-3',
];

test('Learn to play Die sieben Siegel: the whole guided game through the UI', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await atLesson(page, { language: 'en', game: 'siegel', learn: 'Learn to play' }, async (started) => {
    const seen = await walkLesson(page, siegelLesson, 'en', {
      shots: 'lesson-siegel-',
      pictured: PICTURED,
      refuseAt: 'follow',
      refuse: async (step) => {
        const before = await facts(page);
        // A card that does not follow yellow: the table says why, and nothing is sent.
        await clickCard(page, 'siegel', 'R9');
        await expect.poll(() => textOf(page, 'card:reason')).toMatch(/follow yellow/);
        // A yellow card that is not the coach's: the coach says what to play instead.
        await coachRefuses(
          page,
          'siegel',
          step,
          'Y4',
          /^In this lesson, play your yellow 1: /,
          'lesson-siegel-refused',
          before,
        );
      },
      move: async (step) => {
        if (step.id === 'predict') {
          // The ringed + buttons: two red, one green, one blue, one violet; then Confirm.
          expect((await facts(page))?.dialog).toBe('predict');
          // Each ringed + carries the count to reach: 2 red, 1 of the others.
          for (const colour of ['red', 'green', 'blue', 'violet'])
            expect(await textOf(page, `lesson:badge:predict:${colour}:+:text`)).toBe(
              colour === 'red' ? '2' : '1',
            );
          for (const plus of ['red', 'red', 'green', 'blue', 'violet']) await tap(page, `predict:${plus}:+`);
          await expect.poll(() => textOf(page, 'predict:total')).toBe('Total: 5 seals');
          for (const colour of ['red', 'green', 'blue', 'violet'])
            expect(await textOf(page, `predict:${colour}:count`)).toBe(colour === 'red' ? '2' : '1');
          await tap(page, 'confirm');
        } else if (step.id === 'return') {
          expect((await facts(page))?.dialog).toBe('return');
          // Only the seal to give back is rung, not red.
          expect((await ids(page)).filter((i) => i.startsWith('lesson:'))).toEqual(['lesson:return:green']);
          await tap(page, 'return:green');
        } else {
          const card = ringsOf(step)
            .find((p) => p.startsWith('hand.'))!
            .slice('hand.'.length);
          expect((await facts(page))?.legal, step.id).toContain(card);
          await clickCard(page, 'siegel', card);
        }
      },
    });
    // The round's scores are up beside the coach's last words: 0 for you, 5 for Anna, 3 for Ben.
    await expect.poll(async () => (await ids(page)).includes('summary:score:0')).toBe(true);
    expect(await textOf(page, 'summary:score:0')).toMatch(/\b0\b/);
    expect(await textOf(page, 'summary:score:1')).toMatch(/\b5\b/);
    expect(await textOf(page, 'summary:score:2')).toMatch(/\b3\b/);
    const seconds = Math.round((Date.now() - started) / 1000);
    // Play a real game: a normal Siegel table with the menu's default bots.
    await endThenRealGame(page, 'lesson-siegel-end-1024', 2);
    expect(await textOf(page, 'seat.1')).toMatch(/Anna/);
    expect(await textOf(page, 'seat.1')).toMatch(/Normal/);
    await shot(page, 'lesson-siegel-real-game');
    expect(errors, 'no errors in the page').toEqual([]);
    console.log(`siegel lesson: ${seen.length} steps in ${seconds} s`);
  });
});
