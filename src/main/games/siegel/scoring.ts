/** Penalty points: 2 per coloured seal, 3 per black, 4 per white; the saboteur max(0, base − B). */
import { SEAL_COLORS, type RoundSummary, type SealCounts } from '../../../shared/games/siegel';
import type { GameResult } from '../../../shared/types';
import type { RoundState, SiegelState } from './state';

export function sealPenalty(seals: SealCounts): number {
  let p = 3 * seals.black + 4 * seals.white;
  for (const c of SEAL_COLORS) p += 2 * seals[c];
  return p;
}

/**
 * One round's scores from the seals held at its end. The saboteur holds no seals and scores
 * max(0, base − B), B being the black seals the other players took this round.
 */
export function scoreRound(seals: readonly SealCounts[], saboteur: number | null, base: number): number[] {
  let blacksOfOthers = 0;
  seals.forEach((s, seat) => {
    if (seat !== saboteur) blacksOfOthers += s.black;
  });
  return seals.map((s, seat) => (seat === saboteur ? Math.max(0, base - blacksOfOthers) : sealPenalty(s)));
}

export function tricksWonIn(round: RoundState, players: number): number[] {
  const won = new Array<number>(players).fill(0);
  for (const t of round.tricks) won[t.winner] = (won[t.winner] ?? 0) + 1;
  return won;
}

export function blacksTakenIn(round: RoundState, players: number): number[] {
  const taken = new Array<number>(players).fill(0);
  for (const t of round.tricks) if (t.outcome.kind === 'black') taken[t.winner] = (taken[t.winner] ?? 0) + 1;
  return taken;
}

export function summarizeRound(round: RoundState, state: SiegelState): RoundSummary {
  const n = state.players;
  return {
    dealer: round.dealer,
    saboteur: round.saboteur,
    predictions: round.predictions,
    seals: round.seals,
    tricksWon: tricksWonIn(round, n),
    blacksTaken: blacksTakenIn(round, n),
    scores: scoreRound(round.seals, round.saboteur, state.options.saboteurBase),
  };
}

export function totalsOf(state: SiegelState): number[] {
  const totals = new Array<number>(state.players).fill(0);
  for (const h of state.history) h.scores.forEach((s, seat) => (totals[seat] = (totals[seat] ?? 0) + s));
  return totals;
}

/** Lowest total wins; all seats sharing it win. */
export function resultOf(state: SiegelState): GameResult | null {
  if (state.phase !== 'gameOver') return null;
  const totals = totalsOf(state);
  const best = Math.min(...totals);
  const winners: number[] = [];
  totals.forEach((t, seat) => {
    if (t === best) winners.push(seat);
  });
  return { totals, winners };
}

/** Seals held at the end of each round (only kinds held), the saboteur, tricks, blacks and scores. */
export function publicSummaryOf(state: SiegelState): Record<string, unknown> {
  const compact = (s: SealCounts): Partial<SealCounts> =>
    Object.fromEntries(Object.entries(s).filter(([, k]) => k > 0)) as Partial<SealCounts>;
  return {
    rounds: state.history.map((h) => ({
      dealer: h.dealer,
      saboteur: h.saboteur,
      seals: h.seals.map(compact),
      tricksWon: h.tricksWon,
      blacksTaken: h.blacksTaken,
      scores: h.scores,
    })),
    totals: totalsOf(state),
  };
}
