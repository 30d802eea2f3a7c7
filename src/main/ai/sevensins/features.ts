/**
 * SevenSins card-play features for the learned rollout policy (Meister II, see learn/features.ts).
 * The searched value is the seat's points for the phase, so a good card is the one that keeps
 * the seat on its exact bid: it takes tricks while short of the bid and ducks once it is reached.
 * The features say whether a card takes the trick now and how likely it is to hold it (from the
 * cards still unseen by the seat and the later seats' hand sizes), what kind of card it is, and
 * how that meets what the seat still needs. The rollout heuristic (adapter.ts `policy`) is the
 * weighted sum 100·(win×short − win×reached) + the five `str×…` terms with weights ±1.
 *
 * Only public or own information is read: the seat's own hand, the cards played this phase
 * (`played`, `playedSpec`), the turned card, the current trick's winner, bids and tricks won.
 * Bids and trump choices return false (the heuristic plays them).
 */
import { SEVENSINS_FAST_CODES, type SevenSinsFast } from '../../games/sevensins/fast';
import type { PolicyFeatures } from '../learn/features';

// Module constants of our own (V8 folds them; see SEVENSINS_FAST_CODES).
const { K_ELEMENT, K_TANUKI, K_SIN, K_DEMON, K_SOUL, SPACE, ST_PLAY, KIND_BEATS, PLAY_MOVE_KIND } =
  SEVENSINS_FAST_CODES;

/** The Kitsune's two play moves (69 as Sin, 70 as Tanuki). */
const MOVE_KITSUNE_SIN = 69;
/** Specials' indices in the reader's `spec`/`playedSpec` counts. */
const S_SIN = 0;
const S_TANUKI = 1;
const S_DEMON = 2;
const S_SOUL = 3;
const S_KITSUNE = 4;
/** Copies of each special in the deck (Sin, Tanuki, Demon, Soul, Kitsune). */
const COPIES = [7, 7, 4, 2, 2] as const;
const ALL_VALUES = 0x1fff;

/** Strength of play moves 65..70, as the adapter's rollout heuristic ranks them (adapter.ts). */
const SPECIAL_STRENGTH = [3.8, 0, 3.5, 3.5, 3.7, 0.01];

export const SEVENSINS_FEATURE_NAMES = [
  'winsNow', // takes the trick as it stands (a lead counts as taking it)
  'holds', // winsNow × chance that no later seat beats it (unseen cards, later hand sizes)
  'str', // the heuristic's strength of the card, / 4
  'outHigher', // unseen higher cards of its own element, / 12 (0 for specials)
  'trump', // a card of the trump element (space excluded)
  'space', // a space card (always the top element)
  'sin', // counts as a Sin (a Sin, or the Kitsune as Sin)
  'tanuki', // counts as a Tanuki (a Tanuki, or the Kitsune as Tanuki)
  'demon', // a Demon
  'soul', // a Soul
  'kitsune', // the Kitsune, in either form (it is spent either way)
  'voids', // the last card of its element in hand (leaves a void: free to trump or throw later)
  'win×short', // winsNow × the seat is still short of its bid
  'win×reached', // winsNow × the seat has reached (or passed) its bid
  'hold×short', // holds × still short
  'hold×reached', // holds × reached
  'win×need', // winsNow × (bid − won) / tricks left, in [−1, 1]
  'win×mustAll', // winsNow × the seat needs every trick left
  'win×laterShort', // winsNow × share of the seats still to play here that are short of their bid
  'power×need', // a Sin/Demon/Soul/Kitsune-as-Sin × (bid − won) / tricks left: spend it when needed
  'power×left', // the same specials × (tricks left − 1) / 12: spending one early
  'bonus', // holds × the Soul (2 per Sin) or Demon (5 per Soul) bonus in the trick, / 10
  'str×win×short×last', // last to play and short: the cheapest winner is enough
  'str×win×short×notLast', // short, more to play: the strongest winner holds best
  'str×lose×short', // short but cannot win: throw the weakest
  'str×lose×reached', // reached: throw the strongest card that loses
  'str×win×reached', // reached and winning: the cheapest winner (least likely to hold)
] as const;

const NF = SEVENSINS_FEATURE_NAMES.length;

// Scratch, reused by every call (nothing allocates per step).
/** Unseen values per element, as masks: not in the own hand, not played, not the turned card. */
const unseenElem = new Int32Array(5);
/** Unseen copies per special. */
const unseenSpec = new Int32Array(5);
/** ln k! for k = 0..87 (the deck size): the hypergeometric chances below in O(1). */
const LOG_FACT = new Float64Array(88);
for (let k = 1; k < 88; k++) LOG_FACT[k] = (LOG_FACT[k - 1] as number) + Math.log(k);

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The chance that none of `drawn` cards, drawn from `unseen` cards of which `beaters` beat the
 * card, is a beater (hypergeometric: the later hands are unknown cards among the unseen ones).
 */
function noBeater(beaters: number, unseen: number, drawn: number): number {
  if (beaters <= 0 || drawn <= 0) return 1;
  const d = drawn < unseen ? drawn : unseen;
  const rest = unseen - beaters;
  if (rest < d) return 0;
  // C(rest, d) / C(unseen, d) = rest! (unseen − d)! / ((rest − d)! unseen!)
  return Math.exp(
    (LOG_FACT[rest] as number) +
      (LOG_FACT[unseen - d] as number) -
      (LOG_FACT[rest - d] as number) -
      (LOG_FACT[unseen] as number),
  );
}

export const sevensinsFeatures: PolicyFeatures<SevenSinsFast> = {
  names: SEVENSINS_FEATURE_NAMES,
  covers(fast, moves, n) {
    return n > 0 && fast.inspect().stage === ST_PLAY && (moves[0] as number) <= 70;
  },
  write(fast, moves, n, out) {
    const f = fast.inspect();
    if (f.stage !== ST_PLAY || n <= 0 || (moves[0] as number) > 70) return false;
    const seat = f.turn;
    const P = f.P;
    const base = seat * 5;
    const hand = f.hand;
    const spec = f.spec;
    const rank = f.rank;
    const trump = f.trump;

    // Unseen cards, from the seat's own hand, the cards played this phase and the turned card.
    const turned = f.turned;
    const played = f.played; // worked out per read: read once
    const playedSpec = f.playedSpec;
    let own = 0;
    let unseen = 0;
    for (let e = 0; e < 5; e++) {
      const mine = hand[base + e] as number;
      own += popcount(mine);
      let u = ALL_VALUES & ~mine & ~(played[e] as number);
      if (turned >= 0 && turned < 65 && ((turned / 13) | 0) === e) u &= ~(1 << (turned % 13));
      unseenElem[e] = u;
      unseen += popcount(u);
    }
    for (let k = 0; k < 5; k++) {
      const mine = spec[base + k] as number;
      own += mine;
      const u = (COPIES[k] as number) - mine - (playedSpec[k] as number) - (turned === 65 + k ? 1 : 0);
      unseenSpec[k] = u > 0 ? u : 0;
      unseen += unseenSpec[k] as number;
    }

    // The situation: what the seat needs, its place in the trick, the seats still to play.
    const trickLen = f.trickLen;
    const lead = trickLen === 0;
    const last = trickLen === P - 1 ? 1 : 0;
    const tricksLeft = Math.max(1, f.phase - f.tricksDone);
    const need = (f.bids[seat] as number) - (f.won[seat] as number);
    const short = need > 0 ? 1 : 0;
    const reached = 1 - short;
    const needFrac = Math.max(-1, Math.min(1, need / tricksLeft));
    const mustAll = need >= tricksLeft ? 1 : 0;
    const later = P - 1 - trickLen;
    // Every seat still to play in this trick holds as many cards as the seat to act.
    const drawn = later * own;
    let laterShort = 0;
    for (let k = 1; k <= later; k++) {
      const s = (seat + k) % P;
      if ((f.bids[s] as number) - (f.won[s] as number) > 0) laterShort++;
    }
    if (later > 0) laterShort /= later;
    const leftFrac = (tricksLeft - 1) / 12;
    // Beaters shared by every element card: specials other than the Tanuki (the Kitsune as Sin).
    const specOverElem =
      (unseenSpec[S_SIN] as number) +
      (unseenSpec[S_DEMON] as number) +
      (unseenSpec[S_SOUL] as number) +
      (unseenSpec[S_KITSUNE] as number);
    const trumpUnseen = trump >= 0 && trump !== SPACE ? popcount(unseenElem[trump] as number) : 0;
    const spaceUnseen = popcount(unseenElem[SPACE] as number);

    const wKind = f.wKind;
    const wElem = f.wElem;
    const wVal = f.wVal;
    const wRank = lead || wKind !== K_ELEMENT ? 0 : (rank[wElem] as number);
    // Read once: the reader's fields are getters.
    const follow0 = f.follow;
    const tanukiLed = f.leadTanuki;
    for (let i = 0; i < n; i++) {
      const m = moves[i] as number;
      const o = i * NF;
      const kind = PLAY_MOVE_KIND[m] as number;
      let wins: boolean;
      let beaters: number;
      let str: number;
      let outHigher = 0;
      let isTrump = 0;
      let isSpace = 0;
      let voids = 0;
      let bonus = 0;
      if (kind === K_ELEMENT) {
        const e = (m / 13) | 0;
        const v = (m % 13) + 1;
        const ra = rank[e] as number;
        if (lead) wins = true;
        else if (wKind !== K_ELEMENT) wins = KIND_BEATS[K_ELEMENT * 5 + wKind] === 1;
        else {
          const follow = follow0 < 0 && tanukiLed ? e : follow0;
          if (ra !== wRank) wins = ra > wRank;
          else if (e !== wElem) wins = ra === 0 && e === follow;
          else wins = v > wVal && (ra > 0 || e === follow);
        }
        const higher = popcount((unseenElem[e] as number) >>> v);
        outHigher = higher / 12;
        // Once it leads the trick: higher cards of its element, the elements above it, specials.
        beaters = specOverElem + higher + (ra === 0 ? trumpUnseen + spaceUnseen : ra === 1 ? spaceUnseen : 0);
        str = (ra + v / 14) / 4;
        isTrump = e === trump && e !== SPACE ? 1 : 0;
        isSpace = e === SPACE ? 1 : 0;
        voids = popcount(hand[base + e] as number) === 1 ? 1 : 0;
      } else {
        wins = lead || KIND_BEATS[kind * 5 + wKind] === 1;
        str = (SPECIAL_STRENGTH[m - 65] as number) / 4;
        if (kind === K_SIN) beaters = unseenSpec[S_SOUL] as number;
        else if (kind === K_DEMON)
          beaters = (unseenSpec[S_SIN] as number) + (unseenSpec[S_KITSUNE] as number);
        else if (kind === K_SOUL) beaters = unseenSpec[S_DEMON] as number;
        // A Tanuki holds only while nothing but Tanukis follow.
        else beaters = unseen - (unseenSpec[S_TANUKI] as number);
        // The bonus cards already in the trick (the trick counters are stale before a lead).
        if (lead) bonus = 0;
        else if (kind === K_SOUL) bonus = 2 * f.sinsInTrick;
        else if (kind === K_DEMON) bonus = 5 * f.soulsInTrick;
      }
      const win = wins ? 1 : 0;
      const holds = wins ? noBeater(beaters, unseen, drawn) : 0;
      const power = kind === K_SIN || kind === K_DEMON || kind === K_SOUL ? 1 : 0;
      const lose = 1 - win;
      out[o] = win;
      out[o + 1] = holds;
      out[o + 2] = str;
      out[o + 3] = outHigher;
      out[o + 4] = isTrump;
      out[o + 5] = isSpace;
      out[o + 6] = kind === K_SIN ? 1 : 0;
      out[o + 7] = kind === K_TANUKI ? 1 : 0;
      out[o + 8] = kind === K_DEMON ? 1 : 0;
      out[o + 9] = kind === K_SOUL ? 1 : 0;
      out[o + 10] = m >= MOVE_KITSUNE_SIN ? 1 : 0;
      out[o + 11] = voids;
      out[o + 12] = win * short;
      out[o + 13] = win * reached;
      out[o + 14] = holds * short;
      out[o + 15] = holds * reached;
      out[o + 16] = win * needFrac;
      out[o + 17] = win * mustAll;
      out[o + 18] = win * laterShort;
      out[o + 19] = power * needFrac;
      out[o + 20] = power * leftFrac;
      out[o + 21] = bonus > 0 ? holds * Math.min(1, bonus / 10) : 0;
      out[o + 22] = str * win * short * last;
      out[o + 23] = str * win * short * (1 - last);
      out[o + 24] = str * lose * short;
      out[o + 25] = str * lose * reached;
      out[o + 26] = str * win * reached;
    }
    return true;
  },
};
