/** The overlay panel the game scenes share (see `Overlay`). */
import { Container, Graphics, Text } from 'pixi.js';
import { markCover } from '../core/layout-audit';
import { testId } from '../core/testhook';
import { buttonRows } from '../layout/button-rows';
import { scrollable } from './scroll-view';
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
    const pad = (o.sheet ? 16 : 24) * s;
    // A phone's buttons are a fingertip high (48 design px: at least 44 CSS px).
    const bh = (o.sheet ? 48 : 46) * s;
    const gapB = 12 * s;
    const made = buttons.map((def) => this.button(def, s, bh, undefined, area.width - 2 * pad));
    // On a desktop the panel grows (as far as its area allows) until its buttons fit in a row.
    const row = made.reduce((sum, b) => sum + b.bw, 0) + (made.length - 1) * gapB + 2 * pad;
    const W = o.sheet ? area.width : Math.min(area.width, Math.max(o.width ?? area.width, row));
    const maxH = Math.min(area.height, o.height ?? area.height);
    const t = new Text({ text: title, style: font('title', s, palette.text) });
    // A title wider than the panel (a phone) wraps: its words are its meaning.
    if (t.width > W - 2 * pad) {
      t.style.wordWrap = true;
      t.style.wordWrapWidth = W - 2 * pad;
    }
    fitText(t, W - 2 * pad);
    const rows = buttonRows(
      made.map((b) => b.bw),
      W - 2 * pad,
      gapB,
    );
    const headH = pad - 6 * s + t.height + 12 * s;
    const footH = 12 * s + rows.length * bh + (rows.length - 1) * gapB + pad;
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
    // The buttons in rows that fit the panel, each row at the right; on a sheet each row fills
    // the panel's width (a phone's buttons are wide targets).
    let i = 0;
    rows.forEach((row, r) => {
      const by = y + H - pad - (rows.length - r) * bh - (rows.length - 1 - r) * gapB;
      const natural = row.reduce((sum, k) => sum + made[k]!.bw, 0) + (row.length - 1) * gapB;
      const stretch = o.sheet ? (W - 2 * pad - natural) / row.length : 0;
      let bx = x + W - pad - (o.sheet ? W - 2 * pad : natural);
      for (const k of row) {
        let b = made[k]!;
        if (stretch > 0.5 || b.bw > W - 2 * pad + 0.5) {
          const wide = this.button(
            buttons[k]!,
            s,
            bh,
            Math.min(b.bw + Math.max(0, stretch), W - 2 * pad),
            W - 2 * pad,
          );
          b.destroy({ children: true });
          b = made[k] = wide;
        }
        b.position.set(bx, by);
        bx += b.bw + gapB;
        this.addChild(b);
        this.btns[i++] = b;
      }
    });
    this.index = Math.max(
      0,
      buttons.findIndex((b) => b.primary),
    );
    // Content taller than the room left (a long list on a small window) shrinks a little on a
    // desktop; what still does not fit (and all of it on a phone, whose words stay their size)
    // scrolls inside the panel, by drag and by wheel.
    const room = Math.max(0, contentRect.height);
    const k = !o.sheet && body.height > room ? Math.max(0.75, room / body.height) : 1;
    body.scale.set(k);
    this.content.position.set(x + pad + (contentRect.width * (1 - k)) / 2, y + headH);
    this.content.addChild(body);
    this.addChild(this.content);
    if (body.height > room + 0.5)
      scrollable({
        owner: this,
        content: this.content,
        body,
        viewW: contentRect.width,
        viewH: room,
        s,
        thumbX: x + W - pad / 2,
      });
  }

  private button(def: OverlayButton, s: number, bh: number, width: number | undefined, max: number): Button {
    return new Button({
      maxWidth: max,
      label: def.label,
      scale: s,
      id: def.id,
      height: bh,
      width,
      variant: def.primary ? 'primary' : 'secondary',
      onPress: def.onPress,
    });
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
