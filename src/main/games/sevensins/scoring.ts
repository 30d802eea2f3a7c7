/**
 * Phase scoring. With bid b, tricks t in phase n: b = t > 0 → 3t; b = t = 0 → n; b = 0 < t → −n;
 * otherwise −|b − t|. Bonuses only when b = t: +2 per Sin (or Kitsune-as-Sin) in a trick the seat
 * won with a Soul, +5 per Soul in a trick it won with a Demon. Everything ×2 in phases 7 and 13,
 * ×2 again when a Soul was turned for trump.
 */
import type { SevenSinsPhaseResult } from '../../../shared/games/sevensins';

export const SIN_BONUS = 2;
export const SOUL_BONUS = 5;

/** ×2 in phases 7 and 13; a turned Soul doubles again. */
export function phaseMultiplier(phase: number, trumpCard: string): number {
  return (phase === 7 || phase === 13 ? 2 : 1) * (trumpCard === 'SOUL' ? 2 : 1);
}

/** Points before bonus and multiplier. */
export function baseScore(phase: number, bid: number, tricks: number): number {
  if (bid === tricks) return bid === 0 ? phase : 3 * tricks;
  if (bid === 0) return -phase;
  return -Math.abs(bid - tricks);
}

/** Bonus points before the multiplier: only when the bid is met. */
export function bonusPoints(
  bid: number,
  tricks: number,
  sinsUnderSoul: number,
  soulsUnderDemon: number,
): number {
  return bid === tricks ? SIN_BONUS * sinsUnderSoul + SOUL_BONUS * soulsUnderDemon : 0;
}

export function phaseScore(
  phase: number,
  bid: number,
  tricks: number,
  sinsUnderSoul: number,
  soulsUnderDemon: number,
  multiplier: number,
): number {
  return (
    multiplier * (baseScore(phase, bid, tricks) + bonusPoints(bid, tricks, sinsUnderSoul, soulsUnderDemon))
  );
}

/** The full result of a finished phase from its facts. */
export function phaseResult(facts: {
  phase: number;
  dealer: number;
  trumpCard: string;
  trump: SevenSinsPhaseResult['trump'];
  bids: readonly number[];
  tricks: readonly number[];
  sinsUnderSoul: readonly number[];
  soulsUnderDemon: readonly number[];
}): SevenSinsPhaseResult {
  const multiplier = phaseMultiplier(facts.phase, facts.trumpCard);
  const bonuses = facts.bids.map((b, i) =>
    bonusPoints(b, facts.tricks[i] ?? 0, facts.sinsUnderSoul[i] ?? 0, facts.soulsUnderDemon[i] ?? 0),
  );
  const scores = facts.bids.map((b, i) =>
    phaseScore(
      facts.phase,
      b,
      facts.tricks[i] ?? 0,
      facts.sinsUnderSoul[i] ?? 0,
      facts.soulsUnderDemon[i] ?? 0,
      multiplier,
    ),
  );
  return {
    phase: facts.phase,
    dealer: facts.dealer,
    trumpCard: facts.trumpCard,
    trump: facts.trump,
    bids: [...facts.bids],
    tricks: [...facts.tricks],
    sinsUnderSoul: [...facts.sinsUnderSoul],
    soulsUnderDemon: [...facts.soulsUnderDemon],
    bonuses,
    multiplier,
    scores,
  };
}
