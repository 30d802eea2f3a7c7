/**
 * Abyss move features for the learned rollout policy (learn/features.ts): one row per card the
 * seat to act may play into the trick (moves 0–70, the Kitsune as Sin or as Tanuki). Jump,
 * scale and pass decisions are left to the heuristic policy in adapter.ts (`write` is false).
 *
 * The race is won by taking tricks, so the features ask: does this card take the trick now,
 * how likely does it stay on top (from the cards this seat has not seen: the deck minus its
 * hand minus this phase's played cards — never another hand), how far would it carry the own
 * figure (jumps, Greed, Hunger, Chains, Desecration), whom does it stop, and what does it cost
 * (strength spent while tricks are left). `cheapHold` and `weakest` let the weights reproduce
 * the heuristic's rule (cheapest card that holds, else the weakest).
 */
import { ABYSS_CURSE_BITS, ABYSS_KIND, ABYSS_MOVE, ABYSS_STAGE, type AbyssFast } from '../../games/abyss';
import { CARD_CODES, DECK } from '../../games/abyss/cards';
import { ABYSS_CURSE_FIELDS, ABYSS_HEPTAGRAM_FIELDS } from '../../../shared/games/abyss-data';
import type { PolicyFeatures } from '../learn/features';

const NAMES = [
  'strength', // the heuristic's card strength (scale rank and value; Sin 90, Demon/Soul 88, Tanuki 0) / 90
  'beaten', // share of the unseen cards that would beat it as the trick's winner (its weakness here)
  'trump', // its element's place on the scale (0 off the scale, specials 0) / 5
  'value', // element value / 13 (specials 0)
  'holy', // counts as a Sin, Demon or Soul now (curses applied)
  'tanuki', // counts as a Tanuki now (Tanuki, Kitsune as Tanuki, a Sin under Sin Ban, a Soul under Soul Sleep)
  'kitsune', // spends the Kitsune (either form): the one card with a choice of form
  'winsNow', // takes the trick as it lies (1 when leading)
  'holdP', // estimated chance it still wins when the trick is complete (0 if it does not win now)
  'cheapHold', // the cheapest card with holdP ≥ ½: the heuristic's play for the trick, on what this seat can know
  'weakest', // the weakest card by strength: the heuristic's throw-off
  'lastOfElem', // the last card of its element in hand (leaves a void to discard or trump later)
  'lead×strength', // strength spent on a lead
  'lead×holdP', // a lead that should hold against all other hands
  'last×winsNow', // last to play and takes the trick: a certain win
  'gain×holdP', // expected own fields from the trick (jumps, Greed, Hunger; 0 under Chains when leading or Desecration) / 3
  'finish×holdP', // taking the trick carries the own figure to the goal
  'hept×holdP', // taking the trick lands the own figure on a heptagram field (a scale choice; not under Frozen Scale)
  'curse×holdP', // taking the trick lands the own figure on an untriggered curse field (a new curse)
  'denyTop×winsNow', // beats a trick that would move the leading rival
  'denyGoal×winsNow', // beats a trick that would carry a rival to the goal
  'helpLead×holdP', // under Desecration this (holy) card's win moves the trick's leader, a rival, not the own figure
  'behind×holdP', // (best rival's field − own field) / goal: urgency to take tricks when behind
  'danger×holdP', // best rival's field / goal: stopping the race matters more near the goal
  'strength×left', // strength spent while more tricks of the phase are to come
  'rev×value', // value of a card of the element to follow under Reversal (there lower beats higher)
] as const;
const F = NAMES.length;

// Constants copied to module scope: read in the hot loop, they then cost no import getter.
const K_ELEMENT = ABYSS_KIND.ELEMENT;
const K_TANUKI = ABYSS_KIND.TANUKI;
const K_SIN = ABYSS_KIND.SIN;
const K_DEMON = ABYSS_KIND.DEMON;
const KITSUNE = ABYSS_MOVE.KITSUNE;
const KITSUNE_TANUKI = ABYSS_MOVE.KITSUNE_TANUKI;
const STAGE_PLAY = ABYSS_STAGE.PLAY;
const C_CHAINS = ABYSS_CURSE_BITS.chains;
const C_HUNGER = ABYSS_CURSE_BITS.hunger;
const C_GREED = ABYSS_CURSE_BITS.greed;
const C_DESECRATION = ABYSS_CURSE_BITS.desecration;
const C_FROZEN = ABYSS_CURSE_BITS.frozenScale;
const C_REVERSAL = ABYSS_CURSE_BITS.reversal;
const ELEMENT_CARDS = 65;
const FULL = (1 << 13) - 1;
/**
 * holdP from which a card counts as holding for `cheapHold`: the heuristic knows the other
 * hands (a card holds or not); on unseen cards ½ matches its choice most often (87% of the
 * card plays with a choice in random 4-player games, against 65% for "the best holdP").
 */
const HOLDS = 0.5;
/** Strength of a special when it wins, by what it counts as (the adapter's scale). */
const KIND_STRENGTH = [0, 0, 90, 88, 88];
/** SPECIAL_BEATS[a * 5 + b]: a card counting as kind a beats a winner of kind b, when one of them is a special. */
const SPECIAL_BEATS = new Uint8Array([
  // element: beats a Tanuki
  0, 1, 0, 0, 0,
  // Tanuki: beats nothing
  0, 0, 0, 0, 0,
  // Sin: element, Tanuki, Demon
  1, 1, 0, 1, 0,
  // Demon: element, Tanuki, Soul
  1, 1, 0, 0, 1,
  // Soul: element, Tanuki, Sin
  1, 1, 1, 0, 0,
]);
/** Copies of each special in the deck (Sin, Tanuki, Demon, Kitsune, Soul). */
const COPIES = new Int8Array(5);
for (const code of DECK) {
  const i = CARD_CODES.indexOf(code) - ELEMENT_CARDS;
  if (i >= 0) COPIES[i]++;
}
const HEPTAGRAM = new Uint8Array(32);
for (const f of ABYSS_HEPTAGRAM_FIELDS) HEPTAGRAM[f] = 1;
const CURSE_FIELD = new Uint8Array(32);
for (const f of ABYSS_CURSE_FIELDS) CURSE_FIELD[f] = 1;

// Module-level scratch: `write` allocates nothing.
const unseen = new Int32Array(5);
const unseenSpec = new Int32Array(5);
/** What each special counts as now (the Kitsune in its Sin form, the stronger one). */
const specKind = new Int32Array(5);
/** Per step count (0, 1, 2) for the own figure: fields gained, goal reached, heptagram, curse field. */
const gainBy = new Float64Array(3);
const finishBy = new Uint8Array(3);
const heptBy = new Uint8Array(3);
const curseBy = new Uint8Array(3);
/** The last `advance`'s landings (out-parameters, to allocate nothing). */
let landedHept = false;
let landedCurse = false;
/** The reader's scalars for the current `write`, read once (each read is a getter call). */
let players = 0;
let goal = 0;
let curses = 0;
let leader = 0;
let lastTrick = false;
let triggered = 0;
let rank: ArrayLike<number> = [];
let reversal = false;
/** Unseen element cards, and unseen specials that count as a Sin, Demon or Soul now. */
let unseenElements = 0;
let unseenHoly = 0;

/** Set bits of a 13-bit mask. */
function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x5555);
  v = (v & 0x3333) + ((v >>> 2) & 0x3333);
  v = (v + (v >>> 4)) & 0x0f0f;
  return (v + (v >>> 8)) & 0x1f;
}

/** Is `field` held by a figure other than `seat`'s (jumps: the fields are public)? */
function occupied(pos: ArrayLike<number>, field: number, seat: number): boolean {
  for (let s = 0; s < players; s++) if (s !== seat && pos[s] === field) return true;
  return false;
}

/** Where `seat`'s figure ends after `steps` steps, always jumping (as the rollouts do). */
function advance(pos: ArrayLike<number>, seat: number, steps: number): number {
  const frozen = (curses & C_FROZEN) !== 0;
  let f = pos[seat] as number;
  landedHept = false;
  landedCurse = false;
  for (let k = 0; k < steps && f < goal; k++) {
    f++;
    if (f < goal && occupied(pos, f, seat)) {
      f++;
      while (f < goal && occupied(pos, f, seat)) f++;
    }
    if (f < goal) {
      if (HEPTAGRAM[f] === 1 && !frozen) landedHept = true;
      if (CURSE_FIELD[f] === 1 && (triggered & (1 << (f / 5 - 1))) === 0) landedCurse = true;
    }
  }
  return f;
}

/** Fields a trick won by a card of `kind`, laid by `winner`, moves its mover (Chains, Hunger, Greed). */
function stepsFor(kind: number, winner: number): number {
  if (curses & C_CHAINS && winner === leader) return 0;
  if (curses & C_HUNGER && kind === K_DEMON) return 2;
  if (curses & C_GREED && lastTrick) return 2;
  return 1;
}

/** The seat a trick won by a card of `kind`, laid by `winner`, moves (Desecration: the leader). */
function moverFor(kind: number, winner: number): number {
  return curses & C_DESECRATION && kind >= K_SIN ? leader : winner;
}

/** noneOf's memo for the current `write` (u and h fixed there): valid where stamped with `generation`. */
const noneMemo = new Float64Array(128); // by beater count: at most the 87 cards
const noneStamp = new Int32Array(128);
let generation = 0;

/** Chance that none of `h` cards drawn from `u` unseen ones is among the `b` beaters (hypergeometric). */
function noneOf(u: number, b: number, h: number): number {
  if (b <= 0) return 1;
  if (noneStamp[b] === generation) return noneMemo[b] as number;
  noneStamp[b] = generation;
  noneMemo[b] = hypergeometricNone(u, b, h);
  return noneMemo[b] as number;
}

function hypergeometricNone(u: number, b: number, h: number): number {
  let p = 1;
  for (let i = 0; i < h; i++) {
    const rest = u - b - i;
    if (rest <= 0) return 0;
    p *= rest / (u - i);
  }
  return p;
}

/**
 * Unseen cards that beat a winning card (kind, element, value) with `follow` to follow: the
 * fast path's `outranks` taken apart by card groups (a call per unseen card would cost most
 * of `write`); the tests check it against `outranks` card by card.
 */
function beaters(kind: number, el: number, val: number, follow: number): number {
  if (kind !== K_ELEMENT) {
    // Every element beats a Tanuki; among specials the table, the earlier card holding ties.
    let count = kind === K_TANUKI ? unseenElements : 0;
    for (let k = 0; k < 5; k++) {
      if (SPECIAL_BEATS[(specKind[k] as number) * 5 + kind] === 1) count += unseenSpec[k] as number;
    }
    return count;
  }
  // Sins, Demons and Souls beat every element card.
  let count = unseenHoly;
  const re = rank[el] as number;
  for (let e = 0; e < 5; e++) {
    if (e === el) continue;
    // A higher place on the scale wins; off the scale only the element to follow beats another.
    const rk = rank[e] as number;
    if (rk > re || (rk === 0 && re === 0 && e === follow)) count += popcount(unseen[e] as number);
  }
  // The same element: off the scale and not followed it beats nothing; else higher (lower under Reversal when followed).
  if (re === 0 && el !== follow) return count;
  const m = unseen[el] as number;
  if (reversal && el === follow) return count + popcount(m & ((1 << val) - 1));
  return count + popcount(m & (FULL << (val + 1)) & FULL);
}

function covers(fast: AbyssFast, _moves: Int32Array, n: number): boolean {
  return n > 0 && fast.inspect().stage === STAGE_PLAY;
}

function write(fast: AbyssFast, moves: Int32Array, n: number, out: Float64Array): boolean {
  const r = fast.inspect();
  if (r.stage !== STAGE_PLAY || n <= 0) return false;
  players = r.players;
  generation = (generation + 1) | 0;
  goal = r.goal;
  curses = r.curses;
  leader = r.leader;
  triggered = r.triggeredFields;
  const handSize = r.handSize;
  const trickIndex = r.trickIndex;
  lastTrick = trickIndex === handSize - 1;
  const trickFollow = r.follow;
  const len = r.trickLength;
  const seat = (leader + len) % players;
  const leading = len === 0;
  const last = len === players - 1;
  const pos = r.positions;
  rank = r.rank;
  reversal = (curses & C_REVERSAL) !== 0;
  const masks = r.elementMasks;
  const own = pos[seat] as number;

  // What this seat has not seen: the deck minus its own hand minus this phase's played cards.
  unseenElements = 0;
  unseenHoly = 0;
  const playedMasks = r.playedMasks; // worked out per read: read once
  const playedSpecials = r.playedSpecials;
  for (let e = 0; e < 5; e++) {
    const m = FULL & ~(masks[seat * 5 + e] as number) & ~(playedMasks[e] as number);
    unseen[e] = m;
    unseenElements += popcount(m);
  }
  let u = unseenElements;
  for (let k = 0; k < 5; k++) {
    const c =
      (COPIES[k] as number) - (r.specialCounts[seat * 5 + k] as number) - (playedSpecials[k] as number);
    const kind = r.kindOf(ELEMENT_CARDS + k);
    unseenSpec[k] = c > 0 ? c : 0;
    specKind[k] = kind;
    u += unseenSpec[k] as number;
    if (kind >= K_SIN) unseenHoly += unseenSpec[k] as number;
  }
  // Cards in the hands of the seats after this one in the trick (hand sizes are public).
  const later = (players - len - 1) * (handSize - trickIndex);

  // The race: the best rival's field, and what the own figure gains for 0, 1 or 2 steps.
  let best = -1;
  for (let s = 0; s < players; s++) if (s !== seat && (pos[s] as number) > best) best = pos[s] as number;
  for (let steps = 0; steps < 3; steps++) {
    const f = advance(pos, seat, steps);
    gainBy[steps] = Math.min(1, (f - own) / 3);
    finishBy[steps] = f >= goal ? 1 : 0;
    heptBy[steps] = landedHept ? 1 : 0;
    curseBy[steps] = landedCurse ? 1 : 0;
  }
  const behind = Math.max(-1, Math.min(1, (best - own) / goal));
  const danger = best / goal;
  const left = handSize > 1 ? (handSize - 1 - trickIndex) / (handSize - 1) : 0;

  // Whom the trick as it lies would move: beating it stops the leading rival or a finisher.
  let denyTop = 0;
  let denyGoal = 0;
  if (!leading) {
    const w = r.trickWinner;
    const wk = r.trickWinnerKind;
    const mover = moverFor(wk, w);
    const steps = stepsFor(wk, w);
    if (mover !== seat && steps > 0) {
      if ((pos[mover] as number) >= best) denyTop = 1;
      if (advance(pos, mover, steps) >= goal) denyGoal = 1;
    }
  }

  let cheap = -1;
  let cheapS = 2;
  let minStrength = 2;
  let weakest = -1;
  for (let i = 0; i < n; i++) {
    const m = moves[i] as number;
    const isElement = m < ELEMENT_CARDS;
    // What the card counts as: specials as read once above (the Kitsune as Tanuki is a Tanuki).
    const kind = isElement
      ? K_ELEMENT
      : m === KITSUNE_TANUKI
        ? K_TANUKI
        : (specKind[m - ELEMENT_CARDS] as number);
    const el = isElement ? (m / 13) | 0 : -1;
    const val = isElement ? m - el * 13 : 0;
    const follow = leading || trickFollow < 0 ? el : trickFollow;
    const wins = leading || r.beats(kind, el, val);
    const beat = beaters(kind, el, val, follow);
    const hold = wins ? noneOf(u, beat, later) : 0;
    const s =
      kind === K_ELEMENT ? ((rank[el] as number) * 14 + val + 1) / 90 : (KIND_STRENGTH[kind] as number) / 90;
    if (hold >= HOLDS && s < cheapS) {
      cheapS = s;
      cheap = i;
    }
    if (s < minStrength) {
      minStrength = s;
      weakest = i;
    }

    const steps = stepsFor(kind, seat);
    const moverIsMe = moverFor(kind, seat) === seat;
    const gain = moverIsMe ? (gainBy[steps] as number) : 0;

    const o = i * F;
    out[o] = s;
    out[o + 1] = u > 0 ? beat / u : 0;
    out[o + 2] = isElement ? (rank[el] as number) / 5 : 0;
    out[o + 3] = isElement ? (val + 1) / 13 : 0;
    out[o + 4] = kind >= K_SIN ? 1 : 0;
    out[o + 5] = kind === K_TANUKI ? 1 : 0;
    out[o + 6] = m === KITSUNE || m === KITSUNE_TANUKI ? 1 : 0;
    out[o + 7] = wins ? 1 : 0;
    out[o + 8] = hold;
    out[o + 9] = 0; // cheapHold: set below, once the cheapest holding card is known
    out[o + 10] = 0; // weakest: set below
    out[o + 11] = isElement && popcount(masks[seat * 5 + el] as number) === 1 ? 1 : 0;
    out[o + 12] = leading ? s : 0;
    out[o + 13] = leading ? hold : 0;
    out[o + 14] = last && wins ? 1 : 0;
    out[o + 15] = gain * hold;
    out[o + 16] = moverIsMe && steps > 0 && finishBy[steps] === 1 ? hold : 0;
    out[o + 17] = moverIsMe && heptBy[steps] === 1 ? hold : 0;
    out[o + 18] = moverIsMe && curseBy[steps] === 1 ? hold : 0;
    out[o + 19] = wins ? denyTop : 0;
    out[o + 20] = wins ? denyGoal : 0;
    out[o + 21] = !moverIsMe && steps > 0 ? hold : 0;
    out[o + 22] = behind * hold;
    out[o + 23] = danger * hold;
    out[o + 24] = s * left;
    out[o + 25] = reversal && isElement && el === follow ? (val + 1) / 13 : 0;
  }
  if (cheap >= 0) out[cheap * F + 9] = 1;
  if (weakest >= 0) out[weakest * F + 10] = 1;
  return true;
}

export const abyssFeatures: PolicyFeatures<AbyssFast> = {
  names: NAMES,
  covers,
  write,
};
