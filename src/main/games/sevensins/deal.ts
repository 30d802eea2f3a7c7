/** Dealing a phase: n cards to each seat, then the top of the rest is turned for trump. */
import type { SevenSinsDeal } from '../../../shared/games/sevensins';
import { accept, refuse, type Applied } from '../../engine/rule-error';
import type { Rng } from '../../engine/rng';
import { DECK, deckMinus, elementOf, isCard } from './cards';
import { dealerOf, phaseNumber, type SevenSinsState } from './state';

/** A random deal for the phase the state waits for. */
export function randomDeal(s: SevenSinsState, rng: Rng): SevenSinsDeal {
  const n = phaseNumber(s, s.history.length);
  const deck = rng.shuffle([...DECK]);
  const hands = Array.from({ length: s.players }, (_, i) => deck.slice(i * n, (i + 1) * n));
  return { hands, trumpCard: deck[s.players * n] as string };
}

/** Starts the next phase with this deal, after checking it fits. */
export function deal(s: SevenSinsState, d: SevenSinsDeal): Applied<SevenSinsState> {
  if (s.stage !== 'deal') return refuse('not-dealing', 'refuse.deal.notNow');
  const n = phaseNumber(s, s.history.length);
  if (d.hands.length !== s.players) {
    return refuse('deal-size', 'refuse.deal.hands', { n: s.players, got: d.hands.length });
  }
  for (let i = 0; i < d.hands.length; i++) {
    const hand = d.hands[i] as string[];
    if (hand.length !== n)
      return refuse('deal-size', 'refuse.deal.handSize', { seat: i, n, got: hand.length });
    for (const c of hand)
      if (!isCard(c)) return refuse('unknown-card', 'refuse.unknownCard', { card: String(c) });
  }
  if (!isCard(d.trumpCard))
    return refuse('unknown-card', 'refuse.unknownCard', { card: String(d.trumpCard) });
  // The turned card comes from the rest of the deck, so hands + turned card must fit the deck.
  const rest = deckMinus([...d.hands.flat(), d.trumpCard]);
  if (!rest.ok) return refuse('deal-cards', rest.reason);

  const players = s.players;
  const dealer = dealerOf(s, s.history.length);
  const choose = elementOf(d.trumpCard) === null && d.trumpCard !== 'TANUKI';
  const zeros = Array<number>(players).fill(0);
  return accept({
    ...s,
    stage: choose ? 'trump' : 'bid',
    phase: n,
    dealer,
    hands: d.hands.map((h) => [...h]),
    undealt: rest.rest,
    trumpCard: d.trumpCard,
    trump: elementOf(d.trumpCard),
    bids: Array<number | null>(players).fill(null),
    tricksWon: [...zeros],
    sinsUnderSoul: [...zeros],
    soulsUnderDemon: [...zeros],
    leader: (dealer + 1) % players,
    toAct: choose ? dealer : (dealer + 1) % players,
    trick: [],
    tricks: [],
  });
}
