/**
 * The closing figures of the benches: the event loop's delay while they ran (host-bench,
 * par-bench) and quantiles of their timings (ai-bench, coach-bench).
 */
import type { IntervalHistogram } from 'node:perf_hooks';

export interface LagFigures {
  /** The event loop's delay while the bench ran, 99th percentile and worst, in ms. */
  lagP99Ms: number;
  lagMaxMs: number;
  /** Seconds from `started` to now. */
  seconds: number;
}

/**
 * Stops `histogram` (a `monitorEventLoopDelay`) and returns its delays with the seconds since
 * `started` (a `performance.now()`), each rounded to `digits` decimals.
 */
export function finishLag(histogram: IntervalHistogram, started: number, digits: number): LagFigures {
  histogram.disable();
  const seconds = (performance.now() - started) / 1000;
  const scale = 10 ** digits;
  const round = (x: number): number => Math.round(x * scale) / scale;
  return {
    lagP99Ms: round(histogram.percentile(99) / 1e6),
    lagMaxMs: round(histogram.max / 1e6),
    seconds: round(seconds),
  };
}

/** The q-quantile of `values` (the value at rank ⌊q·n⌋ of the sorted values); `empty` when there are none. */
export function quantile(values: number[], q: number, empty = Number.NaN): number {
  if (values.length === 0) return empty;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}
