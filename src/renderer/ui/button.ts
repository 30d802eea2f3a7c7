/**
 * The shared button: primary, secondary, ghost or danger, with an optional icon (or only the
 * icon, the label then being its tooltip and accessible name), hover and press states, a
 * disabled look, and its focus ring for keyboard use.
 */
import { Graphics, Rectangle, Text } from 'pixi.js';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import { darken, font, lighten, palette } from '../theme/theme';
import { fitText, ringFor } from './control-parts';
import { markCuttable } from '../core/layout-audit';
import { drawIcon, type IconName } from './icons';
import { PointerControl } from './pointer-control';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

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
  /** The label may end in "…" (what the button opens says it whole). */
  cuttable?: boolean;
}

export class Button extends PointerControl implements Focusable {
  readonly focusTarget = this;
  readonly bw: number;
  readonly bh: number;
  private readonly bg = new Graphics();
  private readonly ring: Graphics;
  private hovered = false;
  private down = false;
  private disabled = false;
  readonly label_: string;

  constructor(private readonly o: ButtonOptions) {
    super();
    const s = o.scale;
    this.label_ = o.label;
    // PixiJS's accessible name: what a screen reader (and the test hook) says for the button.
    this.accessibleTitle = o.label;
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
    if (o.cuttable) markCuttable(text);
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
    if (o.id) testId(this, o.id);
    this.draw();
  }

  private get radius(): number {
    return Math.min(this.bh / 2, 12 * this.o.scale);
  }

  private setState(hover: boolean, press: boolean): void {
    this.hovered = hover;
    this.down = press;
    this.draw();
  }

  protected hoverChanged(on: boolean): void {
    this.setState(on, on && this.down);
  }

  protected pressChanged(on: boolean): void {
    this.setState(this.hovered, on);
  }

  protected pressed(): void {
    if (!this.disabled) this.o.onPress();
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
    if (this.down) base = darken(base, 0.12);
    const g = this.bg;
    g.clear();
    const alpha = variant === 'ghost' && !this.hovered ? 0.0 : 1;
    g.roundRect(0, this.down ? 1 : 0, this.bw, this.bh, this.radius).fill({ color: base, alpha });
    if (variant === 'primary') {
      g.roundRect(1, 1, this.bw - 2, this.bh * 0.5, this.radius).fill({ color: 0xffffff, alpha: 0.12 });
    }
    if (variant !== 'ghost' && variant !== 'primary') {
      g.roundRect(0, this.down ? 1 : 0, this.bw, this.bh, this.radius).stroke({
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
