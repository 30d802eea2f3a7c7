/** Round scoring (minus points) and the game result. */
import type { GameResult } from '../../../shared/types';
import type { DreizehnCard } from '../../../shared/games/dreizehn';
import { CATEGORIES, F4_CATEGORY, KIND_CATEGORY, KIND_OF } from './cards';
import type { DreizehnState } from './state';

/** Taken cards per seat as counts per category (blue, yellow, green, Fiese Vier). */
export function categoryCounts(taken: readonly (readonly DreizehnCard[])[]): number[][] {
  return taken.map((cards) => {
    const counts = new Array<number>(CATEGORIES).fill(0);
    for (const card of cards) counts[KIND_CATEGORY[KIND_OF[card]]!]!++;
    return counts;
  });
}

/**
 * Scores from category counts: 1 per colour card, 2 per Fiese Vier; a seat with strictly
 * more cards of a colour than every other seat scores 0 for that colour (a tie: all score).
 */
export function scoreCounts(counts: readonly (readonly number[])[]): number[] {
  const scores = counts.map((c) => 2 * c[F4_CATEGORY]!);
  for (let colour = 0; colour < F4_CATEGORY; colour++) {
    let best = -1;
    let bestSeat = -1;
    let tie = false;
    for (let seat = 0; seat < counts.length; seat++) {
      const n = counts[seat]![colour]!;
      if (n > best) {
        best = n;
        bestSeat = seat;
        tie = false;
      } else if (n === best) {
        tie = true;
      }
    }
    for (let seat = 0; seat < counts.length; seat++) {
      if (seat === bestSeat && !tie) continue;
      scores[seat]! += counts[seat]![colour]!;
    }
  }
  return scores;
}

/** The round score of each seat from the cards it took. */
export function scoreRound(taken: readonly (readonly DreizehnCard[])[]): number[] {
  return scoreCounts(categoryCounts(taken));
}

/** All seats sharing the lowest total win. */
export function winnersOf(totals: readonly number[]): number[] {
  const best = Math.min(...totals);
  return totals.flatMap((t, seat) => (t === best ? [seat] : []));
}

export function result(state: DreizehnState): GameResult | null {
  if (state.phase !== 'over') return null;
  return { totals: [...state.totals], winners: winnersOf(state.totals) };
}

export function roundScores(state: DreizehnState): number[][] {
  return state.history.map((r) => [...r.scores]);
}
