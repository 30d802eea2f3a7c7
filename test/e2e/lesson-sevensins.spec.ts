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
import type { LessonStep } from '../../src/main/lessons/lesson';
import { sevensinsLesson } from '../../src/main/lessons/sevensins';
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

type SevenSinsWindow = { __sevensins?: SevenSinsFacts };

/** Waits until the coach asks for something: Next, a move (a bid or a card), or the end. */
async function moment(page: Page): Promise<Moment> {
  const handle = await page.waitForFunction(
    () => {
      const h = (globalThis as unknown as HookWindow).__spieltisch;
      const f = (globalThis as unknown as SevenSinsWindow).__sevensins;
      if (!h || !f || h.screen() !== 'table') return null;
      const all = h.ids();
      const text = h.text('lesson.text');
      if (!text) return null;
      // The end: the phase's summary holds the table's queue (busy) until Continue.
      if (all.includes('lesson.real')) return { kind: 'end', text };
      if (!h.idle() || f.busy) return null;
      if (all.includes('lesson.next') && h.disabled('lesson.next') === false) return { kind: 'next', text };
      const open =
        (f.stage === 'play' && f.legal.length > 0) || (f.dialog === 'bid' && f.bids.some((b) => b.allowed));
      if (open && all.some((id) => id.startsWith('lesson:'))) return { kind: 'move', text };
      return null;
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as Moment;
}

const facts = (page: Page): Promise<SevenSinsFacts | null> => sceneFacts<SevenSinsFacts>(page, 'sevensins');

/** Does the script's move at the step through the UI, as the coach's rings show it. */
async function makeMove(page: Page, step: LessonStep): Promise<void> {
  const action = sevensinsLesson.script[step.at]!.action;
  if (action.type === 'bid') {
    expect(await ids(page), `${step.id}: a ring on the bid`).toContain(
      `lesson:bid:${action.tricks as number}`,
    );
    await tap(page, `bid:${action.tricks as number}`);
  } else if (action.type === 'play') {
    const card = action.card as string;
    expect(await ids(page), `${step.id}: a ring on the card`).toContain(`lesson:hand.${card}`);
    await clickCard(page, 'sevensins', card);
    if (typeof action.as === 'string') {
      // The Kitsune asks what it is played as.
      await expect.poll(async () => (await facts(page))?.dialog).toBe('kitsune');
      await shot(page, 'lesson-sevensins-kitsune');
      await tap(page, `kitsune:${action.as}`);
    }
  } else throw new Error(`${step.id}: no way to make ${JSON.stringify(action)}`);
}

test('Learn to play SevenSins: the whole guided phase through the UI, in Dutch', async ({ page }) => {
  test.setTimeout(120_000);
  const host = await startRealHost({ language: 'nl', animationSpeed: 'instant', botSpeed: 'instant' });
  try {
    page.on('pageerror', (e) => console.log('page error:', e.message));
    const started = Date.now();
    await page.goto(host.url);
    await waitForScreen(page, 'menu');
    await clickId(page, 'menu.learn.sevensins');
    await waitForScreen(page, 'table');

    const seen: string[] = [];
    let refusalChecked = false;
    for (let guard = 0; guard < 40; guard++) {
      const now = await moment(page);
      const step = await atStep(page, sevensinsLesson, 'nl', now.text, seen);
      if (['welcome', 'trump', 'sum', 'bid', 'follow', 'soul', 'space', 'kitsune-forms'].includes(step.id))
        await shot(page, `lesson-sevensins-${step.id}`);
      if (now.kind === 'end') {
        await shot(page, 'lesson-sevensins-end');
        break;
      }
      if (now.kind === 'next') {
        await pressNext(page, now.text);
        continue;
      }
      if (step.id === 'follow' && !refusalChecked) {
        // Another playable card (a special may always be played) is refused with the coach's
        // reason, and nothing changes.
        const before = (await facts(page))!;
        expect(before.legal).toContain('SOUL');
        expect(before.legal).not.toContain('F12');
        await clickCard(page, 'sevensins', 'SOUL');
        await expect.poll(() => textOf(page, 'lesson.refusal')).toMatch(/^In deze les: speel je water 3/);
        await shot(page, 'lesson-sevensins-refused');
        const after = (await facts(page))!;
        expect(after.step).toBe(before.step);
        expect(after.hand).toEqual(before.hand);
        expect(after.legal).toEqual(before.legal);
        await checkPointers(page, step);
        refusalChecked = true;
      }
      await makeMove(page, step);
      await coachMovesOn(page, now.text);
    }
    expect(refusalChecked).toBe(true);
    expect(seen).toEqual(sevensinsLesson.steps.map((s) => s.id));
    // The phase's scores as the coach tells them: you 8, Anna −1, Ben 3.
    expect(await textOf(page, 'summary:score:0')).toMatch(/8/);
    expect(await textOf(page, 'summary:score:1')).toMatch(/−1|-1/);
    expect(await textOf(page, 'summary:score:2')).toMatch(/3/);
    const seconds = Math.round((Date.now() - started) / 1000);
    await endFitsSmall(page, 'lesson-sevensins-end-1024');

    // Play a real game: a normal SevenSins table (from phase 1) with the menu's default bots.
    await playRealGame(page, 1);
    await expect.poll(async () => (await facts(page))?.phase).toBe(1);
    await shot(page, 'lesson-sevensins-real-game');
    console.log(`sevensins lesson: ${seen.length} steps in ${seconds} s`);
  } finally {
    await host.stop();
  }
});
