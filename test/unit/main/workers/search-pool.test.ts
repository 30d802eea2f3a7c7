/**
 * The worker pool: searches run in worker threads and the host's event loop stays responsive
 * while four bots think; the BotRunner answers with a legal action.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { botFor } from '../../../../src/main/ai/levels';
import { SearchPool, workerBotRunner } from '../../../../src/main/workers/search-pool';
import type { BaseAction } from '../../../../src/main/engine/game';
import { createRng } from '../../../../src/main/engine/rng';
import { decisionPoint } from '../ai/helpers';

const pool = new SearchPool(2);
afterAll(() => pool.close());

describe('search worker pool', () => {
  it('keeps the event loop responsive while four bots think', async () => {
    const points = [3, 6, 9, 12].map((k) => decisionPoint('siegel', 4, `pool:${k}`, k));
    // Warm-up: the workers load their modules first.
    await Promise.all(
      points.map(({ game, state, seat }) =>
        pool.decide({
          game: 'siegel',
          level: 'hard',
          mode: 'iterations',
          iterations: 10,
          seed: 1,
          seat,
          view: game.view(state, seat),
          legal: game.legalActions(state, seat) as BaseAction[],
        }),
      ),
    );
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    const decisions = await Promise.all(
      points.map(({ game, state, seat }) =>
        pool.decide({
          game: 'siegel',
          level: 'hard',
          mode: 'time',
          timeMs: 150,
          seed: 2,
          seat,
          view: game.view(state, seat),
          legal: game.legalActions(state, seat) as BaseAction[],
        }),
      ),
    );
    histogram.disable();
    points.forEach(({ game, state, seat }, i) =>
      expect(game.apply(state, seat, (decisions[i] as { action: BaseAction }).action).ok).toBe(true),
    );
    for (const d of decisions) expect(d.iterations).toBeGreaterThan(0);
    // The bench measures the real figure (≤ 20 ms); here a loose bound for a busy CI machine.
    expect(histogram.percentile(99) / 1e6).toBeLessThan(100);
  });

  it('serves the host as a BotRunner', async () => {
    const { game, state, seat } = decisionPoint('dreizehn', 4, 'runner', 5);
    const runner = workerBotRunner(pool);
    const action = await runner.decide(botFor('dreizehn', 'easy'), {
      seat,
      view: game.view(state, seat),
      legal: game.legalActions(state, seat) as BaseAction[],
      rng: createRng(4),
    });
    expect(game.apply(state, seat, action).ok).toBe(true);
  });
});
