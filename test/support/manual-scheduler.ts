import type { Scheduler } from '../../src/main/host/table/table-session';

/** A scheduler the test drives: timers run only when `drain` is awaited, in order, ignoring delays. */
export class ManualScheduler implements Scheduler {
  private queue: { id: number; run: () => void }[] = [];
  private nextId = 1;
  readonly delays: number[] = [];

  setTimeout(run: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.delays.push(ms);
    this.queue.push({ id, run });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.queue = this.queue.filter((t) => t.id !== handle);
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Runs timers (and the promises they start) until none is left or `limit` have run. */
  async drain(limit = 100_000): Promise<number> {
    let ran = 0;
    while (ran < limit) {
      await new Promise((resolve) => setImmediate(resolve));
      const task = this.queue.shift();
      if (!task) break;
      task.run();
      ran++;
    }
    await new Promise((resolve) => setImmediate(resolve));
    return ran;
  }
}
