/**
 * What a table is made of and told with: its configuration, a saved point to go on from, the
 * step listeners and the timers it paces bots with (see table-session.ts).
 */
import type { SeatConfig, TableEvent } from '../../../shared/protocol';
import type { GameRecord } from '../../../shared/record';
import type { Seat } from '../../../shared/types';
import type { BotRunner } from '../../ai/runner';
import type { AnyGame } from '../../engine/game';
import type { Rng } from '../../engine/rng';

export interface Scheduler {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realScheduler: Scheduler = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface TableConfig {
  game: AnyGame;
  seats: SeatConfig[];
  options: Record<string, unknown>;
  seed: string;
  firstDealer?: Seat;
  /** Milliseconds a bot waits before it acts (read at every bot turn, so a setting applies at once). */
  botDelay?: () => number;
  scheduler?: Scheduler;
  botRunner?: BotRunner;
  /** The generator chance and bots draw from (default: one seeded with `seed`); the host saves its state. */
  rng?: Rng;
  /** Goes on from a saved point instead of a fresh game (see saves.ts); `start()` resumes play. */
  resume?: ResumePoint;
  /** Plays only this many rounds, then stops before the next deal (a duplicate challenge's deal). */
  rounds?: number;
}

/** A table as saved: its record, the state that record replays to, and the step it ended with. */
export interface ResumePoint {
  record: GameRecord;
  state: unknown;
  lastEvent: TableEvent;
}

/** Steps a table took to write this record: one per deal, one per action. */
export function stepsOf(record: GameRecord): number {
  return record.rounds.reduce((steps, round) => steps + 1 + round.actions.length, 0);
}

/**
 * Told after every step what kind of step it was, never its content: what a seat may learn of
 * an action depends on the seat, so listeners fetch `snapshot(seat)`.
 */
export type SessionListener = (step: { step: number; kind: TableEvent['kind'] }) => void;
