/**
 * The layout checker: every screen at 390×844, 844×390, 768×1024, 1280×800 and 1920×1080 (the
 * settings, the menu and a table of seven also at 1024×640), in German (the longest words; LAYOUT_LANGS
 * adds English), with the states that bring overlays. At each, the page's audit (src/renderer/
 * core/layout-audit.ts) looks for overlapping controls or texts, what lies off the screen, labels
 * cut to "…", controls smaller than a finger on a phone and overlays over what matters. The run
 * prints the table of screens × sizes with the count in each (test-results/layout/table.md lists
 * every finding) and fails on any cell above its baseline (test/e2e/layout-baseline.json, 0
 * where none is kept; LAYOUT_BASELINE=write renews it).
 *
 * The screens are visited in a few walks, each a test of its own (so the workers share them): a
 * walk goes once through its states and audits at each stop on the way — a lesson is walked once
 * and audited at its first step, its dialogs and its end, not walked again for each. With
 * LAYOUT_SCREENS a walk runs only if one of its stops is chosen, and only up to the last one.
 */
import type { Page } from '@playwright/test';
import type { SiegelFacts } from '../../src/shared/scene-facts';
import type { Language } from '../../src/shared/settings';
import {
  chooseRulesBots,
  clickId,
  expect,
  ids,
  RULES_BOT,
  stepTo,
  tap,
  tapUntilGone,
  test,
  textOf,
  waitForScreen,
  waitIdle,
} from './support/app';
import { sevenSinsChallengeForm, takePart } from './support/challenge';
import { sevenSinsRanking } from './support/layout-elements';
import { walkLessonFor } from './support/layout-tables';
import { ALL_SIZES, CHECK_SIZES, type CheckSize } from './support/layout-check';
import {
  AUDITED_BY_LESSON_SPEC,
  LANGS,
  LESSON_STOPS,
  lessonStops,
  ONLY,
  restPointer,
  Walk,
  WalkDone,
} from './support/layout-walk';
import {
  chooseThreePlayers,
  sceneFacts,
  sevenSinsTurn,
  tableMoves,
  tableStates,
  type TableGame,
} from './support/scene';

/** A walk through `stops`, one test per language; skipped when LAYOUT_SCREENS chooses none of them. */
function walk(
  title: string,
  stops: readonly string[],
  run: (w: Walk) => Promise<void>,
  languages: readonly Language[] = LANGS,
): void {
  const only = ONLY;
  for (const language of languages) {
    if (only && !stops.some((s) => only.includes(s))) continue;
    test(`layout check: ${title} at every size (${language})`, async ({ page }) => {
      test.setTimeout(300_000);
      const w = new Walk(page, language, stops);
      // A screen that throws while it is drawn may still look laid out: every page error fails the walk.
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`${e.message}\n${e.stack ?? ''}`));
      try {
        await run(w);
      } catch (e) {
        if (!(e instanceof WalkDone)) throw e;
      } finally {
        if (errors.length > 0) console.log(`${title} (${language}): page errors\n${errors.join('\n')}`);
        await w.stopHosts();
      }
      expect(errors, `${title} (${language}): page errors`).toEqual([]);
      expect(w.wanted, `${title}: every stop was reached`).toBe(false);
      expect(w.over, `${title} (${language}): more findings than the baseline allows`).toEqual([]);
    });
  }
}

/** Opens a screen from the menu and audits it; Escape goes back to the menu. */
async function screenFromMenu(
  w: Walk,
  name: string,
  button: string,
  screen: string,
  sizes: readonly CheckSize[] = CHECK_SIZES,
): Promise<void> {
  await clickId(w.page, button);
  await waitForScreen(w.page, screen);
  await w.at(name, sizes);
  await w.page.keyboard.press('Escape');
  await waitForScreen(w.page, 'menu');
}

/** The menu's player count. */
async function players(page: Page): Promise<number> {
  return (await ids(page)).filter((id) => /^menu\.seat\.\d+\.kind$/.test(id)).length + 1;
}

walk(
  'the menu screens',
  ['settings', 'statistics', 'rules', 'saves', 'replays', 'join', 'challenge', 'menu', 'lobby'],
  async (w) => {
    const { page } = w;
    await w.freshHost();
    await screenFromMenu(w, 'settings', 'menu.settings', 'settings', ALL_SIZES);
    await screenFromMenu(w, 'statistics', 'menu.statistics', 'statistics');
    await screenFromMenu(w, 'rules', 'menu.rules', 'rules');
    await screenFromMenu(w, 'saves', 'menu.saves', 'saves');
    await screenFromMenu(w, 'replays', 'menu.replays', 'history');
    await screenFromMenu(w, 'join', 'menu.joinLan', 'join');
    await screenFromMenu(w, 'challenge', 'menu.challenge', 'challenge');
    // Five players: the most seat rows Siegel's menu shows; then back to the first count.
    const first = await players(page);
    for (let i = 0; i < 2; i++) await clickId(page, 'menu.players.next');
    await w.at('menu');
    while ((await players(page)) > first) await clickId(page, 'menu.players.prev');
    // The host's lobby last: it opens a LAN table.
    await clickId(page, 'menu.hostLan');
    await waitForScreen(page, 'lobby');
    await w.at('lobby');
  },
);

/**
 * A 3-player table (13: four) against rule bots, once the person has a decision (or the first
 * step), on a host of its own.
 */
async function table(w: Walk, game: TableGame | 'dreizehn', three = true, options?: () => Promise<void>) {
  const { page } = w;
  await w.freshHost();
  await clickId(page, `menu.game.${game}`);
  if (three) await chooseThreePlayers(page);
  await chooseRulesBots(page);
  await options?.();
  await clickId(page, 'menu.start');
  await waitForScreen(page, 'table');
  if (game !== 'dreizehn')
    await expect.poll(async () => (await sceneFacts(page, game))?.step ?? -1).toBeGreaterThan(0);
  await waitIdle(page);
}

walk('Siegel and 13 tables, hot-seat', ['siegel', 'siegel-play', 'dreizehn', 'hotseat'], async (w) => {
  const { page } = w;
  // Siegel: the prediction, then past it (no seals): the trick, the tray and the racks.
  await table(w, 'siegel');
  await w.at('siegel');
  await expect.poll(async () => (await sceneFacts<SiegelFacts>(page, 'siegel'))?.dialog).toBe('predict');
  await tap(page, 'confirm');
  await expect
    .poll(async () => (await sceneFacts<SiegelFacts>(page, 'siegel'))?.legal.length ?? 0, { timeout: 30_000 })
    .toBeGreaterThan(0);
  await restPointer(page);
  await w.at('siegel-play');

  await table(w, 'dreizehn', false);
  await w.at('dreizehn');

  // Hot-seat: Ada and a second person at this computer; the cover between their turns.
  await w.freshHost();
  await clickId(page, 'menu.game.siegel');
  await chooseThreePlayers(page);
  await stepTo(page, 'menu.seat.1.kind', /Person here|Person hier/, 'next', 8);
  await stepTo(page, 'menu.seat.2.kind', RULES_BOT, 'prev', 8);
  await clickId(page, 'menu.start');
  await waitForScreen(page, 'table');
  await expect.poll(async () => (await ids(page)).includes('hotseat.cover')).toBe(true);
  await waitIdle(page);
  await w.at('hotseat');
});

walk('SevenSins and Abyss tables', ['sevensins', 'abyss', 'sevensins-ranking'], async (w) => {
  await table(w, 'sevensins');
  await w.at('sevensins');
  await table(w, 'abyss');
  await w.at('abyss');
  // A SevenSins table of one phase, played to its final ranking.
  await w.freshHost();
  await sevenSinsRanking(w.page);
  await w.at('sevensins-ranking');
});

walk('seven seats, also at 1024×640', ['menu-7', 'sevensins-7'], async (w) => {
  const { page } = w;
  await w.freshHost();
  // Seven players: the most seats the menu and the table must fit.
  await clickId(page, 'menu.game.sevensins');
  for (let i = 0; i < 4; i++) await clickId(page, 'menu.players.next');
  expect(await players(page)).toBe(7);
  await w.at('menu-7', ALL_SIZES);
  await chooseRulesBots(page);
  await clickId(page, 'menu.start');
  await waitForScreen(page, 'table');
  await expect.poll(async () => (await sceneFacts(page, 'sevensins'))?.step ?? -1).toBeGreaterThan(0);
  await waitIdle(page);
  await w.at('sevensins-7', ALL_SIZES);
});

/** The LAN address a host's screen shows (`lobby.url`, `challenge.url`) as a page address. */
async function lanAddress(page: Page, id: string): Promise<string> {
  await expect.poll(async () => (await textOf(page, id)) ?? '').toMatch(/:\d+$/);
  return `http://${await textOf(page, id)}/`;
}

walk('a LAN guest', ['lobby-guest', 'lobby-guest-seated'], async (w) => {
  const { page } = w;
  // The host opens its Siegel table on the LAN with seat 2 open and a code; the page becomes a guest there.
  await w.freshHost();
  await clickId(page, 'menu.hostLan');
  await waitForScreen(page, 'lobby');
  await clickId(page, 'lobby.open.1');
  await clickId(page, 'lobby.codeToggle');
  await expect.poll(async () => (await textOf(page, 'lobby.code')) ?? '').toMatch(/^\d{4}$/);
  const code = (await textOf(page, 'lobby.code'))!;
  await page.goto(await lanAddress(page, 'lobby.url'));
  await waitForScreen(page, 'lobby');
  await expect.poll(async () => (await ids(page)).includes('lobby.join')).toBe(true);
  // A guest's lobby before joining: the name and the table code.
  await w.at('lobby-guest');
  // A guest seated and ready, waiting for the host.
  await clickId(page, 'lobby.name');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Bartholomäus');
  await page.keyboard.press('Enter');
  await clickId(page, 'lobby.codeField');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await clickId(page, 'lobby.join');
  await expect.poll(async () => (await ids(page)).includes('lobby.sit.1')).toBe(true);
  await clickId(page, 'lobby.sit.1');
  await expect.poll(async () => (await ids(page)).includes('lobby.ready')).toBe(true);
  await clickId(page, 'lobby.ready');
  await expect.poll(async () => (await ids(page)).includes('lobby.stand')).toBe(true);
  // The toast that greets the guest has gone.
  await expect.poll(async () => (await ids(page)).includes('toast'), { timeout: 10_000 }).toBe(false);
  await w.at('lobby-guest-seated');
});

walk('a challenge', ['challenge-dealover', 'challenge-board'], async (w) => {
  const { page } = w;
  // A SevenSins challenge of four deals for three against rule bots: the host takes part, two
  // guests (pages of their own, gone again) too, and the host plays its first deal to the end.
  await w.freshHost();
  await sevenSinsChallengeForm(page, 4);
  await clickId(page, 'challenge.open');
  const url = await lanAddress(page, 'challenge.url');
  await takePart(page, null);
  for (const name of ['Bartholomäus', 'Cleo']) {
    const guests = await page.context().browser()!.newContext();
    try {
      const guest = await guests.newPage();
      await guest.goto(url);
      await takePart(guest, name);
    } finally {
      await guests.close();
    }
  }
  await clickId(page, 'challenge.play');
  await waitForScreen(page, 'table');
  for (let guard = 0; guard < 3000; guard++) {
    const seen = await tableStates([page], 'sevensins');
    const visible = await ids(page);
    // The deal's last summary read too: the table as it stays.
    if (visible.includes('challenge.dealOver') && !visible.includes('summary:continue')) break;
    if (visible.includes('summary:continue')) await tapUntilGone(page, 'summary:continue');
    else if (!(await sevenSinsTurn(page))) await tableMoves([page], 'sevensins', seen);
  }
  await expect.poll(async () => (await ids(page)).includes('challenge.dealOver')).toBe(true);
  await waitIdle(page);
  // The end of a challenge's deal at the table: its score and the way on.
  await w.at('challenge-dealover');
  // The board with three participants, a score in, the viewer's place and Next deal.
  await clickId(page, 'challenge.dealOver.board');
  await waitForScreen(page, 'challenge');
  await expect.poll(async () => (await ids(page)).includes('challenge.place')).toBe(true);
  await w.at('challenge-board');
});

// Each lesson walked once as its coach leads it; 13's and Abyss' German walks are their lesson
// specs' own (support/layout-walk.ts, lessonAudit): they audit the same stops on their walk.
for (const [game, stops] of Object.entries(LESSON_STOPS) as [
  TableGame | 'dreizehn',
  Record<string, string>,
][])
  walk(
    `the ${game} lesson`,
    Object.values(stops),
    async (w) => {
      const { page } = w;
      await w.freshHost();
      await clickId(page, `menu.learn.${game}`);
      await waitForScreen(page, 'table');
      await walkLessonFor(page, game, lessonStops(page, w, game));
    },
    LANGS.filter((l) => l !== AUDITED_BY_LESSON_SPEC[game]),
  );
