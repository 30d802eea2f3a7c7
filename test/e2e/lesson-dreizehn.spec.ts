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
import { lessonGames } from '../../src/main/lessons';
import { dreizehnLesson } from '../../src/main/lessons/dreizehn';
import { GAME_IDS } from '../../src/shared/types';
import type { LessonStep } from '../../src/main/lessons/lesson';
import { startRealHost } from './support/real-host';
import {
  bounds,
  clickId,
  disabled,
  expect,
  ids,
  resizeTo,
  shot,
  tap,
  test,
  textOf,
  waitForScreen,
  waitIdle,
  type HookWindow,
  type Rect,
} from './support/app';
import { clickHandCard, legalCards } from './support/dreizehn';

type Moment = { kind: 'next' | 'move' | 'end'; text: string };

/** Waits until the coach asks for something: Next, a move (the hand open), or the end. */
async function moment(page: Page): Promise<Moment> {
  const handle = await page.waitForFunction(
    () => {
      const h = (globalThis as unknown as HookWindow).__spieltisch;
      if (!h || !h.idle() || h.screen() !== 'table') return null;
      const all = h.ids();
      const text = h.text('lesson.text');
      if (!text) return null;
      if (all.includes('lesson.real')) return { kind: 'end', text };
      if (all.includes('lesson.next') && h.disabled('lesson.next') === false) return { kind: 'next', text };
      if (all.some((id) => id.startsWith('legal:card:')) && all.some((id) => id.startsWith('lesson:hand.')))
        return { kind: 'move', text };
      return null;
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as Moment;
}

const inside = (outer: Rect, inner: Rect, slack = 1): boolean =>
  outer.x <= inner.x + slack &&
  outer.y <= inner.y + slack &&
  outer.x + outer.width >= inner.x + inner.width - slack &&
  outer.y + outer.height >= inner.y + inner.height - slack;

const apart = (a: Rect, b: Rect): boolean =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** Each element the step names has its ring around it, snug, and the panel leaves it free. */
async function checkPointers(page: Page, step: LessonStep): Promise<void> {
  // A panel that opens with the step (the round's summary) gets its ring as it appears.
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
    const element = await bounds(page, id);
    const ring = await bounds(page, `lesson:${id}`);
    expect(element, `${step.id}: ${id} is on the table`).not.toBeNull();
    expect(ring, `${step.id}: a ring on ${id}`).not.toBeNull();
    expect(inside(ring!, element!), `${step.id}: the ring goes round ${id}`).toBe(true);
    // Snug: a few pixels of margin and the ring's own width on each side, no more.
    expect(ring!.width - element!.width, `${step.id}: ring width on ${id}`).toBeLessThan(24);
    expect(ring!.height - element!.height, `${step.id}: ring height on ${id}`).toBeLessThan(24);
    expect(apart(panel!, element!), `${step.id}: the panel leaves ${id} free`).toBe(true);
  }
}

/** The lesson's step whose German words the panel shows. */
function stepOf(text: string): LessonStep {
  const step = dreizehnLesson.steps.find((s) => s.text.de === text);
  if (!step) throw new Error(`no step says: ${text}`);
  return step;
}

test('Learn to play 13: the whole guided game through the UI, in German', async ({ page }) => {
  test.setTimeout(120_000);
  const host = await startRealHost({ language: 'de', animationSpeed: 'instant', botSpeed: 'instant' });
  try {
    page.on('pageerror', (e) => console.log('page error:', e.message));
    const started = Date.now();
    await page.goto(host.url);
    await waitForScreen(page, 'menu');
    // Every tile has the button, on where the game has a lesson.
    expect(await textOf(page, 'menu.learn.dreizehn')).toBe('Spielen lernen');
    for (const game of GAME_IDS)
      expect(await disabled(page, `menu.learn.${game}`), game).toBe(!lessonGames().includes(game));

    await shot(page, 'lesson-menu');
    await clickId(page, 'menu.learn.dreizehn');
    await waitForScreen(page, 'table');

    const seen: string[] = [];
    let refusalChecked = false;
    for (let guard = 0; guard < 80; guard++) {
      const now = await moment(page);
      const step = stepOf(now.text);
      if (seen.at(-1) !== step.id) seen.push(step.id);
      await checkPointers(page, step);
      if (step.id === 'welcome') await shot(page, 'lesson-welcome');
      if (step.id === 'targets') await shot(page, 'lesson-targets');
      if (step.id === 'overflow') await shot(page, 'lesson-overflow');
      if (now.kind === 'end') {
        await shot(page, 'lesson-end');
        break;
      }
      if (now.kind === 'next') {
        await tap(page, 'lesson.next');
        await expect
          .poll(async () => ((await textOf(page, 'lesson.text')) ?? now.text) !== now.text)
          .toBe(true);
        continue;
      }
      // The coach's move: the ringed card, and for a Nasty Four the ringed target.
      const all = await ids(page);
      const card = all.find((i) => i.startsWith('lesson:hand.'))!.slice('lesson:hand.'.length);
      const legal = await legalCards(page);
      if (!refusalChecked) {
        // Another card is refused with the coach's reason, and nothing changes.
        const wrong = legal.find((c) => c !== `card:${card}` && !c.startsWith('card:F4'))!;
        const hand = all.filter((i) => i.startsWith('card:')).sort();
        await clickHandCard(page, wrong);
        await expect
          .poll(() => textOf(page, 'lesson.refusal'))
          .toMatch(/^In dieser Lektion: Spiel deine grüne 7/);
        await shot(page, 'lesson-refused');
        await expect.poll(async () => (await legalCards(page)).sort()).toEqual([...legal].sort());
        expect((await ids(page)).filter((i) => i.startsWith('card:')).sort()).toEqual(hand);
        // The refusal says what works in place of the note; the rings stay where they were.
        await checkPointers(page, step);
        refusalChecked = true;
      }
      if (step.id === 'nasty') await shot(page, 'lesson-nasty');
      await clickHandCard(page, `card:${card}`);
      if (card.startsWith('F4')) {
        const target = all.find((i) => i.startsWith('lesson:target:'))!.slice('lesson:'.length);
        await expect.poll(async () => (await textOf(page, target)) ?? '').toMatch(/→/);
        await clickId(page, target, { x: 0.5, y: 0.3 });
      }
      // The move is taken: the coach moves on.
      await expect
        .poll(async () => ((await textOf(page, 'lesson.text')) ?? now.text) !== now.text, { timeout: 15_000 })
        .toBe(true);
    }
    expect(refusalChecked).toBe(true);
    expect(seen).toEqual(dreizehnLesson.steps.map((s) => s.id));
    // The round's scores are up beside the coach's last words.
    expect(await ids(page)).toContain('summary.continue');
    const seconds = Math.round((Date.now() - started) / 1000);
    await resizeTo(page, { width: 1024, height: 640 });
    await expect
      .poll(async () => {
        const panel = await bounds(page, 'lesson.panel');
        const summary = await bounds(page, 'summary');
        return !!panel && !!summary && apart(panel, summary) && panel.x + panel.width <= 1024;
      })
      .toBe(true);
    await shot(page, 'lesson-end-1024');
    await resizeTo(page, { width: 1280, height: 800 });

    // Play a real game: a normal 13 table with the menu's default bots.
    await tap(page, 'lesson.real');
    await expect
      .poll(async () => (await ids(page)).includes('lesson.panel'), { timeout: 15_000 })
      .toBe(false);
    await expect.poll(async () => (await ids(page)).includes('seat.3')).toBe(true);
    await waitForScreen(page, 'table');
    expect(await textOf(page, 'seat.1')).toMatch(/Anna/);
    expect(await textOf(page, 'seat.1')).toMatch(/Normal/);
    await shot(page, 'lesson-real-game');
    console.log(`lesson: ${seen.length} steps in ${seconds} s`);
  } finally {
    await host.stop();
  }
});
