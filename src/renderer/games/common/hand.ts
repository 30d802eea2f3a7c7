/**
 * The viewer's hand as the trick-taking scenes show it (Siegel, SevenSins, Abyss): fanned along
 * the bottom edge in the order given; while cards are asked for, the choosable ones stand raised
 * and the others are dimmed and say why on hover, click or keyboard focus. ←/→ choose, Enter (or
 * Space) picks. Identical cards each get their own sprite (instance keys `SIN`, `SIN#2`, …); a
 * null card is shown face down (the blind first phase of SevenSins).
 *
 * A mouse picks with one click. A finger (or pen) plays deliberately: a tap lifts the card, a
 * second tap on it (or dragging it upwards) picks it; a tap on another card lifts that one instead.
 *
 * What a pick means is the caller's business (`onPick`): play the card, ask for the Kitsune
 * form first, or mark it as the card to pass (`marked`).
 *
 * Test ids: `card:<key>` and `hand.<code>` / `hand.<code>.<n>` for each face-up card,
 * `card:hidden.<i>` for face-down cards, `card:reason` for the reason bubble.
 */
import { Container, Graphics, Rectangle, Text, type FederatedPointerEvent } from 'pixi.js';
import { markStack, markVital } from '../../core/layout-audit';
import type { CardArt } from '../../art/cardArt';
import type { Deck } from '../../art/cards';
import type { Motion } from '../../core/motion';
import { testId } from '../../core/testhook';
import type { FanSlot } from '../../layout/fan';
import { handFan, type TableLayout } from '../../layout/table';
import { font, palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import type { Tooltip } from '../../ui/chrome';
import { fitText } from '../../ui/widgets';
import { codeOfKey } from './card-keys';

/** What a hand of cards is given by its scene, whatever the game (13's hand too). */
export interface HandServices {
  art: CardArt;
  motion: Motion;
  tooltip: Tooltip;
  /** Why a card may not be chosen now, or '' when it may (or nothing is asked). */
  whyNot: (code: string) => string;
}

export interface CardHandOptions extends HandServices {
  /** The player picked a choosable card (by click or Enter). */
  onPick: (code: string) => void;
  deck: Deck;
  /** The container's label (for the scene graph in dev tools). */
  label: string;
  /** Each game's own feel of the hand (see HandFeel); the SevenSins feel by default. */
  feel?: HandFeel;
}

/** The small differences between the games' hands, kept so each plays as before. */
export interface HandFeel {
  /** Where on the face a click lands, as a fraction of the card width left of its centre. */
  faceX: number;
  /** Room above the face that still counts as the card (it rises into it), per card width. */
  riseRoom: number;
  /** Milliseconds between two cards of the deal. */
  dealStagger: number;
  /** Widest reason bubble (design pixels) and how long it stays. */
  reasonWidth: number;
  reasonMs: number;
}

const SEVENSINS_FEEL: HandFeel = {
  faceX: 0.3,
  riseRoom: 0.35,
  dealStagger: 40,
  reasonWidth: 560,
  reasonMs: 2800,
};

export interface HandState {
  /** Card codes in display order; null for a card shown face down. */
  cards: readonly (string | null)[];
  /** Codes that may be picked now (ignored unless `active`). */
  choosable: readonly string[];
  /** Cards are asked for: choosable ones raised, the others dimmed. */
  active: boolean;
  /** A code shown as picked (e.g. the card chosen to pass); its first copy is marked. */
  marked?: string | null;
}

/** Lift of a choosable card at rest and under the pointer (CardSprite lift units). */
const REST = 1;
const HOVER = 1.7;
const MARKED = 2.4;

/** The hand of the SevenSins family (SevenSins and Abyss share cards and hand). */
export const SEVENSINS_HAND = { deck: 'sevensins', label: 'elements-hand' } as const;

export class CardHand extends Container {
  private sprites = new Map<string, CardSprite>();
  private slots = new Map<string, FanSlot>();
  /** Instance keys in display order (face-down cards: `?0`, `?1`, …). */
  private keys: string[] = [];
  private choosable = new Set<string>();
  private active = false;
  private marked: string | null = null;
  private L: TableLayout | null = null;
  private selected = -1;
  private keyboard = false;
  private readonly ring = new Graphics();
  private readonly reason = new Container();
  private reasonTimer = 0;
  private readonly feel: HandFeel;
  /** The card a finger lifted: the next tap on it picks it (touch and pen only). */
  private armed: string | null = null;
  /** Where a finger went down on a card, to play it by dragging upwards. */
  private press: { key: string; y: number } | null = null;

  constructor(private readonly o: CardHandOptions) {
    super({ label: o.label });
    this.feel = o.feel ?? SEVENSINS_FEEL;
    this.sortableChildren = true;
    // The fanned cards lie over each other on purpose.
    markStack(this);
    this.ring.zIndex = 500;
    this.ring.eventMode = 'none';
    this.reason.zIndex = 600;
    this.reason.eventMode = 'none';
    this.reason.visible = false;
    this.addChild(this.ring, this.reason);
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
    this.apply(false);
  }

  /** The choosable codes in display order (each once), or [] when nothing is asked. */
  get choosableCodes(): string[] {
    if (!this.active) return [];
    const out: string[] = [];
    for (const k of this.keys) {
      const c = codeOfKey(k);
      if (this.choosable.has(c) && !out.includes(c)) out.push(c);
    }
    return out;
  }

  /** The face-up codes in display order. */
  get codes(): string[] {
    return this.keys.filter((k) => !k.startsWith('?')).map(codeOfKey);
  }

  /** How many cards the hand holds (face up or down). */
  get held(): number {
    return this.keys.length;
  }

  private state: HandState = { cards: [], choosable: [], active: false };

  set(state: HandState, animate = true): void {
    this.state = { ...state, cards: [...state.cards], choosable: [...state.choosable] };
    this.apply(animate);
  }

  private apply(animate: boolean): void {
    const st = this.state;
    const seen = new Map<string, number>();
    let hidden = 0;
    this.keys = st.cards.map((code) => {
      if (code === null) return `?${hidden++}`;
      const n = (seen.get(code) ?? 0) + 1;
      seen.set(code, n);
      return n === 1 ? code : `${code}#${n}`;
    });
    this.choosable = new Set(st.choosable);
    this.active = st.active;
    this.marked = st.marked ?? null;
    const L = this.L;
    if (!L) return;
    const slots = handFan(L, this.keys.length);
    const keep = new Set(this.keys);
    for (const [key, sp] of this.sprites) {
      if (!keep.has(key)) {
        this.sprites.delete(key);
        this.discard(sp);
      }
    }
    this.slots.clear();
    this.keys.forEach((key, i) => {
      const slot = slots[i]!;
      this.slots.set(key, slot);
      const code = key.startsWith('?') ? null : codeOfKey(key);
      let sp = this.sprites.get(key);
      const isNew = !sp;
      if (!sp) {
        sp = new CardSprite(this.o.art, this.o.deck, code, L.card.width);
        this.wire(sp, key);
        this.addChild(sp);
        this.sprites.set(key, sp);
        // The own hand must never lie under what floats (the coach, a toast, a panel).
        markVital(sp);
        if (code === null) testId(sp, `card:hidden.${key.slice(1)}`);
        else {
          const n = key.includes('#') ? Number(key.slice(key.indexOf('#') + 1)) : 1;
          testId(sp, n === 1 ? `hand.${code}` : `hand.${code}.${n}`);
          testId(sp, `card:${key}`);
        }
        sp.placeAt(slot);
      } else if (animate) void this.o.motion.flight(sp, { x: slot.x, y: slot.y, rotation: slot.rotation });
      else sp.placeAt(slot);
      sp.zIndex = i;
      const ok = code !== null && this.active && this.choosable.has(code);
      sp.setDimmed(this.active && !ok);
      sp.cursor = ok ? 'pointer' : 'default';
      if (!ok && key === this.armed) this.armed = null;
      const lift = key === this.marked ? MARKED : key === this.armed ? HOVER : ok ? REST : 0;
      if (isNew || !animate) sp.setLift(lift);
      else void this.o.motion.to(sp, { lift }, { ms: 160 });
    });
    if (!this.active) this.selected = -1;
    else if (this.selected >= this.keys.length) this.selected = this.keys.length - 1;
    this.paintSelection();
  }

  private restLift(key: string): number {
    if (key === this.marked) return MARKED;
    if (key === this.armed) return HOVER;
    const code = codeOfKey(key);
    return this.active && this.choosable.has(code) ? REST : 0;
  }

  /** Global position of a card (first copy of a code) for a flight to the trick, or null. */
  cardPoint(code: string): { x: number; y: number; rotation: number } | null {
    const sp = this.sprites.get(code) ?? this.sprites.get('?0');
    if (!sp) return null;
    const p = sp.getGlobalPosition();
    return { x: p.x, y: p.y - sp.lift * (this.L?.card.width ?? 0) * 0.14, rotation: sp.rotation };
  }

  /** A point on the visible part of a card's face (canvas coordinates), for tests and tools. */
  visiblePoint(key: string): { x: number; y: number } | null {
    const sp = this.sprites.get(key);
    const L = this.L;
    if (!sp || !L) return null;
    const w = L.card.width;
    const p = sp.toGlobal({ x: -w * this.feel.faceX, y: -L.card.height * 0.15 - sp.lift * w * 0.14 });
    return { x: p.x, y: p.y };
  }

  /** Takes a card out of the hand at once (it is about to fly); the last copy goes first. */
  detach(code: string): void {
    const keys = this.keys.filter((k) => codeOfKey(k) === code && this.sprites.has(k));
    const key = keys[keys.length - 1] ?? (this.sprites.has('?0') ? '?0' : undefined);
    if (!key) return;
    const sp = this.sprites.get(key)!;
    this.sprites.delete(key);
    this.discard(sp);
  }

  /** Animates the dealt cards in from a point (the dealer's seat). */
  async dealFrom(from: { x: number; y: number }): Promise<void> {
    const jobs: Promise<void>[] = [];
    let i = 0;
    const local = this.toLocal(from);
    for (const key of this.keys) {
      const sp = this.sprites.get(key);
      const slot = this.slots.get(key);
      if (!sp || !slot) continue;
      sp.position.set(local.x, local.y);
      sp.rotation = 0;
      sp.scale.set(0.5);
      sp.alpha = 0;
      const delay = i * this.feel.dealStagger;
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
    for (const sp of this.sprites.values()) {
      if (sp.destroyed) continue;
      sp.alpha = 1;
      sp.scale.set(1);
    }
  }

  private wire(sp: CardSprite, key: string): void {
    sp.eventMode = 'static';
    // Only the face counts (not the soft shadow), including the room it rises into.
    const w = this.L?.card.width ?? 100;
    const h = this.L?.card.height ?? 140;
    const room = w * this.feel.riseRoom;
    sp.hitArea = new Rectangle(-w / 2, -h / 2 - room, w, h + room);
    const code = key.startsWith('?') ? null : codeOfKey(key);
    sp.on('pointerover', () => {
      if (code && this.active && this.choosable.has(code) && key !== this.marked)
        void this.o.motion.to(sp, { lift: HOVER }, { ms: 120 });
    });
    sp.on('pointerout', () => {
      void this.o.motion.to(sp, { lift: this.restLift(key) }, { ms: 160 });
    });
    sp.on('pointerdown', (e: FederatedPointerEvent) => {
      this.press = e.pointerType === 'mouse' ? null : { key, y: e.global.y };
    });
    sp.on('globalpointermove', (e: FederatedPointerEvent) => {
      const p = this.press;
      const L = this.L;
      if (!p || p.key !== key || !code || !L) return;
      // Dragged upwards by a third of a card: played (as a second tap would).
      if (p.y - e.global.y > L.card.height / 3) {
        this.press = null;
        this.armed = null;
        this.tryPick(code);
      }
    });
    const release = (): void => {
      if (this.press?.key === key) this.press = null;
    };
    sp.on('pointerup', release);
    sp.on('pointerupoutside', release);
    sp.on('pointertap', (e: FederatedPointerEvent) => {
      if (!code) return;
      this.keyboard = false;
      this.paintSelection();
      if (e.pointerType === 'mouse' || key === this.armed || !this.active) {
        this.armed = null;
        this.tryPick(code);
        return;
      }
      this.arm(key, code);
    });
    this.o.tooltip.attach(sp, () => (code ? this.o.whyNot(code) : ''));
  }

  /** A finger's first tap: this card stands lifted (the one lifted before sinks back). */
  private arm(key: string, code: string): void {
    const before = this.armed;
    if (!this.choosable.has(code)) {
      this.armed = null;
      this.showReason(code);
    } else this.armed = key;
    for (const k of [before, this.armed]) {
      const sp = k ? this.sprites.get(k) : undefined;
      if (k && sp) void this.o.motion.to(sp, { lift: this.restLift(k) }, { ms: 140 });
    }
  }

  private tryPick(code: string): void {
    if (!this.active) return;
    if (this.choosable.has(code)) {
      this.hideReason();
      this.o.onPick(code);
      return;
    }
    this.showReason(code);
  }

  /** Shows why a card may not be chosen, above the hand, for a few seconds. */
  showReason(code: string): void {
    const why = this.o.whyNot(code);
    const sp = this.sprites.get(code);
    const L = this.L;
    if (!why || !sp || !L) return;
    const s = L.scale;
    for (const c of this.reason.removeChildren()) c.destroy();
    const t = new Text({ text: why, style: font('label', s, palette.ink) });
    fitText(t, this.feel.reasonWidth * s);
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
    this.reasonTimer = window.setTimeout(() => this.hideReason(), this.feel.reasonMs);
  }

  hideReason(): void {
    window.clearTimeout(this.reasonTimer);
    if (!this.reason.destroyed) this.reason.visible = false;
  }

  /** Keyboard: ←/→ choose a card, Enter or Space picks it. Returns true when the key was used. */
  onKey(key: string): boolean {
    const n = this.keys.length;
    if (!this.active || n === 0) return false;
    const firstOk = (): number =>
      Math.max(
        0,
        this.keys.findIndex((k) => this.choosable.has(codeOfKey(k))),
      );
    if (key === 'ArrowLeft' || key === 'ArrowRight') {
      const dir = key === 'ArrowRight' ? 1 : -1;
      if (!this.keyboard || this.selected < 0) {
        this.keyboard = true;
        this.selected = this.selected >= 0 ? this.selected : firstOk();
      } else this.selected = (this.selected + dir + n) % n;
      this.paintSelection();
      const code = codeOfKey(this.keys[this.selected]!);
      if (!this.choosable.has(code)) this.showReason(code);
      else this.hideReason();
      return true;
    }
    if (key === 'Enter' || key === ' ') {
      if (!this.keyboard || this.selected < 0) {
        this.keyboard = true;
        this.selected = firstOk();
        this.paintSelection();
        return true;
      }
      const k = this.keys[this.selected];
      if (k && !k.startsWith('?')) this.tryPick(codeOfKey(k));
      return true;
    }
    return false;
  }

  private paintSelection(): void {
    this.ring.clear();
    const L = this.L;
    if (!L || !this.keyboard || !this.active || this.selected < 0) return;
    const key = this.keys[this.selected];
    const sp = key ? this.sprites.get(key) : undefined;
    if (!sp || !key) return;
    const s = L.scale;
    const w = L.card.width;
    const h = L.card.height;
    const lift = this.restLift(key);
    this.ring
      .roundRect(-w / 2 - 4 * s, -h / 2 - 4 * s - lift * w * 0.14, w + 8 * s, h + 8 * s, 10 * s)
      .stroke({ width: Math.max(2, 3 * s), color: palette.focus });
    this.ring.position.set(sp.x, sp.y);
    this.ring.rotation = sp.rotation;
  }
}
