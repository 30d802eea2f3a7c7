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
import { startRealHost } from './support/real-host';
import {
  atStep,
  checkPointers,
  coachMovesOn,
  endFitsSmall,
  playRealGame,
  pressNext,
  type Moment,
} from './support/lesson';
import { clickId, expect, ids, shot, tap, test, textOf, waitForScreen, type HookWindow } from './support/app';
import { clickCard, sceneFacts } from './support/scene';

/** Waits until the coach asks for something: Next, a move (a dialog, a prompt or the hand open), or the end. */
async function moment(page: Page): Promise<Moment> {
  const handle = await page.waitForFunction(
    () => {
      const h = (globalThis as unknown as HookWindow).__spieltisch;
      const scene = (globalThis as unknown as { __siegel?: SiegelFacts }).__siegel;
      if (!h || !h.idle() || h.screen() !== 'table' || !scene) return null;
      const all = h.ids();
      const text = h.text('lesson.text');
      if (!text) return null;
      // The round's summary holds the scene (busy) until Continue: the lesson ends on it.
      if (all.includes('lesson.real')) return { kind: 'end', text };
      if (scene.busy) return null;
      if (all.includes('lesson.next') && h.disabled('lesson.next') === false) return { kind: 'next', text };
      const asked = scene.dialog !== null || scene.legal.length > 0;
      if (asked && all.some((id) => id.startsWith('lesson:'))) return { kind: 'move', text };
      return null;
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as Moment;
}

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
  const host = await startRealHost({ language: 'en', animationSpeed: 'instant', botSpeed: 'instant' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    const started = Date.now();
    await page.goto(host.url);
    await waitForScreen(page, 'menu');
    expect(await textOf(page, 'menu.learn.siegel')).toBe('Learn to play');
    await clickId(page, 'menu.learn.siegel');
    await waitForScreen(page, 'table');

    const seen: string[] = [];
    let refusalChecked = false;
    for (let guard = 0; guard < 80; guard++) {
      const now = await moment(page);
      const step = await atStep(page, siegelLesson, 'en', now.text, seen);
      if (PICTURED.includes(step.id)) await shot(page, `lesson-siegel-${step.id}`);
      if (now.kind === 'end') {
        await shot(page, 'lesson-siegel-end');
        break;
      }
      if (now.kind === 'next') {
        await pressNext(page, now.text);
        continue;
      }
      if (step.id === 'predict') {
        // The ringed + buttons: two red, one green, one blue, one violet; then Confirm.
        expect((await facts(page))?.dialog).toBe('predict');
        for (const plus of ['red', 'red', 'green', 'blue', 'violet']) await tap(page, `predict:${plus}:+`);
        await expect.poll(() => textOf(page, 'predict:total')).toBe('Total: 5 seals');
        for (const colour of ['red', 'green', 'blue', 'violet'])
          expect(await textOf(page, `predict:${colour}:count`)).toBe(colour === 'red' ? '2' : '1');
        await tap(page, 'confirm');
      } else if (step.id === 'return') {
        expect((await facts(page))?.dialog).toBe('return');
        await tap(page, 'return:green');
      } else {
        const card = step.points.find((p) => p.startsWith('hand.'))!.slice('hand.'.length);
        const before = await facts(page);
        expect(before?.legal, step.id).toContain(card);
        if (!refusalChecked && step.id === 'follow') {
          // A card that does not follow yellow: the table says why, and nothing is sent.
          await clickCard(page, 'siegel', 'R9');
          await expect.poll(() => textOf(page, 'card:reason')).toMatch(/follow yellow/);
          // A yellow card that is not the coach's: the coach says what to play instead.
          await clickCard(page, 'siegel', 'Y4');
          await expect
            .poll(() => textOf(page, 'lesson.refusal'))
            .toMatch(/^In this lesson, play your yellow 1: /);
          await shot(page, 'lesson-siegel-refused');
          const after = await facts(page);
          expect(after?.hand).toEqual(before?.hand);
          expect(after?.legal).toEqual(before?.legal);
          expect(after?.step).toBe(before?.step);
          await checkPointers(page, step);
          refusalChecked = true;
        }
        await clickCard(page, 'siegel', card);
      }
      await coachMovesOn(page, now.text);
    }
    expect(refusalChecked).toBe(true);
    expect(seen).toEqual(siegelLesson.steps.map((s) => s.id));
    // The round's scores are up beside the coach's last words: 0 for you, 5 for Anna, 3 for Ben.
    await expect.poll(async () => (await ids(page)).includes('summary:score:0')).toBe(true);
    expect(await textOf(page, 'summary:score:0')).toMatch(/\b0\b/);
    expect(await textOf(page, 'summary:score:1')).toMatch(/\b5\b/);
    expect(await textOf(page, 'summary:score:2')).toMatch(/\b3\b/);
    const seconds = Math.round((Date.now() - started) / 1000);
    await endFitsSmall(page, 'lesson-siegel-end-1024');

    // Play a real game: a normal Siegel table with the menu's default bots.
    await playRealGame(page, 2);
    expect(await textOf(page, 'seat.1')).toMatch(/Anna/);
    expect(await textOf(page, 'seat.1')).toMatch(/Normal/);
    await shot(page, 'lesson-siegel-real-game');
    expect(errors, 'no errors in the page').toEqual([]);
    console.log(`siegel lesson: ${seen.length} steps in ${seconds} s`);
  } finally {
    await host.stop();
  }
});
