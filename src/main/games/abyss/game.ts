/** The Abyss `Game` object: the pure rules behind the engine contract. */
import {
  abyssActionSchema,
  abyssDealSchema,
  abyssOptionsSchema,
  type AbyssAction,
  type AbyssDeal,
  type AbyssOptions,
  type AbyssView,
} from '../../../shared/games/abyss';
import type { Game } from '../../engine/game';
import { playRefusals } from '../sevensins/refusals';
import { dealPhase, randomDeal } from './deal';
import { invariants } from './invariants';
import { applyAction, legalActions, nextStep } from './rules';
import { sample } from './sample';
import { publicSummary, result, roundScores, totals } from './scoring';
import { newAbyssState, type AbyssState } from './state';
import { publicAction, view } from './view';

export const abyssGame: Game<AbyssState, AbyssAction, AbyssView, AbyssDeal, AbyssOptions> = {
  id: 'abyss',
  minPlayers: 3,
  maxPlayers: 6,
  optionsSchema: abyssOptionsSchema,
  actionSchema: abyssActionSchema,
  dealSchema: abyssDealSchema,
  newGame: newAbyssState,
  next: nextStep,
  randomDeal,
  deal: dealPhase,
  randomChance(state, rng) {
    if (state.stage !== 'curse' || state.deck.length === 0) throw new Error('no curse draw is pending');
    return { type: 'curse', curse: rng.pick(state.deck) };
  },
  legalActions,
  apply: applyAction,
  cardRefusals: (state, seat) => {
    const next = nextStep(state);
    if (state.stage !== 'play' || next.kind !== 'act' || !next.seats.includes(seat)) return {};
    return playRefusals(state, seat, state.hands[seat] ?? [], applyAction);
  },
  view,
  publicAction,
  sample,
  hands: (state) => state.hands.map((hand) => [...hand]),
  totals,
  result,
  roundScores,
  publicSummary,
  invariants,
};
