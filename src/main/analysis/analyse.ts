/**
 * The post-game analysis of one seat: the record is replayed through the rules, and every
 * decision the seat took with more than one legal choice is weighed from the seat's view at
 * that moment (`evaluateDecision`). The decisions are independent of each other, so a runner
 * may weigh them in parallel (the worker pool) or one after the other (tests, inline).
 */
import {
  ANALYSIS_UNIT,
  MISTAKE_THRESHOLD,
  type AnalysedDecision,
  type AnalysisReport,
} from '../../shared/analysis';
import type { GameRecord } from '../../shared/record';
import type { BaseAction } from '../engine/game';
import { msg, type Message } from '../../shared/i18n/message';
import { problemMessage, replayRecord } from '../engine/replay';
import { createRng } from '../engine/rng';
import { gameById } from '../games';
import {
  ANALYSIS_BUDGET,
  evaluateDecision,
  type AnalysisBudget,
  type DecisionEvaluation,
  type DecisionInput,
} from './evaluate';

/** One decision to weigh, with where it sits in the record. */
export interface DecisionPoint {
  round: number;
  action: number;
  step: number;
  input: DecisionInput;
}

export type DecisionPoints =
  { ok: true; points: DecisionPoint[]; forced: number; players: number } | { ok: false; reason: Message };

/**
 * The decisions of `seat` in `record` (replayed and checked first): for each, the seat's view
 * and legal actions just before it and the action taken. Seeds come from the position in the
 * record, so an analysis is the same whichever worker weighs which decision.
 */
export function decisionPoints(
  record: GameRecord,
  seat: number,
  budget: AnalysisBudget = ANALYSIS_BUDGET,
): DecisionPoints {
  const game = gameById(record.game);
  if (!Number.isInteger(seat) || seat < 0 || seat >= record.seats.length) {
    return { ok: false, reason: msg('records.analysis.noSeat', { seat, last: record.seats.length - 1 }) };
  }
  const points: DecisionPoint[] = [];
  let forced = 0;
  let before: unknown = null;
  let step = 0;
  const outcome = replayRecord(game, record, {
    start: (state) => (before = state),
    step: ({ state, round, step: what }) => {
      step++;
      if (what.kind === 'action' && what.seat === seat) {
        const legal = game.legalActions(before, seat) as BaseAction[];
        if (legal.length < 2) forced++;
        else
          points.push({
            round: round + 1,
            action: what.index,
            step,
            input: {
              game: game.id,
              seat,
              view: game.view(before, seat),
              legal,
              chosen: what.action,
              seed: createRng(`analysis:${seat}:${round}:${what.index}`).u32(),
              budget,
            },
          });
      }
      before = state;
    },
  });
  if (!outcome.ok)
    return { ok: false, reason: msg('records.cannotReplay', { problem: problemMessage(outcome.problem) }) };
  return { ok: true, points, forced, players: record.seats.length };
}

/** Weighs decisions: inline, or in a pool of worker threads. */
export interface DecisionRunner {
  evaluate(input: DecisionInput): Promise<DecisionEvaluation>;
  /** Gets ready ahead of the first decision (a pool starts its threads); optional. */
  warm?(): void;
}

export const inlineDecisionRunner: DecisionRunner = {
  evaluate: (input) => Promise.resolve(evaluateDecision(input)),
};

export interface AnalyseOptions {
  budget?: AnalysisBudget;
  runner?: DecisionRunner;
  /** After each weighed decision: how many are done of how many. */
  onProgress?: (done: number, total: number) => void;
  /** Stops the analysis: it rejects with an AbortError, nothing more is weighed. */
  signal?: AbortSignal;
  /** For tests and the bench (default performance.now). */
  now?: () => number;
}

export type AnalysisOutcome = { ok: true; report: AnalysisReport } | { ok: false; reason: Message };

/** The whole analysis of `seat` in `record`. */
export async function analyseRecord(
  record: GameRecord,
  seat: number,
  options: AnalyseOptions = {},
): Promise<AnalysisOutcome> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const found = decisionPoints(record, seat, options.budget ?? ANALYSIS_BUDGET);
  if (!found.ok) return found;
  const runner = options.runner ?? inlineDecisionRunner;
  const { points } = found;
  const signal = options.signal;
  let done = 0;
  options.onProgress?.(0, points.length);
  const evaluations = await Promise.all(
    points.map(async (p) => {
      signal?.throwIfAborted();
      const e = await runner.evaluate(p.input);
      signal?.throwIfAborted();
      options.onProgress?.(++done, points.length);
      return e;
    }),
  );
  const report = buildReport(record, seat, found.forced, points, evaluations);
  report.seconds = (now() - started) / 1000;
  return { ok: true, report };
}

/** Turns the weighed decisions into the report: losses, mistakes, sums per round. */
export function buildReport(
  record: GameRecord,
  seat: number,
  forced: number,
  points: readonly DecisionPoint[],
  evaluations: readonly DecisionEvaluation[],
): AnalysisReport {
  const game = record.game;
  const threshold = MISTAKE_THRESHOLD[game];
  const decisions: AnalysedDecision[] = points.map((p, i) => {
    const e = evaluations[i] as DecisionEvaluation;
    const loss = Math.max(0, e.diff);
    return {
      round: p.round,
      action: p.action,
      step: p.step,
      chosen: { ...p.input.chosen },
      best: loss > 0 ? e.best : { ...p.input.chosen },
      chosenValue: e.chosenValue,
      bestValue: loss > 0 ? e.bestValue : e.chosenValue,
      loss,
      ci95: e.ci95,
      mistake: e.ci95[0] > 0 && loss >= threshold,
      alternatives: e.alternatives,
      samples: e.samples,
    };
  });
  const roundLoss = record.rounds.map(() => 0);
  for (const d of decisions) roundLoss[d.round - 1] = (roundLoss[d.round - 1] ?? 0) + d.loss;
  return {
    game,
    seat,
    players: record.seats.length,
    unit: ANALYSIS_UNIT[game],
    threshold,
    decisions,
    forced,
    roundLoss,
    totalLoss: decisions.reduce((s, d) => s + d.loss, 0),
    mistakes: decisions.filter((d) => d.mistake).length,
    seconds: 0,
  };
}
