/**
 * Sampling a full state consistent with a seat's view, for bots: the unseen cards (other hands,
 * the own card in phase 1, the undealt rest) are dealt at random, respecting what play revealed:
 * a seat that failed to follow holds none of that element, and a seat that played space where
 * space needs a trump void holds no trump. The assignment checks feasibility (Hall's condition
 * over the card groups) before each placement, so it always succeeds without rejection loops.
 */
import { words } from '../../../shared/i18n/format';
import type { SevenSinsCompletedTrick, SevenSinsView } from '../../../shared/games/sevensins';
import type { Rng } from '../../engine/rng';
import { DECK, ELEMENTS, deckMinus, elementOf, type Element } from './cards';
import { dutyLifted, followElement, type TrickPlay } from './follow';
import type { SevenSinsState } from './state';
import { cloneTable } from './view';

const SPECIAL_GROUP = 5;
const GROUPS = 6;

function groupOf(card: string): number {
  const e = elementOf(card);
  return e === null ? SPECIAL_GROUP : ELEMENTS.indexOf(e);
}

/**
 * Per seat, a bitmask of the elements (bit = element index) it surely no longer holds, read
 * from the plays of this phase's tricks.
 */
export function inferVoids(
  players: number,
  tricks: readonly SevenSinsCompletedTrick[],
  trick: readonly TrickPlay[],
  trump: Element | null,
): number[] {
  const voids = Array<number>(players).fill(0);
  const rules = { trump, spaceRestriction: true };
  const scan = (plays: readonly TrickPlay[]): void => {
    for (let i = 1; i < plays.length; i++) {
      const p = plays[i] as TrickPlay;
      const e = elementOf(p.card);
      if (e === null) continue;
      const before = plays.slice(0, i);
      const follow = followElement(before);
      const bound = follow !== null && !dutyLifted(before, rules);
      if (bound && e !== follow) voids[p.seat] = (voids[p.seat] as number) | (1 << ELEMENTS.indexOf(follow));
      const followsSpace = bound && follow === 'space';
      if (e === 'space' && !followsSpace && trump !== null && trump !== 'space') {
        voids[p.seat] = (voids[p.seat] as number) | (1 << ELEMENTS.indexOf(trump));
      }
    }
  };
  for (const t of tricks) scan(t.plays);
  scan(trick);
  return voids;
}

/**
 * Deals `pool` into destinations with the given capacities (sum = pool size) where
 * `accepts[d]` is a bitmask of the card groups destination d may take.
 */
function assign(pool: readonly string[], caps: number[], accepts: readonly number[], rng: Rng): string[][] {
  const D = caps.length;
  const supply = Array<number>(GROUPS).fill(0);
  for (const c of pool) supply[groupOf(c)]++;
  // Destinations reachable from each subset of groups.
  const reach = Array<number>(1 << GROUPS).fill(0);
  for (let g = 0; g < 1 << GROUPS; g++) {
    for (let d = 0; d < D; d++) if ((accepts[d] as number) & g) reach[g] = (reach[g] as number) | (1 << d);
  }
  const feasible = (): boolean => {
    for (let g = 1; g < 1 << GROUPS; g++) {
      let need = 0;
      for (let k = 0; k < GROUPS; k++) if (g & (1 << k)) need += supply[k] as number;
      if (need === 0) continue;
      let room = 0;
      const r = reach[g] as number;
      for (let d = 0; d < D; d++) if (r & (1 << d)) room += caps[d] as number;
      if (need > room) return false;
    }
    return true;
  };
  const out: string[][] = Array.from({ length: D }, () => []);
  for (const card of rng.shuffle([...pool])) {
    const g = groupOf(card);
    let tried = 0;
    for (;;) {
      // Pick a destination with probability proportional to its free room.
      let total = 0;
      for (let d = 0; d < D; d++) {
        if (!(tried & (1 << d)) && (accepts[d] as number) & (1 << g)) total += caps[d] as number;
      }
      if (total === 0) throw new Error('sevensins sample: the view admits no consistent deal');
      let x = rng.int(total);
      let pick = -1;
      for (let d = 0; d < D; d++) {
        if (!(tried & (1 << d)) && (accepts[d] as number) & (1 << g)) {
          x -= caps[d] as number;
          if (x < 0) {
            pick = d;
            break;
          }
        }
      }
      supply[g]--;
      caps[pick]--;
      if (feasible()) {
        (out[pick] as string[]).push(card);
        break;
      }
      supply[g]++;
      caps[pick]++;
      tried |= 1 << pick;
    }
  }
  return out;
}

/** The cards a view does not show (in deck order), or why the view is inconsistent. */
export function unseenCards(v: SevenSinsView): ReturnType<typeof deckMinus> {
  const known: string[] = [];
  for (const h of v.hands) if (h) known.push(...h);
  for (const p of v.trick) known.push(p.card);
  for (const t of v.tricks) for (const p of t.plays) known.push(p.card);
  if (v.trumpCard !== null) known.push(v.trumpCard);
  return deckMinus(known);
}

/** The seats whose cards the view hides (and that hold any). */
export function hiddenSeats(v: SevenSinsView): number[] {
  const hidden: number[] = [];
  for (let i = 0; i < v.players; i++)
    if (v.hands[i] === null && (v.handSizes[i] as number) > 0) hidden.push(i);
  return hidden;
}

export function sample(v: SevenSinsView, _seat: number, rng: Rng): SevenSinsState {
  const rest = unseenCards(v);
  if (!rest.ok) throw new Error(`sevensins sample: inconsistent view (${words('en', rest.reason)})`);

  const hidden = hiddenSeats(v);
  const voids = inferVoids(v.players, v.tricks, v.trick, v.trump);
  const all = (1 << GROUPS) - 1;
  const caps = hidden.map((i) => v.handSizes[i] as number);
  const accepts = hidden.map((i) => all & ~(voids[i] as number));
  const inHands = caps.reduce((a, b) => a + b, 0);
  caps.push(rest.rest.length - inHands); // the undealt rest takes anything
  accepts.push(all);
  const dealt = assign(rest.rest, caps, accepts, rng);

  const hands = v.hands.map((h) => (h ? [...h] : []));
  hidden.forEach((seat, k) => (hands[seat] = dealt[k] as string[]));
  const undealt = sortByDeck(dealt[hidden.length] as string[]);
  return {
    players: v.players,
    options: { ...v.options },
    firstDealer: v.firstDealer,
    stage: v.stage,
    phase: v.phase,
    dealer: v.dealer,
    hands,
    undealt,
    ...cloneTable(v),
  };
}

const DECK_ORDER = new Map<string, number>();
DECK.forEach((c, i) => {
  if (!DECK_ORDER.has(c)) DECK_ORDER.set(c, i);
});

function sortByDeck(cards: string[]): string[] {
  return cards.sort((a, b) => (DECK_ORDER.get(a) as number) - (DECK_ORDER.get(b) as number));
}
