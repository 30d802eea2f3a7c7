/**
 * Expert iteration (Anthony, Tian and Barber 2017), the data and the fit: the Meister plays
 * itself; at each of its card plays the searched value of every candidate is recorded beside
 * the candidate's features (learn/features.ts, read on a deal sampled from the seat's view: the
 * features see only what the seat sees, so any sampled deal gives the same ones). A linear
 * scorer is then fitted so that its softmax over the candidates matches the softmax of the
 * searched values (cross-entropy, L2, full-batch Adam). The next Meister plays its rollouts by
 * that scorer (learn/policy.ts), and the loop may run again with it as the expert.
 */
import type { GameId } from '../../../shared/types';
import type { BaseAction, FastPlayout } from '../../engine/game';
import { createRng, type Rng } from '../../engine/rng';
import { GAMES } from '../../games';
import { playUnit } from '../arena';
import type { Bot } from '../bot';
import type { SearchResult } from '../search/pimc';
import { createSearchBot, type SearchLevel } from '../search-bot';
import { adapterFor } from '../adapters';
import type { PolicyFeatures } from './features';

type AnyFast = FastPlayout<unknown, BaseAction>;

/** One recorded decision: the candidates' features (row-major, `k` per candidate) and searched values. */
export interface Decision {
  x: Float64Array;
  values: Float64Array;
}

export interface Dataset {
  features: readonly string[];
  decisions: Decision[];
  /** Units (rounds, or games for SevenSins and Abyss) played to collect them. */
  units: number;
}

export interface CollectOptions {
  game: GameId;
  players: number;
  units: number;
  seed: number;
  expert: SearchLevel;
  /** The expert's rollouts per ordinary decision (default: its level's). */
  iterations?: number;
  /** SevenSins: phases per game (default the game's). */
  phases?: number;
  onUnit?(done: number, decisions: number): void;
}

/**
 * Plays `units` deals with the expert in every seat and records its card plays. The features
 * come from `features.write` on a deal sampled from the deciding seat's view.
 */
export function collectDecisions(features: PolicyFeatures<AnyFast>, options: CollectOptions): Dataset {
  const { game: id, players } = options;
  const { game } = GAMES[id];
  const adapter = adapterFor(id);
  const fast = adapter.createFast(players) as unknown as AnyFast & { encode(a: BaseAction): number };
  const k = features.names.length;
  const decisions: Decision[] = [];
  const moves = new Int32Array(512);
  const buf = new Float64Array(512 * k);
  let last: SearchResult<BaseAction> | null = null;
  const expert = createSearchBot(id, options.expert, {
    ...(options.iterations !== undefined ? { iterations: options.iterations } : {}),
    onSearch: (result) => {
      last = result;
    },
  });
  const sampleRng = createRng(options.seed ^ 0x5eed);
  const recorder: Bot<unknown, BaseAction> = {
    level: options.expert,
    act(ctx) {
      last = null;
      const action = expert.act(ctx);
      const result = last as SearchResult<BaseAction> | null;
      if (result && result.candidates.length > 1 && !result.stats.solved) {
        record(ctx.view, ctx.seat, result, sampleRng);
      }
      return action;
    },
  };
  const record = (view: unknown, seat: number, result: SearchResult<BaseAction>, rng: Rng): void => {
    const sample = adapter.sampler ? adapter.sampler(view, seat) : (r: Rng) => game.sample(view, seat, r);
    fast.load(sample(rng) as never, rng.fork());
    adapter.begin?.(fast as never, seat, 0);
    if (fast.toAct() !== seat) return;
    const n = result.candidates.length;
    for (let i = 0; i < n; i++) moves[i] = fast.encode(result.candidates[i] as BaseAction);
    if (!features.write(fast, moves, n, buf)) return;
    // Candidates halving dropped early have noisier means; they still say they were worse.
    decisions.push({ x: buf.slice(0, n * k), values: Float64Array.from(result.stats.means) });
  };
  const bots = Array.from({ length: players }, () => recorder);
  const tableOptions = id === 'sevensins' && options.phases !== undefined ? { phases: options.phases } : {};
  const botRng = createRng(options.seed);
  for (let u = 0; u < options.units; u++) {
    playUnit(game, players, tableOptions, bots, `train:${options.seed}:${u}`, botRng);
    options.onUnit?.(u + 1, decisions.length);
  }
  return { features: features.names, decisions, units: options.units };
}

export interface FitOptions {
  /** Softmax temperature of the searched values, in the game's value units. */
  temperature: number;
  l2: number;
  epochs: number;
  /** Share of decisions held out to measure agreement. */
  holdOut: number;
  seed: number;
}

export interface Fit {
  weights: number[];
  /** Share of held-out decisions where the scorer's best is the search's best. */
  heldOutAgreement: number;
  trainAgreement: number;
  loss: number;
}

function targetOf(values: Float64Array, temperature: number): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) max = Math.max(max, v);
  const q = new Float64Array(values.length);
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    q[i] = Math.exp(((values[i] as number) - max) / temperature);
    sum += q[i] as number;
  }
  for (let i = 0; i < q.length; i++) q[i] = (q[i] as number) / sum;
  return q;
}

function argmax(values: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[best] as number)) best = i;
  return best;
}

/** How often the scorer `w` picks the search's best candidate. */
export function agreement(decisions: readonly Decision[], w: ArrayLike<number>): number {
  if (decisions.length === 0) return 0;
  const k = w.length;
  let hits = 0;
  for (const d of decisions) {
    const n = d.values.length;
    const s = new Float64Array(n);
    for (let i = 0; i < n; i++)
      for (let j = 0; j < k; j++) s[i]! += (w[j] as number) * (d.x[i * k + j] as number);
    if ((d.values[argmax(s)] as number) >= (d.values[argmax(d.values)] as number) - 1e-9) hits++;
  }
  return hits / decisions.length;
}

/** Fits the linear scorer (multinomial logit over each decision's candidates). */
export function fitPolicy(data: Dataset, options: FitOptions, rng: Rng = createRng(options.seed)): Fit {
  const k = data.features.length;
  const shuffled = rng.shuffle([...data.decisions]);
  const cut = Math.floor(shuffled.length * (1 - options.holdOut));
  const train = shuffled.slice(0, cut);
  const test = shuffled.slice(cut);
  const targets = train.map((d) => targetOf(d.values, options.temperature));
  const w = new Float64Array(k);
  const m = new Float64Array(k);
  const v = new Float64Array(k);
  const grad = new Float64Array(k);
  const lr = 0.05;
  let loss = 0;
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    grad.fill(0);
    loss = 0;
    for (let t = 0; t < train.length; t++) {
      const d = train[t] as Decision;
      const q = targets[t] as Float64Array;
      const n = d.values.length;
      const s = new Float64Array(n);
      let max = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < n; i++) {
        let x = 0;
        for (let j = 0; j < k; j++) x += (w[j] as number) * (d.x[i * k + j] as number);
        s[i] = x;
        if (x > max) max = x;
      }
      let z = 0;
      for (let i = 0; i < n; i++) z += Math.exp((s[i] as number) - max);
      const logZ = max + Math.log(z);
      for (let i = 0; i < n; i++) {
        const p = Math.exp((s[i] as number) - logZ);
        const qi = q[i] as number;
        if (qi > 0) loss -= qi * ((s[i] as number) - logZ);
        const diff = p - qi;
        for (let j = 0; j < k; j++) grad[j]! += diff * (d.x[i * k + j] as number);
      }
    }
    const scale = 1 / Math.max(1, train.length);
    loss *= scale;
    for (let j = 0; j < k; j++) {
      const g = (grad[j] as number) * scale + options.l2 * (w[j] as number);
      m[j] = 0.9 * (m[j] as number) + 0.1 * g;
      v[j] = 0.999 * (v[j] as number) + 0.001 * g * g;
      const mh = (m[j] as number) / (1 - 0.9 ** epoch);
      const vh = (v[j] as number) / (1 - 0.999 ** epoch);
      w[j]! -= (lr * mh) / (Math.sqrt(vh) + 1e-8);
    }
  }
  return {
    weights: Array.from(w, (x) => Math.round(x * 1e5) / 1e5),
    heldOutAgreement: agreement(test, w),
    trainAgreement: agreement(train, w),
    loss,
  };
}

/**
 * A temperature in the game's own units: half the median spread between a decision's best and
 * worst searched value, so that a typical decision's target is sharp but not one-hot.
 */
export function typicalTemperature(data: Dataset): number {
  const spreads = data.decisions
    .map((d) => Math.max(...d.values) - Math.min(...d.values))
    .filter((x) => x > 0)
    .sort((a, b) => a - b);
  const median = spreads[Math.floor(spreads.length / 2)] ?? 1;
  return Math.max(0.01, median / 2);
}
