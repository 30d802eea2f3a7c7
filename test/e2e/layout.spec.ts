/**
 * The layout checker: every screen at 390×844, 844×390, 768×1024, 1280×800 and 1920×1080, in
 * German (the longest words) and English, with the states that bring overlays. At each, the
 * page's audit (src/renderer/core/layout-audit.ts) looks for overlapping controls or texts,
 * what lies off the screen, labels cut to "…", controls smaller than a finger on a phone and
 * overlays over what matters. The run prints the table of screens × sizes with the count in each
 * (test-results/layout/table.md lists every finding) and fails on any cell above its baseline
 * (test/e2e/layout-baseline.json, 0 where none is kept; LAYOUT_BASELINE=write renews it).
 */
import type { Page } from '@playwright/test';
import type { Language } from '../../src/shared/settings';
import {
  clickId,
  expect,
  ids,
  RULES_BOT,
  stepTo,
  tapUntilGone,
  test,
  textOf,
  waitForScreen,
  waitIdle,
} from './support/app';
import { CHECK_SIZES, LayoutReport, readBaseline, writeRow } from './support/layout-check';
import { startRealHost } from './support/real-host';
import { chooseThreePlayers, sceneFacts, sevenSinsTurn, type TableGame } from './support/scene';
import { chooseRulesBots } from './support/app';
import { lessonAt, sevenSinsRanking } from './support/layout-elements';
import { siegelInPlay, tableLessonAt } from './support/layout-tables';

interface Visit {
  name: string;
  reach: (page: Page) => Promise<void>;
}

const toScreen =
  (button: string, screen: string): Visit['reach'] =>
  async (page) => {
    await clickId(page, button);
    await waitForScreen(page, screen);
  };

/** A 3-player table against rule bots, once the person has a decision (or the first step). */
const table =
  (game: TableGame | 'dreizehn', players = 3): Visit['reach'] =>
  async (page) => {
    await clickId(page, `menu.game.${game}`);
    if (players === 3) await chooseThreePlayers(page);
    await chooseRulesBots(page);
    await clickId(page, 'menu.start');
    await waitForScreen(page, 'table');
    if (game !== 'dreizehn')
      await expect.poll(async () => (await sceneFacts(page, game))?.step ?? -1).toBeGreaterThan(0);
    await waitIdle(page);
  };

const lesson =
  (game: TableGame | 'dreizehn'): Visit['reach'] =>
  async (page) => {
    await clickId(page, `menu.learn.${game}`);
    await waitForScreen(page, 'table');
    await waitIdle(page);
  };

/** The LAN address a host's screen shows (`lobby.url`, `challenge.url`) as a page address. */
async function lanAddress(page: Page, id: string): Promise<string> {
  await expect.poll(async () => (await textOf(page, id)) ?? '').toMatch(/:\d+$/);
  return `http://${await textOf(page, id)}/`;
}

/** The table code the last guest visit was given. */
let lanCode = '';

/** The host opens its Siegel table on the LAN with seat 2 open and a code; the page becomes a guest there. */
async function asLanGuest(page: Page): Promise<void> {
  await clickId(page, 'menu.hostLan');
  await waitForScreen(page, 'lobby');
  await clickId(page, 'lobby.open.1');
  await clickId(page, 'lobby.codeToggle');
  await expect.poll(async () => (await textOf(page, 'lobby.code')) ?? '').toMatch(/^\d{4}$/);
  const code = (await textOf(page, 'lobby.code'))!;
  await page.goto(await lanAddress(page, 'lobby.url'));
  await waitForScreen(page, 'lobby');
  await expect.poll(async () => (await ids(page)).includes('lobby.join')).toBe(true);
  lanCode = code;
}

/** Takes part in the open challenge by name (the page's own field). */
async function takePart(page: Page, name: string | null): Promise<void> {
  await waitForScreen(page, 'challenge');
  await expect.poll(async () => (await ids(page)).includes('challenge.join')).toBe(true);
  if (name !== null) {
    await clickId(page, 'challenge.name');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
  }
  await clickId(page, 'challenge.join');
  await expect.poll(async () => (await ids(page)).includes('challenge.play')).toBe(true);
}

/**
 * A SevenSins challenge of four deals for three against rule bots: the host takes part, two
 * guests (pages of their own, gone again) too, and the host plays its first deal to the end.
 */
async function challengeDealOver(page: Page): Promise<void> {
  await clickId(page, 'menu.game.sevensins');
  await chooseThreePlayers(page);
  await clickId(page, 'menu.challenge');
  await waitForScreen(page, 'challenge');
  await stepTo(page, 'challenge.setup.level', RULES_BOT, 'prev', 8);
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
    const visible = await ids(page);
    // The deal's last summary read too: the table as it stays.
    if (visible.includes('challenge.dealOver') && !visible.includes('summary:continue')) break;
    if (visible.includes('summary:continue')) await tapUntilGone(page, 'summary:continue');
    else if (!(await sevenSinsTurn(page))) await page.waitForTimeout(20);
  }
  await expect.poll(async () => (await ids(page)).includes('challenge.dealOver')).toBe(true);
  await waitIdle(page);
}

const VISITS: Visit[] = [
  {
    name: 'menu',
    reach: async (page) => {
      // Five players: the most seat rows Siegel's menu shows.
      for (let i = 0; i < 2; i++) await clickId(page, 'menu.players.next');
    },
  },
  { name: 'settings', reach: toScreen('menu.settings', 'settings') },
  { name: 'statistics', reach: toScreen('menu.statistics', 'statistics') },
  { name: 'rules', reach: toScreen('menu.rules', 'rules') },
  { name: 'saves', reach: toScreen('menu.saves', 'saves') },
  { name: 'replays', reach: toScreen('menu.replays', 'history') },
  { name: 'join', reach: toScreen('menu.joinLan', 'join') },
  { name: 'challenge', reach: toScreen('menu.challenge', 'challenge') },
  { name: 'lobby', reach: toScreen('menu.hostLan', 'lobby') },
  { name: 'siegel', reach: table('siegel') },
  { name: 'dreizehn', reach: table('dreizehn', 4) },
  { name: 'sevensins', reach: table('sevensins') },
  { name: 'abyss', reach: table('abyss') },
  { name: 'lesson-siegel', reach: lesson('siegel') },
  { name: 'lesson-dreizehn', reach: lesson('dreizehn') },
  { name: 'lesson-sevensins', reach: lesson('sevensins') },
  { name: 'lesson-abyss', reach: lesson('abyss') },
  {
    // A guest's lobby before joining: the name and the table code.
    name: 'lobby-guest',
    reach: asLanGuest,
  },
  {
    // A guest seated and ready, waiting for the host.
    name: 'lobby-guest-seated',
    reach: async (page) => {
      await asLanGuest(page);
      await clickId(page, 'lobby.name');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Bartholomäus');
      await page.keyboard.press('Enter');
      await clickId(page, 'lobby.codeField');
      await page.keyboard.type(lanCode);
      await page.keyboard.press('Enter');
      await clickId(page, 'lobby.join');
      await expect.poll(async () => (await ids(page)).includes('lobby.sit.1')).toBe(true);
      await clickId(page, 'lobby.sit.1');
      await expect.poll(async () => (await ids(page)).includes('lobby.ready')).toBe(true);
      await clickId(page, 'lobby.ready');
      await expect.poll(async () => (await ids(page)).includes('lobby.stand')).toBe(true);
      // The toast that greets the guest has gone.
      await expect.poll(async () => (await ids(page)).includes('toast'), { timeout: 10_000 }).toBe(false);
    },
  },
  {
    // The end of a challenge's deal at the table: its score and the way on.
    name: 'challenge-dealover',
    reach: challengeDealOver,
  },
  {
    // The board with three participants, a score in, the viewer's place and Next deal.
    name: 'challenge-board',
    reach: async (page) => {
      await challengeDealOver(page);
      await clickId(page, 'challenge.dealOver.board');
      await waitForScreen(page, 'challenge');
      await expect.poll(async () => (await ids(page)).includes('challenge.place')).toBe(true);
    },
  },
  {
    // Hot-seat: Ada and a second person at this computer; the cover between their turns.
    name: 'hotseat',
    reach: async (page) => {
      await clickId(page, 'menu.game.siegel');
      await chooseThreePlayers(page);
      await stepTo(page, 'menu.seat.1.kind', /Person here|Person hier/, 'next', 8);
      await stepTo(page, 'menu.seat.2.kind', RULES_BOT, 'prev', 8);
      await clickId(page, 'menu.start');
      await waitForScreen(page, 'table');
      await expect.poll(async () => (await ids(page)).includes('hotseat.cover')).toBe(true);
      await waitIdle(page);
    },
  },
  // SevenSins and Abyss: their dialogs, the phase summary and the final ranking.
  { name: 'lesson-sevensins-bid', reach: lessonAt('sevensins', 'bid') },
  { name: 'lesson-sevensins-kitsune', reach: lessonAt('sevensins', 'kitsune', true) },
  { name: 'lesson-sevensins-end', reach: lessonAt('sevensins', 'end') },
  { name: 'sevensins-ranking', reach: sevenSinsRanking },
  { name: 'lesson-abyss-jump', reach: lessonAt('abyss', 'jump') },
  { name: 'lesson-abyss-heptagram', reach: lessonAt('abyss', 'heptagram') },
  { name: 'lesson-abyss-kitsune', reach: lessonAt('abyss', 'kitsune', true) },
  { name: 'lesson-abyss-end', reach: lessonAt('abyss', 'end') },
  // Siegel and 13: the board in play, the return prompt, the round's summary.
  { name: 'siegel-play', reach: siegelInPlay },
  { name: 'lesson-siegel-return', reach: tableLessonAt('siegel', 'return') },
  { name: 'lesson-siegel-end', reach: tableLessonAt('siegel', 'end') },
  { name: 'lesson-dreizehn-end', reach: tableLessonAt('dreizehn', 'end') },
];

/** LAYOUT_SCREENS=menu,siegel and LAYOUT_SIZES=390x844 narrow a run while working on a screen. */
const ONLY = process.env.LAYOUT_SCREENS?.split(',');
const sizes = (): typeof CHECK_SIZES =>
  (process.env.LAYOUT_SIZES
    ? CHECK_SIZES.filter((s) => process.env.LAYOUT_SIZES!.split(',').includes(`${s.width}x${s.height}`))
    : CHECK_SIZES) as unknown as typeof CHECK_SIZES;
// German (the longest words) in every run; LAYOUT_LANGS=de,en adds English (docs/layout.md).
const LANGS = (process.env.LAYOUT_LANGS?.split(',') ?? ['de']) as Language[];

// One test per screen and language, so that the workers share them; each leaves its row for the
// table the global teardown prints (support/global-teardown.ts).
const BASELINE = readBaseline();
for (const visit of VISITS.filter((v) => !ONLY || ONLY.includes(v.name))) {
  for (const language of LANGS) {
    test(`layout check: ${visit.name} at every size (${language})`, async ({ page }) => {
      test.setTimeout(300_000);
      const report = new LayoutReport(language);
      // A host of its own: a table left open would come back at the next visit.
      const host = await startRealHost(
        { language, animationSpeed: 'instant', botSpeed: 'instant', playerName: 'Ada' },
        0,
        { lan: true },
      );
      try {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(host.url);
        await waitForScreen(page, 'menu');
        await visit.reach(page);
        await report.everySize(page, visit.name, sizes());
      } finally {
        await host.stop();
        for (const row of report.rowsOf(language)) writeRow(row);
      }
      // Every cell at most its baseline (0 where none is kept): the ratchet until all are 0.
      const allowed = BASELINE[visit.name]?.[language] ?? {};
      const row = report.rowsOf(language)[0];
      const over = Object.entries(row?.counts ?? {}).filter(([size, n]) => n > (allowed[size] ?? 0));
      if (over.length > 0) console.log(row!.findings.join('\n'));
      expect(over, `${visit.name} (${language}): more findings than the baseline allows`).toEqual([]);
    });
  }
}
