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
  if (s.stage !== 'deal') return refuse('not-dealing', 'The game is not waiting for a deal.');
  const n = phaseNumber(s, s.history.length);
  if (d.hands.length !== s.players) {
    return refuse('deal-size', `A deal needs ${s.players} hands, not ${d.hands.length}.`);
  }
  for (let i = 0; i < d.hands.length; i++) {
    const hand = d.hands[i] as string[];
    if (hand.length !== n)
      return refuse('deal-size', `Phase ${n} deals ${n} cards; hand ${i} has ${hand.length}.`);
    for (const c of hand) if (!isCard(c)) return refuse('unknown-card', `"${c}" is not a SevenSins card.`);
  }
  if (!isCard(d.trumpCard)) return refuse('unknown-card', `"${d.trumpCard}" is not a SevenSins card.`);
  // The turned card comes from the rest of the deck, so hands + turned card must fit the deck.
  const rest = deckMinus([...d.hands.flat(), d.trumpCard]);
  if (!rest.ok) return refuse('deal-cards', `The deal does not fit the deck: ${rest.reason}`);

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
