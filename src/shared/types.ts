/** Seats are indexes into the table's seat list, clockwise. */
export type Seat = number;

export const GAME_IDS = ['siegel', 'dreizehn', 'sevensins', 'abyss'] as const;
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

/** Final standing of a game: per-seat totals in the game's own scoring and the winning seats. */
export interface GameResult {
  totals: number[];
  winners: Seat[];
}

/** Why one hand card cannot be played now: the engine's rule id and its English reason. */
export interface CardRefusal {
  rule: string;
  reason: string;
}
