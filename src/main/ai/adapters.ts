/** The search adapter of each game (erased to a common type for generic code). */
import type { GameId } from '../../shared/types';
import type { BaseAction } from '../engine/game';
import { abyssAdapter } from './abyss/adapter';
import { dreizehnAdapter } from './dreizehn/adapter';
import { sevensinsAdapter } from './sevensins/adapter';
import { siegelAdapter, siegelMeisterAdapter } from './siegel/adapter';
import type { SearchAdapter } from './search/pimc';

export type AnyAdapter = SearchAdapter<unknown, BaseAction, unknown>;

const ADAPTERS: Record<GameId, AnyAdapter> = {
  abyss: abyssAdapter as unknown as AnyAdapter,
  dreizehn: dreizehnAdapter as unknown as AnyAdapter,
  sevensins: sevensinsAdapter as unknown as AnyAdapter,
  siegel: siegelAdapter as unknown as AnyAdapter,
};

/** Where the Meister searches with an adapter of its own (a better rollout policy). */
const MEISTER_ADAPTERS: Partial<Record<GameId, AnyAdapter>> = {
  siegel: siegelMeisterAdapter as unknown as AnyAdapter,
};

/** The game's adapter; with `meister`, the Meister's own where the game has one. */
export function adapterFor(game: GameId, variant: 'standard' | 'meister' = 'standard'): AnyAdapter {
  return (variant === 'meister' ? MEISTER_ADAPTERS[game] : undefined) ?? ADAPTERS[game];
}
