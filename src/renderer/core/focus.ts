/**
 * Keyboard navigation for menus and settings: a focus ring that shows only while the
 * keyboard is in use, arrows / Tab to move, ←/→ to change a value, Enter or Space to
 * activate, Escape to go back.
 */
import type { Container } from 'pixi.js';

export interface Focusable {
  readonly focusTarget: Container;
  setFocused(on: boolean): void;
  activate?(): void;
  /** Changes the value one step; returns false when the widget has no value to change. */
  adjust?(direction: -1 | 1): boolean;
  readonly focusable?: boolean;
}

export class FocusManager {
  private items: Focusable[] = [];
  private index = -1;
  private keyboard = false;
  private back: (() => void) | null = null;
  /** When false (e.g. while a text field is being edited) keys are left alone. */
  enabled = true;

  constructor(target: Window = window) {
    target.addEventListener('keydown', (e) => this.onKey(e));
    target.addEventListener('pointerdown', () => this.setKeyboard(false), true);
  }

  /** The screen's focus order; keeps the focused item when it is still there. */
  setItems(items: Focusable[], onBack: (() => void) | null = null): void {
    const current = this.items[this.index];
    for (const it of this.items) if (!items.includes(it)) it.setFocused(false);
    this.items = items;
    this.back = onBack;
    this.index = current ? items.indexOf(current) : -1;
    this.paint();
  }

  clear(): void {
    this.setItems([], null);
  }

  get focused(): Focusable | null {
    return this.items[this.index] ?? null;
  }

  focus(item: Focusable): void {
    const i = this.items.indexOf(item);
    if (i >= 0) {
      this.index = i;
      this.paint();
    }
  }

  private setKeyboard(on: boolean): void {
    if (this.keyboard === on) return;
    this.keyboard = on;
    this.paint();
  }

  private paint(): void {
    this.items.forEach((it, i) => it.setFocused(this.keyboard && i === this.index));
  }

  private usable(it: Focusable | undefined): boolean {
    if (!it || it.focusable === false) return false;
    let node: Container | null = it.focusTarget;
    while (node) {
      if (!node.visible || node.destroyed) return false;
      node = node.parent;
    }
    return true;
  }

  move(step: 1 | -1): void {
    const n = this.items.length;
    if (n === 0) return;
    let i = this.index;
    for (let tries = 0; tries < n; tries++) {
      i = i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n;
      if (this.usable(this.items[i])) {
        this.index = i;
        break;
      }
    }
    this.paint();
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.enabled) return;
    const active = document.activeElement;
    if (active && (active.tagName === 'INPUT' || active.tagName === 'TEXTAREA')) return;
    const current = this.items[this.index];
    const wasKeyboard = this.keyboard;
    switch (e.key) {
      case 'Tab':
        this.setKeyboard(true);
        this.move(e.shiftKey ? -1 : 1);
        break;
      case 'ArrowDown':
      case 'ArrowUp':
        this.setKeyboard(true);
        if (!wasKeyboard && current) break;
        this.move(e.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'ArrowLeft':
      case 'ArrowRight': {
        this.setKeyboard(true);
        const dir = e.key === 'ArrowRight' ? 1 : -1;
        if (current && wasKeyboard && current.adjust?.(dir)) break;
        if (!wasKeyboard && current) break;
        this.move(dir);
        break;
      }
      case 'Enter':
      case ' ':
        if (current && this.keyboard) current.activate?.();
        else {
          this.setKeyboard(true);
          if (!current) this.move(1);
        }
        break;
      case 'Escape':
        this.back?.();
        break;
      default:
        return;
    }
    e.preventDefault();
  }
}
