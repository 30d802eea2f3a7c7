/**
 * A rule-based 13 player: it sees only its view (targets, its hand, the public play log) and
 * the legal actions. It keeps targets at or below 13 where it can, using big cards while they
 * still fit and keeping small ones for high totals; it overflows a target on purpose when the
 * take is cheap or secures a colour it leads; it dumps Fiese Vieren onto targets that stand
 * high, so that someone else is likely to take them.
 */
import {
  DREIZEHN_LIMIT,
  dreizehnCardColour,
  dreizehnCardValue,
  isDreizehnCard,
  DREIZEHN_COLOURS,
  type DreizehnAction,
  type DreizehnCard,
  type DreizehnView,
} from '../../shared/games/dreizehn';
import type { Bot, BotContext } from './bot';

/** Categories: blue, yellow, green, Fiese Vier. */
const F4 = 3;

function category(card: DreizehnCard): number {
  const colour = dreizehnCardColour(card);
  return colour === null ? F4 : DREIZEHN_COLOURS.indexOf(colour);
}

/** Each seat's taken cards per category, remembered from the public play log. */
export function rememberTaken(view: DreizehnView): number[][] {
  const counts = Array.from({ length: view.players }, () => [0, 0, 0, 0]);
  const piles: DreizehnCard[][] = [[], [], []];
  const ids: string[] = view.targets.map((t) => t.id);
  for (const play of view.log) {
    const t = ids.indexOf(play.target);
    if (t < 0) continue;
    if (play.took > 0) {
      for (const card of piles[t]!) counts[play.seat]![category(card)]!++;
      piles[t] = [play.card];
    } else {
      piles[t]!.push(play.card);
    }
  }
  return counts;
}

/** Round scores as if the round ended with these counts. */
function scores(counts: readonly (readonly number[])[]): number[] {
  const out = counts.map((c) => 2 * c[F4]!);
  for (let c = 0; c < F4; c++) {
    const best = Math.max(...counts.map((k) => k[c]!));
    const leaders = counts.filter((k) => k[c] === best).length;
    counts.forEach((k, s) => {
      if (!(k[c] === best && leaders === 1)) out[s]! += k[c]!;
    });
  }
  return out;
}

/** Own score minus the others' mean: lower is better for `seat`. */
function standing(counts: readonly (readonly number[])[], seat: number): number {
  const s = scores(counts);
  const others = s.reduce((a, x, i) => (i === seat ? a : a + x), 0) / (s.length - 1);
  return s[seat]! - others;
}

/** How much worse (positive) or better taking these cards makes `seat`'s standing. */
function takeCost(
  counts: readonly (readonly number[])[],
  seat: number,
  cards: readonly DreizehnCard[],
): number {
  const after = counts.map((k, s) => {
    if (s !== seat) return k;
    const mine = [...k];
    for (const card of cards) mine[category(card)]!++;
    return mine;
  });
  let cost = standing(after, seat) - standing(counts, seat);
  // Cards of a colour we already lead widen the lead: a small bonus for securing it.
  for (const card of cards) {
    const c = category(card);
    if (c === F4) continue;
    const mine = counts[seat]![c]!;
    const rival = Math.max(...counts.map((k, s) => (s === seat ? -1 : k[c]!)));
    if (mine > rival) cost -= 0.3;
  }
  return cost;
}

function evaluate(view: DreizehnView, seat: number, counts: number[][], action: DreizehnAction): number {
  if (!isDreizehnCard(action.card)) return Number.POSITIVE_INFINITY;
  const t = view.targets.findIndex((x) => x.id === action.target);
  const target = view.targets[t]!;
  const value = dreizehnCardValue(action.card);
  const newTotal = target.total + value;
  if (newTotal > DREIZEHN_LIMIT) {
    // Overflow: we take the pile; a small card left alone on the target is a mild plus.
    return takeCost(counts, seat, target.cards) + 0.02 * value;
  }
  let cost: number;
  if (category(action.card) === F4) {
    // Dump Fiese Vieren where the total ends high: the next players are likely to overflow it.
    cost = 0.6 - (0.8 * newTotal) / DREIZEHN_LIMIT;
  } else {
    // Play big cards while they fit, keep small ones for high totals.
    cost = -0.08 * value;
  }
  // A pile pushed to a high total is likely taken by the next player, not by us: a plus that
  // grows with how bad the pile is.
  const badness =
    target.cards.reduce((a, c) => a + (category(c) === F4 ? 2 : 1), 0) +
    (category(action.card) === F4 ? 2 : 1);
  if (newTotal >= 10) cost -= 0.05 * badness;
  // Could we still play without overflowing next turn?
  const hand = [...(view.hand ?? [])];
  hand.splice(hand.indexOf(action.card), 1);
  const totals = view.targets.map((x, i) => (i === t ? newTotal : x.total));
  const safe = hand.some((card) => {
    const colour = dreizehnCardColour(card);
    return totals.some((total, i) => {
      const fits = colour === null || view.targets[i]!.colour === colour || view.targets[i]!.colour === null;
      return fits && total + dreizehnCardValue(card) <= DREIZEHN_LIMIT;
    });
  });
  if (!safe && hand.length > 0) cost += 0.5;
  return cost;
}

export const dreizehnRulesBot: Bot<DreizehnView, DreizehnAction> = {
  level: 'rules',
  act(ctx: BotContext<DreizehnView, DreizehnAction>): DreizehnAction {
    const { view, legal, seat } = ctx;
    if (legal.length === 0) throw new Error('the rules bot was asked to act without legal actions');
    const counts = rememberTaken(view);
    let best: DreizehnAction[] = [];
    let bestCost = Number.POSITIVE_INFINITY;
    for (const action of legal) {
      const cost = evaluate(view, seat, counts, action);
      if (cost < bestCost - 1e-9) {
        bestCost = cost;
        best = [action];
      } else if (Math.abs(cost - bestCost) <= 1e-9) {
        best.push(action);
      }
    }
    return best.length > 0 ? ctx.rng.pick(best) : legal[0]!;
  },
};
