/**
 * The Abyss decisions as small panels above the status line (never over the hand): the jump
 * choice with where each answer lands, the scale action (add / swap / leave) in one row of
 * tiles, and the Kitsune form. Every tile is a test id; arrows or Tab choose, Enter confirms.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import type { AbyssElement } from '../../../shared/games/abyss';
import { elementChip } from '../../art/tokens';
import { markCover, markVital } from '../../core/layout-audit';
import { testId } from '../../core/testhook';
import type { Rect } from '../../layout/scale';
import { font, palette } from '../../theme/theme';
import { fitText } from '../../ui/widgets';
import { KeyFocus } from '../common/key-focus';
import { choiceTile, promptPanel } from '../common/prompt-parts';

export interface Tile {
  id: string;
  /** Draws the tile's content into a w×h box. */
  content: (w: number, h: number) => Container;
  onPress: () => void;
  /** A group caption drawn above the first tile of each group. */
  group?: string;
  enabled?: boolean;
  selected?: boolean;
  /** Wider tiles (the jump answers). */
  wide?: boolean;
  /** A tile for a word rather than a chip. */
  medium?: boolean;
}

/** A panel with a title, a hint and one row of tiles. */
export class TilePrompt extends Container {
  private readonly focus = new KeyFocus(() => this.paint());
  private rings: Graphics[] = [];
  private enabled: boolean[] = [];

  constructor(
    readonly kind: 'jump' | 'scale' | 'kitsune',
    private readonly s: number,
    private readonly area: Rect,
    title: string,
    hint: string,
    private readonly tiles: Tile[],
    private readonly onEscape: (() => void) | null = null,
    startIndex = 0,
    /** A phone: tiles keep a fingertip's size and wrap into rows; the words wrap too. */
    private readonly compact = false,
  ) {
    super({ label: `prompt-${kind}` });
    // An opaque panel asking the decision: what lies under it is hidden, its choices must stay free.
    markCover(this);
    this.eventMode = 'static';
    this.focus.index = startIndex;
    this.build(title, hint);
  }

  private build(title: string, hint: string): void {
    const s = this.s;
    const pad = 16 * s;
    const gap = 10 * s;
    // A group's caption stands over its first tile, clear of it at every scale.
    const capH = new Text({ text: 'Ag', style: font('caption', s * 0.9, palette.accent) }).height;
    const groupH = this.tiles.some((t) => t.group) ? Math.max(22 * s, capH + 8 * s) : 0;
    const tw = (t: Tile): number => (t.wide ? 250 * s : t.medium ? 124 * s : 86 * s);
    // A phone's tiles are a fingertip and a little more (66 design px ≥ 60 CSS px): less height.
    const th = this.tiles.some((t) => t.wide) ? 74 * s : this.compact ? 66 * s : 78 * s;
    let rowW = 0;
    this.tiles.forEach((t, i) => {
      rowW += tw(t) + (i > 0 ? gap : 0);
      if (i > 0 && t.group) rowW += gap;
    });
    const maxW = this.area.width;
    // Tiles narrow (never below 80 %: a phone's still a fingertip wide) when a full row would
    // not fit the prompt area; what still does not fit wraps into rows.
    const k = Math.max(0.8, Math.min(1, (maxW - 2 * pad) / Math.max(1, rowW)));
    const inner = maxW - 2 * pad;
    const rows: { tile: Tile; index: number; x: number; w: number }[][] = [[]];
    let x = 0;
    this.tiles.forEach((t, i) => {
      const w = Math.min(tw(t) * k, inner);
      const row = rows[rows.length - 1]!;
      let at = row.length === 0 ? 0 : x + gap * k + (t.group ? gap * k : 0);
      if (row.length > 0 && at + w > inner + 0.5) {
        rows.push([]);
        at = 0;
      }
      rows[rows.length - 1]!.push({ tile: t, index: i, x: at, w });
      x = at + w;
    });
    // A wide tile alone in its row (a phone upright: the jump's answers one above the other)
    // takes the width its words need, up to the panel's.
    for (const row of rows) {
      const only = row.length === 1 ? row[0]! : null;
      if (only?.tile.wide) only.w = Math.min(inner, Math.max(only.w, 340 * s));
    }
    const widest = Math.max(...rows.map((r) => (r.length ? r[r.length - 1]!.x + r[r.length - 1]!.w : 0)));
    const wrapW = Math.max(widest, Math.min(inner, 420 * s));
    const head = new Text({
      text: title,
      style: { ...font('label', s, palette.text), wordWrap: this.compact, wordWrapWidth: wrapW },
    });
    const sub = new Text({
      text: hint,
      style: { ...font('caption', s, palette.textMuted), wordWrap: this.compact, wordWrapWidth: wrapW },
    });
    const W = Math.min(maxW, Math.max(widest, head.width, sub.width) + 2 * pad);
    // Words wider than the panel wrap (they say what the choices do); only a single word too
    // long for a line is shortened.
    for (const t of [head, sub])
      if (t.width > W - 2 * pad) {
        t.style.wordWrap = true;
        t.style.wordWrapWidth = W - 2 * pad;
      }
    fitText(head, W - 2 * pad);
    fitText(sub, W - 2 * pad);
    const rowH = groupH + th;
    const H = pad + head.height + sub.height + 8 * s + rows.length * rowH + (rows.length - 1) * gap + pad;
    const bg = promptPanel(W, H, s, { alpha: 1, edge: 0.75 });
    // The decision asked: the lesson's coach keeps clear of an open dialog.
    testId(bg, `dialog:${this.kind}`);
    this.addChild(bg);
    this.hitArea = new Rectangle(0, 0, W, H);
    head.position.set(pad, pad - 4 * s);
    sub.position.set(pad, head.y + head.height);
    this.addChild(head, sub);
    const y0 = sub.y + sub.height + 8 * s + groupH;
    rows.forEach((row, r) => {
      const used = row.length ? row[row.length - 1]!.x + row[row.length - 1]!.w : 0;
      const left = (W - used) / 2;
      const y = y0 + r * (rowH + gap);
      row.forEach(({ tile: t, x: tx, w }, k) => {
        if (t.group && t.group.trim()) {
          const cap = new Text({ text: t.group, style: font('caption', s * 0.9, palette.accent) });
          // As wide as its group's tiles in this row (up to the next group's caption).
          const next = row.slice(k + 1).find((o) => o.tile.group);
          const end = next ? next.x - gap : W - pad - left;
          fitText(cap, Math.max(w, end - tx));
          // Clear of the keyboard's ring around the tile (4 design px outside it).
          cap.position.set(left + tx, y - cap.height - 6 * s);
          this.addChild(cap);
        }
        const enabled = t.enabled !== false;
        const b = new Container();
        const g = new Graphics()
          .roundRect(0, 0, w, th, 12 * s)
          .fill(t.selected ? palette.controlHover : palette.control)
          .roundRect(0, 0, w, th, 12 * s)
          .stroke({
            width: Math.max(1, (t.selected ? 2.5 : 1.5) * s),
            color: t.selected ? palette.focus : palette.panelEdge,
          });
        const content = t.content(w, th);
        content.alpha = enabled ? 1 : 0.4;
        b.addChild(g, content);
        const ring = choiceTile(b, g, w, th, s, () => t.onPress(), enabled);
        b.position.set(left + tx, y);
        if (enabled) markVital(testId(b, t.id));
        this.addChild(b);
        this.rings.push(ring);
        this.enabled.push(enabled);
      });
    });
    if (!this.enabled[this.focus.index]) this.focus.index = Math.max(0, this.enabled.indexOf(true));
    this.position.set(
      Math.round(this.area.x + (this.area.width - W) / 2),
      // At the area's foot; taller than the area, from its top down (never over the top bar).
      Math.round(Math.max(this.area.y, this.area.y + this.area.height - H)),
    );
    this.paint();
  }

  private paint(): void {
    this.rings.forEach((r, i) => (r.visible = this.focus.isOn(i)));
  }

  /** Shows the keyboard ring at once (after a keyboard choice rebuilt the prompt). */
  showRing(): void {
    this.focus.show();
  }

  get focusIndex(): number {
    return this.focus.index;
  }

  onKey(e: KeyboardEvent): boolean {
    const n = this.tiles.length;
    if (n === 0) return false;
    const take = (i: number): void => {
      if (this.enabled[i]) this.tiles[i]?.onPress();
    };
    if (this.focus.onKey(e, n, take, (i) => this.enabled[i] === true)) return true;
    if (e.key === 'Escape' && this.onEscape) {
      this.onEscape();
      return true;
    }
    return false;
  }
}

/** Tile content: a caption under an element chip. */
export function chipTile(
  element: AbyssElement,
  label: string,
  s: number,
  colorBlind: boolean,
): (w: number, h: number) => Container {
  return (w, h) => {
    const c = new Container();
    const chip = elementChip(element, 36 * s, colorBlind);
    chip.position.set(w / 2, h * 0.38);
    const t = new Text({ text: label, style: font('caption', s * 0.9, palette.text) });
    t.anchor.set(0.5, 0);
    t.position.set(w / 2, h * 0.66);
    fitText(t, w - 8 * s);
    c.addChild(chip, t);
    return c;
  };
}

/** Tile content: a main line and a small note, with a coloured dot matching the board's ring. */
export function textTile(
  main: string,
  note: string,
  dot: number | null,
  s: number,
): (w: number, h: number) => Container {
  return (w, h) => {
    const c = new Container();
    const left = dot === null ? 12 * s : 34 * s;
    if (dot !== null) {
      const g = new Graphics().circle(18 * s, h / 2, 8 * s).stroke({ width: Math.max(2, 3 * s), color: dot });
      c.addChild(g);
    }
    const a = new Text({ text: main, style: font('label', s, palette.text) });
    fitText(a, w - left - 10 * s);
    const b = new Text({ text: note, style: font('caption', s * 0.9, palette.textMuted) });
    // A note too long for its line takes a second where the tile is tall enough.
    if (b.width > w - left - 10 * s) {
      b.style.wordWrap = true;
      b.style.wordWrapWidth = w - left - 10 * s;
      if (a.height + b.height > h - 8 * s) b.style.wordWrap = false;
    }
    fitText(b, w - left - 10 * s);
    const total = a.height + (note ? b.height : 0);
    a.position.set(left, (h - total) / 2);
    b.position.set(left, a.y + a.height);
    c.addChild(a);
    if (note) c.addChild(b);
    if (dot === null) {
      a.anchor.set(0.5, 0);
      b.anchor.set(0.5, 0);
      a.x = w / 2;
      b.x = w / 2;
    }
    return c;
  };
}
