/** New games, dealing, and what comes next. */
import {
  HAND_SIZE,
  SEAL_SUPPLY,
  emptySeals,
  type SiegelDeal,
  type SiegelOptions,
} from '../../../shared/games/siegel';
import type { Next } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { accept, refuse, type Applied } from '../../engine/rule-error';
import { cardIn, deckFor } from './cards';
import type { SiegelState } from './state';
import { toActOf } from './trick';

export function newGame(players: number, options: SiegelOptions, firstDealer: number): SiegelState {
  if (!Number.isInteger(players) || players < 3 || players > 5) {
    throw new Error(`Die sieben Siegel needs 3 to 5 players, not ${players}`);
  }
  if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= players) {
    throw new Error(`first dealer ${firstDealer} is not a seat`);
  }
  return { players, options: { ...options }, firstDealer, phase: 'deal', round: null, history: [] };
}

/** Index of the round the next deal starts. */
function nextRoundIndex(state: SiegelState): number {
  return state.history.length;
}

export function dealerOf(state: SiegelState, roundIndex: number): number {
  return (state.firstDealer + roundIndex) % state.players;
}

export function next(state: SiegelState): Next {
  switch (state.phase) {
    case 'deal':
    case 'roundOver': {
      const round = nextRoundIndex(state);
      return { kind: 'deal', round, dealer: dealerOf(state, round) };
    }
    case 'gameOver':
      return { kind: 'over' };
    default:
      return { kind: 'act', seats: [toActOf(state) as number] };
  }
}

export function randomDeal(state: SiegelState, rng: Rng): SiegelDeal {
  const deck = rng.shuffle([...deckFor(state.players)]);
  const hands: string[][] = [];
  for (let s = 0; s < state.players; s++) hands.push(deck.slice(s * HAND_SIZE, (s + 1) * HAND_SIZE));
  return { hands };
}

export function deal(state: SiegelState, d: SiegelDeal): Applied<SiegelState> {
  if (state.phase !== 'deal' && state.phase !== 'roundOver') {
    return refuse('no-deal-now', 'refuse.deal.notNow');
  }
  const n = state.players;
  if (!Array.isArray(d.hands) || d.hands.length !== n) {
    return refuse('bad-deal', 'refuse.deal.hands', {
      n,
      got: Array.isArray(d.hands) ? d.hands.length : 0,
    });
  }
  const seen = new Set<string>();
  for (let s = 0; s < n; s++) {
    const hand = d.hands[s] as string[];
    if (hand.length !== HAND_SIZE) {
      return refuse('bad-deal', 'refuse.deal.handSize', { seat: s, n: HAND_SIZE, got: hand.length });
    }
    for (const card of hand) {
      if (typeof card !== 'string' || !cardIn(n, card)) {
        return refuse('bad-deal', 'siegel-rules.unknownCard', { card: String(card), players: n });
      }
      if (seen.has(card)) return refuse('bad-deal', 'refuse.deal.count', { count: 2, card, copies: 1 });
      seen.add(card);
    }
  }
  // 15 distinct deck cards per seat and deck size = 15 × players, so the deal is the whole deck.
  const index = nextRoundIndex(state);
  const centre = emptySeals();
  Object.assign(centre, SEAL_SUPPLY);
  return accept({
    ...state,
    phase: 'predict',
    round: {
      index,
      dealer: dealerOf(state, index),
      hands: d.hands.map((h) => [...h]),
      seals: Array.from({ length: n }, emptySeals),
      centre,
      saboteur: null,
      predictions: [],
      trick: [],
      tricks: [],
    },
  });
}
