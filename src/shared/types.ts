import type { Message } from './i18n/message';

/** Seats are indexes into the table's seat list, clockwise. */
export type Seat = number;

export const GAME_IDS = ['siegel', 'dreizehn', 'sevensins', 'abyss'] as const;
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

/**
 * The bot levels a table can seat, weakest first: `random` (uniform legal moves, for tests),
 * `rules` (the fast rule-based player), then the searching bots `easy`, `normal`, `hard` and
 * `meister` (src/main/ai). Shared, since the statistics rank the bots a person played against.
 */
export const BOT_LEVELS = ['random', 'rules', 'easy', 'normal', 'hard', 'meister'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** A level's strength rank (its place in BOT_LEVELS); -1 for anything else. */
export function botLevelRank(level: string): number {
  return (BOT_LEVELS as readonly string[]).indexOf(level);
}

/** Final standing of a game: per-seat totals in the game's own scoring and the winning seats. */
export interface GameResult {
  totals: number[];
  winners: Seat[];
}

/**
 * Why one hand card cannot be played now: the engine's rule id and its reason as a message (a
 * key of the message files and its parameters; the client words it in the person's language).
 */
export interface CardRefusal {
  rule: string;
  reason: Message;
}
