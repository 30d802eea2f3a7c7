/**
 * The post-game analysis as host, command line and viewer share it: for every decision of one
 * seat, the value of the choice made and of the best choice the search found, from that seat's
 * view only, in the game's own units (higher is better: a Siegel or 13 value is minus the
 * penalty points, SevenSins the phase's points, Abyss the field margin to the leading rival).
 */
import type { GameId } from './types';

/** The game's unit of a loss, for texts ("penalty points", "points", "fields"). */
export type AnalysisUnit = 'penalty' | 'points' | 'minus' | 'fields';

export const ANALYSIS_UNIT: Readonly<Record<GameId, AnalysisUnit>> = {
  siegel: 'penalty',
  dreizehn: 'minus',
  sevensins: 'points',
  abyss: 'fields',
};

/**
 * A loss is called a mistake only when its 95% interval excludes zero and it is at least this
 * large: half a penalty point in Siegel (a missed seal costs one), one minus point in 13 (one
 * card taken), one point in SevenSins (the smallest miss), half a field in Abyss (a field is a
 * whole race step).
 */
export const MISTAKE_THRESHOLD: Readonly<Record<GameId, number>> = {
  siegel: 0.5,
  dreizehn: 1,
  sevensins: 1,
  abyss: 0.5,
};

/** An action as records write it (without `seat`). */
export interface AnalysisAction {
  type: string;
  [key: string]: unknown;
}

/** One decision of the analysed seat. */
export interface AnalysedDecision {
  /** 1-based round (phase) of the game. */
  round: number;
  /** 0-based index of the action in that round of the record. */
  action: number;
  /** The replay step of the decision (the viewer shows step − 1: the moment before it). */
  step: number;
  chosen: AnalysisAction;
  best: AnalysisAction;
  /** Mean values, in the game's units as seen from the seat (higher is better). */
  chosenValue: number;
  bestValue: number;
  /** bestValue − chosenValue, never below 0 (0 when the choice made was the best found). */
  loss: number;
  /** 95% confidence interval of the loss (paired over the same sampled deals). */
  ci95: [number, number];
  mistake: boolean;
  /** Legal alternatives weighed (after the search's own narrowing, e.g. Siegel predictions). */
  alternatives: number;
  /** Sampled deals behind the estimate. */
  samples: number;
}

export interface AnalysisReport {
  game: GameId;
  seat: number;
  players: number;
  unit: AnalysisUnit;
  threshold: number;
  decisions: AnalysedDecision[];
  /** Decisions with one legal choice, left out of `decisions`. */
  forced: number;
  /** Expected loss per round (index 0 = round 1), and in all. */
  roundLoss: number[];
  totalLoss: number;
  mistakes: number;
  seconds: number;
}

/** Canonical text of an action (keys sorted): equal actions give equal keys. */
export function actionKey(action: object): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v as Record<string, unknown>)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sort(action));
}
