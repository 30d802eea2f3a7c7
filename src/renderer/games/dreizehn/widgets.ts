/**
 * 13's table pieces: the archery target with its gauge, caption and card cascade; the draw
 * pile; each seat's facts row (face-down taken stack, points, dealer chip).
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import type { DreizehnCard, DreizehnColour, DreizehnTargetView } from '../../../shared/games/dreizehn';
import type { CardArt } from '../../art/cardArt';
import { targetToken } from '../../art/tokens';
import { DREIZEHN_LOOK } from '../../art/cards';
import { drawSymbol } from '../../art/symbols';
import { markStack } from '../../core/layout-audit';
import { testId } from '../../core/testhook';
import { darken, font, lighten, palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import { fitText } from '../../ui/widgets';
import { cascade, type TargetSlot } from './layout';
import { fillOf, heatOf } from './model';
import { safeDestroy } from './safe';

export const TNUM = { fontFeatureSettings: '"tnum"' } as Record<string, unknown>;

export function colourValue(c: DreizehnColour | null): number {
  if (c === 'blue') return DREIZEHN_LOOK.B.colour;
  if (c === 'yellow') return DREIZEHN_LOOK.Y.colour;
  if (c === 'green') return DREIZEHN_LOOK.G.colour;
  return 0x8a8f8c;
}

export type TargetMark = 'none' | 'legal' | 'illegal' | 'focus';

export interface TargetData {
  view: DreizehnTargetView;
  slot: TargetSlot;
  scale: number;
  cardWidth: number;
  colorBlind: boolean;
  /** "4 to 13" etc., already translated. */
  caption: string;
  /** The caption wraps to at most this many lines (1: shortened to fit). */
  captionLines: number;
  /** Name tag under "firstCard" ("Left"), or '' for the fixed colours. */
  tag: string;
  mark: TargetMark;
  preview: { text: string; warn: boolean } | null;
}

/** One target: gauge of 13 segments, the archery token, a caption, and its cards. */
export class TargetView extends Container {
  readonly glow = new Graphics();
  private readonly gauge = new Graphics();
  private token: Container | null = null;
  private tokenKey = '';
  private readonly caption = new Text({ text: '', style: font('caption', 1) });
  private readonly tag = new Text({ text: '', style: font('caption', 1) });
  private readonly bubble = new Container();
  readonly cards = new Container();
  private sprites: CardSprite[] = [];
  private data: TargetData | null = null;
  private pulse = 0;

  constructor(
    private readonly art: CardArt,
    readonly targetId: string,
  ) {
    super({ label: `target-${targetId}` });
    this.cards.sortableChildren = true;
    // The cascade's cards lie over each other on purpose.
    markStack(this.cards);
    this.addChild(this.glow, this.gauge, this.cards, this.caption, this.tag, this.bubble);
    this.eventMode = 'static';
    this.cursor = 'default';
    testId(this, `target:${targetId}`);
  }

  get slot(): TargetSlot | null {
    return this.data?.slot ?? null;
  }

  /** Redraws from data; the card sprites are rebuilt only when the cards changed. */
  set(d: TargetData): void {
    const prevCards = this.data?.view.cards.join(',');
    const prevW = this.data?.cardWidth;
    this.data = d;
    const { slot, scale: s } = d;
    this.position.set(0, 0);
    const col = slot.column;
    this.hitArea = new Rectangle(col.x, col.y - 6 * s, col.width, col.height + 6 * s);
    // Bounds (test hook, tooltips) are the column, whatever empty texts lie about.
    this.boundsArea = new Rectangle(col.x, col.y - 6 * s, col.width, col.height + 6 * s);
    this.cursor = d.mark === 'legal' || d.mark === 'focus' ? 'pointer' : 'default';

    // Gauge: 13 segments around the target, filled up to the total.
    const g = this.gauge.clear();
    const rr = slot.radius + 7 * s;
    const filled = Math.round(fillOf(d.view.total) * 13);
    const heat = heatOf(d.view.total);
    const hot =
      heat === 'hot'
        ? palette.danger
        : heat === 'warm'
          ? palette.accent
          : lighten(colourValue(d.view.colour), 0.35);
    const gap = 0.06;
    for (let i = 0; i < 13; i++) {
      const a0 = -Math.PI / 2 + (i / 13) * Math.PI * 2 + gap / 2;
      const a1 = -Math.PI / 2 + ((i + 1) / 13) * Math.PI * 2 - gap / 2;
      g.moveTo(slot.x + Math.cos(a0) * rr, slot.y + Math.sin(a0) * rr);
      g.arc(slot.x, slot.y, rr, a0, a1);
      g.stroke({
        width: 5 * s,
        color: i < filled ? hot : 0x000000,
        alpha: i < filled ? 0.95 : 0.28,
        cap: 'butt',
      });
    }

    // The archery token, rebuilt when colour, total or size change.
    const key = `${d.view.colour}|${d.view.total}|${Math.round(slot.radius)}|${d.colorBlind}`;
    if (key !== this.tokenKey) {
      this.token?.destroy({ children: true });
      this.token = targetToken(d.view.colour, d.view.total, slot.radius * 2, d.colorBlind);
      this.addChildAt(this.token, 2);
      this.tokenKey = key;
    }
    this.token!.position.set(slot.x, slot.y);
    this.token!.alpha = d.mark === 'illegal' ? 0.5 : 1;

    // Highlight for legal targets while a card is chosen.
    this.glow.clear();
    if (d.mark === 'legal' || d.mark === 'focus') {
      const r = rr + 9 * s;
      this.glow.circle(slot.x, slot.y, r + 6 * s).fill({ color: palette.accent, alpha: 0.16 });
      this.glow.circle(slot.x, slot.y, r).stroke({
        width: (d.mark === 'focus' ? 4 : 2.5) * s,
        color: d.mark === 'focus' ? palette.focus : palette.accent,
      });
    }

    this.caption.style = font(
      'caption',
      s,
      d.mark === 'illegal'
        ? palette.textDim
        : heat === 'hot'
          ? lighten(palette.danger, 0.25)
          : palette.textMuted,
    );
    this.caption.text = d.caption;
    this.caption.scale.set(1);
    if (d.captionLines > 1) {
      this.caption.style.wordWrap = true;
      this.caption.style.wordWrapWidth = slot.column.width - 8 * s;
      this.caption.style.align = 'center';
    } else fitText(this.caption, slot.column.width - 8 * s);
    this.caption.anchor.set(0.5);
    this.caption.position.set(slot.x, slot.captionY);

    this.tag.style = font('label', s, palette.text);
    this.tag.text = d.tag;
    this.tag.anchor.set(0.5, 1);
    this.tag.position.set(slot.x, slot.y - slot.radius - 12 * s);
    this.tag.visible = d.tag.length > 0;

    for (const c of this.bubble.removeChildren()) c.destroy({ children: true });
    if (d.preview) {
      const t = new Text({
        text: d.preview.text,
        style: font('label', s, d.preview.warn ? palette.text : palette.accentInk),
      });
      const pw = t.width + 22 * s;
      const ph = t.height + 8 * s;
      const bg = new Graphics()
        .roundRect(-pw / 2, -ph / 2 + 2 * s, pw, ph, ph / 2)
        .fill({ color: 0x000000, alpha: 0.3 })
        .roundRect(-pw / 2, -ph / 2, pw, ph, ph / 2)
        .fill(d.preview.warn ? darken(palette.danger, 0.2) : palette.accent);
      t.anchor.set(0.5);
      this.bubble.addChild(bg, t);
      this.bubble.position.set(slot.x, slot.y - slot.radius - (d.tag ? 44 : 22) * s);
      this.bubble.eventMode = 'none';
    }

    const codes = d.view.cards.join(',');
    if (codes !== prevCards || prevW !== d.cardWidth) this.rebuildCards(d.view.cards);
    else this.placeCards(false);
  }

  /** Card positions for `n` cards (centre points). */
  cardSlots(n: number): { x: number; y: number; rotation: number }[] {
    const d = this.data;
    if (!d) return [];
    const xs = cascade(n, d.slot.x, d.cardWidth, d.slot.cardsWidth);
    return xs.map((x, i) => ({ x, y: d.slot.cardsY, rotation: ((i % 3) - 1) * 0.035 }));
  }

  private rebuildCards(cards: readonly DreizehnCard[]): void {
    for (const c of this.sprites) safeDestroy(c);
    this.sprites = cards.map((code) => {
      const sp = new CardSprite(this.art, 'dreizehn', code, this.data!.cardWidth);
      sp.eventMode = 'none';
      this.cards.addChild(sp);
      return sp;
    });
    this.placeCards(false);
  }

  private placeCards(_animate: boolean): void {
    const slots = this.cardSlots(this.sprites.length);
    this.sprites.forEach((sp, i) => {
      const p = slots[i]!;
      sp.position.set(p.x, p.y);
      sp.rotation = p.rotation;
      sp.zIndex = i;
      sp.alpha = this.data?.mark === 'illegal' ? 0.6 : 1;
    });
  }

  /** The card sprites lying here (for the overflow animation), leaving the target empty. */
  detachCards(): CardSprite[] {
    const out = this.sprites;
    this.sprites = [];
    if (this.data) this.data = { ...this.data, view: { ...this.data.view, cards: [] } };
    return out;
  }

  /** Slides the cards lying here to the cascade slots for `n` cards (making room). */
  makeRoom(
    n: number,
    move: (sp: CardSprite, p: { x: number; y: number; rotation: number }) => Promise<void>,
  ): Promise<void> {
    const slots = this.cardSlots(n);
    return Promise.all(this.sprites.map((sp, i) => move(sp, slots[i]!))).then(() => undefined);
  }

  tick(dt: number, selected: boolean): void {
    this.pulse += dt;
    if (this.data && (this.data.mark === 'legal' || this.data.mark === 'focus') && selected) {
      this.glow.alpha = 0.7 + 0.3 * Math.sin(this.pulse / 240);
    } else this.glow.alpha = 1;
  }
}

/** The face-down draw pile with its count. */
export class PileView extends Container {
  private readonly stack = new Container();
  private readonly countText = new Text({ text: '', style: font('caption', 1) });
  private key = '';

  constructor(private readonly art: CardArt) {
    super({ label: 'pile' });
    markStack(this.stack);
    this.addChild(this.stack, this.countText);
    this.eventMode = 'static';
    testId(this, 'pile');
  }

  set(count: number, x: number, y: number, cardWidth: number, s: number, text: string): void {
    this.position.set(x, y);
    const layers = count === 0 ? 0 : Math.min(4, 1 + Math.floor(count / 8));
    const key = `${layers}|${cardWidth}|${s}`;
    if (key !== this.key) {
      this.key = key;
      for (const c of this.stack.removeChildren()) c.destroy({ children: true });
      const h = cardWidth * 1.4;
      if (layers === 0) {
        const g = new Graphics()
          .roundRect(-cardWidth / 2, -h / 2, cardWidth, h, cardWidth * 0.08)
          .stroke({ width: Math.max(1, 1.5 * s), color: palette.feltLine, alpha: 0.9 });
        this.stack.addChild(g);
      }
      for (let i = 0; i < layers; i++) {
        const sp = new CardSprite(this.art, 'dreizehn', null, cardWidth);
        sp.position.set(-i * 1.5 * s, -i * 2 * s);
        this.stack.addChild(sp);
      }
    }
    this.countText.style = font('caption', s, count === 0 ? palette.textDim : palette.textMuted);
    this.countText.text = text;
    this.countText.anchor.set(0.5, 0);
    this.countText.position.set(0, cardWidth * 0.7 + 6 * s);
  }

  /** Top of the pile in this container's parent coordinates. */
  get top(): { x: number; y: number } {
    return { x: this.x, y: this.y - 4 * (this.key ? 1 : 0) };
  }
}

export interface FactsData {
  taken: number;
  takenText: string;
  points: string;
  dealer: string | null;
  /** The viewer's own stack can be peeked at (memory aid). */
  peekable: boolean;
  /** The viewer's own row (above the plate: the dealer button goes below it). */
  own: boolean;
}

/** A seat's public facts: face-down taken stack with count, points, dealer chip. */
export class FactsRow extends Container {
  readonly stack = new Container();
  private readonly content = new Container();
  private stackCentre = { x: 0, y: 0 };

  constructor(
    private readonly art: CardArt,
    seat: number,
  ) {
    super({ label: `facts-${seat}` });
    this.addChild(this.content, this.stack);
    testId(this.stack, `taken:${seat}`);
  }

  /** Where taken cards fly to, in this row's parent coordinates. */
  get stackPoint(): { x: number; y: number } {
    return { x: this.x + this.stackCentre.x, y: this.y + this.stackCentre.y };
  }

  set(d: FactsData, rect: { x: number; y: number; width: number; height: number }, s: number): void {
    this.position.set(rect.x, rect.y);
    for (const c of this.content.removeChildren()) c.destroy({ children: true });
    for (const c of this.stack.removeChildren()) c.destroy({ children: true });
    const h = rect.height;
    const bg = new Graphics()
      .roundRect(0, 0, rect.width, h, h / 2)
      .fill({ color: palette.panel, alpha: 0.62 })
      .roundRect(0, 0, rect.width, h, h / 2)
      .stroke({ width: Math.max(1, s), color: palette.panelEdge, alpha: 0.6 });
    this.content.addChild(bg);
    // Face-down stack of taken cards: a few backs, offset.
    const cw = Math.round(h * 0.62);
    const layers = d.taken === 0 ? 0 : Math.min(4, 1 + Math.floor(d.taken / 4));
    const sx = 12 * s + cw / 2;
    const sy = h / 2;
    this.stackCentre = { x: sx, y: sy };
    if (layers === 0) {
      this.stack.addChild(
        new Graphics()
          .roundRect(sx - cw / 2, sy - (cw * 1.4) / 2 + 2 * s, cw, cw * 1.4 - 4 * s, 3 * s)
          .stroke({ width: Math.max(1, s), color: palette.textDim, alpha: 0.6 }),
      );
    }
    for (let i = 0; i < layers; i++) {
      const sp = new CardSprite(this.art, 'dreizehn', null, cw);
      sp.scale.set(0.78);
      sp.position.set(sx + i * 2 * s, sy - i * 1.5 * s);
      sp.rotation = 1.5708;
      this.stack.addChild(sp);
    }
    this.stack.eventMode = d.peekable ? 'static' : 'none';
    this.stack.cursor = d.peekable ? 'pointer' : 'default';
    this.stack.hitArea = new Rectangle(0, 0, sx + cw + 60 * s, h);
    const count = new Text({
      text: d.takenText,
      style: { ...font('caption', s, d.taken > 0 ? palette.text : palette.textMuted), ...TNUM },
    });
    count.position.set(sx + cw * 0.9 + 8 * s, Math.round((h - count.height) / 2));
    this.content.addChild(count);
    if (d.peekable) {
      const eye = new Graphics();
      const ex = count.x + count.width + 16 * s;
      eye.ellipse(ex, h / 2, 8 * s, 5 * s).stroke({ width: Math.max(1, 1.6 * s), color: palette.accent });
      eye.circle(ex, h / 2, 2.4 * s).fill(palette.accent);
      this.content.addChild(eye);
    }
    const right = rect.width - 10 * s;
    const pts = new Text({ text: d.points, style: { ...font('label', s, palette.text), ...TNUM } });
    pts.position.set(right - pts.width, Math.round((h - pts.height) / 2));
    this.content.addChild(pts);
    if (d.dealer) {
      // A dealer button inside the row, left of the points (clear of the plate and its neighbours).
      const t = new Text({ text: d.dealer, style: font('label', s, palette.accentInk) });
      const r = Math.min(h / 2 - 1 * s, Math.max(t.width, t.height) / 2 + 2 * s);
      const cy = h / 2;
      // A narrow row (a phone's) gives the count's place to the button: the stack's tooltip counts.
      const countRight = count.x + count.width + (d.peekable ? 28 * s : 0);
      if (pts.x - 6 * s - countRight < 2 * r + 6 * s) count.visible = false;
      const cx = count.visible ? pts.x - 6 * s - r : Math.max(sx + cw * 0.9 + 4 * s + r, pts.x - 6 * s - r);
      const disc = new Graphics()
        .circle(cx + 1 * s, cy + 2 * s, r)
        .fill({ color: 0x000000, alpha: 0.3 })
        .circle(cx, cy, r)
        .fill(palette.accent)
        .circle(cx, cy, r)
        .stroke({ width: Math.max(1, 1.5 * s), color: palette.accentDeep });
      t.anchor.set(0.5);
      t.position.set(cx, cy);
      this.content.addChild(disc, t);
    }
  }
}

/** A little colour mark (symbol in a disc) for texts about a colour. */
export function colourMark(colour: DreizehnColour | 'fiese', size: number): Graphics {
  const look =
    colour === 'fiese'
      ? DREIZEHN_LOOK.F
      : colour === 'blue'
        ? DREIZEHN_LOOK.B
        : colour === 'yellow'
          ? DREIZEHN_LOOK.Y
          : DREIZEHN_LOOK.G;
  const g = new Graphics();
  g.circle(0, 0, size / 2).fill(look.colour);
  drawSymbol(g, look.symbol, 0, 0, size * 0.62, { color: palette.cream, detail: look.colour });
  return g;
}
