/** Trick mechanics: following, the winner, which seals the winner may return, whose turn it is. */
import {
  sealColorOfCard,
  type SealCounts,
  type SealKind,
  type TrickPlay,
} from '../../../shared/games/siegel';
import { colorOf, valueOf } from './cards';
import type { RoundState, SiegelState } from './state';

/** The winning play: the highest red, else the highest card of the led colour. */
export function winningPlay(plays: readonly TrickPlay[]): TrickPlay {
  let best = plays[0] as TrickPlay;
  for (let i = 1; i < plays.length; i++) {
    const p = plays[i] as TrickPlay;
    if (beats(p.card, best.card, colorOf((plays[0] as TrickPlay).card))) best = p;
  }
  return best;
}

function beats(card: string, best: string, led: string): boolean {
  const c = colorOf(card);
  const b = colorOf(best);
  if (c === 'R') return b !== 'R' || valueOf(card) > valueOf(best);
  return b !== 'R' && c === led && valueOf(card) > valueOf(best);
}

/**
 * Seal kinds the winner of this complete trick may return, in seal order: red when red was led;
 * red or the led colour when trumped in; the led colour otherwise; white always.
 */
export function allowedReturns(plays: readonly TrickPlay[]): SealKind[] {
  const led = colorOf((plays[0] as TrickPlay).card);
  const win = colorOf(winningPlay(plays).card);
  const kinds: SealKind[] = [];
  if (led === 'R' || win === 'R') kinds.push('red');
  if (led !== 'R') kinds.push(sealColorOfCard(led));
  kinds.push('white');
  return kinds;
}

/** The allowed kinds the winner actually holds. */
export function heldReturns(plays: readonly TrickPlay[], seals: SealCounts): SealKind[] {
  return allowedReturns(plays).filter((k) => seals[k] > 0);
}

/** The cards of `hand` that may be played to `trick` (follow the led colour when able). */
export function playableCards(hand: readonly string[], trick: readonly TrickPlay[]): string[] {
  if (trick.length === 0) return [...hand];
  const led = colorOf((trick[0] as TrickPlay).card);
  const follow = hand.filter((c) => colorOf(c) === led);
  return follow.length > 0 ? follow : [...hand];
}

export function leaderOf(round: RoundState, players: number): number {
  const last = round.tricks[round.tricks.length - 1];
  return last ? last.winner : (round.dealer + 1) % players;
}

/** The seat that acts now, or null when nobody does (waiting for a deal, game over). */
export function toActOf(state: SiegelState): number | null {
  const round = state.round;
  if (!round) return null;
  const n = state.players;
  switch (state.phase) {
    case 'predict':
      return (round.dealer + 1 + round.predictions.length) % n;
    case 'play':
      return (leaderOf(round, n) + round.trick.length) % n;
    case 'return':
      return winningPlay(round.trick).seat;
    default:
      return null;
  }
}
