/** A card on the table: face (or back) over a soft shadow that grows when the card is lifted. */
import { Container, Rectangle, Sprite } from 'pixi.js';
import type { CardArt } from '../art/cardArt';
import type { Deck } from '../art/cards';

export class CardSprite extends Container {
  private readonly shadow = new Sprite();
  private readonly face = new Sprite();
  private lifted = 0;
  private dimmed = false;
  code: string | null;

  constructor(
    private readonly art: CardArt,
    private readonly deck: Deck,
    code: string | null,
    private readonly cardWidth: number,
  ) {
    super();
    this.code = code;
    this.shadow.anchor.set(0.5);
    this.face.anchor.set(0.5);
    this.addChild(this.shadow, this.face);
    this.paint();
    this.setLift(0);
    // Bounds and hits are the card itself, not its shadow.
    const h = this.face.height;
    this.boundsArea = new Rectangle(-cardWidth / 2, -h / 2, cardWidth, h);
    this.hitArea = new Rectangle(-cardWidth / 2, -h / 2 - cardWidth * 0.14, cardWidth, h + cardWidth * 0.14);
  }

  get cardHeight(): number {
    return this.face.height;
  }

  setCard(code: string | null): void {
    if (code === this.code) return;
    this.code = code;
    this.paint();
  }

  private paint(): void {
    this.face.texture = this.code
      ? this.art.face(this.deck, this.code, this.cardWidth)
      : this.art.back(this.cardWidth);
    this.shadow.texture = this.art.shadow(this.cardWidth);
  }

  /** 0 = resting on the felt, 1 = held up. Also usable as a tween target (`lift`). */
  get lift(): number {
    return this.lifted;
  }

  set lift(v: number) {
    this.setLift(v);
  }

  setLift(v: number): void {
    this.lifted = v;
    const w = this.cardWidth;
    this.face.y = -v * w * 0.14;
    this.shadow.position.set(w * (0.01 + 0.03 * v), w * (0.025 + 0.06 * v));
    this.shadow.scale.set(1 + 0.05 * v);
    this.shadow.alpha = 0.32 + 0.16 * v;
  }

  /** Stands at once at a place (in a hand's fan: its slot). */
  placeAt(slot: { x: number; y: number; rotation: number }): void {
    this.position.set(slot.x, slot.y);
    this.rotation = slot.rotation;
  }

  setDimmed(on: boolean): void {
    this.dimmed = on;
    this.face.tint = on ? 0x9a9a9a : 0xffffff;
  }

  get isDimmed(): boolean {
    return this.dimmed;
  }
}
