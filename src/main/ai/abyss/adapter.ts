/**
 * SevenSins – Abyss for the searcher. The horizon is the end of the current phase (or the end
 * of the game); the value is the seat's lead over the best other figure, plus a large bonus for
 * reaching the goal (and the same malus when another figure does). Every decision is searched
 * over the legal moves: the card to play (Kitsune as Sin or Tanuki), whether to jump, the scale
 * action, and the card to pass under `passing`.
 *
 * Rollout policy: win the trick when possible (cheaply when last, strongly otherwise), lead the
 * strongest card, duck with the weakest; always jump; put the element the seat is strongest in
 * on top of the scale; pass the weakest card. One move in ten is random.
 * Memory (easy): forgets the cards of every completed trick of the phase but the last one.
 */
import type { AbyssAction, AbyssView } from '../../../shared/games/abyss';
import type { FastPlayout } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { abyssGame, createAbyssFast, type AbyssState } from '../../games/abyss';
import { peek, type FieldKinds } from '../search/peek';
import type { SearchAdapter } from '../search/pimc';

interface AbyssInternals {
  n: number;
  stage: number;
  phase: number;
  pos: Int8Array;
  scale: Int8Array;
  scaleLen: number;
  rank: Int8Array;
  elem: Int32Array;
  spec: Int8Array;
  leader: number;
  trickLen: number;
  moveSeat: number;
  winnerSeat: number;
  kindOf(move: number): number;
  beats(kind: number, el: number, val: number): boolean;
}

export const ABYSS_FIELDS: FieldKinds<AbyssInternals> = {
  n: 'number',
  stage: 'number',
  phase: 'number',
  pos: 'array',
  scale: 'array',
  scaleLen: 'number',
  rank: 'array',
  elem: 'array',
  spec: 'array',
  leader: 'number',
  trickLen: 'number',
  moveSeat: 'number',
  winnerSeat: 'number',
  kindOf: 'function',
  beats: 'function',
};

type Fast = FastPlayout<AbyssState, AbyssAction>;

const S_PASS = 1;
const S_PLAY = 2;
const S_JUMP = 3;
const S_SCALE = 4;
const JUMP_YES = 72;
const SCALE_PASS = 73;
const SCALE_ADD = 74;
const SCALE_SWAP = 79;
const PASS = 89;
const SWAP_I = [0, 0, 0, 0, 1, 1, 1, 2, 2, 3];
const SWAP_J = [1, 2, 3, 4, 2, 3, 4, 3, 4, 4];
/** Strength of a kind when it wins (element: by rank and value). */
const KIND_STRENGTH = [0, 0, 90, 88, 88];

function cardStrength(f: AbyssInternals, move: number): number {
  const kind = f.kindOf(move);
  if (kind !== 0) return KIND_STRENGTH[kind] as number;
  const e = (move / 13) | 0;
  return (f.rank[e] as number) * 14 + (move - e * 13) + 1;
}

function wins(f: AbyssInternals, move: number): boolean {
  const kind = f.kindOf(move);
  const el = kind === 0 ? (move / 13) | 0 : -1;
  return f.beats(kind, el, kind === 0 ? move - el * 13 : 0);
}

/** How much `seat` holds of element `e` (count plus high cards). */
function elementWeight(f: AbyssInternals, seat: number, e: number): number {
  let w = 0;
  for (let m = f.elem[seat * 5 + e] as number; m !== 0; m &= m - 1) {
    const v = 31 - Math.clz32(m & -m);
    w += 1 + v / 13;
  }
  return w;
}

function policy(fast: Fast, moves: Int32Array, n: number, rng: Rng): number {
  const f = peek<AbyssInternals>(fast, ABYSS_FIELDS);
  if (!f || rng.int(10) === 0) return rng.int(n);
  const seat = fast.toAct();
  switch (f.stage) {
    case S_JUMP:
      for (let i = 0; i < n; i++) if (moves[i] === JUMP_YES) return i;
      return 0;
    case S_SCALE: {
      let bestE = 0;
      let bestW = -1;
      for (let e = 0; e < 5; e++) {
        const w = elementWeight(f, seat, e);
        if (w > bestW) {
          bestW = w;
          bestE = e;
        }
      }
      let place = -1;
      for (let i = 0; i < f.scaleLen; i++) if (f.scale[i] === bestE) place = i;
      for (let i = 0; i < n; i++) {
        const m = moves[i] as number;
        if (place < 0 && m === SCALE_ADD + bestE) return i;
        if (place >= 0 && m >= SCALE_SWAP && m < SCALE_SWAP + 10) {
          const p = m - SCALE_SWAP;
          if (SWAP_I[p] === place && SWAP_J[p] === f.scaleLen - 1) return i;
        }
      }
      for (let i = 0; i < n; i++) if (moves[i] === SCALE_PASS) return i;
      return 0;
    }
    case S_PASS: {
      let lo = 0;
      let loS = 1e9;
      for (let i = 0; i < n; i++) {
        const s = cardStrength(f, (moves[i] as number) - PASS);
        if (s < loS) {
          loS = s;
          lo = i;
        }
      }
      return lo;
    }
    case S_PLAY:
      break;
    default:
      return rng.int(n);
  }
  let lo = 0;
  let loS = 1e9;
  let hi = 0;
  let hiS = -1;
  let wLo = -1;
  let wLoS = 1e9;
  let wHi = -1;
  let wHiS = -1;
  const leading = f.trickLen === 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i] as number;
    const s = cardStrength(f, m);
    if (s < loS) {
      loS = s;
      lo = i;
    }
    if (s > hiS) {
      hiS = s;
      hi = i;
    }
    if (!leading && wins(f, m)) {
      if (s < wLoS) {
        wLoS = s;
        wLo = i;
      }
      if (s > wHiS) {
        wHiS = s;
        wHi = i;
      }
    }
  }
  if (leading) return hi;
  if (wLo >= 0) return f.trickLen === f.n - 1 ? wLo : wHi;
  return lo;
}

const start = { phase: 0 };
const posBuf = new Float64Array(8);

/** Easy forgets the cards of completed tricks but the last: they go back among the unseen. */
function forget(state: AbyssState, view: AbyssView, seat: number, rng: Rng): AbyssState {
  if (state.tricks.length < 2 || view.activeCurses.includes('openHands')) return state;
  const forgotten = state.tricks.slice(0, -1).flatMap((t) => t.plays.map((p) => p.card));
  const pool = [...forgotten];
  state.hands.forEach((h, s) => s !== seat && pool.push(...h));
  rng.shuffle(pool);
  let at = 0;
  const hands = state.hands.map((h, s) => (s === seat ? h : pool.slice(at, (at += h.length))));
  return { ...state, hands };
}

export const abyssAdapter: SearchAdapter<AbyssState, AbyssAction, AbyssView> = {
  game: abyssGame,
  createFast: (players) => createAbyssFast(players),
  players: (view) => view.players,
  isBigDecision: (_view, legal) => legal[0]?.type === 'scale' || legal[0]?.type === 'pass',
  forget,
  begin(fast) {
    const f = peek<AbyssInternals>(fast, ABYSS_FIELDS);
    start.phase = f ? f.phase : -1;
  },
  done(fast) {
    const f = peek<AbyssInternals>(fast, ABYSS_FIELDS);
    return f !== null && f.phase !== start.phase;
  },
  value(fast, seat) {
    const f = peek<AbyssInternals>(fast, ABYSS_FIELDS);
    fast.scores(posBuf);
    const n = f ? f.n : 3;
    let best = -1;
    for (let s = 0; s < n; s++) if (s !== seat && (posBuf[s] as number) > best) best = posBuf[s] as number;
    let v = (posBuf[seat] as number) - best;
    if (f && f.winnerSeat >= 0) v += f.winnerSeat === seat ? 20 : -20;
    return v;
  },
  policy,
  maxRolloutMoves: 400,
};
