/**
 * The 13 table scene: three archery targets with their cards and live totals, the draw
 * pile, seats with their taken stacks and points, the hand. Every snapshot is animated
 * against the previous one (card flight, overflow fanning together and sliding face down to
 * the taker, the draw), queued so nothing is skipped, and each step ends by drawing exactly
 * what the snapshot says.
 */
import { Container, Graphics, Text, Ticker } from 'pixi.js';
import {
  DREIZEHN_LIMIT,
  dreizehnCardColour,
  dreizehnCardValue,
  isDreizehnCard,
  type DreizehnCard,
  type DreizehnTargetView,
  type DreizehnView,
} from '../../../shared/games/dreizehn';
import type { TableEvent, TableSnapshot } from '../../../shared/protocol';
import type { Motion } from '../../core/motion';
import { testId } from '../../core/testhook';
import type { TableLayout } from '../../layout/table';
import type { GameScene, SceneHost, SceneStatus } from '../../scenes/registry';
import { font, palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import { SeatPlate, seatSubtitle } from '../../ui/seatPlate';
import { Button, fitText } from '../../ui/widgets';
import { cardsRow, Dialog, finalBody, linesBody, sheetBody, summaryBody, type Names } from './dialogs';
import { DzHand } from './hand';
import { makeDt, type Dt } from './i18n';
import { cardName, targetName } from './names';
import { dzLayout, type DzLayout } from './layout';
import {
  isMyTurn,
  legalTargets,
  playableCards,
  previewOnTarget,
  sortHand,
  stepEffect,
  viewOf,
  type StepEffect,
} from './model';
import { FactsRow, PileView, TargetView, type TargetMark } from './widgets';
import { killTweensDeep, safeDestroy } from './safe';

type PlayEffect = Extract<StepEffect, { kind: 'play' }>;

export class DreizehnScene implements GameScene {
  readonly view = new Container({ label: 'dreizehn-scene' });
  /** The final ranking (lowest total first) is this scene's own dialog. */
  readonly ownsResult = true;
  private readonly captionLayer = new Container();
  private readonly seatsLayer = new Container();
  private readonly factsLayer = new Container();
  private readonly targetsLayer = new Container();
  private readonly pileLayer = new Container();
  private readonly buttonsLayer = new Container();
  private readonly fx = new Container();
  private readonly dialogLayer = new Container();
  private readonly hand: DzHand;
  private readonly pile: PileView;
  private readonly targets: TargetView[] = [];
  private plates: SeatPlate[] = [];
  private facts: FactsRow[] = [];
  private L: TableLayout | null = null;
  private D: DzLayout | null = null;
  private latest: TableSnapshot | null = null;
  private shown: TableSnapshot | null = null;
  private queue: Promise<void> = Promise.resolve();
  private backlog = 0;
  private selected: string | null = null;
  private targetFocus = -1;
  private dragCard: string | null = null;
  private dragOver = -1;
  private acted = false;
  private dialog: Dialog | null = null;
  private blocking = false;
  private finalDialog: Dialog | null = null;
  private readonly logLines: string[] = [];
  private lastAttempt: { card: string; target: string } | null = null;
  private refusal: Container | null = null;
  private refusalTimer = 0;
  private readonly dt: Dt;
  private readonly names: Names;
  private readonly unsubscribe: () => void;
  private readonly onKey = (e: KeyboardEvent): void => this.key(e);
  /** A click during an animation: the rest of the current step goes at once. */
  private hurry = false;
  private readonly onPointer = (): void => {
    if (!this.host.ctx.motion.idle) this.hurry = true;
  };
  private readonly tick = (t: Ticker): void => {
    for (const tv of this.targets) tv.tick(t.deltaMS, this.selected !== null || this.dragCard !== null);
  };

  constructor(private readonly host: SceneHost) {
    const ctx = host.ctx;
    this.dt = makeDt(() => ctx.i18n.language);
    this.names = { seat: (seat) => host.seatName(seat) };
    this.hand = new DzHand({
      art: ctx.cards,
      motion: ctx.motion,
      tooltip: ctx.tooltip,
      onChoose: (code) => this.choose(code),
      whyNot: (code) => this.latest?.cardRefusals[code]?.reason ?? '',
      nameOf: (code) => cardName(this.dt, code),
      onDrop: (code, g) => this.drop(code, g),
      onDragOver: (code, g) => this.dragMove(code, g),
    });
    this.pile = new PileView(ctx.cards);
    this.pileLayer.addChild(this.pile);
    ctx.tooltip.attach(this.pile, () => this.dt('pile.tooltip', { n: this.shownView()?.drawPileSize ?? 0 }));
    this.view.addChild(
      this.captionLayer,
      this.seatsLayer,
      this.factsLayer,
      this.pileLayer,
      this.targetsLayer,
      this.buttonsLayer,
      this.hand,
      this.fx,
      this.dialogLayer,
    );
    this.fx.eventMode = 'none';
    this.unsubscribe = ctx.store.subscribe((e) => {
      if (e.kind === 'refused') this.showRefusal(e.rule, e.reason);
    });
    window.addEventListener('keydown', this.onKey, true);
    window.addEventListener('pointerdown', this.onPointer, true);
    Ticker.shared.add(this.tick);
  }

  // ————— state helpers —————

  private shownView(): DreizehnView | null {
    return this.shown ? viewOf(this.shown) : null;
  }

  /** The hand takes clicks only when the table shows the latest step and it is your turn. */
  private canAct(): boolean {
    const s = this.latest;
    return (
      !!s && s === this.shown && isMyTurn(s) && !this.acted && !this.blocking && this.finalDialog === null
    );
  }

  private legalFor(card: string): string[] {
    return this.latest ? legalTargets(this.latest.legal, card) : [];
  }

  // ————— GameScene —————

  update(snapshot: TableSnapshot, event: TableEvent): Promise<void> {
    this.latest = snapshot;
    this.acted = false;
    if (event.kind === 'start' || !this.shown) {
      this.selected = null;
    }
    this.backlog++;
    this.queue = this.queue
      .then(() => this.step(snapshot, event))
      .catch((err: unknown) => {
        console.error('13 scene step failed', err);
        this.render(snapshot);
      })
      .finally(() => {
        this.backlog--;
        this.pushStatus();
      });
    return this.queue;
  }

  resize(layout: TableLayout): void {
    this.L = layout;
    this.D = dzLayout(layout, this.latest?.you ?? 0);
    this.host.ctx.motion.finishAll();
    for (const p of this.plates) p.destroy({ children: true });
    this.plates = [];
    for (const f of this.facts) f.destroy({ children: true });
    this.facts = [];
    this.hand.resize(layout);
    this.buildButtons();
    if (this.shown) this.render(this.shown);
    if (this.dialog) this.reopenDialog();
    if (this.finalDialog && this.shown) {
      this.finalDialog.destroy({ children: true });
      this.finalDialog = null;
      this.showFinal(this.shown);
    }
  }

  refresh(): void {
    if (this.L) this.resize(this.L);
  }

  status(snapshot: TableSnapshot): SceneStatus | null {
    const dt = this.dt;
    const i18n = this.host.ctx.i18n;
    const v = viewOf(snapshot);
    if (!v) return null;
    if (snapshot.result) {
      const names = snapshot.result.winners.map((w) => this.host.seatName(w)).join(', ');
      return { text: dt('status.gameOver', { names }), tone: 'ok' };
    }
    if (this.blocking && this.dialog) {
      return { text: dt('status.roundScored', { n: this.shownView()?.history.length ?? 1 }), tone: 'info' };
    }
    if (snapshot.you === null) return { text: dt('status.spectating'), tone: 'info' };
    if (isMyTurn(snapshot)) {
      if (this.selected)
        return { text: dt('status.chooseTarget', { card: cardName(dt, this.selected) }), tone: 'turn' };
      return { text: dt('status.chooseCard'), tone: 'turn' };
    }
    const other = snapshot.waitingFor.find((s) => s !== snapshot.you);
    if (other !== undefined) {
      const name = this.host.seatName(other);
      return snapshot.seats[other]?.kind === 'bot'
        ? { text: dt('status.thinking', { name }), tone: 'info' }
        : { text: dt('status.waiting', { name }), tone: 'info' };
    }
    if (v.phase === 'deal') return { text: dt('status.dealing'), tone: 'info' };
    return { text: i18n.t('status.waiting'), tone: 'info' };
  }

  destroy(): void {
    window.removeEventListener('keydown', this.onKey, true);
    window.removeEventListener('pointerdown', this.onPointer, true);
    Ticker.shared.remove(this.tick);
    this.unsubscribe();
    window.clearTimeout(this.refusalTimer);
    safeDestroy(this.finalDialog);
    this.finalDialog = null;
    killTweensDeep(this.view);
    this.view.destroy({ children: true });
  }

  /** Re-asks the status line once the scene has caught up (the table asks on snapshots only). */
  private pushStatus(): void {
    if (!this.view.destroyed) this.host.statusChanged();
  }

  // ————— the step queue —————

  private async step(snap: TableSnapshot, event: TableEvent): Promise<void> {
    if (this.view.destroyed) return;
    const next = viewOf(snap);
    const prevView = this.shownView();
    if (!next) {
      this.shown = snap;
      return;
    }
    if (this.host.replay && this.blocking && this.dialog) {
      this.blocking = false;
      this.closeDialog();
    }
    const eff = stepEffect(prevView, next, event);
    this.addLog(eff, prevView, next);
    this.hurry = false;
    const motion = this.host.ctx.motion;
    const animate =
      this.L !== null &&
      prevView !== null &&
      this.backlog <= 3 &&
      motion.duration(300) > 0 &&
      !this.view.destroyed;
    if (eff.kind === 'play') {
      this.host.ctx.audio.play('cardPlay');
      if (animate && prevView) await this.animatePlay(eff, prevView, next, snap);
      else if (eff.taken.length > 0) this.host.ctx.audio.play('overflow');
      if (eff.roundEnded) {
        if (animate) await this.clearTargets();
        this.host.ctx.audio.play('roundEnd');
        this.selected = null;
        this.render(snap);
        // A replay goes on at once: the summary stays up until the next step.
        if (this.host.replay) void this.showSummary(next.history.length - 1);
        else await this.showSummary(next.history.length - 1);
      }
    } else if (eff.kind === 'deal') {
      this.selected = null;
      this.render(snap, animate ? this.pileCentre() : null);
      if (animate) await this.dealToOthers(snap);
    }
    this.render(snap);
    if (snap.result && !this.finalDialog) {
      this.host.ctx.audio.play('winFanfare');
      this.showFinal(snap);
    }
  }

  /** Motion that goes at once after a click during the step. */
  private get m(): {
    to: Motion['to'];
    flight: Motion['flight'];
    wait: (ms: number) => Promise<void>;
  } {
    const motion = this.host.ctx.motion;
    const now = (): boolean => this.hurry;
    return {
      to: (t, v, o) => motion.to(t, v, now() ? { ...o, ms: 0, delay: 0 } : o),
      flight: (obj, to, o = {}) => motion.flight(obj, to, now() ? { ...o, ms: 0, delay: 0 } : o),
      wait: (ms) => (now() ? Promise.resolve() : motion.wait(ms)),
    };
  }

  private pileCentre(): { x: number; y: number } | null {
    return this.D ? { x: this.D.pile.x, y: this.D.pile.y } : null;
  }

  private seatPoint(seat: number): { x: number; y: number } {
    const D = this.D!;
    const r = D.plates[seat];
    return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : { x: this.L!.width / 2, y: 0 };
  }

  private async animatePlay(
    eff: PlayEffect,
    prev: DreizehnView,
    next: DreizehnView,
    snap: TableSnapshot,
  ): Promise<void> {
    const L = this.L!;
    const D = this.D!;
    const ctx = this.host.ctx;
    const motion = this.m;
    const tv = this.targets[eff.target];
    const before = prev.targets[eff.target];
    if (!tv || !before) return;
    const smallScale = D.smallCard.width / L.card.width;
    let sp: CardSprite | null = null;
    if (eff.seat === snap.you) {
      sp = this.hand.take(eff.card);
      if (sp) {
        const gp = sp.getGlobalPosition();
        this.fx.addChild(sp);
        const lp = this.fx.toLocal(gp);
        sp.position.set(lp.x, lp.y);
        // The rest of the hand closes the gap (the drawn card comes later).
        const rest = [...this.hand.cardCodes];
        this.hand.set(rest, new Set(), null, null);
      }
    }
    if (!sp) {
      sp = new CardSprite(ctx.cards, 'dreizehn', eff.card, L.card.width);
      const p = this.seatPoint(eff.seat);
      sp.position.set(p.x, p.y);
      sp.scale.set(0.35);
      sp.alpha = 0.2;
      this.fx.addChild(sp);
      void motion.to(sp, { alpha: 1 }, { ms: 120, kind: 'fade' });
    }
    const n = before.cards.length;
    const slots = tv.cardSlots(n + 1);
    const dest = slots[n]!;
    void tv.makeRoom(n + 1, (s, p) => motion.flight(s, p));
    await motion.flight(sp, { x: dest.x, y: dest.y, rotation: dest.rotation, scale: smallScale });
    const value = dreizehnCardValue(eff.card);
    const landed: DreizehnTargetView = {
      ...before,
      cards: [...before.cards, eff.card],
      total: before.total + value,
    };
    if (eff.taken.length === 0 && !eff.roundEnded) {
      const after = next.targets[eff.target];
      this.setTarget(eff.target, after ?? landed, snap);
    } else this.setTarget(eff.target, landed, snap);
    safeDestroy(sp);

    const jobs: Promise<void>[] = [];
    if (eff.drew) jobs.push(this.animateDraw(eff, next, snap));
    if (eff.taken.length > 0) jobs.push(this.animateOverflow(eff, landed, snap));
    await Promise.all(jobs);
  }

  private async animateOverflow(
    eff: PlayEffect,
    landed: DreizehnTargetView,
    snap: TableSnapshot,
  ): Promise<void> {
    const ctx = this.host.ctx;
    const motion = this.m;
    const tv = this.targets[eff.target]!;
    await motion.wait(260);
    ctx.audio.play('overflow');
    const sprites = tv.detachCards();
    for (const s of sprites) {
      const gp = s.getGlobalPosition();
      this.fx.addChild(s);
      const lp = this.fx.toLocal(gp);
      s.position.set(lp.x, lp.y);
    }
    const played = sprites.pop();
    const taken = sprites;
    const slot = tv.slot!;
    // The played card stays alone, the target shows its value.
    this.setTarget(eff.target, { ...landed, cards: [], total: dreizehnCardValue(eff.card) }, snap);
    const alone = tv.cardSlots(1)[0]!;
    const jobs: Promise<void>[] = [];
    if (played) jobs.push(motion.flight(played, alone));
    // Fan together…
    const cx = slot.x;
    await Promise.all(
      taken.map((s, i) =>
        motion.to(
          s,
          { x: cx + (i - (taken.length - 1) / 2) * 3, rotation: (i - taken.length / 2) * 0.04 },
          { ms: 200 },
        ),
      ),
    );
    // …turn face down…
    await Promise.all(taken.map((s) => motion.to(s.scale, { x: 0.01 }, { ms: 90, ease: 'power1.in' })));
    for (const s of taken) s.setCard(null);
    await Promise.all(taken.map((s) => motion.to(s.scale, { x: s.scale.y }, { ms: 90, ease: 'power1.out' })));
    // …and slide to the taker's stack.
    const to = this.facts[eff.seat]?.stackPoint ?? this.seatPoint(eff.seat);
    await Promise.all(
      taken.map((s, i) =>
        motion
          .flight(s, { x: to.x, y: to.y, rotation: 1.5708, scale: 0.3 }, { ms: 380, delay: i * 25 })
          .then(() => safeDestroy(s)),
      ),
    );
    await Promise.all(jobs);
    safeDestroy(played);
    this.setTarget(eff.target, { ...landed, cards: [eff.card], total: dreizehnCardValue(eff.card) }, snap);
    const f = this.facts[eff.seat];
    if (f && this.shown) {
      // The count grows as the cards arrive.
      const pv = viewOf(this.shown);
      if (pv) this.setFacts(eff.seat, (pv.takenCounts[eff.seat] ?? 0) + taken.length, pv);
    }
  }

  private async animateDraw(eff: PlayEffect, next: DreizehnView, snap: TableSnapshot): Promise<void> {
    const ctx = this.host.ctx;
    const D = this.D!;
    const L = this.L!;
    this.pile.set(
      next.drawPileSize,
      D.pile.x,
      D.pile.y,
      D.smallCard.width,
      L.scale,
      this.pileText(next.drawPileSize),
    );
    if (eff.seat === snap.you && next.hand) {
      this.hand.set(sortHand(next.hand), new Set(), null, { x: D.pile.x, y: D.pile.y });
      await this.m.wait(300);
      return;
    }
    const back = new CardSprite(ctx.cards, 'dreizehn', null, D.smallCard.width);
    back.position.set(D.pile.x, D.pile.y);
    this.fx.addChild(back);
    const p = this.seatPoint(eff.seat);
    await this.m.flight(back, { x: p.x, y: p.y, rotation: 0.2, scale: 0.6 });
    await this.m.to(back, { alpha: 0 }, { ms: 100, kind: 'fade' });
    safeDestroy(back);
  }

  private async clearTargets(): Promise<void> {
    const motion = this.m;
    await motion.wait(350);
    await Promise.all(this.targets.map((t) => motion.to(t.cards, { alpha: 0 }, { ms: 260, kind: 'fade' })));
    for (const t of this.targets) t.cards.alpha = 1;
  }

  private async dealToOthers(snap: TableSnapshot): Promise<void> {
    const ctx = this.host.ctx;
    const D = this.D!;
    const jobs: Promise<void>[] = [];
    snap.seats.forEach((_, seat) => {
      if (seat === snap.you) return;
      const back = new CardSprite(ctx.cards, 'dreizehn', null, D.smallCard.width);
      back.position.set(D.pile.x, D.pile.y);
      this.fx.addChild(back);
      const p = this.seatPoint(seat);
      jobs.push(
        ctx.motion
          .flight(back, { x: p.x, y: p.y, rotation: 0.3, scale: 0.6 }, { delay: seat * 60 })
          .then(() => this.m.to(back, { alpha: 0 }, { ms: 100, kind: 'fade' }))
          .then(() => safeDestroy(back)),
      );
    });
    await Promise.all(jobs);
  }

  // ————— drawing the state —————

  private pileText(n: number): string {
    return n > 0 ? this.dt('pile.count', { n }) : this.dt('pile.empty');
  }

  private targetCaption(t: DreizehnTargetView, v: DreizehnView): string {
    const dt = this.dt;
    let base =
      t.total === 0
        ? dt('target.empty')
        : t.total >= DREIZEHN_LIMIT
          ? dt('target.atLimit')
          : dt('target.toGo', { n: DREIZEHN_LIMIT - t.total });
    if (v.options.colorRule === 'firstCard' && t.colour === null && t.total > 0)
      base += ` · ${dt('target.noColour')}`;
    return base;
  }

  private targetMark(index: number, snap: TableSnapshot): TargetMark {
    const card = this.dragCard ?? this.selected;
    if (!card || !isMyTurn(snap)) return 'none';
    const v = viewOf(snap);
    const id = v?.targets[index]?.id;
    if (!id) return 'none';
    const legal = this.legalFor(card).includes(id);
    if (!legal) return 'illegal';
    if (this.dragCard ? this.dragOver === index : this.targetFocus === index) return 'focus';
    return 'legal';
  }

  private setTarget(index: number, t: DreizehnTargetView, snap: TableSnapshot): void {
    const D = this.D;
    const L = this.L;
    const v = viewOf(snap);
    if (!D || !L || !v) return;
    let tv = this.targets[index];
    if (!tv || tv.targetId !== t.id) {
      safeDestroy(tv);
      tv = new TargetView(this.host.ctx.cards, t.id);
      tv.on('pointertap', () => this.clickTarget(index));
      this.host.ctx.tooltip.attach(tv, () => this.targetTooltip(index));
      this.targetsLayer.addChildAt(tv, Math.min(index, this.targetsLayer.children.length));
      this.targets[index] = tv;
    }
    const mark = this.targetMark(index, snap);
    const card = this.dragCard ?? this.selected;
    let preview: { text: string; warn: boolean } | null = null;
    if (card && (mark === 'legal' || mark === 'focus')) {
      const p = previewOnTarget(t.total, t.cards.length, card);
      if (p) {
        preview = p.overflow
          ? {
              text:
                p.take > 0
                  ? this.dt('target.previewOverflow', { n: p.take })
                  : this.dt('target.previewOverflowNone'),
              warn: true,
            }
          : { text: this.dt('target.previewAdd', { value: p.value, total: p.newTotal }), warn: false };
      }
    }
    tv.set({
      view: t,
      slot: D.targets[index]!,
      scale: L.scale,
      cardWidth: D.smallCard.width,
      colorBlind: this.host.ctx.cards.colorBlindMode,
      // Under "first card decides" the targets are named by place: the name leads the caption.
      caption:
        v.options.colorRule === 'firstCard'
          ? `${this.dt(`target.tag.${t.id as 'left'}`)} · ${this.targetCaption(t, v)}`
          : this.targetCaption(t, v),
      tag: '',
      mark,
      preview,
    });
  }

  private targetTooltip(index: number): string {
    const v = this.shownView();
    const t = v?.targets[index];
    if (!t) return '';
    const name = targetName(this.dt, t.id);
    const label = name.charAt(0).toUpperCase() + name.slice(1);
    if (t.cards.length === 0) return this.dt('target.tooltipEmpty', { target: label });
    return this.dt('target.tooltip', {
      target: label,
      total: t.total,
      cards: t.cards.map((c) => cardName(this.dt, c)).join(', '),
    });
  }

  private setFacts(seat: number, taken: number, v: DreizehnView): void {
    const D = this.D;
    const L = this.L;
    if (!D || !L) return;
    let f = this.facts[seat];
    if (!f) {
      f = new FactsRow(this.host.ctx.cards, seat);
      f.stack.on('pointertap', () => {
        if (seat === this.shown?.you && viewOf(this.shown!)?.ownTaken) this.openPeek();
      });
      this.host.ctx.tooltip.attach(f.stack, () =>
        this.dt('seat.takenTooltip', {
          name: this.host.seatName(seat),
          n: this.shownView()?.takenCounts[seat] ?? 0,
        }),
      );
      this.factsLayer.addChild(f);
      this.facts[seat] = f;
    }
    const rect = D.facts[seat]!;
    const dealer = v.phase !== 'over' && v.dealer === seat ? this.dt('seat.dealerMark') : null;
    f.set(
      {
        taken,
        takenText: String(taken),
        points: this.dt('seat.points', { n: v.totals[seat] ?? 0 }),
        dealer,
        peekable: seat === this.shown?.you && v.ownTaken !== null,
        own: seat === this.shown?.you,
      },
      rect,
      L.scale,
    );
  }

  /** Draws everything from the snapshot (the end of every step). */
  private render(snap: TableSnapshot, enterFrom: { x: number; y: number } | null = null): void {
    this.shown = snap;
    const v = viewOf(snap);
    const L = this.L;
    const D = this.D;
    if (!v || !L || !D || this.view.destroyed) return;
    const ctx = this.host.ctx;
    const i18n = ctx.i18n;
    const s = L.scale;

    // Caption: round and table options.
    for (const c of this.captionLayer.removeChildren()) c.destroy();
    const parts = [
      this.dt('caption.round', {
        n: Math.min(v.round + (v.phase === 'play' ? 1 : 0), v.rounds) || 1,
        m: v.rounds,
      }),
      v.options.colorRule === 'firstCard' ? this.dt('rule.firstCard') : this.dt('rule.fixed'),
    ];
    if (v.options.memoryAid) parts.push(this.dt('rule.memoryAid'));
    const cap = new Text({ text: parts.join('  ·  '), style: font('caption', s, palette.textMuted) });
    fitText(cap, D.caption.maxWidth + 200 * s);
    cap.position.set(D.caption.x, D.caption.y);
    this.captionLayer.addChild(cap);

    // Seats.
    if (this.plates.length !== snap.seats.length) {
      for (const p of this.plates) p.destroy({ children: true });
      this.plates = snap.seats.map((_, seat) => {
        const p = new SeatPlate(L.plate.width, L.plate.height, s).register(seat);
        ctx.tooltip.attach(p, () => this.seatTooltip(seat));
        this.seatsLayer.addChild(p);
        return p;
      });
    }
    snap.seats.forEach((seat, i) => {
      const plate = this.plates[i]!;
      const r = D.plates[i]!;
      plate.position.set(r.x + r.width / 2, r.y + r.height / 2);
      const waiting = snap.result === null && snap.waitingFor.includes(i);
      plate.set({
        seat: i,
        name: seat.name,
        subtitle: seatSubtitle(i18n, snap, i, this.host.replay === true),
        cards: i === snap.you ? null : (v.handSizes[i] ?? 0),
        active: waiting,
        thinking: waiting && seat.kind === 'bot',
      });
      this.setFacts(i, v.takenCounts[i] ?? 0, v);
    });

    // Targets and pile.
    v.targets.forEach((t, i) => this.setTarget(i, t, snap));
    this.pile.set(v.drawPileSize, D.pile.x, D.pile.y, D.smallCard.width, s, this.pileText(v.drawPileSize));
    this.pile.visible = v.phase === 'play' || v.drawPileSize > 0;

    // Hand.
    const mine = isMyTurn(snap) && this.latest === snap;
    if (this.selected && (!mine || !v.hand?.includes(this.selected as DreizehnCard))) {
      this.selected = null;
      this.targetFocus = -1;
    }
    this.hand.active = this.canAct();
    this.hand.set(
      sortHand(v.hand ?? []),
      this.hand.active ? playableCards(snap.legal) : new Set(),
      this.selected,
      enterFrom,
    );
  }

  private seatTooltip(seat: number): string {
    const snap = this.shown;
    const v = this.shownView();
    const st = snap?.seats[seat];
    if (!snap || !v || !st) return '';
    const i18n = this.host.ctx.i18n;
    const who =
      st.kind === 'bot'
        ? i18n.t('seat.botLevel', { level: i18n.tDynamic(`bot.${st.level ?? ''}`, st.level ?? '') })
        : i18n.t('seat.player');
    return [
      `${st.name} — ${who}`,
      this.dt('seat.hand', { n: v.handSizes[seat] ?? 0 }),
      this.dt('seat.takenTooltip', { name: st.name, n: v.takenCounts[seat] ?? 0 }),
      this.dt('seat.points', { n: v.totals[seat] ?? 0 }),
      ...(v.dealer === seat && v.phase !== 'over' ? [this.dt('seat.dealer')] : []),
    ].join('\n');
  }

  private refreshMarks(): void {
    const snap = this.shown;
    const v = this.shownView();
    if (!snap || !v) return;
    v.targets.forEach((t, i) => this.setTarget(i, t, snap));
    this.hand.setSelection(this.selected);
    this.pushStatus();
  }

  private buildButtons(): void {
    for (const c of this.buttonsLayer.removeChildren()) c.destroy({ children: true });
    const L = this.L;
    const D = this.D;
    if (!L || !D) return;
    const s = L.scale;
    const mk = (label: string, id: string, onPress: () => void): Button =>
      new Button({ label, id, scale: s, height: D.buttons.height, variant: 'secondary', onPress });
    const buttons = [
      mk(this.dt('button.last'), 'dz.last', () => this.openLast()),
      mk(this.dt('button.log'), 'dz.log', () => this.openLog()),
      mk(this.dt('button.sheet'), 'dz.sheet', () => this.openSheet()),
    ];
    let x = D.buttons.right;
    for (const b of [...buttons].reverse()) {
      x -= b.bw;
      b.position.set(x, D.buttons.y);
      x -= 8 * s;
      this.buttonsLayer.addChild(b);
    }
  }

  // ————— playing —————

  private choose(code: string): void {
    if (!this.canAct()) return;
    const targets = this.legalFor(code);
    if (targets.length === 1) {
      this.play(code, targets[0]!);
      return;
    }
    if (targets.length === 0) return;
    if (this.selected === code) {
      this.selected = null;
      this.targetFocus = -1;
    } else {
      this.selected = code;
      const v = this.shownView();
      this.targetFocus = v ? v.targets.findIndex((t) => targets.includes(t.id)) : -1;
    }
    this.refreshMarks();
  }

  private play(card: string, target: string): void {
    if (!this.canAct()) return;
    this.lastAttempt = { card, target };
    const legal = this.latest!.legal.find((a) => a.type === 'play' && a.card === card && a.target === target);
    if (legal) {
      this.acted = true;
      this.selected = null;
      this.targetFocus = -1;
      this.hand.active = false;
      this.refreshMarks();
      this.host.act(legal);
    } else {
      // Not legal: the host refuses it with its reason, and nothing changes.
      this.host.act({ type: 'play', card, target });
    }
  }

  private clickTarget(index: number): void {
    const v = this.shownView();
    const id = v?.targets[index]?.id;
    if (!id || !this.canAct()) return;
    if (this.selected) this.play(this.selected, id);
  }

  private targetAt(global: { x: number; y: number }): number {
    const D = this.D;
    if (!D) return -1;
    const p = this.view.toLocal(global);
    return D.targets.findIndex(
      (t) =>
        p.x >= t.column.x &&
        p.x <= t.column.x + t.column.width &&
        p.y >= t.column.y - 20 &&
        p.y <= t.column.y + t.column.height,
    );
  }

  private drop(code: string, global: { x: number; y: number }): boolean {
    this.dragCard = null;
    this.dragOver = -1;
    const i = this.targetAt(global);
    const v = this.shownView();
    const id = i >= 0 ? v?.targets[i]?.id : undefined;
    if (!id || !this.canAct()) {
      this.refreshMarks();
      return false;
    }
    const legal = this.legalFor(code).includes(id);
    this.play(code, id);
    if (!legal) this.refreshMarks();
    return legal;
  }

  private dragMove(code: string | null, global: { x: number; y: number } | null): void {
    const over = global ? this.targetAt(global) : -1;
    if (code === this.dragCard && over === this.dragOver) return;
    this.dragCard = code;
    this.dragOver = over;
    const snap = this.shown;
    const v = this.shownView();
    if (snap && v) v.targets.forEach((t, i) => this.setTarget(i, t, snap));
  }

  private showRefusal(rule: string, reason: string): void {
    const L = this.L;
    const D = this.D;
    const v = this.shownView();
    if (!L || !D || !v || this.view.destroyed) return;
    const dt = this.dt;
    const a = this.lastAttempt;
    let msg = dt('refuse.generic', { reason });
    if (rule === 'not-your-turn') msg = dt('refuse.notYourTurn');
    else if (a && isDreizehnCard(a.card)) {
      const colour = dreizehnCardColour(a.card);
      const t = v.targets.find((x) => x.id === a.target);
      if (colour && rule === 'wrong-target' && v.options.colorRule === 'fixed') {
        msg = dt('refuse.wrongTarget', { adj: dt(`colourAdj.${colour}`) });
      } else if (colour && rule === 'wrong-target' && t?.colour) {
        msg = dt('refuse.otherColour', {
          target: targetName(dt, t.id),
          colour: dt(`colour.${t.colour}`),
          card: cardName(dt, a.card),
        });
      } else if (colour && rule === 'colour-on-other-target') {
        const other = v.targets.find((x) => x.colour === colour);
        if (other)
          msg = dt('refuse.mustGoOther', {
            target: targetName(dt, other.id),
            colour: dt(`colour.${colour}`),
            card: cardName(dt, a.card),
          });
      }
    }
    safeDestroy(this.refusal);
    const s = L.scale;
    const c = new Container();
    const t = new Text({
      text: msg,
      style: { ...font('label', s, palette.text), wordWrap: true, wordWrapWidth: 420 * s },
    });
    const pw = t.width + 32 * s;
    const ph = t.height + 18 * s;
    c.addChild(
      new Graphics()
        .roundRect(0, 3 * s, pw, ph, 12 * s)
        .fill({ color: 0x000000, alpha: 0.3 })
        .roundRect(0, 0, pw, ph, 12 * s)
        .fill({ color: palette.panel, alpha: 0.97 })
        .roundRect(0, 0, pw, ph, 12 * s)
        .stroke({ width: 2 * s, color: palette.danger }),
    );
    t.position.set(16 * s, 9 * s);
    c.addChild(t);
    const ti = a ? v.targets.findIndex((x) => x.id === a.target) : -1;
    const slot = D.targets[ti >= 0 ? ti : 1];
    const x = Math.max(8 * s, Math.min(L.width - pw - 8 * s, slot.x - pw / 2));
    c.position.set(x, slot.cardsY - ph / 2);
    this.fx.addChild(c);
    testId(c, 'refusal');
    // This says it in the player's language; the generic toast (the host's English) can go.
    this.host.ctx.toasts.clear();
    this.refusal = c;
    window.clearTimeout(this.refusalTimer);
    this.refusalTimer = window.setTimeout(() => {
      if (this.refusal === c) {
        void this.host.ctx.motion.to(c, { alpha: 0 }, { ms: 200, kind: 'fade' }).then(() => {
          safeDestroy(c);
          if (this.refusal === c) this.refusal = null;
        });
      }
    }, 3600);
  }

  // ————— keyboard —————

  private key(e: KeyboardEvent): void {
    if (this.view.destroyed || !this.view.parent) return;
    const active = document.activeElement;
    if (active && (active.tagName === 'INPUT' || active.tagName === 'TEXTAREA')) return;
    const d = this.finalDialog ?? this.dialog;
    const stop = (): void => {
      e.preventDefault();
      e.stopPropagation();
    };
    if (d) {
      switch (e.key) {
        case 'Escape':
          d.onEscape();
          break;
        case 'Tab':
          d.move(e.shiftKey ? -1 : 1);
          break;
        case 'ArrowLeft':
        case 'ArrowUp':
          d.move(-1);
          break;
        case 'ArrowRight':
        case 'ArrowDown':
          d.move(1);
          break;
        case 'Enter':
        case ' ':
          d.activate();
          break;
        default:
          return;
      }
      stop();
      return;
    }
    if (!this.canAct()) return;
    const v = this.shownView();
    if (!v) return;
    const dir = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (dir !== 0) {
      if (this.selected) {
        const legal = this.legalFor(this.selected);
        const idx = v.targets.map((t, i) => (legal.includes(t.id) ? i : -1)).filter((i) => i >= 0);
        if (idx.length) {
          const at = idx.indexOf(this.targetFocus);
          this.targetFocus = idx[(at + dir + idx.length) % idx.length]!;
          this.refreshMarks();
        }
      } else this.hand.moveFocus(dir as 1 | -1);
      stop();
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      if (this.selected) {
        const id = v.targets[this.targetFocus]?.id;
        if (id) this.play(this.selected, id);
      } else if (this.hand.focusedCode) this.choose(this.hand.focusedCode);
      else this.hand.setFocus(0);
      stop();
      return;
    }
    if (this.selected && (e.key === '1' || e.key === '2' || e.key === '3')) {
      const id = v.targets[Number(e.key) - 1]?.id;
      if (id) this.play(this.selected, id);
      stop();
      return;
    }
    if (e.key === 'Escape' && this.selected) {
      this.selected = null;
      this.targetFocus = -1;
      this.refreshMarks();
      stop();
    }
  }

  // ————— dialogs —————

  private dialogArea(): { x: number; y: number; width: number; height: number } {
    return this.D!.dialog;
  }

  private reopen: (() => void) | null = null;

  private reopenDialog(): void {
    const again = this.reopen;
    this.dialog?.destroy({ children: true });
    this.dialog = null;
    again?.();
  }

  private setDialog(d: Dialog | null, reopen: (() => void) | null): void {
    this.dialog?.destroy({ children: true });
    this.dialog = d;
    this.reopen = reopen;
    if (d) this.dialogLayer.addChild(d);
    this.hand.active = this.canAct();
    this.pushStatus();
  }

  private closeDialog(): void {
    this.setDialog(null, null);
    if (this.shown) this.render(this.shown);
  }

  private showSummary(roundIndex: number): Promise<void> {
    return new Promise((resolve) => {
      const open = (): void => {
        const L = this.L;
        const v = this.shownView();
        if (!L || !v) {
          this.blocking = false;
          resolve();
          return;
        }
        const done = (): void => {
          this.blocking = false;
          this.closeDialog();
          resolve();
        };
        const d = new Dialog(
          'summary',
          this.dt('summary.title', { n: roundIndex + 1, m: v.rounds }),
          this.dialogArea(),
          L.scale,
          [
            {
              label: this.dt('button.sheet'),
              id: 'summary.sheet',
              onPress: () => this.openSheet(() => open()),
            },
            { label: this.dt('summary.continue'), id: 'summary.continue', primary: true, onPress: done },
          ],
          done,
          { width: (v.players > 3 ? 1040 : 760) * L.scale },
        );
        summaryBody(d, this.dt, this.names, v, roundIndex, L.scale);
        d.finish();
        this.blocking = true;
        this.setDialog(d, open);
      };
      open();
    });
  }

  private openSheet(back?: () => void): void {
    const L = this.L;
    const v = this.shownView();
    if (!L || !v) return;
    const close = back ?? ((): void => this.closeDialog());
    const d = new Dialog(
      'sheet',
      this.dt('sheet.title'),
      this.dialogArea(),
      L.scale,
      [{ label: this.dt('button.close'), id: 'sheet.close', primary: true, onPress: close }],
      close,
      { width: Math.min(160 * L.scale + v.players * 130 * L.scale + 220 * L.scale, 860 * L.scale) },
    );
    sheetBody(d, this.dt, this.names, v.history, v.players, v.rounds, L.scale);
    d.finish();
    this.setDialog(d, () => this.openSheet(back));
  }

  private openLog(): void {
    const L = this.L;
    if (!L) return;
    const close = (): void => this.closeDialog();
    const d = new Dialog(
      'log',
      this.dt('log.title'),
      this.dialogArea(),
      L.scale,
      [{ label: this.dt('button.close'), id: 'log.close', primary: true, onPress: close }],
      close,
      {
        width: 640 * L.scale,
      },
    );
    linesBody(d, this.logLines, this.dt('log.empty'), this.dialogArea().height - 170 * L.scale, L.scale);
    d.finish();
    this.setDialog(d, () => this.openLog());
  }

  private openLast(): void {
    const L = this.L;
    const D = this.D;
    const v = this.shownView();
    if (!L || !D || !v) return;
    const close = (): void => this.closeDialog();
    const d = new Dialog(
      'last',
      this.dt('last.title'),
      this.dialogArea(),
      L.scale,
      [{ label: this.dt('button.close'), id: 'last.close', primary: true, onPress: close }],
      close,
      {
        width: 640 * L.scale,
      },
    );
    const plays = v.log.slice(-v.players);
    if (plays.length === 0) {
      linesBody(d, [], this.dt('last.none'), 200 * L.scale, L.scale);
    } else {
      let y = 0;
      const cw = D.smallCard.width;
      for (const p of plays) {
        const sp = new CardSprite(this.host.ctx.cards, 'dreizehn', p.card, cw);
        sp.scale.set(0.7);
        sp.position.set((cw * 0.7) / 2, y + (cw * 1.4 * 0.7) / 2);
        const line =
          p.took > 0
            ? this.dt('log.overflow', {
                name: this.host.seatName(p.seat),
                card: cardName(this.dt, p.card),
                target: targetName(this.dt, p.target),
                n: p.took,
              })
            : `${this.host.seatName(p.seat)} → ${cardName(this.dt, p.card)} · ${targetName(this.dt, p.target)}`;
        const t = new Text({
          text: line,
          style: font('body', L.scale, p.took > 0 ? palette.accent : palette.text),
        });
        fitText(t, d.bodyWidth - cw - 20 * L.scale);
        t.position.set(cw * 0.7 + 16 * L.scale, y + (cw * 1.4 * 0.7 - t.height) / 2);
        d.body.addChild(sp, t);
        y += cw * 1.4 * 0.7 + 8 * L.scale;
      }
    }
    d.finish();
    this.setDialog(d, () => this.openLast());
  }

  private openPeek(): void {
    const L = this.L;
    const D = this.D;
    const v = this.shownView();
    if (!L || !D || !v || !v.ownTaken) return;
    const close = (): void => this.closeDialog();
    const d = new Dialog(
      'peek',
      this.dt('peek.title'),
      this.dialogArea(),
      L.scale,
      [{ label: this.dt('button.close'), id: 'peek.close', primary: true, onPress: close }],
      close,
      {
        width: 640 * L.scale,
      },
    );
    const hint = new Text({
      text: v.ownTaken.length ? this.dt('peek.hint') : this.dt('peek.none'),
      style: font('caption', L.scale, palette.textMuted),
    });
    d.body.addChild(hint);
    cardsRow(
      d,
      this.host.ctx.cards,
      sortHand(v.ownTaken) as DreizehnCard[],
      hint.height + 10 * L.scale,
      D.smallCard.width,
    );
    d.finish();
    this.setDialog(d, () => this.openPeek());
  }

  /** The final ranking with the whole score sheet, above the table's chrome. */
  private showFinal(snap: TableSnapshot): void {
    const L = this.L;
    const v = viewOf(snap);
    if (!L || !v || !snap.result) return;
    const s = L.scale;
    const area = {
      x: 20 * s,
      y: L.topBar.height + 10 * s,
      width: L.width - 40 * s,
      height: L.height - L.topBar.height - 20 * s,
    };
    const d = new Dialog(
      'final',
      this.dt('final.title'),
      area,
      s,
      [
        this.host.replay
          ? {
              label: this.dt('button.close'),
              id: 'final.close',
              primary: true,
              onPress: () => {
                safeDestroy(this.finalDialog);
                this.finalDialog = null;
                this.pushStatus();
              },
            }
          : {
              label: this.dt('final.menu'),
              id: 'final.menu',
              primary: true,
              onPress: () => {
                this.host.ctx.conn.send({ type: 'leaveTable' });
                this.host.ctx.showMenu();
              },
            },
      ],
      () => undefined,
      { width: Math.min(820 * s, area.width), backdrop: { x: 0, y: 0, width: L.width, height: L.height } },
    );
    finalBody(d, this.dt, this.names, snap.result.totals, snap.result.winners, s);
    const sheetTop = d.body.height + 22 * s;
    const sub = new Dialog('final-sheet', '', area, s, [], () => undefined, {
      width: Math.min(820 * s, area.width),
    });
    sheetBody(sub, this.dt, this.names, v.history, v.players, v.rounds, s);
    sub.body.position.set(0, sheetTop);
    d.body.addChild(sub.body);
    sub.destroy();
    d.finish();
    testId(d, 'final');
    // Above the table's own result box (which ranks higher totals first).
    this.host.ctx.nav.overlay.addChildAt(d, 0);
    this.finalDialog = d;
    this.pushStatus();
  }

  // ————— log —————

  private addLog(eff: StepEffect, prev: DreizehnView | null, next: DreizehnView): void {
    const dt = this.dt;
    if (eff.kind === 'deal') {
      this.logLines.push(dt('log.deal', { n: eff.round + 1, name: this.host.seatName(eff.dealer) }));
    } else if (eff.kind === 'play' && prev) {
      const before = prev.targets[eff.target];
      const name = this.host.seatName(eff.seat);
      const card = cardName(dt, eff.card);
      const target = targetName(dt, before?.id ?? '');
      if (eff.taken.length > 0)
        this.logLines.push(dt('log.overflow', { name, card, target, n: eff.taken.length }));
      else
        this.logLines.push(
          dt('log.play', { name, card, target, total: (before?.total ?? 0) + dreizehnCardValue(eff.card) }),
        );
      if (eff.roundEnded) {
        const r = next.history[next.history.length - 1];
        const scores = r ? r.scores.map((p, seat) => `${this.host.seatName(seat)} ${p}`).join(', ') : '';
        this.logLines.push(`${dt('log.roundEnd', { n: next.history.length })}: ${scores}`);
      }
    }
    if (this.logLines.length > 400) this.logLines.splice(0, this.logLines.length - 400);
  }
}
