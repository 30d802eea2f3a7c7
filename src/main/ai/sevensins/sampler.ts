/**
 * A quick determinization sampler for SevenSins, equivalent in what it allows to the engine's
 * `sample` (the unseen cards dealt into the hidden hands and the undealt rest, no seat given an
 * element it showed to be void in): the constraints are read from the view once per search,
 * then each draw deals the most constrained cards first and retries on a dead end, falling back
 * to the engine's exact sampler after a few failures. The sampled state shares the view's
 * arrays (nothing mutates them).
 */
import type { SevenSinsView } from '../../../shared/games/sevensins';
import type { Rng } from '../../engine/rng';
import { sevensinsGame, type SevenSinsState } from '../../games/sevensins';
import { elementOf, ELEMENTS } from '../../games/sevensins/cards';
import { hiddenSeats, inferVoids, unseenCards } from '../../games/sevensins/sample';
import { dealHidden, planDeal } from '../search/deal';

const SPECIAL = 5;

export function sevensinsSampler(view: SevenSinsView, seat: number): (rng: Rng) => SevenSinsState {
  const exact = (rng: Rng): SevenSinsState => sevensinsGame.sample(view, seat, rng);
  const rest = unseenCards(view);
  if (!rest.ok) return exact;
  const hidden = hiddenSeats(view);
  const voids = inferVoids(view.players, view.tricks, view.trick, view.trump);
  // The hidden hands, then the undealt rest (which takes anything).
  const caps = hidden.map((s) => view.handSizes[s] as number);
  caps.push(rest.rest.length - caps.reduce((a, b) => a + b, 0));
  const accepts = hidden.map((s) => 63 & ~(voids[s] as number));
  accepts.push(63);
  const plan = planDeal(
    rest.rest,
    (card) => {
      const e = elementOf(card);
      return e === null ? SPECIAL : ELEMENTS.indexOf(e);
    },
    6,
    caps,
    accepts,
  );

  return (rng: Rng): SevenSinsState => {
    const dealt = dealHidden(plan, rng, view.hands, hidden);
    if (!dealt) return exact(rng);
    const { hands, out } = dealt;
    return {
      players: view.players,
      options: view.options,
      firstDealer: view.firstDealer,
      stage: view.stage,
      phase: view.phase,
      dealer: view.dealer,
      hands,
      undealt: out[hidden.length] as string[],
      trumpCard: view.trumpCard,
      trump: view.trump,
      bids: view.bids,
      tricksWon: view.tricksWon,
      sinsUnderSoul: view.sinsUnderSoul,
      soulsUnderDemon: view.soulsUnderDemon,
      leader: view.leader,
      toAct: view.toAct,
      trick: view.trick,
      tricks: view.tricks,
      history: view.history,
      totals: view.totals,
    };
  };
}
