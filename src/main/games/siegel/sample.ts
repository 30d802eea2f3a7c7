/**
 * Determinization for bots: a full state consistent with one seat's view. The unseen cards are
 * dealt to the other seats respecting hand sizes and shown voids (a seat that did not follow a
 * colour holds none of it). Cards of one colour are interchangeable for the constraints, so a
 * deal is feasible iff Hall's condition holds over colour subsets; each card goes to a random
 * seat among those that keep the rest feasible, so the assignment always succeeds.
 */
import { copyData } from '../../../shared/copy';
import { CARD_COLORS, type SiegelView } from '../../../shared/games/siegel';
import type { Rng } from '../../engine/rng';
import { colorOf, deckFor } from './cards';
import type { RoundState, SiegelState } from './state';

/** Per seat, a bitmask over CARD_COLORS of the colours it has shown it lacks. */
export function voidMasks(
  players: number,
  tricks: readonly { plays: readonly { seat: number; card: string }[] }[],
): number[] {
  const voids = new Array<number>(players).fill(0);
  for (const t of tricks) {
    const first = t.plays[0];
    if (!first) continue;
    const led = CARD_COLORS.indexOf(colorOf(first.card));
    for (const p of t.plays) {
      if (colorOf(p.card) !== colorOf(first.card)) voids[p.seat] = (voids[p.seat] ?? 0) | (1 << led);
    }
  }
  return voids;
}

function feasible(need: number[], cap: number[], allowed: number[]): boolean {
  for (let t = 1; t < 1 << CARD_COLORS.length; t++) {
    let demand = 0;
    for (let c = 0; c < CARD_COLORS.length; c++) if (t & (1 << c)) demand += need[c] as number;
    if (demand === 0) continue;
    let supply = 0;
    for (let s = 0; s < cap.length; s++) if ((allowed[s] as number) & t) supply += cap[s] as number;
    if (demand > supply) return false;
  }
  return true;
}

/** Deals `cards` to seats with capacities `cap` and allowed colour masks `allowed`. */
export function assignCards(cards: string[], cap: number[], allowed: number[], rng: Rng): string[][] {
  const hands: string[][] = cap.map(() => []);
  const left = [...cap];
  const need = [0, 0, 0, 0, 0];
  for (const card of cards) need[CARD_COLORS.indexOf(colorOf(card))]! += 1;
  if (!feasible(need, left, allowed)) throw new Error('sample: the view admits no consistent deal');
  const constrained = allowed.some((m, s) => (left[s] as number) > 0 && m !== 31);
  rng.shuffle(cards);
  const options: number[] = [];
  for (const card of cards) {
    const c = CARD_COLORS.indexOf(colorOf(card));
    need[c]! -= 1;
    options.length = 0;
    for (let s = 0; s < cap.length; s++) if (left[s]! > 0 && allowed[s]! & (1 << c)) options.push(s);
    // Draw a seat weighted by its remaining room (uniform deals when unconstrained); a seat that
    // would make the rest infeasible is struck and the draw repeated, which is the same as
    // drawing among the feasible seats only. The first draw almost always fits.
    for (;;) {
      let weight = 0;
      for (const s of options) weight += left[s]!;
      let r = rng.int(weight);
      let at = 0;
      while (r >= left[options[at]!]!) r -= left[options[at++]!]!;
      const seat = options[at]!;
      left[seat]! -= 1;
      if (!constrained || options.length === 1 || feasible(need, left, allowed)) {
        hands[seat]!.push(card);
        break;
      }
      left[seat]! += 1;
      options.splice(at, 1);
    }
  }
  return hands;
}

export function sample(v: SiegelView, seat: number, rng: Rng): SiegelState {
  const n = v.players;
  const base: SiegelState = {
    players: n,
    options: { ...v.options },
    firstDealer: v.firstDealer,
    phase: v.phase,
    round: null,
    history: copyData(v.history),
  };
  if (v.round < 0) return base;
  const played = new Set<string>(v.hand);
  for (const t of v.tricks) for (const p of t.plays) played.add(p.card);
  for (const p of v.trick) played.add(p.card);
  const unseen = deckFor(n).filter((c) => !played.has(c));
  const voids = voidMasks(n, [...v.tricks, { plays: v.trick }]);
  const cap = v.handSizes.map((size, s) => (s === seat ? 0 : size));
  const allowed = voids.map((m) => 31 & ~m);
  const dealt = assignCards(unseen, cap, allowed, rng);
  const hands = dealt.map((h, s) => (s === seat ? [...v.hand] : h));
  const round: RoundState = {
    index: v.round,
    dealer: v.dealer,
    hands,
    seals: v.seals.map((s) => ({ ...s })),
    centre: { ...v.centre },
    saboteur: v.saboteur,
    predictions: copyData(v.predictions),
    trick: copyData(v.trick),
    tricks: copyData(v.tricks),
  };
  return { ...base, round };
}
