/**
 * Information-set search by determinized sampling (PIMC) over a game's fast playout path.
 *
 * The searcher is given only a seat's view and the legal actions. Each round it draws one
 * determinization with the game's `sample(view, seat, rng)` (optionally blurred by the level's
 * memory model), then evaluates every still-active candidate once on that same deal with the
 * same rollout random stream (common random numbers: the candidates are compared on equal
 * terms). Rollouts use the adapter's cheap heuristic policy, with a little randomness, until
 * the adapter's horizon (a round, or a SevenSins phase). Successive halving drops the weaker
 * half of the candidates as the budget is spent; the best mean wins.
 *
 * Budgets: an iteration count (one rollout = one iteration; reproducible for the arena) and/or
 * a time budget whose deadline is checked between rollouts, returning the best move so far.
 */
import type { BaseAction, FastPlayout, Game } from '../../engine/game';
import { createRng, type Rng } from '../../engine/rng';
import { ReplyTree, type ReplyOptions } from './replies';
import { EndgameSolver, type EndgameHooks, type SolveMode } from './solver';

/** How much thinking one decision may use. */
export interface Budget {
  /** Rollouts in all (reproducible). */
  iterations?: number;
  /** Wall-clock milliseconds; the search stops at this deadline with the best move so far. */
  timeMs?: number;
  /** Never fewer rollouts than this per candidate before a time budget may stop the search. */
  minPerCandidate?: number;
}

/** What the searcher needs from a game beyond the engine contract. All of it sees only views. */
export interface SearchAdapter<S, A extends BaseAction, V, F extends FastPlayout<S, A> = FastPlayout<S, A>> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly game: Game<S, A, V, any, any>;
  /** A fresh fast playout for this many players (cached by the searcher). */
  createFast(players: number): F;
  /** Players at the table, read from the view. */
  players(view: V): number;
  /**
   * A faster equivalent of `game.sample(view, seat, ·)` prepared once per search (the view's
   * constraints worked out once). Default: the game's own `sample`.
   */
  sampler?(view: V, seat: number): (rng: Rng) => S;
  /**
   * Reduces the legal actions to the candidates worth searching (e.g. a few predictions out of
   * hundreds). Default: every legal action.
   */
  candidates?(view: V, legal: readonly A[], seat: number, rng: Rng): A[];
  /**
   * A second look (the Meister's): the candidates around the one the first search chose, to be
   * searched again (e.g. the predictions one seal away from the best one); null when there is
   * nothing around it worth a look.
   */
  refine?(view: V, legal: readonly A[], best: A, seat: number, rng: Rng): A[] | null;
  /**
   * The level's memory model: given a state sampled from the view, returns the state as the bot
   * believes it when it has forgotten what `memory` says (0: forgets played cards; 1: full).
   */
  forget?(state: S, view: V, seat: number, rng: Rng): S;
  /**
   * Marks the start of a rollout (after `load`, before the candidate move): horizon bookkeeping.
   * `lookahead` is the level's extension of the horizon (Abyss: phases beyond the current one).
   */
  begin?(fast: F, seat: number, lookahead: number): void;
  /** True when the rollout has reached the adapter's horizon (default: the fast unit's end). */
  done?(fast: F): boolean;
  /** The rollout's outcome for `seat`, higher is better. */
  value(fast: F, seat: number): number;
  /** Rollout policy: the index of the move to play among `moves[0..n)`. Default: uniform. */
  policy?(fast: F, moves: Int32Array, n: number, rng: Rng): number;
  /**
   * Chance inside the horizon (later deals, curse draws) gets a stream of its own, seeded like
   * the policy's: the candidates of one determinization then meet the same future deals even
   * when their rollouts take different numbers of policy draws (common random numbers).
   */
  readonly separateChance?: boolean;
  /**
   * Inference (the Meister): prepared once per search from the view, a log-likelihood of a sampled
   * state under what the other seats showed (their bids or predictions, read against the hands
   * the state gives them); null when the view shows nothing to infer from. Each determinization's
   * rollouts are then weighted by its likelihood (self-normalised importance weights).
   */
  belief?(view: V, seat: number): ((state: S) => number) | null;
  /** Decisions that shape a whole round (bids, predictions, trump) get a larger budget. */
  isBigDecision?(view: V, legal: readonly A[]): boolean;
  /**
   * Exact endgames (Meister II, search/solver.ts): how many moves are left to the horizon in a
   * position the solver may search, and where its transposition table is probed.
   */
  readonly endgame?: EndgameHooks<F>;
  /** Rollouts stop after this many moves even without reaching the horizon (safety). */
  readonly maxRolloutMoves?: number;
}

export interface SearchInput<V, A extends BaseAction, S = unknown> {
  view: V;
  seat: number;
  legal: readonly A[];
  rng: Rng;
  budget: Budget;
  /** Use the memory model (`forget`) of the adapter. */
  forgetful?: boolean;
  /** Weight the determinizations by the adapter's `belief` (the Meister). */
  inference?: boolean;
  /** Search the plies after each candidate with a tree instead of the rollout policy (the Meister). */
  replies?: ReplyOptions;
  /** The level's horizon extension, passed to `begin` (default 0). */
  lookahead?: number;
  /**
   * Exact endgames (Meister II, search/solver.ts; the adapter needs `endgame`): when at most
   * `cards` are left to the horizon, each sampled deal is solved exactly for every candidate
   * instead of being played out, over at most `deals` deals (a solve costs what hundreds of
   * rollouts do; the deals, not the solves, are then what the estimate lacks).
   */
  endgame?: EndgameOptions;
  /** For tests and the bench: a clock (default performance.now). */
  now?: () => number;
  /** The candidates to search instead of the adapter's (a refining second search). */
  candidates?: readonly A[];
  /**
   * The perfect-information reference only: every determinization is this draw (the true state)
   * instead of the adapter's sampler, and chance inside the horizon comes from `chance()` (a
   * copy of the game's own stream) instead of a seeded stream: it sees the coming draws.
   */
  truth?: { draw: (rng: Rng) => S; chance: () => Rng };
}

export interface EndgameOptions {
  cards: number;
  deals: number;
  mode: SolveMode;
}

export interface SearchStats {
  iterations: number;
  determinizations: number;
  candidates: number;
  elapsedMs: number;
  /** Mean value per candidate (same order as the returned `candidates`). */
  means: number[];
  visits: number[];
  /** Candidates were valued by exact solves of each deal (the endgame), not by rollouts. */
  solved?: boolean;
  /**
   * With inference: the effective sample size of the weighted determinizations, (Σw)² / Σw²
   * (equal to `determinizations` when every weight is the same).
   */
  effectiveDeterminizations?: number;
}

export interface SearchResult<A> {
  action: A;
  candidates: A[];
  stats: SearchStats;
}

/**
 * A determinization's weight from its log-likelihood under the belief. Likelihoods are tempered
 * in the adapters; the floor keeps one odd deal from counting zero.
 */
export function beliefWeight(logLikelihood: number): number {
  return Math.exp(Math.max(-20, logLikelihood));
}

const MAX_MOVES = 512;
const CHANCE_SALT = 0x9e3779b9;

/** One searcher per adapter: it owns the reusable fast playouts and move buffers. */
export class Searcher<S, A extends BaseAction, V, F extends FastPlayout<S, A> = FastPlayout<S, A>> {
  private readonly fasts = new Map<number, F>();
  private readonly solvers = new Map<string, EndgameSolver<F>>();
  private readonly solved = new Float64Array(16);
  private readonly moves = new Int32Array(MAX_MOVES);

  constructor(readonly adapter: SearchAdapter<S, A, V, F>) {}

  fastFor(players: number): F {
    let fast = this.fasts.get(players);
    if (!fast) {
      fast = this.adapter.createFast(players);
      this.fasts.set(players, fast);
    }
    return fast;
  }

  /** The endgame solver over this player count's fast path (its transposition table kept between searches). */
  solverFor(players: number, mode: SolveMode): EndgameSolver<F> {
    const key = `${players}:${mode}`;
    let solver = this.solvers.get(key);
    const hooks = this.adapter.endgame;
    if (!hooks) throw new Error('search: this game has no endgame solver');
    if (!solver) {
      solver = new EndgameSolver(this.fastFor(players), players, { ...this.adapter, endgame: hooks }, mode);
      this.solvers.set(key, solver);
    }
    return solver;
  }

  search(input: SearchInput<V, A, S>): SearchResult<A> {
    const { adapter } = this;
    const { view, seat, rng, budget } = input;
    const now = input.now ?? (() => performance.now());
    const started = now();
    const legal = input.legal;
    if (legal.length === 0) throw new Error('search: no legal action');
    const candidates = input.candidates
      ? [...input.candidates]
      : adapter.candidates
        ? adapter.candidates(view, legal, seat, rng)
        : [...legal];
    const k = candidates.length;
    const stats: SearchStats = {
      iterations: 0,
      determinizations: 0,
      candidates: k,
      elapsedMs: 0,
      means: new Array<number>(k).fill(0),
      visits: new Array<number>(k).fill(0),
    };
    if (k <= 1) {
      stats.elapsedMs = now() - started;
      return { action: candidates[0] ?? (legal[0] as A), candidates, stats };
    }
    const players = adapter.players(view);
    const fast = this.fastFor(players);
    const encoded = candidates.map((a) => fast.encode(a));
    const sum = new Float64Array(k);
    const count = new Int32Array(k);
    // Sum of the determinization weights each candidate was played under (its mean's denominator).
    const weight = new Float64Array(k);
    const belief = input.inference && !input.truth ? (adapter.belief?.(view, seat) ?? null) : null;
    let wSum = 0;
    let wSquares = 0;
    const replies = input.replies;
    const trees = replies
      ? candidates.map(() => new ReplyTree({ ...replies, depth: replies.depth || players }))
      : null;
    let active: number[] = candidates.map((_, i) => i);

    const maxIter = budget.iterations ?? Number.POSITIVE_INFINITY;
    const deadline = budget.timeMs === undefined ? Number.POSITIVE_INFINITY : started + budget.timeMs;
    const minPer = budget.minPerCandidate ?? 0;
    if (maxIter === Number.POSITIVE_INFINITY && deadline === Number.POSITIVE_INFINITY) {
      throw new Error('search: a budget needs iterations or a time limit');
    }
    // Successive halving: after spending these shares of an iteration budget, keep the better half.
    let nextHalving = Number.isFinite(maxIter) ? Math.max(k * 4, Math.floor(maxIter / 3)) : k * 64;
    const maxRollout = adapter.maxRolloutMoves ?? 100_000;
    const lookahead = input.lookahead ?? 0;
    let iterations = 0;
    let timeUp = false;

    const draw = input.truth?.draw ?? this.sampler(view, seat);
    const truthChance = input.truth?.chance;
    const solver = this.endgameSolver(input, draw, fast, players);
    const maxDeals = solver ? (input.endgame as EndgameOptions).deals : Number.POSITIVE_INFINITY;
    if (solver) stats.solved = true;
    while (iterations < maxIter && !timeUp && stats.determinizations < maxDeals) {
      let state = draw(rng);
      if (input.forgetful && adapter.forget) state = adapter.forget(state, view, seat, rng);
      stats.determinizations++;
      const w = belief ? beliefWeight(belief(state)) : 1;
      wSum += w;
      wSquares += w * w;
      const seed = rng.u32();
      for (const c of active) {
        const rr = createRng(seed);
        const chance = truthChance
          ? truthChance()
          : adapter.separateChance
            ? createRng((seed ^ CHANCE_SALT) >>> 0)
            : rr;
        fast.load(state, chance);
        adapter.begin?.(fast, seat, lookahead);
        fast.play(encoded[c] as number);
        if (solver) {
          // The exact value of this deal after the candidate (every seat playing its best).
          sum[c] += w * solver.solve(seat, this.solved);
          weight[c] += w;
          count[c]++;
          iterations++;
          continue;
        }
        const tree = trees?.[c];
        if (tree) tree.descend(fast, this.moves, adapter.done, adapter.policy, rr);
        this.rollout(fast, rr, maxRollout);
        sum[c] += w * adapter.value(fast, seat);
        if (tree) tree.backup(fast, this.valueOf);
        weight[c] += w;
        count[c]++;
        iterations++;
        if (iterations >= maxIter) break;
      }
      // The deadline is checked once per determinization (at most a few dozen rollouts).
      if (now() >= deadline) {
        let least = Number.POSITIVE_INFINITY;
        for (const c of active) least = Math.min(least, count[c] as number);
        if (least >= minPer) timeUp = true;
      }
      if (!solver && iterations >= nextHalving && active.length > 2) {
        active = [...active]
          .sort(
            (a, b) => (sum[b] as number) / (weight[b] as number) - (sum[a] as number) / (weight[a] as number),
          )
          .slice(0, Math.max(2, Math.ceil(active.length / 2)));
        nextHalving = Number.isFinite(maxIter)
          ? iterations + Math.max(k * 2, Math.floor((maxIter - iterations) / 2))
          : iterations * 2;
      }
    }

    let best = active[0] as number;
    const meanOf = (c: number): number =>
      (weight[c] as number) > 0 ? (sum[c] as number) / (weight[c] as number) : 0;
    for (const c of active) if (meanOf(c) > meanOf(best) + 1e-12) best = c;
    for (let i = 0; i < k; i++) {
      stats.visits[i] = count[i] as number;
      stats.means[i] = meanOf(i);
    }
    if (belief) stats.effectiveDeterminizations = wSquares > 0 ? (wSum * wSum) / wSquares : 0;
    stats.iterations = iterations;
    stats.elapsedMs = now() - started;
    return { action: candidates[best] as A, candidates, stats };
  }

  /**
   * The solver when this decision is an endgame to solve: the level asks for it, the game has
   * one, and the position (a sampled deal: the count of cards left is the view's) has at most
   * the level's cards left. Null otherwise.
   */
  private endgameSolver(
    input: SearchInput<V, A, S>,
    draw: (rng: Rng) => S,
    fast: F,
    players: number,
  ): EndgameSolver<F> | null {
    const options = input.endgame;
    const hooks = this.adapter.endgame;
    if (!options || !hooks || options.cards <= 0) return null;
    // Any deal will do: the count of cards left is public. A fixed stream keeps `input.rng` as it was.
    fast.load(draw(createRng(1)), createRng(1));
    this.adapter.begin?.(fast, input.seat, input.lookahead ?? 0);
    const left = hooks.remaining(fast);
    if (left < 0 || left > options.cards) return null;
    return this.solverFor(players, options.mode);
  }

  /** A draw of a full state consistent with `view` (the adapter's sampler, prepared once per view). */
  sampler(view: V, seat: number): (rng: Rng) => S {
    const { adapter } = this;
    return adapter.sampler ? adapter.sampler(view, seat) : (r: Rng): S => adapter.game.sample(view, seat, r);
  }

  /**
   * One rollout exactly as `search` runs it: `move` (encoded) played on `state` for `seat`, then
   * the rollout policy to the horizon, with the rollout and chance streams seeded by `seed`
   * (the same seed for every candidate of a determinization: common random numbers). Returns
   * the adapter's value for `seat`. The post-game analysis evaluates candidates with it; with a
   * `tree` the plies after `move` are the tree's searched replies (as the Meister plays them); with
   * `endgame`, a position with that few cards left is solved exactly instead (as Meister II does).
   */
  playout(
    state: S,
    players: number,
    seed: number,
    move: number,
    seat: number,
    lookahead = 0,
    tree?: ReplyTree,
    endgame?: EndgameOptions,
  ): number {
    const { adapter } = this;
    const fast = this.fastFor(players);
    const rr = createRng(seed);
    fast.load(state, adapter.separateChance ? createRng((seed ^ CHANCE_SALT) >>> 0) : rr);
    adapter.begin?.(fast, seat, lookahead);
    // An endgame (Meister II): the deal's exact value after the move instead of a playout.
    const left = endgame && adapter.endgame ? adapter.endgame.remaining(fast) : -1;
    if (endgame && left >= 0 && left <= endgame.cards) {
      fast.play(move);
      return this.solverFor(players, endgame.mode).solve(seat, this.solved);
    }
    fast.play(move);
    if (tree) tree.descend(fast, this.moves, adapter.done, adapter.policy, rr);
    this.rollout(fast, rr, adapter.maxRolloutMoves ?? 100_000);
    if (tree) tree.backup(fast, this.valueOf);
    return adapter.value(fast, seat);
  }

  /** Any seat's value, as the reply tree credits it (made once: nothing allocated per rollout). */
  private readonly valueOf = (fast: F, seat: number): number => this.adapter.value(fast, seat);

  private rollout(fast: F, rng: Rng, maxMoves: number): void {
    const { adapter } = this;
    const moves = this.moves;
    const policy = adapter.policy;
    const done = adapter.done;
    for (let step = 0; step < maxMoves; step++) {
      if (fast.toAct() < 0) return;
      if (done && done(fast)) return;
      const n = fast.legal(moves);
      if (n === 0) return;
      const i = n === 1 ? 0 : policy ? policy(fast, moves, n, rng) : rng.int(n);
      fast.play(moves[i] as number);
    }
  }
}
