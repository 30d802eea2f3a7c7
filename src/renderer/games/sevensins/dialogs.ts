/**
 * The SevenSins decision dialogs above the status line (never over the hand): the dealer's
 * trump choice (the five elements with their symbols and how many the hand holds) and the bid
 * (every bid as a button; the last bidder's forbidden one visibly disabled with the reason).
 * Keyboard: ←/→/↑/↓/Tab move, Enter or Space picks, digits jump to a bid.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import type { SevenSinsElement } from '../../../shared/games/sevensins';
import { elementChip } from '../../art/tokens';
import { markCover, markVital } from '../../core/layout-audit';
import { testId } from '../../core/testhook';
import type { Rect } from '../../layout/scale';
import { font, palette } from '../../theme/theme';
import { fitText } from '../../ui/widgets';
import { TNUM } from './widgets';
import { KeyFocus } from '../common/key-focus';
import { promptPanel } from '../common/prompt-parts';
import { dialogSpot } from './layout';

export interface ChoiceItem {
  id: string;
  allowed: boolean;
  /** Draws the item's face into `c` (w × h, origin top-left). */
  draw: (c: Container, w: number, h: number) => void;
  onPick: () => void;
  /** A digit that jumps to this item (bids). */
  digit?: number;
}

export interface DialogLine {
  text: string;
  tone: 'muted' | 'accent' | 'warn';
  id?: string;
  /** Left out where the dialog would be taller than its area (it only explains). */
  optional?: boolean;
}

export interface ChoiceDialogOptions {
  kind: 'trump' | 'bid';
  s: number;
  area: Rect;
  /** Things the dialog should not cover if it can move up instead (the blind phase's cards). */
  avoid?: readonly Rect[];
  /** Kept clear too where there is room (the own plate and badge, upright). */
  avoidIfRoom?: readonly Rect[];
  /** The least it may shrink to stay clear of `avoid` (0.9 on a phone: tiles stay finger-sized). */
  minScale?: number;
  /** A phone: no keyboard line, the words wrap to the area's width. */
  compact?: boolean;
  /** A phone on its side: the words left, the tiles right of them (the height is short). */
  side?: boolean;
  title: string;
  lines: DialogLine[];
  items: ChoiceItem[];
  tileW: number;
  tileH: number;
  perRow: number;
  /** Lines under the tiles (the forbidden bid's reason). */
  after: DialogLine[];
  keys: string;
}

const TONE = { muted: palette.textMuted, accent: palette.accent, warn: palette.danger } as const;

export class ChoiceDialog extends Container {
  private readonly focus: KeyFocus;
  private readonly rings: Graphics[] = [];
  /** Built without the optional lines (see DialogLine.optional). */
  private short = false;

  constructor(readonly o: ChoiceDialogOptions) {
    super({ label: `dialog-${o.kind}` });
    // An opaque panel asking the decision: what lies under it is hidden, its choices must stay free.
    markCover(this);
    this.eventMode = 'static';
    this.focus = new KeyFocus(
      () => this.paint(),
      Math.max(
        0,
        o.items.findIndex((i) => i.allowed),
      ),
    );
    this.build();
  }

  private build(): void {
    const { s, items, tileW, tileH, perRow } = this.o;
    const pad = 22 * s;
    const gap = 10 * s;
    const cols = Math.min(perRow, items.length);
    const rows = Math.ceil(items.length / perRow);
    const gridW = cols * tileW + (cols - 1) * gap;
    const title = new Text({ text: this.o.title, style: font('title', s, palette.text) });
    const side = this.o.side === true;
    const wrap = side
      ? Math.max(200 * s, this.o.area.width - 3 * pad - gridW)
      : Math.min(Math.max(gridW, 420 * s), this.o.area.width - 2 * pad);
    const mk = (l: DialogLine): Text => {
      const t = new Text({
        text: l.text,
        style: { ...font('caption', s, TONE[l.tone]), wordWrap: true, wordWrapWidth: wrap },
      });
      if (l.id) testId(t, l.id);
      return t;
    };
    const lines = this.o.lines.filter((l) => !(this.short && l.optional)).map(mk);
    const after = this.o.after.map(mk);
    // The keyboard line means nothing on a phone.
    const keys = new Text({
      text: this.o.compact ? '' : this.o.keys,
      style: font('caption', s, palette.textDim),
    });
    const textW = Math.max(keys.width, ...lines.map((t) => t.width), ...after.map((t) => t.width));
    const innerW = side ? Math.max(title.width, textW + pad + gridW) : Math.max(gridW, title.width, textW);
    const W = Math.min(this.o.area.width, innerW + 2 * pad);
    fitText(title, W - 2 * pad);
    let y = pad - 4 * s;
    const place: [Text, number][] = [];
    place.push([title, y]);
    y += title.height + 4 * s;
    const bodyY = y;
    for (const t of lines) {
      place.push([t, y]);
      y += t.height + 2 * s;
    }
    const gridH = rows * tileH + (rows - 1) * gap;
    let gridY = y + 10 * s;
    if (side) {
      // The tiles right of the words, from the same top; the lines after the tiles go on in the
      // words' column (a phone on its side has height to spare least).
      gridY = bodyY + 4 * s;
      if (after.length > 0) y += 6 * s;
      for (const t of after) {
        place.push([t, y]);
        y += t.height + 2 * s;
      }
      y = Math.max(y, gridY + gridH);
    } else {
      y = gridY + gridH + 10 * s;
      for (const t of after) {
        place.push([t, y]);
        y += t.height + 2 * s;
      }
    }
    if (!this.o.compact) {
      y += 4 * s;
      place.push([keys, y]);
      y += keys.height;
    }
    const H = y + pad - 6 * s;
    if (!this.short && H > this.o.area.height && this.o.lines.some((l) => l.optional)) {
      // Too tall for its area: once more without what only explains.
      this.short = true;
      for (const c of [title, keys, ...lines, ...after]) c.destroy();
      this.build();
      return;
    }
    const panel = promptPanel(W, H, s);
    this.addChild(panel);
    testId(panel, `dialog:${this.o.kind}`);
    this.hitArea = new Rectangle(0, 0, W, H);
    for (const [t, ty] of place) {
      t.position.set(t === keys ? (W - t.width) / 2 : pad, ty);
      this.addChild(t);
    }
    const gx = side ? W - pad - gridW : (W - gridW) / 2;
    items.forEach((item, i) => {
      const r = Math.floor(i / perRow);
      const inRow = Math.min(perRow, items.length - r * perRow);
      const rowX = gx + (gridW - (inRow * tileW + (inRow - 1) * gap)) / 2;
      const b = new Container();
      b.position.set(rowX + (i % perRow) * (tileW + gap), gridY + r * (tileH + gap));
      const bg = new Graphics();
      const paintBg = (hover: boolean): void => {
        bg.clear();
        const fill = !item.allowed ? palette.panelRaised : hover ? palette.controlHover : palette.control;
        bg.roundRect(0, 0, tileW, tileH, 10 * s).fill(fill);
        bg.roundRect(0, 0, tileW, tileH, 10 * s).stroke({
          width: Math.max(1, 1.5 * s),
          color: !item.allowed ? palette.danger : hover ? palette.accent : palette.panelEdge,
          alpha: !item.allowed ? 0.8 : 1,
        });
      };
      paintBg(false);
      b.addChild(bg);
      const face = new Container();
      item.draw(face, tileW, tileH);
      b.addChild(face);
      if (!item.allowed) {
        face.alpha = 0.45;
        b.addChild(
          new Graphics()
            .moveTo(8 * s, tileH - 8 * s)
            .lineTo(tileW - 8 * s, 8 * s)
            .stroke({ width: Math.max(2, 2.5 * s), color: palette.danger, alpha: 0.9 }),
        );
      }
      const ring = new Graphics()
        .roundRect(-4 * s, -4 * s, tileW + 8 * s, tileH + 8 * s, 13 * s)
        .stroke({ width: Math.max(2, 2.5 * s), color: palette.focus });
      ring.visible = false;
      this.rings.push(ring);
      b.addChild(ring);
      b.eventMode = 'static';
      b.hitArea = new Rectangle(0, 0, tileW, tileH);
      b.cursor = item.allowed ? 'pointer' : 'not-allowed';
      if (item.allowed) {
        b.on('pointerover', () => paintBg(true));
        b.on('pointerout', () => paintBg(false));
      }
      b.on('pointertap', (e) => {
        e.stopPropagation();
        if (item.allowed) item.onPick();
      });
      testId(b, item.id);
      markVital(b);
      this.addChild(b);
    });
    const hard = this.o.avoid ?? [];
    const soft = this.o.avoidIfRoom ?? [];
    let spot = dialogSpot(this.o.area, W, H, [...hard, ...soft], s, this.o.minScale);
    if (!spot.clear && soft.length > 0) spot = dialogSpot(this.o.area, W, H, hard, s, this.o.minScale);
    if (!spot.clear && !this.short && this.o.lines.some((l) => l.optional)) {
      // Nowhere clear of the blind cards and plates: once more without what only explains.
      this.short = true;
      for (const c of this.removeChildren()) c.destroy({ children: true });
      this.rings.length = 0;
      this.build();
      return;
    }
    this.position.set(spot.x, spot.y);
    this.scale.set(spot.scale);
    this.paint();
  }

  private paint(): void {
    this.rings.forEach((r, i) => (r.visible = this.focus.isOn(i)));
  }

  private step(dir: number): void {
    this.focus.move(dir, this.o.items.length, (i) => this.o.items[i]!.allowed);
  }

  /** Keyboard handling; true when the key was used. */
  onKey(e: KeyboardEvent): boolean {
    const per = this.o.perRow;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -per, ArrowDown: per };
    if (e.key in moves || e.key === 'Tab') {
      const d = e.key === 'Tab' ? (e.shiftKey ? -1 : 1) : moves[e.key]!;
      if (!this.focus.shown || Math.abs(d) === 1) this.step(d);
      else {
        // Up and down go a row; past a tile that cannot be taken to the next that can.
        const j = this.focus.index + d;
        if (j >= 0 && j < this.o.items.length) {
          this.focus.index = j;
          if (!this.o.items[j]!.allowed) this.step(d > 0 ? 1 : -1);
        }
        this.focus.show();
      }
      return true;
    }
    if (/^[0-9]$/.test(e.key)) {
      const j = this.o.items.findIndex((it) => it.digit === Number(e.key));
      if (j >= 0) this.focus.show(j);
      return true;
    }
    if (e.key === 'Enter' || e.key === ' ')
      return this.focus.press((i) => {
        const item = this.o.items[i];
        if (item?.allowed) item.onPick();
      });
    return false;
  }
}

/** A bid tile: the number, big, with tabular figures. */
export function bidFace(n: number, s: number): ChoiceItem['draw'] {
  return (c, w, h) => {
    const t = new Text({ text: String(n), style: { ...font('title', s, palette.text), ...TNUM } });
    t.anchor.set(0.5);
    t.position.set(w / 2, h / 2);
    c.addChild(t);
  };
}

/** An element tile: the element's chip (symbol), its name and how many of it the hand holds. */
export function elementFace(
  e: SevenSinsElement,
  name: string,
  held: string,
  s: number,
  colorBlind: boolean,
): ChoiceItem['draw'] {
  return (c, w, h) => {
    const chip = elementChip(e, 40 * s, colorBlind);
    chip.position.set(w / 2, 10 * s + 20 * s);
    const t = new Text({ text: name, style: font('label', s, palette.text) });
    fitText(t, w - 10 * s);
    t.position.set((w - t.width) / 2, 10 * s + 40 * s + 4 * s);
    const u = new Text({ text: held, style: font('caption', s, palette.textMuted) });
    fitText(u, w - 10 * s);
    u.position.set((w - u.width) / 2, t.y + t.height);
    c.addChild(chip, t, u);
    void h;
  };
}
