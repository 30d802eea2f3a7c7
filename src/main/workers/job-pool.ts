/**
 * Worker threads that take one job at a time: jobs queue while every thread is busy, and the
 * threads start with the first job (a host that never needs them never pays for them; each is
 * a V8 heap of its own). `close` stops the threads at once, mid-job, and refuses every job
 * still waiting or running. The search, analysis and par pools are this with their own worker
 * module and messages (every pool and worker lives in this folder: see docs/ai.md, Threads).
 */
import type { Worker } from 'node:worker_threads';
import { startWorker } from './spawn';

/** A worker's answer to job `id`: the fields of its result, or an error sentence. */
export type JobReply<R extends object> = { id: number } & (({ ok: true } & R) | { ok: false; error: string });

export interface JobPoolOptions<R, T> {
  /** The worker module next to spawn.ts. */
  worker: string;
  size: number;
  /** The job's result from a successful reply. */
  result: (reply: R) => T;
  /** Idle threads let the process exit (only a thread with a job keeps it alive); default no, as Node's. */
  unrefIdle?: boolean;
  /** What a job given after `close` is refused with. */
  closed: () => Error;
  /** What `close` refuses the jobs it cuts off with. */
  stopped: () => Error;
}

interface Job<T> {
  id: number;
  message: object;
  resolve: (result: T) => void;
  reject: (e: Error) => void;
}

export class JobPool<M extends object, R extends object, T> {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: Job<T>[] = [];
  private readonly running = new Map<number, Job<T>>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: JobPoolOptions<R, T>) {}

  /** Runs a job: the worker gets `message` with the job's `id`. */
  run(message: M): Promise<T> {
    if (this.closed) return Promise.reject(this.options.closed());
    this.start();
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.queue.push({ id, message: { ...message, id }, resolve, reject });
      this.pump();
    });
  }

  /** Starts the threads now, ahead of the first job (they load their modules meanwhile). */
  warm(): void {
    if (!this.closed) this.start();
  }

  /** Stops every thread and refuses what is still waiting or running. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const job of [...this.queue, ...this.running.values()]) job.reject(this.options.stopped());
    this.queue.length = 0;
    this.running.clear();
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private start(): void {
    if (this.workers.length > 0) return;
    for (let i = 0; i < this.options.size; i++) {
      const worker = startWorker(this.options.worker);
      worker.on('message', (reply: JobReply<R>) => this.settle(worker, reply));
      worker.on('error', (err) => this.fail(err));
      if (this.options.unrefIdle) worker.unref();
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop() as Worker;
      const job = this.queue.shift() as Job<T>;
      this.running.set(job.id, job);
      if (this.options.unrefIdle) worker.ref();
      worker.postMessage(job.message);
    }
  }

  private settle(worker: Worker, reply: JobReply<R>): void {
    const job = this.running.get(reply.id);
    this.running.delete(reply.id);
    if (this.options.unrefIdle) worker.unref();
    this.idle.push(worker);
    if (job) {
      if (reply.ok) job.resolve(this.options.result(reply));
      else job.reject(new Error(reply.error));
    }
    this.pump();
  }

  private fail(err: Error): void {
    for (const job of this.running.values()) job.reject(err);
    this.running.clear();
  }
}

/**
 * A pool whose jobs each send one `input` and come back as one result: what the analysis and par
 * pools share under their runner interfaces (`run` is the runner's one call, `close` its cancel).
 */
export abstract class InputPool<I, R extends object, T> {
  private readonly jobs: JobPool<{ input: I }, R, T>;

  protected constructor(options: JobPoolOptions<R, T>) {
    this.jobs = new JobPool(options);
  }

  /** Runs the job for `input` on the next free thread. */
  protected run(input: I): Promise<T> {
    return this.jobs.run({ input });
  }

  /** Starts the threads ahead of the first job (the live coach when a coached table opens). */
  warm(): void {
    this.jobs.warm();
  }

  /** Stops every thread and refuses what is still waiting. */
  close(): Promise<void> {
    return this.jobs.close();
  }
}
