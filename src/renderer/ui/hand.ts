/**
 * The viewer's hand as a fan along the bottom edge. Playable cards lift on hover and play
 * on click (a finger lifts a card with a tap and plays it with a second); the others are
 * dimmed and say why on hover. Cards that stay keep their sprite
 * and glide to their new place; new cards fly in.
 */
import { Container, type FederatedPointerEvent } from 'pixi.js';
import { markStack, markVital } from '../core/layout-audit';
import type { CardArt } from '../art/cardArt';
import type { Deck } from '../art/cards';
import type { Motion } from '../core/motion';
import { testId } from '../core/testhook';
import { handFan, type TableLayout } from '../layout/table';
import { CardSprite } from './cardSprite';
import type { Tooltip } from './chrome';

export interface HandOptions {
  art: CardArt;
  motion: Motion;
  tooltip: Tooltip;
  deck: Deck;
  onPlay: (code: string) => void;
  /** Why a card may not be played now (shown on hover), or '' when it may. */
  whyNot: (code: string) => string;
}

export class HandFan extends Container {
  private cards: CardSprite[] = [];
  private layoutInfo: TableLayout | null = null;
  private playable = new Set<string>();
  private codes: string[] = [];
  /** The card a finger lifted: a second tap plays it. */
  private armed: CardSprite | null = null;

  constructor(private readonly o: HandOptions) {
    super({ label: 'hand' });
    this.sortableChildren = true;
    markStack(this);
  }

  setDeck(deck: Deck): void {
    if (deck === this.o.deck) return;
    this.o.deck = deck;
    for (const c of this.cards) c.destroy();
    this.cards = [];
    this.build(this.codes, false);
  }

  resize(layout: TableLayout): void {
    this.layoutInfo = layout;
    for (const c of this.cards) c.destroy();
    this.cards = [];
    this.build(this.codes, false);
  }

  set(codes: string[], playable: string[]): void {
    this.playable = new Set(playable);
    const animate = this.layoutInfo !== null && this.cards.length > 0;
    this.build(codes, animate);
  }

  private build(codes: string[], animate: boolean): void {
    this.codes = [...codes];
    const L = this.layoutInfo;
    if (!L) return;
    const slots = handFan(L, codes.length);
    const old = [...this.cards];
    const next: CardSprite[] = [];
    const seen = new Map<string, number>();
    codes.forEach((code, i) => {
      const k = old.findIndex((c) => c.code === code);
      let sprite: CardSprite;
      const slot = slots[i]!;
      if (k >= 0) {
        sprite = old.splice(k, 1)[0]!;
        if (animate) void this.o.motion.flight(sprite, { x: slot.x, y: slot.y, rotation: slot.rotation });
        else sprite.placeAt(slot);
      } else {
        sprite = new CardSprite(this.o.art, this.o.deck, code, L.card.width);
        this.addChild(sprite);
        this.wire(sprite);
        if (animate) {
          sprite.position.set(L.width / 2, L.height * 0.45);
          sprite.scale.set(0.8);
          void this.o.motion.flight(sprite, { x: slot.x, y: slot.y, rotation: slot.rotation, scale: 1 });
        } else sprite.placeAt(slot);
      }
      const n = (seen.get(code) ?? 0) + 1;
      seen.set(code, n);
      testId(sprite, n === 1 ? `hand.${code}` : `hand.${code}.${n}`);
      sprite.zIndex = i;
      sprite.setDimmed(this.playable.size > 0 && !this.playable.has(code));
      sprite.cursor = this.playable.has(code) ? 'pointer' : 'default';
      next.push(sprite);
    });
    for (const gone of old) {
      void this.o.motion
        .to(gone, { alpha: 0, y: gone.y - L.card.height * 0.6 }, { ms: 220 })
        .then(() => gone.destroy());
    }
    this.cards = next;
  }

  private wire(sprite: CardSprite): void {
    markVital(sprite);
    sprite.eventMode = 'static';
    sprite.on('pointerover', () => {
      if (sprite.code && this.playable.has(sprite.code))
        void this.o.motion.to(sprite, { lift: 1 }, { ms: 120 });
    });
    sprite.on('pointerout', () => {
      void this.o.motion.to(sprite, { lift: 0 }, { ms: 160 });
    });
    sprite.on('pointertap', (e: FederatedPointerEvent) => {
      const code = sprite.code;
      if (!code) return;
      if (this.playable.has(code) && e.pointerType !== 'mouse' && this.armed !== sprite) {
        const before = this.armed;
        this.armed = sprite;
        if (before && !before.destroyed) void this.o.motion.to(before, { lift: 0 }, { ms: 140 });
        void this.o.motion.to(sprite, { lift: 1 }, { ms: 120 });
        return;
      }
      this.armed = null;
      if (this.playable.has(code)) this.o.onPlay(code);
      else {
        const why = this.o.whyNot(code);
        if (why) this.o.tooltip.showFor(sprite, why);
      }
    });
    this.o.tooltip.attach(sprite, () =>
      sprite.code && !this.playable.has(sprite.code) ? this.o.whyNot(sprite.code) : '',
    );
  }
}
