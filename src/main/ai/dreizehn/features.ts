/**
 * 13's move features for the learned rollout policy (learn/features.ts): every decision is
 * "which card onto which target", so each move is described by what it does to its target
 * (fits or overflows, how close to 13, what the pile costs, whose colour majorities it feeds),
 * what it leaves for the seat's own hand and what the cards still unseen by the seat could add.
 *
 * The seat sees its own hand, the targets, the public play log (so the cards played and each
 * seat's taken cards per colour, as a player with a perfect memory) and the pile's size; never
 * another hand or the pile's order. "Unseen" cards are the deck minus its own hand minus played.
 *
 * The adapter's heuristic is the weighted sum −(bust + 8·takeCost + 0.92·f4Fit − 0.8·f4FitAfter
 * − 0.56·fitValue), so the learned policy can at least play like it.
 */
import * as shared from '../../../shared/games/dreizehn';
import * as cards from '../../games/dreizehn/cards';
import type { DreizehnFast } from '../../games/dreizehn/fast';
import type { PolicyFeatures } from '../learn/features';

// Module-local copies: imported bindings may compile to getter calls in the hot loop.
const KINDS: number = cards.KINDS;
const F4_KIND: number = cards.F4_KIND;
const CATEGORIES: number = cards.CATEGORIES;
const F4: number = cards.F4_CATEGORY;
const LIMIT: number = shared.DREIZEHN_LIMIT;
const DECK_SIZE: number = shared.DREIZEHN_DECK_SIZE;
const MAX_SEATS = 6;
const VALUE = Int8Array.from(cards.KIND_VALUE);
const CATEGORY = Int8Array.from(cards.KIND_CATEGORY);
const COPIES = Int8Array.from(cards.KIND_COPIES);
/** The most minus points a pile at or under 13 can hold (e.g. 1 1 1 2 2 2 + a Fiese Vier). */
const PILE_NORM = 8;
/** The card values in ascending order; each colour's kinds come in this order (B1 B2 B4 B5 B7). */
const VALUES: readonly number[] = shared.DREIZEHN_VALUES;
const NV = VALUES.length;
const SLOTS = NV + 1;
/** Per room 0..13 (13 minus a total, never negative after a play): how many values fit in it. */
const FITTING = Int8Array.from({ length: LIMIT + 1 }, (_, r) => VALUES.filter((v) => v <= r).length);
/** The Fiese Vier's value among VALUES. */
const F4_SLOT = VALUES.indexOf(cards.KIND_VALUE[cards.F4_KIND]!);
if (F4_SLOT < 0 || cards.KIND_VALUE.some((v, k) => k < cards.F4_KIND && v !== VALUES[k % NV])) {
  throw new Error("13 features expect each colour's kinds in ascending value order");
}

export const DREIZEHN_FEATURE_NAMES = [
  'bust', // the card overflows its target: the seat takes the pile
  'takeCost', // bust × the pile's raw minus points (colour card 1, Fiese Vier 2) / 8
  'takeOwn', // bust × change of the seat's round score by taking the pile, majorities counted / 10
  'bustValue', // bust × card value / 7: the total the target restarts from
  'f4', // the card is a Fiese Vier
  'f4Fit', // a Fiese Vier that fits (no overflow)
  'f4FitAfter', // f4Fit × the target's total after / 13 (dump Fours where the total ends high)
  'fitValue', // fits × card value / 7 (play big cards while they fit)
  'fitAfter', // fits × the target's total after / 13
  'exact13', // fits and the total becomes exactly 13: any further card there overflows
  'fitPile', // fits × the pile's minus points after the card / 8: what the next taker gets
  'hotPile', // fitPile × (total after ≥ 10): a bad pile left near 13 for the next players
  'pileLead', // fits × cards on the target after, in colours the seat leads strictly / 8
  'unseenBust', // share of unseen cards that may go onto the target and would overflow it after
  'forced', // share of unseen cards that fit on no target after the move (their holder must take)
  'stuck', // none of the seat's remaining cards fits anywhere after the move
  'spare', // the seat's remaining cards that still fit somewhere after the move / 4
  'late×fitValue', // fitValue × round progress (cards played / 50)
  'late×bust', // bust × round progress
  'stuckNoDraw', // stuck and the pile is empty: no drawn card can rescue the next turn
  'fitPile×unseenBust', // a bad pile that the unseen cards would likely overflow (someone else)
] as const;

const NF = DREIZEHN_FEATURE_NAMES.length;

// Per-decision scratch (written once per call, read per move).
/** category·slots + j → unseen cards of the category among its j smallest values. */
const unseenFit = new Int32Array(CATEGORIES * SLOTS);
const unseenCat = new Int32Array(CATEGORIES);
/** Per kind: unseen cards of it. */
const unseen = new Int32Array(KINDS);
/** Per target: the pile's raw minus points, and the seat's score change when taking it. */
const pileCost = new Float64Array(3);
const takeOwn = new Float64Array(3);
/** Per colour: the seat leads it strictly among taken cards. */
const leads = new Uint8Array(3);
/** The seat's held kinds and counts (a hand holds at most five cards). */
const heldKind = new Int32Array(KINDS);
const heldCount = new Int32Array(KINDS);
// Per-move scratch: totals and colours of the targets after the move, best room per category.
const total2 = new Int32Array(3);
const colour2 = new Int32Array(3);
const maxRoom = new Int32Array(CATEGORIES);

/** Whether a card of category `cat` may go onto target `t` after the move (colours in colour2). */
function placeable(cat: number, t: number, firstCard: boolean): boolean {
  if (cat === F4) return true;
  if (!firstCard) return cat === t;
  if (colour2[t] === cat) return true;
  if (colour2[t]! >= 0) return false;
  return colour2[0] !== cat && colour2[1] !== cat && colour2[2] !== cat;
}

function covers(fast: DreizehnFast, _moves: Int32Array, n: number): boolean {
  return n > 0 && fast.inspect().turn >= 0;
}

function write(fast: DreizehnFast, moves: Int32Array, n: number, out: Float64Array): boolean {
  const f = fast.inspect();
  const seat = f.turn;
  if (seat < 0 || n <= 0) return false;
  const hand = f.hand;
  const played = f.played;
  const taken = f.taken;
  const total = f.total;
  const onTarget = f.onTarget;
  const colourOf = f.colourOf;
  const firstCard = f.firstCard;
  const base = seat * KINDS;

  // What the seat cannot see: the deck minus its own hand minus the cards played this round.
  let unseenTotal = 0;
  let playedTotal = 0;
  let held = 0;
  for (let k = 0; k < KINDS; k++) {
    const h = hand[base + k]!;
    const p = played[k]!;
    playedTotal += p;
    const u = COPIES[k]! - h - p;
    unseen[k] = u > 0 ? u : 0;
    if (h > 0) {
      heldKind[held] = k;
      heldCount[held++] = h;
    }
  }
  // Cumulative over each colour's values (its kinds come in ascending value order).
  for (let c = 0; c < F4; c++) {
    const b = c * SLOTS;
    let sum = 0;
    unseenFit[b] = 0;
    for (let j = 0; j < NV; j++) unseenFit[b + j + 1] = sum += unseen[c * NV + j]!;
    unseenCat[c] = sum;
    unseenTotal += sum;
  }
  const u4 = unseen[F4_KIND]!;
  for (let j = 0; j < SLOTS; j++) unseenFit[F4 * SLOTS + j] = j > F4_SLOT ? u4 : 0;
  unseenCat[F4] = u4;
  unseenTotal += u4;
  const late = playedTotal / DECK_SIZE;
  const pileEmpty = f.pileLeft === 0 ? 1 : 0;

  // Colour majorities among taken cards (public through the play log), and per target what
  // taking its pile would change in the seat's own round score.
  for (let t = 0; t < 3; t++) {
    const tb = t * CATEGORIES;
    pileCost[t] = onTarget[tb]! + onTarget[tb + 1]! + onTarget[tb + 2]! + 2 * onTarget[tb + F4]!;
    takeOwn[t] = 2 * onTarget[tb + F4]!;
  }
  for (let c = 0; c < F4; c++) {
    const mine = taken[seat * CATEGORIES + c]!;
    let rival = 0;
    for (let s = 0; s < MAX_SEATS; s++) {
      if (s === seat) continue;
      const k = taken[s * CATEGORIES + c]!;
      if (k > rival) rival = k;
    }
    leads[c] = mine > rival ? 1 : 0;
    // A colour costs its count unless the seat holds strictly the most of it.
    const before = mine > rival ? 0 : mine;
    for (let t = 0; t < 3; t++) {
      const p = onTarget[t * CATEGORIES + c]!;
      if (p === 0) continue;
      const after = mine + p > rival ? 0 : mine + p;
      takeOwn[t]! += after - before;
    }
  }
  for (let t = 0; t < 3; t++) {
    const v = takeOwn[t]! / 10;
    takeOwn[t] = v > 1.5 ? 1.5 : v < -1.5 ? -1.5 : v;
  }

  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const kind = (m / 3) | 0;
    const t = m - kind * 3;
    const cat = CATEGORY[kind]!;
    const value = VALUE[kind]!;
    const after = total[t]! + value;
    const bust = after > LIMIT ? 1 : 0;
    const fits = 1 - bust;
    const isF4 = cat === F4 ? 1 : 0;

    // The targets after the move: totals, and under "first card decides" their colours.
    total2[0] = total[0]!;
    total2[1] = total[1]!;
    total2[2] = total[2]!;
    total2[t] = bust ? value : after;
    colour2[0] = colourOf[0]!;
    colour2[1] = colourOf[1]!;
    colour2[2] = colourOf[2]!;
    if (firstCard) {
      if (bust) colour2[t] = isF4 ? -1 : cat;
      else if (!isF4 && colour2[t]! < 0) colour2[t] = cat;
    }
    const room0 = LIMIT - total2[0]!;
    const room1 = LIMIT - total2[1]!;
    const room2 = LIMIT - total2[2]!;
    maxRoom[F4] = room0 > room1 ? (room0 > room2 ? room0 : room2) : room1 > room2 ? room1 : room2;
    if (!firstCard) {
      maxRoom[0] = room0;
      maxRoom[1] = room1;
      maxRoom[2] = room2;
    } else {
      for (let c = 0; c < F4; c++) {
        let best = -1;
        for (let u = 0; u < 3; u++) {
          const room = LIMIT - total2[u]!;
          if (room > best && placeable(c, u, true)) best = room;
        }
        maxRoom[c] = best;
      }
    }

    // What the unseen cards could do after the move.
    const roomT = LIMIT - total2[t]!;
    let canGo = 0;
    let wouldBust = 0;
    let noFit = 0;
    for (let c = 0; c < CATEGORIES; c++) {
      const all = unseenCat[c]!;
      if (all === 0) continue;
      if (placeable(c, t, firstCard)) {
        canGo += all;
        wouldBust += all - unseenFit[c * SLOTS + FITTING[roomT]!]!;
      }
      const r = maxRoom[c]!;
      noFit += r < 0 ? all : all - unseenFit[c * SLOTS + FITTING[r]!]!;
    }
    const unseenBust = canGo > 0 ? wouldBust / canGo : 0;
    const forced = unseenTotal > 0 ? noFit / unseenTotal : 0;

    // The seat's own remaining cards (the one drawn next is unknown).
    let left = 0;
    let spare = 0;
    for (let j = 0; j < held; j++) {
      const k = heldKind[j]!;
      const cnt = heldCount[j]! - (k === kind ? 1 : 0);
      if (cnt <= 0) continue;
      left += cnt;
      if (VALUE[k]! <= maxRoom[CATEGORY[k]!]!) spare += cnt;
    }
    const stuck = left > 0 && spare === 0 ? 1 : 0;

    const tb = t * CATEGORIES;
    let leadCards = 0;
    for (let c = 0; c < F4; c++) if (leads[c]) leadCards += onTarget[tb + c]! + (c === cat ? 1 : 0);
    const fitPile = fits * ((pileCost[t]! + (isF4 ? 2 : 1)) / PILE_NORM);
    const fitValue = (fits * value) / 7;

    const o = i * NF;
    out[o] = bust;
    out[o + 1] = (bust * pileCost[t]!) / PILE_NORM;
    out[o + 2] = bust * takeOwn[t]!;
    out[o + 3] = (bust * value) / 7;
    out[o + 4] = isF4;
    out[o + 5] = isF4 * fits;
    out[o + 6] = (isF4 * fits * after) / LIMIT;
    out[o + 7] = fitValue;
    out[o + 8] = (fits * after) / LIMIT;
    out[o + 9] = after === LIMIT ? 1 : 0;
    out[o + 10] = fitPile;
    out[o + 11] = after >= 10 ? fitPile : 0;
    out[o + 12] = (fits * leadCards) / PILE_NORM;
    out[o + 13] = unseenBust;
    out[o + 14] = forced;
    out[o + 15] = stuck;
    out[o + 16] = spare / 4;
    out[o + 17] = late * fitValue;
    out[o + 18] = late * bust;
    out[o + 19] = stuck * pileEmpty;
    out[o + 20] = fitPile * unseenBust;
  }
  return true;
}

export const dreizehnFeatures: PolicyFeatures<DreizehnFast> = {
  names: DREIZEHN_FEATURE_NAMES,
  covers,
  write,
};
