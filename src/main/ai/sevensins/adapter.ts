/**
 * SevenSins for the searcher. The horizon is the end of the current phase and the value is the
 * seat's points for that phase, so every decision aims at the exact bid: the bid itself (every
 * legal bid is a candidate; the last-bidder rule is already in the legal list), the dealer's
 * trump choice, Kitsune as Sin or Tanuki (two candidates), and card play that takes or ducks.
 * Phase 1 is blind: the sampled deals fill in the own card, so the bid is searched like any other.
 *
 * Rollout policy (all seats): trump = the element held most; bid = the rounded sum of rough
 * per-card trick chances; play = while the seat still needs tricks, win (cheaply when last,
 * strongly otherwise) or lead its strongest card; once it has enough, duck with the strongest
 * losing card or lead its weakest. One move in ten is random.
 * Memory (easy): forgets the cards of every completed trick but the last one.
 */
import type { SevenSinsAction, SevenSinsView } from '../../../shared/games/sevensins';
import type { Rng } from '../../engine/rng';
import {
  sevensinsFastPlayout,
  sevensinsGame,
  type SevenSinsFast,
  type SevenSinsFastReader,
  type SevenSinsState,
} from '../../games/sevensins';
import { SEVENSINS_FAST_CODES } from '../../games/sevensins/fast';
import { Extremes } from '../common/extremes';
import { cardsPlayedBy, forgetTricks } from '../search/deal';
import type { SearchAdapter } from '../search/pimc';
import { trickChance } from '../sevensins-rules';
import { sevensinsSampler } from './sampler';

type Fast = SevenSinsFast;

// Module constants of our own (see SEVENSINS_FAST_CODES: V8 folds these in the rollout policy).
const { K_ELEMENT, SPACE, ST_TRUMP, ST_BID, ST_PLAY, MOVE_BID, MOVE_TRUMP, KIND_BEATS, PLAY_MOVE_KIND } =
  SEVENSINS_FAST_CODES;

/** Strength of each play move 65..70 (Sin, Tanuki, Demon, Soul, Kitsune as Sin, Kitsune as Tanuki). */
const SPECIAL_STRENGTH = [3.8, 0, 3.5, 3.5, 3.7, 0.01];
/** Per special (Sin, Tanuki, Demon, Soul, Kitsune) the chance to take a trick, at 4 players. */
const SPECIAL_CHANCE = [0.8, 0, 0.55, 0.55, 0.6];

function strength(f: SevenSinsFastReader, m: number): number {
  if (m >= 65) return SPECIAL_STRENGTH[m - 65] as number;
  const e = (m / 13) | 0;
  return (f.rank[e] as number) + ((m % 13) + 1) / 14;
}

function wins(f: SevenSinsFastReader, m: number): boolean {
  const wKind = f.wKind;
  if (m >= 65) return KIND_BEATS[(PLAY_MOVE_KIND[m] as number) * 5 + wKind] === 1;
  if (wKind !== K_ELEMENT) return KIND_BEATS[K_ELEMENT * 5 + wKind] === 1;
  const e = (m / 13) | 0;
  const v = (m % 13) + 1;
  const ra = f.rank[e] as number;
  const rb = f.rank[f.wElem] as number;
  if (ra !== rb) return ra > rb;
  const follow = f.follow < 0 && f.leadTanuki ? e : f.follow;
  if (e !== f.wElem) return ra === 0 && e === follow;
  return v > f.wVal && (ra > 0 || e === follow);
}

function expectedTricks(f: SevenSinsFastReader, seat: number): number {
  const crowd = 4 / f.P;
  const sq = Math.sqrt(crowd);
  let sum = 0;
  for (let k = 0; k < 5; k++)
    sum += (f.spec[seat * 5 + k] as number) * Math.min(0.95, (SPECIAL_CHANCE[k] as number) * sq);
  for (let e = 0; e < 5; e++) {
    let mask = f.hand[seat * 5 + e] as number;
    while (mask !== 0) {
      const low = mask & -mask;
      mask ^= low;
      const v = 32 - Math.clz32(low);
      if (e === SPACE && f.trump !== SPACE) sum += Math.min(0.95, Math.max(0, (v - 4) / 9) * 0.75 * crowd);
      else if (e === f.trump) sum += Math.min(0.95, Math.max(0, (v - 5) / 8) * 0.6 * crowd);
      else if (v >= 12 && f.phase <= 4) sum += 0.25 * crowd;
    }
  }
  return sum * 1.15;
}

/** The card-play move groups by strength (reset per decision: nothing allocates in a rollout). */
const all = new Extremes();
const winners = new Extremes();
const losers = new Extremes();

function policy(fast: Fast, moves: Int32Array, n: number, rng: Rng): number {
  if (rng.int(10) === 0) return rng.int(n);
  const f = fast.inspect();
  const seat = f.turn;
  if (f.stage === ST_TRUMP) {
    let best = 0;
    let bestScore = -1;
    for (let i = 0; i < n; i++) {
      const e = (moves[i] as number) - MOVE_TRUMP;
      if (e === SPACE) continue;
      const mask = f.hand[seat * 5 + e] as number;
      let score = 0;
      for (let m = mask; m !== 0; m &= m - 1) score += 1;
      score += (32 - Math.clz32(mask)) / 14;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best;
  }
  if (f.stage === ST_BID) {
    const want = Math.round(expectedTricks(f, seat) + (rng.float() - 0.5) * 0.6);
    let best = 0;
    let bestD = 1e9;
    for (let i = 0; i < n; i++) {
      const d = Math.abs((moves[i] as number) - MOVE_BID - want);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
    return best;
  }
  if (f.stage !== ST_PLAY) return rng.int(n);
  const need = (f.bids[seat] as number) - (f.won[seat] as number);
  if (f.trickLen === 0) {
    all.reset();
    for (let i = 0; i < n; i++) all.add(i, strength(f, moves[i] as number));
    return need > 0 ? all.hi : all.lo;
  }
  // Cheapest and strongest winner, weakest and strongest loser.
  winners.reset();
  losers.reset();
  for (let i = 0; i < n; i++) {
    const m = moves[i] as number;
    (wins(f, m) ? winners : losers).add(i, strength(f, m));
  }
  if (need > 0) {
    if (winners.lo >= 0) return f.trickLen === f.P - 1 ? winners.lo : winners.hi;
    return losers.lo;
  }
  if (losers.hi >= 0) return losers.hi;
  return winners.lo;
}

/** Where the rollout began: its phase and every seat's total then (the Meister values each seat). */
const start = { phase: 0, totals: new Float64Array(8) };
const totalsBuf = new Float64Array(8);

/** Easy forgets the cards of completed tricks but the last: they go back among the unseen. */
function forget(state: SevenSinsState, view: SevenSinsView, seat: number, rng: Rng): SevenSinsState {
  if (state.tricks.length < 2 || view.blind) return state;
  const hidden = state.hands.map((h, s) => s !== seat && view.hands[s] === null && h.length > 0);
  const { hands, rest } = forgetTricks(
    state.hands,
    state.tricks,
    (s) => hidden[s] === true,
    rng,
    state.undealt,
  );
  return { ...state, hands, undealt: rest.slice(0, state.undealt.length) };
}

/**
 * Inference (the Meister): a bid says what a hand holds. A seat's hand at its bid is the hand the
 * sampled state gives it plus the cards it played this phase; the rules bot's expected tricks of
 * that hand (its per-card chances, leaning 15% higher as it bids) should be near the bid.
 * Calibrated on hard bots' own bids (96 bids in phases 2–5, this machine, 2026-11-26): bid −
 * that figure had mean +0.08 and spread 0.47. The log-likelihood is a Gaussian with σ = 1 trick,
 * tempered above that spread (other opponents bid less exactly). Phase 1 is blind: a bid there
 * shows the other hands, which the viewer sees anyway.
 */
const BID_SIGMA2 = 2 * 1.0 * 1.0;
function belief(view: SevenSinsView, seat: number): ((state: SevenSinsState) => number) | null {
  if (view.phase <= 1 || view.hand === null) return null;
  const bidders = view.bids.flatMap((b, s) => (b !== null && s !== seat ? [{ seat: s, bid: b }] : []));
  if (bidders.length === 0) return null;
  const playedBy = cardsPlayedBy(view.players, view.tricks, view.trick);
  const chance = (card: string): number => trickChance(card, view.trump, view.players, view.phase);
  return (state) => {
    let log = 0;
    for (const { seat: s, bid } of bidders) {
      let expected = 0;
      for (const c of state.hands[s] ?? []) expected += chance(c);
      for (const c of playedBy[s] ?? []) expected += chance(c);
      const d = bid - expected * 1.15;
      log -= (d * d) / BID_SIGMA2;
    }
    return log;
  };
}

export const sevensinsAdapter: SearchAdapter<SevenSinsState, SevenSinsAction, SevenSinsView, SevenSinsFast> =
  {
    game: sevensinsGame,
    createFast: () => sevensinsFastPlayout(),
    players: (view) => view.players,
    isBigDecision: (_view, legal) => legal[0]?.type === 'bid' || legal[0]?.type === 'trump',
    sampler: sevensinsSampler,
    forget,
    belief,
    begin(fast) {
      fast.scores(start.totals);
      start.phase = fast.inspect().phase;
    },
    done(fast) {
      return fast.inspect().phase !== start.phase;
    },
    value(fast, seat) {
      fast.scores(totalsBuf);
      return (totalsBuf[seat] as number) - (start.totals[seat] as number);
    },
    policy,
    endgame: {
      // The rest of the phase's tricks: no chance in them (the next deal is past the horizon).
      remaining(fast) {
        const f = fast.inspect();
        if (f.stage !== ST_PLAY) return -1;
        let cards = 0;
        for (let i = 0; i < f.P * 5; i++) {
          let m = f.hand[i] as number;
          for (; m !== 0; m &= m - 1) cards++;
          cards += f.spec[i] as number;
        }
        return cards;
      },
      boundary: (fast) => fast.inspect().trickLen === 0,
    },
    maxRolloutMoves: 2000,
  };
