/**
 * SevenSins (3–7 players, 87 cards: water, earth, fire, air and space 1–13, plus 7 Sins,
 * 7 Tanukis, 4 Demons, 2 Kitsunes, 2 Souls). Phase n (1…13, 12 with 7 players; option `phases`
 * ends earlier) deals n cards each; the dealer moves one seat left each phase. The top card of
 * the rest is turned: an element card makes that element trump; a Sin, Demon or Kitsune lets
 * the dealer choose the trump element after seeing their hand; a Soul too, and it doubles the
 * phase's scores; a Tanuki means no trump. Phase 1 is blind: every seat sees the others' card
 * but not its own. From the dealer's left each seat bids a number of tricks; the bids may not
 * add up to n. The dealer's left neighbour leads; a led element must be followed if possible,
 * but specials may always be played instead, and once a Sin, Demon or Soul lies in the trick
 * nobody need follow any more; after a Tanuki lead the first element card sets the element to
 * follow. Space may be led and must follow a space lead; any other space play needs a hand
 * without trump. The trick is evaluated card by card: space > trump > element led, Sin, Demon
 * and Soul beat elements and Tanukis and each other in a cycle (Sin > Demon > Soul > Sin), the
 * first of equal specials holds, Tanukis never take over. Kitsune plays as a Sin or a Tanuki.
 * Exact bids score 3 per trick (bid 0: n points) plus bonuses (+2 per Sin in a trick won with
 * a Soul, +5 per Soul in a trick won with a Demon); missed bids lose the difference (bid 0: n).
 * Phases 7 and 13 count double, a turned Soul doubles again. Highest total wins.
 */
import {
  SEVENSINS_MAX_PLAYERS,
  SEVENSINS_MIN_PLAYERS,
  sevensinsActionSchema,
  sevensinsDealSchema,
  sevensinsOptionsSchema,
  type SevenSinsAction,
  type SevenSinsDeal,
  type SevenSinsOptions,
  type SevenSinsView,
} from '../../../shared/games/sevensins';
import type { Game } from '../../engine/game';
import { playRefusals } from './refusals';
import { deal, randomDeal } from './deal';
import { invariants } from './invariants';
import { apply, legalActions, next } from './rules';
import { sample } from './sample';
import { effectiveOptions, newGame, type SevenSinsState } from './state';
import { publicSummary, result, roundScores, totals, view } from './view';

export type { SevenSinsState } from './state';
export { SevenSinsFast, sevensinsFastPlayout, type SevenSinsFastReader } from './fast';
export { sevensinsBench } from './bench';

export type SevenSinsGame = Game<
  SevenSinsState,
  SevenSinsAction,
  SevenSinsView,
  SevenSinsDeal,
  SevenSinsOptions
>;

export const sevensinsGame: SevenSinsGame = {
  id: 'sevensins',
  minPlayers: SEVENSINS_MIN_PLAYERS,
  maxPlayers: SEVENSINS_MAX_PLAYERS,
  optionsSchema: sevensinsOptionsSchema,
  actionSchema: sevensinsActionSchema,
  dealSchema: sevensinsDealSchema,
  effectiveOptions,
  newGame,
  next,
  randomDeal,
  deal,
  randomChance() {
    throw new Error('SevenSins has no chance actions inside a phase');
  },
  legalActions,
  apply,
  cardRefusals: (state, seat) =>
    state.stage === 'play' && state.toAct === seat
      ? playRefusals(state, seat, state.hands[seat] ?? [], apply)
      : {},
  view,
  // Trump choices, bids and plays are public. In blind phase 1 a play shows a card that every
  // other seat already saw and that its owner turned up when its turn came (see isBlind).
  publicAction: (_state, _actor, action) => action,
  sample,
  hands: (state) => state.hands.map((hand) => [...hand]),
  totals,
  result,
  roundScores,
  publicSummary,
  invariants,
};
