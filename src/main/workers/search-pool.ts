/**
 * A pool of search worker threads, sized to the machine's cores, so that the bots think off
 * the host's event loop. Requests queue when every worker is busy. `workerBotRunner` is the
 * host's BotRunner on top of it: searching bots think in the pool by time (their level's
 * budget), with a hard deadline after which the bot's rule-based fallback answers instead;
 * the random and rule-based bots answer inline at once.
 */
import { availableParallelism } from 'node:os';
import type { GameId } from '../../shared/types';
import type { BaseAction } from '../engine/game';
import { inlineBotRunner, type BotRequest, type BotRunner } from '../ai/runner';
import { botFor, type AnyBot } from '../ai/levels';
import { isSearchLevel, levelConfig, type SearchLevel } from '../ai/search-bot';
import { JobPool } from './job-pool';
import type { WorkerReply, WorkerRequest } from './protocol';

export interface Decision {
  action: BaseAction;
  iterations: number;
  elapsedMs: number;
}

type Decided = Extract<WorkerReply, { ok: true }>;

export class SearchPool {
  private readonly jobs: JobPool<Omit<WorkerRequest, 'id'>, Decided, Decision>;

  constructor(readonly size: number = Math.max(1, availableParallelism())) {
    this.jobs = new JobPool({
      worker: 'search-worker',
      size,
      result: (reply: Decided) => ({
        action: reply.action,
        iterations: reply.iterations,
        elapsedMs: reply.elapsedMs,
      }),
      // Idle search threads must not keep the process alive (only a decision in flight does).
      unrefIdle: true,
      closed: () => new Error('the search pool is closed'),
      stopped: () => new Error('the search pool closed'),
    });
  }

  decide(request: Omit<WorkerRequest, 'id'>): Promise<Decision> {
    return this.jobs.run(request);
  }

  close(): Promise<void> {
    return this.jobs.close();
  }
}

/** Extra wait beyond a decision's time budget before the rule-based fallback answers. */
const GRACE_MS = 1500;

/** The host's BotRunner: searching bots think in the pool by time; others answer inline. */
export function workerBotRunner(pool: SearchPool): BotRunner {
  return {
    decide(bot: AnyBot, request: BotRequest): Promise<BaseAction> {
      const game = (bot as { game?: GameId }).game;
      if (!isSearchLevel(bot.level) || game === undefined) return inlineBotRunner.decide(bot, request);
      const level: SearchLevel = bot.level;
      const config = levelConfig(game, level);
      const seed = request.rng.u32();
      const answer = pool
        .decide({
          game,
          level,
          mode: 'time',
          timeMs: config.timeMs,
          seat: request.seat,
          view: request.view,
          legal: request.legal,
          seed,
        })
        .then((d) => d.action);
      // The hard deadline: a worker that does not answer in time is overruled by the rules bot.
      const deadline = config.timeMs * config.bigDecision + GRACE_MS;
      return new Promise<BaseAction>((resolve, reject) => {
        // The rules bot answers inline; should it throw, the promise rejects (never an uncaught throw in a timer).
        const fallback = (): void => {
          inlineBotRunner.decide(botFor(game, 'rules'), request).then(resolve, reject);
        };
        const timer = setTimeout(fallback, deadline);
        answer.then(
          (action) => {
            clearTimeout(timer);
            resolve(action);
          },
          () => {
            clearTimeout(timer);
            fallback();
          },
        );
      });
    },
  };
}
