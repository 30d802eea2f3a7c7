/**
 * The Abyss table pieces: the winding board with its marked fields, the figures (seat colour,
 * initial, a seat-shaped badge for colour-blind players), the five-place trump scale, and the
 * curse cards (large when revealed, small in the row of curses in force).
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import type { AbyssElement } from '../../../shared/games/abyss';
import { ABYSS_SCALE_PLACES, type AbyssCurseId } from '../../../shared/games/abyss-data';
import { ELEMENT_LOOK } from '../../art/cards';
import { drawSymbol } from '../../art/symbols';
import { elementChip } from '../../art/tokens';
import { testId } from '../../core/testhook';
import { darken, font, lighten, mix, palette } from '../../theme/theme';
import { SEAT_HUES } from '../../ui/seatPlate';
import { fitText } from '../../ui/widgets';
import type { AbyssLayout, Point } from './layout';
import { fieldKind } from './model';

const CURSE_INK = 0x7b2a55;
/** The colour of the depths the path leads into. */
const ABYSS_DEEP = 0x2a1838;
const HEPTA = 0xe3b65a;

export function seatHue(seat: number): number {
  return SEAT_HUES[seat % SEAT_HUES.length]!;
}

// ---------------------------------------------------------------------------------------------
// Board

export interface BoardState {
  goal: number;
  /** Curse fields already triggered, with the curse each revealed (if known). */
  spent: Map<number, AbyssCurseId | null>;
  frozen: boolean;
}

/** The path and its fields. Each field is a hover target with its own test id. */
export class Board extends Container {
  readonly fieldNodes: Container[] = [];
  private readonly marks = new Graphics();
  private readonly layer = new Container();

  constructor(
    private readonly tip: (field: number) => string,
    private readonly attach: (c: Container, f: () => string) => void,
  ) {
    super({ label: 'abyss-board' });
    this.addChild(this.layer, this.marks);
    this.marks.eventMode = 'none';
  }

  draw(lay: AbyssLayout, st: BoardState): void {
    for (const c of this.layer.removeChildren()) c.destroy({ children: true });
    this.fieldNodes.length = 0;
    const s = lay.s;
    const pts = lay.fields;
    const r = lay.fieldRadius;
    // The board's frame: a dark inlay on the felt.
    const b = lay.board;
    const frame = new Graphics()
      .roundRect(b.x - 14 * s, b.y - 4 * s, b.width + 28 * s, b.height + 18 * s, 22 * s)
      .fill({ color: 0x000000, alpha: 0.16 })
      .roundRect(b.x - 14 * s, b.y - 4 * s, b.width + 28 * s, b.height + 18 * s, 22 * s)
      .stroke({ width: Math.max(1, s), color: palette.feltLine, alpha: 0.7 });
    this.layer.addChild(frame);
    // The path: a soft ribbon through the field centres, curved at the turns.
    const path = new Graphics();
    const trace = (): void => {
      path.moveTo(pts[0]!.x, pts[0]!.y);
      for (let i = 1; i < pts.length; i++) {
        const a = pts[i - 1]!;
        const c = pts[i]!;
        if (Math.abs(c.y - a.y) > r * 1.6) {
          // A U-turn between rows: bulge outwards.
          const out = c.x > lay.board.x + lay.board.width / 2 ? 1 : -1;
          path.bezierCurveTo(a.x + out * r * 2.2, a.y, c.x + out * r * 2.2, c.y, c.x, c.y);
        } else path.lineTo(c.x, c.y);
      }
    };
    trace();
    path.stroke({ width: r * 1.25, color: 0x0b1815, alpha: 0.55, cap: 'round', join: 'round' });
    // The ribbon darkens towards the abyss, segment by segment.
    for (let i = 1; i < pts.length; i++) {
      const a = pts[i - 1]!;
      const c = pts[i]!;
      const t = i / (pts.length - 1);
      path.moveTo(a.x, a.y);
      if (Math.abs(c.y - a.y) > r * 1.6) {
        const out = c.x > lay.board.x + lay.board.width / 2 ? 1 : -1;
        path.bezierCurveTo(a.x + out * r * 2.2, a.y, c.x + out * r * 2.2, c.y, c.x, c.y);
      } else path.lineTo(c.x, c.y);
      path.stroke({
        width: r * 0.9,
        color: mix(mix(palette.feltLine, palette.cream, 0.12), ABYSS_DEEP, t * 0.75),
        alpha: 0.9,
        cap: 'round',
        join: 'round',
      });
    }
    trace();
    path.stroke({
      width: Math.max(1, 2 * s),
      color: palette.cream,
      alpha: 0.25,
      cap: 'round',
      join: 'round',
    });
    this.layer.addChild(path);

    pts.forEach((p, i) => {
      const kind = fieldKind(i, st.goal);
      const node = new Container({ label: `field-${i}` });
      node.position.set(p.x, p.y);
      const g = new Graphics();
      const big = kind === 'start' || kind === 'goal' ? 1.32 : 1;
      const rr = r * big;
      g.circle(0, 2 * s, rr).fill({ color: 0x000000, alpha: 0.35 });
      const depth = i / Math.max(1, pts.length - 1);
      let face: number = mix(palette.creamShade, 0xb7a9c4, depth * 0.6);
      let rim: number = mix(palette.creamEdge, 0x7d6a92, depth * 0.6);
      if (kind === 'heptagram') {
        face = st.frozen ? 0xbfd3dc : 0x2b2440;
        rim = st.frozen ? 0x8fb3c4 : HEPTA;
      } else if (kind === 'curse') {
        face = st.spent.has(i) ? 0x3a3036 : 0x3b1630;
        rim = st.spent.has(i) ? 0x6b5a63 : 0xc0568a;
      } else if (kind === 'goal') {
        face = 0x120a18;
        rim = palette.accent;
      } else if (kind === 'start') {
        face = 0x2f4d45;
        rim = palette.cream;
      }
      g.circle(0, 0, rr).fill(face);
      g.circle(0, 0, rr).stroke({ width: Math.max(1.5, 2.5 * s), color: rim });
      if (kind === 'heptagram') {
        drawSymbol(g, 'heptagram', 0, 0, rr * 1.35, {
          color: st.frozen ? 0x6f98ab : HEPTA,
          detail: face,
        });
        if (st.frozen) {
          // Frost: short white strokes across the symbol.
          for (let k = 0; k < 3; k++) {
            const a = (k / 3) * Math.PI;
            g.moveTo(Math.cos(a) * rr * 0.8, Math.sin(a) * rr * 0.8).lineTo(
              -Math.cos(a) * rr * 0.8,
              -Math.sin(a) * rr * 0.8,
            );
          }
          g.stroke({ width: Math.max(1, 1.5 * s), color: 0xffffff, alpha: 0.7 });
        }
      } else if (kind === 'curse') {
        // An eye in a ring of runes: the abyss watches.
        g.circle(0, 0, rr * 0.72).stroke({ width: Math.max(1, 1.5 * s), color: rim, alpha: 0.8 });
        for (let k = 0; k < 6; k++) {
          const a = (k / 6) * Math.PI * 2;
          g.circle(Math.cos(a) * rr * 0.86, Math.sin(a) * rr * 0.86, Math.max(1, 1.6 * s)).fill(rim);
        }
        g.moveTo(-rr * 0.5, 0)
          .quadraticCurveTo(0, -rr * 0.42, rr * 0.5, 0)
          .quadraticCurveTo(0, rr * 0.42, -rr * 0.5, 0)
          .fill(st.spent.has(i) ? 0x8a7a83 : 0xf0c4da);
        g.circle(0, 0, rr * 0.17).fill(st.spent.has(i) ? 0x3a3036 : CURSE_INK);
      } else if (kind === 'goal') {
        // The abyss: a dark vortex spiralling down, ringed in gold.
        for (let k = 0; k < 4; k++) {
          const r0 = rr * (0.92 - k * 0.2);
          g.circle(0, 0, r0).fill({ color: mix(0x3b2350, 0x06030a, k / 3), alpha: 1 });
        }
        for (let arm = 0; arm < 3; arm++) {
          const a0 = (arm / 3) * Math.PI * 2;
          for (let k = 0; k <= 24; k++) {
            const t = k / 24;
            const a = a0 + t * Math.PI * 1.6;
            const rad = rr * (0.85 - 0.75 * t);
            if (k === 0) g.moveTo(Math.cos(a) * rad, Math.sin(a) * rad);
            else g.lineTo(Math.cos(a) * rad, Math.sin(a) * rad);
          }
        }
        g.stroke({ width: Math.max(1, 1.8 * s), color: 0xc79ad8, alpha: 0.55, cap: 'round' });
        g.circle(0, 0, rr).stroke({ width: Math.max(2, 3 * s), color: palette.accent });
      } else if (kind === 'start') {
        g.moveTo(-rr * 0.3, -rr * 0.45)
          .lineTo(rr * 0.45, 0)
          .lineTo(-rr * 0.3, rr * 0.45)
          .closePath()
          .fill({ color: palette.cream, alpha: 0.85 });
      }
      node.addChild(g);
      if (kind === 'plain' || kind === 'curse' || kind === 'heptagram') {
        const n = new Text({
          text: String(i),
          style: font('caption', s * 0.78, kind === 'plain' ? palette.inkSoft : palette.text),
        });
        n.anchor.set(0.5);
        if (kind === 'plain') n.position.set(0, 0);
        else {
          n.position.set(rr * 0.78, rr * 0.78);
          const bg = new Graphics()
            .circle(rr * 0.78, rr * 0.78, Math.max(n.width, n.height) * 0.55)
            .fill({ color: 0x10211d, alpha: 0.9 });
          node.addChild(bg);
        }
        node.addChild(n);
      } else {
        const label = new Text({ text: '', style: font('caption', s * 0.85, palette.text) });
        label.anchor.set(0.5, 0);
        label.position.set(0, rr + 2 * s);
        node.addChild(label);
      }
      node.eventMode = 'static';
      node.hitArea = new Rectangle(-rr, -rr, rr * 2, rr * 2);
      this.attach(node, () => this.tip(i));
      testId(node, `field:${i}`);
      this.layer.addChild(node);
      this.fieldNodes.push(node);
    });
  }

  /** Sets the Start/Goal captions (their language may change). */
  caption(field: number, text: string): void {
    const node = this.fieldNodes[field];
    const t = node?.children.find((c) => c instanceof Text && (c as Text).text !== String(field)) as
      Text | undefined;
    if (t) t.text = text;
  }

  /** Rings on fields (the jump options), or none. */
  mark(
    lay: AbyssLayout,
    rings: { field: number; colour: number; label?: string }[],
    arc: { from: number; to: number } | null,
  ): void {
    this.marks.clear();
    for (const c of this.marks.children.slice()) c.destroy();
    const s = lay.s;
    for (const ring of rings) {
      const p = lay.fields[ring.field];
      if (!p) continue;
      const rr = lay.fieldRadius * (ring.field === 0 ? 1.32 : 1) + 5 * s;
      this.marks.circle(p.x, p.y, rr).stroke({ width: Math.max(2, 3.5 * s), color: ring.colour });
      this.marks
        .circle(p.x, p.y, rr + 4 * s)
        .stroke({ width: Math.max(1, 1.5 * s), color: ring.colour, alpha: 0.4 });
    }
    if (arc) {
      const a = lay.fields[arc.from];
      const b = lay.fields[arc.to];
      if (a && b) {
        const mx = (a.x + b.x) / 2;
        const my = Math.min(a.y, b.y) - lay.fieldRadius * 2.2;
        const steps = 14;
        for (let i = 0; i < steps; i += 2) {
          const p0 = quad(a, { x: mx, y: my }, b, i / steps);
          const p1 = quad(a, { x: mx, y: my }, b, (i + 1) / steps);
          this.marks.moveTo(p0.x, p0.y).lineTo(p1.x, p1.y);
        }
        this.marks.stroke({ width: Math.max(2, 3 * s), color: palette.accent, cap: 'round' });
      }
    }
  }
}

function quad(a: Point, c: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return { x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y };
}

// ---------------------------------------------------------------------------------------------
// Figures

/** Shapes on the figures' bases, one per seat, so colour is never the only clue. */
const SEAT_MARKS = ['circle', 'square', 'triangle', 'diamond', 'hex', 'star'] as const;

export class Figure extends Container {
  /** The field the figure stands on as displayed (may run ahead of or behind the snapshot while animating). */
  field = 0;

  constructor(
    readonly seat: number,
    initial: string,
    size: number,
  ) {
    super({ label: `figure-${seat}` });
    const hue = seatHue(seat);
    const g = new Graphics();
    const w = size;
    // Shadow, base, body, head: a little pawn standing on its field.
    g.ellipse(0, w * 0.02, w * 0.46, w * 0.16).fill({ color: 0x000000, alpha: 0.4 });
    g.ellipse(0, -w * 0.04, w * 0.42, w * 0.15).fill(darken(hue, 0.35));
    g.moveTo(-w * 0.34, -w * 0.06)
      .bezierCurveTo(-w * 0.3, -w * 0.4, -w * 0.14, -w * 0.52, -w * 0.14, -w * 0.62)
      .lineTo(w * 0.14, -w * 0.62)
      .bezierCurveTo(w * 0.14, -w * 0.52, w * 0.3, -w * 0.4, w * 0.34, -w * 0.06)
      .closePath()
      .fill(hue);
    g.circle(0, -w * 0.8, w * 0.3).fill(lighten(hue, 0.1));
    g.circle(0, -w * 0.8, w * 0.3).stroke({ width: Math.max(1, w * 0.05), color: darken(hue, 0.45) });
    g.moveTo(-w * 0.34, -w * 0.06)
      .bezierCurveTo(-w * 0.3, -w * 0.4, -w * 0.14, -w * 0.52, -w * 0.14, -w * 0.62)
      .lineTo(w * 0.14, -w * 0.62)
      .bezierCurveTo(w * 0.14, -w * 0.52, w * 0.3, -w * 0.4, w * 0.34, -w * 0.06)
      .stroke({ width: Math.max(1, w * 0.05), color: darken(hue, 0.45) });
    // Seat mark on the body.
    const mark = SEAT_MARKS[seat % SEAT_MARKS.length]!;
    const my = -w * 0.3;
    const mr = w * 0.11;
    const ink = darken(hue, 0.6);
    if (mark === 'circle') g.circle(0, my, mr).fill(ink);
    else if (mark === 'square') g.rect(-mr, my - mr, 2 * mr, 2 * mr).fill(ink);
    else if (mark === 'triangle')
      g.moveTo(0, my - mr * 1.2)
        .lineTo(mr * 1.1, my + mr * 0.8)
        .lineTo(-mr * 1.1, my + mr * 0.8)
        .closePath()
        .fill(ink);
    else if (mark === 'diamond')
      g.moveTo(0, my - mr * 1.2)
        .lineTo(mr, my)
        .lineTo(0, my + mr * 1.2)
        .lineTo(-mr, my)
        .closePath()
        .fill(ink);
    else if (mark === 'hex') {
      for (let k = 0; k < 6; k++) {
        const a = (k / 6) * Math.PI * 2;
        if (k === 0) g.moveTo(Math.cos(a) * mr * 1.1, my + Math.sin(a) * mr * 1.1);
        else g.lineTo(Math.cos(a) * mr * 1.1, my + Math.sin(a) * mr * 1.1);
      }
      g.closePath().fill(ink);
    } else drawSymbol(g, 'star', 0, my, mr * 2.6, { color: ink, detail: hue });
    const t = new Text({
      text: initial,
      style: { ...font('label', 1, darken(hue, 0.7)), fontSize: Math.max(10, Math.round(w * 0.36)) },
    });
    t.anchor.set(0.5);
    t.position.set(0, -w * 0.8);
    this.addChild(g, t);
    this.eventMode = 'static';
    this.hitArea = new Rectangle(-w * 0.45, -w * 1.12, w * 0.9, w * 1.2);
    testId(this, `figure:${seat}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Trump scale

/** Five places, lowest left; an arrow says which way the scale ranks. */
export class ScaleWidget extends Container {
  readonly chips: (Container | null)[] = [];
  readonly slots: Container[] = [];
  private centresLocal: Point[] = [];
  private chipSize = 40;

  constructor(
    private readonly attach: (c: Container, f: () => string) => void,
    private readonly tip: (place: number) => string,
  ) {
    super({ label: 'abyss-scale' });
  }

  /** Global centre of a place (for chips flying in). */
  placePoint(i: number): Point {
    const p = this.centresLocal[i] ?? { x: 0, y: 0 };
    return { x: this.x + p.x, y: this.y + p.y };
  }

  get size(): number {
    return this.chipSize;
  }

  draw(
    lay: AbyssLayout,
    scale: readonly AbyssElement[],
    mirror: boolean,
    title: string,
    order: string,
    colorBlind: boolean,
    selected: number[] = [],
  ): void {
    for (const c of this.removeChildren()) c.destroy({ children: true });
    this.chips.length = 0;
    this.slots.length = 0;
    const s = lay.s;
    const R = lay.scale;
    this.position.set(R.x, R.y);
    const bg = new Graphics()
      .roundRect(0, 0, R.width, R.height, 14 * s)
      .fill({ color: palette.panel, alpha: 0.82 })
      .roundRect(0, 0, R.width, R.height, 14 * s)
      .stroke({ width: Math.max(1, s), color: mirror ? 0xc0568a : palette.panelEdge });
    this.addChild(bg);
    const head = new Text({ text: title, style: font('caption', s, palette.text) });
    head.position.set(12 * s, 4 * s);
    const sub = new Text({
      text: order,
      style: font('caption', s * 0.85, mirror ? 0xf0a8c8 : palette.textMuted),
    });
    // Where the reading order does not fit beside the title (a phone), the arrow says it alone.
    if (sub.width > R.width - head.width - 34 * s) sub.visible = false;
    sub.position.set(R.width - 12 * s - sub.width, 4 * s + (head.height - sub.height) / 2);
    this.addChild(head, sub);
    const size = Math.round(Math.min(40 * s, (R.height - head.height - 10 * s) * 0.95));
    this.chipSize = size;
    const gap = (R.width - 24 * s - ABYSS_SCALE_PLACES * size) / (ABYSS_SCALE_PLACES - 1);
    const y = Math.round(head.y + head.height + 2 * s + size / 2);
    this.centresLocal = [];
    // The rising arrow under the places (turned round under Mirror).
    const ar = new Graphics();
    const ax0 = 12 * s + size / 2;
    const ax1 = R.width - 12 * s - size / 2;
    const ay = y;
    ar.moveTo(ax0, ay)
      .lineTo(ax1, ay)
      .stroke({ width: Math.max(2, 3 * s), color: palette.feltLine, alpha: 0.9 });
    const tipX = mirror ? ax0 - size * 0.55 : ax1 + size * 0.55;
    const dir = mirror ? -1 : 1;
    ar.moveTo(tipX, ay)
      .lineTo(tipX - dir * 9 * s, ay - 6 * s)
      .lineTo(tipX - dir * 9 * s, ay + 6 * s)
      .closePath()
      .fill(palette.feltLine);
    this.addChild(ar);
    for (let i = 0; i < ABYSS_SCALE_PLACES; i++) {
      const cx = Math.round(12 * s + size / 2 + i * (size + gap));
      this.centresLocal.push({ x: cx, y });
      const slot = new Container();
      slot.position.set(cx, y);
      const sel = selected.includes(i);
      const g = new Graphics()
        .circle(0, 0, size / 2 + 2 * s)
        .fill({ color: 0x0b1815, alpha: 0.85 })
        .circle(0, 0, size / 2 + 2 * s)
        .stroke({ width: Math.max(1, (sel ? 3 : 1.5) * s), color: sel ? palette.focus : palette.panelEdge });
      const n = new Text({ text: String(i + 1), style: font('caption', s * 0.8, palette.textDim) });
      n.anchor.set(0.5);
      slot.addChild(g, n);
      slot.eventMode = 'static';
      slot.hitArea = new Rectangle(-size / 2, -size / 2, size, size);
      this.attach(slot, () => this.tip(i));
      testId(slot, `scale:slot:${i}`);
      this.addChild(slot);
      this.slots.push(slot);
      const e = scale[i];
      if (e) {
        const chip = elementChip(e, size, colorBlind);
        chip.position.set(cx, y);
        chip.eventMode = 'none';
        this.addChild(chip);
        this.chips.push(chip);
      } else this.chips.push(null);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Curse cards

export interface CurseFace {
  id: AbyssCurseId;
  number: number;
  name: string;
  text: string;
  /** A small line under the text: "In force." / "Acts from the next phase." */
  note: string;
  /** On the large card: how to move on. */
  hint?: string;
}

/**
 * A curse card: dark violet with a rune border, the number, the name and (large) the rule. A
 * large card grows to fit its rule text (`h` is its least height); read its height from the result.
 */
export function curseCard(face: CurseFace, w: number, h: number, s: number, large: boolean): Container {
  const c = new Container({ label: `curse-${face.id}` });
  const g = new Graphics();
  c.addChild(g);
  const pad = (large ? 18 : 8) * s;
  const eye = new Graphics();
  const er = (large ? 15 : 8) * s;
  eye
    .moveTo(-er, 0)
    .quadraticCurveTo(0, -er * 0.85, er, 0)
    .quadraticCurveTo(0, er * 0.85, -er, 0)
    .fill(0xf0c4da);
  eye.circle(0, 0, er * 0.35).fill(CURSE_INK);
  const name = new Text({
    text: face.name,
    style: large
      ? font('title', s, 0xf7e3ee)
      : {
          ...font('caption', s * 0.85, 0xf7e3ee),
          wordWrap: true,
          wordWrapWidth: w - 2 * pad - er * 2 - 6 * s,
          lineHeight: Math.round(16 * s),
        },
  });
  // Small cards wrap a long name onto two lines (no ellipsis on a curse you must recognise).
  const noteRoom = !large && face.note ? 14 * s : 0;
  const top = large
    ? pad + Math.max(name.height, er * 1.4) / 2
    : Math.max(pad + er * 0.7, (h - noteRoom) / 2);
  eye.position.set(pad + er, large ? top : Math.max(pad + er * 0.7, top - name.height / 2 + 9 * s));
  name.position.set(
    pad + er * 2 + (large ? 8 : 5) * s,
    large ? top - name.height / 2 : Math.max(pad - 4 * s, top - name.height / 2),
  );
  if (large) fitText(name, w - name.x - pad - 40 * s);
  c.addChild(eye, name);
  let H = h;
  if (large) {
    const num = new Text({ text: `${face.number}/16`, style: font('caption', s * 0.85, 0xc79ab2) });
    num.position.set(w - pad - num.width, pad);
    const body = new Text({
      text: face.text,
      style: {
        ...font('body', s, 0xf7f0e0),
        wordWrap: true,
        wordWrapWidth: w - 2 * pad,
        lineHeight: Math.round(25 * s),
      },
    });
    body.position.set(pad, name.y + name.height + 10 * s);
    const note = new Text({ text: face.note, style: font('caption', s, 0xe3b65a) });
    H = Math.max(h, body.y + body.height + 14 * s + note.height + pad);
    note.position.set(pad, H - pad - note.height);
    c.addChild(num, body, note);
    if (face.hint) {
      const hint = new Text({ text: face.hint, style: font('caption', s * 0.9, 0xc79ab2) });
      fitText(hint, w - 2 * pad - note.width - 12 * s);
      hint.position.set(w - pad - hint.width, H - pad - hint.height);
      c.addChild(hint);
    }
  } else {
    if (face.note) {
      const note = new Text({ text: face.note, style: font('caption', s * 0.75, 0xe3b65a) });
      fitText(note, w - 2 * pad);
      note.position.set(pad, h - pad * 0.5 - note.height);
      c.addChild(note);
    }
  }
  const r = Math.max(6, 10 * s * (large ? 1.4 : 1));
  g.roundRect(2 * s, 4 * s, w, H, r).fill({ color: 0x000000, alpha: 0.35 });
  g.roundRect(0, 0, w, H, r).fill(0x2a1226);
  g.roundRect(0, 0, w, H, r).stroke({ width: Math.max(1.5, 2.5 * s), color: 0xc0568a });
  const inset = (large ? 8 : 4) * s;
  g.roundRect(inset, inset, w - 2 * inset, H - 2 * inset, r * 0.7).stroke({
    width: Math.max(1, s),
    color: 0xc0568a,
    alpha: 0.45,
  });
  c.hitArea = new Rectangle(0, 0, w, H);
  return c;
}

/** The back of a curse card (shown before it flips open). */
export function curseBack(w: number, h: number, s: number): Container {
  const c = new Container();
  const g = new Graphics();
  const r = 14 * s;
  g.roundRect(0, 0, w, h, r).fill(0x1b0c19);
  g.roundRect(0, 0, w, h, r).stroke({ width: Math.max(1.5, 2.5 * s), color: 0xc0568a });
  drawSymbol(g, 'heptagram', w / 2, h / 2, Math.min(w, h) * 0.6, { color: 0x7b2a55, detail: 0x1b0c19 });
  c.addChild(g);
  return c;
}

/** The element colour of a chip (for glows and pulses). */
export function elementColour(e: AbyssElement): number {
  return ELEMENT_LOOK[e].colour;
}
