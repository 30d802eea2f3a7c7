/**
 * The viewer's hand for 13: a fan sorted by colour. Playable cards lift on hover; a click
 * chooses a card (or plays it when it has one target); the keyboard moves a focus along the
 * fan; a card can be dragged onto a target. Cards that stay glide to their new place, drawn
 * cards fly in from the pile.
 */
import { Container, Graphics, type FederatedPointerEvent } from 'pixi.js';
import { markStack } from '../../core/layout-audit';
import { testId, testIdCustom } from '../../core/testhook';
import { handFan, type TableLayout } from '../../layout/table';
import { palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import type { HandServices } from '../common/hand';
import { cardIds } from './model';
import { killTweensDeep, safeDestroy } from './safe';

export interface DzHandOptions extends HandServices {
  /** A click (or Enter) on a card. */
  onChoose: (code: string) => void;
  /** Hover text for a card (its name). */
  nameOf: (code: string) => string;
  /** A drag ended at a global point: returns true when the card was played there. */
  onDrop: (code: string, global: { x: number; y: number }) => boolean;
  /** Drag moved: the target under the pointer may light up. */
  onDragOver: (code: string | null, global: { x: number; y: number } | null) => void;
}

interface Slot {
  x: number;
  y: number;
  rotation: number;
}

export class DzHand extends Container {
  private sprites: CardSprite[] = [];
  private ids: string[] = [];
  private codes: string[] = [];
  private playable = new Set<string>();
  private selected: string | null = null;
  private focusIndex = -1;
  private L: TableLayout | null = null;
  private readonly rings = new Map<CardSprite, Graphics>();
  private legalUnregister: (() => void)[] = [];
  private drag: { sprite: CardSprite; start: { x: number; y: number }; moved: boolean; home: Slot } | null =
    null;
  private suppressTap = false;
  /** The card a finger lifted: the next tap on it plays it (touch and pen only). */
  private armed: string | null = null;
  /** Cards are clickable only while this is true (your turn, nothing pending). */
  active = false;

  constructor(private readonly o: DzHandOptions) {
    super({ label: 'dz-hand' });
    // A fanned hand: the cards lie over each other on purpose.
    markStack(this);
    this.sortableChildren = true;
  }

  get cardCodes(): readonly string[] {
    return this.codes;
  }

  /** How many cards the hand holds. */
  get held(): number {
    return this.codes.length;
  }

  /** Cards that may be played now, each code once (the test hook's `legal`). */
  get choosableCodes(): string[] {
    return this.active ? [...new Set(this.codes.filter((c) => this.playable.has(c)))] : [];
  }

  /** Where a click lands on a card: its visible left strip, in the lifted half (canvas pixels). */
  visiblePoint(code: string): { x: number; y: number } | null {
    const sp = this.sprites[this.codes.indexOf(code)];
    if (!sp || sp.destroyed || !this.visible) return null;
    const b = sp.getBounds();
    return { x: b.x + Math.min(b.width * 0.25, 24), y: b.y + b.height * 0.3 };
  }

  get focusedCode(): string | null {
    return this.codes[this.focusIndex] ?? null;
  }

  resize(L: TableLayout): void {
    this.L = L;
    for (const c of this.sprites) safeDestroy(c);
    this.sprites = [];
    this.rings.clear();
    this.build(this.codes, false, null);
  }

  /**
   * Shows `codes` (already sorted). `enterFrom` is where new cards fly in from (local
   * coordinates of the hand's parent), or null to place them at once.
   */
  set(
    codes: string[],
    playable: Set<string>,
    selected: string | null,
    enterFrom: { x: number; y: number } | null,
  ): void {
    // A lifted card stays lifted only while it can still be played.
    if (this.armed && !playable.has(this.armed)) this.armed = null;
    this.playable = playable;
    this.selected = selected;
    const animate = this.L !== null && this.sprites.length > 0;
    this.build(codes, animate, enterFrom);
  }

  setSelection(selected: string | null): void {
    this.selected = selected;
    this.paintStates();
  }

  setFocus(index: number): void {
    this.focusIndex = this.codes.length === 0 ? -1 : Math.max(0, Math.min(this.codes.length - 1, index));
    this.paintStates();
  }

  moveFocus(dir: 1 | -1): void {
    if (this.codes.length === 0) return;
    const n = this.codes.length;
    let i = this.focusIndex < 0 ? (dir > 0 ? 0 : n - 1) : this.focusIndex;
    if (this.focusIndex >= 0) i = (i + dir + n) % n;
    this.setFocus(i);
  }

  clearFocus(): void {
    this.focusIndex = -1;
    this.paintStates();
  }

  /** Takes the sprite of `code` out of the hand (for its flight); null when not shown. */
  take(code: string): CardSprite | null {
    const i = this.codes.indexOf(code);
    if (i < 0) return null;
    const sp = this.sprites[i]!;
    this.sprites.splice(i, 1);
    this.codes.splice(i, 1);
    this.ids.splice(i, 1);
    this.rings.get(sp)?.destroy();
    this.rings.delete(sp);
    if (this.focusIndex >= this.codes.length) this.focusIndex = this.codes.length - 1;
    killTweensDeep(sp);
    sp.setLift(0);
    return sp;
  }

  private slots(n: number): Slot[] {
    // Narrower and flatter than the other games' hands: the targets sit just above it.
    return handFan(this.L!, n, 900, { spacing: 0.78, angleStep: (3 * Math.PI) / 180 });
  }

  private build(codes: string[], animate: boolean, enterFrom: { x: number; y: number } | null): void {
    this.codes = [...codes];
    this.ids = cardIds(codes);
    const L = this.L;
    if (!L) return;
    const slots = this.slots(codes.length);
    const old = [...this.sprites];
    const next: CardSprite[] = [];
    codes.forEach((code, i) => {
      const slot = slots[i]!;
      const k = old.findIndex((c) => c.code === code);
      let sp: CardSprite;
      if (k >= 0) {
        sp = old.splice(k, 1)[0]!;
        if (animate) void this.o.motion.flight(sp, { x: slot.x, y: slot.y, rotation: slot.rotation });
        else sp.placeAt(slot);
      } else {
        sp = new CardSprite(this.o.art, 'dreizehn', code, L.card.width);
        this.addChild(sp);
        this.wire(sp);
        if (enterFrom && animate !== false) {
          sp.position.set(enterFrom.x, enterFrom.y);
          sp.scale.set(0.55);
          sp.rotation = -0.2;
          void this.o.motion.flight(sp, { x: slot.x, y: slot.y, rotation: slot.rotation, scale: 1 });
        } else sp.placeAt(slot);
      }
      // The foundation's generic id (`hand.F4`) and this scene's (`card:F4`).
      const copy = this.ids[i]!.split(':')[2];
      testId(sp, copy ? `hand.${code}.${copy}` : `hand.${code}`);
      testId(sp, this.ids[i]!);
      sp.zIndex = i;
      next.push(sp);
    });
    for (const gone of old) {
      this.rings.get(gone)?.destroy();
      this.rings.delete(gone);
      safeDestroy(gone);
    }
    this.sprites = next;
    if (this.focusIndex >= codes.length) this.focusIndex = codes.length - 1;
    this.paintStates();
  }

  /** Lift, dim and focus ring from the current state; legal ids for the test hook. */
  private paintStates(): void {
    for (const u of this.legalUnregister) u();
    this.legalUnregister = [];
    const L = this.L;
    if (!L) return;
    this.sprites.forEach((sp, i) => {
      const code = this.codes[i]!;
      const ok = this.active && this.playable.has(code);
      sp.setDimmed(this.active && !this.playable.has(code));
      sp.cursor = ok ? 'pointer' : 'default';
      const isSel = this.selected === code && this.codes.indexOf(code) === i;
      const focused = i === this.focusIndex;
      if (!this.drag || this.drag.sprite !== sp) {
        void this.o.motion.to(sp, { lift: isSel ? 1.6 : focused ? 1 : 0 }, { ms: 140 });
      }
      let ring = this.rings.get(sp);
      if (isSel || focused) {
        if (!ring) {
          ring = new Graphics();
          ring.eventMode = 'none';
          sp.addChild(ring);
          this.rings.set(sp, ring);
        }
        const w = L.card.width;
        const h = L.card.height;
        ring.clear();
        ring
          .roundRect(-w / 2 - 4 * L.scale, -h / 2 - 4 * L.scale, w + 8 * L.scale, h + 8 * L.scale, w * 0.1)
          .stroke({ width: 3 * L.scale, color: isSel ? palette.accent : palette.focus });
        ring.y = -(isSel ? 1.6 : 1) * w * 0.14;
      } else if (ring) {
        ring.destroy();
        this.rings.delete(sp);
      }
      if (ok) {
        const id = this.ids[i]!;
        this.legalUnregister.push(
          testIdCustom(
            `legal:${id}`,
            () => {
              if (sp.destroyed) return null;
              const b = sp.getBounds();
              const off = (
                document.querySelector('canvas') as HTMLCanvasElement | null
              )?.getBoundingClientRect() ?? { left: 0, top: 0 };
              return { x: b.x + off.left, y: b.y + off.top, width: b.width, height: b.height };
            },
            () => !sp.destroyed && sp.visible && this.visible && this.active,
          ),
        );
      }
    });
  }

  private wire(sp: CardSprite): void {
    sp.eventMode = 'static';
    sp.on('pointerover', () => {
      if (this.active && sp.code && this.playable.has(sp.code) && this.selected !== sp.code && !this.drag) {
        void this.o.motion.to(sp, { lift: 1 }, { ms: 120 });
      }
    });
    sp.on('pointerout', () => {
      if (this.drag) return;
      const i = this.sprites.indexOf(sp);
      const keep = sp.code !== null && (this.selected === sp.code || i === this.focusIndex);
      if (!keep) void this.o.motion.to(sp, { lift: 0 }, { ms: 160 });
    });
    sp.on('pointerdown', (e: FederatedPointerEvent) => {
      if (!this.active || !sp.code || !this.playable.has(sp.code)) return;
      const i = this.sprites.indexOf(sp);
      const slots = this.slots(this.sprites.length);
      const home = slots[i] ?? { x: sp.x, y: sp.y, rotation: sp.rotation };
      this.drag = { sprite: sp, start: { x: e.global.x, y: e.global.y }, moved: false, home };
    });
    sp.on('globalpointermove', (e: FederatedPointerEvent) => {
      const d = this.drag;
      if (!d || d.sprite !== sp) return;
      const dx = e.global.x - d.start.x;
      const dy = e.global.y - d.start.y;
      if (!d.moved && Math.hypot(dx, dy) < 10) return;
      if (!d.moved) {
        d.moved = true;
        this.o.tooltip.hide();
        sp.zIndex = 100;
        this.o.motion.killTweensOf(sp);
        sp.setLift(1.2);
      }
      const local = this.toLocal(e.global);
      sp.position.set(local.x, local.y + (this.L?.card.width ?? 0) * 0.17);
      sp.rotation = 0;
      this.o.onDragOver(sp.code, { x: e.global.x, y: e.global.y });
    });
    const endDrag = (e: FederatedPointerEvent): void => {
      const d = this.drag;
      if (!d || d.sprite !== sp) return;
      this.drag = null;
      this.o.onDragOver(null, null);
      if (!d.moved) return;
      this.suppressTap = true;
      window.setTimeout(() => (this.suppressTap = false), 0);
      const played = sp.code ? this.o.onDrop(sp.code, { x: e.global.x, y: e.global.y }) : false;
      if (!played && !sp.destroyed) {
        sp.zIndex = this.sprites.indexOf(sp);
        this.paintStates();
        void this.o.motion.flight(sp, d.home);
      }
    };
    sp.on('pointerup', endDrag);
    sp.on('pointerupoutside', endDrag);
    sp.on('pointertap', (e: FederatedPointerEvent) => {
      if (this.suppressTap || !sp.code) return;
      if (this.active && this.playable.has(sp.code)) {
        // A finger plays deliberately: the first tap lifts the card, a second on it plays it
        // (dragging it onto a target plays it at once). A mouse plays with one click.
        if (e.pointerType !== 'mouse' && this.armed !== sp.code) {
          this.armed = sp.code;
          this.focusIndex = this.sprites.indexOf(sp);
          this.paintStates();
          return;
        }
        this.armed = null;
        this.o.onChoose(sp.code);
      } else {
        const why = this.o.whyNot(sp.code);
        if (why) this.o.tooltip.showFor(sp, why);
      }
    });
    this.o.tooltip.attach(sp, () => {
      if (!sp.code || this.drag) return '';
      const why = this.active && !this.playable.has(sp.code) ? this.o.whyNot(sp.code) : '';
      return why || this.o.nameOf(sp.code);
    });
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    for (const u of this.legalUnregister) u();
    this.legalUnregister = [];
    killTweensDeep(this);
    super.destroy(options);
  }
}
