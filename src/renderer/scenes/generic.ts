/**
 * The generic table scene, used until a game brings its own: seats on the ellipse with
 * names and card counts, the current trick (when the view has one) laid towards each
 * player, the viewer's hand as a fan, and plain buttons for actions that are not a card.
 */
import { Container, Sprite } from 'pixi.js';
import type { TableEvent, TableSnapshot } from '../../shared/protocol';
import { deckOf } from '../art/cards';
import type { TableLayout } from '../layout/table';
import { HandFan } from '../ui/hand';
import { cardRefusalText } from '../net/refusals';
import { plateLevel, SeatPlate, seatSubtitle } from '../ui/seatPlate';
import { Button } from '../ui/widgets';
import type { GameScene, SceneHost } from './registry';
import { botLevelName } from '../i18n';

type Legal = TableSnapshot['legal'][number];

interface LooseView {
  hand?: unknown;
  hands?: unknown;
  handSizes?: unknown;
  handCounts?: unknown;
  trick?: unknown;
}

export function handOf(snapshot: TableSnapshot): string[] | null {
  const v = (snapshot.view ?? {}) as LooseView;
  if (Array.isArray(v.hand) && v.hand.every((c) => typeof c === 'string')) return v.hand as string[];
  if (snapshot.you !== null && Array.isArray(v.hands)) {
    const own = (v.hands as unknown[])[snapshot.you];
    if (Array.isArray(own) && own.every((c) => typeof c === 'string')) return own as string[];
  }
  return null;
}

export function handSizeOf(snapshot: TableSnapshot, seat: number): number | null {
  const v = (snapshot.view ?? {}) as LooseView;
  const sizes = Array.isArray(v.handSizes) ? v.handSizes : Array.isArray(v.handCounts) ? v.handCounts : null;
  const n = sizes?.[seat];
  return typeof n === 'number' ? n : null;
}

function trickOf(snapshot: TableSnapshot): { seat: number; card: string }[] {
  const v = (snapshot.view ?? {}) as LooseView;
  if (!Array.isArray(v.trick)) return [];
  return (v.trick as unknown[]).filter(
    (p): p is { seat: number; card: string } =>
      typeof p === 'object' &&
      p !== null &&
      typeof (p as { seat?: unknown }).seat === 'number' &&
      typeof (p as { card?: unknown }).card === 'string',
  );
}

/** A short label for a non-card action ("bid 3", "trump fire"). */
export function actionLabel(a: Legal): string {
  const parts = Object.entries(a)
    .filter(
      ([k, v]) => k !== 'type' && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'),
    )
    .map(([, v]) => String(v));
  return [a.type, ...parts].join(' ');
}

export class GenericScene implements GameScene {
  readonly view = new Container({ label: 'generic-scene' });
  private readonly seatsLayer = new Container();
  private readonly trickLayer = new Container();
  private readonly actionsLayer = new Container();
  private readonly hand: HandFan;
  private plates: SeatPlate[] = [];
  private layout: TableLayout | null = null;
  private snapshot: TableSnapshot | null = null;

  constructor(private readonly host: SceneHost) {
    const ctx = host.ctx;
    this.hand = new HandFan({
      art: ctx.cards,
      motion: ctx.motion,
      tooltip: ctx.tooltip,
      deck: 'siegel',
      onPlay: (code) => {
        const action = this.snapshot?.legal.find((a) => a.type === 'play' && a.card === code);
        if (action) {
          ctx.audio.play('cardPlay');
          host.act(action);
        }
      },
      whyNot: (code) =>
        this.snapshot && this.isMyTurn()
          ? cardRefusalText(ctx.i18n.language, this.snapshot.cardRefusals?.[code]) ||
            ctx.i18n.t('app.status.notYourCard')
          : '',
    });
    this.view.addChild(this.seatsLayer, this.trickLayer, this.actionsLayer, this.hand);
  }

  private isMyTurn(): boolean {
    const s = this.snapshot;
    return !!s && s.you !== null && s.waitingFor.includes(s.you) && s.legal.length > 0;
  }

  update(snapshot: TableSnapshot, _event: TableEvent): void {
    const first = this.snapshot === null || this.snapshot.game !== snapshot.game;
    this.snapshot = snapshot;
    if (first) this.hand.setDeck(deckOf(snapshot.game));
    this.draw();
  }

  resize(layout: TableLayout): void {
    this.layout = layout;
    this.hand.resize(layout);
    this.draw(true);
  }

  refresh(): void {
    if (this.layout) this.resize(this.layout);
  }

  private draw(relayout = false): void {
    const L = this.layout;
    const snap = this.snapshot;
    if (!L || !snap) return;
    const ctx = this.host.ctx;
    const i18n = ctx.i18n;
    // Seats
    if (relayout || this.plates.length !== snap.seats.length) {
      for (const p of this.plates) p.destroy({ children: true });
      this.plates = snap.seats.map((_, seat) => {
        const p = new SeatPlate(L.plate.width, L.plate.height, L.scale).register(seat);
        const seatInfo = (): string => {
          const st = this.snapshot?.seats[seat];
          if (!st) return '';
          const who =
            st.kind === 'bot'
              ? i18n.t('app.seat.botLevel', { level: botLevelName(i18n.language, st.level ?? '') })
              : i18n.t('app.seat.player');
          const n = this.snapshot ? handSizeOf(this.snapshot, seat) : null;
          return n === null
            ? `${st.name} — ${who}`
            : `${st.name} — ${who}\n${i18n.t('app.seat.cards', { n })}`;
        };
        ctx.tooltip.attach(p, seatInfo);
        this.seatsLayer.addChild(p);
        return p;
      });
    }
    const viewer = snap.you ?? 0;
    snap.seats.forEach((seat, i) => {
      const plate = this.plates[i]!;
      const pt = L.seats[i];
      if (i === viewer && snap.you !== null) {
        plate.position.set(L.ownPlate.x + L.ownPlate.width / 2, L.ownPlate.y + L.ownPlate.height / 2);
      } else if (pt) plate.position.set(pt.x, pt.y);
      const waiting = snap.result === null && snap.waitingFor.includes(i);
      plate.set({
        seat: i,
        name: seat.name,
        subtitle:
          i === snap.you
            ? i18n.t('app.seat.you')
            : waiting && seat.kind === 'bot'
              ? i18n.t('app.seat.thinking')
              : seat.kind === 'bot'
                ? plateLevel(i18n, seat.level)
                : seatSubtitle(i18n, snap, i),
        bot: seat.kind === 'bot',
        cards: i === snap.you ? null : handSizeOf(snap, i),
        active: waiting,
        thinking: waiting && seat.kind === 'bot',
      });
    });
    // The current trick, each card pushed from the centre towards its player.
    for (const c of this.trickLayer.removeChildren()) c.destroy();
    const cx = L.centre.x + L.centre.width / 2;
    const cy = L.centre.y + L.centre.height / 2;
    const deck = deckOf(snap.game);
    trickOf(snap).forEach((play, k) => {
      const pt = L.seats[play.seat];
      const dx = pt ? pt.x - cx : 0;
      const dy = pt ? pt.y - cy : 0;
      const len = Math.hypot(dx, dy) || 1;
      const reach = Math.min(L.card.height * 0.55, len * 0.45);
      const shadow = new Sprite(ctx.cards.shadow(L.card.width));
      shadow.anchor.set(0.5);
      shadow.alpha = 0.35;
      const face = new Sprite(ctx.cards.face(deck, play.card, L.card.width));
      face.anchor.set(0.5);
      const x = cx + (dx / len) * reach;
      const y = cy + (dy / len) * reach;
      shadow.position.set(x + 2 * L.scale, y + 5 * L.scale);
      face.position.set(x, y);
      face.rotation = shadow.rotation = ((k % 3) - 1) * 0.05;
      this.trickLayer.addChild(shadow, face);
    });
    // Hand
    const hand = handOf(snap) ?? [];
    const playable = this.isMyTurn()
      ? snap.legal.filter((a) => a.type === 'play' && typeof a.card === 'string').map((a) => a.card as string)
      : [];
    this.hand.set(hand, playable);
    // Actions that are not a card, when few enough to offer as buttons.
    for (const c of this.actionsLayer.removeChildren()) c.destroy({ children: true });
    const others = this.isMyTurn()
      ? snap.legal.filter((a) => !(a.type === 'play' && typeof a.card === 'string'))
      : [];
    if (others.length > 0 && others.length <= 16) {
      let x = 0;
      let y = 0;
      const maxW = L.centre.width;
      const buttons = others.map((a, i) => {
        const b = new Button({
          label: actionLabel(a),
          scale: L.scale,
          height: 40 * L.scale,
          id: `action.${i}`,
          onPress: () => this.host.act(a),
        });
        return b;
      });
      for (const b of buttons) {
        if (x > 0 && x + b.bw > maxW) {
          x = 0;
          y += b.bh + 8 * L.scale;
        }
        b.position.set(x, y);
        x += b.bw + 8 * L.scale;
        this.actionsLayer.addChild(b);
      }
      const bounds = this.actionsLayer.getLocalBounds();
      this.actionsLayer.position.set(cx - bounds.width / 2, L.status.y - bounds.height - 16 * L.scale);
    }
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
