/**
 * Exact endgames (Meister II): when few cards are left, a sampled deal is solved exactly instead
 * of being played out by the rollout policy, as double-dummy solvers do in bridge.
 *
 * Two searches over the fast playout path, both to the adapter's horizon (the round, or the
 * phase) with the adapter's value:
 * - **max^n** (the default): every seat plays the move best for itself, and a position's value
 *   is the vector of every seat's value. This is how the other seats really play: each for its
 *   own prediction or bid, not against the searcher. Ties go to the first move in the fast
 *   path's order, so a solve is reproducible.
 * - **paranoid**: the other seats play to minimise the searcher's value, a two-sided game, so
 *   alpha-beta applies in full. Cheaper, and pessimistic.
 *
 * Both use a transposition table keyed by a hash of the whole state (search/snapshot.ts), probed
 * where the adapter says positions meet again (the start of a trick), and order moves by the
 * table's best move and a history score. The table lives as long as the solver and a key covers
 * the whole state, the playout's random stream included (Abyss draws curses from it inside the
 * horizon), so an entry is never wrong; since every determinization seeds its own stream, entries
 * are in practice reused within one solve and not across deals.
 */
import type { FastPlayout } from '../../engine/game';
import { Snapshots } from './snapshot';

/** What the solver needs of a game beyond its fast path (the adapter's `endgame`). */
export interface EndgameHooks<F> {
  /**
   * The cards still to be played before the horizon when this is a position the solver may
   * search (card play to the end of the round or phase, every hand known to the playout), or −1
   * when it is not (predictions or bids still to come, chance the playout draws from a stream).
   * Other moves on the way (Abyss's jumps and scale moves) are searched but not counted.
   */
  remaining(fast: F): number;
  /** Where the transposition table is probed: positions that several move orders reach (trick starts). */
  boundary(fast: F): boolean;
}

export type SolveMode = 'maxn' | 'paranoid';

export interface SolverParts<F> {
  value(fast: F, seat: number): number;
  done?(fast: F): boolean;
  readonly endgame: EndgameHooks<F>;
}

type SolveFast = Pick<FastPlayout<unknown, never>, 'toAct' | 'legal' | 'play'>;

const MAX_DEPTH = 128;
const MAX_MOVES = 512;
const TT_BITS = 16;
/** Paranoid bounds in the table. */
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

export class EndgameSolver<F extends SolveFast> {
  /** Nodes visited since the solver was made (the bench's nodes per second). */
  nodes = 0;
  private readonly snaps: Snapshots;
  private readonly moves: Int32Array[] = [];
  private readonly vectors: Float64Array[] = [];
  private readonly ttKey: Float64Array;
  private readonly ttValue: Float64Array;
  private readonly ttFlag: Int8Array;
  private readonly ttMove: Int32Array;
  private readonly mask: number;
  private readonly history = new Int32Array(1024);
  private root = 0;

  constructor(
    private readonly fast: F,
    readonly players: number,
    private readonly parts: SolverParts<F>,
    readonly mode: SolveMode = 'maxn',
    ttBits = TT_BITS,
  ) {
    this.snaps = new Snapshots(fast);
    const size = 1 << ttBits;
    this.mask = size - 1;
    this.ttKey = new Float64Array(size).fill(-1);
    this.ttValue = new Float64Array(size * players);
    this.ttFlag = new Int8Array(size);
    this.ttMove = new Int32Array(size).fill(-1);
    for (let d = 0; d <= MAX_DEPTH; d++) {
      this.moves.push(new Int32Array(MAX_MOVES));
      this.vectors.push(new Float64Array(players));
    }
  }

  /**
   * Solves the fast path's current position and leaves it as it was. Max^n writes every seat's
   * value into `out` and returns `seat`'s; paranoid returns `seat`'s value against the others
   * and writes it into `out[seat]` only.
   */
  solve(seat: number, out: Float64Array): number {
    this.snaps.save(MAX_DEPTH);
    if (this.mode === 'maxn') {
      this.maxn(0, out);
    } else {
      this.root = seat;
      out[seat] = this.paranoid(0, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
    }
    this.snaps.restore(MAX_DEPTH);
    return out[seat] as number;
  }

  private leaf(out: Float64Array): boolean {
    const { fast, parts } = this;
    if (fast.toAct() >= 0 && !(parts.done && parts.done(fast))) return false;
    for (let p = 0; p < this.players; p++) out[p] = parts.value(fast, p);
    return true;
  }

  private slotOf(key: number): number {
    return key % (this.mask + 1);
  }

  private maxn(depth: number, out: Float64Array): void {
    this.nodes++;
    const { fast, players } = this;
    if (this.leaf(out)) return;
    if (depth >= MAX_DEPTH) throw new Error('endgame solver: the horizon is deeper than the solver allows');
    let key = -1;
    if (this.parts.endgame.boundary(fast)) {
      key = this.snaps.hash();
      const at = this.slotOf(key);
      if (this.ttKey[at] === key) {
        for (let p = 0; p < players; p++) out[p] = this.ttValue[at * players + p] as number;
        return;
      }
    }
    const seat = fast.toAct();
    const moves = this.moves[depth] as Int32Array;
    const n = fast.legal(moves);
    if (n === 0) {
      // A seat to act with nothing to play ends the line, as it ends a rollout.
      for (let p = 0; p < players; p++) out[p] = this.parts.value(fast, p);
      return;
    }
    const child = this.vectors[depth + 1] as Float64Array;
    if (n === 1) {
      fast.play(moves[0] as number);
      this.maxn(depth + 1, out);
    } else {
      this.snaps.save(depth);
      let best = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < n; i++) {
        if (i > 0) this.snaps.restore(depth);
        fast.play(moves[i] as number);
        this.maxn(depth + 1, child);
        const v = child[seat] as number;
        if (v > best) {
          best = v;
          for (let p = 0; p < players; p++) out[p] = child[p] as number;
        }
      }
    }
    if (key >= 0) {
      const at = this.slotOf(key);
      this.ttKey[at] = key;
      for (let p = 0; p < players; p++) this.ttValue[at * players + p] = out[p] as number;
    }
  }

  private paranoid(depth: number, alpha: number, beta: number): number {
    this.nodes++;
    const { fast, parts } = this;
    if (fast.toAct() < 0 || (parts.done && parts.done(fast))) return parts.value(fast, this.root);
    if (depth >= MAX_DEPTH) throw new Error('endgame solver: the horizon is deeper than the solver allows');
    const seat = fast.toAct();
    const maximise = seat === this.root;
    const alpha0 = alpha;
    const beta0 = beta;
    let key = -1;
    let ttMove = -1;
    if (parts.endgame.boundary(fast)) {
      // The root seat is part of the key: the same position has another value for another seat.
      key = this.snaps.hash() * 8 + this.root;
      const at = this.slotOf(key);
      if (this.ttKey[at] === key) {
        const v = this.ttValue[at * this.players] as number;
        const flag = this.ttFlag[at];
        if (flag === EXACT) return v;
        if (flag === LOWER && v >= beta) return v;
        if (flag === UPPER && v <= alpha) return v;
        ttMove = this.ttMove[at] as number;
      }
    }
    const moves = this.moves[depth] as Int32Array;
    const n = fast.legal(moves);
    if (n === 0) return parts.value(fast, this.root);
    this.order(moves, n, ttMove);
    let best = maximise ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    let bestMove = moves[0] as number;
    if (n > 1) this.snaps.save(depth);
    for (let i = 0; i < n; i++) {
      if (i > 0) this.snaps.restore(depth);
      const m = moves[i] as number;
      fast.play(m);
      const v = this.paranoid(depth + 1, alpha, beta);
      if (maximise ? v > best : v < best) {
        best = v;
        bestMove = m;
      }
      if (maximise) alpha = Math.max(alpha, v);
      else beta = Math.min(beta, v);
      if (alpha >= beta) {
        this.history[m & 1023] = (this.history[m & 1023] as number) + 1;
        break;
      }
    }
    if (key >= 0) {
      const at = this.slotOf(key);
      this.ttKey[at] = key;
      this.ttValue[at * this.players] = best;
      this.ttFlag[at] = best <= alpha0 ? UPPER : best >= beta0 ? LOWER : EXACT;
      this.ttMove[at] = bestMove;
    }
    return best;
  }

  /** The table's best move first, then by history score (insertion sort: n is a hand's size). */
  private order(moves: Int32Array, n: number, first: number): void {
    const h = this.history;
    for (let i = 1; i < n; i++) {
      const m = moves[i] as number;
      const score = m === first ? Number.POSITIVE_INFINITY : (h[m & 1023] as number);
      let j = i - 1;
      while (j >= 0) {
        const o = moves[j] as number;
        const so = o === first ? Number.POSITIVE_INFINITY : (h[o & 1023] as number);
        if (so >= score) break;
        moves[j + 1] = o;
        j--;
      }
      moves[j + 1] = m;
    }
  }
}
