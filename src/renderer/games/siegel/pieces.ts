/**
 * Table pieces of the Siegel scene: a seat's seal rack (tricks won and the seals held),
 * the centre supply tray with its seven piles, and the saboteur figure that walks.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { SEAL_KINDS, type SealCounts } from '../../../shared/games/siegel';
import { saboteurToken, sealToken } from '../../art/tokens';
import type { Motion } from '../../core/motion';
import { testId } from '../../core/testhook';
import type { Point, Rect } from '../../layout/scale';
import { font, palette } from '../../theme/theme';
import { rackBadgeWidth, rackPoints, supplyPoint, type SiegelLayout } from './layout';

export class SealRack extends Container {
  private readonly bg = new Graphics();
  private readonly tokens = new Container();
  private readonly badge = new Container();

  constructor(seat: number) {
    super({ label: `rack.${seat}` });
    this.addChild(this.bg, this.badge, this.tokens);
    this.eventMode = 'static';
    testId(this, `seals:${seat}`);
  }

  /** Draws the rack in `spot.rack`, its tokens in `spot.seals` (short of the saboteur's room). */
  set(
    counts: SealCounts,
    tricks: number,
    spot: { rack: Rect; seals: Rect },
    lay: SiegelLayout,
    colorBlind: boolean,
    active: boolean,
  ): void {
    const s = lay.s;
    const rect = spot.rack;
    this.hitArea = new Rectangle(rect.x, rect.y, rect.width, rect.height);
    this.bg.clear();
    this.bg
      .roundRect(rect.x, rect.y, rect.width, rect.height, rect.height / 2)
      .fill({ color: 0x000000, alpha: 0.22 })
      .roundRect(rect.x, rect.y, rect.width, rect.height, rect.height / 2)
      .stroke({
        width: Math.max(1, s),
        color: active ? palette.accent : palette.feltLine,
        alpha: active ? 0.7 : 0.5,
      });
    for (const c of this.badge.removeChildren()) c.destroy();
    const bw = rackBadgeWidth(s);
    const cy = rect.y + rect.height / 2;
    const cardW = 14 * s;
    const cardH = 20 * s;
    const g = new Graphics();
    for (let i = 0; i < Math.min(3, Math.max(1, tricks)); i++) {
      g.roundRect(rect.x + 10 * s + i * 2.5 * s, cy - cardH / 2 - i * 2 * s, cardW, cardH, 2.5 * s)
        .fill(tricks > 0 ? palette.cardBack : palette.control)
        .roundRect(rect.x + 10 * s + i * 2.5 * s, cy - cardH / 2 - i * 2 * s, cardW, cardH, 2.5 * s)
        .stroke({ width: Math.max(1, 1.2 * s), color: tricks > 0 ? palette.cream : palette.panelEdge });
    }
    const n = new Text({
      text: String(tricks),
      style: font('label', s, tricks > 0 ? palette.text : palette.textDim),
    });
    n.anchor.set(0, 0.5);
    n.position.set(rect.x + 10 * s + cardW + 9 * s, cy);
    this.badge.addChild(g, n);
    const sep = new Graphics()
      .moveTo(rect.x + bw + 2 * s, rect.y + 5 * s)
      .lineTo(rect.x + bw + 2 * s, rect.y + rect.height - 5 * s)
      .stroke({ width: Math.max(1, s), color: palette.feltLine, alpha: 0.6 });
    this.badge.addChild(sep);
    for (const c of this.tokens.removeChildren()) c.destroy({ children: true });
    for (const p of rackPoints(counts, spot.seals, lay.sealSize, s)) {
      const t = sealToken(p.kind, lay.sealSize, colorBlind);
      t.position.set(p.x, p.y);
      this.tokens.addChild(t);
    }
  }
}

export class SupplyTray extends Container {
  private readonly bg = new Graphics();
  private readonly piles = new Container();

  constructor() {
    super({ label: 'supply' });
    this.addChild(this.bg, this.piles);
    this.eventMode = 'static';
    testId(this, 'supply');
  }

  set(centre: SealCounts, lay: SiegelLayout, colorBlind: boolean): void {
    const s = lay.s;
    const r = lay.supply;
    this.hitArea = new Rectangle(r.x, r.y, r.width, r.height);
    this.bg.clear();
    this.bg
      .roundRect(r.x, r.y + 3 * s, r.width, r.height, 18 * s)
      .fill({ color: 0x000000, alpha: 0.22 })
      .roundRect(r.x, r.y, r.width, r.height, 18 * s)
      .fill({ color: 0x0b1a16, alpha: 0.55 })
      .roundRect(r.x, r.y, r.width, r.height, 18 * s)
      .stroke({ width: Math.max(1, 1.5 * s), color: palette.feltLine, alpha: 0.8 });
    for (const c of this.piles.removeChildren()) c.destroy({ children: true });
    for (const k of SEAL_KINDS) {
      const slot = lay.supplySlots[k];
      const n = centre[k];
      const ring = new Graphics()
        .circle(slot.x, slot.y, lay.supplySealSize * 0.52)
        .stroke({ width: Math.max(1, 1.5 * s), color: palette.feltLine, alpha: 0.7 });
      this.piles.addChild(ring);
      for (let i = 0; i < n; i++) {
        const t = sealToken(k, lay.supplySealSize, colorBlind);
        const p = supplyPoint(lay, k, i + 1);
        t.position.set(p.x, p.y);
        this.piles.addChild(t);
      }
      const label = new Text({
        text: `${n}`,
        style: font('caption', s, n > 0 ? palette.text : palette.textDim),
      });
      label.anchor.set(0.5, 0);
      label.position.set(slot.x, slot.y + lay.supplySealSize / 2 + 1 * s);
      this.piles.addChild(label);
    }
  }
}

/** The saboteur: a hooded figure on a base that walks (bobbing) between places. */
export class SaboteurFigure extends Container {
  private figure: Container | null = null;
  private size = 0;

  constructor() {
    super({ label: 'saboteur' });
    this.eventMode = 'static';
    testId(this, 'saboteur');
  }

  setFigureSize(size: number): void {
    if (size === this.size && this.figure) return;
    this.size = size;
    this.figure?.destroy({ children: true });
    this.figure = saboteurToken(size);
    // The token is centred on (0, 0): lift it so that (0, 0) is the middle of its base.
    this.figure.y = -size * 0.4;
    this.addChild(this.figure);
  }

  standAt(p: Point): void {
    this.position.set(p.x, p.y);
    if (this.figure) this.figure.rotation = 0;
  }

  async walkTo(p: Point, motion: Motion): Promise<void> {
    const from = { x: this.x, y: this.y };
    const dist = Math.hypot(p.x - from.x, p.y - from.y);
    if (dist < 1) return;
    const steps = Math.max(2, Math.round(dist / (this.size * 0.45)));
    const fig = this.figure;
    await motion.drive(
      (t) => {
        if (this.destroyed) return;
        const e = t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2;
        const phase = t * steps * Math.PI;
        this.position.set(
          from.x + (p.x - from.x) * e,
          from.y + (p.y - from.y) * e - Math.abs(Math.sin(phase)) * this.size * 0.08 * (1 - t),
        );
        if (fig) fig.rotation = Math.sin(phase) * 0.07 * (1 - t);
      },
      { ms: Math.min(900, 420 + dist * 0.5), ease: 'none' },
    );
    if (this.destroyed) return;
    if (fig) fig.rotation = 0;
    this.position.set(p.x, p.y);
  }
}
