/**
 * The table options each game offers in the menu (the rules pages' options and our own), with
 * the values valid at each player count, so the menu never offers what the host would refuse.
 */
import { sevensinsDefaultPhases, SEVENSINS_MAX_PLAYERS, SEVENSINS_MIN_PLAYERS } from './games/sevensins';
import type { Catalog, CatalogOption, CatalogValue } from './protocol';
import type { GameId } from './types';

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** SevenSins `phases`: 1 up to the player count's full game (13, 12 with 7 players). */
const phasesByPlayers: CatalogOption['byPlayers'] = Object.fromEntries(
  range(SEVENSINS_MIN_PLAYERS, SEVENSINS_MAX_PLAYERS).map((n) => [
    n,
    { values: range(1, sevensinsDefaultPhases(n)), default: sevensinsDefaultPhases(n) },
  ]),
);

export const GAME_OPTIONS: Record<GameId, CatalogOption[]> = {
  siegel: [{ key: 'saboteurBase', values: [4, 5], default: 4 }],
  dreizehn: [
    { key: 'colorRule', values: ['fixed', 'firstCard'], default: 'fixed' },
    { key: 'memoryAid', values: [false, true], default: false },
  ],
  sevensins: [{ key: 'phases', values: range(1, 13), default: 13, byPlayers: phasesByPlayers }],
  abyss: [],
};

/** The values an option may take, and its default, at this player count. */
export function optionChoices(
  option: CatalogOption,
  players: number,
): { values: CatalogValue[]; default: CatalogValue } {
  return option.byPlayers?.[players] ?? { values: option.values, default: option.default };
}

export const PLAYER_RANGE: Record<GameId, [number, number]> = {
  siegel: [3, 5],
  dreizehn: [3, 6],
  sevensins: [3, 7],
  abyss: [3, 6],
};

export function buildCatalog(botLevels: readonly string[]): Catalog {
  return {
    games: (Object.keys(PLAYER_RANGE) as GameId[]).map((id) => ({
      id,
      minPlayers: PLAYER_RANGE[id][0],
      maxPlayers: PLAYER_RANGE[id][1],
      options: GAME_OPTIONS[id],
    })),
    botLevels: [...botLevels],
  };
}
