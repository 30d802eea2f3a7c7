/**
 * Dealing a phase: 5 cards each (4 under `drought`) from the full 87-card deck; the dealer
 * leads. `storm` swaps the two highest occupied scale places at the phase's start, and under
 * `passing` the phase opens with every player choosing a card to pass.
 */
import { ABYSS_DROUGHT_HAND_SIZE, ABYSS_HAND_SIZE } from '../../../shared/games/abyss-data';
import type { AbyssDeal, AbyssElement } from '../../../shared/games/abyss';
import type { Rng } from '../../engine/rng';
import { accept, refuse, type Applied } from '../../engine/rule-error';
import { DECK, deckMinus } from './cards';
import { activeCurses } from './curses';
import type { AbyssState } from './state';

/** Cards per hand in the phase about to be dealt. */
export function nextHandSize(state: AbyssState): number {
  return activeCurses(state.curses, state.phase + 1, 0).drought ? ABYSS_DROUGHT_HAND_SIZE : ABYSS_HAND_SIZE;
}

export function randomDeal(state: AbyssState, rng: Rng): AbyssDeal {
  const size = nextHandSize(state);
  const deck = rng.shuffle([...DECK]);
  return { hands: Array.from({ length: state.players }, (_, s) => deck.slice(s * size, (s + 1) * size)) };
}

export function dealPhase(state: AbyssState, deal: AbyssDeal): Applied<AbyssState> {
  if (state.stage !== 'deal') return refuse('not-dealing', 'refuse.deal.notNow');
  const n = state.players;
  const size = nextHandSize(state);
  if (deal.hands.length !== n) {
    return refuse('deal-seats', 'refuse.deal.hands', { n, got: deal.hands.length });
  }
  for (const [s, hand] of deal.hands.entries()) {
    if (hand.length !== size) {
      return refuse('deal-size', 'refuse.deal.handSize', { seat: s, n: size, got: hand.length });
    }
  }
  const rest = deckMinus(deal.hands.flat());
  if (!rest.ok) return refuse('deal-cards', rest.reason);

  const phase = state.phase + 1;
  const active = activeCurses(state.curses, phase, 0);
  let scale = state.scale;
  if (active.storm && scale.length >= 2) {
    const top = scale.length - 1;
    scale = [...scale];
    scale[top] = state.scale[top - 1] as AbyssElement;
    scale[top - 1] = state.scale[top] as AbyssElement;
  }
  const dealer = (state.firstDealer + phase) % n;
  return accept({
    ...state,
    phase,
    dealer,
    stage: active.passing ? 'pass' : 'play',
    scale,
    handSize: size,
    dealt: deal.hands.map((h) => [...h]),
    hands: deal.hands.map((h) => [...h]),
    passing: active.passing ? { choices: Array<string | null>(n).fill(null), done: false } : null,
    leader: dealer,
    trickIndex: 0,
    trick: [],
    tricks: [],
    voids: Array.from({ length: n }, () => []),
    move: null,
  });
}
