/**
 * What the statistics screen shows, as plain data: one row per game (formatted in the player's
 * language and in each game's own units) and the bars of the recent-results chart. Pure
 * functions, no Pixi: the screen draws them, the unit tests check them.
 */
import type { Language } from '../../shared/settings';
import {
  averageFields,
  averageScore,
  gameRate,
  SCORE_DIRECTION,
  SCORE_UNIT,
  winRate,
  averageParMargin,
  type GameStatistics,
  type RecentResult,
} from '../../shared/statistics';
import { botLevelRank, type GameId } from '../../shared/types';
import { gameUnit, nounFor, unitName } from '../i18n/units';
import { text } from '../../shared/i18n/format';

const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB', nl: 'nl-NL' };

/** A number in the language's style, with a real minus sign (−3, not -3). */
export function formatNumber(lang: Language, n: number, digits = 1): string {
  const text = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: digits }).format(
    n === 0 ? 0 : n,
  );
  return text.replace('-', '\u2212');
}

export function formatPercent(lang: Language, rate: number): string {
  return text(lang, 'statistics.percent', { n: Math.round(rate * 100) });
}

/** A finishing place: 1st, 2nd … / 1., 2. … / 1e, 2e … */
export function formatPlace(lang: Language, place: number): string {
  if (lang === 'de') return `${place}.`;
  if (lang === 'nl') return `${place}e`;
  const mod100 = place % 100;
  const suffix = mod100 >= 11 && mod100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `${place}${suffix}`;
}

export function formatDate(lang: Language, iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** A short date for the chart's axis: 1 Mar / 1. März / 1 mrt. */
export function formatShortDate(lang: Language, iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short' }).format(d);
}

/** One cell: the number large, a word under it (the unit, or what was counted). */
export interface Cell {
  value: string;
  caption?: string;
}

export interface GameRow {
  game: GameId;
  hasGames: boolean;
  /** Won of played per player count, short: "3 players 2/5 · 4 players 0/1". */
  breakdown: string;
  /** The same in words, for the tooltip: "3 players: 2 of 5 won · …". */
  breakdownLong: string;
  played: Cell;
  won: Cell;
  winRate: Cell;
  average: Cell;
  best: Cell;
  /** The average margin over par per round, signed (+: better than the Meister with the same cards). */
  par: Cell;
  special: Cell;
}

/** The game's one unit word (i18n/units.ts); Abyss counts its finishing place here. */
function unitWord(lang: Language, game: GameId): string {
  return SCORE_UNIT[game] === 'place' ? text(lang, 'statistics.unit.place') : unitName(lang, gameUnit(game));
}

/** A score in the game's own units: a number, or a place for Abyss. */
export function formatScore(lang: Language, game: GameId, score: number): string {
  return SCORE_UNIT[game] === 'place' ? formatPlace(lang, Math.round(score)) : formatNumber(lang, score);
}

/** A bot level's name in the player's language ("Master"); the level id where none is known. */
export type LevelName = (level: string) => string;

/** Strongest first: the level a player measures themselves against leads. */
function levelCounts(g: GameStatistics): [string, { played: number; won: number }][] {
  return Object.entries(g.byLevel ?? {}).sort(([a], [b]) => botLevelRank(b) - botLevelRank(a));
}

export function gameRow(
  lang: Language,
  game: GameId,
  g: GameStatistics | undefined,
  levelName: LevelName = (l) => l,
): GameRow {
  const none = text(lang, 'statistics.none');
  if (!g || g.played === 0) {
    const dash: Cell = { value: none };
    return {
      game,
      hasGames: false,
      breakdown: text(lang, 'statistics.notPlayed'),
      breakdownLong: text(lang, 'statistics.notPlayed'),
      played: { value: '0' },
      won: dash,
      winRate: dash,
      average: dash,
      best: dash,
      par: dash,
      special: dash,
    };
  }
  const unit = unitWord(lang, game);
  const rate = winRate(g);
  const average = averageScore(g);
  const counts = Object.entries(g.byPlayers).sort(([a], [b]) => Number(a) - Number(b));
  const breakdown = counts
    .map(([n, c]) => text(lang, 'statistics.byPlayers.short', { n, won: c.won, played: c.played }))
    .join('  ·  ');
  const breakdownLong = [
    ...counts.map(([n, c]) => text(lang, 'statistics.byPlayers.one', { n, won: c.won, played: c.played })),
    ...levelCounts(g).map(([l, c]) =>
      text(lang, 'statistics.byLevel.one', { level: levelName(l), won: c.won, played: c.played }),
    ),
  ].join(' · ');
  // Abyss averages its place with a decimal ("1.8") and shows the best as a place ("1st").
  const averageText = average === null ? none : formatNumber(lang, average);
  let special: Cell = { value: none, caption: text(lang, 'statistics.special.dreizehn') };
  if (game === 'siegel' || game === 'sevensins') {
    const r = gameRate(g);
    special = {
      value: r === null ? none : formatPercent(lang, r),
      caption: text(lang, 'statistics.special.rate', {
        what: text(lang, game === 'siegel' ? 'statistics.special.siegel' : 'statistics.special.sevensins'),
        hits: g.hits,
        chances: g.chances,
      }),
    };
  } else if (game === 'abyss') {
    const f = averageFields(g);
    special = {
      value: f === null ? none : formatNumber(lang, f),
      caption: text(lang, 'statistics.special.abyss'),
    };
  }
  return {
    game,
    hasGames: true,
    breakdown,
    breakdownLong,
    played: { value: String(g.played) },
    won: { value: String(g.won) },
    winRate: { value: rate === null ? none : formatPercent(lang, rate) },
    average: { value: averageText, caption: unit },
    best: { value: g.best === null ? none : formatScore(lang, game, g.best), caption: unit },
    par: parCell(lang, g),
    special,
  };
}

/** Against par: the average margin per round, signed, with how many rounds it rests on. */
function parCell(lang: Language, g: GameStatistics): Cell {
  const margin = averageParMargin(g);
  if (margin === null)
    return { value: text(lang, 'statistics.none'), caption: text(lang, 'statistics.par.none') };
  // To a tenth, halves away from zero (−1.25 is −1.3, as +1.25 is +1.3).
  const size = Math.round(Math.abs(margin) * 10) / 10;
  const sign = size === 0 ? '±' : margin > 0 ? '+' : '−';
  const amount = formatNumber(lang, size);
  return {
    value: `${sign}${amount}`,
    caption: text(lang, 'statistics.par.caption', { rounds: g.parRounds }),
  };
}

// ---------------------------------------------------------------------------------------------
// The chart

export interface ChartBar {
  /** The bar's signed height in chart units (Abyss: a podium, the 1st place tallest). */
  value: number;
  /** What is written on the bar. */
  label: string;
  won: boolean;
  /** The tooltip: date, table size, score, place. */
  tip: string;
  /** The short date under the bar; empty when the bar before it has the same day. */
  date: string;
}

export interface ChartModel {
  bars: ChartBar[];
  /** The value range the axis spans (always includes 0). */
  min: number;
  max: number;
  /** Grid lines with their labels (none for Abyss: its bars carry their places). */
  ticks: { value: number; label: string }[];
  /** The average as a dashed line (chart units), with its label for the legend; null for Abyss. */
  average: { value: number; label: string } | null;
  /** One line saying what the bars are and which way is better. */
  caption: string;
}

/**
 * Whole-number grid lines covering min…max (scores are whole numbers): a round step (1, 2, 5,
 * 10, 20, …) giving about `count` intervals, from the step at or below min to the one at or
 * above max.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const span = max - min;
  if (!(span > 0)) return [min];
  const raw = Math.max(1, span / count);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((k) => k * mag).find((st) => st >= raw) ?? 10 * mag;
  const out: number[] = [];
  const last = Math.ceil(max / step) * step;
  for (let v = Math.floor(min / step) * step; v <= last; v += step) out.push(v === 0 ? 0 : v);
  return out;
}

/** The smallest value span a chart shows, so one small score does not fill it edge to edge. */
const MIN_SPAN = 6;

export function chartModel(
  lang: Language,
  game: GameId,
  g: GameStatistics | undefined,
  levelName: LevelName = (l) => l,
): ChartModel {
  const recent: RecentResult[] = g?.recent ?? [];
  const place = SCORE_UNIT[game] === 'place';
  // Abyss is a podium: the 1st place is the tallest bar whatever the table size.
  const mostPlayers = Math.max(1, ...recent.map((r) => r.players));
  let previousDay = '';
  const bars: ChartBar[] = recent.map((r) => {
    const day = formatShortDate(lang, r.date);
    const date = day === previousDay ? '' : day;
    previousDay = day;
    const parts = [
      formatDate(lang, r.date),
      text(lang, 'statistics.chart.players', { n: r.players }),
      ...(r.level ? [text(lang, 'statistics.chart.level', { level: levelName(r.level) })] : []),
      ...(place
        ? []
        : [
            text(lang, 'units.count', {
              n: formatNumber(lang, r.score),
              noun: nounFor(lang, gameUnit(game), r.score),
            }),
          ]),
      text(lang, 'statistics.chart.place', { place: formatPlace(lang, r.place) }),
      ...(r.won ? [text(lang, 'statistics.chart.won')] : []),
    ];
    return {
      value: place ? mostPlayers + 1 - r.place : r.score,
      label: place ? formatPlace(lang, r.place) : formatNumber(lang, r.score),
      won: r.won,
      tip: parts.filter(Boolean).join(' · '),
      date,
    };
  });
  const values = bars.map((b) => b.value);
  let min = Math.min(0, ...values);
  let max = Math.max(0, ...values);
  let ticks: ChartModel['ticks'] = [];
  if (place) {
    min = 0;
    max = mostPlayers;
  } else {
    // Room to grow on the better side: up for points, up for penalties too (bars start at 0).
    if (max - min < MIN_SPAN) max = min + MIN_SPAN;
    const grid = niceTicks(min, max);
    // The axis ends on grid lines, so no bar runs past the last number.
    min = grid[0]!;
    max = grid[grid.length - 1]!;
    ticks = grid.map((v) => ({ value: v, label: formatNumber(lang, v) }));
  }
  const avg = g ? averageScore(g) : null;
  const average =
    place || avg === null || recent.length < 2
      ? null
      : { value: avg, label: text(lang, 'statistics.chart.average', { n: formatNumber(lang, avg) }) };
  const caption = place
    ? text(lang, 'statistics.chart.placeAxis')
    : text(lang, SCORE_DIRECTION[game] === 'lower' ? 'statistics.chart.lower' : 'statistics.chart.higher', {
        unit: unitWord(lang, game),
      });
  return { bars, min, max, ticks, average, caption };
}

/** The game whose chart opens first: the one played most recently. */
export function latestGame(games: Partial<Record<GameId, GameStatistics>>, order: readonly GameId[]): GameId {
  let best: { game: GameId; date: string } | null = null;
  for (const game of order) {
    const last = games[game]?.recent.at(-1)?.date;
    if (last && (!best || last > best.date)) best = { game, date: last };
  }
  return best?.game ?? order.find((game) => (games[game]?.played ?? 0) > 0) ?? order[0]!;
}
