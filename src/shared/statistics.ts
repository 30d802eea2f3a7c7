/**
 * Statistics of the people who play at this computer, per player name and game: games played
 * and won (also per player count), scores in each game's own units and direction, finishing
 * places, the game's own rate (Siegel predictions fulfilled, SevenSins exact bids) and the
 * recent results for a small chart. The host keeps them (src/main/host/statistics/statistics.ts) and
 * sends them on `getStatistics`; this module holds the shape, a lenient reader for stored
 * copies, and the derived numbers the statistics screen shows. Bots are never tracked.
 */
import { cleanName } from './names';
import { z } from 'zod';
import type { ParTotals } from './par';
import { BOT_LEVELS, botLevelRank, GAME_IDS, type GameId } from './types';

export const STATISTICS_VERSION = 1;
/** Recent results kept per player and game (for the chart). */
export const RECENT_LIMIT = 20;
/** Fingerprints of counted games kept, so the same finished game is never counted twice. */
export const COUNTED_LIMIT = 500;

/** Whether a lower or a higher score is better: penalties (Siegel, 13), points, places (Abyss). */
export const SCORE_DIRECTION: Readonly<Record<GameId, 'lower' | 'higher'>> = {
  siegel: 'lower',
  dreizehn: 'lower',
  sevensins: 'higher',
  abyss: 'lower',
};

/** What a game's score counts: penalty points, points, or (Abyss) the finishing place. */
export const SCORE_UNIT: Readonly<Record<GameId, 'penalty' | 'points' | 'place'>> = {
  siegel: 'penalty',
  dreizehn: 'penalty',
  sevensins: 'points',
  abyss: 'place',
};

/** One finished game as the chart shows it. */
export interface RecentResult {
  /** When the game ended (ISO 8601). */
  date: string;
  /** The player's final score in the game's own units (Abyss: the finishing place). */
  score: number;
  /** Finishing place, 1 = best; equal scores share a place. */
  place: number;
  /** Players at the table. */
  players: number;
  won: boolean;
  /** The strongest bot level at the table (absent: people only, or counted before levels were). */
  level?: string;
  /** The game against par (src/shared/par.ts): sums over the rounds whose par was played. */
  par?: ParTotals;
}

export interface CountStatistics {
  played: number;
  won: number;
}

export interface GameStatistics {
  played: number;
  won: number;
  /** Sum of the final scores (Abyss: of the places), for the average. */
  scoreSum: number;
  /** The best final score (lowest penalty / place, highest points), null before any game. */
  best: number | null;
  placeSum: number;
  /**
   * The game's own rate: Siegel predictions fulfilled (a round ended with no seal left) out of
   * predictions made (saboteur rounds excluded); SevenSins bids made exactly out of bids.
   */
  hits: number;
  chances: number;
  /** Abyss: sum of the fields the player's figure reached, for the average. */
  fieldsSum: number;
  /** Played and won per player count ("3", "4", …). */
  byPlayers: Record<string, CountStatistics>;
  /** Played and won per strongest bot level at the table ("hard", "meister", …). */
  byLevel: Record<string, CountStatistics>;
  /**
   * Against par: rounds played with a par, and the sum of the margins (positive: better than
   * the Meister with the same cards, in the game's units; parMargin).
   */
  parRounds: number;
  parMarginSum: number;
  /** The last RECENT_LIMIT results, oldest first. */
  recent: RecentResult[];
}

export interface PlayerStatistics {
  games: Partial<Record<GameId, GameStatistics>>;
}

export interface Statistics {
  version: typeof STATISTICS_VERSION;
  /** Keyed by the player's name as it was at the table. */
  players: Record<string, PlayerStatistics>;
  /** Fingerprints of the games counted (newest last, at most COUNTED_LIMIT). */
  counted: string[];
}

export function emptyStatistics(): Statistics {
  return { version: STATISTICS_VERSION, players: {}, counted: [] };
}

export function emptyGameStatistics(): GameStatistics {
  return {
    played: 0,
    won: 0,
    scoreSum: 0,
    best: null,
    placeSum: 0,
    hits: 0,
    chances: 0,
    fieldsSum: 0,
    byPlayers: {},
    byLevel: {},
    parRounds: 0,
    parMarginSum: 0,
    recent: [],
  };
}

/** The strongest bot level among these seats (BOT_LEVELS order), or null without bots. */
export function strongestBotLevel(seats: readonly { kind: string; level?: string }[]): string | null {
  let best = -1;
  for (const seat of seats) {
    const rank = seat.kind === 'bot' ? botLevelRank(seat.level ?? '') : -1;
    if (rank > best) best = rank;
  }
  return best >= 0 ? (BOT_LEVELS[best] as string) : null;
}

// ---------------------------------------------------------------------------------------------
// Reading a stored copy

const count = z.number().int().min(0).catch(0);
const num = z.number().finite().catch(0);

const recentSchema = z.object({
  date: z.string().max(40),
  score: z.number().finite(),
  place: z.number().int().min(1),
  players: z.number().int().min(1),
  won: z.boolean(),
  level: z.string().max(16).optional().catch(undefined),
  par: z
    .object({ you: z.number().finite(), par: z.number().finite(), rounds: z.number().int().min(1) })
    .optional()
    .catch(undefined),
});

const gameSchema = z.object({
  played: count,
  won: count,
  scoreSum: num,
  best: z.number().finite().nullable().catch(null),
  placeSum: num,
  hits: count,
  chances: count,
  fieldsSum: num,
  byPlayers: z
    .record(z.string().max(2), z.object({ played: count, won: count }).catch({ played: 0, won: 0 }))
    .catch({}),
  byLevel: z
    .record(z.string().max(16), z.object({ played: count, won: count }).catch({ played: 0, won: 0 }))
    .catch({}),
  parRounds: count,
  parMarginSum: num,
  recent: z
    .array(z.unknown())
    .catch([])
    .transform((list) =>
      list
        .map((r) => recentSchema.safeParse(r))
        .filter((r) => r.success)
        .map((r) => r.data)
        .slice(-RECENT_LIMIT),
    ),
});

/**
 * A stored copy, leniently: anything unreadable becomes empty (a damaged file must not stop the
 * app), a damaged game entry is dropped, the rest is kept.
 */
export function readStatistics(raw: unknown): Statistics {
  const out = emptyStatistics();
  if (typeof raw !== 'object' || raw === null) return out;
  const { players, counted } = raw as { players?: unknown; counted?: unknown };
  if (Array.isArray(counted)) {
    out.counted = counted.filter((c): c is string => typeof c === 'string').slice(-COUNTED_LIMIT);
  }
  if (typeof players !== 'object' || players === null) return out;
  for (const [stored, entry] of Object.entries(players as Record<string, unknown>)) {
    const games = (entry as { games?: unknown } | null)?.games;
    // Names kept before the name rule are cleaned; where two become one, the first is kept.
    const name = cleanName(stored);
    if (!name || out.players[name] || typeof games !== 'object' || games === null) continue;
    const kept: PlayerStatistics = { games: {} };
    for (const id of GAME_IDS) {
      const parsed = gameSchema.safeParse((games as Record<string, unknown>)[id]);
      if (parsed.success && parsed.data.played > 0) kept.games[id] = parsed.data;
    }
    if (Object.keys(kept.games).length > 0) out.players[name] = kept;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Derived numbers

/** part / count, or null while the count is 0 (nothing to average yet). */
function ratio(part: number, count: number): number | null {
  return count > 0 ? part / count : null;
}

/** Games won out of played, 0–1; null before any game. */
export const winRate = (g: GameStatistics): number | null => ratio(g.won, g.played);

/** The average margin over par per round (positive: better than par); null before any. */
export const averageParMargin = (g: GameStatistics): number | null => ratio(g.parMarginSum, g.parRounds);

/** The average final score (Abyss: the average finishing place); null before any game. */
export const averageScore = (g: GameStatistics): number | null => ratio(g.scoreSum, g.played);

export const averagePlace = (g: GameStatistics): number | null => ratio(g.placeSum, g.played);

/** The game's own rate (predictions fulfilled, exact bids), 0–1; null when it has none yet. */
export const gameRate = (g: GameStatistics): number | null => ratio(g.hits, g.chances);

/** Abyss: the average field reached; null before any game. */
export const averageFields = (g: GameStatistics): number | null => ratio(g.fieldsSum, g.played);

/** Whether score `a` is better than `b` in this game. */
export function isBetterScore(game: GameId, a: number, b: number): boolean {
  return SCORE_DIRECTION[game] === 'lower' ? a < b : a > b;
}

/** The names that have statistics, the given one (the player at this computer) first. */
export function playerNames(stats: Statistics, first?: string): string[] {
  const names = Object.keys(stats.players).sort((a, b) => a.localeCompare(b));
  const i = first === undefined ? -1 : names.indexOf(first);
  if (i > 0) names.unshift(...names.splice(i, 1));
  return names;
}
