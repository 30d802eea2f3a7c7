/**
 * Worker threads that weigh decisions for the post-game analysis, one per core. The analysis
 * sends every decision of the seat at once; the pool keeps each thread busy with the next one.
 * `close` is the cancel: the threads stop at once (mid-decision) and every waiting decision is
 * refused.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../ai/workers/spawn';
import type { DecisionRunner } from './analyse';
import type { DecisionEvaluation, DecisionInput } from './evaluate';

export type AnalysisReply =
  { id: number; ok: true; evaluation: DecisionEvaluation } | { id: number; ok: false; error: string };

interface Job {
  id: number;
  input: DecisionInput;
  resolve: (e: DecisionEvaluation) => void;
  reject: (e: Error) => void;
}

export class AnalysisPool implements DecisionRunner {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly running = new Map<number, Job>();
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number = Math.max(1, availableParallelism())) {}

  evaluate(input: DecisionInput): Promise<DecisionEvaluation> {
    if (this.closed) return Promise.reject(new Error('the analysis was stopped'));
    this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject });
      this.pump();
    });
  }

  /** Stops every thread and refuses what is still waiting. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = new Error('the analysis was stopped');
    for (const job of [...this.queue, ...this.running.values()]) job.reject(error);
    this.queue.length = 0;
    this.running.clear();
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private start(): void {
    if (this.workers.length > 0) return;
    for (let i = 0; i < this.size; i++) {
      const worker = startWorker('analysis-worker');
      worker.on('message', (reply: AnalysisReply) => this.settle(worker, reply));
      worker.on('error', (err) => this.fail(err));
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop() as Worker;
      const job = this.queue.shift() as Job;
      this.running.set(job.id, job);
      worker.postMessage({ id: job.id, input: job.input });
    }
  }

  private settle(worker: Worker, reply: AnalysisReply): void {
    const job = this.running.get(reply.id);
    this.running.delete(reply.id);
    this.idle.push(worker);
    if (job) {
      if (reply.ok) job.resolve(reply.evaluation);
      else job.reject(new Error(reply.error));
    }
    this.pump();
  }

  private fail(err: Error): void {
    for (const job of this.running.values()) job.reject(err);
    this.running.clear();
  }
}
