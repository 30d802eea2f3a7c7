/**
 * Redraw only what changed (software WebGL only; see core/softwareGl.ts). In software
 * rendering a frame's cost is the pixels it fills, and an animated frame usually changes a
 * small part of the window: a card in flight, a seal hopping, a pulsing name plate. Before
 * each frame we walk the stage and compare every drawn object (its world transform, alpha,
 * tint, blend mode, drawing order and view — texture, text, geometry) with the last frame;
 * the old and new bounds of whatever changed, appeared or went away make the damaged box,
 * and the frame is drawn with the GL scissor test on that box (the clear included), over a
 * drawing buffer that keeps the rest (`preserveDrawingBuffer`). Nothing changed: no draw at
 * all. A large box, a resize or `full()` draws the whole frame.
 *
 * Changes far apart (a card flying at the top, a name plate pulsing at the bottom) are drawn
 * as up to three boxes, one pass each, rather than one box spanning the table between them.
 *
 * The scissor saves the pixels, not the geometry: a software rasteriser still transforms,
 * clips and sets up every triangle sent to it. So objects wholly outside the box are culled
 * for the frame (PixiJS's `culled`, which hit testing ignores) and drawn again once the box
 * reaches them; only childless objects outside any filter are culled (a filter's blur can
 * reach into the box from outside it).
 */
import type { Application, Container, ViewContainer } from 'pixi.js';

/** What an object looked like when it was last drawn. */
interface Seen {
  node: Internal;
  /** Whether leaving it out of a partial frame is safe (no children, no filter above it). */
  cullable: boolean;
  stamp: number;
  a: number;
  b: number;
  c: number;
  d: number;
  tx: number;
  ty: number;
  alpha: number;
  color: number;
  blend: string;
  view: number;
  /** The object drawn just before it (drawing order changes what is on top). */
  after: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Extra CSS pixels around each box (antialiased edges, strokes). */
const MARGIN = 3;
/** Above this share of the window, the whole frame is drawn (the box would save little). */
const FULL_SHARE = 0.7;
/** At most this many boxes a frame: each is one more pass through PixiJS's draw list. */
const MAX_BOXES = 3;
/** Separate boxes only when they cover at most this share of the one box around them all. */
const SPLIT_GAIN = 0.6;

type Internal = Container & {
  renderPipeId?: string;
  localColor: number;
  localBlendMode: string;
  _didViewChangeTick: number;
};

export class DamageRenderer {
  private readonly seen = new Map<number, Seen>();
  private stamp = 0;
  private wholeFrame = true;
  private prev = 0;
  private x0 = Infinity;
  private y0 = Infinity;
  private x1 = -Infinity;
  private y1 = -Infinity;
  private width = 0;
  private height = 0;
  private resolution = 0;
  /** Every damaged rectangle of this frame, four numbers each (CSS pixels). */
  private rects: number[] = [];
  /** True while the frame being drawn is scissored (only the window's own target). */
  private scissor: [number, number, number, number] | null = null;
  /** Objects left out of the frames drawn in part, because they lie outside the box. */
  private readonly culled = new Set<Internal>();
  /** Figures for the UI benchmark: frames drawn whole, in part, and skipped; objects culled. */
  readonly stats = { whole: 0, partial: 0, skipped: 0, pixels: 0, culled: 0 };

  constructor(
    private readonly app: Application,
    private readonly gl: WebGL2RenderingContext,
  ) {
    // The scissor belongs to the window's frame: a render into a texture (a baked card, a
    // cached layer) is never clipped by it.
    const targets = app.renderer.renderTarget as unknown as {
      adaptor: { startRenderPass: (target: { isRoot?: boolean }, ...rest: unknown[]) => void };
    };
    const adaptor = targets.adaptor;
    const start = adaptor.startRenderPass.bind(adaptor);
    adaptor.startRenderPass = (target, ...rest) => {
      this.applyScissor(!!target.isRoot);
      start(target, ...rest);
    };
  }

  /**
   * The check behind the UI benchmark and the redraw test: draws what changed (as a frame
   * would), reads the window back, draws it whole, reads again, and counts the pixels that
   * differ by more than rounding. Anything but 0 is a stale pixel the partial frame left.
   */
  stalePixels(): number {
    const gl = this.gl;
    const w = gl.drawingBufferWidth;
    const h = gl.drawingBufferHeight;
    const read = (): Uint8Array => {
      const px = new Uint8Array(w * h * 4);
      gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, px);
      return px;
    };
    this.render();
    const partial = read();
    this.full();
    this.render();
    const whole = read();
    let stale = 0;
    for (let i = 0; i < partial.length; i += 4) {
      if (
        Math.abs(partial[i]! - whole[i]!) > 2 ||
        Math.abs(partial[i + 1]! - whole[i + 1]!) > 2 ||
        Math.abs(partial[i + 2]! - whole[i + 2]!) > 2 ||
        Math.abs(partial[i + 3]! - whole[i + 3]!) > 2
      )
        stale++;
    }
    return stale;
  }

  /** The next frame is drawn whole (something changed that the walk cannot see). */
  full(): void {
    this.wholeFrame = true;
  }

  /** Draws what changed since the last frame; false when nothing did (no draw at all). */
  render(): boolean {
    const { app } = this;
    const res = app.renderer.resolution;
    const w = app.screen.width;
    const h = app.screen.height;
    if (w !== this.width || h !== this.height || res !== this.resolution) {
      this.width = w;
      this.height = h;
      this.resolution = res;
      this.wholeFrame = true;
    }
    this.stamp++;
    this.prev = 0;
    this.x0 = this.y0 = Infinity;
    this.x1 = this.y1 = -Infinity;
    this.rects.length = 0;
    this.walk(app.stage as Internal, 1, 0, 0, 1, 0, 0, 1, 0xffffff, 'normal', 0);
    for (const [uid, s] of this.seen) {
      if (s.stamp !== this.stamp) {
        this.add(s.x0, s.y0, s.x1, s.y1);
        this.seen.delete(uid);
        this.culled.delete(s.node);
      }
    }
    const canvasW = app.canvas.width;
    const canvasH = app.canvas.height;
    let boxes: number[][] | null = null;
    if (!this.wholeFrame) {
      if (this.x0 >= this.x1 || this.y0 >= this.y1) {
        this.stats.skipped++;
        return false;
      }
      // Device pixels, widened by the margin and clipped to the window.
      boxes = this.boxes().flatMap(([x0, y0, x1, y1]) => {
        const px0 = Math.max(0, Math.floor((x0! - MARGIN) * res));
        const py0 = Math.max(0, Math.floor((y0! - MARGIN) * res));
        const px1 = Math.min(canvasW, Math.ceil((x1! + MARGIN) * res));
        const py1 = Math.min(canvasH, Math.ceil((y1! + MARGIN) * res));
        return px1 > px0 && py1 > py0 ? [[px0, py0, px1, py1]] : [];
      });
      if (boxes.length === 0) {
        this.stats.skipped++;
        return false;
      }
      const area = boxes.reduce((sum, [x0, y0, x1, y1]) => sum + (x1! - x0!) * (y1! - y0!), 0);
      if (area >= FULL_SHARE * canvasW * canvasH) boxes = null;
      else {
        this.stats.partial++;
        this.stats.pixels += area;
      }
    }
    this.wholeFrame = false;
    if (!boxes) {
      this.stats.whole++;
      this.stats.pixels += canvasW * canvasH;
      this.uncullAll();
      app.render();
      return true;
    }
    try {
      for (const [px0, py0, px1, py1] of boxes) {
        // GL counts rows from the bottom.
        this.scissor = [px0!, canvasH - py1!, px1! - px0!, py1! - py0!];
        this.cull(px0! / res, py0! / res, px1! / res, py1! / res);
        app.render();
      }
    } finally {
      this.scissor = null;
      this.applyScissor(false);
    }
    return true;
  }

  /**
   * The boxes to draw: the one around every change, or up to MAX_BOXES around groups of
   * changes when they cover much less of the window (greedy: each rectangle joins the box it
   * grows least, or starts a new one; then the closest boxes merge down to the limit).
   */
  private boxes(): number[][] {
    const whole = [this.x0, this.y0, this.x1, this.y1];
    const r = this.rects;
    if (r.length <= 4) return [whole];
    const area = (b: number[]): number => (b[2]! - b[0]!) * (b[3]! - b[1]!);
    const union = (a: number[], b: number[]): number[] => [
      Math.min(a[0]!, b[0]!),
      Math.min(a[1]!, b[1]!),
      Math.max(a[2]!, b[2]!),
      Math.max(a[3]!, b[3]!),
    ];
    const growth = (a: number[], b: number[]): number => area(union(a, b)) - area(a) - area(b);
    const boxes: number[][] = [];
    for (let i = 0; i < r.length; i += 4) {
      const rect = [r[i]!, r[i + 1]!, r[i + 2]!, r[i + 3]!];
      let best = -1;
      let least = Infinity;
      for (let k = 0; k < boxes.length; k++) {
        const g = growth(boxes[k]!, rect);
        if (g < least) {
          least = g;
          best = k;
        }
      }
      // Joining costs no more pixels than the rectangle itself: join (and past a few boxes
      // always, which keeps the merging below cheap).
      if (best >= 0 && (least <= area(rect) || boxes.length >= 2 * MAX_BOXES))
        boxes[best] = union(boxes[best]!, rect);
      else boxes.push(rect);
    }
    for (;;) {
      let pair: [number, number] | null = null;
      let least = Infinity;
      for (let a = 0; a < boxes.length; a++) {
        for (let b = a + 1; b < boxes.length; b++) {
          const g = growth(boxes[a]!, boxes[b]!);
          if (g < least) {
            least = g;
            pair = [a, b];
          }
        }
      }
      if (!pair || (boxes.length <= MAX_BOXES && least > 0)) break;
      boxes[pair[0]] = union(boxes[pair[0]]!, boxes[pair[1]]!);
      boxes.splice(pair[1], 1);
    }
    const split = boxes.reduce((sum, b) => sum + area(b), 0);
    return boxes.length > 1 && split <= SPLIT_GAIN * area(whole) ? boxes : [whole];
  }

  /**
   * Culls what lies wholly outside the box and brings back what entered it. Only changes
   * are written: each one makes PixiJS rebuild its draw list, which costs less than the
   * triangles it saves but is not free.
   */
  private cull(x0: number, y0: number, x1: number, y1: number): void {
    for (const s of this.seen.values()) {
      const out = s.cullable && (s.x1 <= x0 || s.x0 >= x1 || s.y1 <= y0 || s.y0 >= y1);
      if (out === s.node.culled) continue;
      s.node.culled = out;
      if (out) this.culled.add(s.node);
      else this.culled.delete(s.node);
    }
    this.stats.culled += this.culled.size;
  }

  private uncullAll(): void {
    for (const node of this.culled) if (!node.destroyed) node.culled = false;
    this.culled.clear();
  }

  private applyScissor(root: boolean): void {
    const gl = this.gl;
    if (root && this.scissor) {
      gl.enable(gl.SCISSOR_TEST);
      gl.scissor(...this.scissor);
    } else gl.disable(gl.SCISSOR_TEST);
  }

  private add(x0: number, y0: number, x1: number, y1: number): void {
    if (x1 <= x0 || y1 <= y0) return;
    this.rects.push(x0, y0, x1, y1);
    if (x0 < this.x0) this.x0 = x0;
    if (y0 < this.y0) this.y0 = y0;
    if (x1 > this.x1) this.x1 = x1;
    if (y1 > this.y1) this.y1 = y1;
  }

  private walk(
    node: Internal,
    pa: number,
    pb: number,
    pc: number,
    pd: number,
    ptx: number,
    pty: number,
    palpha: number,
    pcolor: number,
    pblend: string,
    pad: number,
  ): void {
    const alpha = palpha * node.alpha;
    if (alpha <= 0) return;
    node.updateLocalTransform();
    const lt = node.localTransform;
    const a = lt.a * pa + lt.b * pc;
    const b = lt.a * pb + lt.b * pd;
    const c = lt.c * pa + lt.d * pc;
    const d = lt.c * pb + lt.d * pd;
    const tx = lt.tx * pa + lt.ty * pc + ptx;
    const ty = lt.tx * pb + lt.ty * pd + pty;
    // A hash of the tints down the tree: equal when nothing changed.
    const color = (Math.imul(pcolor, 31) + node.localColor) | 0;
    const blend = node.localBlendMode === 'inherit' ? pblend : node.localBlendMode;
    const filters = node.filters as readonly { padding?: number }[] | null | undefined;
    if (filters && filters.length > 0) {
      for (const f of filters) pad += Math.max(16, f.padding ?? 0);
    }
    if (node.renderPipeId)
      this.leaf(node, a, b, c, d, tx, ty, alpha, color, blend, pad, pad === 0 && node.children.length === 0);
    // A mask is not drawn itself, but where it moves changes what shows.
    const mask = node.mask as Internal | null | undefined;
    if (mask && typeof mask === 'object' && 'renderPipeId' in mask && mask.renderPipeId) {
      if (mask.parent === node) {
        mask.updateLocalTransform();
        const m = mask.localTransform;
        this.leaf(
          mask,
          m.a * a + m.b * c,
          m.a * b + m.b * d,
          m.c * a + m.d * c,
          m.c * b + m.d * d,
          m.tx * a + m.ty * c + tx,
          m.tx * b + m.ty * d + ty,
          1,
          0,
          'mask',
          pad,
          false,
        );
      } else {
        const g = mask.getGlobalTransform(undefined, false);
        this.leaf(mask, g.a, g.b, g.c, g.d, g.tx, g.ty, 1, 0, 'mask', pad, false);
      }
    }
    if (node.sortableChildren) node.sortChildren();
    const children = node.children as Internal[];
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (!child.visible || !child.renderable || child === mask) continue;
      this.walk(child, a, b, c, d, tx, ty, alpha, color, blend, pad);
    }
  }

  private leaf(
    node: Internal,
    a: number,
    b: number,
    c: number,
    d: number,
    tx: number,
    ty: number,
    alpha: number,
    color: number,
    blend: string,
    pad: number,
    cullable: boolean,
  ): void {
    const uid = node.uid;
    const after = this.prev;
    this.prev = uid;
    let s = this.seen.get(uid);
    const view = node._didViewChangeTick;
    if (
      s &&
      s.view === view &&
      s.a === a &&
      s.b === b &&
      s.c === c &&
      s.d === d &&
      s.tx === tx &&
      s.ty === ty &&
      s.alpha === alpha &&
      s.color === color &&
      s.blend === blend &&
      s.after === after
    ) {
      s.stamp = this.stamp;
      s.cullable = cullable;
      return;
    }
    // Changed, new or moved: where it was is damaged, and where it is now.
    if (s) this.add(s.x0, s.y0, s.x1, s.y1);
    const lb = (node as unknown as ViewContainer).bounds;
    // The four corners of the local bounds in the window.
    const xa = a * lb.minX + c * lb.minY + tx;
    const ya = b * lb.minX + d * lb.minY + ty;
    const xb = a * lb.maxX + c * lb.minY + tx;
    const yb = b * lb.maxX + d * lb.minY + ty;
    const xc = a * lb.minX + c * lb.maxY + tx;
    const yc = b * lb.minX + d * lb.maxY + ty;
    const xd = a * lb.maxX + c * lb.maxY + tx;
    const yd = b * lb.maxX + d * lb.maxY + ty;
    let x0 = Math.min(xa, xb, xc, xd) - pad;
    let y0 = Math.min(ya, yb, yc, yd) - pad;
    let x1 = Math.max(xa, xb, xc, xd) + pad;
    let y1 = Math.max(ya, yb, yc, yd) + pad;
    if (!(x1 > x0) || !(y1 > y0) || !Number.isFinite(x0 + y0 + x1 + y1)) {
      // Empty or unmeasurable: nothing of it shows (an empty Graphics, a Text with no text).
      x0 = y0 = x1 = y1 = 0;
    }
    const stamp = this.stamp;
    s = { node, cullable, stamp, a, b, c, d, tx, ty, alpha, color, blend, view, after, x0, y0, x1, y1 };
    this.seen.set(uid, s);
    this.add(s.x0, s.y0, s.x1, s.y1);
  }
}
