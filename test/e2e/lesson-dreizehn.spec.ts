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
import {
  clickId,
  disabled,
  expect,
  ids,
  shot,
  test,
  textOf,
  waitForScreen,
  type HookWindow,
} from './support/app';
import { clickHandCard, legalCards } from './support/dreizehn';

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
      const step = await atStep(page, dreizehnLesson, 'de', now.text, seen);
      if (step.id === 'welcome') await shot(page, 'lesson-welcome');
      if (step.id === 'targets') await shot(page, 'lesson-targets');
      if (step.id === 'overflow') await shot(page, 'lesson-overflow');
      if (now.kind === 'end') {
        await shot(page, 'lesson-end');
        break;
      }
      if (now.kind === 'next') {
        await pressNext(page, now.text);
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
      await coachMovesOn(page, now.text);
    }
    expect(refusalChecked).toBe(true);
    expect(seen).toEqual(dreizehnLesson.steps.map((s) => s.id));
    // The round's scores are up beside the coach's last words.
    expect(await ids(page)).toContain('summary.continue');
    const seconds = Math.round((Date.now() - started) / 1000);
    await endFitsSmall(page, 'lesson-end-1024');

    // Play a real game: a normal 13 table with the menu's default bots.
    await playRealGame(page, 3);
    expect(await textOf(page, 'seat.1')).toMatch(/Anna/);
    expect(await textOf(page, 'seat.1')).toMatch(/Normal/);
    await shot(page, 'lesson-real-game');
    console.log(`lesson: ${seen.length} steps in ${seconds} s`);
  } finally {
    await host.stop();
  }
});
