/**
 * Par: a score against the cards you were dealt. After each round (each phase in SevenSins and
 * Abyss) at a table of one person against bots, the host plays the same deal again with the
 * strongest bot (the Meister) in the person's seat and the same bots, with the same seeds, in
 * the others (src/main/analysis/par.ts). What the person scored in the round next to that is
 * the luck-free measure: the cards were the same for both.
 *
 * The unit is the round's change of the seat's total in the game's own units: penalty points
 * in Siegel and 13 (lower is better), points in SevenSins, fields moved in Abyss (higher is
 * better in both).
 */
import type { GameId, Seat } from './types';

export const PAR_DIRECTION: Readonly<Record<GameId, 'lower' | 'higher'>> = {
  siegel: 'lower',
  dreizehn: 'lower',
  sevensins: 'higher',
  abyss: 'higher',
};

export interface ParRound {
  /** 0-based round (phase) index. */
  round: number;
  /** What the person scored in the round. */
  you: number;
  /** What the Meister scored with the same cards. */
  par: number;
}

/** The person's par so far, sent in their own snapshot only. */
export interface ParReport {
  seat: Seat;
  /** Finished rounds whose par is known, in order. */
  rounds: ParRound[];
  /** Finished rounds whose par is still being played. */
  pending: number[];
  /** The round (0-based) the table is in at this snapshot: the one a round's summary is about. */
  current: number;
}

/** How far the person is ahead of par (positive: better than the Meister), in the game's units. */
export function parMargin(game: GameId, you: number, par: number): number {
  return PAR_DIRECTION[game] === 'lower' ? par - you : you - par;
}

export interface ParTotals {
  you: number;
  par: number;
  rounds: number;
}

/** Sums of the rounds whose par is known: the person's and par's (null when none is known). */
export function parTotals(report: ParReport | undefined): ParTotals | null {
  const known = report?.rounds ?? [];
  if (known.length === 0) return null;
  return {
    you: known.reduce((a, r) => a + r.you, 0),
    par: known.reduce((a, r) => a + r.par, 0),
    rounds: known.length,
  };
}
