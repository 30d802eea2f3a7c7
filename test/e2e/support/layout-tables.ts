/**
 * The layout checker's way through a lesson: walked once as its coach leads it (Next, or the move
 * the coach rings, made through the UI as the lesson specs make it), with a stop at every moment
 * for the walk to audit where it wants — Siegel's return prompt, SevenSins' bid, Abyss' jump and
 * scale, the Kitsune's form (the card clicked, the dialog open), the round's or phase's summary
 * at the end.
 */
import type { Page } from '@playwright/test';
import { abyssLesson } from '../../../src/main/lessons/abyss';
import { dreizehnLesson } from '../../../src/main/lessons/dreizehn';
import type { Lesson, LessonStep } from '../../../src/main/lessons/lesson';
import { sevensinsLesson } from '../../../src/main/lessons/sevensins';
import { siegelLesson } from '../../../src/main/lessons/siegel';
import { words } from '../../../src/shared/i18n/format';
import type { SceneFacts, SiegelFacts } from '../../../src/shared/scene-facts';
import { LANGUAGES } from '../../../src/shared/settings';
import { clickId, expect, ids, tap, textOf } from './app';
import { clickHandCard } from './dreizehn';
import { coachMovesOn, moment, pressNext, ringsOf, scriptedMove } from './lesson';
import { clickCard, sceneFacts, type TableGame } from './scene';

type Game = TableGame | 'dreizehn';

const LESSONS: Record<Game, Lesson> = {
  siegel: siegelLesson,
  dreizehn: dreizehnLesson,
  sevensins: sevensinsLesson,
  abyss: abyssLesson,
};

/** Where a walk through a lesson stops. */
export interface LessonStops {
  /** At each moment the coach asks for something: the step's id, or 'end' at the summary. */
  at(step: string): Promise<void>;
  /** At the step 'kitsune': the Kitsune clicked, its form dialog open (answered afterwards). */
  kitsune(): Promise<void>;
}

/** The move the coach asks for at `step` in Siegel or 13, made through the UI as the lesson specs make it. */
async function coachedMove(page: Page, game: 'siegel' | 'dreizehn', step: LessonStep): Promise<void> {
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

/** The script's Kitsune at the step 'kitsune': the card clicked, the stop at its open dialog, then the script's form. */
async function kitsuneMove(
  page: Page,
  game: 'sevensins' | 'abyss',
  lesson: Lesson,
  step: LessonStep,
  stops: LessonStops,
) {
  const action = lesson.script[step.at]!.action;
  expect(action, `${game}: the step 'kitsune' plays the Kitsune as a form`).toMatchObject({
    type: 'play',
    card: 'KITSUNE',
    as: expect.any(String),
  });
  await clickCard(page, game, 'KITSUNE');
  await expect
    .poll(async () => (await sceneFacts<SceneFacts & { dialog: string | null }>(page, game))?.dialog)
    .toBe('kitsune');
  await stops.kitsune();
  await tap(page, `kitsune:${action.as as string}`);
}

/** Walks the game's lesson from its first moment to its end (the summary), stopping at each moment. */
export async function walkLessonFor(page: Page, game: Game, stops: LessonStops): Promise<void> {
  const lesson = LESSONS[game];
  // A bound well above any lesson's number of moments.
  for (let guard = 0; guard < 80; guard++) {
    const now = await moment(page, game);
    const step = lesson.steps.find((s) => LANGUAGES.some((lang) => words(lang, s.text) === now.text));
    if (!step) throw new Error(`no step says: ${now.text}`);
    await stops.at(now.kind === 'end' ? 'end' : step.id);
    if (now.kind === 'end') return;
    if (now.kind === 'next') {
      await pressNext(page, now.text);
      continue;
    }
    if (game === 'siegel' || game === 'dreizehn') await coachedMove(page, game, step);
    else if (step.id === 'kitsune') await kitsuneMove(page, game, lesson, step, stops);
    else await scriptedMove(page, lesson, step, 'layout-');
    await coachMovesOn(page, now.text);
  }
  throw new Error(`${game}: the lesson never ended`);
}
