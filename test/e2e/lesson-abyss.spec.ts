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
import type { LessonStep } from '../../src/main/lessons/lesson';
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
import { type AbyssWindow } from './support/abyss';
import { clickId, expect, ids, shot, tap, test, textOf, waitForScreen, type HookWindow } from './support/app';
import { clickCard, sceneFacts } from './support/scene';

/** Waits until the coach asks for something: Next, a move (a card, a jump, the scale), or the end. */
async function moment(page: Page): Promise<Moment> {
  const handle = await page.waitForFunction(
    () => {
      const h = (globalThis as unknown as HookWindow).__spieltisch;
      const a = (globalThis as unknown as AbyssWindow).__abyss;
      if (!h || !a || h.screen() !== 'table') return null;
      const all = h.ids();
      const text = h.text('lesson.text');
      if (!text) return null;
      // The end: the phase's summary holds the table's queue (busy) until Continue.
      if (all.includes('lesson.real')) return { kind: 'end', text };
      if (!h.idle() || a.busy) return null;
      if (all.includes('lesson.next') && h.disabled('lesson.next') === false) return { kind: 'next', text };
      const open = (a.stage === 'play' && a.legal.length > 0) || a.dialog === 'jump' || a.dialog === 'scale';
      if (open && all.some((id) => id.startsWith('lesson:'))) return { kind: 'move', text };
      return null;
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as Moment;
}

const facts = (page: Page): Promise<AbyssFacts | null> => sceneFacts<AbyssFacts>(page, 'abyss');

/** Does the script's move at the step through the UI, as the coach's rings show it. */
async function makeMove(page: Page, step: LessonStep): Promise<void> {
  const action = abyssLesson.script[step.at]!.action;
  if (action.type === 'play') {
    const card = action.card as string;
    expect(await ids(page), `${step.id}: a ring on the card`).toContain(`lesson:hand.${card}`);
    await clickCard(page, 'abyss', card);
    if (typeof action.as === 'string') {
      // The Kitsune asks what it is played as.
      await expect.poll(async () => (await facts(page))?.dialog).toBe('kitsune');
      await shot(page, 'lesson-abyss-kitsune');
      await tap(page, `kitsune:${action.as}`);
    }
  } else if (action.type === 'jump') {
    await tap(page, `jump:${action.jump ? 'yes' : 'no'}`);
  } else if (action.type === 'scale') {
    await tap(page, `scale:add:${action.add as string}`);
  } else throw new Error(`${step.id}: no way to make ${JSON.stringify(action)}`);
}

test('Learn to play SevenSins – Abyss: the whole guided phase through the UI, in German', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const host = await startRealHost({ language: 'de', animationSpeed: 'instant', botSpeed: 'instant' });
  try {
    page.on('pageerror', (e) => console.log('page error:', e.message));
    const started = Date.now();
    await page.goto(host.url);
    await waitForScreen(page, 'menu');
    expect(await textOf(page, 'menu.learn.abyss')).toBe('Spielen lernen');
    await clickId(page, 'menu.learn.abyss');
    await waitForScreen(page, 'table');

    const seen: string[] = [];
    let refusalChecked = false;
    for (let guard = 0; guard < 40; guard++) {
      const now = await moment(page);
      const step = await atStep(page, abyssLesson, 'de', now.text, seen);
      if (
        ['welcome', 'scale', 'follow', 'moved', 'jump', 'heptagram', 'curses', 'anna-scale'].includes(step.id)
      )
        await shot(page, `lesson-abyss-${step.id}`);
      if (now.kind === 'end') {
        await shot(page, 'lesson-abyss-end');
        break;
      }
      if (now.kind === 'next') {
        await pressNext(page, now.text);
        continue;
      }
      if (step.id === 'trump' && !refusalChecked) {
        // Another playable card is refused with the coach's reason, and nothing changes.
        const before = (await facts(page))!;
        expect(before.legal).toContain('A4');
        await clickCard(page, 'abyss', 'A4');
        await expect
          .poll(() => textOf(page, 'lesson.refusal'))
          .toMatch(/^In dieser Lektion: Spiel deine Feuer 10 aus/);
        await shot(page, 'lesson-abyss-refused');
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
    expect(seen).toEqual(abyssLesson.steps.map((s) => s.id));
    // The race as the coach tells it: fields 4, 2 and 1, fire below air on the scale.
    const end = (await facts(page))!;
    expect(end.positions).toEqual([4, 2, 1]);
    expect(end.scale).toEqual(['fire', 'air']);
    // The phase's summary is up beside the coach's last words.
    expect(await ids(page)).toContain('summary:continue');
    const seconds = Math.round((Date.now() - started) / 1000);
    await endFitsSmall(page, 'lesson-abyss-end-1024');

    // Play a real game: a normal Abyss table with the menu's default bots.
    await playRealGame(page, 1);
    expect(await textOf(page, 'seat.1')).toMatch(/Normal/);
    await shot(page, 'lesson-abyss-real-game');
    console.log(`abyss lesson: ${seen.length} steps in ${seconds} s`);
  } finally {
    await host.stop();
  }
});
