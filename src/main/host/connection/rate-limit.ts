/**
 * A token bucket per connection: `capacity` messages at once, refilled at `perSecond`. A client
 * that keeps sending past it is refused, and one that floods on regardless is disconnected, so
 * one client can never make the host do unbounded work for everybody else.
 */
export interface BucketConfig {
  capacity: number;
  perSecond: number;
}

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly config: BucketConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = config.capacity;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty. */
  take(): boolean {
    const t = this.now();
    const elapsed = Math.max(0, t - this.last) / 1000;
    this.last = t;
    this.tokens = Math.min(this.config.capacity, this.tokens + elapsed * this.config.perSecond);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Gives a token back (what was taken turned out not to count). */
  refund(): void {
    this.tokens = Math.min(this.config.capacity, this.tokens + 1);
  }
}
