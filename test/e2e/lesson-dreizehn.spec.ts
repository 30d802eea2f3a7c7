/**
 * Learn to play 13, in German, through the real UI against the real host: the menu tile opens
 * the lesson; at every step of the coach the spec finds the step by its words, checks that each
 * ring lands on the element the step names (the ring's bounds against the element's, via the test
 * hook) and that the panel covers none of them, then does what the coach asks: Next, or the
 * ringed card (and, for a Nasty Four, the ringed target). A wrong card is refused with the coach's
 * reason and changes nothing. The last step offers "Echtes Spiel starten", which opens a normal
 * table. Screenshots: lesson-*.png at 1280×800 (and one at 1024×640).
 */
import type { Page } from '@playwright/test';
import type { LessonStep } from '../../src/main/lessons/lesson';
import { lessonGames } from '../../src/main/lessons';
import { dreizehnLesson } from '../../src/main/lessons/dreizehn';
import { GAME_IDS } from '../../src/shared/types';
import { atLesson, checkPointers, endThenRealGame, walkLesson } from './support/lesson';
import { lessonAudit } from './support/layout-walk';
import { clickId, disabled, expect, ids, shot, test, textOf } from './support/app';
import { clickHandCard, legalCards } from './support/dreizehn';

/** The card the coach rings in the hand, as the hand's id names it (`card:<code>`). */
const ringedCard = (all: string[]): string =>
  `card:${all.find((i) => i.startsWith('lesson:hand.'))!.slice('lesson:hand.'.length)}`;

/** Another card is refused with the coach's reason, and nothing changes. */
async function refuse(page: Page, step: LessonStep): Promise<void> {
  const all = await ids(page);
  const legal = await legalCards(page);
  const wrong = legal.find((c) => c !== ringedCard(all) && !c.startsWith('card:F4'))!;
  const hand = all.filter((i) => i.startsWith('card:')).sort();
  await clickHandCard(page, wrong);
  await expect.poll(() => textOf(page, 'lesson.refusal')).toMatch(/^In dieser Lektion: Spiel deine grüne 7/);
  await shot(page, 'lesson-refused');
  await expect.poll(async () => (await legalCards(page)).sort()).toEqual([...legal].sort());
  expect((await ids(page)).filter((i) => i.startsWith('card:')).sort()).toEqual(hand);
  // The refusal says what works in place of the note; the rings stay where they were.
  await checkPointers(page, step);
}

/** The coach's move: the ringed card, and for a Nasty Four the ringed target. */
async function makeMove(page: Page, step: LessonStep): Promise<void> {
  if (step.id === 'nasty') await shot(page, 'lesson-nasty');
  const all = await ids(page);
  const card = ringedCard(all);
  await clickHandCard(page, card);
  if (card.startsWith('card:F4')) {
    const target = all.find((i) => i.startsWith('lesson:target:'))!.slice('lesson:'.length);
    await expect.poll(async () => (await textOf(page, target)) ?? '').toMatch(/→/);
    await clickId(page, target, { x: 0.5, y: 0.3 });
  }
}

test('Learn to play 13: the whole guided game through the UI, in German', async ({ page }) => {
  test.setTimeout(300_000);
  // The layout checker's stops of this lesson, audited on this walk (support/layout-walk.ts).
  const audit = lessonAudit(page, 'dreizehn', 'de');
  // Every tile has the button, on where the game has a lesson.
  const atMenu = async (): Promise<void> => {
    for (const game of GAME_IDS)
      expect(await disabled(page, `menu.learn.${game}`), game).toBe(!lessonGames().includes(game));
    await shot(page, 'lesson-menu');
  };
  await atLesson(
    page,
    { language: 'de', game: 'dreizehn', learn: 'Spielen lernen', atMenu },
    async (started) => {
      const seen = await walkLesson(page, dreizehnLesson, 'de', {
        audit,
        shots: 'lesson-',
        pictured: ['welcome', 'targets', 'overflow'],
        refuse: (step) => refuse(page, step),
        move: (step) => makeMove(page, step),
      });
      // The round's scores are up beside the coach's last words.
      expect(await ids(page)).toContain('summary.continue');
      const seconds = Math.round((Date.now() - started) / 1000);
      // Play a real game: a normal 13 table with the menu's default bots.
      await endThenRealGame(page, 'lesson-end-1024', 3);
      expect(await textOf(page, 'seat.1')).toMatch(/Anna/);
      expect(await textOf(page, 'seat.1')).toMatch(/Normal/);
      await shot(page, 'lesson-real-game');
      console.log(`lesson: ${seen.length} steps in ${seconds} s`);
      audit?.done();
    },
  );
});
