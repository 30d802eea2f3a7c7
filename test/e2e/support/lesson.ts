/**
 * What the "Learn to play" specs share: the step a panel's words belong to, and the check that
 * every ring of a step lands snugly on the element it names while the coach's panel leaves it free.
 */
import type { Page } from '@playwright/test';
import type { Lesson, LessonStep } from '../../../src/main/lessons/lesson';
import type { Language } from '../../../src/shared/settings';
import { bounds, expect, ids, resizeTo, shot, tap, textOf, waitForScreen, waitIdle, type Rect } from './app';

/** What the coach asks for at a moment of the lesson. */
export type Moment = { kind: 'next' | 'move' | 'end'; text: string };

export const inside = (outer: Rect, inner: Rect, slack = 1): boolean =>
  outer.x <= inner.x + slack &&
  outer.y <= inner.y + slack &&
  outer.x + outer.width >= inner.x + inner.width - slack &&
  outer.y + outer.height >= inner.y + inner.height - slack;

export const apart = (a: Rect, b: Rect): boolean =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** The lesson's step whose words (in `lang`) the panel shows. */
export function stepOf(lesson: Lesson, lang: Language, text: string): LessonStep {
  const step = lesson.steps.find((s) => s.text[lang] === text);
  if (!step) throw new Error(`no step says: ${text}`);
  return step;
}

/** Each element the step names has its ring around it, snug, and the panel leaves it free. */
export async function checkPointers(page: Page, step: LessonStep): Promise<void> {
  const wanted = step.points.map((p) => `lesson:${p}`).sort();
  await expect
    .poll(async () => (await ids(page)).filter((i) => i.startsWith('lesson:')).sort(), {
      message: `${step.id}: rings on ${step.points.join(', ')}`,
    })
    .toEqual(wanted);
  await waitIdle(page);
  const panel = await bounds(page, 'lesson.panel');
  expect(panel, 'the coach’s panel').not.toBeNull();
  for (const id of step.points) {
    // The ring follows what it points at (a seal flying in, the hand closing up) a few times a second.
    await expect
      .poll(
        async () => {
          const element = await bounds(page, id);
          const ring = await bounds(page, `lesson:${id}`);
          return (
            !!element &&
            !!ring &&
            inside(ring, element) &&
            // Snug: a few pixels of margin and the ring's own width on each side, no more.
            ring.width - element.width < 24 &&
            ring.height - element.height < 24
          );
        },
        { message: `${step.id}: the ring goes round ${id}` },
      )
      .toBe(true);
    const element = await bounds(page, id);
    expect(apart(panel!, element!), `${step.id}: the panel leaves ${id} free`).toBe(true);
  }
}

/** At 1024×640 the coach's last words sit beside the round's summary, within the window. */
export async function endFitsSmall(page: Page, shotName: string): Promise<void> {
  await resizeTo(page, { width: 1024, height: 640 });
  await expect
    .poll(async () => {
      const panel = await bounds(page, 'lesson.panel');
      const summary = await bounds(page, 'summary');
      return !!panel && !!summary && apart(panel, summary) && panel.x + panel.width <= 1024;
    })
    .toBe(true);
  await shot(page, shotName);
  await resizeTo(page, { width: 1280, height: 800 });
}

/** "Play a real game": the coach goes and a normal table of the game opens with `lastSeat` seated. */
export async function playRealGame(page: Page, lastSeat: number): Promise<void> {
  await tap(page, 'lesson.real');
  await expect.poll(async () => (await ids(page)).includes('lesson.panel'), { timeout: 15_000 }).toBe(false);
  await expect.poll(async () => (await ids(page)).includes(`seat.${lastSeat}`)).toBe(true);
  await waitForScreen(page, 'table');
}

/** The step the coach shows now, counted once in `seen`, its rings checked. */
export async function atStep(
  page: Page,
  lesson: Lesson,
  lang: Language,
  text: string,
  seen: string[],
): Promise<LessonStep> {
  const step = stepOf(lesson, lang, text);
  if (seen.at(-1) !== step.id) seen.push(step.id);
  await checkPointers(page, step);
  return step;
}

/** Presses Next and waits until the coach says something else. */
export async function pressNext(page: Page, text: string): Promise<void> {
  await tap(page, 'lesson.next');
  await expect.poll(async () => ((await textOf(page, 'lesson.text')) ?? text) !== text).toBe(true);
}

/** The move is taken: the coach moves on to other words. */
export async function coachMovesOn(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => ((await textOf(page, 'lesson.text')) ?? text) !== text, { timeout: 15_000 })
    .toBe(true);
}
