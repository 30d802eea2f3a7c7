/**
 * The live coach (a setting, off by default): at a table of one person against bots, each of
 * the person's decisions is weighed in a worker thread as the post-game analysis weighs it (the
 * Meister's judgement, src/main/analysis/evaluate.ts), while play goes on. A clear mistake (its
 * loss above the game's threshold and its 95% interval above zero) becomes a mark: the better
 * choice, what it would have saved, and why. The person's snapshot carries the marks.
 */
import type { AnalysedDecision } from './analysis';
import type { Seat } from './types';

export interface CoachReport {
  seat: Seat;
  /** The mistakes found so far, in the order they were made (rounds are 1-based). */
  marks: AnalysedDecision[];
  /** Decisions weighed so far, and still being weighed. */
  judged: number;
  pending: number;
}

/** The sum of what the marked mistakes cost, in the game's units. */
export function coachLoss(report: CoachReport): number {
  return report.marks.reduce((sum, m) => sum + m.loss, 0);
}
