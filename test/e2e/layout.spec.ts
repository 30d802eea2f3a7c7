/**
 * The layout checker: every screen at 390×844, 844×390, 768×1024, 1280×800 and 1920×1080, in
 * German (the longest words) and English, with the states that bring overlays. At each, the
 * page's audit (src/renderer/core/layout-audit.ts) looks for overlapping controls or texts,
 * what lies off the screen, labels cut to "…", controls smaller than a finger on a phone and
 * overlays over what matters. It prints the table of screens × sizes with the count in each and
 * fails on any; test-results/layout/<language>.md lists every finding.
 */
import type { Page } from '@playwright/test';
import type { Language } from '../../src/shared/settings';
import { clickId, expect, test, waitForScreen, waitIdle } from './support/app';
import { CHECK_SIZES, LayoutReport } from './support/layout-check';
import { startRealHost } from './support/real-host';
import { chooseThreePlayers, sceneFacts, type TableGame } from './support/scene';
import { chooseRulesBots } from './support/app';

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
];

/** LAYOUT_SCREENS=menu,siegel and LAYOUT_SIZES=390x844 narrow a run while working on a screen. */
const ONLY = process.env.LAYOUT_SCREENS?.split(',');
const sizes = (): typeof CHECK_SIZES =>
  (process.env.LAYOUT_SIZES
    ? CHECK_SIZES.filter((s) => process.env.LAYOUT_SIZES!.split(',').includes(`${s.width}x${s.height}`))
    : CHECK_SIZES) as unknown as typeof CHECK_SIZES;
const LANGS = (process.env.LAYOUT_LANGS?.split(',') ?? ['de', 'en']) as Language[];

for (const language of LANGS) {
  test(`layout check: every screen at every size (${language})`, async ({ page }) => {
    test.setTimeout(600_000);
    const report = new LayoutReport(language);
    try {
      for (const visit of VISITS.filter((v) => !ONLY || ONLY.includes(v.name))) {
        // A host of its own for each visit: a table left open would come back at the next.
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
        }
      }
    } finally {
      report.write();
      console.log(`\n${report.table()}\n`);
    }
    expect(report.details()).toBe('');
  });
}
