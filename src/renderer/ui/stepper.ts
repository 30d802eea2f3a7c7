/**
 * The stepper, the table's select: a labelled row showing ‹ value › whose arrows (or ←/→)
 * step through the choices, wrapping round or stopping at the ends.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { testId } from '../core/testhook';
import { font, palette } from '../theme/theme';
import { fitText } from './control-parts';
import { Row, touchSize } from './row';

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
    const h = Math.round(touchSize(42 * s));
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
    const h = Math.round(touchSize(42 * s));
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
