/**
 * Sampling a full state consistent with one seat's view, for bots' search. Unseen hands are
 * filled from the unseen cards so that voids hold (a seat that failed to follow an element
 * gets none of it), hand sizes match, and the card this seat passed stays with its left
 * neighbour unless played. The fill is randomised but never fails: before each card it
 * checks Hall's condition over the remaining seats, so a dead end is never entered.
 */
import { words } from '../../../shared/i18n/format';
import { ABYSS_CURSE_IDS } from '../../../shared/games/abyss-data';
import { ABYSS_ELEMENTS, type AbyssView } from '../../../shared/games/abyss';
import type { Rng } from '../../engine/rng';
import { deckMinus, elementOf, withoutOne } from './cards';
import type { AbyssPassing, AbyssState } from './state';

const SPECIAL_CATEGORY = ABYSS_ELEMENTS.length;
const CATEGORIES = SPECIAL_CATEGORY + 1;

function category(card: string): number {
  const e = elementOf(card);
  return e === null ? SPECIAL_CATEGORY : ABYSS_ELEMENTS.indexOf(e);
}

export function sample(v: AbyssView, seat: number, rng: Rng): AbyssState {
  const n = v.players;
  const played: string[][] = Array.from({ length: n }, () => []);
  for (const t of v.tricks) for (const p of t.plays) played[p.seat]?.push(p.card);
  for (const p of v.trick) played[p.seat]?.push(p.card);

  const hands: (string[] | null)[] = v.hands.map((h) => (h ? [...h] : null));
  const forced: string[][] = Array.from({ length: n }, () => []);
  const passing = v.passing;
  const left = (seat + 1) % n;
  if (passing?.done && passing.given !== null && hands[left] === null) {
    if (!(played[left] ?? []).includes(passing.given)) forced[left]?.push(passing.given);
  }

  const known: string[] = [...played.flat(), ...forced.flat()];
  for (const h of hands) if (h) known.push(...h);
  const rest = deckMinus(known);
  if (!rest.ok) throw new Error(`inconsistent view: ${words('en', rest.reason)}`);

  const unknown: number[] = [];
  const need: number[] = Array<number>(n).fill(0);
  for (let s = 0; s < n; s++) {
    if (hands[s] !== null) continue;
    unknown.push(s);
    need[s] = (v.handCounts[s] ?? 0) - (forced[s]?.length ?? 0);
  }
  const filled = fillHands(rest.rest, unknown, need, v, rng);
  for (const s of unknown) hands[s] = [...(forced[s] ?? []), ...(filled[s] ?? [])];
  const full = hands.map((h) => h ?? []);

  const statePassing = passing ? samplePassing(v, seat, full, played, rng) : null;
  const dealt = full.map((h, s) => {
    let cards = [...h, ...(played[s] ?? [])];
    if (statePassing?.done) {
      cards.push(statePassing.choices[s] as string);
      cards = withoutOne(cards, statePassing.choices[(s + n - 1) % n] as string);
    }
    return cards;
  });

  const drawn = new Set(v.curses.map((c) => c.curse));
  const over = v.stage === 'over';
  return {
    players: n,
    options: { ...v.options },
    firstDealer: v.firstDealer,
    phase: v.phase,
    dealer: v.dealer,
    stage: v.stage,
    positions: [...v.positions],
    scale: [...v.scale],
    deck: ABYSS_CURSE_IDS.filter((c) => !drawn.has(c)),
    curses: v.curses.map((c) => ({ ...c })),
    triggered: [...v.triggered],
    handSize: v.handSize,
    dealt,
    hands: full,
    passing: statePassing,
    leader: v.leader,
    trickIndex: v.trickIndex,
    trick: v.trick.map((p) => ({ ...p })),
    tricks: v.tricks.map((t) => ({ ...t, plays: t.plays.map((p) => ({ ...p })) })),
    voids: v.voids.map((x) => [...x]),
    move: v.move ? { ...v.move } : null,
    phaseEnds: (over ? v.roundScores.slice(0, -1) : v.roundScores).map((r) => [...r]),
    winner: v.winner,
  };
}

/** The hidden pass choices: the seat's own and received cards are known, the rest invented. */
function samplePassing(
  v: AbyssView,
  seat: number,
  hands: string[][],
  played: string[][],
  rng: Rng,
): AbyssPassing {
  const p = v.passing as NonNullable<AbyssView['passing']>;
  const n = v.players;
  const choices: (string | null)[] = p.chosen.map((chosen, s) => {
    if (s === seat) return p.given;
    if (!chosen) return null;
    if (!p.done) return rng.pick(hands[s] as string[]);
    if ((s + 1) % n === seat) return p.received;
    // Seat s passed some card that its left neighbour holds or has played since.
    const next = (s + 1) % n;
    return rng.pick([...(hands[next] ?? []), ...(played[next] ?? [])]);
  });
  return { choices, done: p.done };
}

/**
 * Deals `need[s]` cards of `pool` to each seat of `seats`, none of an element the seat is void
 * in. Each card is drawn uniformly from the cards that keep the rest solvable.
 */
function fillHands(pool: string[], seats: number[], need: number[], v: AbyssView, rng: Rng): string[][] {
  const byCat: string[][] = Array.from({ length: CATEGORIES }, () => []);
  for (const c of pool) byCat[category(c)]?.push(c);
  const cnt = byCat.map((b) => b.length);
  const allowed = seats.map((s) => {
    let mask = (1 << CATEGORIES) - 1;
    for (const e of v.voids[s] ?? []) mask &= ~(1 << ABYSS_ELEMENTS.indexOf(e));
    return mask;
  });
  const left = seats.map((s) => need[s] ?? 0);
  const out: string[][] = Array.from({ length: v.players }, () => []);

  // Hall's condition: every group of seats can still be served from the cards they accept.
  const feasible = (): boolean => {
    const m = seats.length;
    for (let subset = 1; subset < 1 << m; subset++) {
      let demand = 0;
      let union = 0;
      for (let i = 0; i < m; i++) {
        if (subset & (1 << i)) {
          demand += left[i] as number;
          union |= allowed[i] as number;
        }
      }
      let supply = 0;
      for (let c = 0; c < CATEGORIES; c++) if (union & (1 << c)) supply += cnt[c] as number;
      if (demand > supply) return false;
    }
    return true;
  };
  if (!feasible()) throw new Error('inconsistent view: the unseen hands cannot be filled');

  for (let i = 0; i < seats.length; i++) {
    while ((left[i] as number) > 0) {
      let candidates = allowed[i] as number;
      for (;;) {
        let total = 0;
        for (let c = 0; c < CATEGORIES; c++) if (candidates & (1 << c)) total += cnt[c] as number;
        if (total === 0) throw new Error('inconsistent view: no card fits');
        let r = rng.int(total);
        let c = 0;
        for (; c < CATEGORIES; c++) {
          if (!(candidates & (1 << c))) continue;
          if (r < (cnt[c] as number)) break;
          r -= cnt[c] as number;
        }
        cnt[c] = (cnt[c] as number) - 1;
        left[i] = (left[i] as number) - 1;
        if (feasible()) {
          const bucket = byCat[c] as string[];
          const k = rng.int(bucket.length);
          out[seats[i] as number]?.push(bucket[k] as string);
          bucket[k] = bucket[bucket.length - 1] as string;
          bucket.pop();
          break;
        }
        cnt[c] = (cnt[c] as number) + 1;
        left[i] = (left[i] as number) + 1;
        candidates &= ~(1 << c);
      }
    }
  }
  return out;
}
