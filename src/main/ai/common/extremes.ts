/**
 * The lowest- and highest-scored move of a group, as the rollout policies track them (the
 * cheapest winner, the strongest loser, …): one object per group, reset per decision, so that
 * nothing allocates in the rollouts. Ties keep the earlier move.
 */
export class Extremes {
  /** Index of the lowest-scored move added, or -1 while none was added. */
  lo = -1;
  loScore = Infinity;
  /** Index of the highest-scored move added, or -1 while none was added. */
  hi = -1;
  hiScore = -Infinity;

  reset(): void {
    this.lo = -1;
    this.loScore = Infinity;
    this.hi = -1;
    this.hiScore = -Infinity;
  }

  /** Counts move `i` with `score` in. */
  add(i: number, score: number): void {
    if (score < this.loScore) {
      this.loScore = score;
      this.lo = i;
    }
    if (score > this.hiScore) {
      this.hiScore = score;
      this.hi = i;
    }
  }
}
