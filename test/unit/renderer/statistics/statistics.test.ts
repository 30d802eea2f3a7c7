import { describe, expect, it } from 'vitest';
import { emptyGameStatistics, type GameStatistics } from '../../../../src/shared/statistics';
import { text } from '../../../../src/shared/i18n/format';
import {
  chartModel,
  formatNumber,
  formatPlace,
  gameRow,
  latestGame,
  niceTicks,
} from '../../../../src/renderer/statistics/model';

function games(
  results: { score: number; place: number; players: number; won: boolean; day: number }[],
  extra: Partial<GameStatistics> = {},
): GameStatistics {
  const g = emptyGameStatistics();
  for (const r of results) {
    g.played++;
    if (r.won) g.won++;
    g.scoreSum += r.score;
    g.placeSum += r.place;
    const key = String(r.players);
    const c = (g.byPlayers[key] ??= { played: 0, won: 0 });
    c.played++;
    if (r.won) c.won++;
    g.recent.push({
      date: new Date(Date.UTC(2025, 2, r.day, 18)).toISOString(),
      score: r.score,
      place: r.place,
      players: r.players,
      won: r.won,
    });
  }
  return { ...g, ...extra };
}

describe('statistics screen model', () => {
  it('is written in each language', () => {
    expect(text('de', 'statistics.empty.title')).not.toBe(text('en', 'statistics.empty.title'));
    expect(text('nl', 'statistics.empty.title')).not.toBe(text('en', 'statistics.empty.title'));
  });

  it('formats numbers, minus signs and places per language', () => {
    expect(formatNumber('en', 16.333)).toBe('16.3');
    expect(formatNumber('de', 16.333)).toBe('16,3');
    expect(formatNumber('en', -2)).toBe('\u22122');
    expect(formatNumber('en', -0)).toBe('0');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((n) => formatPlace('en', n))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
    expect(formatPlace('de', 2)).toBe('2.');
    expect(formatPlace('nl', 2)).toBe('2e');
  });

  it('rows: the game units, the win rate, the game-specific rate, dashes when not played', () => {
    const siegel = games(
      [
        { score: 12, place: 1, players: 3, won: true, day: 1 },
        { score: 20, place: 2, players: 4, won: false, day: 2 },
      ],
      { best: 12, hits: 3, chances: 8, parRounds: 6, parMarginSum: -7.5 },
    );
    const row = gameRow('en', 'siegel', siegel);
    expect(row).toMatchObject({
      hasGames: true,
      breakdown: '3 players 1/1  ·  4 players 0/1',
      breakdownLong: '3 players: 1 of 1 won · 4 players: 0 of 1 won',
      played: { value: '2' },
      won: { value: '1' },
      winRate: { value: '50 %' },
      average: { value: '16', caption: 'penalty points' },
      best: { value: '12', caption: 'penalty points' },
      special: { value: '38 %', caption: 'predictions fulfilled (3 of 8)' },
      // 7.5 penalty points behind par in 6 rounds: 1.25 a round, shown to a tenth.
      par: { value: '\u22121.3', caption: 'per round, 6 rounds' },
    });
    const abyss = games([{ score: 2, place: 2, players: 4, won: false, day: 1 }], { best: 2, fieldsSum: 17 });
    expect(gameRow('de', 'abyss', abyss)).toMatchObject({
      average: { value: '2', caption: 'Platz' },
      best: { value: '2.', caption: 'Platz' },
      special: { value: '17' },
      par: { value: '—', caption: 'noch kein Par' },
    });
    expect(
      gameRow(
        'de',
        'sevensins',
        games([{ score: 9, place: 1, players: 3, won: true, day: 1 }], { parRounds: 4, parMarginSum: 6 }),
      ).par,
    ).toEqual({ value: '+1,5', caption: 'pro Runde, 4 Runden' });
    expect(gameRow('nl', 'dreizehn', undefined)).toMatchObject({
      hasGames: false,
      played: { value: '0' },
      won: { value: '—' },
      breakdown: 'Nog niet gespeeld',
    });
  });

  it('chart: signed bars on whole-number grid lines, the average, a day only when it changes', () => {
    const g = games([
      { score: 7, place: 1, players: 3, won: true, day: 1 },
      { score: -3, place: 3, players: 3, won: false, day: 1 },
      { score: 4, place: 2, players: 4, won: false, day: 2 },
    ]);
    const m = chartModel('en', 'sevensins', g);
    expect(m.bars.map((b) => [b.value, b.label, b.won])).toEqual([
      [7, '7', true],
      [-3, '\u22123', false],
      [4, '4', false],
    ]);
    expect(m.bars.map((b) => b.date)).toEqual(['1 Mar', '', '2 Mar']);
    expect(m.min).toBeLessThanOrEqual(-3);
    expect(m.max).toBeGreaterThanOrEqual(7);
    expect(m.ticks.map((t) => t.value)).toContain(0);
    for (const t of m.ticks) expect(Number.isInteger(t.value)).toBe(true);
    expect(m.average?.value).toBeCloseTo(8 / 3);
    expect(m.caption).toBe('points per game — higher is better');
    expect(m.bars[1]!.tip).toMatch(/3 players · −3 points · 3rd place$/);
    expect(m.bars[0]!.tip).toMatch(/1st place · won$/);
  });

  it('chart: Abyss is a podium (1st tallest whatever the table size), without grid numbers', () => {
    const g = games([
      { score: 1, place: 1, players: 3, won: true, day: 1 },
      { score: 1, place: 1, players: 5, won: true, day: 2 },
      { score: 3, place: 3, players: 3, won: false, day: 3 },
    ]);
    const m = chartModel('en', 'abyss', g);
    expect(m.bars.map((b) => [b.value, b.label])).toEqual([
      [5, '1st'],
      [5, '1st'],
      [3, '3rd'],
    ]);
    expect(m).toMatchObject({ min: 0, max: 5, ticks: [], average: null });
  });

  it('grid lines and the first chart shown', () => {
    expect(niceTicks(0, 59)).toEqual([0, 20, 40, 60]);
    expect(niceTicks(-3, 7)).toEqual([-5, 0, 5, 10]);
    expect(niceTicks(-2, 4)).toEqual([-2, 0, 2, 4]);
    expect(niceTicks(0, 2)).toEqual([0, 1, 2]);
    const a = games([{ score: 1, place: 1, players: 3, won: true, day: 3 }]);
    const b = games([{ score: 1, place: 1, players: 3, won: true, day: 5 }]);
    expect(latestGame({ siegel: a, abyss: b }, ['siegel', 'dreizehn', 'sevensins', 'abyss'])).toBe('abyss');
    expect(latestGame({}, ['siegel', 'dreizehn', 'sevensins', 'abyss'])).toBe('siegel');
  });
});
