/**
 * The shared controls: button, toggle, slider, stepper (select) and text field. Each is
 * sized from the ui scale at construction (screens rebuild on resize), draws its own focus
 * ring for keyboard use, and registers a stable test id.
 */
import { ButtonContainer } from '@pixi/ui';
import { Container, Graphics, Rectangle, Text, type FederatedPointerEvent } from 'pixi.js';
import type { Focusable } from '../core/focus';
import { testId, testIdCustom } from '../core/testhook';
import { darken, font, FONT_FAMILY, lighten, palette } from '../theme/theme';
import { drawIcon, type IconName } from './icons';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

function ringFor(w: number, h: number, s: number, radius: number): Graphics {
  const pad = 4 * s;
  const g = new Graphics()
    .roundRect(-pad, -pad, w + 2 * pad, h + 2 * pad, radius + pad)
    .stroke({ width: Math.max(2, 2.5 * s), color: palette.focus, alpha: 0.95 });
  g.visible = false;
  g.eventMode = 'none';
  return g;
}

/** Fits a Text into a width by shrinking it (never below 85 %) and then eliding. */
export function fitText(t: Text, maxWidth: number): void {
  if (t.width <= maxWidth) return;
  const k = Math.max(0.85, maxWidth / t.width);
  t.scale.set(k);
  if (t.width <= maxWidth) return;
  const full = t.text;
  let lo = 0;
  let hi = full.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    t.text = full.slice(0, mid).trimEnd() + '…';
    if (t.width <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  t.text = full.slice(0, lo).trimEnd() + '…';
}

export interface ButtonOptions {
  label: string;
  scale: number;
  onPress: () => void;
  id?: string;
  variant?: ButtonVariant;
  width?: number;
  /** At most this wide: a longer label is shortened with an ellipsis. */
  maxWidth?: number;
  height?: number;
  icon?: IconName;
  /** Only the icon is shown; the label is the tooltip / accessible name. */
  iconOnly?: boolean;
}

export class Button extends ButtonContainer implements Focusable {
  readonly focusTarget = this;
  readonly bw: number;
  readonly bh: number;
  private readonly bg = new Graphics();
  private readonly ring: Graphics;
  private hovered = false;
  private pressed = false;
  private disabled = false;
  readonly label_: string;

  constructor(private readonly o: ButtonOptions) {
    super();
    const s = o.scale;
    this.label_ = o.label;
    this.bh = Math.round(o.height ?? 48 * s);
    const variant = o.variant ?? 'secondary';
    const fill = variant === 'primary' ? palette.accentInk : palette.text;
    const text = new Text({ text: o.label, style: font('button', s, fill) });
    const iconSize = Math.round(this.bh * 0.42);
    const gap = o.icon && !o.iconOnly ? 10 * s : 0;
    const contentW = (o.iconOnly ? 0 : text.width) + (o.icon ? iconSize + gap : 0);
    this.bw = Math.round(
      Math.min(o.maxWidth ?? Infinity, Math.max(o.width ?? 0, o.iconOnly ? this.bh : contentW + 2 * 22 * s)),
    );
    this.addChild(this.bg);
    // A label too long for the width is shortened first, then the content is centred.
    if (!o.iconOnly) fitText(text, this.bw - 24 * s - (o.icon ? iconSize + gap : 0));
    let x = (this.bw - (o.iconOnly ? 0 : text.width) - (o.icon ? iconSize + gap : 0)) / 2;
    if (o.icon) {
      const ig = new Graphics();
      drawIcon(ig, o.icon, x + iconSize / 2, this.bh / 2, iconSize, fill);
      this.addChild(ig);
      x += iconSize + gap;
    }
    if (!o.iconOnly) {
      text.position.set(x, Math.round((this.bh - text.height) / 2));
      this.addChild(text);
    } else text.destroy();
    this.ring = ringFor(this.bw, this.bh, s, this.radius);
    this.addChild(this.ring);
    this.hitArea = new Rectangle(0, 0, this.bw, this.bh);
    this.cursor = 'pointer';
    this.onHover.connect(() => this.setState(true, this.pressed));
    this.onOut.connect(() => this.setState(false, false));
    this.onDown.connect(() => this.setState(this.hovered, true));
    this.onUp.connect(() => this.setState(this.hovered, false));
    this.onUpOut.connect(() => this.setState(false, false));
    this.onPress.connect(() => {
      if (!this.disabled) o.onPress();
    });
    if (o.id) testId(this, o.id);
    this.draw();
  }

  private get radius(): number {
    return Math.min(this.bh / 2, 12 * this.o.scale);
  }

  private setState(hover: boolean, press: boolean): void {
    this.hovered = hover;
    this.pressed = press;
    this.draw();
  }

  setDisabled(disabled: boolean): void {
    this.disabled = disabled;
    this.enabled = !disabled;
    this.alpha = disabled ? 0.45 : 1;
    this.cursor = disabled ? 'default' : 'pointer';
  }

  get focusable(): boolean {
    return !this.disabled;
  }

  private draw(): void {
    const variant = this.o.variant ?? 'secondary';
    const s = this.o.scale;
    let base: number =
      variant === 'primary'
        ? palette.accent
        : variant === 'danger'
          ? darken(palette.danger, 0.35)
          : variant === 'ghost'
            ? palette.panel
            : palette.control;
    if (this.hovered) base = lighten(base, 0.1);
    if (this.pressed) base = darken(base, 0.12);
    const g = this.bg;
    g.clear();
    const alpha = variant === 'ghost' && !this.hovered ? 0.0 : 1;
    g.roundRect(0, this.pressed ? 1 : 0, this.bw, this.bh, this.radius).fill({ color: base, alpha });
    if (variant === 'primary') {
      g.roundRect(1, 1, this.bw - 2, this.bh * 0.5, this.radius).fill({ color: 0xffffff, alpha: 0.12 });
    }
    if (variant !== 'ghost' && variant !== 'primary') {
      g.roundRect(0, this.pressed ? 1 : 0, this.bw, this.bh, this.radius).stroke({
        width: Math.max(1, s),
        color: this.hovered ? palette.accent : palette.panelEdge,
        alpha: this.hovered ? 0.7 : 1,
      });
    }
  }

  setFocused(on: boolean): void {
    this.ring.visible = on;
  }

  activate(): void {
    if (!this.disabled) this.o.onPress();
  }
}

/** A labelled row: label on the left, the control on the right, one focus ring round it. */
abstract class Row extends Container implements Focusable {
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
    this.rowHeight = Math.round(height * scale);
    this.controlWidth = Math.round(Math.min(controlWidth, width));
    this.controlX = this.rowWidth - this.controlWidth;
    const hover = new Graphics()
      .roundRect(-10 * scale, 0, this.rowWidth + 20 * scale, this.rowHeight, 10 * scale)
      .fill({ color: 0xffffff, alpha: 0.04 });
    hover.visible = false;
    this.addChild(hover);
    if (label) {
      const t = new Text({ text: label, style: font('body', scale, palette.text) });
      fitText(t, this.controlX - 16 * scale);
      t.position.set(0, Math.round((this.rowHeight - t.height) / 2));
      this.addChild(t);
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
  ) {
    super(label, scale, width, 300 * scale, id);
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

export interface Choice<T> {
  value: T;
  label: string;
}

/** A select shown as ‹ value ›: arrows (or ←/→) step through the choices. */
export class Stepper<T> extends Row {
  private index: number;
  private readonly valueText: Text;
  private readonly box = new Graphics();
  private readonly prev: Container;
  private readonly next: Container;

  constructor(
    label: string,
    private readonly choices: Choice<T>[],
    value: T,
    scale: number,
    width: number,
    private readonly onChange: (v: T) => void,
    o: { id?: string; controlWidth?: number; wrap?: boolean; height?: number } = {},
  ) {
    super(label, scale, width, o.controlWidth ?? 260 * scale, o.id, o.height);
    this.wrap = o.wrap ?? true;
    this.index = Math.max(
      0,
      choices.findIndex((c) => c.value === value),
    );
    const s = scale;
    const h = Math.round(42 * s);
    const y = (this.rowHeight - h) / 2;
    this.box
      .roundRect(this.controlX, y, this.controlWidth, h, 10 * s)
      .fill(palette.control)
      .roundRect(this.controlX, y, this.controlWidth, h, 10 * s)
      .stroke({ width: Math.max(1, s), color: palette.panelEdge });
    this.addChild(this.box);
    this.valueText = new Text({ text: '', style: font('label', s, palette.text) });
    this.addChild(this.valueText);
    const arrow = (dir: -1 | 1): Container => {
      const c = new Container();
      const size = h;
      const g = new Graphics();
      const bg = new Graphics().roundRect(0, 0, size, size, 10 * s).fill({ color: 0xffffff, alpha: 0.0001 });
      const cx = size / 2;
      const cy = size / 2;
      const k = size * 0.16;
      g.moveTo(cx - dir * k * 0.6, cy - k)
        .lineTo(cx + dir * k * 0.6, cy)
        .lineTo(cx - dir * k * 0.6, cy + k);
      g.stroke({ width: Math.max(2, 2.6 * s), color: palette.accent, cap: 'round', join: 'round' });
      c.addChild(bg, g);
      c.position.set(dir < 0 ? this.controlX : this.controlX + this.controlWidth - size, y);
      c.eventMode = 'static';
      c.cursor = 'pointer';
      c.on('pointerover', () =>
        bg
          .clear()
          .roundRect(0, 0, size, size, 10 * s)
          .fill({ color: 0xffffff, alpha: 0.08 }),
      );
      c.on('pointerout', () =>
        bg
          .clear()
          .roundRect(0, 0, size, size, 10 * s)
          .fill({ color: 0xffffff, alpha: 0.0001 }),
      );
      c.on('pointertap', (e) => {
        e.stopPropagation();
        this.step(dir);
      });
      if (o.id) testId(c, `${o.id}.${dir < 0 ? 'prev' : 'next'}`);
      return c;
    };
    this.prev = arrow(-1);
    this.next = arrow(1);
    this.addChild(this.prev, this.next);
    this.box.eventMode = 'static';
    this.box.cursor = 'pointer';
    this.box.on('pointertap', () => this.step(1));
    this.draw();
    this.finish();
  }

  private readonly wrap: boolean;

  get selected(): T {
    return this.choices[this.index]!.value;
  }

  private draw(): void {
    const s = this.s;
    const choice = this.choices[this.index];
    this.valueText.text = choice ? choice.label : '';
    this.valueText.scale.set(1);
    const h = Math.round(42 * s);
    fitText(this.valueText, this.controlWidth - 2 * h - 8 * s);
    this.valueText.position.set(
      Math.round(this.controlX + (this.controlWidth - this.valueText.width) / 2),
      Math.round((this.rowHeight - this.valueText.height) / 2),
    );
    const atStart = !this.wrap && this.index === 0;
    const atEnd = !this.wrap && this.index === this.choices.length - 1;
    this.prev.alpha = atStart ? 0.3 : 1;
    this.next.alpha = atEnd ? 0.3 : 1;
  }

  step(dir: -1 | 1): boolean {
    const n = this.choices.length;
    if (n <= 1) return true;
    let i = this.index + dir;
    if (this.wrap) i = (i + n) % n;
    else i = Math.min(n - 1, Math.max(0, i));
    if (i === this.index) return true;
    this.index = i;
    this.draw();
    this.onChange(this.choices[i]!.value);
    return true;
  }

  adjust(dir: -1 | 1): boolean {
    return this.step(dir);
  }

  activate(): void {
    this.step(1);
  }
}

/** A text field: drawn in Pixi, edited through a real <input> laid over it while typing. */
export class TextField extends Row {
  private readonly valueText: Text;
  private input: HTMLInputElement | null = null;
  private readonly unregister: (() => void) | null = null;
  private readonly boxY: number;
  private readonly boxH: number;

  constructor(
    label: string,
    private value: string,
    scale: number,
    width: number,
    private readonly onCommit: (v: string) => void,
    private readonly o: {
      id?: string;
      controlWidth?: number;
      maxLength?: number;
      onEditing?: (editing: boolean) => void;
      height?: number;
    } = {},
  ) {
    super(label, scale, width, o.controlWidth ?? 260 * scale, o.id, o.height);
    const s = scale;
    this.boxH = Math.round(42 * s);
    this.boxY = (this.rowHeight - this.boxH) / 2;
    const box = new Graphics()
      .roundRect(this.controlX, this.boxY, this.controlWidth, this.boxH, 10 * s)
      .fill(darken(palette.panel, 0.2))
      .roundRect(this.controlX, this.boxY, this.controlWidth, this.boxH, 10 * s)
      .stroke({ width: Math.max(1, s), color: palette.panelEdge });
    const pen = new Graphics();
    drawIcon(
      pen,
      'log',
      this.controlX + this.controlWidth - 20 * s,
      this.rowHeight / 2,
      16 * s,
      palette.textDim,
    );
    this.valueText = new Text({ text: value, style: font('body', s, palette.text) });
    this.addChild(box, pen, this.valueText);
    this.cursor = 'text';
    this.hitArea = new Rectangle(0, 0, this.rowWidth, this.rowHeight);
    this.on('pointertap', () => this.activate());
    this.draw();
    this.finish();
    if (o.id) {
      const inputId = `${o.id}.input`;
      this.unregister = testIdCustom(
        inputId,
        () => {
          if (!this.input) return null;
          const r = this.input.getBoundingClientRect();
          return { x: r.left, y: r.top, width: r.width, height: r.height };
        },
        () => this.input !== null,
      );
    }
    this.once('destroyed', () => {
      this.unregister?.();
      this.closeInput(false);
    });
  }

  private draw(): void {
    this.valueText.text = this.value;
    this.valueText.scale.set(1);
    fitText(this.valueText, this.controlWidth - 48 * this.s);
    this.valueText.position.set(
      Math.round(this.controlX + 14 * this.s),
      Math.round((this.rowHeight - this.valueText.height) / 2),
    );
  }

  activate(): void {
    if (this.input) return;
    const b = this.getBounds();
    const canvas = document.querySelector('canvas');
    const off = canvas?.getBoundingClientRect() ?? { left: 0, top: 0 };
    const scaleX = b.width / this.rowWidth;
    const input = document.createElement('input');
    input.type = 'text';
    input.value = this.value;
    input.maxLength = this.o.maxLength ?? 24;
    input.spellcheck = false;
    input.setAttribute('data-testid', this.o.id ?? 'text');
    const st = input.style;
    st.position = 'fixed';
    st.left = `${off.left + b.x + this.controlX * scaleX}px`;
    st.top = `${off.top + b.y + this.boxY * scaleX}px`;
    st.width = `${this.controlWidth * scaleX}px`;
    st.height = `${this.boxH * scaleX}px`;
    st.boxSizing = 'border-box';
    st.padding = `0 ${14 * this.s}px`;
    st.font = `400 ${font('body', this.s).fontSize}px ${FONT_FAMILY}`;
    st.color = '#f3ead7';
    st.background = '#0b1815';
    st.border = `${Math.max(2, 2 * this.s)}px solid #e3b65a`;
    st.borderRadius = `${10 * this.s}px`;
    st.outline = 'none';
    st.zIndex = '10';
    document.body.appendChild(input);
    this.input = input;
    this.valueText.visible = false;
    this.o.onEditing?.(true);
    input.focus();
    input.select();
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.closeInput(true);
      else if (e.key === 'Escape') this.closeInput(false);
      e.stopPropagation();
    });
    input.addEventListener('blur', () => this.closeInput(true));
  }

  private closeInput(commit: boolean): void {
    const input = this.input;
    if (!input) return;
    this.input = null;
    const next = input.value.trim().slice(0, this.o.maxLength ?? 24);
    input.remove();
    if (this.destroyed) return;
    this.valueText.visible = true;
    this.o.onEditing?.(false);
    if (commit && next && next !== this.value) {
      this.value = next;
      this.draw();
      this.onCommit(next);
    }
  }
}
