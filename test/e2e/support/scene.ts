/**
 * What the table-game specs (Siegel, SevenSins, Abyss) share: a live table on the real headless
 * host with its page errors collected, the menu set up for three players against `rules` bots
 * (and SevenSins' phases), the scene's facts (`window.__<game>`) and the wait for the next step,
 * clicks on the hand, screenshots of each moment once per window size, and a SevenSins game
 * played to its end.
 */
import type { Page } from '@playwright/test';
import type { SceneFacts, SceneHook, SevenSinsFacts } from '../../../src/shared/scene-facts';
import {
  bounds,
  pressAt,
  PRESS_ANSWER_MS,
  chooseRulesBots,
  clickId,
  expect,
  ids,
  laidOut,
  resizeTo,
  shot,
  stepTo,
  tap,
  tapUntilGone,
  textOf,
  waitForScreen,
  waitIdle,
} from './app';
import { startRealHost, type RealHost, type RealHostPlace } from './real-host';

export type TableGame = 'siegel' | 'sevensins' | 'abyss';

type HookWindow = Record<string, SceneHook<SceneFacts> | undefined>;

/** The scene's facts as they are now (a copy), or null before its table shows. */
export async function sceneFacts<F extends SceneFacts>(page: Page, game: TableGame): Promise<F | null> {
  const facts = await page.evaluate((g) => {
    const hook = (globalThis as unknown as HookWindow)[`__${g}`];
    if (!hook) return null;
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(hook)) if (key !== 'owner') copy[key] = hook[key as keyof SceneFacts];
    return copy;
  }, game);
  return facts as F | null;
}

/** Clicks a card of the fan on the visible part of its face (the scene says where that is). */
export async function clickCard(page: Page, game: TableGame, code: string): Promise<void> {
  await laidOut(page);
  const p = await page.evaluate(
    ([g, c]) => (globalThis as unknown as HookWindow)[`__${g}`]?.cardPoint(c) ?? null,
    [game, code] as const,
  );
  expect(p, `card:${code} on screen`).not.toBeNull();
  expect(await bounds(page, `card:${code}`)).not.toBeNull();
  await pressAt(page, p!.x, p!.y);
}

/**
 * Plays `run` at a live table: the real headless host (bots without delay, fast animations,
 * English, the player "Ada"), no page errors allowed; on a failure a debug screenshot and the
 * scene's facts are left behind.
 */
export async function atLiveTable(
  page: Page,
  game: TableGame,
  run: (url: string, host: RealHost) => Promise<void>,
  place: RealHostPlace = {},
) {
  const host = await startRealHost({ animationSpeed: 'fast', language: 'en', playerName: 'Ada' }, 0, place);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}\n${e.stack ?? ''}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('Failed to load resource'))
      errors.push(`console: ${m.text()}`);
  });
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await run(host.url, host);
    expect(errors, 'no errors in the page').toEqual([]);
  } catch (err) {
    // Leave a picture of where it went wrong.
    await shot(page, `${game}-debug`).catch(() => undefined);
    console.log(`${game} state:`, JSON.stringify(await sceneFacts(page, game).catch(() => null)));
    throw err;
  } finally {
    if (errors.length > 0) console.log(errors.slice(0, 5).join('\n'));
    await host.stop();
  }
}

/**
 * From the menu to a 3-player table (seat 0 the human, two `rules` bots: the menu's default is
 * the slower search bot); `options` sets the game's options before the start.
 */
export async function startThreePlayers(
  page: Page,
  game: TableGame,
  options?: () => Promise<void>,
): Promise<void> {
  await waitForScreen(page, 'menu');
  await clickId(page, `menu.game.${game}`);
  await chooseThreePlayers(page);
  await chooseRulesBots(page);
  await options?.();
  await clickId(page, 'menu.start');
  await waitForScreen(page, 'table');
  await expect.poll(async () => (await sceneFacts(page, game))?.step ?? -1).toBeGreaterThan(0);
}

/**
 * Closes the summary shown now and waits until it has gone. Unlike `tapUntilGone` it tells one
 * summary from the next by the step shown: where rounds follow at once (a bot plays the person's
 * seat), the next round's summary may open within moments, and a second click must not close it
 * uncounted.
 */
export async function continueSummary(page: Page, game: TableGame): Promise<void> {
  const at = (await sceneFacts(page, game))?.step;
  const gone = async (): Promise<boolean> => {
    const f = await sceneFacts(page, game);
    return f?.step !== at || f?.overlay !== 'summary';
  };
  // Whether the table leaves this summary (another step, or no summary) within the press's answer.
  const goes = (): Promise<boolean> =>
    page
      .waitForFunction(
        ([g, step]) => {
          const f = (globalThis as unknown as HookWindow)[`__${g}`];
          return f?.step !== step || f?.overlay !== 'summary';
        },
        [game, at] as const,
        { polling: 30, timeout: PRESS_ANSWER_MS },
      )
      .then(
        () => true,
        () => false,
      );
  await expect
    .poll(
      async () => {
        if (await gone()) return true;
        await tap(page, 'summary:continue');
        return goes();
      },
      { timeout: 30_000, message: 'the summary closes when Continue is clicked' },
    )
    .toBe(true);
}

/** Waits until the table has taken an answer: its step has moved past `before`. */
export async function stepPast(page: Page, game: TableGame, before: number): Promise<void> {
  await expect
    .poll(async () => (await sceneFacts(page, game))?.step ?? before, { timeout: 30_000 })
    .toBeGreaterThan(before);
}

/** The menu's player count stepped down to three (the seats 0–2 left). */
export async function chooseThreePlayers(page: Page): Promise<void> {
  for (let k = 0; k < 5 && (await ids(page)).includes('menu.seat.3.kind'); k++)
    await clickId(page, 'menu.players.prev');
  expect(await ids(page)).not.toContain('menu.seat.3.kind');
}

/** Sets the SevenSins menu's option "phases to play" to `n` (stepping down from all 13). */
export async function choosePhases(page: Page, n: number): Promise<void> {
  await stepTo(page, 'menu.option.phases', new RegExp(` ${n}$`), 'prev', 14);
}

/** Screenshots `<game>-<moment>-<width>.png`, each moment once per window width. */
export function screenshots(page: Page, game: TableGame) {
  const taken = new Set<string>();
  const width = (): number => page.viewportSize()!.width;
  const snap = async (name: string): Promise<void> => {
    const tag = `${name}-${width()}`;
    if (taken.has(tag)) return;
    taken.add(tag);
    await shot(page, `${game}-${tag}`);
  };
  /** The same moment at 1024×640 as well, then back. */
  const both = async (name: string): Promise<void> => {
    await snap(name);
    if (taken.has(`${name}-1024`)) return;
    await resizeTo(page, { width: 1024, height: 640 });
    await waitIdle(page);
    await snap(name);
    await resizeTo(page, { width: 1280, height: 800 });
    await waitIdle(page);
  };
  /** Opens each panel `btn:<name>`, shoots it as its moment (`lastTrick`: `last-trick`), closes it. */
  const panels = async (...names: string[]): Promise<void> => {
    for (const name of names) {
      await clickId(page, `btn:${name}`);
      await snap(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
      await clickId(page, 'overlay:close');
    }
  };
  return { taken, width, snap, both, panels };
}

/** Settings: animation speed two steps on (to instant), then back to the table. */
export async function instantSpeed(page: Page): Promise<void> {
  await clickId(page, 'table.settings');
  await waitForScreen(page, 'settings');
  await clickId(page, 'settings.animationSpeed.next');
  await clickId(page, 'settings.animationSpeed.next');
  await clickId(page, 'settings.back');
  await waitForScreen(page, 'table');
}

/** What a turn loop reads of a page: the scene's facts and the ids shown (as one text). */
export async function tableState(page: Page, game: TableGame): Promise<string> {
  const visible = await ids(page);
  return seenAs(await sceneFacts(page, game), visible);
}

/** Each page's `tableState`, in order. */
export async function tableStates(pages: Page[], game: TableGame): Promise<string[]> {
  return Promise.all(pages.map((p) => tableState(p, game)));
}

/** The text `tableState` gives for these facts and ids. */
export function seenAs(facts: SceneFacts | null, visible: string[]): string {
  return JSON.stringify([facts, visible]);
}

/**
 * Waits until one of `pages` shows something else than it did when `seen` (each page's
 * `tableState`, in order) was read: a turn loop with nothing to do reads the table again once
 * there is something new to read, not after a fixed time.
 */
export async function tableMoves(
  pages: Page[],
  game: TableGame,
  seen: string[],
  timeout = 60_000,
): Promise<void> {
  await expect
    .poll(
      async () => {
        for (const [i, p] of pages.entries()) if ((await tableState(p, game)) !== seen[i]) return true;
        return false;
      },
      { timeout, intervals: [20], message: 'the table moves on' },
    )
    .toBe(true);
}

/** `tableMoves` for one page that showed the facts `s` and the ids `visible`. */
export async function movesFrom(
  page: Page,
  game: TableGame,
  s: SceneFacts | null,
  visible: string[],
): Promise<void> {
  await tableMoves([page], game, [seenAs(s, visible)]);
}

/** Turn after turn until the final ranking shows: `turn` gets the scene's facts and the visible ids. */
export async function untilRanking<F extends SceneFacts>(
  page: Page,
  game: TableGame,
  turn: (s: F, visible: string[]) => Promise<void>,
  maxTurns = 20_000,
): Promise<void> {
  for (let guard = 0; guard < maxTurns; guard++) {
    const visible = await ids(page);
    if (visible.includes('ranking')) return;
    const s = await sceneFacts<F>(page, game);
    if (!s) await movesFrom(page, game, s, visible);
    else await turn(s, visible);
  }
}

/**
 * Plays a SevenSins table to its final ranking with the simplest policy (fire as trump, the
 * first allowed bid, a Kitsune as a Sin, the first playable card), waiting after each answer
 * until the table has taken it.
 */
export async function playSevenSinsToRanking(page: Page, maxTurns?: number): Promise<void> {
  await untilRanking<SevenSinsFacts>(
    page,
    'sevensins',
    async (s, visible) => {
      if (visible.includes('summary:continue')) return tapUntilGone(page, 'summary:continue');
      if (s.busy) return movesFrom(page, 'sevensins', s, visible);
      const answered = await answerSevenSins(page, s);
      if (answered === null) return movesFrom(page, 'sevensins', s, visible);
      // A Kitsune asks Sin or Tanuki first: the table moves on with that answer.
      if (answered === 'KITSUNE') return;
      await stepPast(page, 'sevensins', s.step);
    },
    maxTurns,
  );
}

/**
 * Once a bot plays the person's seat (`RealHost.standIn`): closes each summary as it comes, up
 * to the final ranking.
 */
export async function followToRanking(page: Page, game: TableGame, maxTurns?: number): Promise<void> {
  await untilRanking(
    page,
    game,
    async (s, visible) => {
      if (visible.includes('summary:continue')) await continueSummary(page, game);
      else await movesFrom(page, game, s, visible);
    },
    maxTurns,
  );
}

/**
 * Clicks a card the rules refuse now, if the hand holds one: the reason shows (matching
 * `reason`) and nothing changes — step, hand, playable cards. Returns whether it did.
 */
export async function refusedCard(
  page: Page,
  game: TableGame,
  s: SceneFacts & { hand: string[] },
  snap: (name: string) => Promise<void>,
  reason?: RegExp,
): Promise<boolean> {
  const illegal = s.hand.find((c) => !s.legal.includes(c));
  if (!illegal) return false;
  await clickCard(page, game, illegal);
  await expect.poll(async () => (await ids(page)).includes('card:reason')).toBe(true);
  if (reason) expect(await textOf(page, 'card:reason')).toMatch(reason);
  await snap('refused');
  const after = await sceneFacts<SceneFacts & { hand: string[] }>(page, game);
  expect(after!.step).toBe(s.step);
  expect(after!.hand).toEqual(s.hand);
  expect(after!.legal).toEqual(s.legal);
  return true;
}

/** The helpers above bound to one game (its facts typed `F`). */
export function tableGame<F extends SceneFacts & { hand: string[] }>(game: TableGame) {
  return {
    atLiveTable: (page: Page, run: (url: string, host: RealHost) => Promise<void>, place?: RealHostPlace) =>
      atLiveTable(page, game, run, place),
    startThreePlayers: (page: Page, options?: () => Promise<void>) => startThreePlayers(page, game, options),
    screenshots: (page: Page) => screenshots(page, game),
    info: (page: Page) => sceneFacts<F>(page, game),
    stepPast: (page: Page, before: number) => stepPast(page, game, before),
    movesFrom: (page: Page, s: F | null, visible: string[]) => movesFrom(page, game, s, visible),
    continueSummary: (page: Page) => continueSummary(page, game),
    clickCard: (page: Page, code: string) => clickCard(page, game, code),
    untilRanking: (page: Page, turn: (s: F, visible: string[]) => Promise<void>, maxTurns?: number) =>
      untilRanking<F>(page, game, turn, maxTurns),
    refusedCard: (page: Page, s: F, snap: (name: string) => Promise<void>, reason?: RegExp) =>
      refusedCard(page, game, s, snap, reason),
  };
}

/**
 * One SevenSins move for the page's own seat if it is asked (fire as trump, the first allowed
 * bid, Kitsune as Sin, the first playable card); true when it acted, once the move landed.
 */
export async function sevenSinsTurn(page: Page): Promise<boolean> {
  const s = await sceneFacts<SevenSinsFacts>(page, 'sevensins');
  if (!s || s.busy) return false;
  // Polls quickly: the step moves on, or the dialog goes.
  const settled = async (done: (f: SevenSinsFacts) => boolean): Promise<void> => {
    await expect
      .poll(
        async () => {
          const f = await sceneFacts<SevenSinsFacts>(page, 'sevensins');
          return !!f && done(f);
        },
        { timeout: 30_000, intervals: [20], message: 'the move lands' },
      )
      .toBe(true);
  };
  const moved = (f: SevenSinsFacts): boolean => f.step > s.step;
  const answered = await answerSevenSins(page, s);
  if (answered === null) return false;
  await settled(answered === 'dialog' ? moved : (f) => moved(f) || f.dialog === 'kitsune');
  return true;
}

/**
 * Answers the seat's SevenSins decision the simple way (fire as trump, the first allowed bid,
 * Kitsune as Sin, the first playable card): 'dialog', the card played, or null if none is asked.
 */
async function answerSevenSins(page: Page, s: SevenSinsFacts): Promise<string | null> {
  if (s.dialog === 'trump') await tap(page, 'trump:fire');
  else if (s.dialog === 'bid') await tap(page, `bid:${s.bids.find((b) => b.allowed)!.tricks}`);
  else if (s.dialog === 'kitsune') await tap(page, 'kitsune:sin');
  else if (s.stage === 'play' && s.legal.length > 0) {
    const card = s.legal[0]!;
    await clickCard(page, 'sevensins', card);
    return card;
  } else return null;
  return 'dialog';
}
