/**
 * Par at a table of one person against bots: each finished round (phase) is played again in the
 * par thread (analysis/par.ts), and the two scores wait here for the person's snapshot. Nothing
 * at the table waits for it: the round goes on while par is played, and the result arrives as a
 * refreshed snapshot of the same step. A resumed table plays the par of its finished rounds again
 * (the same seeds give the same par). A round whose par fails is left out, and the table is told.
 */
import { msg, type Message } from '../../../shared/i18n/message';
import type { GameRecord } from '../../../shared/record';
import type { ParReport, ParRound, ParTotals } from '../../../shared/par';
import type { GameResult, Seat } from '../../../shared/types';
import { TableWatcher } from '../table/table-watcher';
import type { ParRunner } from '../../workers/par-pool';

/** What the keeper needs of a table. */
export interface ParTable {
  readonly record: GameRecord;
  result(): GameResult | null;
  subscribe(listener: () => void): () => void;
}

export class ParKeeper extends TableWatcher {
  private readonly done = new Map<number, ParRound>();
  private readonly pending = new Set<number>();
  private readonly failed = new Set<number>();

  constructor(
    private readonly table: ParTable,
    readonly seat: Seat,
    private readonly seed: string,
    private readonly runner: ParRunner,
    private readonly report: (message: Message) => void = () => {},
  ) {
    super();
    this.follow(
      (l) => table.subscribe(l),
      () => this.check(),
    );
    this.check();
  }

  /** The person's par so far (their snapshot carries it). */
  snapshot(): ParReport {
    // Every finished round not known yet is pending, also one that ended with this very step
    // (the keeper hears of the step after the snapshot is taken).
    const pending: number[] = [];
    for (let round = 0; round < this.finishedRounds(); round++) {
      if (!this.done.has(round) && !this.failed.has(round)) pending.push(round);
    }
    return {
      seat: this.seat,
      rounds: [...this.done.values()].sort((a, b) => a.round - b.round),
      pending,
      current: Math.max(0, this.table.record.rounds.length - 1),
    };
  }

  /** Whether every finished round's par is known (or failed): the statistics wait for it. */
  get settled(): boolean {
    return this.pending.size === 0 && this.finishedRounds() === this.done.size + this.failed.size;
  }

  /** The sums over the rounds whose par is known, once settled; null while par is played. */
  totals(): ParTotals | null | 'pending' {
    if (!this.settled) return 'pending';
    const rounds = [...this.done.values()];
    if (rounds.length === 0) return null;
    return {
      you: rounds.reduce((a, r) => a + r.you, 0),
      par: rounds.reduce((a, r) => a + r.par, 0),
      rounds: rounds.length,
    };
  }

  /** Rounds that are over: every one a later deal follows, and the last once the game is over. */
  private finishedRounds(): number {
    const dealt = this.table.record.rounds.length;
    return this.table.result() !== null ? dealt : Math.max(0, dealt - 1);
  }

  private check(): void {
    const finished = this.finishedRounds();
    for (let round = 0; round < finished; round++) {
      if (this.done.has(round) || this.pending.has(round) || this.failed.has(round)) continue;
      this.play(round);
    }
  }

  private play(round: number): void {
    this.pending.add(round);
    // A copy: the table's record goes on growing while the worker reads it.
    const record = structuredClone(this.table.record);
    this.runner.play({ record, seed: this.seed, round, seat: this.seat }).then(
      (outcome) => {
        if (this.closed) return;
        this.pending.delete(round);
        this.done.set(round, { round, you: outcome.you, par: outcome.par });
        this.changed();
      },
      (err: unknown) => {
        if (this.closed) return;
        this.pending.delete(round);
        this.failed.add(round);
        this.report(msg('host.par.failed', { round: round + 1, detail: (err as Error).message }));
        this.changed();
      },
    );
  }
}

/** Whether a table plays par: one person against bots, not a LAN table (nor hot-seat). */
export function playsPar(seats: readonly { kind: string }[], lan: boolean): Seat | null {
  if (lan) return null;
  const people = seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  return people.length === 1 && people.length < seats.length ? (people[0] as Seat) : null;
}

/**
 * The table as the statistics keeper watches it with par: word after every step and every par,
 * and the person's par sums ('pending' while a round's par is still played).
 */
export function watchedWithPar(table: ParTable, keeper: ParKeeper): WatchedParTable {
  return {
    record: table.record,
    result: () => table.result(),
    subscribe(listener) {
      const steps = table.subscribe(listener);
      const pars = keeper.onChange(listener);
      return () => {
        steps();
        pars();
      };
    },
    par() {
      const totals = keeper.totals();
      return totals === 'pending' ? 'pending' : { seat: keeper.seat, totals };
    },
  };
}

export interface WatchedParTable extends ParTable {
  par(): { seat: Seat; totals: ParTotals | null } | 'pending';
}
