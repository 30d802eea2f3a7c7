/** What a seat may know: its own hand (in phase 1 the others' cards instead) and the public table. */
import type { SevenSinsPhaseResult, SevenSinsTable, SevenSinsView } from '../../../shared/games/sevensins';
import type { GameResult } from '../../../shared/types';
import type { SevenSinsState } from './state';

/**
 * Phase 1 with cards in hand: every seat sees the others' cards but not its own. Decision
 * (ours): a seat turns its card up when its turn to play comes (it must play it anyway, and a
 * Kitsune's owner then chooses the form), so only then does it see it.
 */
export function isBlind(s: Pick<SevenSinsState, 'phase' | 'stage' | 'toAct'>, seat: number | null): boolean {
  if (s.phase !== 1) return false;
  if (s.stage === 'trump' || s.stage === 'bid') return true;
  return s.stage === 'play' && s.toAct !== seat;
}

export function view(s: SevenSinsState, seat: number | null): SevenSinsView {
  const blind = isBlind(s, seat);
  const phaseOne = isBlind(s, null);
  const sees = (i: number): boolean => seat !== null && (i === seat ? !blind : phaseOne);
  return {
    game: 'sevensins',
    players: s.players,
    options: { ...s.options },
    seat,
    firstDealer: s.firstDealer,
    stage: s.stage,
    phase: s.phase,
    dealer: s.dealer,
    blind,
    hand: seat !== null && !blind ? [...(s.hands[seat] as string[])] : null,
    hands: s.hands.map((h, i) => (sees(i) ? [...h] : null)),
    handSizes: s.hands.map((h) => h.length),
    ...cloneTable(s),
  };
}

/** A deep copy of the public table (of a state for a view, of a view for a sampled state). */
export function cloneTable(t: SevenSinsTable): SevenSinsTable {
  return {
    trumpCard: t.trumpCard,
    trump: t.trump,
    bids: [...t.bids],
    tricksWon: [...t.tricksWon],
    sinsUnderSoul: [...t.sinsUnderSoul],
    soulsUnderDemon: [...t.soulsUnderDemon],
    leader: t.leader,
    toAct: t.toAct,
    trick: t.trick.map((p) => ({ ...p })),
    tricks: t.tricks.map((c) => ({
      leader: c.leader,
      winner: c.winner,
      plays: c.plays.map((p) => ({ ...p })),
    })),
    history: t.history.map(clonePhaseResult),
    totals: [...t.totals],
  };
}

export function result(s: SevenSinsState): GameResult | null {
  if (s.stage !== 'over') return null;
  const best = Math.max(...s.totals);
  return {
    totals: [...s.totals],
    winners: s.totals.flatMap((t, i) => (t === best ? [i] : [])),
  };
}

export function totals(s: SevenSinsState): number[] {
  return [...s.totals];
}

export function roundScores(s: SevenSinsState): number[][] {
  return s.history.map((h) => [...h.scores]);
}

/** The public end facts: per phase the trump, bids, tricks, bonuses and multiplier; totals. */
export function publicSummary(s: SevenSinsState): Record<string, unknown> {
  return {
    phasesPlayed: s.history.length,
    phases: s.history.map((h) => ({
      phase: h.phase,
      dealer: h.dealer,
      trumpCard: h.trumpCard,
      trump: h.trump,
      bids: h.bids,
      tricks: h.tricks,
      bonuses: h.bonuses,
      multiplier: h.multiplier,
      scores: h.scores,
    })),
    totals: [...s.totals],
  };
}

export function clonePhaseResult(h: SevenSinsPhaseResult): SevenSinsPhaseResult {
  return {
    ...h,
    bids: [...h.bids],
    tricks: [...h.tricks],
    sinsUnderSoul: [...h.sinsUnderSoul],
    soulsUnderDemon: [...h.soulsUnderDemon],
    bonuses: [...h.bonuses],
    scores: [...h.scores],
  };
}
