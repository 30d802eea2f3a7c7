/**
 * The scene's step queue: snapshots wait here in the order they came and are shown one after
 * another (each step's animation, then what ends it); a click or a resize hurries what runs.
 * The scene says how one step is shown; the queue only keeps the order and the pace.
 */
export class StepQueue<T> {
  private readonly items: { item: T; done: () => void }[] = [];
  /** A step is being shown. */
  running = false;
  /** Hurried: the rest of the queue is shown at once (no animation). */
  rush = false;

  constructor(
    private readonly o: {
      /** Shows one step (its animation, its summary); errors are the scene's to report. */
      show: (item: T) => Promise<void>;
      /** The queue started or stopped running (the test hook, the status line). */
      changed: () => void;
      /** Whether the scene is gone (the queue stops). */
      dead: () => boolean;
    },
  ) {}

  /** Queues a step; resolves once it has been shown. */
  push(item: T): Promise<void> {
    return new Promise((done) => {
      this.items.push({ item, done });
      void this.pump();
    });
  }

  /** Steps still waiting after the current one. */
  get length(): number {
    return this.items.length;
  }

  /** Lets everything waiting go (the scene is destroyed). */
  drain(): void {
    for (const q of this.items.splice(0)) q.done();
  }

  /** Finishes what is running and the rest at once; true when something was running. */
  hurry(): boolean {
    if (!this.running) return false;
    this.rush = true;
    return true;
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.o.changed();
    try {
      while (this.items.length > 0 && !this.o.dead()) {
        const { item, done } = this.items.shift()!;
        try {
          await this.o.show(item);
        } finally {
          done();
        }
      }
    } finally {
      this.running = false;
      this.rush = false;
      this.o.changed();
    }
  }
}
