/**
 * The text field: a labelled row drawn in Pixi like the other controls, edited through a
 * real <input> laid over it while typing (so IME, selection and the clipboard just work).
 */
import { Graphics, Rectangle, Text } from 'pixi.js';
import { testIdCustom } from '../core/testhook';
import { darken, font, FONT_FAMILY, palette } from '../theme/theme';
import { fitText } from './control-parts';
import { drawIcon } from './icons';
import { Row } from './row';

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
    st.border = `${Math.max(2, 2 * this.s)}px solid #e3b65a`; // not-words: a CSS border
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
