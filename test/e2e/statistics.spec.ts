/**
 * Statistics through the real UI. First: the empty state, then a one-phase SevenSins game
 * (3 players, seat 0 a person against two `rules` bots, a seeded table; a bot stands in for the
 * person, the page follows to the ranking), after which the statistics screen shows it (played 1, its bar in the chart); Reset
 * asks first and then empties the screen. Second: a host that already holds many results (games
 * of all four kinds played by bots in this process, two names) for the screenshots at
 * 1280×800 and 1024×640 in English and German, the chart of each game, the player picker and
 * the keyboard (Escape goes back). Screenshots: test-results/screenshots/statistics-*.png.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { botFor } from '../../src/main/ai/levels';
import { playGame } from '../../src/main/engine/play';
import { createRng } from '../../src/main/engine/rng';
import { gameById } from '../../src/main/games';
import { JsonFileSettingsStore } from '../../src/main/host/settings/settings-store';
import { updateStatistics } from '../../src/main/host/statistics/statistics';
import { JsonFileStatisticsStore } from '../../src/main/host/statistics/statistics-store';
import { startHeadless } from '../../src/main/net/headless-server';
import type { SevenSinsFacts } from '../../src/shared/scene-facts';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { emptyStatistics, type Statistics } from '../../src/shared/statistics';
import type { GameId } from '../../src/shared/types';
import { bothSizes, expect, resizeTo, shot, test, waitPainted } from './support/app';
import {
  clickId,
  confirmThenEscape,
  expectId,
  expectText,
  ids,
  screenOf,
  tap,
  textOf,
  waitForScreen,
  waitIdle,
} from './support/ui';
import { choosePhases, followToRanking, tableGame } from './support/scene';

const table = tableGame<SevenSinsFacts>('sevensins');

test.setTimeout(300_000);

test('a finished game appears in the statistics; Reset asks, then forgets it', async ({ page }) => {
  await table.atLiveTable(page, async (url, host) => {
    await page.goto(`${url}?seed=stats1&dealer=1`);
    await waitForScreen(page, 'menu');
    await clickId(page, 'menu.statistics');
    await waitForScreen(page, 'statistics');
    await expectId(page, 'stats.empty');
    expect(await textOf(page, 'stats.empty')).toContain('No finished games yet');
    await bothSizes(page, 'statistics-empty');
    // Escape goes back.
    await page.keyboard.press('Escape');
    await waitForScreen(page, 'menu');

    await table.startThreePlayers(page, () => choosePhases(page, 1));
    // How the game is played is not what this test checks: a bot plays Ada's seat (the host's
    // stand-in; the record keeps the seat a person's), the page closes the summary.
    host.standIn();
    await followToRanking(page, 'sevensins', 500);
    await expectId(page, 'ranking:menu');
    // The final totals, from the ranking ("−1 points").
    const totals: number[] = [];
    for (const seat of [0, 1, 2]) {
      const text = (await textOf(page, `ranking:total:${seat}`)) ?? '';
      totals.push(Number(/[-−]?\d+/.exec(text)![0].replace('−', '-')));
    }
    const won = totals[0] === Math.max(...totals);
    await tap(page, 'ranking:menu');
    await waitForScreen(page, 'menu');

    await clickId(page, 'menu.statistics');
    await waitForScreen(page, 'statistics');
    await expectText(page, 'stats.sevensins.played', '1');
    expect(await textOf(page, 'stats.player')).toContain('Ada');
    expect(await textOf(page, 'stats.siegel.played')).toBe('0');
    expect(await ids(page)).toContain('stats.chart.bar.0');
    expect(await ids(page)).not.toContain('stats.chart.bar.1');
    // One phase, one bid: the exact-bid rate is 0 % or 100 % of one.
    expect(await textOf(page, 'stats.sevensins.special')).toMatch(/(0|100) %.*of 1/);
    expect(await textOf(page, 'stats.sevensins.won')).toBe(won ? '1' : '0');
    // Negative numbers carry a real minus sign.
    const average = String(totals[0]).replace('-', '\u2212');
    expect(await textOf(page, 'stats.sevensins.average')).toBe(`${average} points`);
    await bothSizes(page, 'statistics-one-game');

    // Reset: a confirmation first; Cancel (or Escape) keeps everything.
    await confirmThenEscape(page, 'stats.reset', 'stats.confirm', 'statistics-confirm-1280');
    expect(await textOf(page, 'stats.sevensins.played')).toBe('1');
    expect(await screenOf(page)).toBe('statistics');
    await clickId(page, 'stats.reset');
    await clickId(page, 'stats.confirm.one');
    await expectId(page, 'stats.empty');
    expect(await ids(page)).not.toContain('stats.sevensins.played');
    expect(await ids(page)).not.toContain('stats.reset');
    // The empty state leads back to the menu.
    await clickId(page, 'stats.empty.play');
    await waitForScreen(page, 'menu');
  });
});

/** Statistics as after a few weeks: every game played by bots here, seat 0 a person. */
function filledStatistics(): Statistics {
  let stats = emptyStatistics();
  let day = 0;
  const plan: { game: GameId; players: number[]; options: Record<string, unknown>; games: number }[] = [
    { game: 'sevensins', players: [3, 4, 5], options: { phases: 3 }, games: 24 },
    { game: 'siegel', players: [3, 4], options: {}, games: 7 },
    { game: 'dreizehn', players: [3, 4, 5], options: {}, games: 9 },
    { game: 'abyss', players: [3, 4], options: {}, games: 12 },
  ];
  for (const { game, players, options, games } of plan) {
    for (let i = 0; i < games; i++) {
      const n = players[i % players.length]!;
      const seats = Array.from({ length: n }, (_, k) => ({ name: `Bot ${k}`, kind: 'bot' as const }));
      const { record } = playGame({
        game: gameById(game),
        seats,
        options,
        bots: seats.map(() => botFor(game, 'rules')),
        rng: createRng(`stats-${game}-${i}`),
        firstDealer: i % n,
      });
      record.seats[0] = { name: i % 5 === 4 ? 'Ben' : 'Ada', kind: 'human' };
      stats = updateStatistics(
        stats,
        record,
        new Date(Date.UTC(2025, 2, 1 + Math.floor(day / 3), 17 + (day % 3))),
      );
      day++;
    }
  }
  return stats;
}

test('many results: the table and chart at both sizes, in English and German; the keyboard', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'spieltisch-stats-e2e-'));
  const settings = new JsonFileSettingsStore(join(dir, 'settings.json'));
  settings.save({ ...DEFAULT_SETTINGS, language: 'en', playerName: 'Ada', animationSpeed: 'fast' });
  const statistics = new JsonFileStatisticsStore(join(dir, 'statistics.json'));
  statistics.save(filledStatistics());
  const running = await startHeadless({
    root: join(import.meta.dirname, '..', '..', 'out', 'renderer'),
    settings,
    statistics,
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(running.url);
    await waitForScreen(page, 'menu');
    await shot(page, 'statistics-menu-1280');
    await resizeTo(page, { width: 1024, height: 640 });
    await waitIdle(page);
    await shot(page, 'statistics-menu-1024');
    await resizeTo(page, { width: 1280, height: 800 });
    await clickId(page, 'menu.statistics');
    await waitForScreen(page, 'statistics');
    await expectText(page, 'stats.sevensins.played', '20');
    expect(await textOf(page, 'stats.player')).toContain('Ada');
    // The chart opens on the game played last (Abyss), with a bar per recent game.
    await expect
      .poll(async () => (await ids(page)).filter((id) => id.startsWith('stats.chart.bar.')).length)
      .toBe(10);
    await bothSizes(page, 'statistics-abyss');

    // Another game's chart: click its row.
    await clickId(page, 'stats.row.sevensins');
    await expect
      .poll(async () => (await ids(page)).filter((id) => id.startsWith('stats.chart.bar.')).length)
      .toBe(20);
    await bothSizes(page, 'statistics-sevensins');
    await clickId(page, 'stats.row.siegel');
    await shot(page, 'statistics-siegel-1280');

    // Another player.
    await clickId(page, 'stats.player.next');
    await expectText(page, 'stats.player', /Ben/);
    await expectText(page, 'stats.sevensins.played', '4');
    await shot(page, 'statistics-ben-1280');
    await clickId(page, 'stats.player.prev');
    await expectText(page, 'stats.player', /Ada/);

    // Reset offers everybody when there are two names.
    await clickId(page, 'stats.reset');
    await expectId(page, 'stats.confirm.all');
    await bothSizes(page, 'statistics-confirm-two');
    await clickId(page, 'stats.confirm.cancel');
    await expectId(page, 'stats.confirm', false);

    // Keyboard: ↓ moves through back, the picker, the rows; Enter on a row opens its chart.
    await page.keyboard.press('Escape');
    await waitForScreen(page, 'menu');
    await clickId(page, 'menu.statistics');
    await waitForScreen(page, 'statistics');
    for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await ids(page)).filter((id) => id.startsWith('stats.chart.bar.')).length)
      .toBe(8);
    await shot(page, 'statistics-keyboard-1280');

    // German: the longest words.
    await page.keyboard.press('Escape');
    await waitForScreen(page, 'menu');
    await clickId(page, 'menu.settings');
    await waitForScreen(page, 'settings');
    await clickId(page, 'settings.language.prev');
    await expectText(page, 'settings.back', 'Zurück');
    await clickId(page, 'settings.back');
    await waitForScreen(page, 'menu');
    // After a language change the menu's first frame comes late in software rendering (its card
    // art is baked again while the hook already says idle): wait until it is on the screen.
    await waitPainted(page);
    await shot(page, 'statistics-menu-de-1280');
    await clickId(page, 'menu.statistics');
    await waitForScreen(page, 'statistics');
    await expectText(page, 'stats.back', 'Zurück');
    await bothSizes(page, 'statistics-de');
    await resizeTo(page, { width: 1024, height: 640 });
    await clickId(page, 'stats.reset');
    await expectId(page, 'stats.confirm');
    await waitIdle(page);
    await shot(page, 'statistics-confirm-de-1024');
    await clickId(page, 'stats.confirm.all');
    await expectId(page, 'stats.empty');
    await shot(page, 'statistics-empty-de-1024');
    // Written through to the file.
    expect(new JsonFileStatisticsStore(join(dir, 'statistics.json')).load().players).toEqual({});
    expect(errors).toEqual([]);
  } finally {
    await running.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
