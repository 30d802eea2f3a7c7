/**
 * A pool of search worker threads, sized to the machine's cores, so that the bots think off
 * the host's event loop. Requests queue when every worker is busy. `workerBotRunner` is the
 * host's BotRunner on top of it: searching bots think in the pool by time (their level's
 * budget), with a hard deadline after which the bot's rule-based fallback answers instead;
 * the random and rule-based bots answer inline at once.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { GameId } from '../../../shared/types';
import type { BaseAction } from '../../engine/game';
import { inlineBotRunner, type BotRequest, type BotRunner } from '../runner';
import { botFor, type AnyBot } from '../levels';
import { isSearchLevel, levelConfig, type SearchLevel } from '../search-bot';
import type { WorkerReply, WorkerRequest } from './protocol';
import { startWorker } from './spawn';

export interface Decision {
  action: BaseAction;
  iterations: number;
  elapsedMs: number;
}

interface Pending {
  request: WorkerRequest;
  resolve: (d: Decision) => void;
  reject: (e: Error) => void;
}

export class SearchPool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private readonly running = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number = Math.max(1, availableParallelism())) {}

  /**
   * The workers start with the first decision, not with the host: a table of people only (a LAN
   * party of guests) never pays for threads it does not use (each is a V8 heap of its own).
   */
  private start(): void {
    if (this.workers.length > 0) return;
    for (let i = 0; i < this.size; i++) {
      const worker = startWorker('search-worker');
      worker.on('message', (reply: WorkerReply) => this.settle(worker, reply));
      worker.on('error', (err) => this.fail(err));
      worker.unref();
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  decide(request: Omit<WorkerRequest, 'id'>): Promise<Decision> {
    if (this.closed) return Promise.reject(new Error('the search pool is closed'));
    this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { ...request, id: this.nextId++ }, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of [...this.queue, ...this.running.values()]) p.reject(new Error('the search pool closed'));
    this.queue.length = 0;
    this.running.clear();
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop() as Worker;
      const job = this.queue.shift() as Pending;
      this.running.set(job.request.id, job);
      worker.ref();
      worker.postMessage(job.request);
    }
  }

  private settle(worker: Worker, reply: WorkerReply): void {
    const job = this.running.get(reply.id);
    this.running.delete(reply.id);
    worker.unref();
    this.idle.push(worker);
    if (job) {
      if (reply.ok)
        job.resolve({ action: reply.action, iterations: reply.iterations, elapsedMs: reply.elapsedMs });
      else job.reject(new Error(reply.error));
    }
    this.pump();
  }

  private fail(err: Error): void {
    for (const p of this.running.values()) p.reject(err);
    this.running.clear();
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
