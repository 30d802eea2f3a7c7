/** Dealing a round: the deal's schema, a random deal, and checking a given deal. */
import { z } from 'zod';
import {
  DREIZEHN_DECK_SIZE,
  DREIZEHN_HAND_SIZE,
  isDreizehnCard,
  type DreizehnCard,
} from '../../../shared/games/dreizehn';
import type { Rng } from '../../engine/rng';
import { accept, refuse, type Applied } from '../../engine/rule-error';
import { DECK, KIND_COPIES, KIND_OF, KINDS } from './cards';
import { dealerOf, emptyLists, type DreizehnState } from './state';

/** A record round's deal fields: the hands in seat order and the draw pile, top card first. */
export const dreizehnDealSchema = z.object({
  hands: z.array(z.array(z.string())),
  drawPile: z.array(z.string()),
});
export type DreizehnDeal = z.output<typeof dreizehnDealSchema>;

/** Shuffles the 50 cards, deals five to each seat and leaves the rest as the pile. */
export function randomDeal(state: DreizehnState, rng: Rng): DreizehnDeal {
  const cards: DreizehnCard[] = rng.shuffle([...DECK]);
  const hands = Array.from({ length: state.players }, (_, s) =>
    cards.slice(s * DREIZEHN_HAND_SIZE, (s + 1) * DREIZEHN_HAND_SIZE),
  );
  return { hands, drawPile: cards.slice(state.players * DREIZEHN_HAND_SIZE) };
}

export function deal(state: DreizehnState, d: DreizehnDeal): Applied<DreizehnState> {
  if (state.phase !== 'deal') {
    return refuse('wrong-phase', state.phase === 'over' ? 'refuse.gameOver' : 'refuse.deal.notNow');
  }
  if (d.hands.length !== state.players) {
    return refuse('deal-hands', 'refuse.deal.hands', { n: state.players, got: d.hands.length });
  }
  for (const [seat, hand] of d.hands.entries()) {
    if (hand.length !== DREIZEHN_HAND_SIZE) {
      return refuse('deal-hand-size', 'refuse.deal.handSize', {
        seat,
        n: DREIZEHN_HAND_SIZE,
        got: hand.length,
      });
    }
  }
  const pileSize = DREIZEHN_DECK_SIZE - state.players * DREIZEHN_HAND_SIZE;
  if (d.drawPile.length !== pileSize) {
    return refuse('deal-pile-size', 'dreizehn-rules.deal.pile', { n: pileSize, got: d.drawPile.length });
  }
  const all = [...d.hands.flat(), ...d.drawPile];
  const counts = new Array<number>(KINDS).fill(0);
  for (const code of all) {
    if (!isDreizehnCard(code))
      return refuse('deal-unknown-card', 'refuse.unknownCard', { card: String(code) });
    counts[KIND_OF[code]]!++;
  }
  for (let k = 0; k < KINDS; k++) {
    if (counts[k] !== KIND_COPIES[k]) {
      const code = DECK.find((c) => KIND_OF[c] === k);
      return refuse('deal-cards', 'refuse.deal.count', {
        count: counts[k]!,
        card: code!,
        copies: KIND_COPIES[k]!,
      });
    }
  }
  const round = state.history.length;
  return accept({
    ...state,
    phase: 'play',
    // The player left of the dealer starts.
    turn: (dealerOf(state, round) + 1) % state.players,
    hands: d.hands.map((h) => [...(h as DreizehnCard[])]),
    drawPile: [...(d.drawPile as DreizehnCard[])],
    targets: emptyLists(3),
    taken: emptyLists(state.players),
    log: [],
  });
}
