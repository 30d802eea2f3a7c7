/**
 * What 13 draws where on the felt: the caption (round and rules), the three targets with their
 * captions, marks and previews, the draw pile and each seat's facts row, with their tooltips.
 * The board draws what it is given: which targets a chosen card may go to comes from the scene
 * (from the snapshot's legal actions).
 */
import { Container, Text } from 'pixi.js';
import {
  DREIZEHN_LIMIT,
  DREIZEHN_TARGET_IDS,
  type DreizehnTargetView,
  type DreizehnView,
} from '../../../shared/games/dreizehn';
import type { AppContext } from '../../app/context';
import { font, palette } from '../../theme/theme';
import { fitText } from '../../ui/widgets';
import type { I18n } from '../../i18n';
import type { DzLayout } from './layout';
import { previewOnTarget } from './model';
import { cardName, targetName } from './names';
import { safeDestroy } from './safe';
import { FactsRow, PileView, TargetView, type TargetMark } from './widgets';

export interface BoardHost {
  ctx: AppContext;
  i18n: I18n;
  seatName(seat: number): string;
  /** The view shown now (tooltips read it when they open). */
  shownView(): DreizehnView | null;
  /** A target was clicked. */
  onTarget(index: number): void;
  /** A seat's taken stack was clicked (the viewer's own: the memory aid's peek). */
  onStack(seat: number): void;
}

/** A card being placed (chosen or dragged): the targets it may go to and the one in focus. */
export interface Placing {
  card: string;
  legal: readonly string[];
  focus: number;
}

export class DzBoard {
  readonly captionLayer = new Container({ label: 'dreizehn-caption' });
  readonly targetsLayer = new Container({ label: 'dreizehn-targets' });
  readonly pileLayer = new Container({ label: 'dreizehn-pile' });
  readonly pile: PileView;
  readonly targets: TargetView[] = [];
  facts: FactsRow[] = [];

  /** The whole caption (round and rules), the caption's tooltip. */
  private captionTip = '';

  constructor(private readonly o: BoardHost) {
    this.captionLayer.eventMode = 'static';
    o.ctx.tooltip.attach(this.captionLayer, () => this.captionTip);
    this.pile = new PileView(o.ctx.cards);
    this.pileLayer.addChild(this.pile);
    o.ctx.tooltip.attach(this.pile, () =>
      o.i18n.t('dreizehn.pile.tooltip', { n: o.shownView()?.drawPileSize ?? 0 }),
    );
  }

  /**
   * The round and the table's rules, top left; `round` stands in for the round where the table
   * is not a plain game (a challenge's deal, a lesson's one round).
   */
  drawCaption(v: DreizehnView, D: DzLayout, round: string | null = null): void {
    const i18n = this.o.i18n;
    const s = D.scale;
    for (const c of this.captionLayer.removeChildren()) c.destroy();
    const parts = [
      round ??
        i18n.t('dreizehn.caption.round', {
          n: Math.min(v.round + (v.phase === 'play' ? 1 : 0), v.rounds) || 1,
          m: v.rounds,
        }),
      v.options.colorRule === 'firstCard' ? i18n.t('dreizehn.rule.firstCard') : i18n.t('dreizehn.rule.fixed'),
    ];
    if (v.options.memoryAid) parts.push(i18n.t('dreizehn.rule.memoryAid'));
    // On a phone the caption wraps in its own room (beside or under the pile); under the pile
    // only the round is written, the rules are its tooltip.
    const wrap = D.captionLines > 1 || D.caption.roundOnly === true;
    this.captionTip = parts.join(' · ');
    const cap = new Text({
      text: D.caption.roundOnly ? parts[0]! : parts.join(wrap ? ' · ' : '  ·  '),
      style: {
        ...font('caption', s, palette.textMuted),
        ...(wrap ? { wordWrap: true, wordWrapWidth: D.caption.maxWidth } : {}),
      },
    });
    if (!wrap) fitText(cap, D.caption.maxWidth + 200 * s);
    cap.position.set(D.caption.x, D.caption.y);
    this.captionLayer.addChild(cap);
  }

  /** The draw pile with its count (shown while cards are played or some are left). */
  drawPile(v: Pick<DreizehnView, 'drawPileSize' | 'phase'>, D: DzLayout): void {
    const n = v.drawPileSize;
    const text = n > 0 ? this.o.i18n.t('dreizehn.pile.count', { n }) : this.o.i18n.t('dreizehn.pile.empty');
    this.pile.set(n, D.pile.x, D.pile.y, D.smallCard.width, D.scale, text);
    this.pile.visible = v.phase === 'play' || n > 0;
  }

  /** How a target looks while a card is being placed (none: nothing is). */
  private markOf(index: number, id: string, placing: Placing | null): TargetMark {
    if (!placing) return 'none';
    if (!placing.legal.includes(id)) return 'illegal';
    return placing.focus === index ? 'focus' : 'legal';
  }

  /** Draws target `index` as `t` says, marked for the card being placed. */
  setTarget(
    index: number,
    t: DreizehnTargetView,
    v: DreizehnView,
    D: DzLayout,
    placing: Placing | null,
    colorBlind: boolean,
  ): void {
    const i18n = this.o.i18n;
    let tv = this.targets[index];
    if (!tv || tv.targetId !== t.id) {
      safeDestroy(tv);
      tv = new TargetView(this.o.ctx.cards, t.id);
      tv.on('pointertap', () => this.o.onTarget(index));
      this.o.ctx.tooltip.attach(tv, () => this.targetTooltip(index));
      this.targetsLayer.addChildAt(tv, Math.min(index, this.targetsLayer.children.length));
      this.targets[index] = tv;
    }
    const mark = this.markOf(index, t.id, placing);
    let preview: { text: string; warn: boolean } | null = null;
    const p = placing && mark !== 'illegal' ? previewOnTarget(t.total, t.cards.length, placing.card) : null;
    if (p) {
      const over =
        p.take > 0
          ? i18n.t('dreizehn.target.previewOverflow', { n: p.take })
          : i18n.t('dreizehn.target.previewOverflowNone');
      preview = p.overflow
        ? { text: over, warn: true }
        : { text: i18n.t('dreizehn.target.previewAdd', { value: p.value, total: p.newTotal }), warn: false };
    }
    tv.set({
      view: t,
      slot: D.targets[index]!,
      scale: D.scale,
      cardWidth: D.smallCard.width,
      colorBlind,
      // Under "first card decides" the targets are named by place: the name leads the caption.
      caption: v.options.colorRule === 'firstCard' ? this.placedCaption(t, v) : this.targetCaption(t, v),
      captionLines: D.captionLines,
      tag: '',
      mark,
      preview,
    });
  }

  /** Under "first card decides" a target is named by its place, before its caption: "Left · 5 to 13". */
  private placedCaption(t: DreizehnTargetView, v: DreizehnView): string {
    const place = DREIZEHN_TARGET_IDS.firstCard.find((p) => p === t.id);
    const caption = this.targetCaption(t, v);
    if (!place) return caption;
    const tag = this.o.i18n.t(`dreizehn.target.tag.${place}`);
    return `${tag} · ${caption}`;
  }

  private targetCaption(t: DreizehnTargetView, v: DreizehnView): string {
    const i18n = this.o.i18n;
    let base =
      t.total === 0
        ? i18n.t('dreizehn.target.empty')
        : t.total >= DREIZEHN_LIMIT
          ? i18n.t('dreizehn.target.atLimit')
          : i18n.t('dreizehn.target.toGo', { n: DREIZEHN_LIMIT - t.total });
    if (v.options.colorRule === 'firstCard' && t.colour === null && t.total > 0)
      base += ` · ${i18n.t('dreizehn.target.noColour')}`;
    return base;
  }

  private targetTooltip(index: number): string {
    const i18n = this.o.i18n;
    const t = this.o.shownView()?.targets[index];
    if (!t) return '';
    const name = targetName(i18n, t.id);
    const label = name.charAt(0).toUpperCase() + name.slice(1);
    if (t.cards.length === 0) return i18n.t('dreizehn.target.tooltipEmpty', { target: label });
    return i18n.t('dreizehn.target.tooltip', {
      target: label,
      total: t.total,
      cards: t.cards.map((c) => cardName(i18n, c)).join(', '),
    });
  }

  /** The target whose column holds a point of the stage, or -1. */
  targetAt(local: { x: number; y: number }, D: DzLayout): number {
    return D.targets.findIndex(
      (t) =>
        local.x >= t.column.x &&
        local.x <= t.column.x + t.column.width &&
        local.y >= t.column.y - 20 &&
        local.y <= t.column.y + t.column.height,
    );
  }

  /** A seat's facts row (taken stack, points, dealer chip), new. */
  makeFacts(seat: number): FactsRow {
    const i18n = this.o.i18n;
    const f = new FactsRow(this.o.ctx.cards, seat);
    f.stack.on('pointertap', () => this.o.onStack(seat));
    this.o.ctx.tooltip.attach(f.stack, () =>
      i18n.t('dreizehn.seat.takenTooltip', {
        name: this.o.seatName(seat),
        n: this.o.shownView()?.takenCounts[seat] ?? 0,
      }),
    );
    this.facts[seat] = f;
    return f;
  }

  clearFacts(): void {
    for (const f of this.facts) safeDestroy(f);
    this.facts = [];
  }

  /** Draws a seat's facts: `taken` cards (counted up while they fly in), points, dealer. */
  setFacts(seat: number, taken: number, v: DreizehnView, D: DzLayout, you: number | null): void {
    const f = this.facts[seat];
    const rect = D.facts[seat];
    if (!f || !rect) return;
    const i18n = this.o.i18n;
    f.set(
      {
        taken,
        takenText: String(taken),
        points: i18n.t('dreizehn.seat.points', { n: v.totals[seat] ?? 0 }),
        dealer: v.phase !== 'over' && v.dealer === seat ? i18n.t('dreizehn.seat.dealerMark') : null,
        peekable: seat === you && v.ownTaken !== null,
        own: seat === you,
      },
      rect,
      D.scale,
    );
  }

  /** The lines of a seat's tooltip beyond its name: hand, taken cards, points, dealer. */
  seatLines(seat: number, name: string, v: DreizehnView): string[] {
    const i18n = this.o.i18n;
    return [
      i18n.t('dreizehn.seat.hand', { n: v.handSizes[seat] ?? 0 }),
      i18n.t('dreizehn.seat.takenTooltip', { name, n: v.takenCounts[seat] ?? 0 }),
      i18n.t('dreizehn.seat.points', { n: v.totals[seat] ?? 0 }),
      ...(v.dealer === seat && v.phase !== 'over' ? [i18n.t('dreizehn.seat.dealer')] : []),
    ];
  }
}
