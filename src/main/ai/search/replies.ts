/**
 * Searched replies (the Meister): after a root candidate, the next plies are chosen by a tree
 * search instead of the heuristic rollout policy.
 *
 * Flat PIMC judges a candidate by heuristic rollouts: every later move, the other seats' replies
 * and the own next moves alike, is the policy's. Its judgement is then only as good as that
 * policy, and more rollouts only measure the policy's verdict more exactly (docs/ai.md: ten times
 * hard's rollouts bought nothing). Here each root candidate grows a tree over the moves that
 * follow it, shared by all determinizations (single-observer information-set MCTS): at a node the
 * seat to act picks among the moves legal in this determinization by UCB1 over its own value
 * (availability counts, as moves are legal in some deals and not in others), an unseen move is
 * added and the heuristic rollout takes over from there. With more rollouts the tree grows, so the
 * replies near the root (the rest of the trick and the next) become searched best replies and the
 * candidate's value stops depending on the policy there.
 */
import type { FastPlayout } from '../../engine/game';
import type { Rng } from '../../engine/rng';

export interface ReplyOptions {
  /** Plies below the root candidate that the tree may grow to (0: the seats' count). */
  depth: number;
  /** UCB1 exploration constant, in units of the value range seen so far. */
  exploration: number;
}

/** What the tree needs of a fast playout. */
type TreeFast = Pick<FastPlayout<unknown, never>, 'toAct' | 'legal' | 'play'>;

class ReplyNode {
  readonly children = new Map<number, ReplyNode>();
  visits = 0;
  /** Sum of the values of the seat that chose the move into this node. */
  sum = 0;
  /** How often this node's move was legal when its parent was visited. */
  available = 0;
  /** How often the search went on from this node (what its widening counts). */
  descents = 0;
}

/** One tree per root candidate; `path` is reused between iterations (nothing allocated per step). */
export class ReplyTree {
  private readonly root = new ReplyNode();
  private readonly pathNodes: ReplyNode[] = [];
  private readonly pathSeats: number[] = [];
  private low = Number.POSITIVE_INFINITY;
  private high = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: ReplyOptions) {}

  /**
   * Plays the tree's moves from the position after the root candidate, until it adds one node, the
   * unit ends, `done` says the horizon is reached, or the depth limit. The rollout continues after.
   *
   * A node starts as the rollout policy would play (its move is the first child) and widens
   * slowly: it may hold ⌊√visits⌋ children (at least one), so a reply is searched only where it has
   * been visited often enough to tell its moves apart; until then the policy's judgement stands.
   * An untried move beyond the policy's is a random one among the legal moves not yet in the tree.
   */
  descend<F extends TreeFast>(
    fast: F,
    moves: Int32Array,
    done: ((fast: F) => boolean) | undefined,
    policy: ((fast: F, moves: Int32Array, n: number, rng: Rng) => number) | undefined,
    rng: Rng,
  ): void {
    this.pathNodes.length = 0;
    this.pathSeats.length = 0;
    let node = this.root;
    const range = this.high > this.low ? this.high - this.low : 1;
    const c = this.options.exploration * range;
    for (let ply = 0; ply < this.options.depth; ply++) {
      const seat = fast.toAct();
      if (seat < 0 || (done && done(fast))) return;
      const n = fast.legal(moves);
      if (n === 0) return;
      let tried = 0;
      for (let i = 0; i < n; i++) if (node.children.has(moves[i] as number)) tried++;
      const room = node.children.size < Math.max(1, Math.floor(Math.sqrt(node.descents)));
      if (tried < n && (room || tried === 0)) {
        // Expand: the policy's move when it is new here, else a random untried one.
        let move = moves[n === 1 ? 0 : policy ? policy(fast, moves, n, rng) : rng.int(n)] as number;
        if (node.children.has(move)) {
          let k = rng.int(n - tried);
          for (let i = 0; i < n; i++) {
            const m = moves[i] as number;
            if (node.children.has(m)) continue;
            if (k-- === 0) {
              move = m;
              break;
            }
          }
        }
        const child = new ReplyNode();
        node.children.set(move, child);
        for (let i = 0; i < n; i++) {
          const other = node.children.get(moves[i] as number);
          if (other) other.available++;
        }
        node.descents++;
        fast.play(move);
        this.pathNodes.push(child);
        this.pathSeats.push(seat);
        return;
      }
      // UCB1 among the children legal in this deal (availability counts).
      let best = -Infinity;
      let move = -1;
      let chosen: ReplyNode | null = null;
      for (let i = 0; i < n; i++) {
        const m = moves[i] as number;
        const child = node.children.get(m);
        if (!child) continue;
        child.available++;
        const score =
          child.visits === 0
            ? Infinity
            : child.sum / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
        if (score > best) {
          best = score;
          move = m;
          chosen = child;
        }
      }
      if (!chosen) return;
      node.descents++;
      fast.play(move);
      this.pathNodes.push(chosen);
      this.pathSeats.push(seat);
      node = chosen;
    }
  }

  /** Credits the rollout's outcome to the moves played in the tree, each for the seat that chose it. */
  backup<F>(fast: F, value: (fast: F, seat: number) => number): void {
    for (let i = 0; i < this.pathNodes.length; i++) {
      const node = this.pathNodes[i] as ReplyNode;
      const v = value(fast, this.pathSeats[i] as number);
      node.visits++;
      node.sum += v;
      if (v < this.low) this.low = v;
      if (v > this.high) this.high = v;
    }
  }

  /** Nodes in the tree (tests, the bench). */
  size(): number {
    let count = 0;
    const walk = (n: ReplyNode): void => {
      for (const child of n.children.values()) {
        count++;
        walk(child);
      }
    };
    walk(this.root);
    return count;
  }
}
