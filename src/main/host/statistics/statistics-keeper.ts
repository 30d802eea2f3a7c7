/**
 * The host's statistics: loaded once from their store, counted when a table's game ends (once
 * per finished game), reset on the owner's request, and written through at once (a game ends
 * rarely; a crash afterwards must not lose it).
 */
import { msg, type Message } from '../../../shared/i18n/message';
import type { GameRecord } from '../../../shared/record';
import type { ParTotals } from '../../../shared/par';
import type { GameResult, Seat } from '../../../shared/types';
import type { Statistics } from '../../../shared/statistics';
import { resetStatistics, updateStatistics } from './statistics';
import type { StatisticsStore } from './statistics-store';

/** What the keeper needs of a table: its record, its result, and word after every step. */
export interface WatchedTable {
  readonly record: GameRecord;
  result(): GameResult | null;
  subscribe(listener: () => void): () => void;
  /**
   * The person's game against par, where the table plays par: 'pending' while a round's par is
   * still played (the game is counted once it is known), null when none is known.
   */
  par?(): { seat: Seat; totals: ParTotals | null } | 'pending';
}

export class StatisticsKeeper {
  private stats: Statistics;

  constructor(
    private readonly store: StatisticsStore,
    private readonly options: { now?: () => Date; onError?: (message: Message) => void } = {},
  ) {
    this.stats = store.load();
  }

  get current(): Statistics {
    return this.stats;
  }

  /** Counts the table's game when its result appears (once); returns the unsubscribe function. */
  watch(table: WatchedTable, onCounted?: () => void): () => void {
    let counted = false;
    const check = (): void => {
      if (counted || table.result() === null) return;
      const par = table.par?.() ?? null;
      if (par === 'pending') return;
      counted = true;
      const own = par?.totals ? { seat: par.seat, totals: par.totals } : undefined;
      if (this.count(table.record, own)) onCounted?.();
    };
    const unsubscribe = table.subscribe(check);
    check();
    return unsubscribe;
  }

  /** Counts a finished game; false when it changed nothing (unfinished, no people, counted). */
  count(record: GameRecord, par?: { seat: Seat; totals: ParTotals }): boolean {
    const next = updateStatistics(this.stats, record, (this.options.now ?? (() => new Date()))(), par);
    if (next === this.stats) return false;
    this.stats = next;
    this.write();
    return true;
  }

  /** Forgets one player's statistics, or everybody's. */
  reset(name?: string): Statistics {
    this.stats = resetStatistics(this.stats, name);
    this.write();
    return this.stats;
  }

  private write(): void {
    try {
      this.store.save(this.stats);
    } catch (err) {
      // Kept in memory; the next change tries again.
      this.options.onError?.(msg('host.statistics.saveFailed', { detail: (err as Error).message }));
    }
  }
}
