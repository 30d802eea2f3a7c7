/**
 * Dealing unseen cards into hidden places under "void" constraints, quickly: each place has a
 * capacity and a bitmask of the card groups it accepts. The groups reachable by the fewest
 * places are dealt first, each card to an accepting place drawn by remaining room; a dead end
 * returns null (the caller retries, then falls back to the engine's exact sampler).
 */
import type { Rng } from '../../engine/rng';

export interface DealPlan<T> {
  /** Cards by group (the shuffle happens per draw). */
  byGroup: T[][];
  /** Group visiting order: the most constrained first. */
  order: number[];
  caps: readonly number[];
  accepts: readonly number[];
}

export function planDeal<T>(
  cards: readonly T[],
  groupOf: (card: T) => number,
  groups: number,
  caps: readonly number[],
  accepts: readonly number[],
): DealPlan<T> {
  const byGroup: T[][] = Array.from({ length: groups }, () => []);
  for (const c of cards) byGroup[groupOf(c)]?.push(c);
  const reach = (g: number): number => accepts.filter((m) => m & (1 << g)).length;
  const order = Array.from({ length: groups }, (_, g) => g).sort((a, b) => reach(a) - reach(b));
  return { byGroup, order, caps, accepts };
}

export function drawDeal<T>(plan: DealPlan<T>, rng: Rng): T[][] | null {
  const D = plan.caps.length;
  const caps = [...plan.caps];
  const out: T[][] = Array.from({ length: D }, () => []);
  for (const g of plan.order) {
    const cards = plan.byGroup[g] as T[];
    if (cards.length === 0) continue;
    const shuffled = rng.shuffle([...cards]);
    const bit = 1 << g;
    for (const card of shuffled) {
      let total = 0;
      for (let d = 0; d < D; d++) if ((plan.accepts[d] as number) & bit) total += caps[d] as number;
      if (total === 0) return null;
      let x = rng.int(total);
      let pick = 0;
      for (let d = 0; d < D; d++) {
        if (!((plan.accepts[d] as number) & bit)) continue;
        x -= caps[d] as number;
        if (x < 0) {
          pick = d;
          break;
        }
      }
      caps[pick] = (caps[pick] as number) - 1;
      (out[pick] as T[]).push(card);
    }
  }
  return out;
}

/**
 * A view's hands with the hidden seats' hands drawn from the plan (its first places, in the
 * order of `hidden`), trying a few times; null after dead ends. `out` is the whole draw (the
 * places after the hidden hands hold the rest).
 */
export function dealHidden<T>(
  plan: DealPlan<T>,
  rng: Rng,
  known: readonly (readonly T[] | null)[],
  hidden: readonly number[],
): { hands: T[][]; out: T[][] } | null {
  for (let attempt = 0; attempt < 8; attempt++) {
    const out = drawDeal(plan, rng);
    if (!out) continue;
    const hands = known.map((h) => (h ? [...h] : []));
    hidden.forEach((s, k) => (hands[s] = out[k] as T[]));
    return { hands, out };
  }
  return null;
}

/**
 * The easy bots' memory: the cards of every completed trick but the last go back among the
 * unseen (after `unseen`, the cards the seat never saw) and the hands `hidden` marks are dealt
 * again from them. Returns the hands (the others as they were) and what the deal left over,
 * `unseen`'s share first.
 */
export function forgetTricks(
  hands: readonly string[][],
  tricks: readonly { plays: readonly { card: string }[] }[],
  hidden: (seat: number) => boolean,
  rng: Rng,
  unseen: readonly string[] = [],
): { hands: string[][]; rest: string[] } {
  const forgotten = tricks.slice(0, -1).flatMap((t) => t.plays.map((p) => p.card));
  const pool = [...unseen, ...forgotten];
  hands.forEach((h, s) => hidden(s) && pool.push(...h));
  rng.shuffle(pool);
  let at = 0;
  const dealt = hands.map((h, s) => (hidden(s) ? pool.slice(at, (at += h.length)) : h));
  return { hands: dealt, rest: pool.slice(at) };
}

/** The cards each seat played in these completed tricks and the trick under way, in order. */
export function cardsPlayedBy(
  players: number,
  tricks: readonly { plays: readonly { seat: number; card: string }[] }[],
  trick: readonly { seat: number; card: string }[],
): string[][] {
  const out: string[][] = Array.from({ length: players }, () => []);
  for (const t of tricks) for (const p of t.plays) out[p.seat]?.push(p.card);
  for (const p of trick) out[p.seat]?.push(p.card);
  return out;
}
