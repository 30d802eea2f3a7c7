/** The closing figures of the benches that watch the event loop while they run (host-bench, par-bench). */
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
