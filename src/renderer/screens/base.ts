/**
 * Common screen behaviour: rebuild everything from the ui scale on resize or refresh (so
 * text is always rendered at its real pixel size), keep the keyboard focus across rebuilds,
 * fade in and out, and scroll a screen whose content is taller than its window (drag with
 * mouse, finger or pen, the wheel, the keyboard focus brought into view; see ui/scroll.ts).
 */
import {
  Container,
  Graphics,
  Rectangle,
  Text,
  type FederatedPointerEvent,
  type FederatedWheelEvent,
} from 'pixi.js';
import type { AppContext } from '../app/context';
import type { Focusable } from '../core/focus';
import { frames } from '../core/frames';
import { markScroll } from '../core/layout-audit';
import type { AppScreen } from '../core/navigation';
import { formOf, type Form } from '../layout/form';
import { uiScale } from '../layout/scale';
import { font, palette, type TypeRole } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { Button, fitText, TextField, type ButtonOptions } from '../ui/widgets';
import { fadeIn, fadeOut } from './fade';
import { clampScroll, maxScroll, ScrollDrag, scrollToShow, thumbOf, wheelDistance } from '../ui/scroll';

/** Where a list screen's parts go (see `frame`). */
export interface Frame {
  back: Button;
  left: number;
  contentW: number;
  panelY: number;
  panelH: number;
  /** Inside the panel, padded. */
  area: { x: number; y: number; width: number; height: number };
  /** Draws the panel down to `bottom` (content below the window: the screen scrolls). */
  grow: (bottom: number) => void;
}

export abstract class BaseScreen extends Container implements AppScreen {
  abstract readonly screenName: string;
  protected w = 0;
  protected h = 0;
  protected s = 1;
  /** What the screen builds; it scrolls when taller than the window. */
  protected readonly layer = new Container();
  /** What stays put above the scrolled content (a confirmation over the screen). */
  protected readonly overlay = new Container();
  protected focusItems: Focusable[] = [];
  /** The layer's parent while it fits the window, and while it scrolls (marked for the audit). */
  private readonly still = new Container();
  private readonly scroller = markScroll(new Container());
  private readonly indicator = new Graphics();
  private scrollY = 0;
  private contentH = 0;
  private readonly drag = new ScrollDrag();
  private readonly onKey = (): void => this.showFocused();

  constructor(protected readonly ctx: AppContext) {
    super();
    this.still.addChild(this.layer);
    this.indicator.eventMode = 'none';
    this.addChild(this.still, this.scroller, this.overlay, this.indicator);
    this.eventMode = 'static';
    this.on('pointerdown', (e: FederatedPointerEvent) => this.pressed(e));
    this.on('globalpointermove', (e: FederatedPointerEvent) => this.moved(e));
    this.on('pointerup', (e: FederatedPointerEvent) => this.released(e));
    this.on('pointerupoutside', (e: FederatedPointerEvent) => this.released(e));
    this.on('wheel', (e: FederatedWheelEvent) => this.wheeled(e));
    // After the focus manager's own listener (registered first): the moved focus comes into view.
    window.addEventListener('keydown', this.onKey);
    this.once('destroyed', () => window.removeEventListener('keydown', this.onKey));
  }

  protected abstract build(): void;

  /** Escape on this screen. */
  protected back(): void {}

  /** The window's form (wide, tall or short). */
  protected get form(): Form {
    return formOf(this.w, this.h);
  }

  /**
   * The frame of a menu screen with a list: Back and the title at the top, an optional button
   * at the top right, and one panel below; returns where things go. On a phone Back (and the
   * button, where the title needs the room) show only their icons, the label as the tooltip.
   */
  protected frame(o: {
    back: string;
    title: string;
    id: string;
    /** The button at the top right; `iconOnly` where the title needs the room (a phone). */
    action?: (iconOnly: boolean) => Button;
  }): Frame {
    const { s, w, h } = this;
    const compact = this.form.compact;
    const margin = compact ? 12 * s : 24 * s;
    const contentW = Math.min(w - 2 * margin, 1180 * s);
    const left = (w - contentW) / 2;
    const top = compact ? 0 : Math.max(0, (h - 800 * s) / 2);
    const headY = top + (compact ? 12 * s : 26 * s);
    const back = this.button({
      label: o.back,
      icon: 'back',
      iconOnly: compact,
      id: `${o.id}.back`,
      onPress: () => this.back(),
    });
    if (compact) this.ctx.tooltip.attach(back, () => o.back);
    back.position.set(left, headY);
    const title = this.text(o.title, 'heading');
    title.position.set(left + back.bw + (compact ? 14 : 24) * s, headY + (back.bh - title.height) / 2);
    this.layer.addChild(back, title);
    if (o.action) {
      let action = o.action(false);
      if (compact && left + contentW - action.bw - 20 * s < title.x + title.width) {
        action.destroy({ children: true });
        action = o.action(true);
      }
      action.position.set(left + contentW - action.bw, headY);
      fitText(title, action.x - title.x - 20 * s);
      this.layer.addChild(action);
    } else fitText(title, left + contentW - title.x);
    const panelY = headY + back.bh + (compact ? 14 : 34) * s;
    // On a phone the panel reaches the window's foot (no design height to keep to).
    const panelH = compact ? Math.max(200 * s, h - panelY - 12 * s) : Math.min(h - panelY - 20 * s, 672 * s);
    const panel = new Graphics();
    const draw = (height: number): void => {
      drawPanel(panel.clear(), contentW, height, s, { alpha: 0.82 });
    };
    draw(panelH);
    panel.position.set(left, panelY);
    this.layer.addChild(panel);
    const pad = compact ? 14 * s : 26 * s;
    const area = { x: left + pad, y: panelY + 22 * s, width: contentW - 2 * pad, height: panelH - 44 * s };
    const grow = (bottom: number): void => {
      if (bottom > panelY + panelH) draw(bottom - panelY);
    };
    return { back, left, contentW, panelY, panelH, area, grow };
  }

  /** A button at the screen's scale. */
  protected button(o: Omit<ButtonOptions, 'scale'>): Button {
    return new Button({ ...o, scale: this.s });
  }

  /** A text field at the screen's scale: `label`, `width` wide, holding `value`, told each commit. */
  protected textField(
    label: string,
    value: string,
    width: number,
    onCommit: (v: string) => void,
    o?: ConstructorParameters<typeof TextField>[5],
  ): TextField {
    return new TextField(label, value, this.s, width, onCommit, o);
  }

  protected text(text: string, role: TypeRole, fill: number = palette.text): Text {
    return new Text({ text, style: font(role, this.s, fill) });
  }

  rebuild(): void {
    if (this.w === 0) return;
    const focused = this.ctx.focus.focused;
    const index = focused ? this.focusItems.indexOf(focused) : -1;
    this.ctx.tooltip.hide();
    for (const c of this.layer.removeChildren()) c.destroy({ children: true });
    for (const c of this.overlay.removeChildren()) c.destroy({ children: true });
    this.focusItems = [];
    this.build();
    this.measure();
    this.ctx.focus.setItems(this.focusItems, () => this.back());
    const again = this.focusItems[index];
    if (again) this.ctx.focus.focus(again);
  }

  resize(width: number, height: number): void {
    this.w = width;
    this.h = height;
    this.s = uiScale(width, height);
    this.hitArea = new Rectangle(0, 0, width, height);
    this.rebuild();
  }

  refresh(): void {
    this.rebuild();
  }

  show(): Promise<void> {
    return fadeIn(this.ctx, this);
  }

  hide(): Promise<void> {
    return fadeOut(this.ctx, this);
  }

  // -------------------------------------------------------------------------------------------
  // Scrolling

  /** Whether the content is taller than the window. */
  protected get scrolls(): boolean {
    return maxScroll(this.contentH, this.h) > 0;
  }

  /** Scrolls to `y` (held in range), e.g. to bring a section into view. */
  protected scrollTo(y: number): void {
    this.scrollY = clampScroll(y, this.contentH, this.h);
    this.layer.y = -Math.round(this.scrollY);
    this.drawIndicator();
    frames.invalidate();
  }

  /** How tall the built content is; the layer goes where the audit knows whether it scrolls. */
  private measure(): void {
    this.layer.y = 0;
    const b = this.layer.getLocalBounds();
    const bottom = b.height > 0 ? b.y + b.height : 0;
    // Air below the last thing, so it does not sit on the window's edge once scrolled to.
    this.contentH = bottom > this.h ? bottom + 16 * this.s : bottom;
    const parent = this.scrolls ? this.scroller : this.still;
    if (this.layer.parent !== parent) parent.addChild(this.layer);
    this.scrollTo(this.scrollY);
  }

  private drawIndicator(): void {
    const g = this.indicator.clear();
    const s = this.s;
    const pad = 6 * s;
    const thumb = thumbOf(this.scrollY, this.contentH, this.h, this.h - 2 * pad, 36 * s);
    if (!thumb) return;
    const bw = Math.max(3, 4 * s);
    const x = this.w - bw - 3 * s;
    g.roundRect(x, pad, bw, this.h - 2 * pad, bw / 2).fill({ color: palette.panel, alpha: 0.35 });
    g.roundRect(x, pad + thumb.y, bw, thumb.h, bw / 2).fill({ color: palette.textMuted, alpha: 0.7 });
  }

  /** A press anywhere on the scrolled content may become a drag (not on a confirmation above it). */
  private pressed(e: FederatedPointerEvent): void {
    // A release that never came (a cancelled touch): the children take presses again.
    if (!this.drag.active) this.layer.interactiveChildren = true;
    if (!this.scrolls || this.overlay.children.length > 0) return;
    this.drag.start(e.pointerId, e.global.y, this.scrollY);
  }

  private moved(e: FederatedPointerEvent): void {
    if (!this.drag.active) return;
    const to = this.drag.move(e.pointerId, e.global.y);
    if (to === null) return;
    // Past the threshold: the release presses nothing (Pixi's tap then finds no child).
    this.layer.interactiveChildren = false;
    this.ctx.tooltip.hide();
    this.scrollTo(to);
  }

  private released(e: FederatedPointerEvent): void {
    // The release's target was found before this runs: the children take presses again after it.
    if (this.drag.end(e.pointerId)) this.layer.interactiveChildren = true;
  }

  private wheeled(e: FederatedWheelEvent): void {
    if (!this.scrolls || this.overlay.children.length > 0) return;
    this.scrollTo(this.scrollY + wheelDistance(e.deltaY, e.deltaMode, 40 * this.s, this.h * 0.9));
  }

  /** The keyboard moved the focus: the focused control comes into view. */
  private showFocused(): void {
    if (!this.parent || !this.scrolls) return;
    const target = this.ctx.focus.focused?.focusTarget;
    if (!target || target.destroyed || !this.layer.children.length) return;
    let node: Container | null = target;
    while (node && node !== this.layer) node = node.parent;
    if (!node) return;
    const b = target.getBounds();
    const top = b.y + this.scrollY;
    this.scrollTo(scrollToShow(this.scrollY, top, top + b.height, this.h, this.contentH, 16 * this.s));
  }
}
