/** The table options each game offers in the menu (the rules pages' options and our own). */
import type { Catalog, CatalogOption } from './protocol';
import type { GameId } from './types';

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const GAME_OPTIONS: Record<GameId, CatalogOption[]> = {
  siegel: [{ key: 'saboteurBase', values: [4, 5], default: 4 }],
  dreizehn: [
    { key: 'colorRule', values: ['fixed', 'firstCard'], default: 'fixed' },
    { key: 'memoryAid', values: [false, true], default: false },
  ],
  sevensins: [{ key: 'phases', values: range(1, 13), default: 13 }],
  abyss: [],
};

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
