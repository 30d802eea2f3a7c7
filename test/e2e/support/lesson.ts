/**
 * What the "Learn to play" specs share: waiting for the coach's next moment, walking the lesson's
 * steps, the step a panel's words belong to, the check that every ring of a step lands snugly on
 * the element it names while the coach's panel leaves it free, and the check that a refused card
 * changes nothing.
 */
import type { Page } from '@playwright/test';
import { LESSONS } from '../../../src/main/lessons';
import { stepRings, type Lesson, type LessonStep } from '../../../src/main/lessons/lesson';
import { words } from '../../../src/shared/i18n/format';
import type { SceneFacts, SevenSinsFacts, SiegelFacts } from '../../../src/shared/scene-facts';
import type { Language } from '../../../src/shared/settings';
import type { AbyssWindow } from './abyss';
import {
  bounds,
  clickId,
  expect,
  ids,
  resizeTo,
  shot,
  tap,
  textOf,
  waitForScreen,
  waitIdle,
  type HookWindow,
  type Rect,
} from './app';
import { walkHost } from './layout-walk';
import { clickCard, sceneFacts, type TableGame } from './scene';

/** What the coach asks for at a moment of the lesson. */
export type Moment = { kind: 'next' | 'move' | 'end'; text: string };

type FactsWithHand = SceneFacts & { hand: string[] };

/** The games with a lesson (13's table publishes no scene facts; the others' do). */
export type LessonGame = 'dreizehn' | TableGame;

type LessonWindow = HookWindow & AbyssWindow & { __sevensins?: SevenSinsFacts; __siegel?: SiegelFacts };

/**
 * Waits until the coach asks for something: Next, a move, or the end. All lesson tables wait
 * the same way; only what counts as "the table asks for a move" is the game's own.
 */
export async function moment(page: Page, game: LessonGame): Promise<Moment> {
  const handle = await page.waitForFunction(
    (g: LessonGame): Moment | null => {
      const w = globalThis as unknown as LessonWindow;
      const h = w.__spieltisch;
      if (!h || !h.idle() || h.screen() !== 'table') return null;
      const scene = g === 'dreizehn' ? null : w[`__${g}` as const];
      if (scene === undefined) return null;
      const all = h.ids();
      const text = h.text('lesson.text');
      if (!text) return null;
      // The end: the summary holds the table's queue (busy) until Continue.
      if (all.includes('lesson.real')) return { kind: 'end', text };
      // A note may hold the table's queue too (the phase's last trick before its summary).
      if (all.includes('lesson.next') && h.disabled('lesson.next') === false) return { kind: 'next', text };
      if (scene?.busy) return null;
      const asked = (): boolean => {
        switch (g) {
          case 'dreizehn':
            return all.some((id) => id.startsWith('legal:card:'));
          case 'siegel': {
            const f = w.__siegel!;
            return f.dialog !== null || f.legal.length > 0;
          }
          case 'sevensins': {
            const f = w.__sevensins!;
            return (
              (f.stage === 'play' && f.legal.length > 0) ||
              (f.dialog === 'bid' && f.bids.some((b) => b.allowed))
            );
          }
          case 'abyss': {
            const f = w.__abyss!;
            return (f.stage === 'play' && f.legal.length > 0) || f.dialog === 'jump' || f.dialog === 'scale';
          }
        }
      };
      // 13 asks for a card of the hand (a Nasty Four's target ring comes with the card's).
      const ring = g === 'dreizehn' ? 'lesson:hand.' : 'lesson:';
      if (asked() && all.some((id) => id.startsWith(ring))) return { kind: 'move', text };
      return null;
    },
    game,
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as Moment;
}

/** How a spec walks its lesson (see walkLesson). */
export interface LessonWalk {
  /** Screenshots `<shots><step id>` of the pictured steps, and `<shots>end`. */
  shots: string;
  pictured: readonly string[];
  /** The move step where a refusal is tried, on its first showing (left out: the first move step). */
  refuseAt?: string;
  /** Tries a move that is refused at `step` and checks that nothing changed; it must happen once. */
  refuse(step: LessonStep): Promise<void>;
  /** Makes the move the coach asks for at `step` through the UI (and checks on the way). */
  move(step: LessonStep): Promise<void>;
  /**
   * The layout checker's stops on this walk (support/layout-walk.ts, lessonAudit): called at each
   * moment once its step is checked and pictured, with the step's id ('end' at the summary).
   */
  audit?: { at(step: string): Promise<void> } | null;
}

/**
 * Walks the lesson as the coach leads it: at each moment finds the step and checks its rings,
 * pictures it, presses Next or makes the move (trying the refusal once first), up to the end.
 * Every step must have shown, in order; returns their ids.
 */
export async function walkLesson(
  page: Page,
  lesson: Lesson,
  lang: Language,
  walk: LessonWalk,
): Promise<string[]> {
  const game = lesson.game as LessonGame;
  const seen: string[] = [];
  let refused = false;
  // A bound well above any lesson's number of moments.
  for (let guard = 0; guard < 80; guard++) {
    const now = await moment(page, game);
    const step = await atStep(page, lesson, lang, now.text, seen);
    if (walk.pictured.includes(step.id)) await shot(page, `${walk.shots}${step.id}`);
    await walk.audit?.at(now.kind === 'end' ? 'end' : step.id);
    if (now.kind === 'end') {
      await shot(page, `${walk.shots}end`);
      break;
    }
    if (now.kind === 'next') {
      await pressNext(page, now.text);
      continue;
    }
    if (!refused && (walk.refuseAt ?? step.id) === step.id) {
      await walk.refuse(step);
      refused = true;
    }
    await walk.move(step);
    await coachMovesOn(page, now.text);
  }
  expect(refused, 'a move was refused').toBe(true);
  expect(seen).toEqual(lesson.steps.map((s) => s.id));
  return seen;
}

/** Where a lesson spec starts: the host's language and the menu tile that opens the lesson. */
export interface LessonOpening {
  language: Language;
  game: LessonGame;
  /** What the tile's button says (checked when given). */
  learn?: string;
  /** Checks at the menu before the tile is clicked. */
  atMenu?: () => Promise<void>;
}

/**
 * Runs `run` at the lesson's table against a real headless host, bots and animations instant
 * (the lessons' setting), page errors logged: the menu's tile opens the lesson. `run` gets the
 * time the page started loading.
 */
export async function atLesson(
  page: Page,
  o: LessonOpening,
  run: (started: number) => Promise<void>,
): Promise<void> {
  // The layout checker's host (the player "Ada"): a spec that audits its stops on the way sees
  // the lesson as the checker's walk did.
  const host = await walkHost(o.language);
  try {
    page.on('pageerror', (e) => console.log('page error:', e.message));
    const started = Date.now();
    await page.goto(host.url);
    await waitForScreen(page, 'menu');
    if (o.learn !== undefined) expect(await textOf(page, `menu.learn.${o.game}`)).toBe(o.learn);
    await o.atMenu?.();
    await clickId(page, `menu.learn.${o.game}`);
    await waitForScreen(page, 'table');
    await run(started);
  } finally {
    await host.stop();
  }
}

/**
 * The coach refuses a playable card that is not the step's: its reason shows (matching `reason`,
 * pictured as `shotName`) and nothing changes since `before` (default: just before the click) —
 * step, hand, playable cards — and the step's rings stay.
 */
export async function coachRefuses(
  page: Page,
  game: TableGame,
  step: LessonStep,
  card: string,
  reason: RegExp,
  shotName: string,
  before?: FactsWithHand | null,
): Promise<void> {
  const start = before ?? (await sceneFacts<FactsWithHand>(page, game));
  expect(start?.legal, `${card} is playable`).toContain(card);
  await clickCard(page, game, card);
  await expect.poll(() => textOf(page, 'lesson.refusal')).toMatch(reason);
  await shot(page, shotName);
  const after = await sceneFacts<FactsWithHand>(page, game);
  expect(after?.step).toBe(start?.step);
  expect(after?.hand).toEqual(start?.hand);
  expect(after?.legal).toEqual(start?.legal);
  await checkPointers(page, step);
}

export const inside = (outer: Rect, inner: Rect, slack = 1): boolean =>
  outer.x <= inner.x + slack &&
  outer.y <= inner.y + slack &&
  outer.x + outer.width >= inner.x + inner.width - slack &&
  outer.y + outer.height >= inner.y + inner.height - slack;

export const apart = (a: Rect, b: Rect): boolean =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** The lesson's step whose words (in `lang`) the panel shows. */
export function stepOf(lesson: Lesson, lang: Language, text: string): LessonStep {
  const step = lesson.steps.find((s) => words(lang, s.text) === text);
  if (!step) throw new Error(`no step says: ${text}`);
  return step;
}

/** What the coach rings at `step` (a move step: the controls of its move; see stepRings). */
export function ringsOf(step: LessonStep): string[] {
  const lesson = Object.values(LESSONS).find((l) => l?.steps.includes(step));
  if (!lesson) throw new Error(`step ${step.id} is in no lesson`);
  return stepRings(lesson, step).points;
}

/** Each element the step names has its ring around it, snug, and the panel leaves it free. */
export async function checkPointers(page: Page, step: LessonStep): Promise<void> {
  const points = ringsOf(step);
  const wanted = points.map((p) => `lesson:${p}`).sort();
  await expect
    .poll(
      async () =>
        (await ids(page)).filter((i) => i.startsWith('lesson:') && !i.startsWith('lesson:badge:')).sort(),
      { message: `${step.id}: rings on ${points.join(', ')}` },
    )
    .toEqual(wanted);
  await waitIdle(page);
  const panel = await bounds(page, 'lesson.panel');
  expect(panel, 'the coach’s panel').not.toBeNull();
  for (const id of points) {
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

/**
 * The end of every lesson: at 1024×640 the coach's last words sit beside the round's summary,
 * within the window (pictured as `shotName`); then "Play a real game": the coach goes and a
 * normal table of the game opens with `lastSeat` seated.
 */
export async function endThenRealGame(page: Page, shotName: string, lastSeat: number): Promise<void> {
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

/**
 * Makes the script's move at `step` through the UI (SevenSins, Abyss), as the coach's rings show
 * it: the ringed bid or card (a Kitsune's dialog pictured as `<shots>kitsune` and answered with the
 * script's form), Abyss' jump or element for the trump scale. `atKitsune` runs while the
 * Kitsune's dialog is open, after its picture (the layout checker's stop there).
 */
export async function scriptedMove(
  page: Page,
  lesson: Lesson,
  step: LessonStep,
  shots: string,
  atKitsune?: () => Promise<void>,
): Promise<void> {
  const game = lesson.game as 'sevensins' | 'abyss';
  const action = lesson.script[step.at]!.action;
  if (action.type === 'bid') {
    expect(await ids(page), `${step.id}: a ring on the bid`).toContain(
      `lesson:bid:${action.tricks as number}`,
    );
    await tap(page, `bid:${action.tricks as number}`);
  } else if (action.type === 'play') {
    const card = action.card as string;
    expect(await ids(page), `${step.id}: a ring on the card`).toContain(`lesson:hand.${card}`);
    await clickCard(page, game, card);
    if (typeof action.as === 'string') {
      // The Kitsune asks what it is played as.
      await expect
        .poll(async () => (await sceneFacts<SceneFacts & { dialog: string | null }>(page, game))?.dialog)
        .toBe('kitsune');
      // The ring has moved from the card to the form to choose.
      await expect
        .poll(async () => (await ids(page)).filter((i) => i.startsWith('lesson:')).sort())
        .toEqual([`lesson:kitsune:${action.as}`]);
      await shot(page, `${shots}kitsune`);
      await atKitsune?.();
      await tap(page, `kitsune:${action.as}`);
    }
  } else if (action.type === 'jump') await tap(page, `jump:${action.jump ? 'yes' : 'no'}`);
  else if (action.type === 'scale') await tap(page, `scale:add:${action.add as string}`);
  else throw new Error(`${step.id}: no way to make ${JSON.stringify(action)}`);
}
