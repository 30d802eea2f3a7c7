/** Messages between the search pool and its worker threads (structured-clone data only). */
import type { GameId } from '../../shared/types';
import type { BaseAction } from '../engine/game';
import type { SearchLevel } from '../ai/search-bot';

export interface WorkerRequest {
  id: number;
  game: GameId;
  level: SearchLevel;
  mode: 'time' | 'iterations';
  timeMs?: number;
  iterations?: number;
  seat: number;
  view: unknown;
  legal: BaseAction[];
  seed: number;
}

export type WorkerReply =
  | { id: number; ok: true; action: BaseAction; iterations: number; elapsedMs: number }
  | { id: number; ok: false; error: string };
