/**
 * SevenSins – Abyss for the searcher. Every decision is searched over the legal moves: the card
 * to play (Kitsune as Sin or Tanuki), whether to jump, the scale action, and the card to pass
 * under `passing`.
 *
 * Horizon: the end of the current phase, plus the level's `lookahead` whole phases, or the
 * game's end. Curse draws and later deals use a chance stream of their own, so the candidates
 * of one determinization meet the same cards.
 *
 * Value (`abyssLeafValue`): what the arena scores is the own field minus the best other figure's
 * at the end of the game. At a finished game that is the value (plus a small bonus for first
 * place). Before the end the best other figure is not settled yet: the value is the own field
 * minus a soft maximum over the other figures, whose temperature grows with the distance still
 * to race, so early on every rival's progress counts a little and near the goal only the
 * leader's does.
 *
 * Rollout policy (all seats, on the sampled deal): play for the trick with the cheapest card
 * that no later player of the trick can beat, otherwise throw the weakest card (a trick that
 * will be lost anyway should not cost a strong card); lead the cheapest card nobody can beat,
 * else the weakest; always jump; put the element the seat is strongest in on top of the scale;
 * pass the weakest card. One move in ten is random.
 * Memory (easy): forgets the cards of every completed trick of the phase but the last one.
 */
import type { AbyssAction, AbyssView } from '../../../shared/games/abyss';
import type { Rng } from '../../engine/rng';
import {
  ABYSS_KIND,
  ABYSS_MOVE,
  ABYSS_STAGE,
  ABYSS_SWAP_PAIRS,
  abyssGame,
  createAbyssFast,
  type AbyssFast,
  type AbyssFastReader,
  type AbyssState,
} from '../../games/abyss';
import { forgetTricks } from '../search/deal';
import type { SearchAdapter } from '../search/pimc';
import { abyssSampler } from './sampler';

const M = ABYSS_MOVE;
const ELEMENT_CARDS = 65;
/** Strength of a special when it wins (elements: by rank and value, below 90). */
const KIND_STRENGTH = [0, 0, 90, 88, 88];
/** Value bonus for reaching the goal first (the margin itself is counted as well). */
export const ABYSS_WIN_BONUS = 2;

/** Kind, element (-1 for specials) and value index of a play move, packed for the comparisons. */
function kindOf(r: AbyssFastReader, move: number): number {
  return r.kindOf(move);
}

function cardStrength(r: AbyssFastReader, move: number): number {
  const kind = kindOf(r, move);
  if (kind !== ABYSS_KIND.ELEMENT) return KIND_STRENGTH[kind] as number;
  const e = (move / 13) | 0;
  return (r.rank[e] as number) * 14 + (move - e * 13) + 1;
}

/** The element to follow once `move` lies in the trick (approximate for a Tanuki lead). */
function followAfter(r: AbyssFastReader, move: number): number {
  const isElement = move < ELEMENT_CARDS;
  if (r.trickLength === 0 || r.follow < 0) return isElement ? (move / 13) | 0 : -1;
  return r.follow;
}

/**
 * Can `seat` beat `move` (the trick's winner, with `follow` to follow, `lifted` when a special
 * has lifted the duty) with some card it may play? Reads the sampled hands (a rollout's
 * determinization: every hand is known there).
 */
function canBeat(r: AbyssFastReader, seat: number, move: number, follow: number, lifted: boolean): boolean {
  const kb = kindOf(r, move);
  const eb = kb === ABYSS_KIND.ELEMENT ? (move / 13) | 0 : -1;
  const vb = eb >= 0 ? move - eb * 13 : 0;
  const base = seat * 5;
  let from = 0;
  let to = 5;
  if (follow >= 0 && !lifted && (r.elementMasks[base + follow] as number) !== 0) {
    from = follow;
    to = follow + 1;
  }
  for (let e = from; e < to; e++) {
    const mask = r.elementMasks[base + e] as number;
    if (mask === 0) continue;
    // The highest and the lowest value of the element cover both directions (`reversal`).
    const hi = 31 - Math.clz32(mask);
    const lo = 31 - Math.clz32(mask & -mask);
    if (r.outranks(ABYSS_KIND.ELEMENT, e, hi, kb, eb, vb, follow)) return true;
    if (lo !== hi && r.outranks(ABYSS_KIND.ELEMENT, e, lo, kb, eb, vb, follow)) return true;
  }
  for (let k = 0; k < 5; k++) {
    if ((r.specialCounts[base + k] as number) === 0) continue;
    const card = ELEMENT_CARDS + k;
    if (r.outranks(kindOf(r, card), -1, 0, kb, eb, vb, follow)) return true;
  }
  return false;
}

/** Does `move`, laid now by the seat to act, take the trick against the later players' hands? */
function holds(r: AbyssFastReader, move: number): boolean {
  const n = r.players;
  const follow = followAfter(r, move);
  const lifted = r.followLifted || kindOf(r, move) >= ABYSS_KIND.SIN;
  for (let k = r.trickLength + 1; k < n; k++) {
    if (canBeat(r, (r.leader + k) % n, move, follow, lifted)) return false;
  }
  return true;
}

function wins(r: AbyssFastReader, move: number): boolean {
  const kind = kindOf(r, move);
  const el = kind === ABYSS_KIND.ELEMENT ? (move / 13) | 0 : -1;
  return r.beats(kind, el, el >= 0 ? move - el * 13 : 0);
}

/** How much `seat` holds of element `e` (count plus high cards). */
function elementWeight(r: AbyssFastReader, seat: number, e: number): number {
  let w = 0;
  for (let m = r.elementMasks[seat * 5 + e] as number; m !== 0; m &= m - 1) {
    const v = 31 - Math.clz32(m & -m);
    w += 1 + v / 13;
  }
  return w;
}

function scalePolicy(r: AbyssFastReader, seat: number, moves: Int32Array, n: number): number {
  let bestE = 0;
  let bestW = -1;
  for (let e = 0; e < 5; e++) {
    const w = elementWeight(r, seat, e);
    if (w > bestW) {
      bestW = w;
      bestE = e;
    }
  }
  const top = r.scaleLength - 1;
  let place = -1;
  for (let i = 0; i <= top; i++) if (r.scale[i] === bestE) place = i;
  for (let i = 0; i < n; i++) {
    const m = moves[i] as number;
    if (place < 0 && m === M.SCALE_ADD + bestE) return i;
    if (place >= 0 && place < top && m >= M.SCALE_SWAP && m < M.PASS) {
      const pair = ABYSS_SWAP_PAIRS[m - M.SCALE_SWAP] as readonly [number, number];
      if (pair[0] === place && pair[1] === top) return i;
    }
  }
  for (let i = 0; i < n; i++) if (moves[i] === M.SCALE_PASS) return i;
  return 0;
}

function playPolicy(r: AbyssFastReader, moves: Int32Array, n: number): number {
  const leading = r.trickLength === 0;
  let lo = 0;
  let loS = 1e9;
  let safe = -1;
  let safeS = 1e9;
  for (let i = 0; i < n; i++) {
    const m = moves[i] as number;
    const s = cardStrength(r, m);
    if (s < loS) {
      loS = s;
      lo = i;
    }
    if (s < safeS && (leading || wins(r, m)) && holds(r, m)) {
      safeS = s;
      safe = i;
    }
  }
  return safe >= 0 ? safe : lo;
}

function policy(fast: AbyssFast, moves: Int32Array, n: number, rng: Rng): number {
  if (rng.int(10) === 0) return rng.int(n);
  const r = fast.inspect();
  switch (r.stage) {
    case ABYSS_STAGE.PLAY:
      return playPolicy(r, moves, n);
    case ABYSS_STAGE.JUMP:
      for (let i = 0; i < n; i++) if (moves[i] === M.JUMP_YES) return i;
      return 0;
    case ABYSS_STAGE.SCALE:
      return scalePolicy(r, r.mover, moves, n);
    case ABYSS_STAGE.PASS: {
      let lo = 0;
      let loS = 1e9;
      for (let i = 0; i < n; i++) {
        const s = cardStrength(r, (moves[i] as number) - M.PASS);
        if (s < loS) {
          loS = s;
          lo = i;
        }
      }
      return lo;
    }
    default:
      return rng.int(n);
  }
}

/**
 * The value of the position for `seat` (see the module comment): the final margin when the game
 * is over, otherwise the own field minus a soft maximum of the other figures' fields.
 */
export function abyssLeafValue(r: AbyssFastReader, seat: number): number {
  const n = r.players;
  const pos = r.positions;
  const own = pos[seat] as number;
  let best = -1;
  for (let s = 0; s < n; s++) if (s !== seat && (pos[s] as number) > best) best = pos[s] as number;
  if (r.winner >= 0) return own - best + (r.winner === seat ? ABYSS_WIN_BONUS : 0);
  let lead = best > own ? best : own;
  // Temperature: ~0.5 near the goal, ~2.5 at the start.
  const t = 0.5 + Math.max(0, r.goal - lead) / 10;
  let sum = 0;
  for (let s = 0; s < n; s++) if (s !== seat) sum += Math.exp(((pos[s] as number) - best) / t);
  lead = best + t * Math.log(sum);
  return own - lead;
}

const horizon = { end: 0 };

/** Easy forgets the cards of completed tricks but the last: they go back among the unseen. */
function forget(state: AbyssState, view: AbyssView, seat: number, rng: Rng): AbyssState {
  if (state.tricks.length < 2 || view.activeCurses.includes('openHands')) return state;
  const { hands } = forgetTricks(state.hands, state.tricks, (s) => s !== seat, rng);
  return { ...state, hands };
}

export const abyssAdapter: SearchAdapter<AbyssState, AbyssAction, AbyssView, AbyssFast> = {
  game: abyssGame,
  createFast: (players) => createAbyssFast(players),
  players: (view) => view.players,
  sampler: abyssSampler,
  isBigDecision: (_view, legal) => legal[0]?.type === 'scale' || legal[0]?.type === 'pass',
  forget,
  begin(fast, _seat, lookahead) {
    horizon.end = fast.inspect().phase + 1 + lookahead;
  },
  done(fast) {
    return fast.inspect().phase >= horizon.end;
  },
  value(fast, seat) {
    return abyssLeafValue(fast.inspect(), seat);
  },
  policy,
  separateChance: true,
  endgame: {
    // The rest of the phase: its cards (the jumps and scale moves on the way are searched, not
    // counted). A curse a figure draws on the way
    // comes from the playout's chance stream, which the solver saves and restores with the state,
    // so every line it explores meets the same draws. Not past the phase (a lookahead's next deal).
    remaining(fast) {
      const r = fast.inspect();
      if (r.stage === ABYSS_STAGE.PASS || r.stage === ABYSS_STAGE.OVER) return -1;
      if (horizon.end !== r.phase + 1) return -1;
      let cards = 0;
      for (let s = 0; s < r.players; s++) cards += r.handCounts[s] as number;
      return cards;
    },
    boundary: (fast) => {
      const r = fast.inspect();
      return r.stage === ABYSS_STAGE.PLAY && r.trickLength === 0;
    },
  },
  maxRolloutMoves: 1200,
};
