/**
 * A quick determinization sampler for Siegel, equivalent in what it allows to the engine's
 * `sample` (the unseen cards dealt to the other seats by hand size, no seat given a colour it
 * showed to be void in): constraints read once per search, constrained colours dealt first,
 * a few retries, then the engine's exact sampler. The state shares the view's arrays.
 */
import { CARD_COLORS, type SiegelView } from '../../../shared/games/siegel';
import type { Rng } from '../../engine/rng';
import { siegelGame, type SiegelState } from '../../games/siegel';
import { deckFor } from '../../games/siegel/cards';
import { voidMasks } from '../../games/siegel/sample';
import { drawDeal, planDeal } from '../search/deal';

export function siegelSampler(view: SiegelView, seat: number): (rng: Rng) => SiegelState {
  const exact = (rng: Rng): SiegelState => siegelGame.sample(view, seat, rng);
  if (view.round < 0) return exact;
  const n = view.players;
  const played = new Set<string>(view.hand);
  for (const t of view.tricks) for (const p of t.plays) played.add(p.card);
  for (const p of view.trick) played.add(p.card);
  const unseen = deckFor(n).filter((c) => !played.has(c));
  const voids = voidMasks(n, [...view.tricks, { plays: view.trick }]);
  const others = Array.from({ length: n }, (_, s) => s).filter((s) => s !== seat);
  const plan = planDeal(
    unseen,
    (card) => CARD_COLORS.indexOf(card[0] as (typeof CARD_COLORS)[number]),
    5,
    others.map((s) => view.handSizes[s] as number),
    others.map((s) => 31 & ~(voids[s] as number)),
  );
  return (rng: Rng): SiegelState => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const out = drawDeal(plan, rng);
      if (!out) continue;
      const hands: string[][] = [];
      hands[seat] = view.hand;
      others.forEach((s, k) => (hands[s] = out[k] as string[]));
      return {
        players: n,
        options: view.options,
        firstDealer: view.firstDealer,
        phase: view.phase,
        history: view.history,
        round: {
          index: view.round,
          dealer: view.dealer,
          hands,
          seals: view.seals,
          centre: view.centre,
          saboteur: view.saboteur,
          predictions: view.predictions,
          trick: view.trick,
          tricks: view.tricks,
        },
      };
    }
    return exact(rng);
  };
}
