/**
 * What the keepers beside a table (par, the live coach) share: they follow the table's steps,
 * tell their own listeners when something they work out arrives, and stop at `close` (a result
 * arriving later is then dropped).
 */
export abstract class TableWatcher {
  private readonly listeners = new Set<() => void>();
  private unsubscribe: () => void = () => {};
  protected closed = false;

  /** Follows the table: `onStep` after every step. */
  protected follow(subscribe: (listener: () => void) => () => void, onStep: () => void): void {
    this.unsubscribe = subscribe(onStep);
  }

  /** Told when something new arrives. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    this.unsubscribe();
    this.listeners.clear();
  }

  protected changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
