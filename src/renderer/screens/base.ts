/**
 * Common screen behaviour: rebuild everything from the ui scale on resize or refresh (so
 * text is always rendered at its real pixel size), keep the keyboard focus across rebuilds,
 * fade in and out.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { AppContext } from '../core/context';
import type { Focusable } from '../core/focus';
import type { AppScreen } from '../core/navigation';
import { uiScale } from '../layout/scale';
import { font, palette, type TypeRole } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { Button, fitText, TextField, type ButtonOptions } from '../ui/widgets';
import { fadeIn, fadeOut } from './fade';

/** Where a list screen's parts go (see `frame`). */
export interface Frame {
  back: Button;
  left: number;
  contentW: number;
  panelY: number;
  panelH: number;
  /** Inside the panel, padded. */
  area: { x: number; y: number; width: number; height: number };
}

export abstract class BaseScreen extends Container implements AppScreen {
  abstract readonly screenName: string;
  protected w = 0;
  protected h = 0;
  protected s = 1;
  protected readonly layer = new Container();
  protected focusItems: Focusable[] = [];

  constructor(protected readonly ctx: AppContext) {
    super();
    this.addChild(this.layer);
  }

  protected abstract build(): void;

  /** Escape on this screen. */
  protected back(): void {}

  /**
   * The frame of a menu screen with a list: Back and the title at the top, an optional button
   * at the top right, and one panel below; returns where things go.
   */
  protected frame(o: { back: string; title: string; id: string; action?: Button }): Frame {
    const { s, w, h } = this;
    const contentW = Math.min(w - 48 * s, 1180 * s);
    const left = (w - contentW) / 2;
    const top = Math.max(0, (h - 800 * s) / 2);
    const back = this.button({ label: o.back, icon: 'back', id: `${o.id}.back`, onPress: () => this.back() });
    back.position.set(left, top + 26 * s);
    const title = this.text(o.title, 'heading');
    title.position.set(left + back.bw + 24 * s, top + 26 * s + (back.bh - title.height) / 2);
    this.layer.addChild(back, title);
    if (o.action) {
      o.action.position.set(left + contentW - o.action.bw, top + 26 * s);
      fitText(title, o.action.x - title.x - 20 * s);
      this.layer.addChild(o.action);
    }
    const panelY = top + 108 * s;
    const panelH = Math.min(h - panelY - 20 * s, 672 * s);
    const panel = drawPanel(new Graphics(), contentW, panelH, s, { alpha: 0.82 });
    panel.position.set(left, panelY);
    this.layer.addChild(panel);
    const area = { x: left + 26 * s, y: panelY + 22 * s, width: contentW - 52 * s, height: panelH - 44 * s };
    return { back, left, contentW, panelY, panelH, area };
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
    this.focusItems = [];
    this.build();
    this.ctx.focus.setItems(this.focusItems, () => this.back());
    const again = this.focusItems[index];
    if (again) this.ctx.focus.focus(again);
  }

  resize(width: number, height: number): void {
    this.w = width;
    this.h = height;
    this.s = uiScale(width, height);
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
}
