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
import { type AbyssWindow } from './support/abyss';
import {
  bounds,
  clickId,
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
import { clickCard, sceneFacts } from './support/scene';

type Moment = { kind: 'next' | 'move' | 'end'; text: string };

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

const inside = (outer: Rect, inner: Rect, slack = 1): boolean =>
  outer.x <= inner.x + slack &&
  outer.y <= inner.y + slack &&
  outer.x + outer.width >= inner.x + inner.width - slack &&
  outer.y + outer.height >= inner.y + inner.height - slack;

const apart = (a: Rect, b: Rect): boolean =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** Each element the step names has its ring around it, snug, and the panel leaves it free. */
async function checkPointers(page: Page, step: LessonStep): Promise<void> {
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
  const step = abyssLesson.steps.find((s) => s.text.de === text);
  if (!step) throw new Error(`no step says: ${text}`);
  return step;
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
      const step = stepOf(now.text);
      if (seen.at(-1) !== step.id) seen.push(step.id);
      await checkPointers(page, step);
      if (
        ['welcome', 'scale', 'follow', 'moved', 'jump', 'heptagram', 'curses', 'anna-scale'].includes(step.id)
      )
        await shot(page, `lesson-abyss-${step.id}`);
      if (now.kind === 'end') {
        await shot(page, 'lesson-abyss-end');
        break;
      }
      if (now.kind === 'next') {
        await tap(page, 'lesson.next');
        await expect
          .poll(async () => ((await textOf(page, 'lesson.text')) ?? now.text) !== now.text)
          .toBe(true);
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
      // The move is taken: the coach moves on.
      await expect
        .poll(async () => ((await textOf(page, 'lesson.text')) ?? now.text) !== now.text, { timeout: 15_000 })
        .toBe(true);
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
    await resizeTo(page, { width: 1024, height: 640 });
    await expect
      .poll(async () => {
        const panel = await bounds(page, 'lesson.panel');
        const summary = await bounds(page, 'summary');
        return !!panel && !!summary && apart(panel, summary) && panel.x + panel.width <= 1024;
      })
      .toBe(true);
    await shot(page, 'lesson-abyss-end-1024');
    await resizeTo(page, { width: 1280, height: 800 });

    // Play a real game: a normal Abyss table with the menu's default bots.
    await tap(page, 'lesson.real');
    await expect
      .poll(async () => (await ids(page)).includes('lesson.panel'), { timeout: 15_000 })
      .toBe(false);
    await expect.poll(async () => (await ids(page)).includes('seat.1')).toBe(true);
    await waitForScreen(page, 'table');
    expect(await textOf(page, 'seat.1')).toMatch(/Normal/);
    await shot(page, 'lesson-abyss-real-game');
    console.log(`abyss lesson: ${seen.length} steps in ${seconds} s`);
  } finally {
    await host.stop();
  }
});
