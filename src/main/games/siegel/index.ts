/**
 * Die sieben Siegel (Stefan Dorra, Amigo 2003), 3–5 players.
 *
 * Five colours (red always trump, yellow, green, blue, violet); values 1–9/1–12/1–15 for 3/4/5
 * players, 15 cards each. A round: starting left of the dealer, each player either predicts how
 * many seals of each colour they will win tricks for (0–15 in all; seals come from the centre,
 * and when a colour is gone from the centre it is taken from another player, who receives a
 * white seal — only while the centre has a white), or takes the saboteur (once per round). Then
 * 15 tricks: follow the led colour if able; highest red wins, else highest of the led colour. The
 * winner returns a seal: red if red was led; red or the led colour if trumped in; the led colour
 * otherwise; white always as a joker. Holding none of those, the winner takes a black seal (if
 * any is left). The saboteur never returns or takes seals. Scoring (penalties): 2 per coloured
 * seal, 3 per black, 4 per white; the saboteur max(0, base − blacks the others took), base 4
 * (option 5). As many rounds as players, six with three; the lowest total wins.
 */
import type { Game } from '../../engine/game';
import { refusalsByCard } from '../../engine/refusals';
import {
  siegelActionSchema,
  siegelDealSchema,
  siegelOptionsSchema,
  type SiegelAction,
  type SiegelDeal,
  type SiegelOptions,
  type SiegelView,
} from '../../../shared/games/siegel';
import { deal, newGame, next, randomDeal } from './deal';
import { invariants } from './invariants';
import { apply, clientLegal, legalActions } from './rules';
import { toActOf } from './trick';
import { publicSummaryOf, resultOf, totalsOf } from './scoring';
import { sample } from './sample';
import type { SiegelState } from './state';
import { view } from './view';

export const siegelGame: Game<SiegelState, SiegelAction, SiegelView, SiegelDeal, SiegelOptions> = {
  id: 'siegel',
  minPlayers: 3,
  maxPlayers: 5,
  optionsSchema: siegelOptionsSchema,
  actionSchema: siegelActionSchema,
  dealSchema: siegelDealSchema,
  newGame,
  next,
  randomDeal,
  deal,
  randomChance() {
    throw new Error('Die sieben Siegel has no chance events besides the deal');
  },
  legalActions,
  clientLegal,
  cardRefusals: (state, seat) =>
    state.phase === 'play' && state.round && toActOf(state) === seat
      ? refusalsByCard(
          state,
          seat,
          state.round.hands[seat] ?? [],
          (card) => ({ type: 'play', card }),
          (s, who, a) => apply(s, who, a as SiegelAction),
        )
      : {},
  apply,
  view,
  // Every action is public: predictions and the saboteur lie open, cards are played face up and
  // returned seals go back to the centre in sight of all.
  publicAction: (_state, _actor, action) => action,
  sample,
  hands: (state) => Array.from({ length: state.players }, (_, i) => [...(state.round?.hands[i] ?? [])]),
  totals: totalsOf,
  result: resultOf,
  roundScores: (state) => state.history.map((h) => [...h.scores]),
  publicSummary: publicSummaryOf,
  invariants,
};

export type { SiegelState } from './state';
export { predictionChoices } from './predict';
export { SiegelFast, createSiegelFast, type SiegelFastReader } from './fast';
export { siegelBench } from './bench';
