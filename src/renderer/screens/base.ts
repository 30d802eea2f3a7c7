/**
 * Common screen behaviour: rebuild everything from the ui scale on resize or refresh (so
 * text is always rendered at its real pixel size), keep the keyboard focus across rebuilds,
 * fade in and out.
 */
import { Container, Text } from 'pixi.js';
import type { AppContext } from '../core/context';
import type { Focusable } from '../core/focus';
import type { AppScreen } from '../core/navigation';
import { uiScale } from '../layout/scale';
import { font, palette, type TypeRole } from '../theme/theme';

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

  async show(): Promise<void> {
    this.alpha = 0;
    await this.ctx.motion.to(this, { alpha: 1 }, { ms: 200, kind: 'fade' });
  }

  async hide(): Promise<void> {
    this.ctx.focus.clear();
    await this.ctx.motion.to(this, { alpha: 0 }, { ms: 140, kind: 'fade' });
  }
}
