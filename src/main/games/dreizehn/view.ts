/** What a seat may know: own hand, public targets and play log, counts of hidden cards. */
import type { Seat } from '../../../shared/types';
import type { DreizehnRoundEnd, DreizehnView } from '../../../shared/games/dreizehn';
import { colourName } from './cards';
import { dealerOf, roundsFor, targetIdsOf, type DreizehnState } from './state';
import { targetColour, targetTotal } from './targets';

export function view(state: DreizehnState, seat: Seat | null): DreizehnView {
  if (seat !== null && !(Number.isInteger(seat) && seat >= 0 && seat < state.players)) {
    throw new Error(`seat ${seat} is not at this table of ${state.players}`);
  }
  const round = state.history.length;
  const ids = targetIdsOf(state.options);
  return {
    game: 'dreizehn',
    players: state.players,
    seat,
    options: { ...state.options },
    firstDealer: state.firstDealer,
    rounds: roundsFor(state.players),
    round,
    dealer: dealerOf(state, state.phase === 'over' ? round - 1 : round),
    phase: state.phase,
    turn: state.phase === 'play' ? state.turn : null,
    hand: seat === null ? null : [...state.hands[seat]!],
    handSizes: state.hands.map((h) => h.length),
    drawPileSize: state.drawPile.length,
    targets: ids.map((id, t) => {
      const colour = targetColour(state.options, state.targets, t);
      return {
        id,
        cards: [...state.targets[t]!],
        total: targetTotal(state.targets, t),
        colour: colour < 0 ? null : colourName(colour),
      };
    }),
    takenCounts: state.taken.map((c) => c.length),
    // Taken cards are face down even for their owner, unless the table allows the memory aid.
    ownTaken: seat !== null && state.options.memoryAid ? [...state.taken[seat]!] : null,
    log: state.log.map((entry) => ({ ...entry })),
    history: state.history.map(cloneRoundEnd),
    totals: [...state.totals],
  };
}

/** A deep copy of a scored round (for a view, and back for a sampled state). */
export function cloneRoundEnd(r: DreizehnRoundEnd): DreizehnRoundEnd {
  return {
    dealer: r.dealer,
    taken: r.taken.map((c) => [...c]),
    leftOnTargets: r.leftOnTargets.map((c) => [...c]),
    scores: [...r.scores],
  };
}
