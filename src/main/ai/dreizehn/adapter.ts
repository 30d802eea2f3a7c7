/**
 * 13 for the searcher: one round is the horizon, the value is minus the seat's round score.
 * Every decision is "which card onto which target", so taking a small pile on purpose to win a
 * colour majority is simply a candidate whose rollouts score better.
 *
 * Rollout policy: keep targets at or under 13 with the biggest card that fits, put Fiese
 * Vieren where the total ends high, and when every move overflows take the cheapest pile; one
 * move in ten is random.
 * Memory (easy): the bot forgets which cards were played before the last few plays of the
 * round, so it believes any of them might still be in another hand or the pile.
 */
import {
  DREIZEHN_LIMIT,
  type DreizehnAction,
  type DreizehnCard,
  type DreizehnView,
} from '../../../shared/games/dreizehn';
import type { Rng } from '../../engine/rng';
import {
  createDreizehnFast,
  dreizehnGame,
  type DreizehnFast,
  type DreizehnState,
} from '../../games/dreizehn';
import { KIND_CATEGORY, KIND_VALUE } from '../../games/dreizehn/cards';
import type { SearchAdapter } from '../search/pimc';

const VALUE = Int8Array.from(KIND_VALUE);
const CATEGORY = Int8Array.from(KIND_CATEGORY);
const F4 = 3;
const LIMIT = DREIZEHN_LIMIT;
/** Plays the easy bot still remembers exactly (the most recent ones). */
export const DREIZEHN_EASY_MEMORY = 6;

type Fast = DreizehnFast;

const scoreBuf = new Float64Array(6);

function policy(fast: Fast, moves: Int32Array, n: number, rng: Rng): number {
  if (rng.int(10) === 0) return rng.int(n);
  const f = fast.inspect();
  let best = 0;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const m = moves[i] as number;
    const kind = (m / 3) | 0;
    const t = m - kind * 3;
    const v = VALUE[kind] as number;
    const total = (f.total[t] as number) + v;
    let cost: number;
    if (total > LIMIT) {
      const b = t * 4;
      cost =
        1 +
        (f.onTarget[b] as number) +
        (f.onTarget[b + 1] as number) +
        (f.onTarget[b + 2] as number) +
        2 * (f.onTarget[b + 3] as number);
    } else if (CATEGORY[kind] === F4) {
      cost = 0.6 - (0.8 * total) / LIMIT;
    } else {
      cost = -0.08 * v;
    }
    cost += rng.float() * 0.05;
    if (cost < bestCost) {
      bestCost = cost;
      best = i;
    }
  }
  return best;
}

/** Moves the forgotten played cards back among the hidden ones (other hands and the pile). */
function forget(state: DreizehnState, view: DreizehnView, seat: number, rng: Rng): DreizehnState {
  if (state.phase !== 'play') return state;
  const forgotten = view.log.slice(0, Math.max(0, view.log.length - DREIZEHN_EASY_MEMORY)).map((p) => p.card);
  if (forgotten.length === 0) return state;
  // The belief: the hidden places hold random cards from (hidden ∪ forgotten); which ones were
  // really played long ago is no longer known.
  const pool: DreizehnCard[] = [...state.drawPile, ...forgotten];
  state.hands.forEach((h, s) => s !== seat && pool.push(...h));
  rng.shuffle(pool);
  let at = 0;
  const hands = state.hands.map((h, s) => (s === seat ? [...h] : pool.slice(at, (at += h.length))));
  const drawPile = pool.slice(at, at + state.drawPile.length);
  return { ...state, hands, drawPile };
}

export const dreizehnAdapter: SearchAdapter<DreizehnState, DreizehnAction, DreizehnView, DreizehnFast> = {
  game: dreizehnGame,
  createFast: () => createDreizehnFast(),
  players: (view) => view.players,
  forget,
  value(fast, seat) {
    fast.scores(scoreBuf);
    return -(scoreBuf[seat] as number);
  },
  policy,
  // The draw pile is part of the state, so the rest of a round has no chance in it: every card
  // left is a move. Any position can recur by other orders (targets are totals), so every node
  // is probed.
  endgame: {
    remaining: (fast) => (fast.toAct() < 0 ? 0 : fast.inspect().cardsLeft),
    boundary: () => true,
  },
  maxRolloutMoves: 200,
};
