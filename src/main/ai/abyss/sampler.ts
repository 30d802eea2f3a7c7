/**
 * A quick determinization sampler for Abyss, equivalent in what it allows to the engine's
 * `sample` (the unseen cards dealt into the hidden hands by hand count and the undealt rest, no
 * seat given an element it showed to be void in). The engine's sampler checks Hall's condition
 * before every card and was most of a search's time; here the constraints are read from the
 * view once per search, each draw deals the most constrained cards first and retries on a dead
 * end, then falls back to the engine's exact sampler. Passing (`passing` curse) keeps the exact
 * sampler: the passed cards tie hands together. The state shares the view's arrays (nothing
 * mutates them).
 */
import { ABYSS_CURSE_IDS } from '../../../shared/games/abyss-data';
import { ABYSS_ELEMENTS, type AbyssView } from '../../../shared/games/abyss';
import type { Rng } from '../../engine/rng';
import { abyssGame, type AbyssState } from '../../games/abyss';
import { deckMinus, elementOf } from '../../games/abyss/cards';
import { dealHidden, planDeal } from '../search/deal';

const SPECIAL = ABYSS_ELEMENTS.length;

export function abyssSampler(view: AbyssView, seat: number): (rng: Rng) => AbyssState {
  const exact = (rng: Rng): AbyssState => abyssGame.sample(view, seat, rng);
  if (view.passing !== null) return exact;
  const n = view.players;
  const played: string[][] = Array.from({ length: n }, () => []);
  for (const t of view.tricks) for (const p of t.plays) played[p.seat]?.push(p.card);
  for (const p of view.trick) played[p.seat]?.push(p.card);
  const known: string[] = played.flat();
  for (const h of view.hands) if (h) known.push(...h);
  const rest = deckMinus(known);
  if (!rest.ok) return exact;
  const hidden: number[] = [];
  for (let s = 0; s < n; s++)
    if (view.hands[s] === null && (view.handCounts[s] as number) > 0) hidden.push(s);
  const caps = hidden.map((s) => view.handCounts[s] as number);
  caps.push(rest.rest.length - caps.reduce((a, b) => a + b, 0));
  if ((caps[caps.length - 1] as number) < 0) return exact;
  const all = (1 << (SPECIAL + 1)) - 1;
  const accepts = hidden.map((s) => {
    let mask = all;
    for (const e of view.voids[s] ?? []) mask &= ~(1 << ABYSS_ELEMENTS.indexOf(e));
    return mask;
  });
  accepts.push(all);
  const plan = planDeal(
    rest.rest,
    (card) => {
      const e = elementOf(card);
      return e === null ? SPECIAL : ABYSS_ELEMENTS.indexOf(e);
    },
    SPECIAL + 1,
    caps,
    accepts,
  );
  const drawn = new Set(view.curses.map((c) => c.curse));
  const deck = ABYSS_CURSE_IDS.filter((c) => !drawn.has(c));
  const over = view.stage === 'over';
  const phaseEnds = over ? view.roundScores.slice(0, -1) : view.roundScores;

  return (rng: Rng): AbyssState => {
    const dealt = dealHidden(plan, rng, view.hands, hidden);
    if (!dealt) return exact(rng);
    const { hands } = dealt;
    return {
      players: n,
      options: view.options,
      firstDealer: view.firstDealer,
      phase: view.phase,
      dealer: view.dealer,
      stage: view.stage,
      positions: view.positions,
      scale: view.scale,
      deck,
      curses: view.curses,
      triggered: view.triggered,
      handSize: view.handSize,
      dealt: hands.map((h, s) => [...h, ...(played[s] as string[])]),
      hands,
      passing: null,
      leader: view.leader,
      trickIndex: view.trickIndex,
      trick: view.trick,
      tricks: view.tricks,
      voids: view.voids,
      move: view.move,
      phaseEnds,
      winner: view.winner,
    };
  };
}
