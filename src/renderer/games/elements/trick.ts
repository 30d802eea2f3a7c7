/**
 * The trick in the middle of the table (shared by the SevenSins and Abyss scenes): each seat's
 * card at its own spot, placed card by card in play order (later cards on top), a Kitsune with
 * a small tag saying how it was played, the winner's card lifted and ringed once the trick is
 * complete, and the slide of the whole trick to its winner.
 *
 * The scene gives the spots (`setSpots`) and says when to animate; `show` always draws exactly
 * the plays it is given, so the scene can re-sync to a snapshot at any time.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { CardArt } from '../../art/cardArt';
import type { Motion } from '../../core/motion';
import { markStack } from '../../core/layout-audit';
import { testId } from '../../core/testhook';
import { font, palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import type { KitsuneForm } from './cards';

export interface TrickCardPlay {
  seat: number;
  card: string;
  as?: KitsuneForm;
}

export interface TrickSpot {
  x: number;
  y: number;
  rotation: number;
}

export interface TrickAreaOptions {
  art: CardArt;
  motion: Motion;
  /** The tag under a Kitsune ("as Sin"), in the player's language. */
  formLabel: (form: KitsuneForm) => string;
}

export class TrickArea extends Container {
  private spots = new Map<number, TrickSpot>();
  private cardWidth = 80;
  private s = 1;
  private plays: TrickCardPlay[] = [];
  private winner: number | null = null;

  constructor(private readonly o: TrickAreaOptions) {
    super({ label: 'elements-trick' });
    // The trick's cards lie over each other on purpose.
    markStack(this);
  }

  /** Where each seat's card lies (centre and tilt), the card width and the ui scale. */
  setSpots(spots: ReadonlyMap<number, TrickSpot>, cardWidth: number, s: number): void {
    this.spots = new Map(spots);
    this.cardWidth = cardWidth;
    this.s = s;
    this.show(this.plays, this.winner);
  }

  /** Number of cards lying in the trick now. */
  get count(): number {
    return this.plays.length;
  }

  spotOf(seat: number): TrickSpot | null {
    return this.spots.get(seat) ?? null;
  }

  private discard(c: Container): void {
    this.o.motion.killTweensOf(c);
    this.o.motion.killTweensOf(c.scale);
    c.destroy({ children: true });
  }

  /** Draws exactly these plays; with a winner, its card is lifted and ringed. */
  show(plays: readonly TrickCardPlay[], winner: number | null): void {
    this.plays = plays.map((p) => ({ ...p }));
    this.winner = winner;
    for (const c of this.removeChildren()) this.discard(c);
    plays.forEach((p, i) => {
      const c = this.piece(p, p.seat === winner);
      // Play order, but the winning card on top.
      c.zIndex = p.seat === winner ? 100 : i;
      this.addChild(c);
    });
    this.sortableChildren = true;
  }

  private piece(p: TrickCardPlay, winning: boolean): Container {
    const spot = this.spots.get(p.seat) ?? { x: 0, y: 0, rotation: 0 };
    const s = this.s;
    const w = this.cardWidth;
    const c = new Container({ label: `trick.${p.seat}` });
    const sp = new CardSprite(this.o.art, 'sevensins', p.card, w);
    const h = sp.cardHeight;
    if (winning) {
      c.addChild(
        new Graphics()
          .roundRect(-w / 2 - 7 * s, -h / 2 - 7 * s - w * 0.11, w + 14 * s, h + 14 * s, 12 * s)
          .fill({ color: palette.accent, alpha: 0.35 })
          .roundRect(-w / 2 - 5 * s, -h / 2 - 5 * s - w * 0.11, w + 10 * s, h + 10 * s, 11 * s)
          .stroke({ width: Math.max(2, 3 * s), color: palette.accent }),
      );
    }
    sp.setLift(winning ? 0.8 : 0);
    c.addChild(sp);
    if (p.as) {
      const t = new Text({ text: this.o.formLabel(p.as), style: font('caption', s, palette.ink) });
      const padX = 7 * s;
      const tw = t.width + 2 * padX;
      const th = t.height + 4 * s;
      const tag = new Container();
      tag.addChild(
        new Graphics()
          .roundRect(-tw / 2, 0, tw, th, th / 2)
          .fill(palette.accent)
          .roundRect(-tw / 2, 0, tw, th, th / 2)
          .stroke({ width: Math.max(1, s), color: palette.accentInk, alpha: 0.5 }),
      );
      t.position.set(-tw / 2 + padX, 2 * s);
      tag.addChild(t);
      tag.position.set(0, h / 2 - th * 0.6);
      c.addChild(tag);
    }
    c.position.set(spot.x, spot.y);
    c.rotation = spot.rotation;
    testId(c, `trick:${p.seat}`);
    return c;
  }

  /**
   * Flies a card from a global point (the hand, or the seat that played it) to its spot, then
   * adds it to the trick. `from.scale` is the card's size there relative to the trick card.
   */
  async flyIn(
    play: TrickCardPlay,
    from: { x: number; y: number; rotation: number; scale: number },
  ): Promise<void> {
    const spot = this.spots.get(play.seat);
    if (!spot) {
      this.show([...this.plays, play], null);
      return;
    }
    const sp = new CardSprite(this.o.art, 'sevensins', play.card, this.cardWidth);
    sp.setLift(0.9);
    const local = this.toLocal(from);
    sp.position.set(local.x, local.y);
    sp.rotation = from.rotation;
    sp.scale.set(from.scale);
    sp.zIndex = 200;
    this.addChild(sp);
    await this.o.motion.flight(sp, { x: spot.x, y: spot.y, rotation: spot.rotation, scale: 1 });
    if (!sp.destroyed) this.discard(sp);
    this.show([...this.plays, play], null);
  }

  /** The finished trick slides to a global point (its winner's seat) and vanishes. */
  async collect(to: { x: number; y: number }): Promise<void> {
    const local = this.toLocal(to);
    const jobs = this.children.map((c, i) =>
      Promise.all([
        this.o.motion.to(
          c,
          { x: local.x, y: local.y, rotation: 0 },
          { ms: 400, delay: i * 35, ease: 'power2.inOut' },
        ),
        this.o.motion.to(c.scale, { x: 0.32, y: 0.32 }, { ms: 400, delay: i * 35, owner: c }),
        this.o.motion.to(c, { alpha: 0 }, { ms: 160, delay: 280 + i * 35, kind: 'fade' }),
      ]),
    );
    await Promise.all(jobs);
    this.show([], null);
  }
}
