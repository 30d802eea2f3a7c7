/**
 * Weighs one decision from the deciding seat's view as the Meister would: every alternative its
 * search would consider (plus the choice made, always) is played out on deals sampled from the
 * view, each deal weighted by how well it explains the other seats' bids and predictions (the
 * Meister's inference), each alternative followed by its own tree of searched replies and then
 * the search's rollouts, on common random numbers (every alternative of one sampled deal meets
 * the same cards and the same rollout stream). Where the Meister looks twice (a Siegel
 * prediction: the predictions one seal away from the best one), so does the screening.
 *
 * Two stages keep the estimate honest. Picking the best of many noisy means favours the lucky
 * one, so the deals that choose the best alternative (screening) are not the deals that
 * measure how much better it is than the choice made (estimate): the loss is the mean paired
 * difference over fresh deals, with its 95% interval from their spread.
 */
import type { GameId } from '../../shared/types';
import { actionKey, type AnalysisAction } from '../../shared/analysis';
import { beliefWeight, Searcher } from '../ai/search/pimc';
import { ReplyTree } from '../ai/search/replies';
import { levelAdapter, levelConfig } from '../ai/search-bot';
import type { BaseAction } from '../engine/game';
import { createRng } from '../engine/rng';

/** Sampled deals per stage; a decision that shapes a round gets `big` times as many. */
export interface AnalysisBudget {
  screen: number;
  estimate: number;
  big: number;
  /**
   * At most this many milliseconds for the decision (the live coach, which should speak before
   * the person's next turn): the screening stops after half of it, the estimate at the end, each
   * after a minimum of deals. Left out: the deal counts alone decide (the post-game analysis).
   */
  ms?: number;
  /**
   * The estimate may stop early, once its 95% interval lies wholly above or wholly below this
   * loss (the game's mistake threshold): the verdict is then clear. Checked every 250 deals.
   */
  settle?: number;
}

/**
 * The default: the hard bot spends 4,000 rollouts on an ordinary decision; the analysis screens
 * every alternative on 512 deals (3,500–15,000 rollouts for 7–30 alternatives) and measures the
 * loss on 4,000 more deals × 2, twice all that where a decision shapes a round. A whole 5-player
 * SevenSins game still analyses in seconds on two cores (`npm run bench:analysis`).
 */
export const ANALYSIS_BUDGET: AnalysisBudget = { screen: 512, estimate: 4000, big: 2 };

/**
 * The live coach's budget: a quarter of the analysis' deals at most, within 1.2 s of its thread
 * (which shares two cores with the bots' search), the estimate stopping once the verdict is
 * clear. Against normal bots a move's mark is then in before the person's next turn
 * (`npm run bench:coach`); the post-game analysis still weighs every decision in full.
 */
export const COACH_BUDGET: AnalysisBudget = { screen: 192, estimate: 1500, big: 2, ms: 1200 };

/** Deals each stage plays however short its time (fewer say too little to mark anything). */
const MIN_SCREEN = 48;
const MIN_ESTIMATE = 250;
/** How often the time and the settled verdict are looked at (in deals). */
const CHECK_EVERY = 250;

export interface DecisionInput {
  game: GameId;
  seat: number;
  /** The seat's view at the decision: all the analysis may know. */
  view: unknown;
  legal: BaseAction[];
  chosen: BaseAction;
  seed: number;
  budget: AnalysisBudget;
}

export interface DecisionEvaluation {
  best: AnalysisAction;
  chosenValue: number;
  bestValue: number;
  /** Mean paired difference best − chosen over the estimate deals (may be < 0 by noise). */
  diff: number;
  ci95: [number, number];
  alternatives: number;
  samples: number;
}

const searchers = new Map<GameId, Searcher<unknown, BaseAction, unknown>>();

function searcherFor(game: GameId): Searcher<unknown, BaseAction, unknown> {
  let s = searchers.get(game);
  if (!s) {
    s = new Searcher(levelAdapter(game, 'meister'));
    searchers.set(game, s);
  }
  return s;
}

/** The alternatives worth weighing: the search's candidates, with the choice made among them. */
function alternatives(input: DecisionInput, searcher: Searcher<unknown, BaseAction, unknown>): BaseAction[] {
  const { adapter } = searcher;
  const rng = createRng((input.seed ^ 0x51ed270b) >>> 0);
  const list = adapter.candidates
    ? adapter.candidates(input.view, input.legal, input.seat, rng)
    : [...input.legal];
  const chosen = actionKey(input.chosen);
  if (!list.some((a) => actionKey(a) === chosen)) list.push(input.chosen);
  return list;
}

export function evaluateDecision(input: DecisionInput): DecisionEvaluation {
  const searcher = searcherFor(input.game);
  const { adapter } = searcher;
  const { view, seat } = input;
  const players = adapter.players(view);
  const fast = searcher.fastFor(players);
  const list = alternatives(input, searcher);
  const chosenKey = actionKey(input.chosen);
  const chosenAt = list.findIndex((a) => actionKey(a) === chosenKey);
  const moves = list.map((a) => fast.encode(a));
  const big = adapter.isBigDecision?.(view, input.legal) ?? false;
  const scale = big ? input.budget.big : 1;
  const rng = createRng(input.seed);
  const draw = searcher.sampler(view, seat);
  const meister = levelConfig(input.game, 'meister');
  const belief = meister.inference ? (adapter.belief?.(view, seat) ?? null) : null;
  const weightOf = (state: unknown): number => (belief ? beliefWeight(belief(state)) : 1);
  // One tree of replies per alternative, grown over both stages (the Meister's own search).
  const replies = meister.replies;
  const trees = list.map(() =>
    replies ? new ReplyTree({ ...replies, depth: replies.depth || players }) : undefined,
  );
  const play = (state: unknown, seed: number, i: number): number =>
    searcher.playout(
      state,
      players,
      seed,
      moves[i] as number,
      seat,
      0,
      trees[i],
      meister.endgame ?? undefined,
    );

  // Screening: every alternative on the same deals; the best weighted mean is the best choice.
  const screen = input.budget.screen * scale;
  const started = performance.now();
  const limit = input.budget.ms;
  // The screening may use half the time (the Meister's second look shares it); the rest is the estimate's.
  const screenUntil = limit === undefined ? Infinity : started + limit / 2;
  const until = limit === undefined ? Infinity : started + limit;
  // The chosen alternative's weighted mean over the last screening (its value if it was best).
  let chosenMean = 0;
  const screenAmong = (among: readonly number[]): number => {
    const sum = new Float64Array(list.length);
    let weight = 0;
    for (let d = 0; d < screen; d++) {
      if (d >= MIN_SCREEN && d % 16 === 0 && performance.now() > screenUntil) break;
      const state = draw(rng);
      const w = weightOf(state);
      weight += w;
      const seed = rng.u32();
      for (const i of among) sum[i] += w * play(state, seed, i);
    }
    let best = chosenAt;
    for (const i of among) if ((sum[i] as number) > (sum[best] as number) + 1e-9) best = i;
    chosenMean = (sum[chosenAt] as number) / weight;
    return best;
  };
  let bestAt = screenAmong(list.map((_, i) => i));
  // The Meister's second look (a Siegel prediction): what lies around the best, screened on
  // fresh deals against it and the choice made.
  const around = meister.refine
    ? adapter.refine?.(view, input.legal, list[bestAt] as BaseAction, seat, rng)
    : null;
  const known = new Set(list.map((a) => actionKey(a)));
  const fresh = (around ?? []).filter((a) => !known.has(actionKey(a)));
  if (fresh.length > 0) {
    const first = list.length;
    for (const a of fresh) {
      list.push(a);
      moves.push(fast.encode(a));
      trees.push(replies ? new ReplyTree({ ...replies, depth: replies.depth || players }) : undefined);
    }
    const among = new Set([bestAt, chosenAt, ...fresh.map((_, j) => first + j)]);
    bestAt = screenAmong([...among]);
  }
  const k = list.length;

  if (bestAt === chosenAt) {
    // The choice made was the best found: no loss to measure.
    const value = chosenMean;
    return {
      best: list[chosenAt] as AnalysisAction,
      chosenValue: value,
      bestValue: value,
      diff: 0,
      ci95: [0, 0],
      alternatives: k,
      samples: screen,
    };
  }

  // Estimate on fresh deals: the weighted paired difference best − chosen (and both values),
  // its interval from the weighted spread over the effective number of deals, (Σw)² / Σw².
  const n = input.budget.estimate * scale;
  const settle = input.budget.settle;
  let deals = 0;
  let chosenSum = 0;
  let bestSum = 0;
  let diffSum = 0;
  let diffSq = 0;
  let wSum = 0;
  let wSq = 0;
  for (let d = 0; d < n; d++) {
    if (d >= MIN_ESTIMATE && d % CHECK_EVERY === 0) {
      if (performance.now() > until) break;
      if (settle !== undefined) {
        const [lo, hi] = interval(diffSum, diffSq, wSum, wSq);
        if (lo > settle || hi < settle) break;
      }
    }
    deals++;
    const state = draw(rng);
    const w = weightOf(state);
    const seed = rng.u32();
    const c = play(state, seed, chosenAt);
    const b = play(state, seed, bestAt);
    chosenSum += w * c;
    bestSum += w * b;
    diffSum += w * (b - c);
    diffSq += w * (b - c) * (b - c);
    wSum += w;
    wSq += w * w;
  }
  const diff = diffSum / wSum;
  return {
    best: list[bestAt] as AnalysisAction,
    chosenValue: chosenSum / wSum,
    bestValue: bestSum / wSum,
    diff,
    ci95: interval(diffSum, diffSq, wSum, wSq),
    alternatives: k,
    samples: deals,
  };
}

/**
 * The 95% interval of a weighted mean difference from its sums: the weighted spread over the
 * effective number of deals, (Σw)² / Σw².
 */
function interval(diffSum: number, diffSq: number, wSum: number, wSq: number): [number, number] {
  const diff = diffSum / wSum;
  const effective = (wSum * wSum) / wSq;
  const variance =
    effective > 1 ? Math.max(0, diffSq / wSum - diff * diff) * (effective / (effective - 1)) : 0;
  const half = 1.96 * Math.sqrt(variance / effective);
  return [diff - half, diff + half];
}
