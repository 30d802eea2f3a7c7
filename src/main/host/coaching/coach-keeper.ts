/**
 * The live coach at a table of one person against bots (see src/shared/coach.ts). After each
 * of the person's decisions that had a choice, the decision is weighed from the view they had,
 * in the coach's thread, while the table goes on. A mistake becomes a mark in the person's
 * snapshot. A decision taken back (undo) loses its mark, and a judgement that arrives for a
 * decision no longer in the record is dropped. Only decisions made while the setting is on are
 * weighed.
 */
import { MISTAKE_THRESHOLD, actionKey, type AnalysedDecision } from '../../../shared/analysis';
import type { CoachReport } from '../../../shared/coach';
import type { GameRecord } from '../../../shared/record';
import type { Seat } from '../../../shared/types';
import type { DecisionRunner } from '../../analysis/analyse';
import { COACH_BUDGET, type AnalysisBudget } from '../../analysis/evaluate';
import type { AnyGame, BaseAction } from '../../engine/game';
import { createRng } from '../../engine/rng';
import { TableWatcher } from '../table/table-watcher';
import type { Checkpoint } from '../table/undo';

/** What the coach needs of a table. */
export interface CoachTable {
  readonly game: AnyGame;
  readonly record: GameRecord;
  lastStep(): Readonly<Checkpoint> | null;
  subscribe(listener: () => void): () => void;
}

export class CoachKeeper extends TableWatcher {
  private readonly marks = new Map<string, AnalysedDecision>();
  private readonly asked = new Set<string>();
  private judged = 0;
  private pending = 0;

  constructor(
    private readonly table: CoachTable,
    readonly seat: Seat,
    private readonly seed: string,
    private readonly runner: DecisionRunner,
    private readonly enabled: () => boolean,
    private readonly budget: AnalysisBudget = COACH_BUDGET,
  ) {
    super();
    // The coach's thread starts (and loads the search) with the table, not at the first move.
    if (enabled()) runner.warm?.();
    this.follow(
      (l) => table.subscribe(l),
      () => this.stepped(),
    );
  }

  snapshot(): CoachReport {
    const marks = [...this.marks.values()].sort((a, b) => a.round - b.round || a.action - b.action);
    return { seat: this.seat, marks, judged: this.judged, pending: this.pending };
  }

  private stepped(): void {
    // An undo shortens the record: the marks of decisions no longer in it go.
    let dropped = false;
    for (const [key, mark] of this.marks) {
      if (!this.stillMade(mark.round - 1, mark.action, mark.chosen)) {
        this.marks.delete(key);
        dropped = true;
      }
    }
    for (const key of this.asked) {
      const [round, action] = key.split(':').map(Number) as [number, number];
      if ((this.table.record.rounds[round]?.actions.length ?? 0) <= action) this.asked.delete(key);
    }
    if (dropped) this.changed();
    const step = this.table.lastStep();
    if (!step || step.kind !== 'action' || step.actor !== this.seat || !step.action || !this.enabled())
      return;
    this.runner.warm?.();
    const game = this.table.game;
    const legal = game.legalActions(step.before, this.seat) as BaseAction[];
    if (legal.length < 2) return;
    const round = step.rounds - 1;
    const key = `${round}:${step.actions}`;
    if (this.asked.has(key)) return;
    this.asked.add(key);
    const chosen = step.action;
    this.pending++;
    this.changed();
    this.runner
      .evaluate({
        game: game.id,
        seat: this.seat,
        view: game.view(step.before, this.seat),
        legal,
        chosen,
        seed: createRng(`coach:${this.seed}:${round}:${step.actions}`).u32(),
        // The estimate may stop once it is clear whether the loss reaches a mistake.
        budget: { ...this.budget, settle: MISTAKE_THRESHOLD[game.id] },
      })
      .then(
        (e) => {
          if (this.closed) return;
          this.pending--;
          this.judged++;
          const loss = Math.max(0, e.diff);
          const mistake = e.ci95[0] > 0 && loss >= MISTAKE_THRESHOLD[game.id];
          if (mistake && this.stillMade(round, step.actions, chosen)) {
            this.marks.set(key, {
              round: round + 1,
              action: step.actions,
              step: step.step + 1,
              chosen: { ...chosen },
              best: e.best,
              chosenValue: e.chosenValue,
              bestValue: e.bestValue,
              loss,
              ci95: e.ci95,
              mistake,
              alternatives: e.alternatives,
              samples: e.samples,
            });
          }
          this.changed();
        },
        () => {
          // The coach's thread stopped (the host closes): nothing to mark.
          if (this.closed) return;
          this.pending--;
          this.changed();
        },
      );
  }

  /** Whether the record still holds this decision as it was made (not taken back). */
  private stillMade(round: number, action: number, chosen: BaseAction): boolean {
    const made = this.table.record.rounds[round]?.actions[action];
    if (!made || made.seat !== this.seat) return false;
    const { seat: _seat, ...rest } = made;
    return actionKey(rest) === actionKey(chosen);
  }
}
