/** The search adapter of each game (erased to a common type for generic code). */
import type { GameId } from '../../shared/types';
import type { BaseAction } from '../engine/game';
import { abyssAdapter } from './abyss/adapter';
import { dreizehnAdapter } from './dreizehn/adapter';
import { sevensinsAdapter } from './sevensins/adapter';
import { siegelAdapter } from './siegel/adapter';
import type { SearchAdapter } from './search/pimc';

export type AnyAdapter = SearchAdapter<unknown, BaseAction, unknown>;

const ADAPTERS: Record<GameId, AnyAdapter> = {
  abyss: abyssAdapter as unknown as AnyAdapter,
  dreizehn: dreizehnAdapter as unknown as AnyAdapter,
  sevensins: sevensinsAdapter as unknown as AnyAdapter,
  siegel: siegelAdapter as unknown as AnyAdapter,
};

export function adapterFor(game: GameId): AnyAdapter {
  return ADAPTERS[game];
}
