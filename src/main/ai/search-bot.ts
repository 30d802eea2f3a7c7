/**
 * The searching bots (easy, normal, hard): the same information-set search with different
 * budgets and memory. None of them ever receives more than its seat's view and the legal
 * actions; the unseen cards come from the game's `sample`.
 *
 * - easy: a small budget, and it forgets played cards (its belief puts cards played earlier in
 *   the round back among the unseen ones).
 * - normal: a medium budget, full memory.
 * - hard: a large budget, full memory.
 *
 * Budgets are iteration counts (reproducible: the arena and self-play) or wall-clock times
 * (the app's worker pool), with a hard deadline that returns the best move so far. Decisions
 * that shape a whole round (bids, predictions, trump) get a larger share.
 */
import type { GameId } from '../../shared/types';
import type { BaseAction } from '../engine/game';
import type { Bot, BotContext } from './bot';
import { adapterFor, type AnyAdapter } from './adapters';
import { withLearnedPolicy } from './learn/adapter';
import { Searcher, type Budget, type EndgameOptions, type SearchResult } from './search/pimc';
import type { ReplyOptions } from './search/replies';

/**
 * `meister1` is the Meister before Meister II (inference, replies and its own rollouts, no exact
 * endgames, no learned policy): an arena-only reference, as `open` is, never offered at a table.
 */
export const SEARCH_LEVELS = ['easy', 'normal', 'hard', 'meister', 'meister1'] as const;
export type SearchLevel = (typeof SEARCH_LEVELS)[number];

export interface LevelConfig {
  /** Rollouts per ordinary decision (iteration mode). */
  iterations: number;
  /** Milliseconds per ordinary decision (time mode). */
  timeMs: number;
  /** Multiplier for decisions that shape a round (bids, predictions, trump, the saboteur). */
  bigDecision: number;
  /** Forgets played cards. */
  forgetful: boolean;
  /**
   * How far beyond the game's usual horizon the rollouts look (Abyss: whole phases after the
   * current one). 0 everywhere: a one-phase lookahead for hard measured no better in Abyss
   * (docs/ai.md), and it costs rollouts in the app's time budget.
   */
  lookahead: number;
  /**
   * Inference (the Meister): the sampled deals are weighted by how well they explain what the
   * other seats showed, their bids and predictions (the adapter's `belief`).
   */
  inference: boolean;
  /** Searched replies after each candidate (the Meister; search/replies.ts), or null. */
  replies: ReplyOptions | null;
  /**
   * A decision that shapes a round is searched twice (the Meister): half the budget over the
   * usual candidates, half over those around the best of them (the adapter's `refine`), so a
   * prediction can move further from the rules bot's estimate than one seal.
   */
  refine: boolean;
  /**
   * Whose rollout policy: the game's standard one, or the Meister's where the game has its own
   * (Siegel: the seats predicting in a rollout split their seals by colour as a player would).
   */
  rollouts: 'standard' | 'meister';
  /** Exact endgames (Meister II): the solver takes over with this many cards left, or null. */
  endgame: EndgameOptions | null;
  /**
   * The rollouts' card play: the game's hand-written policy, or the one learned from the
   * Meister's own decisions (Meister II; learn/, weights in resources/policy).
   */
  policy: 'heuristic' | 'learned';
}

/**
 * The Meister's searched replies: one round of the table after each candidate (depth 0: as many
 * plies as seats), UCB1 exploring in a third of the value range seen.
 */
const MEISTER_REPLIES: ReplyOptions = { depth: 0, exploration: 0.35 };

/**
 * The plain search easy, normal and hard share (they differ only in budget, and easy in its
 * memory): no inference, no searched replies, no refinement, standard rollouts.
 */
const PLAIN: Omit<LevelConfig, 'iterations' | 'timeMs' | 'bigDecision'> = {
  forgetful: false,
  lookahead: 0,
  inference: false,
  replies: null,
  refine: false,
  rollouts: 'standard',
  endgame: null,
  policy: 'heuristic',
};

/** Today's Meister before Meister II (the arena's `meister1`). */
const MEISTER_I: LevelConfig = {
  iterations: 4000,
  timeMs: 450,
  bigDecision: 4,
  forgetful: false,
  lookahead: 0,
  inference: true,
  replies: MEISTER_REPLIES,
  refine: true,
  rollouts: 'meister',
  endgame: null,
  policy: 'heuristic',
};

/**
 * Meister II's endgame: with at most the game's ENDGAME_CARDS left (`cards` is set per game by
 * `levelConfig`), 48 sampled deals each solved exactly for every candidate, max^n (every seat
 * for itself).
 */
const MEISTER_ENDGAME: EndgameOptions = { cards: 0, deals: 48, mode: 'maxn' };

export const LEVEL_CONFIG: Readonly<Record<SearchLevel, LevelConfig>> = {
  easy: { ...PLAIN, iterations: 60, timeMs: 10, bigDecision: 2, forgetful: true },
  normal: { ...PLAIN, iterations: 400, timeMs: 40, bigDecision: 3 },
  hard: { ...PLAIN, iterations: 4000, timeMs: 120, bigDecision: 4 },
  // Hard's rollouts (the gain is the design's, not the budget's), at the table too; the time a
  // player grants a master (0.45 s a card, 1.8 s a bid or prediction) is its cap on a slow machine.
  meister: { ...MEISTER_I, endgame: MEISTER_ENDGAME, policy: 'learned' },
  meister1: MEISTER_I,
};

/**
 * The most cards left at which a decision is solved exactly: where a solve's p95 stays near 5 ms
 * on this machine (`npm run bench:solver`, 4 players), so a decision of a few candidates over 48
 * deals stays well under a second. Siegel: three tricks; 13: two plays each; SevenSins and Abyss
 * (no cheaper per node, but more candidates per trick): a bit over two tricks.
 */
export const ENDGAME_CARDS: Readonly<Record<GameId, number>> = {
  siegel: 12,
  dreizehn: 8,
  sevensins: 10,
  abyss: 9,
};

/**
 * Where a game departs from `LEVEL_CONFIG`, so that each level is measurably stronger than the
 * one below (docs/ai.md), and where a level's design measured no better than the one it replaces.
 * Abyss: five-card phases offer few candidates and normal at 400
 * rollouts played like hard (−0.04 fields over 232 deals); its easy and normal get 15 and 60.
 * Siegel: hard beat normal at 400 by a hair (+0.06 over 58 deals this session); normal at 150
 * keeps a clear step to hard and still beats easy by +0.78 penalty points a round.
 * SevenSins and Abyss: Meister II's learned rollouts and exact endgames measured no better than
 * meister1 at full budget (SevenSins −0.48 (−1.06 … +0.10) over 60 five-phase games, Abyss +0.10
 * (−0.16 … +0.36) over 214 games; docs/ai.md, sessions 8 and 9), so their Meister stays meister1
 * until a change earns its place.
 */
export const GAME_LEVEL_CONFIG: Readonly<
  Partial<Record<GameId, Partial<Record<SearchLevel, Partial<LevelConfig>>>>>
> = {
  abyss: {
    easy: { iterations: 15 },
    normal: { iterations: 60 },
    meister: MEISTER_I,
  },
  siegel: {
    normal: { iterations: 150 },
  },
  sevensins: {
    meister: MEISTER_I,
  },
};

/** A level's configuration in one game. */
export function levelConfig(game: GameId, level: SearchLevel): LevelConfig {
  const config = { ...LEVEL_CONFIG[level], ...GAME_LEVEL_CONFIG[game]?.[level] };
  // A solving level solves from its game's ENDGAME_CARDS on.
  return config.endgame ? { ...config, endgame: { ...config.endgame, cards: ENDGAME_CARDS[game] } } : config;
}

/** Half a budget (each of the two searches of a refined decision). */
function halved(budget: Budget): Budget {
  return {
    ...budget,
    ...(budget.iterations !== undefined
      ? { iterations: Math.max(1, Math.floor(budget.iterations / 2)) }
      : {}),
    ...(budget.timeMs !== undefined ? { timeMs: budget.timeMs / 2 } : {}),
  };
}

export function isSearchLevel(level: string): level is SearchLevel {
  return (SEARCH_LEVELS as readonly string[]).includes(level);
}

export interface SearchBotOptions {
  /** 'iterations' (default; reproducible) or 'time'. */
  mode?: 'iterations' | 'time';
  /** Overrides the level's iteration count per ordinary decision. */
  iterations?: number;
  /** Overrides the level's time per ordinary decision. */
  timeMs?: number;
  /** Called after every search (bench, tests). */
  onSearch?: (result: SearchResult<BaseAction>, big: boolean) => void;
}

export interface SearchBot extends Bot<unknown, BaseAction> {
  readonly level: SearchLevel;
  readonly game: GameId;
  /** The budget this bot would use for a decision. */
  budgetFor(big: boolean): Budget;
}

/** The adapter a level searches with: its rollouts, and the learned policy where it plays by one. */
export function levelAdapter(game: GameId, level: SearchLevel): AnyAdapter {
  const config = levelConfig(game, level);
  const standard = adapterFor(game, config.rollouts);
  return config.policy === 'learned' ? withLearnedPolicy(game, standard) : standard;
}

export function createSearchBot(game: GameId, level: SearchLevel, options: SearchBotOptions = {}): SearchBot {
  const config = levelConfig(game, level);
  const adapter = levelAdapter(game, level);
  const searcher = new Searcher(adapter);
  const mode = options.mode ?? 'iterations';
  const budgetFor = (big: boolean): Budget => {
    const scale = big ? config.bigDecision : 1;
    const iterations = (options.iterations ?? config.iterations) * scale;
    if (mode === 'time') {
      const timeMs = (options.timeMs ?? config.timeMs) * scale;
      // Capped at the level's rollouts: at that count a move depends on the deal and the view
      // alone, not on the machine's speed, so a round played again (par, analysis/par.ts) meets
      // the same moves; the time only stops a slow machine. Ten times hard's rollouts measured no
      // stronger (docs/ai.md), so the cap costs no strength.
      return { timeMs, iterations, minPerCandidate: 4 };
    }
    return { iterations };
  };
  return {
    level,
    game,
    budgetFor,
    act(ctx: BotContext<unknown, BaseAction>): BaseAction {
      if (ctx.legal.length === 1) return ctx.legal[0] as BaseAction;
      const big = adapter.isBigDecision ? adapter.isBigDecision(ctx.view, ctx.legal) : false;
      const input = {
        view: ctx.view,
        seat: ctx.seat,
        legal: ctx.legal,
        rng: ctx.rng,
        budget: budgetFor(big),
        forgetful: config.forgetful,
        lookahead: config.lookahead,
        inference: config.inference,
        ...(config.replies ? { replies: config.replies } : {}),
        ...(config.endgame ? { endgame: config.endgame } : {}),
      };
      // A decision that shapes a round: half the budget, then half again around its best.
      const refine = big && config.refine ? adapter.refine : undefined;
      let result = searcher.search(refine ? { ...input, budget: halved(input.budget) } : input);
      const around = refine?.(ctx.view, ctx.legal, result.action, ctx.seat, ctx.rng) ?? null;
      if (around && around.length > 1) {
        result = searcher.search({ ...input, budget: halved(input.budget), candidates: around });
      }
      options.onSearch?.(result, big);
      return result.action;
    },
  };
}
