/**
 * The replay's timeline: a track from the first to the last step, a tick at each round's deal,
 * and a knob at the step shown. A click or a drag asks for that step (the screen decides when
 * the frame arrives); the knob follows the step shown.
 */
import { Container, Graphics, Rectangle, type FederatedPointerEvent } from 'pixi.js';
import { testId } from '../core/testhook';
import { palette } from '../theme/theme';

export class Timeline extends Container {
  private readonly track = new Graphics();
  private readonly knob = new Graphics();
  /** The analysis' marked decisions (red dots on the track). */
  private readonly marks = new Graphics();
  private marked: readonly number[] = [];
  private w = 0;
  private h = 0;
  private s = 1;
  private last = 1;
  private dragging = false;

  constructor(private readonly seek: (step: number) => void) {
    super({ label: 'replay-timeline' });
    this.addChild(this.track, this.marks, this.knob);
    this.eventMode = 'static';
    this.cursor = 'pointer';
    this.on('pointerdown', (e: FederatedPointerEvent) => {
      this.dragging = true;
      this.seekAt(e);
    });
    this.on('globalpointermove', (e: FederatedPointerEvent) => {
      if (this.dragging) this.seekAt(e);
    });
    this.on('pointerup', () => (this.dragging = false));
    this.on('pointerupoutside', () => (this.dragging = false));
    testId(this, 'replay.timeline');
  }

  /** Lays the track out; `rounds` are the steps of the deals. */
  layout(width: number, height: number, s: number, lastStep: number, rounds: readonly number[]): void {
    this.w = width;
    this.h = height;
    this.s = s;
    this.last = Math.max(1, lastStep);
    const area = new Rectangle(-8 * s, 0, width + 16 * s, height);
    this.hitArea = area;
    // Its size is where it takes a finger, not the thin track drawn in it.
    this.boundsArea = area;
    const g = this.track.clear();
    const y = height / 2;
    g.roundRect(0, y - 3 * s, width, 6 * s, 3 * s).fill({ color: palette.panelEdge });
    for (const step of rounds) {
      const x = (step / this.last) * width;
      g.rect(x - 1 * s, y - 8 * s, 2 * s, 16 * s).fill({ color: palette.textDim });
    }
    this.mark(this.marked);
  }

  /** Marks these steps (the moments before the analysis' marked decisions). */
  mark(steps: readonly number[]): void {
    this.marked = steps;
    const s = this.s;
    const y = this.h / 2;
    const g = this.marks.clear();
    for (const step of steps) {
      const x = (Math.max(0, Math.min(this.last, step)) / this.last) * this.w;
      g.circle(x, y - 11 * s, 4 * s).fill({ color: palette.danger });
      g.rect(x - 0.75 * s, y - 8 * s, 1.5 * s, 8 * s).fill({ color: palette.danger });
    }
  }

  /** Moves the knob to `step` and fills the track up to it. */
  show(step: number): void {
    const s = this.s;
    const x = (Math.max(0, Math.min(this.last, step)) / this.last) * this.w;
    const y = this.h / 2;
    this.knob
      .clear()
      .roundRect(0, y - 3 * s, x, 6 * s, 3 * s)
      .fill({ color: palette.accent, alpha: 0.85 })
      .circle(x, y, 8 * s)
      .fill({ color: palette.accent })
      .circle(x, y, 8 * s)
      .stroke({ width: 2 * s, color: palette.panel });
  }

  private seekAt(e: FederatedPointerEvent): void {
    const local = this.toLocal(e.global);
    const step = Math.round((Math.max(0, Math.min(this.w, local.x)) / Math.max(1, this.w)) * this.last);
    this.seek(step);
  }
}
