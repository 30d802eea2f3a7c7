/**
 * The viewer's hand for Abyss: fanned along the bottom edge, sorted by element; legal cards
 * stand raised, the others are dimmed and say why on hover or click; arrows choose a card
 * and Enter plays it. Each card registers `card:<code>` with the test hook.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import type { CardArt } from '../../art/cardArt';
import type { Motion } from '../../core/motion';
import { testId } from '../../core/testhook';
import { fanLayout, type FanSlot } from '../../layout/fan';
import type { TableLayout } from '../../layout/table';
import { font, palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import type { Tooltip } from '../../ui/chrome';
import { fitText } from '../../ui/widgets';
import { handKeys } from './model';

export interface AbyssHandOptions {
  art: CardArt;
  motion: Motion;
  tooltip: Tooltip;
  onPlay: (code: string) => void;
  /** Why a card may not be played now, or '' when it may (or nothing is asked). */
  whyNot: (code: string) => string;
}

function codeOf(key: string): string {
  return key.replace(/\.\d+$/, '');
}

/** Lift of a playable card at rest and under the pointer (CardSprite lift units). */
const REST = 1;
const HOVER = 1.7;

export class AbyssHand extends Container {
  private sprites = new Map<string, CardSprite>();
  private slots = new Map<string, FanSlot>();
  private codes: string[] = [];
  private legal = new Set<string>();
  private active = false;
  private L: TableLayout | null = null;
  private selected = -1;
  private keyboard = false;
  private readonly ring = new Graphics();
  private readonly markRing = new Graphics();
  private marked: string | null = null;
  private readonly reason = new Container();
  private reasonTimer = 0;

  constructor(private readonly o: AbyssHandOptions) {
    super({ label: 'abyss-hand' });
    this.sortableChildren = true;
    this.ring.zIndex = 500;
    this.ring.eventMode = 'none';
    this.reason.zIndex = 600;
    this.reason.eventMode = 'none';
    this.reason.visible = false;
    this.markRing.zIndex = 490;
    this.markRing.eventMode = 'none';
    this.addChild(this.ring, this.markRing, this.reason);
    testId(this.reason, 'card:reason');
  }

  /** Destroys a sprite after stopping its tweens (a tween on a destroyed object would throw). */
  private discard(sp: CardSprite): void {
    this.o.motion.killTweensOf(sp);
    this.o.motion.killTweensOf(sp.scale);
    sp.destroy();
  }

  resize(L: TableLayout): void {
    this.L = L;
    for (const sp of this.sprites.values()) this.discard(sp);
    this.sprites.clear();
    this.set(this.codes.map(codeOf), [...this.legal], this.active, false);
  }

  get legalCodes(): string[] {
    return this.active ? [...new Set(this.codes.map(codeOf).filter((c) => this.legal.has(c)))] : [];
  }

  /** Global position of a card (for the flight to the trick), or null. */
  cardPoint(code: string): { x: number; y: number; rotation: number } | null {
    const sp = this.sprites.get(code);
    if (!sp) return null;
    const p = sp.getGlobalPosition();
    return { x: p.x, y: p.y - sp.lift * (this.L?.card.width ?? 0) * 0.14, rotation: sp.rotation };
  }

  /** A point on the visible part of a card's face, in canvas coordinates (for tests and tools). */
  visiblePoint(code: string): { x: number; y: number } | null {
    const sp = this.sprites.get(code);
    const L = this.L;
    if (!sp || !L) return null;
    const w = L.card.width;
    const p = sp.toGlobal({ x: -w * 0.28, y: -L.card.height * 0.15 - sp.lift * w * 0.14 });
    return { x: p.x, y: p.y };
  }

  /** Takes a card out of the hand immediately (it is about to fly). */
  detach(code: string): void {
    const sp = this.sprites.get(code);
    if (!sp) return;
    this.sprites.delete(code);
    this.discard(sp);
  }

  set(cards: string[], legal: string[], active: boolean, animate = true): void {
    const L = this.L;
    const codes = handKeys(cards);
    this.codes = [...codes];
    this.legal = new Set(legal);
    this.active = active;
    if (!L) return;
    const maxWidth = Math.min(L.width - 2 * L.ownPlate.width - 60 * L.scale, 1100 * L.scale);
    const slots = fanLayout(codes.length, {
      centerX: L.width / 2,
      baseY: L.handBaseY,
      cardWidth: L.card.width,
      cardHeight: L.card.height,
      maxWidth: Math.max(L.card.width * 2, maxWidth),
    });
    const keep = new Set(codes);
    for (const [code, sp] of this.sprites) {
      if (!keep.has(code)) {
        this.sprites.delete(code);
        this.discard(sp);
      }
    }
    this.slots.clear();
    codes.forEach((code, i) => {
      const slot = slots[i]!;
      this.slots.set(code, slot);
      let sp = this.sprites.get(code);
      const isNew = !sp;
      if (!sp) {
        sp = new CardSprite(this.o.art, 'sevensins', codeOf(code), L.card.width);
        this.wire(sp);
        this.addChild(sp);
        this.sprites.set(code, sp);
        // `hand.<code>` as well: the id the shared table tests use for a card in the hand.
        testId(sp, `hand.${code}`);
        testId(sp, `card:${code}`);
        sp.position.set(slot.x, slot.y);
        sp.rotation = slot.rotation;
      } else if (animate) {
        void this.o.motion.flight(sp, { x: slot.x, y: slot.y, rotation: slot.rotation });
      } else {
        sp.position.set(slot.x, slot.y);
        sp.rotation = slot.rotation;
      }
      sp.zIndex = i;
      const playable = active && this.legal.has(codeOf(code));
      sp.setDimmed(active && !playable);
      sp.cursor = playable ? 'pointer' : 'default';
      const lift = playable ? REST : 0;
      if (isNew || !animate) sp.setLift(lift);
      else void this.o.motion.to(sp, { lift }, { ms: 160 });
    });
    this.paintMark();
    if (!active) this.selected = -1;
    else if (this.selected >= codes.length) this.selected = codes.length - 1;
    this.paintSelection();
  }

  /** Marks one card (the card chosen to pass) with a raised, ringed face; null clears it. */
  setMarked(code: string | null): void {
    this.marked = code;
    this.paintMark();
  }

  private paintMark(): void {
    this.markRing.clear();
    const L = this.L;
    const sp = this.marked ? this.sprites.get(this.marked) : undefined;
    if (!L || !sp) return;
    const s = L.scale;
    const w = L.card.width;
    const h = L.card.height;
    sp.setLift(HOVER);
    this.markRing
      .roundRect(-w / 2 - 4 * s, -h / 2 - 4 * s - HOVER * w * 0.14, w + 8 * s, h + 8 * s, 10 * s)
      .stroke({ width: Math.max(2, 3 * s), color: palette.accent });
    this.markRing.position.set(sp.x, sp.y);
    this.markRing.rotation = sp.rotation;
  }

  /** Animates the dealt cards in from a point (the dealer's seat). */
  async dealFrom(from: { x: number; y: number }): Promise<void> {
    const jobs: Promise<void>[] = [];
    let i = 0;
    for (const code of this.codes) {
      const sp = this.sprites.get(code);
      const slot = this.slots.get(code);
      if (!sp || !slot) continue;
      const local = this.toLocal(from);
      sp.position.set(local.x, local.y);
      sp.rotation = 0;
      sp.scale.set(0.5);
      sp.alpha = 0;
      const delay = i * 28;
      jobs.push(this.o.motion.to(sp, { alpha: 1 }, { ms: 80, delay, kind: 'fade' }));
      jobs.push(this.o.motion.to(sp.scale, { x: 1, y: 1 }, { ms: 300, delay }));
      jobs.push(
        this.o.motion.to(
          sp,
          { x: slot.x, y: slot.y, rotation: slot.rotation },
          { ms: 300, delay, ease: 'power2.out' },
        ),
      );
      i++;
    }
    await Promise.all(jobs);
    for (const code of this.codes) {
      const sp = this.sprites.get(code);
      if (sp && !sp.destroyed) {
        sp.alpha = 1;
        sp.scale.set(1);
      }
    }
  }

  private wire(sp: CardSprite): void {
    sp.eventMode = 'static';
    // Only the face counts (not the soft shadow), including the room it rises into.
    const w = this.L?.card.width ?? 100;
    const h = this.L?.card.height ?? 140;
    sp.hitArea = new Rectangle(-w / 2, -h / 2 - w * 0.25, w, h + w * 0.25);
    sp.on('pointerover', () => {
      const code = sp.code;
      if (code && this.active && this.legal.has(code))
        void this.o.motion.to(sp, { lift: HOVER }, { ms: 120 });
    });
    sp.on('pointerout', () => {
      const code = sp.code;
      const rest = code && this.active && this.legal.has(code) ? REST : 0;
      void this.o.motion.to(sp, { lift: rest }, { ms: 160 });
    });
    sp.on('pointertap', () => {
      const code = sp.code;
      if (!code) return;
      this.keyboard = false;
      this.paintSelection();
      this.tryPlay(code);
    });
    this.o.tooltip.attach(sp, () => (sp.code ? this.o.whyNot(sp.code) : ''));
  }

  /** The selected card's key while choosing with the keyboard. */
  get selectedCode(): string | null {
    const k = this.keyboard ? this.codes[this.selected] : undefined;
    return k ? codeOf(k) : null;
  }

  private tryPlay(code: string): void {
    if (!this.active) return;
    if (this.legal.has(code)) {
      this.hideReason();
      this.o.onPlay(code);
      return;
    }
    this.showReason(code);
  }

  /** Shows why a card may not be played, above the card, for a few seconds. */
  showReason(code: string): void {
    const why = this.o.whyNot(codeOf(code));
    const sp = this.sprites.get(code);
    const L = this.L;
    if (!why || !sp || !L) return;
    const s = L.scale;
    for (const c of this.reason.removeChildren()) c.destroy();
    const t = new Text({ text: why, style: font('label', s, palette.ink) });
    fitText(t, 520 * s);
    const padX = 16 * s;
    const padY = 9 * s;
    const w = t.width + 2 * padX;
    const h = t.height + 2 * padY;
    const g = new Graphics()
      .roundRect(0, 4 * s, w, h, 10 * s)
      .fill({ color: 0x000000, alpha: 0.3 })
      .roundRect(0, 0, w, h, 10 * s)
      .fill(palette.cream)
      .roundRect(0, 0, w, h, 10 * s)
      .stroke({ width: Math.max(1, 2 * s), color: palette.danger });
    t.position.set(padX, padY);
    this.reason.addChild(g, t);
    // Just above the status line (which sits between the hand and the table), over the card.
    const left = L.ownPlate.x + L.ownPlate.width + 8 * s;
    const x = Math.max(left, Math.min(L.width - w - 8 * s, sp.x - w / 2));
    this.reason.position.set(x, L.status.y - h - 8 * s);
    this.reason.visible = true;
    this.reason.alpha = 1;
    window.clearTimeout(this.reasonTimer);
    this.reasonTimer = window.setTimeout(() => this.hideReason(), 2600);
  }

  hideReason(): void {
    window.clearTimeout(this.reasonTimer);
    this.reason.visible = false;
  }

  /** Keyboard: ←/→ choose a card, Enter plays it. Returns true when the key was used. */
  onKey(key: string): boolean {
    if (!this.active || this.codes.length === 0) return false;
    if (key === 'ArrowLeft' || key === 'ArrowRight') {
      const dir = key === 'ArrowRight' ? 1 : -1;
      if (!this.keyboard || this.selected < 0) {
        this.keyboard = true;
        const firstLegal = this.codes.findIndex((c) => this.legal.has(codeOf(c)));
        this.selected = this.selected >= 0 ? this.selected : Math.max(0, firstLegal);
      } else this.selected = (this.selected + dir + this.codes.length) % this.codes.length;
      this.paintSelection();
      const code = this.codes[this.selected]!;
      if (!this.legal.has(codeOf(code))) this.showReason(code);
      else this.hideReason();
      return true;
    }
    if (key === 'Enter' || key === ' ') {
      if (!this.keyboard || this.selected < 0) {
        this.keyboard = true;
        this.selected = Math.max(
          0,
          this.codes.findIndex((c) => this.legal.has(codeOf(c))),
        );
        this.paintSelection();
        return true;
      }
      const code = this.codes[this.selected];
      if (code) this.tryPlay(codeOf(code));
      return true;
    }
    return false;
  }

  private paintSelection(): void {
    this.ring.clear();
    const L = this.L;
    if (!L || !this.keyboard || !this.active || this.selected < 0) return;
    const code = this.codes[this.selected];
    const sp = code ? this.sprites.get(code) : undefined;
    if (!sp) return;
    const s = L.scale;
    const w = L.card.width;
    const h = L.card.height;
    const lift = this.legal.has(codeOf(code!)) ? REST : 0;
    this.ring
      .roundRect(-w / 2 - 4 * s, -h / 2 - 4 * s - lift * w * 0.14, w + 8 * s, h + 8 * s, 10 * s)
      .stroke({ width: Math.max(2, 3 * s), color: palette.focus });
    this.ring.position.set(sp.x, sp.y);
    this.ring.rotation = sp.rotation;
  }
}
