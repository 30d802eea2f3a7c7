/**
 * Render on demand. A card table is still most of the time, and every WebGL frame costs
 * power (and, in software rendering, a full read-back). The canvas is redrawn while an
 * animation runs or something holds it awake (a pulse, a spinner), for a couple of frames
 * after input, a host message or an explicit `invalidate()`, and at least twice a second
 * as a safety net.
 */
const SAFETY_MS = 500;

class FrameScheduler {
  private pending = 3;
  private readonly holds = new Set<object>();
  private last = 0;

  /** Something changed: draw the next frames. */
  invalidate(frames = 2): void {
    this.pending = Math.max(this.pending, frames);
  }

  /** Keeps drawing every frame until released (continuous animations). */
  hold(owner: object): void {
    this.holds.add(owner);
  }

  release(owner: object): void {
    this.holds.delete(owner);
    this.invalidate();
  }

  /** No change is waiting to be drawn. */
  get settled(): boolean {
    return this.pending === 0;
  }

  /** Whether this frame should be drawn; `busy` is true while tweens run. */
  shouldRender(busy: boolean, now: number): boolean {
    let draw = busy || this.holds.size > 0 || now - this.last >= SAFETY_MS;
    if (this.pending > 0) {
      this.pending--;
      draw = true;
    }
    if (draw) this.last = now;
    return draw;
  }
}

export const frames = new FrameScheduler();
