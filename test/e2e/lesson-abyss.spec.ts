/**
 * Learn to play SevenSins – Abyss, in German, through the real UI against the real host: the
 * menu tile opens the lesson; at every step of the coach the spec finds the step by its words,
 * checks that each ring lands on the element the step names (the ring's bounds against the
 * element's, via the test hook) and that the panel covers none of them, then does what the coach
 * asks: Next, the ringed card (the Kitsune then as a Sin), the jump, the element for the trump
 * scale. Another playable card is refused with the coach's reason and changes nothing. The last
 * step offers "Echtes Spiel starten", which opens a normal table. Screenshots:
 * lesson-abyss-*.png at 1280×800 (and one at 1024×640).
 */
import type { Page } from '@playwright/test';
import type { AbyssFacts } from '../../src/shared/scene-facts';
import { abyssLesson } from '../../src/main/lessons/abyss';
import { atLesson, coachRefuses, endThenRealGame, scriptedMove, walkLesson } from './support/lesson';
import { lessonAudit } from './support/layout-walk';
import { expect, ids, shot, test, textOf } from './support/app';
import { sceneFacts } from './support/scene';

const SHOTS = 'lesson-abyss-';

const facts = (page: Page): Promise<AbyssFacts | null> => sceneFacts<AbyssFacts>(page, 'abyss');

test('Learn to play SevenSins – Abyss: the whole guided phase through the UI, in German', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // The layout checker's stops of this lesson, audited on this walk (support/layout-walk.ts).
  const audit = lessonAudit(page, 'abyss', 'de');
  await atLesson(page, { language: 'de', game: 'abyss', learn: 'Spielen lernen' }, async (started) => {
    const seen = await walkLesson(page, abyssLesson, 'de', {
      audit,
      shots: SHOTS,
      pictured: [
        'welcome',
        'scale',
        'follow',
        'moved',
        'jump',
        'heptagram',
        'curses',
        'anna-scale',
        'lead-air',
      ],
      refuseAt: 'trump',
      // Another playable card is refused with the coach's reason, and nothing changes.
      refuse: (step) =>
        coachRefuses(
          page,
          'abyss',
          step,
          'A4',
          /^In dieser Lektion: Spiel deine Feuer 10 aus/,
          `${SHOTS}refused`,
        ),
      move: (step) => scriptedMove(page, abyssLesson, step, SHOTS, audit ? () => audit.kitsune() : undefined),
    });
    // The race as the coach tells it: fields 4, 2 and 1, fire below air on the scale.
    const end = (await facts(page))!;
    expect(end.positions).toEqual([4, 2, 1]);
    expect(end.scale).toEqual(['fire', 'air']);
    // The phase's summary is up beside the coach's last words.
    expect(await ids(page)).toContain('summary:continue');
    const seconds = Math.round((Date.now() - started) / 1000);
    // Play a real game: a normal Abyss table with the menu's default bots.
    await endThenRealGame(page, `${SHOTS}end-1024`, 1);
    expect(await textOf(page, 'seat.1')).toMatch(/Normal/);
    await shot(page, `${SHOTS}real-game`);
    console.log(`abyss lesson: ${seen.length} steps in ${seconds} s`);
    audit?.done();
  });
});
