/** The pure game state of 13 and the bookkeeping that follows from it (rounds, dealer, turn). */
import type { Next } from '../../engine/game';
import type { Seat } from '../../../shared/types';
import {
  DREIZEHN_TARGET_IDS,
  type DreizehnCard,
  type DreizehnOptions,
  type DreizehnPlay,
  type DreizehnRoundEnd,
  type DreizehnTargetId,
} from '../../../shared/games/dreizehn';

/**
 * Plain JSON state. The round index and the dealer are not stored: they follow from the
 * number of scored rounds (`history.length`) and the first dealer.
 */
export interface DreizehnState {
  players: number;
  options: DreizehnOptions;
  firstDealer: Seat;
  phase: 'deal' | 'play' | 'over';
  /** Seat to play; -1 outside a round. */
  turn: number;
  /** Hands of the current round (one empty list per seat outside a round). */
  hands: DreizehnCard[][];
  /** The draw pile, top card first. */
  drawPile: DreizehnCard[];
  /** Cards on the three targets (index 0–2), bottom first. */
  targets: DreizehnCard[][];
  /** Cards each seat has taken this round, in the order taken (empty outside a round). */
  taken: DreizehnCard[][];
  /** This round's plays in order. */
  log: DreizehnPlay[];
  /** Scored rounds. */
  history: DreizehnRoundEnd[];
  /** Running totals (sum of the scored rounds). */
  totals: number[];
}

/** Every player deals once; with three players everyone deals twice. */
export function roundsFor(players: number): number {
  return players === 3 ? 6 : players;
}

export function dealerOf(state: DreizehnState, round: number): Seat {
  return (state.firstDealer + round) % state.players;
}

export function targetIdsOf(
  options: DreizehnOptions,
): readonly [DreizehnTargetId, DreizehnTargetId, DreizehnTargetId] {
  return DREIZEHN_TARGET_IDS[options.colorRule];
}

export function emptyLists<T>(n: number): T[][] {
  return Array.from({ length: n }, () => [] as T[]);
}

export function newGame(players: number, options: DreizehnOptions, firstDealer: Seat): DreizehnState {
  if (!Number.isInteger(players) || players < 3 || players > 6) {
    throw new Error(`13 is played by 3 to 6 players, not ${players}`);
  }
  if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= players) {
    throw new Error(`first dealer ${firstDealer} is not a seat of ${players} players`);
  }
  return {
    players,
    options: { colorRule: options.colorRule, memoryAid: options.memoryAid },
    firstDealer,
    phase: 'deal',
    turn: -1,
    hands: emptyLists(players),
    drawPile: [],
    targets: emptyLists(3),
    taken: emptyLists(players),
    log: [],
    history: [],
    totals: new Array<number>(players).fill(0),
  };
}

export function next(state: DreizehnState): Next {
  switch (state.phase) {
    case 'deal': {
      const round = state.history.length;
      return { kind: 'deal', round, dealer: dealerOf(state, round) };
    }
    case 'play':
      return { kind: 'act', seats: [state.turn] };
    case 'over':
      return { kind: 'over' };
  }
}
