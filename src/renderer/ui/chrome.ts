/**
 * Table chrome: panels, the side panel that slides in (stopping above the hand), the
 * one-line status bar, toasts and tooltips.
 */
import { testId } from '../core/testhook';
import {
  Container,
  Graphics,
  Rectangle,
  Text,
  type FederatedPointerEvent,
  type FillInput,
  type StrokeInput,
} from 'pixi.js';
import { LONG_PRESS_MS, LONG_PRESS_SLOP, swallowNextTap } from '../core/gesture';
import { markDecor } from '../core/layout-audit';
import { frames } from '../core/frames';
import type { Motion } from '../core/motion';
import type { Rect } from '../layout/scale';
import { font, palette } from '../theme/theme';
import { fitText } from './widgets';

export function drawPanel(
  g: Graphics,
  w: number,
  h: number,
  s: number,
  o: { alpha?: number; radius?: number } = {},
): Graphics {
  const r = o.radius ?? 16 * s;
  g.roundRect(0, 4 * s, w, h, r).fill({ color: 0x000000, alpha: 0.25 });
  g.roundRect(0, 0, w, h, r).fill({ color: palette.panel, alpha: o.alpha ?? 0.9 });
  g.roundRect(0, 0, w, h, r).stroke({ width: Math.max(1, s), color: palette.panelEdge, alpha: 0.9 });
  return g;
}

/** A rounded box filled and then edged along the same outline (the look of panels and wells). */
export function framedBox(
  box: { x: number; y: number; width: number; height: number },
  radius: number,
  fill: FillInput,
  stroke: StrokeInput,
): Graphics {
  const { x, y, width, height } = box;
  return new Graphics()
    .roundRect(x, y, width, height, radius)
    .fill(fill)
    .roundRect(x, y, width, height, radius)
    .stroke(stroke);
}

export class SidePanel extends Container {
  readonly content = new Container();
  private rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private readonly bg = new Graphics();
  private open_ = false;

  constructor(private readonly motion: Motion) {
    super({ label: 'side-panel' });
    this.addChild(this.bg, this.content);
    this.visible = false;
    this.eventMode = 'static';
  }

  get isOpen(): boolean {
    return this.open_;
  }

  layout(rect: Rect, s: number): void {
    this.rect = rect;
    this.bg.clear();
    this.bg.rect(0, 0, rect.width, rect.height).fill({ color: palette.panel });
    this.bg.rect(0, 0, Math.max(1, 1.5 * s), rect.height).fill({ color: palette.panelEdge });
    this.bg.roundRect(-14 * s, 0, 14 * s, rect.height, 0).fill({ color: 0x000000, alpha: 0.12 });
    this.hitArea = new Rectangle(0, 0, rect.width, rect.height);
    this.y = rect.y;
    this.x = this.open_ ? rect.x : rect.x + rect.width;
  }

  async open(): Promise<void> {
    if (this.open_) return;
    this.open_ = true;
    this.visible = true;
    await this.motion.to(this, { x: this.rect.x }, { ms: 260, ease: 'power3.out' });
  }

  async close(): Promise<void> {
    if (!this.open_) return;
    this.open_ = false;
    await this.motion.to(this, { x: this.rect.x + this.rect.width }, { ms: 200, ease: 'power2.in' });
    if (!this.open_) this.visible = false;
  }
}

export type Tone = 'info' | 'turn' | 'warn' | 'ok';

/** One line that always says whose turn it is and what they may do. */
export class StatusBar extends Container {
  private readonly bg = new Graphics();
  private readonly dot = new Graphics();
  private readonly text: Text;
  private w = 0;
  private h = 0;
  private s = 1;
  private tone: Tone = 'info';
  /** A phone's line may wrap once rather than lose its end (the words are the instruction). */
  private lines = 1;
  private suppressed = false;

  constructor() {
    super({ label: 'status' });
    this.text = new Text({ text: '', style: font('label', 1) });
    this.addChild(this.bg, this.dot, this.text);
    // Named, so that panels placed over the table (the lesson's coach) can keep it free.
    testId(this, 'status');
  }

  layout(rect: Rect, s: number, lines = 1): void {
    this.s = s;
    this.w = rect.width;
    this.h = rect.height;
    this.lines = lines;
    this.position.set(rect.x, rect.y);
    this.text.style = font('label', s);
    this.draw();
  }

  set(message: string, tone: Tone = 'info'): void {
    this.text.text = message;
    this.tone = tone;
    this.draw();
  }

  get message(): string {
    return this.text.text;
  }

  private draw(): void {
    const s = this.s;
    this.text.scale.set(1);
    const room = this.w - 70 * s;
    this.text.style.wordWrap = false;
    this.text.style.lineHeight = 0;
    if (this.lines > 1 && this.text.width > room) {
      this.text.style.wordWrap = true;
      this.text.style.wordWrapWidth = room;
      this.text.style.lineHeight = Math.round(this.h / 2.3);
    }
    fitText(this.text, room);
    const textW = this.text.width;
    const pillW = Math.min(this.w, textW + 70 * s);
    const x0 = (this.w - pillW) / 2;
    const accent =
      this.tone === 'turn'
        ? palette.accent
        : this.tone === 'warn'
          ? palette.danger
          : this.tone === 'ok'
            ? palette.ok
            : palette.textMuted;
    this.bg.clear();
    this.bg.roundRect(x0, 0, pillW, this.h, this.h / 2).fill({ color: palette.panel, alpha: 0.82 });
    this.bg.roundRect(x0, 0, pillW, this.h, this.h / 2).stroke({
      width: Math.max(1, 1.5 * s),
      color: this.tone === 'turn' ? palette.accent : palette.panelEdge,
      alpha: this.tone === 'turn' ? 0.9 : 1,
    });
    this.dot
      .clear()
      .circle(x0 + 26 * s, this.h / 2, 6 * s)
      .fill(accent);
    this.text.position.set(Math.round(x0 + 44 * s), Math.round((this.h - this.text.height) / 2));
    this.text.style.fill = this.tone === 'turn' ? palette.text : palette.text;
    this.visible = !this.suppressed && this.text.text.length > 0;
  }

  /** Kept out of sight whatever it says (a phone's docked lesson coach says it instead). */
  suppress(on: boolean): void {
    this.suppressed = on;
    this.draw();
  }
}

/** Where a toast of its size may stand (a screen's room that covers none of what matters), or null. */
export type ToastPlacer = (width: number, height: number) => { x: number; y: number } | null;

/** Transient one-line messages near the top centre (at a table: where they cover no seat). */
export class Toasts extends Container {
  private w = 0;
  private s = 1;
  private top = 0;
  private current: Container | null = null;
  private sticky = false;
  private placer: ToastPlacer | null = null;

  /** A screen's placement for toasts (the table: findRoom over its regions); null: top centre. */
  placeBy(placer: ToastPlacer | null): void {
    this.placer = placer;
    if (this.current) this.put(this.current);
  }

  private put(c: Container): void {
    const b = c.getLocalBounds();
    const at = this.placer?.(b.width, b.height);
    c.position.set(at?.x ?? (this.w - b.width) / 2, at?.y ?? this.top);
  }

  constructor(private readonly motion: Motion) {
    super({ label: 'toasts' });
    this.eventMode = 'none';
  }

  layout(width: number, top: number, s: number): void {
    this.w = width;
    this.top = top;
    this.s = s;
    if (this.current) this.put(this.current);
  }

  /** Shows a message; `ms` 0 keeps it until replaced or cleared. */
  show(message: string, tone: Tone = 'info', ms = 3200): void {
    this.clear();
    const s = this.s;
    const c = new Container();
    const t = new Text({ text: message, style: font('label', s, palette.text) });
    const max = Math.min(this.w - 80 * s, 900 * s);
    // A long message (the coach's) wraps onto a second line rather than losing its end.
    if (t.width > max) {
      t.style.wordWrap = true;
      t.style.wordWrapWidth = max;
      t.style.align = 'center';
    }
    fitText(t, max);
    const pad = 22 * s;
    const h = t.height + 20 * s;
    const g = new Graphics();
    const edge = tone === 'warn' ? palette.danger : tone === 'ok' ? palette.ok : palette.accent;
    drawPanel(g, t.width + 2 * pad, h, s, { alpha: 0.95, radius: h / 2 });
    g.roundRect(0, 0, t.width + 2 * pad, h, h / 2).stroke({
      width: Math.max(1, 2 * s),
      color: edge,
      alpha: 0.8,
    });
    t.position.set(pad, 10 * s);
    c.addChild(g, t);
    testId(c, 'toast');
    this.put(c);
    c.alpha = 0;
    this.addChild(c);
    this.current = c;
    this.sticky = ms === 0;
    void this.motion.to(c, { alpha: 1 }, { ms: 160, kind: 'fade' });
    if (ms > 0) {
      window.setTimeout(() => {
        if (this.current === c) this.clear();
      }, ms);
    }
  }

  get isSticky(): boolean {
    return this.sticky;
  }

  clear(): void {
    const c = this.current;
    if (!c) return;
    this.current = null;
    this.sticky = false;
    c.destroy({ children: true });
    frames.invalidate();
  }
}

/** A single tooltip that follows hovered objects that registered a text. */
export class Tooltip extends Container {
  private timer = 0;
  private s = 1;
  private screenW = 0;
  private screenH = 0;

  constructor() {
    super({ label: 'tooltip' });
    this.eventMode = 'none';
    this.visible = false;
    testId(this, 'tooltip');
    // It floats where the pointer rests, for a moment: the layout checker looks past it.
    markDecor(this);
  }

  layout(width: number, height: number, s: number): void {
    this.screenW = width;
    this.screenH = height;
    this.s = s;
  }

  /**
   * The tooltip of `target`: after a moment's hover with a mouse or pen, or a long press with a
   * finger (which then hides it again by itself, and whose release is no tap).
   */
  attach(target: Container, text: () => string): void {
    target.eventMode =
      target.eventMode === 'none' || target.eventMode === 'passive' ? 'static' : target.eventMode;
    let start: { x: number; y: number } | null = null;
    target.on('pointerover', (e: FederatedPointerEvent) => {
      if (e.pointerType === 'touch') return;
      window.clearTimeout(this.timer);
      this.timer = window.setTimeout(() => {
        if (!target.destroyed) this.showFor(target, text());
      }, 380);
    });
    const hide = (): void => {
      window.clearTimeout(this.timer);
      this.hide();
    };
    target.on('pointerout', (e: FederatedPointerEvent) => {
      if (e.pointerType !== 'touch') hide();
    });
    target.on('pointerdown', (e: FederatedPointerEvent) => {
      hide();
      if (e.pointerType !== 'touch' && e.pointerType !== 'pen') return;
      start = { x: e.global.x, y: e.global.y };
      this.timer = window.setTimeout(() => {
        if (target.destroyed || !start) return;
        swallowNextTap();
        this.showFor(target, text());
        // No pointerout follows a finger: the tooltip goes by itself.
        this.timer = window.setTimeout(() => this.hide(), 2600);
      }, LONG_PRESS_MS);
    });
    target.on('pointermove', (e: FederatedPointerEvent) => {
      if (start && Math.hypot(e.global.x - start.x, e.global.y - start.y) > LONG_PRESS_SLOP) {
        start = null;
        window.clearTimeout(this.timer);
      }
    });
    const release = (): void => {
      if (!start) return;
      start = null;
      // A short touch: no tooltip; a long one keeps it on screen for its own time.
      if (!this.visible) window.clearTimeout(this.timer);
    };
    target.on('pointerup', release);
    target.on('pointerupoutside', release);
    target.once('destroyed', hide);
  }

  showFor(target: Container, message: string): void {
    if (!message) return;
    this.removeChildren().forEach((c) => c.destroy());
    const s = this.s;
    const t = new Text({
      text: message,
      style: { ...font('caption', s, palette.ink), wordWrap: true, wordWrapWidth: 360 * s },
    });
    const pad = 12 * s;
    const g = new Graphics()
      .roundRect(0, 3 * s, t.width + 2 * pad, t.height + 2 * pad * 0.7, 8 * s)
      .fill({ color: 0x000000, alpha: 0.3 })
      .roundRect(0, 0, t.width + 2 * pad, t.height + 2 * pad * 0.7, 8 * s)
      .fill(palette.cream);
    t.position.set(pad, pad * 0.7);
    this.addChild(g, t);
    const b = target.getBounds();
    let x = b.x + b.width / 2 - this.width / 2;
    let y = b.y - this.height - 8 * s;
    if (y < 4) y = b.y + b.height + 8 * s;
    x = Math.max(6, Math.min(this.screenW - this.width - 6, x));
    y = Math.max(6, Math.min(this.screenH - this.height - 6, y));
    this.position.set(x, y);
    this.visible = true;
    frames.invalidate();
  }

  hide(): void {
    if (this.visible) frames.invalidate();
    this.visible = false;
  }
}
