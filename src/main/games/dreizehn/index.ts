/**
 * 13 (Dreizehn, Reiner Knizia) for 3–6 players.
 *
 * 50 cards: blue, yellow and green cards worth 1, 2, 4, 5 and 7 (fourteen per colour) and eight
 * red "Fiese Vieren" worth 4. Each player holds five cards; the rest is a face-down draw pile.
 * Starting left of the dealer, players in turn play one card onto one of three targets and
 * draw from the pile while it lasts. A colour card goes onto the target of its colour, a Fiese
 * Vier onto any target. When a play pushes a target's total above 13, the player takes every
 * card that lay there face down (secret even to the owner) and the played card stays alone.
 * The round ends when all 50 cards are played. Each taken colour card scores 1 minus point and
 * each Fiese Vier 2, but whoever took strictly the most of a colour scores nothing for it.
 * Everyone deals once (three players: twice); the lowest total wins.
 *
 * Options: `colorRule` "fixed" (default) or "firstCard" (targets left/middle/right take the
 * colour of the cards laid on them) and `memoryAid` (players see their own taken cards).
 * The full rules and our decisions are in docs/rules/dreizehn.md.
 */
import {
  dreizehnActionSchema,
  dreizehnOptionsSchema,
  type DreizehnAction,
  type DreizehnOptions,
  type DreizehnView,
} from '../../../shared/games/dreizehn';
import type { Game } from '../../engine/game';
import { deal, dreizehnDealSchema, randomDeal, type DreizehnDeal } from './deal';
import { invariants } from './invariants';
import { apply, legalActions } from './rules';
import { sample } from './sample';
import { categoryCounts, result, roundScores } from './scoring';
import { newGame, next, type DreizehnState } from './state';
import { view } from './view';

export type { DreizehnState } from './state';
export type { DreizehnDeal } from './deal';
export { dreizehnBench } from './bench';
export { createDreizehnFast, DreizehnFast, DREIZEHN_MAX_MOVES, type DreizehnFastReader } from './fast';
export { scoreRound } from './scoring';

export const dreizehnGame: Game<DreizehnState, DreizehnAction, DreizehnView, DreizehnDeal, DreizehnOptions> =
  {
    id: 'dreizehn',
    minPlayers: 3,
    maxPlayers: 6,
    optionsSchema: dreizehnOptionsSchema,
    actionSchema: dreizehnActionSchema,
    dealSchema: dreizehnDealSchema,
    newGame,
    next,
    randomDeal,
    deal,
    randomChance() {
      throw new Error('13 has no chance events: its only chance is the deal');
    },
    legalActions,
    apply,
    view,
    // A play is face up (it joins the public log); the card drawn after it is not part of the action.
    publicAction: (_state, _actor, action) => action,
    sample,
    hands: (state) => state.hands.map((hand) => [...hand]),
    totals: (state) => [...state.totals],
    result,
    roundScores,
    publicSummary(state) {
      // Taken cards are public once a round is scored: per seat, how many of each kind it took.
      return {
        rounds: state.history.map((r) => ({
          dealer: r.dealer,
          taken: categoryCounts(r.taken).map(([blue, yellow, green, fiese]) => ({
            blue,
            yellow,
            green,
            fiese,
          })),
          scores: [...r.scores],
        })),
        totals: [...state.totals],
      };
    },
    invariants,
  };
