/**
 * The table scene of Die sieben Siegel. Snapshots are queued and each step's event is
 * animated against the previous snapshot (card flights, the trick sliding to its winner,
 * seals hopping along arcs, the saboteur walking); after every step the scene re-syncs to
 * exactly what the snapshot shows. A click during an animation finishes it (and the rest
 * of the queue) at once.
 */
import { Container, Graphics } from 'pixi.js';
import { emptySeals, type SealCounts, type SealKind, type SiegelView } from '../../../shared/games/siegel';
import type { TableEvent, TableSnapshot } from '../../../shared/protocol';
import { sealToken } from '../../art/tokens';
import type { AppContext } from '../../core/context';
import { arcPoint, flightMs } from '../../core/motion';
import type { TableLayout } from '../../layout/table';
import type { GameScene, SceneHost, SceneStatus } from '../../scenes/registry';
import { palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import { SeatPlate, seatSubtitle } from '../../ui/seatPlate';
import { Button } from '../../ui/widgets';
import { CardHand, type HandFeel } from '../common/hand';
import { st, type SiegelKey } from './i18n';
import { rackPoints, siegelLayout, supplyPoint, type Point, type SiegelLayout } from './layout';
import {
  describeStep,
  draftAction,
  emptyDraft,
  normalizeView,
  sortHand,
  type Draft,
  type Place,
  type SealMove,
} from './model';
import {
  lastTrickContent,
  logContent,
  Overlay,
  rankingContent,
  ReturnPrompt,
  sheetContent,
  summaryContent,
} from './panels';
import { SealRack, SaboteurFigure, SupplyTray } from './pieces';
import { PredictDialog } from './predict';
import { isMyTurn, logLines, refusalText, sealList, statusLine } from './text';

type OverlayKind = 'summary' | 'ranking' | 'sheet' | 'log' | 'last';

/** What the scene tells end-to-end tests (nothing the screen does not show). */
export interface SiegelTestInfo {
  step: number;
  phase: string;
  busy: boolean;
  legal: string[];
  dialog: 'predict' | 'return' | null;
  overlay: OverlayKind | null;
  hand: string[];
  /** Cards lying in the middle right now. */
  trickCards: number;
  cardPoint(code: string): { x: number; y: number } | null;
}

/** The Siegel hand's own feel (a little lower rise, a quicker deal, a shorter reason). */
const SIEGEL_HAND: HandFeel = {
  faceX: 0.28,
  riseRoom: 0.25,
  dealStagger: 28,
  reasonWidth: 520,
  reasonMs: 2600,
};

const views = new WeakMap<TableSnapshot, SiegelView>();

/** The snapshot's view with every field present (see normalizeView). */
function viewOf(snap: TableSnapshot): SiegelView {
  let v = views.get(snap);
  if (!v) {
    v = normalizeView(snap.view, snap.seats.length, snap.legal);
    views.set(snap, v);
  }
  return v;
}

export class SiegelScene implements GameScene {
  readonly view = new Container({ label: 'siegel-scene' });
  /**
   * The scene shows its own final ranking (lowest total first, every round's score), so the
   * table screen's generic result box is not needed (proposed GameScene flag for the lead).
   */
  readonly ownsResult = true;
  private readonly ctx: AppContext;
  private readonly tableLayer = new Container({ label: 'siegel-table' });
  private readonly trickLayer = new Container({ label: 'siegel-trick' });
  private readonly fxLayer = new Container({ label: 'siegel-fx' });
  private readonly uiLayer = new Container({ label: 'siegel-ui' });
  private readonly overlayLayer = new Container({ label: 'siegel-overlay' });
  private readonly supply = new SupplyTray();
  private readonly saboteur = new SaboteurFigure();
  private readonly hand: CardHand;
  private plates: SeatPlate[] = [];
  private racks: SealRack[] = [];
  private buttons: Button[] = [];
  private L: TableLayout | null = null;
  private lay: SiegelLayout | null = null;
  private shown: TableSnapshot | null = null;
  private readonly queue: { snap: TableSnapshot; done: () => void }[] = [];
  private running = false;
  private dead = false;
  private rush = false;
  private dispCentre: SealCounts = emptySeals();
  private dispSeals: SealCounts[] = [];
  private dispTricks: number[] = [];
  private predict: PredictDialog | null = null;
  private predictKey = '';
  private draft: Draft = emptyDraft();
  private returnPrompt: ReturnPrompt | null = null;
  private overlay: Overlay | null = null;
  private overlayKind: OverlayKind | null = null;
  private summaryDone: (() => void) | null = null;
  private readonly log: string[] = [];
  private readonly unsubscribe: () => void;
  private readonly onKeyDown = (e: KeyboardEvent): void => this.handleKey(e);
  private readonly onPointerDown = (): void => {
    if (this.running && !this.summaryDone) {
      this.rush = true;
      this.ctx.motion.finishAll();
    }
  };

  constructor(private readonly host: SceneHost) {
    this.ctx = host.ctx;
    const ctx = this.ctx;
    this.hand = new CardHand({
      art: ctx.cards,
      motion: ctx.motion,
      tooltip: ctx.tooltip,
      onPick: (code) => this.play(code),
      whyNot: (code) => this.whyNot(code),
      deck: 'siegel',
      label: 'siegel-hand',
      feel: SIEGEL_HAND,
    });
    this.tableLayer.addChild(this.supply);
    this.view.addChild(
      this.tableLayer,
      this.trickLayer,
      this.saboteur,
      this.hand,
      this.fxLayer,
      this.uiLayer,
      this.overlayLayer,
    );
    ctx.tooltip.attach(this.supply, () => {
      const list = sealList(this.lang, this.dispCentre);
      return list ? st(ctx.i18n, 'supply.tip', { list }) : st(ctx.i18n, 'supply.title');
    });
    ctx.tooltip.attach(this.saboteur, () => {
      const v = this.shown ? viewOf(this.shown) : null;
      const base = v?.options.saboteurBase ?? 4;
      return `${ctx.i18n.t('token.saboteur')} — ${st(ctx.i18n, 'predict.saboteurHint', { base })}`;
    });
    window.addEventListener('keydown', this.onKeyDown, true);
    window.addEventListener('pointerdown', this.onPointerDown, true);
    this.unsubscribe = ctx.store.subscribe((e) => {
      // A refused action changes nothing: show the table as the last snapshot has it.
      if (e.kind === 'refused' && this.shown && !this.running) this.sync(this.shown);
    });
    this.publishTestInfo();
  }

  /** Destroys an object after stopping its tweens (a tween on a destroyed object would throw). */
  private discard(obj: Container): void {
    this.ctx.motion.killTweensOf(obj);
    this.ctx.motion.killTweensOf(obj.scale);
    obj.destroy({ children: true });
  }

  private get lang() {
    return this.ctx.i18n.language;
  }

  private get colorBlind(): boolean {
    return this.ctx.cards.colorBlindMode;
  }

  private name(seat: number): string {
    return this.shown?.seats[seat]?.name ?? `#${seat + 1}`;
  }

  // -------------------------------------------------------------------------------------------
  // GameScene

  update(snapshot: TableSnapshot, _event: TableEvent): Promise<void> {
    if (snapshot.game !== 'siegel') return Promise.resolve();
    return new Promise((done) => {
      this.queue.push({ snap: snapshot, done });
      void this.pump();
    });
  }

  resize(layout: TableLayout): void {
    this.L = layout;
    // Animations in flight were laid out for the old size: finish them at once.
    if (this.running) {
      this.rush = true;
      this.ctx.motion.finishAll();
    }
    const players = this.shown?.seats.length ?? layout.seats.length;
    this.lay = siegelLayout(layout, players, this.shown?.you ?? null);
    this.hand.resize(layout);
    this.rebuildStatic();
    if (this.shown) this.sync(this.shown, false);
    this.rebuildOverlay();
  }

  refresh(): void {
    if (this.L) this.resize(this.L);
  }

  status(snapshot: TableSnapshot): SceneStatus | null {
    if (snapshot.game !== 'siegel') return null;
    const latest = viewOf(snapshot);
    const shownRounds = this.shown ? viewOf(this.shown).history.length : latest.history.length;
    if (!snapshot.result && (this.overlayKind === 'summary' || latest.history.length > shownRounds)) {
      return { text: st(this.ctx.i18n, 'status.summary', { round: latest.history.length }), tone: 'info' };
    }
    const line = statusLine(this.lang, snapshot, latest, (s) => this.name(s));
    return { text: line.text, tone: line.tone };
  }

  destroy(): void {
    this.dead = true;
    window.removeEventListener('keydown', this.onKeyDown, true);
    window.removeEventListener('pointerdown', this.onPointerDown, true);
    this.unsubscribe();
    this.summaryDone?.();
    for (const q of this.queue.splice(0)) q.done();
    this.ctx.motion.finishAll();
    const w = window as unknown as { __siegel?: { owner?: unknown } };
    if (w.__siegel?.owner === this) delete w.__siegel;
    this.view.destroy({ children: true });
  }

  // -------------------------------------------------------------------------------------------
  // Queue

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.publishTestInfo();
    try {
      while (this.queue.length > 0 && !this.dead) {
        const item = this.queue.shift()!;
        const prev = this.shown;
        if (prev && item.snap.step <= prev.step && item.snap.event.kind !== 'start') {
          // Same or older step (a resend): just take it.
          if (item.snap.step === prev.step) this.sync(item.snap);
          item.done();
          continue;
        }
        try {
          await this.animateStep(prev, item.snap);
        } catch (err) {
          if (!this.dead) console.error('siegel: animation failed', err);
        }
        this.sync(item.snap);
        if (this.dead) break;
        try {
          await this.afterStep(prev, item.snap);
        } catch (err) {
          if (!this.dead) console.error('siegel: round end failed', err);
        }
        item.done();
        this.refreshStatus();
      }
    } finally {
      this.running = false;
      this.rush = false;
      this.publishTestInfo();
    }
  }

  private get animating(): boolean {
    return !this.rush && this.lay !== null && this.ctx.motion.duration(300) > 0;
  }

  private async animateStep(prev: TableSnapshot | null, snap: TableSnapshot): Promise<void> {
    const next = viewOf(snap);
    const prevView = prev && prev.game === 'siegel' && snap.event.kind !== 'start' ? viewOf(prev) : null;
    const step = describeStep(prevView, next, snap.event);
    for (const line of logLines(this.lang, step, next, (s) => snap.seats[s]?.name ?? `#${s + 1}`))
      this.log.push(line);
    if (this.overlayKind === 'log') this.rebuildOverlay();
    if (!prevView || !this.lay) return;
    const lay = this.lay;
    const motion = this.ctx.motion;
    const audio = this.ctx.audio;
    switch (step.kind) {
      case 'deal': {
        audio.play('overflow');
        if (!this.animating) return;
        await Promise.all([
          this.flySeals(step.home, 12, false),
          this.saboteur.walkTo(lay.saboteurHome, motion),
        ]);
        this.sync(snap);
        const dealer = lay.seats[step.dealer]?.plate ?? { x: lay.trickCentre.x, y: lay.trickCentre.y };
        if (this.animating) await this.hand.dealFrom(dealer);
        return;
      }
      case 'predict':
        if (!this.animating) {
          audio.play('sealClink');
          return;
        }
        await this.flySeals(step.moves, 110);
        return;
      case 'saboteur': {
        audio.play('sealClink', 0.7);
        const to = lay.seats[step.seat]?.saboteur;
        if (to && this.animating) await this.saboteur.walkTo(to, motion);
        return;
      }
      case 'play': {
        audio.play('cardPlay', 0.95 + Math.random() * 0.1);
        if (this.animating) await this.flyCard(prev!, step.seat, step.card);
        if (step.completed) {
          this.renderTrick(step.completed.plays, step.completed.winner);
          if (this.animating) await motion.wait(1200);
          await this.collectTrick(step.completed.winner);
          await this.flySeals(step.moves, 0, true);
        }
        return;
      }
      case 'return':
        if (step.completed) {
          this.renderTrick(step.completed.plays, step.completed.winner);
          if (this.animating) await motion.wait(250);
          await this.collectTrick(step.completed.winner);
          await this.flySeals(step.moves, 0, true);
        }
        return;
      default:
        return;
    }
  }

  /** After a step is shown: the round summary (waits for Continue) and the final ranking. */
  private async afterStep(prev: TableSnapshot | null, snap: TableSnapshot): Promise<void> {
    const next = viewOf(snap);
    const prevView = prev && prev.game === 'siegel' ? viewOf(prev) : null;
    if (prevView && next.history.length > prevView.history.length) {
      const summary = next.history[next.history.length - 1]!;
      const list = summary.scores.map((v, i) => `${snap.seats[i]?.name ?? i} ${v}`).join(', ');
      this.log.push(st(this.ctx.i18n, 'log.roundEnd' as SiegelKey, { round: next.history.length, list }));
      this.ctx.audio.play('roundEnd');
      await new Promise<void>((resolve) => {
        this.summaryDone = () => {
          this.summaryDone = null;
          resolve();
        };
        this.openOverlay('summary');
      });
      this.closeOverlay();
    }
    if (snap.result && (!prev || !prev.result)) {
      this.ctx.audio.play('winFanfare');
      this.openOverlay('ranking');
    }
  }

  // -------------------------------------------------------------------------------------------
  // Animations

  private async flyCard(prev: TableSnapshot, seat: number, card: string): Promise<void> {
    const lay = this.lay!;
    const L = this.L!;
    const target = lay.seats[seat]?.trick;
    if (!target) return;
    const sprite = new CardSprite(this.ctx.cards, 'siegel', card, lay.trickCard.width);
    sprite.setLift(0.8);
    const own = prev.you === seat;
    const fromHand = own ? this.hand.cardPoint(card) : null;
    if (fromHand) {
      this.hand.detach(card);
      sprite.position.set(fromHand.x, fromHand.y);
      sprite.rotation = fromHand.rotation;
      sprite.scale.set(L.card.width / lay.trickCard.width);
    } else {
      const from = lay.seats[seat]?.plate ?? lay.trickCentre;
      sprite.position.set(from.x, from.y);
      sprite.scale.set(0.45);
    }
    this.fxLayer.addChild(sprite);
    await this.ctx.motion.flight(sprite, { x: target.x, y: target.y, rotation: target.rotation, scale: 1 });
    const trick = [...viewOf(prev).trick, { seat, card }];
    this.renderTrick(trick, null);
    this.discard(sprite);
  }

  /** The finished trick slides to its winner's seat. */
  private async collectTrick(winner: number): Promise<void> {
    const lay = this.lay!;
    const to = lay.seats[winner]?.plate ?? lay.trickCentre;
    this.ctx.audio.play('trickWon');
    if (this.animating) {
      const jobs = this.trickLayer.children.map((c, i) =>
        Promise.all([
          this.ctx.motion.to(
            c,
            { x: to.x, y: to.y, rotation: 0 },
            { ms: 380, delay: i * 30, ease: 'power2.inOut' },
          ),
          this.ctx.motion.to(c.scale, { x: 0.3, y: 0.3 }, { ms: 380, delay: i * 30 }),
          this.ctx.motion.to(c, { alpha: 0 }, { ms: 160, delay: 260 + i * 30, kind: 'fade' }),
        ]),
      );
      await Promise.all(jobs);
    }
    for (const c of this.trickLayer.removeChildren()) this.discard(c);
    this.dispTricks[winner] = (this.dispTricks[winner] ?? 0) + 1;
    this.redrawPlace(winner);
  }

  private sealPoint(place: Place, kind: SealKind, put: boolean): Point {
    const lay = this.lay!;
    if (place === 'centre') return supplyPoint(lay, kind, this.dispCentre[kind] + (put ? 1 : 0));
    const counts = { ...(this.dispSeals[place] ?? emptySeals()) };
    if (put) counts[kind] += 1;
    const rack = lay.seats[place]?.rack;
    if (!rack) return lay.trickCentre;
    const pts = rackPoints(counts, rack, lay.sealSize, lay.s).filter((p) => p.kind === kind);
    return pts[pts.length - 1] ?? { x: rack.x + rack.width / 2, y: rack.y + rack.height / 2 };
  }

  private adjust(place: Place, kind: SealKind, d: number): void {
    if (place === 'centre') this.dispCentre[kind] = Math.max(0, this.dispCentre[kind] + d);
    else {
      const c = this.dispSeals[place];
      if (c) c[kind] = Math.max(0, c[kind] + d);
    }
  }

  private redrawPlace(place: Place): void {
    const lay = this.lay;
    if (!lay) return;
    if (place === 'centre') this.supply.set(this.dispCentre, lay, this.colorBlind);
    else {
      const rack = this.racks[place];
      const spot = lay.seats[place];
      if (rack && spot)
        rack.set(
          this.dispSeals[place] ?? emptySeals(),
          this.dispTricks[place] ?? 0,
          spot.rack,
          lay,
          this.colorBlind,
          false,
        );
    }
  }

  /** Seals hop between places along arcs, `stagger` ms apart. */
  private async flySeals(moves: SealMove[], stagger: number, sound = true): Promise<void> {
    if (moves.length === 0) return;
    const lay = this.lay!;
    const motion = this.ctx.motion;
    const jobs = moves.map(async (m, i) => {
      if (i > 0 && stagger > 0 && this.animating) await motion.wait(i * stagger);
      const from = this.sealPoint(m.from, m.seal, false);
      this.adjust(m.from, m.seal, -1);
      this.redrawPlace(m.from);
      const to = this.sealPoint(m.to, m.seal, true);
      if (this.animating) {
        const fromSize = m.from === 'centre' ? lay.supplySealSize : lay.sealSize;
        const toSize = m.to === 'centre' ? lay.supplySealSize : lay.sealSize;
        const tok = sealToken(m.seal, toSize, this.colorBlind);
        tok.position.set(from.x, from.y);
        tok.scale.set(fromSize / toSize);
        this.fxLayer.addChild(tok);
        const k0 = fromSize / toSize;
        const dist = Math.hypot(to.x - from.x, to.y - from.y);
        const height = Math.max(24 * lay.s, dist * 0.35);
        await motion.drive(
          (t) => {
            if (tok.destroyed) return;
            const p = arcPoint(from, to, height, t);
            tok.position.set(p.x, p.y);
            // A little swell at the top of the arc, as if lifted towards the viewer.
            tok.scale.set((k0 + (1 - k0) * t) * (1 + 0.18 * Math.sin(Math.PI * t)));
          },
          { ms: flightMs(dist) + 80, ease: 'power1.inOut' },
        );
        if (!tok.destroyed) this.discard(tok);
      }
      this.adjust(m.to, m.seal, 1);
      this.redrawPlace(m.to);
      if (sound)
        this.ctx.audio.play(m.seal === 'black' ? 'blackSeal' : 'sealClink', 0.9 + ((i * 7) % 5) * 0.05);
    });
    await Promise.all(jobs);
  }

  // -------------------------------------------------------------------------------------------
  // Static state

  private rebuildStatic(): void {
    for (const p of this.plates) p.destroy({ children: true });
    for (const r of this.racks) r.destroy({ children: true });
    for (const b of this.buttons) b.destroy({ children: true });
    this.plates = [];
    this.racks = [];
    this.buttons = [];
    const L = this.L;
    const lay = this.lay;
    if (!L || !lay || !this.shown) return;
    const snap = this.shown;
    const i18n = this.ctx.i18n;
    snap.seats.forEach((_, seat) => {
      const plate = new SeatPlate(L.plate.width, L.plate.height, L.scale).register(seat);
      this.ctx.tooltip.attach(plate, () => this.seatTip(seat));
      this.tableLayer.addChild(plate);
      this.plates.push(plate);
      const rack = new SealRack(seat);
      this.ctx.tooltip.attach(rack, () => this.seatTip(seat));
      this.tableLayer.addChild(rack);
      this.racks.push(rack);
    });
    this.saboteur.setFigureSize(lay.saboteurSize);
    const s = lay.s;
    const defs: { key: SiegelKey; id: string; kind: OverlayKind }[] = [
      { key: 'btn.lastTrick', id: 'btn:lastTrick', kind: 'last' },
      { key: 'btn.scores', id: 'btn:scores', kind: 'sheet' },
      { key: 'btn.log', id: 'btn:log', kind: 'log' },
    ];
    const bh = Math.round(36 * s);
    const bw = Math.round(150 * s);
    defs.forEach((d, i) => {
      const b = new Button({
        label: st(i18n, d.key),
        scale: s,
        height: bh,
        width: bw,
        variant: 'secondary',
        id: d.id,
        onPress: () => (this.overlayKind === d.kind ? this.closeOverlay() : this.openOverlay(d.kind)),
      });
      b.position.set(lay.buttons.right - b.bw, lay.buttons.bottom - (defs.length - i) * (bh + 6 * s));
      this.uiLayer.addChild(b);
      this.buttons.push(b);
    });
  }

  private seatTip(seat: number): string {
    const snap = this.shown;
    if (!snap) return '';
    const v = viewOf(snap);
    const i18n = this.ctx.i18n;
    const st0 = snap.seats[seat];
    const lines: string[] = [];
    if (st0) {
      const who =
        seat === snap.you
          ? st(i18n, 'you')
          : st0.kind === 'bot'
            ? i18n.t('seat.botLevel', { level: i18n.tDynamic(`bot.${st0.level ?? ''}`, st0.level ?? '') })
            : i18n.t('seat.player');
      lines.push(`${st0.name} — ${who}`);
    }
    const held = sealList(this.lang, this.dispSeals[seat] ?? v.seals[seat] ?? {});
    lines.push(held ? st(i18n, 'seat.holds', { list: held }) : st(i18n, 'seat.holdsNothing'));
    const entry = v.predictions.find((p) => p.seat === seat);
    if (entry?.type === 'saboteur') lines.push(st(i18n, 'seat.saboteur'));
    else if (entry) lines.push(st(i18n, 'seat.predicted', { list: sealList(this.lang, entry.seals) || '0' }));
    const n = v.tricksWon[seat] ?? 0;
    lines.push(n === 1 ? st(i18n, 'seat.trickOne') : st(i18n, 'seat.tricks', { n }));
    return lines.join('\n');
  }

  /** Shows exactly what a snapshot says. */
  private sync(snap: TableSnapshot, animateHand = true): void {
    if (this.dead) return;
    const first =
      this.shown === null || this.shown.seats.length !== snap.seats.length || this.shown.you !== snap.you;
    this.shown = snap;
    const v = viewOf(snap);
    if (first && this.L) {
      this.lay = siegelLayout(this.L, snap.seats.length, snap.you);
      this.rebuildStatic();
    }
    this.dispCentre = { ...v.centre };
    this.dispSeals = v.seals.map((c) => ({ ...c }));
    this.dispTricks = [...v.tricksWon];
    const L = this.L;
    const lay = this.lay;
    if (!L || !lay) {
      this.publishTestInfo();
      return;
    }
    const i18n = this.ctx.i18n;
    const mine = isMyTurn(snap);
    snap.seats.forEach((seat, i) => {
      const spot = lay.seats[i];
      const plate = this.plates[i];
      if (!spot || !plate) return;
      plate.position.set(spot.plate.x, spot.plate.y);
      const waiting = snap.result === null && snap.waitingFor.includes(i);
      plate.set({
        seat: i,
        name: seat.name,
        subtitle: seatSubtitle(i18n, snap, i),
        cards: i === snap.you ? null : (v.handSizes[i] ?? null),
        active: waiting,
        thinking: waiting && seat.kind === 'bot',
      });
      this.racks[i]?.set(
        this.dispSeals[i] ?? emptySeals(),
        this.dispTricks[i] ?? 0,
        spot.rack,
        lay,
        this.colorBlind,
        waiting,
      );
    });
    this.supply.set(this.dispCentre, lay, this.colorBlind);
    const sab =
      v.saboteur === null ? lay.saboteurHome : (lay.seats[v.saboteur]?.saboteur ?? lay.saboteurHome);
    this.ctx.motion.killTweensOf(this.saboteur);
    this.saboteur.standAt(sab);
    for (const c of this.fxLayer.removeChildren()) this.discard(c);
    this.renderTrick(v.trick, v.phase === 'return' ? v.toAct : null);
    const playing = mine && v.phase === 'play';
    this.hand.set(
      { cards: sortHand(v.hand), choosable: playing ? (v.legalCards ?? []) : [], active: playing },
      animateHand,
    );
    this.syncDialogs(snap, v, mine);
    this.publishTestInfo();
  }

  private renderTrick(plays: readonly { seat: number; card: string }[], winner: number | null): void {
    for (const c of this.trickLayer.removeChildren()) this.discard(c);
    const lay = this.lay;
    if (!lay) return;
    // Draw the winner's card last so it sits on top.
    const ordered = [...plays].sort((a, b) => (a.seat === winner ? 1 : 0) - (b.seat === winner ? 1 : 0));
    for (const p of ordered) {
      const spot = lay.seats[p.seat]?.trick;
      if (!spot) continue;
      const c = new Container();
      if (p.seat === winner) {
        const w = lay.trickCard.width;
        const h = lay.trickCard.height;
        c.addChild(
          new Graphics()
            .roundRect(-w / 2 - 6 * lay.s, -h / 2 - 6 * lay.s, w + 12 * lay.s, h + 12 * lay.s, 12 * lay.s)
            .fill({ color: palette.accent, alpha: 0.45 }),
        );
      }
      const sp = new CardSprite(this.ctx.cards, 'siegel', p.card, lay.trickCard.width);
      sp.setLift(p.seat === winner ? 0.8 : 0);
      c.addChild(sp);
      c.position.set(spot.x, spot.y);
      c.rotation = spot.rotation;
      this.trickLayer.addChild(c);
    }
  }

  private syncDialogs(snap: TableSnapshot, v: SiegelView, mine: boolean): void {
    const lay = this.lay!;
    const i18n = this.ctx.i18n;
    // Prediction dialog
    if (mine && v.phase === 'predict' && v.prediction) {
      const key = `${v.round}:${snap.you}`;
      if (key !== this.predictKey) {
        this.draft = emptyDraft();
        this.predictKey = key;
        this.predict?.destroy({ children: true });
        this.predict = null;
      }
      const opts = {
        s: lay.s,
        rect: lay.dialog,
        lang: this.lang,
        choices: v.prediction,
        saboteurBase: v.options.saboteurBase,
        saboteurHolder: v.saboteur,
        round: v.round,
        colorBlind: this.colorBlind,
        name: (seat: number) => this.name(seat),
        onConfirm: (d: Draft) => {
          this.draft = d;
          this.send(draftAction(d) as unknown as { type: string; [k: string]: unknown });
        },
        onSaboteur: () => this.send({ type: 'saboteur' }),
      };
      if (this.predict) {
        this.draft = this.predict.draft;
        this.predict.update(opts);
      } else {
        this.predict = new PredictDialog(opts, this.draft);
        this.uiLayer.addChild(this.predict);
      }
    } else if (this.predict) {
      this.predict.destroy({ children: true });
      this.predict = null;
    }
    // Return prompt
    if (mine && v.phase === 'return' && v.returnChoices && v.returnChoices.length > 0) {
      this.returnPrompt?.destroy({ children: true });
      const rp = new ReturnPrompt(lay.s, this.lang, v.returnChoices, this.colorBlind, (kind) =>
        this.send({ type: 'return', seal: kind }),
      );
      const b = rp.getLocalBounds();
      rp.position.set(Math.round(lay.trickCentre.x - b.width / 2), Math.round(lay.promptBottom - b.height));
      this.returnPrompt = rp;
      this.uiLayer.addChild(rp);
    } else if (this.returnPrompt) {
      this.returnPrompt.destroy({ children: true });
      this.returnPrompt = null;
    }
    void i18n;
  }

  // -------------------------------------------------------------------------------------------
  // Acting

  private send(action: { type: string; [k: string]: unknown }): void {
    const snap = this.shown;
    if (!snap || !isMyTurn(snap)) return;
    // Take the prompt away at once; the next snapshot (or a refusal) brings the table back.
    this.predict?.destroy({ children: true });
    this.predict = null;
    this.returnPrompt?.destroy({ children: true });
    this.returnPrompt = null;
    this.hand.set({ cards: sortHand(viewOf(snap).hand), choosable: [], active: false }, false);
    this.publishTestInfo();
    this.host.act(action);
  }

  private play(code: string): void {
    const snap = this.shown;
    if (!snap || !isMyTurn(snap)) return;
    const action = snap.legal.find((a) => a.type === 'play' && a.card === code);
    if (action) this.send(action);
  }

  private whyNot(code: string): string {
    const snap = this.shown;
    if (!snap) return '';
    const v = viewOf(snap);
    if (!isMyTurn(snap) || v.phase !== 'play') return '';
    return refusalText(this.lang, v, code, snap.cardRefusals[code]);
  }

  // -------------------------------------------------------------------------------------------
  // Overlays

  private openOverlay(kind: OverlayKind): void {
    if (this.dead) return;
    this.overlayKind = kind;
    this.rebuildOverlay();
    this.publishTestInfo();
    this.refreshStatus();
  }

  /**
   * The table screen asks for the status when a snapshot arrives; the scene shows steps later
   * (animations, the round summary), so it asks again when it has caught up.
   */
  private refreshStatus(): void {
    if (!this.dead) this.host.statusChanged();
  }

  private closeOverlay(): void {
    if (this.overlayKind === 'summary' && this.summaryDone) {
      this.summaryDone();
      return;
    }
    this.overlayKind = null;
    this.overlay?.destroy({ children: true });
    this.overlay = null;
    this.publishTestInfo();
    this.refreshStatus();
  }

  private rebuildOverlay(): void {
    this.overlay?.destroy({ children: true });
    this.overlay = null;
    const kind = this.overlayKind;
    const lay = this.lay;
    const L = this.L;
    const snap = this.shown;
    if (!kind || !lay || !L || !snap) return;
    const v = viewOf(snap);
    const i18n = this.ctx.i18n;
    const s = lay.s;
    const c = { s, lang: this.lang, name: (seat: number) => this.name(seat), colorBlind: this.colorBlind };
    const close = { label: st(i18n, 'btn.close'), id: 'overlay:close', onPress: () => this.closeOverlay() };
    const backdrop = { x: 0, y: L.topBar.height, width: L.width, height: L.hand.y - L.topBar.height };
    let ov: Overlay;
    switch (kind) {
      case 'summary': {
        const summary = v.history[v.history.length - 1];
        if (!summary) return;
        ov = new Overlay(
          'summary',
          lay.overlay,
          s,
          st(i18n, 'summary.title', { round: v.history.length, count: v.roundCount }),
          [
            {
              label: st(i18n, 'summary.continue'),
              id: 'summary:continue',
              primary: true,
              onPress: () => this.summaryDone?.(),
            },
          ],
          (r) => summaryContent(c, r, summary, v.totals, v.options.saboteurBase, snap.you),
          { backdrop, fit: true },
        );
        break;
      }
      case 'ranking':
        ov = new Overlay(
          'ranking',
          lay.overlay,
          s,
          st(i18n, 'rank.title'),
          [
            {
              label: st(i18n, 'rank.menu'),
              id: 'ranking:menu',
              primary: true,
              onPress: () => this.ctx.showMenu(),
            },
            close,
          ],
          (r) => rankingContent(c, r, v),
          { backdrop, fit: true },
        );
        break;
      case 'sheet':
        ov = new Overlay(
          'sheet',
          lay.overlay,
          s,
          st(i18n, 'sheet.title'),
          [close],
          (r) => sheetContent(c, r, v.roundScores, v.totals, v.players, snap.you),
          { width: 700 * s, fit: true },
        );
        break;
      case 'last':
        ov = new Overlay(
          'last',
          lay.overlay,
          s,
          st(i18n, 'last.title'),
          [close],
          (r) => lastTrickContent(c, r, v.lastTrick, this.ctx.cards),
          { width: 640 * s, fit: true },
        );
        break;
      case 'log':
        ov = new Overlay(
          'log',
          lay.overlay,
          s,
          st(i18n, 'log.title'),
          [close],
          (r) => logContent(c, r, this.log),
          { width: 760 * s },
        );
        break;
    }
    this.overlay = ov;
    this.overlayLayer.addChild(ov);
  }

  // -------------------------------------------------------------------------------------------
  // Keyboard

  private handleKey(e: KeyboardEvent): void {
    const active = document.activeElement;
    if (active && (active.tagName === 'INPUT' || active.tagName === 'TEXTAREA')) return;
    if (this.view.destroyed || !this.view.visible || !this.view.parent) return;
    let used = false;
    if (this.overlay) used = this.overlay.onKey(e);
    else if (this.predict) used = this.predict.onKey(e);
    else if (this.returnPrompt) used = this.returnPrompt.onKey(e);
    else if (['ArrowLeft', 'ArrowRight', 'Enter', ' '].includes(e.key)) used = this.hand.onKey(e.key);
    if (used) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  }

  // -------------------------------------------------------------------------------------------
  // Test hook

  private publishTestInfo(): void {
    if (this.dead) return;
    const w = window as unknown as { __siegel?: SiegelTestInfo };
    if (w.__siegel && (w.__siegel as unknown as { owner?: unknown }).owner === this) return;
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const scene = this;
    const info = {
      owner: scene,
      get step() {
        return scene.shown?.step ?? -1;
      },
      get phase() {
        return scene.shown ? viewOf(scene.shown).phase : 'none';
      },
      get busy() {
        return scene.running || scene.queue.length > 0;
      },
      get legal() {
        return scene.hand.choosableCodes;
      },
      get dialog() {
        return scene.predict ? ('predict' as const) : scene.returnPrompt ? ('return' as const) : null;
      },
      get overlay() {
        return scene.overlayKind;
      },
      get hand() {
        return scene.shown ? sortHand(viewOf(scene.shown).hand) : [];
      },
      get trickCards() {
        return scene.trickLayer.children.length;
      },
      /** Where a click lands on a card of the hand (page coordinates), or null. */
      cardPoint(code: string) {
        const p = scene.hand.visiblePoint(code);
        const r = scene.ctx.app.canvas.getBoundingClientRect();
        return p ? { x: p.x + r.left, y: p.y + r.top } : null;
      },
    };
    w.__siegel = info;
  }
}
