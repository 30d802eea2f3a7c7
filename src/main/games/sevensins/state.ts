/** The pure SevenSins state: plain JSON data, never mutated. */
import {
  SEVENSINS_MAX_PLAYERS,
  SEVENSINS_MIN_PLAYERS,
  sevensinsDefaultPhases,
  type SevenSinsOptions,
  type SevenSinsStage,
  type SevenSinsTable,
} from '../../../shared/games/sevensins';
import { msg, type Message } from '../../../shared/i18n/message';
import { DECK } from './cards';
import type { FollowRules } from './follow';
import { sevenSinsOrder, type ElementOrder } from './trick';

export interface SevenSinsState extends SevenSinsTable {
  players: number;
  /** Options with the effective phase count (cut to 12 with 7 players). */
  options: SevenSinsOptions;
  firstDealer: number;
  stage: SevenSinsStage;
  /** Current phase number (n cards each); 0 before the first deal. */
  phase: number;
  dealer: number;
  hands: string[][];
  /** The cards neither dealt nor turned, in canonical deck order (hidden from everybody). */
  undealt: string[];
}

export function effectivePhases(players: number, options: SevenSinsOptions): number {
  return Math.min(options.phases, sevensinsDefaultPhases(players));
}

/** The first phase the game deals (option `firstPhase`, default 1). */
export function firstPhaseOf(s: Pick<SevenSinsState, 'options'>): number {
  return s.options.firstPhase ?? 1;
}

/** The phase number of the phase with index `round` (0-based) of this game. */
export function phaseNumber(s: Pick<SevenSinsState, 'options'>, round: number): number {
  return firstPhaseOf(s) + round;
}

/**
 * The options in effect at this player count: `phases` runs from 1 up to the player count's
 * full game (13, 12 with 7 players); left out, it is the full game.
 */
export function effectiveOptions(
  players: number,
  options: SevenSinsOptions,
  given: Readonly<Record<string, unknown>>,
): { ok: true; options: SevenSinsOptions } | { ok: false; reason: Message } {
  const most = sevensinsDefaultPhases(players);
  if (given.phases === undefined) {
    if ((options.firstPhase ?? 1) > most)
      return {
        ok: false,
        reason: msg('sevensins-rules.options.firstPhase', { first: options.firstPhase ?? 1, last: most }),
      };
    return { ok: true, options: { ...options, phases: most } };
  }
  if (options.phases > most) {
    return {
      ok: false,
      reason: msg('sevensins-rules.options.phases', { players, most, phases: options.phases }),
    };
  }
  if ((options.firstPhase ?? 1) > options.phases) {
    return {
      ok: false,
      reason: msg('sevensins-rules.options.firstPhase', {
        first: options.firstPhase ?? 1,
        last: options.phases,
      }),
    };
  }
  return { ok: true, options: { ...options } };
}

export function newGame(players: number, options: SevenSinsOptions, firstDealer: number): SevenSinsState {
  if (!Number.isInteger(players) || players < SEVENSINS_MIN_PLAYERS || players > SEVENSINS_MAX_PLAYERS) {
    throw new Error(
      `SevenSins needs ${SEVENSINS_MIN_PLAYERS}–${SEVENSINS_MAX_PLAYERS} players, not ${players}`,
    );
  }
  if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= players) {
    throw new Error(`first dealer ${firstDealer} is not a seat`);
  }
  const zeros = Array<number>(players).fill(0);
  return {
    players,
    options: { ...options, phases: effectivePhases(players, options) },
    firstDealer,
    stage: 'deal',
    phase: 0,
    dealer: firstDealer,
    hands: Array.from({ length: players }, () => []),
    undealt: [...DECK],
    trumpCard: null,
    trump: null,
    bids: Array<number | null>(players).fill(null),
    tricksWon: [...zeros],
    sinsUnderSoul: [...zeros],
    soulsUnderDemon: [...zeros],
    leader: (firstDealer + 1) % players,
    toAct: null,
    trick: [],
    tricks: [],
    history: [],
    totals: [...zeros],
  };
}

/** Dealer of the phase with index `round` (0-based). */
export function dealerOf(s: Pick<SevenSinsState, 'firstDealer' | 'players'>, round: number): number {
  return (s.firstDealer + round) % s.players;
}

/** The following rules of the current phase. */
export function followRules(s: Pick<SevenSinsState, 'trump'>): FollowRules {
  return { trump: s.trump, spaceRestriction: true };
}

export function elementOrder(s: Pick<SevenSinsState, 'trump'>): ElementOrder {
  return sevenSinsOrder(s.trump);
}
