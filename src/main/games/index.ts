/** The catalogue of games: the one place that knows every game id. */
import type { GameId } from '../../shared/types';
import type { AnyGame, BenchSpec } from '../engine/game';
import { abyssBench, abyssGame } from './abyss';
import { dreizehnBench, dreizehnGame } from './dreizehn';
import { sevensinsBench, sevensinsGame } from './sevensins';
import { siegelBench, siegelGame } from './siegel';

export interface GameEntry {
  game: AnyGame;
  bench: BenchSpec;
}

export const GAMES: Record<GameId, GameEntry> = {
  siegel: { game: siegelGame as AnyGame, bench: siegelBench },
  dreizehn: { game: dreizehnGame as AnyGame, bench: dreizehnBench },
  sevensins: { game: sevensinsGame as AnyGame, bench: sevensinsBench },
  abyss: { game: abyssGame as AnyGame, bench: abyssBench },
};

export function gameById(id: GameId): AnyGame {
  return GAMES[id].game;
}
