/**
 * The table scene of Die sieben Siegel. Snapshots are queued and each step's event is
 * animated against the previous snapshot (card flights, the trick sliding to its winner,
 * seals hopping along arcs, the saboteur walking); after every step the scene re-syncs to
 * exactly what the snapshot shows. A click during an animation finishes it (and the rest
 * of the queue) at once.
 */
import { Container, Graphics } from 'pixi.js';
import {
  emptySeals,
  type CompletedTrick,
  type SealCounts,
  type SealKind,
  type SiegelView,
} from '../../../shared/games/siegel';
import type { TableSnapshot } from '../../../shared/protocol';
import type { SiegelFacts } from '../../../shared/scene-facts';
import { sealToken } from '../../art/tokens';
import { arcPoint, flightMs } from '../../core/motion';
import { markStack } from '../../core/layout-audit';
import { testId } from '../../core/testhook';
import { findRoom, PRIORITY } from '../../layout/room';
import type { Point } from '../../layout/scale';
import type { TableLayout } from '../../layout/table';
import type { SceneHost, SceneStatus } from '../../scenes/registry';
import { palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import type { HandFeel } from '../common/hand';
import { panelCtx } from '../common/panels';
import type { PanelKind, PanelSpec } from '../common/panel-spec';
import { TableScene, type KeyTarget, type SceneConfig, type TestFacts } from '../common/scene-base';
import { cachedViews, isWaiting } from '../common/views';
import { rackPoints, siegelLayout, supplyPoint, type SiegelLayout } from './layout';
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
import { lastTrickContent, rankingContent, ReturnPrompt, sheetContent, summaryContent } from './panels';
import { SealRack, SaboteurFigure, SupplyTray } from './pieces';
import { PredictDialog } from './predict';
import { isMyTurn, logLines, refusalText, sealList, statusLine } from './text';
import { botLevelName } from '../../i18n';

/** The Siegel hand's own feel (a little lower rise, a quicker deal, a shorter reason). */
const SIEGEL_HAND: HandFeel = {
  faceX: 0.28,
  riseRoom: 0.25,
  dealStagger: 28,
  reasonWidth: 520,
  reasonMs: 2600,
};

/** The snapshot's view with every field present (see normalizeView). */
const viewOf = cachedViews((snap) => normalizeView(snap.view, snap.seats.length, snap.legal));

const CONFIG: SceneConfig = {
  game: 'siegel',
  hand: { deck: 'siegel', label: 'siegel-hand', feel: SIEGEL_HAND },
  text: (i18n, key) => i18n.t(`siegel.${key}`),
  sheetLabel: (i18n) => i18n.t('siegel.btn.scores'),
  stepEnd: 'round',
};

export class SiegelScene extends TableScene<SiegelLayout> {
  private readonly trickLayer = new Container({ label: 'siegel-trick' });
  private readonly supply = new SupplyTray();
  private readonly saboteur = new SaboteurFigure();
  private racks: SealRack[] = [];
  private dispCentre: SealCounts = emptySeals();
  private dispSeals: SealCounts[] = [];
  private dispTricks: number[] = [];
  private predict: PredictDialog | null = null;
  private predictKey = '';
  private draft: Draft = emptyDraft();
  private returnPrompt: ReturnPrompt | null = null;
  constructor(host: SceneHost) {
    super(host, CONFIG);
    const ctx = this.ctx;
    // The trick's cards lie over each other on purpose.
    markStack(this.trickLayer);
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
      return list ? ctx.i18n.t('siegel.supply.tip', { list }) : ctx.i18n.t('siegel.supply.title');
    });
    ctx.tooltip.attach(this.saboteur, () => {
      const v = this.shown ? viewOf(this.shown) : null;
      const base = v?.options.saboteurBase ?? 4;
      return `${ctx.i18n.t('app.token.saboteur')} — ${ctx.i18n.t('siegel.predict.saboteurHint', { base })}`;
    });
  }

  private name(seat: number): string {
    return this.seatName(seat);
  }

  // -------------------------------------------------------------------------------------------
  // GameScene

  protected layoutFor(L: TableLayout): SiegelLayout {
    return siegelLayout(L, this.shown?.seats.length ?? L.seats.length, this.shown?.you ?? null);
  }

  protected gameStatus(snapshot: TableSnapshot): SceneStatus | null {
    if (snapshot.game !== 'siegel') return null;
    const latest = viewOf(snapshot);
    const shownRounds = this.shown ? viewOf(this.shown).history.length : latest.history.length;
    if (!snapshot.result && (this.overlayKind === 'summary' || latest.history.length > shownRounds)) {
      return {
        text: this.ctx.i18n.t('siegel.status.summary', { round: latest.history.length }),
        tone: 'info',
      };
    }
    const line = statusLine(this.lang, snapshot, latest, (s) => this.name(s));
    return { text: line.text, tone: line.tone };
  }

  protected async animateStep(prev: TableSnapshot | null, snap: TableSnapshot): Promise<void> {
    const next = viewOf(snap);
    const prevView = prev ? viewOf(prev) : null;
    const step = describeStep(prevView, next, snap.event);
    this.addLog(logLines(this.lang, step, next, (s) => snap.seats[s]?.name ?? `#${s + 1}`));
    if (!prevView || !this.lay) return;
    const lay = this.lay;
    const { motion, audio } = this.ctx;
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
        if (step.completed) await this.finishTrick(step.completed, step.moves, 1200);
        return;
      }
      case 'return':
        if (step.completed) await this.finishTrick(step.completed, step.moves, 250);
        return;
      default:
        return;
    }
  }

  protected phaseEnded(prev: TableSnapshot, snap: TableSnapshot): boolean {
    return viewOf(snap).history.length > viewOf(prev).history.length;
  }

  protected phasesEnded(snap: TableSnapshot): number {
    return viewOf(snap).history.length;
  }

  /** The round's scores go to the log as the summary opens. */
  protected override onPhaseEnd(snap: TableSnapshot): void {
    const next = viewOf(snap);
    const summary = next.history[next.history.length - 1]!;
    const list = summary.scores.map((v, i) => `${snap.seats[i]?.name ?? i} ${v}`).join(', ');
    this.log.push(this.ctx.i18n.t('siegel.log.roundEnd', { round: next.history.length, list }));
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

  /** A finished trick: shown with its winner for `pause` ms, then it goes to them and the seals it moved fly. */
  private async finishTrick(trick: CompletedTrick, moves: SealMove[], pause: number): Promise<void> {
    this.renderTrick(trick.plays, trick.winner);
    if (this.animating) await this.ctx.motion.wait(pause);
    await this.collectTrick(trick.winner);
    await this.flySeals(moves, 0, true);
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
    const rack = lay.seats[place]?.seals;
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
          spot,
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

  protected clearSeatPieces(): void {
    for (const r of this.racks) r.destroy({ children: true });
    this.racks = [];
  }

  protected addSeatPieces(seat: number): void {
    const rack = new SealRack(seat);
    this.attachSeatTip(rack, seat);
    this.tableLayer.addChild(rack);
    this.racks.push(rack);
  }

  protected override addStatic(lay: SiegelLayout): void {
    this.saboteur.setFigureSize(lay.saboteurSize);
  }

  protected seatTip(seat: number, snap: TableSnapshot): string[] {
    const v = viewOf(snap);
    const i18n = this.ctx.i18n;
    const st0 = snap.seats[seat];
    const lines: string[] = [];
    if (st0) {
      const who =
        seat === snap.you
          ? i18n.t('siegel.you')
          : st0.kind === 'bot'
            ? i18n.t('app.seat.botLevel', { level: botLevelName(i18n.language, st0.level ?? '') })
            : i18n.t('app.seat.player');
      lines.push(`${st0.name} — ${who}`);
    }
    const held = sealList(this.lang, this.dispSeals[seat] ?? v.seals[seat] ?? {});
    lines.push(held ? i18n.t('siegel.seat.holds', { list: held }) : i18n.t('siegel.seat.holdsNothing'));
    const entry = v.predictions.find((p) => p.seat === seat);
    if (entry?.type === 'saboteur') lines.push(i18n.t('siegel.seat.saboteur'));
    else if (entry)
      lines.push(i18n.t('siegel.seat.predicted', { list: sealList(this.lang, entry.seals) || '0' }));
    const n = v.tricksWon[seat] ?? 0;
    lines.push(n === 1 ? i18n.t('siegel.seat.trickOne') : i18n.t('siegel.seat.tricks', { n }));
    return lines;
  }

  protected handSize(snap: TableSnapshot, seat: number): number | null {
    return viewOf(snap).handSizes[seat] ?? null;
  }

  /** The seal counts as the snapshot has them; the racks, supply, saboteur, trick and hand. */
  protected syncTable(snap: TableSnapshot, lay: SiegelLayout, animateHand: boolean): void {
    const v = viewOf(snap);
    this.dispCentre = { ...v.centre };
    this.dispSeals = v.seals.map((c) => ({ ...c }));
    this.dispTricks = [...v.tricksWon];
    const mine = isMyTurn(snap);
    snap.seats.forEach((_, i) => {
      const spot = lay.seats[i];
      if (!spot) return;
      this.racks[i]?.set(
        this.dispSeals[i] ?? emptySeals(),
        this.dispTricks[i] ?? 0,
        spot,
        lay,
        this.colorBlind,
        isWaiting(snap, i),
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
      // The card a seat played to the trick (the lesson's coach points at it).
      testId(c, `trick:${p.seat}`);
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
        compact: this.L?.form.compact ?? false,
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
      const rp = new ReturnPrompt(
        lay.s,
        this.lang,
        v.returnChoices,
        this.colorBlind,
        this.promptWidth(lay),
        (kind) => this.send({ type: 'return', seal: kind }),
        this.L?.form.name === 'short',
      );
      const b = rp.getLocalBounds();
      rp.position.set(...this.promptAt(lay, b.width, b.height));
      this.returnPrompt = rp;
      this.uiLayer.addChild(rp);
    } else if (this.returnPrompt) {
      this.returnPrompt.destroy({ children: true });
      this.returnPrompt = null;
    }
    void i18n;
  }

  /**
   * How wide the return prompt may be: the whole width, but on a phone on its side only the
   * side of the trick with more room (its words wrap), so that it can stand beside the trick.
   */
  private promptWidth(lay: SiegelLayout): number {
    const s = lay.s;
    const whole = lay.prompt.width - 16 * s;
    const trick = lay.regions.find((r) => r.id === 'trick')?.rect;
    if (!trick || this.L?.form.name !== 'short') return whole;
    const side = Math.max(trick.x - lay.prompt.x, lay.prompt.x + lay.prompt.width - (trick.x + trick.width));
    return side - 16 * s >= 300 * s ? side - 16 * s : whole;
  }

  /**
   * Where the return prompt stands: centred under the trick, just above the status line —
   * unless that covers the trick (a phone on its side): then the nearest place that does not.
   */
  private promptAt(lay: SiegelLayout, w: number, h: number): [number, number] {
    const s = lay.s;
    const home = {
      x: Math.min(
        Math.max(lay.prompt.x + 8 * s, lay.trickCentre.x - w / 2),
        lay.prompt.x + lay.prompt.width - 8 * s - w,
      ),
      y: lay.promptBottom - h,
    };
    const room = findRoom({
      within: lay.prompt,
      width: w,
      height: h,
      priority: PRIORITY.board,
      // Only the trick (the card it is about) must stay in sight; the tray and the racks may hide.
      regions: lay.regions.map((r) =>
        r.id === 'trick' ? r : { ...r, priority: Math.min(r.priority, PRIORITY.board - 1) },
      ),
      prefer: [home],
    });
    return [Math.round(room?.x ?? home.x), Math.round(room?.y ?? home.y)];
  }

  // -------------------------------------------------------------------------------------------
  // Acting

  protected withdraw(snap: TableSnapshot): void {
    this.predict?.destroy({ children: true });
    this.predict = null;
    this.returnPrompt?.destroy({ children: true });
    this.returnPrompt = null;
    this.hand.set({ cards: sortHand(viewOf(snap).hand), choosable: [], active: false }, false);
  }

  protected pick(code: string): void {
    const snap = this.shown;
    if (!snap || !isMyTurn(snap)) return;
    const action = snap.legal.find((a) => a.type === 'play' && a.card === code);
    if (action) this.send(action);
  }

  protected refusal(snap: TableSnapshot, code: string): string {
    const v = viewOf(snap);
    return v.phase === 'play' ? refusalText(this.lang, v, code, snap.cardRefusals[code]) : '';
  }

  // -------------------------------------------------------------------------------------------
  // Overlays

  protected overlaySpec(kind: PanelKind, lay: SiegelLayout, snap: TableSnapshot): PanelSpec | null {
    const v = viewOf(snap);
    const i18n = this.ctx.i18n;
    const s = lay.s;
    const c = { ...panelCtx(s, this.lang, (seat) => this.name(seat)), colorBlind: this.colorBlind };
    switch (kind) {
      case 'summary': {
        const summary = v.history[v.history.length - 1];
        if (!summary) return null;
        return {
          // A lesson plays one round: it says so, not "Round 1 of 6".
          title: snap.lesson
            ? i18n.t('app.lesson.oneRound')
            : i18n.t('siegel.summary.title', { round: v.history.length, count: v.roundCount }),
          buttons: [this.continueButton(i18n.t('siegel.summary.continue'))],
          build: (r) => summaryContent(c, r, summary, v.totals, v.options.saboteurBase, snap.you),
        };
      }
      case 'ranking':
        return { build: (r) => rankingContent(c, r, v) };
      case 'sheet':
        return {
          build: (r) => sheetContent(c, r, v, snap.you),
          width: 700 * s,
        };
      case 'last':
        return { build: (r) => lastTrickContent(c, r, v.lastTrick, this.ctx.cards), width: 640 * s };
    }
  }

  protected activePrompt(): KeyTarget | null {
    return this.predict ?? this.returnPrompt;
  }

  // -------------------------------------------------------------------------------------------
  // Test hook

  protected testFacts(): TestFacts<SiegelFacts> {
    const view = (): SiegelView | null => (this.shown ? viewOf(this.shown) : null);
    return {
      phase: () => view()?.phase ?? 'none',
      dialog: () => (this.predict ? 'predict' : this.returnPrompt ? 'return' : null),
      hand: () => sortHand(view()?.hand ?? []),
      trickCards: () => this.trickLayer.children.length,
    };
  }
}
