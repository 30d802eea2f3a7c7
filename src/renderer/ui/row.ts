/**
 * Labelled setting rows: the row itself (label left, control right, one focus ring round
 * both), and the two simplest controls on it, the on/off toggle and the slider.
 */
import {
  CanvasTextMetrics,
  Container,
  Graphics,
  Rectangle,
  Text,
  TextStyle,
  type FederatedPointerEvent,
} from 'pixi.js';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import { formOf, TOUCH_TARGET_PX } from '../layout/form';
import { font, palette } from '../theme/theme';
import { fitText, ringFor } from './control-parts';

/**
 * Whether the window is a phone's (tall or short form): controls are then at least a fingertip
 * (44 CSS px) in both directions, whatever the scale asks for.
 */
export function fingerSized(): boolean {
  return typeof window !== 'undefined' && formOf(window.innerWidth, window.innerHeight).compact;
}

/** `size` (px), at least a fingertip on a phone. */
export function touchSize(size: number): number {
  return fingerSized() ? Math.max(size, TOUCH_TARGET_PX) : size;
}

/**
 * A row's label in `room` px: one line when it fits, else wrapped at word boundaries (a word
 * longer than the room alone is shrunk, then shortened).
 */
function rowLabel(label: string, s: number, room: number): Text {
  const style = font('body', s, palette.text);
  const t = new Text({ text: label, style });
  if (t.width <= room || room <= 0) return t;
  const measure = new TextStyle(style);
  const longest = Math.max(
    ...label.split(/\s+/).map((word) => CanvasTextMetrics.measureText(word, measure).width),
  );
  if (longest * 0.85 > room) {
    fitText(t, room);
    return t;
  }
  t.style = {
    ...style,
    wordWrap: true,
    wordWrapWidth: Math.max(room, longest),
    lineHeight: style.fontSize * 1.2,
  };
  if (longest > room) t.scale.set(room / longest);
  return t;
}

/** A labelled row: label on the left, the control on the right, one focus ring round it. */
export abstract class Row extends Container implements Focusable {
  readonly focusTarget = this;
  protected readonly ring: Graphics;
  protected readonly s: number;
  readonly rowWidth: number;
  readonly rowHeight: number;
  protected readonly controlX: number;
  protected readonly controlWidth: number;

  constructor(label: string, scale: number, width: number, controlWidth: number, id?: string, height = 54) {
    super();
    this.s = scale;
    this.rowWidth = Math.round(width);
    this.controlWidth = Math.round(Math.min(controlWidth, width));
    this.controlX = this.rowWidth - this.controlWidth;
    // A label longer than its room wraps (its words are its meaning); the row grows to hold it.
    const text = label ? rowLabel(label, scale, this.controlX - 16 * scale) : null;
    this.rowHeight = Math.round(Math.max(touchSize(height * scale), (text?.height ?? 0) + 12 * scale));
    const hover = new Graphics()
      .roundRect(-10 * scale, 0, this.rowWidth + 20 * scale, this.rowHeight, 10 * scale)
      .fill({ color: 0xffffff, alpha: 0.04 });
    hover.visible = false;
    this.addChild(hover);
    // The row's bounds are its whole box (a fingertip's target), not only what is drawn on it.
    this.boundsArea = new Rectangle(0, 0, this.rowWidth, this.rowHeight);
    if (text) {
      text.position.set(0, Math.round((this.rowHeight - text.height) / 2));
      this.addChild(text);
    }
    this.ring = ringFor(this.rowWidth + 20 * scale, this.rowHeight, scale, 10 * scale);
    this.ring.x = -10 * scale;
    this.eventMode = 'static';
    this.on('pointerover', () => (hover.visible = true));
    this.on('pointerout', () => (hover.visible = false));
    if (id) testId(this, id);
  }

  protected finish(): void {
    this.addChild(this.ring);
  }

  setFocused(on: boolean): void {
    this.ring.visible = on;
  }
}

export class Toggle extends Row {
  private readonly knob = new Graphics();
  private readonly track = new Graphics();
  private readonly state: Text;
  constructor(
    label: string,
    private value: boolean,
    scale: number,
    width: number,
    private readonly onChange: (v: boolean) => void,
    private readonly words: { on: string; off: string },
    id?: string,
  ) {
    super(label, scale, width, 150 * scale, id);
    this.state = new Text({ text: '', style: font('caption', scale, palette.textMuted) });
    this.addChild(this.state, this.track, this.knob);
    this.cursor = 'pointer';
    this.hitArea = new Rectangle(0, 0, this.rowWidth, this.rowHeight);
    this.on('pointertap', () => this.activate());
    this.draw();
    this.finish();
  }

  private draw(): void {
    const s = this.s;
    const tw = Math.round(58 * s);
    const th = Math.round(32 * s);
    const x = this.rowWidth - tw;
    const y = (this.rowHeight - th) / 2;
    this.track
      .clear()
      .roundRect(x, y, tw, th, th / 2)
      .fill(this.value ? palette.accent : palette.control)
      .roundRect(x, y, tw, th, th / 2)
      .stroke({ width: Math.max(1, s), color: this.value ? palette.accentDeep : palette.panelEdge });
    const r = th / 2 - 4 * s;
    const kx = this.value ? x + tw - th / 2 : x + th / 2;
    this.knob
      .clear()
      .circle(kx, y + th / 2 + 1, r)
      .fill({ color: 0x000000, alpha: 0.25 })
      .circle(kx, y + th / 2, r)
      .fill(this.value ? palette.accentInk : palette.textMuted);
    this.state.text = this.value ? this.words.on : this.words.off;
    this.state.position.set(
      x - this.state.width - 12 * s,
      Math.round((this.rowHeight - this.state.height) / 2),
    );
  }

  activate(): void {
    this.value = !this.value;
    this.draw();
    this.onChange(this.value);
  }

  adjust(dir: -1 | 1): boolean {
    const v = dir > 0;
    if (v !== this.value) this.activate();
    return true;
  }
}

export class Slider extends Row {
  private readonly track = new Graphics();
  private readonly knob = new Graphics();
  private readonly readout: Text;
  private dragging = false;
  private readonly trackX: number;
  private readonly trackW: number;

  constructor(
    label: string,
    private value: number,
    scale: number,
    width: number,
    private readonly onInput: (v: number) => void,
    private readonly onCommit: (v: number) => void,
    id?: string,
    controlWidth = 300 * scale,
  ) {
    super(label, scale, width, controlWidth, id);
    this.readout = new Text({ text: '', style: font('caption', scale, palette.textMuted) });
    this.trackW = Math.round(this.controlWidth - 64 * scale);
    this.trackX = this.rowWidth - this.trackW - 10 * scale;
    this.addChild(this.readout, this.track, this.knob);
    this.cursor = 'pointer';
    this.hitArea = new Rectangle(this.trackX - 16 * scale, 0, this.trackW + 32 * scale, this.rowHeight);
    this.on('pointerdown', (e: FederatedPointerEvent) => {
      this.dragging = true;
      this.setFromGlobal(e.global.x);
    });
    this.on('globalpointermove', (e: FederatedPointerEvent) => {
      if (this.dragging) this.setFromGlobal(e.global.x);
    });
    const end = (): void => {
      if (!this.dragging) return;
      this.dragging = false;
      this.onCommit(this.value);
    };
    this.on('pointerup', end);
    this.on('pointerupoutside', end);
    this.draw();
    this.finish();
  }

  private setFromGlobal(gx: number): void {
    const local = this.toLocal({ x: gx, y: 0 }).x;
    const v = Math.min(1, Math.max(0, (local - this.trackX) / this.trackW));
    this.set(Math.round(v * 100) / 100, false);
  }

  private set(v: number, commit: boolean): void {
    this.value = Math.min(1, Math.max(0, v));
    this.draw();
    this.onInput(this.value);
    if (commit) this.onCommit(this.value);
  }

  private draw(): void {
    const s = this.s;
    const cy = this.rowHeight / 2;
    const th = 8 * s;
    this.track
      .clear()
      .roundRect(this.trackX, cy - th / 2, this.trackW, th, th / 2)
      .fill(palette.control)
      .roundRect(this.trackX, cy - th / 2, this.trackW * this.value, th, th / 2)
      .fill(palette.accent);
    const kx = this.trackX + this.trackW * this.value;
    this.knob
      .clear()
      .circle(kx, cy + 1.5 * s, 13 * s)
      .fill({ color: 0x000000, alpha: 0.3 })
      .circle(kx, cy, 13 * s)
      .fill(palette.cream)
      .circle(kx, cy, 13 * s)
      .stroke({ width: Math.max(1, 2 * s), color: palette.accentDeep });
    this.readout.text = `${Math.round(this.value * 100)} %`;
    this.readout.position.set(
      this.trackX - this.readout.width - 22 * s,
      Math.round((this.rowHeight - this.readout.height) / 2),
    );
  }

  adjust(dir: -1 | 1): boolean {
    this.set(Math.round((this.value + dir * 0.05) * 100) / 100, true);
    return true;
  }

  activate(): void {
    this.adjust(1);
  }
}
