/**
 * Passes a browser keeps per host address (the LAN seat pass, the challenge pass): one entry per
 * host under a storage key of its own, read back only when it still has the expected shape.
 * Storage that is off (private mode) keeps nothing: a place then lasts as long as the connection.
 */
export class PassBook<T> {
  constructor(
    private readonly key: string,
    private readonly valid: (entry: Partial<T>) => boolean,
  ) {}

  /** This host's entry, or null. */
  read(): T | null {
    const entry = this.all()[where()];
    return entry && this.valid(entry) ? (entry as T) : null;
  }

  keep(entry: T): void {
    this.write({ ...this.all(), [where()]: entry });
  }

  /** Replaces this host's entry by `next(entry)` (undefined: removes it). */
  change(next: (entry: Partial<T> | undefined) => T | undefined): void {
    const entries = this.all();
    const changed = next(entries[where()]);
    if (changed === undefined) delete entries[where()];
    else entries[where()] = changed;
    this.write(entries);
  }

  private all(): Record<string, Partial<T>> {
    try {
      const raw = localStorage.getItem(this.key);
      const parsed = raw ? (JSON.parse(raw) as unknown) : {};
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, Partial<T>>) : {};
    } catch {
      return {};
    }
  }

  private write(entries: Record<string, Partial<T>>): void {
    try {
      localStorage.setItem(this.key, JSON.stringify(entries));
    } catch {
      // Storage off: nothing is kept.
    }
  }
}

function where(): string {
  return typeof location === 'undefined' ? '' : location.host;
}
