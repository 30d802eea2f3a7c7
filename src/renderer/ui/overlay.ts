/** The overlay panel the game scenes share (see `Overlay`). */
import { Container, Graphics, Text } from 'pixi.js';
import { markCover } from '../core/layout-audit';
import { testId } from '../core/testhook';
import type { Rect } from '../layout/scale';
import { font, palette } from '../theme/theme';
import { drawPanel } from './chrome';
import { Button, fitText } from './widgets';

export interface OverlayButton {
  label: string;
  id: string;
  primary?: boolean;
  onPress: () => void;
}

/**
 * A panel over the felt (never over the hand or the status line) with a title, content and
 * buttons — the round summaries, score sheets, logs and rankings of every scene. `build` gets
 * the content rectangle (local to it); with `fit` the panel shrinks to the content's height.
 */
export class Overlay extends Container {
  readonly content = new Container();
  private readonly btns: Button[] = [];
  private index = 0;
  private keyboard = false;

  constructor(
    readonly id: string,
    area: Rect,
    s: number,
    title: string,
    buttons: OverlayButton[],
    build: (rect: Rect) => Container,
    o: {
      width?: number;
      height?: number;
      backdrop?: Rect;
      fit?: boolean;
      /** A phone's sheet: as wide as the area, at its top (it slides in from there). */
      sheet?: boolean;
      /** Where the panel of this size may stand (findRoom over the table's regions); null: centred. */
      at?: (width: number, height: number) => { x: number; y: number } | null;
    } = {},
  ) {
    super({ label: `overlay.${id}` });
    this.eventMode = 'static';
    const W = o.sheet ? area.width : Math.min(area.width, o.width ?? area.width);
    const maxH = Math.min(area.height, o.height ?? area.height);
    const pad = 24 * s;
    const bh = 46 * s;
    const t = new Text({ text: title, style: font('title', s, palette.text) });
    fitText(t, W - 2 * pad);
    const headH = pad - 6 * s + t.height + 12 * s;
    const footH = 12 * s + bh + pad;
    const contentRect = { x: 0, y: 0, width: W - 2 * pad, height: maxH - headH - footH };
    const body = build(contentRect);
    const H = o.fit ? Math.min(maxH, headH + Math.max(body.height, 40 * s) + footH) : maxH;
    const spot = o.sheet ? { x: area.x, y: area.y } : o.at?.(W, H);
    const x = spot?.x ?? area.x + (area.width - W) / 2;
    const y = spot?.y ?? area.y + (area.height - H) / 2;
    if (o.backdrop) {
      const b = o.backdrop;
      const dim = new Graphics().rect(b.x, b.y, b.width, b.height).fill({ color: 0x000000, alpha: 0.35 });
      dim.eventMode = 'static';
      this.addChild(dim);
    }
    const panel = new Graphics();
    drawPanel(panel, W, H, s, { alpha: 1 });
    panel
      .roundRect(0, 0, W, H, 16 * s)
      .stroke({ width: Math.max(1, 1.5 * s), color: palette.accent, alpha: 0.35 });
    panel.position.set(x, y);
    panel.eventMode = 'static';
    this.addChild(panel);
    testId(panel, id);
    testId(t, `${id}:title`);
    // Opaque: what lies under it is hidden, not overlapped (it never lies over the hand).
    markCover(panel);
    t.position.set(x + pad, y + pad - 6 * s);
    this.addChild(t);
    let bx = x + W - pad;
    for (const def of [...buttons].reverse()) {
      const b = new Button({
        label: def.label,
        scale: s,
        id: def.id,
        height: bh,
        variant: def.primary ? 'primary' : 'secondary',
        onPress: def.onPress,
      });
      bx -= b.bw;
      b.position.set(bx, y + H - pad - bh);
      bx -= 12 * s;
      this.addChild(b);
      this.btns.unshift(b);
    }
    this.index = Math.max(
      0,
      buttons.findIndex((b) => b.primary),
    );
    // Content taller than the room left (a long list on a small window) shrinks a little
    // rather than running under the buttons.
    const k = body.height > contentRect.height ? Math.max(0.75, contentRect.height / body.height) : 1;
    body.scale.set(k);
    this.content.position.set(x + pad + (contentRect.width * (1 - k)) / 2, y + headH);
    this.content.addChild(body);
    this.addChild(this.content);
  }

  /** Keyboard: ←/→/Tab choose a button, Enter presses it, Escape presses the last (close). */
  onKey(e: KeyboardEvent): boolean {
    const n = this.btns.length;
    if (n === 0) return false;
    if (['ArrowLeft', 'ArrowRight', 'Tab'].includes(e.key)) {
      const dir = e.key === 'ArrowLeft' || (e.key === 'Tab' && e.shiftKey) ? -1 : 1;
      if (this.keyboard) this.index = (this.index + dir + n) % n;
      this.keyboard = true;
      this.btns.forEach((b, i) => b.setFocused(i === this.index));
      return true;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      this.btns[this.index]?.activate();
      return true;
    }
    if (e.key === 'Escape') {
      this.btns[n - 1]?.activate();
      return true;
    }
    return false;
  }
}
