/**
 * The layout checker's ways into the SevenSins and Abyss states that bring a dialog or a panel:
 * a lesson walked (as its coach leads it) up to a step — the bid, the jump, the scale at the
 * heptagram, the Kitsune's form (the card clicked, the dialog open), the phase summary at the
 * end — and a one-phase SevenSins table played to its final ranking.
 */
import type { Page } from '@playwright/test';
import { abyssLesson } from '../../../src/main/lessons/abyss';
import type { Lesson } from '../../../src/main/lessons/lesson';
import { sevensinsLesson } from '../../../src/main/lessons/sevensins';
import type { SceneFacts } from '../../../src/shared/scene-facts';
import { chooseRulesBots, clickId, expect, waitForScreen, waitIdle } from './app';
import { coachMovesOn, moment, pressNext, scriptedMove } from './lesson';
import { chooseThreePlayers, choosePhases, clickCard, playSevenSinsToRanking, sceneFacts } from './scene';

type Game = 'sevensins' | 'abyss';

const LESSONS: Record<Game, Lesson> = { sevensins: sevensinsLesson, abyss: abyssLesson };

/**
 * The game's lesson, walked up to the step `target` (or its end): with `kitsune`, the step's
 * Kitsune is clicked and its form dialog left open.
 */
export const lessonAt =
  (game: Game, target: string, kitsune = false) =>
  async (page: Page): Promise<void> => {
    const lesson = LESSONS[game];
    await clickId(page, `menu.learn.${game}`);
    await waitForScreen(page, 'table');
    for (let guard = 0; guard < 80; guard++) {
      const now = await moment(page, game);
      const step = lesson.steps.find((s) => Object.values(s.text).includes(now.text));
      if (!step) throw new Error(`no step says: ${now.text}`);
      if (step.id === target || now.kind === 'end') {
        if (kitsune) {
          await clickCard(page, game, 'KITSUNE');
          await expect
            .poll(async () => (await sceneFacts<SceneFacts & { dialog: string | null }>(page, game))?.dialog)
            .toBe('kitsune');
        }
        await waitIdle(page);
        return;
      }
      if (now.kind === 'next') await pressNext(page, now.text);
      else {
        await scriptedMove(page, lesson, step, 'layout-');
        await coachMovesOn(page, now.text);
      }
    }
    throw new Error(`${game}: the lesson never reached ${target}`);
  };

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
