/**
 * Learn to play SevenSins, in Dutch, through the real UI against the real host: the menu tile
 * opens the lesson (phase 4 of a full game, four cards each); at every step of the coach the spec
 * finds the step by its words, checks that each ring lands on the element the step names (the
 * ring's bounds against the element's, via the test hook) and that the panel covers none of them,
 * then does what the coach asks: Next, the ringed bid, the ringed card (the Kitsune then as a
 * Sin). Another playable card is refused with the coach's reason and changes nothing. The last
 * step offers "Echt spel spelen", which opens a normal table. Screenshots:
 * lesson-sevensins-*.png at 1280×800 (and one at 1024×640).
 */
import type { Page } from '@playwright/test';
import type { SevenSinsFacts } from '../../src/shared/scene-facts';
import { sevensinsLesson } from '../../src/main/lessons/sevensins';
import { atLesson, coachRefuses, endThenRealGame, scriptedMove, walkLesson } from './support/lesson';
import { expect, shot, test, textOf } from './support/app';
import { sceneFacts } from './support/scene';

const SHOTS = 'lesson-sevensins-';

const facts = (page: Page): Promise<SevenSinsFacts | null> => sceneFacts<SevenSinsFacts>(page, 'sevensins');

test('Learn to play SevenSins: the whole guided phase through the UI, in Dutch', async ({ page }) => {
  test.setTimeout(120_000);
  await atLesson(page, { language: 'nl', game: 'sevensins' }, async (started) => {
    const seen = await walkLesson(page, sevensinsLesson, 'nl', {
      shots: SHOTS,
      pictured: ['welcome', 'trump', 'sum', 'bid', 'follow', 'soul', 'space', 'kitsune-forms', 'last-trick'],
      refuseAt: 'follow',
      // Another playable card (a special may always be played) is refused with the coach's
      // reason, and nothing changes.
      refuse: async (step) => {
        expect((await facts(page))?.legal).not.toContain('F12');
        await coachRefuses(
          page,
          'sevensins',
          step,
          'SOUL',
          /^In deze les: speel je water 3/,
          `${SHOTS}refused`,
        );
      },
      move: (step) => scriptedMove(page, sevensinsLesson, step, SHOTS),
    });
    // The phase's scores as the coach tells them: you 8, Anna −1, Ben 3.
    expect(await textOf(page, 'summary:score:0')).toMatch(/8/);
    expect(await textOf(page, 'summary:score:1')).toMatch(/−1|-1/);
    expect(await textOf(page, 'summary:score:2')).toMatch(/3/);
    const seconds = Math.round((Date.now() - started) / 1000);
    // Play a real game: a normal SevenSins table (from phase 1) with the menu's default bots.
    await endThenRealGame(page, `${SHOTS}end-1024`, 1);
    await expect.poll(async () => (await facts(page))?.phase).toBe(1);
    await shot(page, `${SHOTS}real-game`);
    console.log(`sevensins lesson: ${seen.length} steps in ${seconds} s`);
  });
});
