/**
 * The SevenSins table scene. Snapshots are queued and each step's event is animated against
 * the previous snapshot (the deal, a card flying to the trick, the finished trick staying a
 * moment with its winner marked and sliding to that seat, a bid popping up on its badge);
 * after every step the scene re-syncs to exactly what the snapshot shows. A click during an
 * animation finishes it (and the rest of the queue) at once.
 *
 * What the table shows from the view is drawn by table-draw.ts, the trump and bid dialogs
 * are built by decisions.ts, the panels by panels.ts and the words come from text.ts.
 */
import { challengeDealText } from '../../challenge/model';
import { Container } from 'pixi.js';
import type {
  SevenSinsCompletedTrick,
  SevenSinsKitsuneForm,
  SevenSinsView,
} from '../../../shared/games/sevensins';
import { sevensinsDefaultPhases } from '../../../shared/games/sevensins';
import type { TableSnapshot } from '../../../shared/protocol';
import type { SevenSinsFacts } from '../../../shared/scene-facts';
import { promptArea, type TableLayout } from '../../layout/table';
import type { SceneHost, SceneStatus } from '../../scenes/registry';
import { seatSubtitle } from '../../ui/seatPlate';
import { panelCtx } from '../common/panels';
import type { PanelKind, PanelSpec } from '../common/panel-spec';
import { TableScene, type KeyTarget, type SceneConfig, type TestFacts } from '../common/scene-base';
import { SEVENSINS_HAND } from '../common/hand';
import { cachedViews } from '../common/views';
import { firstElementInTrick, sortCards } from '../elements/cards';
import { refusalText } from '../elements/words';
import { KitsunePrompt } from '../elements/kitsune';
import { TrickArea } from '../elements/trick';
import { bidDialog, trumpDialog } from './decisions';
import type { ChoiceDialog } from './dialogs';
import { sevensinsLayout, type SevenSinsLayout } from './layout';
import {
  bidOptions,
  describeStep,
  isMyTurn,
  kitsuneForms,
  legalCards,
  normalizeView,
  seatFacts,
  trumpChoices,
} from './model';
import { lastTrickContent, rankingContent, sheetContent, summaryContent } from './panels';
import { drawBlindCards, syncBadges, syncPanels } from './table-draw';
import { cueText, logLines, statusLine, trumpTipText } from './text';
import { PhasePanel, SeatBadge, TrumpPanel } from './widgets';
import { text } from '../../../shared/i18n/format';

const viewOf = cachedViews((snap) => normalizeView(snap.view, snap.seats.length));

const CONFIG: SceneConfig = {
  game: 'sevensins',
  hand: SEVENSINS_HAND,
  text: (i18n, key) => i18n.t(`sevensins.${key}`),
  sheetLabel: (i18n) => i18n.t('sevensins.btn.scores'),
  log: { width: 820, lineHeight: 25 },
};

export class SevenSinsScene extends TableScene<SevenSinsLayout> {
  private readonly blindLayer = new Container({ label: 'sevensins-blind' });
  private readonly trick: TrickArea;
  private readonly trumpPanel: TrumpPanel;
  private readonly phasePanel = new PhasePanel();
  private badges: SeatBadge[] = [];
  private dialog: ChoiceDialog | null = null;
  private dialogKey = '';
  private kitsune: KitsunePrompt | null = null;
  private kitsuneOpen = false;
  /** The score sheet is looked at from the phase summary (closing it returns to the summary). */
  private summarySheet = false;
  /** The phase's last trick, kept on the table while a lesson's note explains it. */
  private heldTrick: SevenSinsCompletedTrick | null = null;
  constructor(host: SceneHost) {
    super(host, CONFIG);
    const ctx = this.ctx;
    this.trick = new TrickArea({
      art: ctx.cards,
      motion: ctx.motion,
      formLabel: (form) => text(this.lang, `elements.as.${form}`),
    });
    this.trumpPanel = new TrumpPanel(ctx.cards);
    this.tableLayer.addChild(this.trumpPanel, this.phasePanel);
    this.view.addChild(
      this.tableLayer,
      this.blindLayer,
      this.trick,
      this.hand,
      this.fxLayer,
      this.uiLayer,
      this.overlayLayer,
    );
    ctx.tooltip.attach(this.trumpPanel, () => this.trumpTip());
  }

  private name(seat: number): string {
    return this.seatName(seat);
  }

  // -------------------------------------------------------------------------------------------
  // GameScene

  protected layoutFor(L: TableLayout): SevenSinsLayout {
    return sevensinsLayout(L, this.shown?.seats.length ?? L.seats.length, this.shown?.you ?? null);
  }

  protected override relayout(layout: TableLayout): void {
    this.dialogKey = '';
    const kitsuneWasOpen = this.kitsune !== null;
    super.relayout(layout);
    // An open Kitsune prompt is laid out again for the new size.
    if (kitsuneWasOpen && this.shown && isMyTurn(this.shown))
      this.openKitsune(kitsuneForms(this.shown.legal));
  }

  protected gameStatus(snapshot: TableSnapshot): SceneStatus | null {
    if (snapshot.game !== 'sevensins') return null;
    const latest = viewOf(snapshot);
    const shownPhases = this.shown ? viewOf(this.shown).history.length : latest.history.length;
    if (!snapshot.result && (this.overlayKind === 'summary' || latest.history.length > shownPhases)) {
      const phase = latest.history[latest.history.length - 1]?.phase ?? latest.phase;
      return { text: this.ctx.i18n.t('sevensins.status.summary', { phase }), tone: 'info' };
    }
    const line = statusLine(this.lang, snapshot, latest, (s) => this.name(s), this.kitsuneOpen);
    return { text: line.text, tone: line.tone };
  }

  protected async animateStep(prev: TableSnapshot | null, snap: TableSnapshot): Promise<void> {
    const next = viewOf(snap);
    const prevView = prev ? viewOf(prev) : null;
    const step = describeStep(prevView, next, snap.event);
    const names = (s: number): string => snap.seats[s]?.name ?? `#${s + 1}`;
    this.addLog(logLines(this.lang, step, next, names));
    if (!prevView || !this.lay) return;
    const lay = this.lay;
    const { motion, audio } = this.ctx;
    switch (step.kind) {
      case 'deal': {
        audio.play('cardPlay', 0.8);
        this.sync(snap);
        const from = lay.seats[step.dealer]?.plate ?? lay.trickCentre;
        if (this.animating) await this.hand.dealFrom(from);
        return;
      }
      case 'trump':
        audio.play('sealClink');
        return;
      case 'bid': {
        audio.play('sealClink', 0.85 + ((step.tricks * 3) % 5) * 0.05);
        this.sync(snap);
        const badge = this.badges[step.seat];
        if (badge && this.animating) {
          badge.pivot.set(0, 0);
          await motion.to(badge.scale, { x: 1.08, y: 1.08 }, { ms: 120, owner: badge });
          await motion.to(badge.scale, { x: 1, y: 1 }, { ms: 160, owner: badge });
        }
        return;
      }
      case 'play': {
        audio.play('cardPlay', 0.95 + Math.random() * 0.1);
        if (this.animating) await this.flyCard(prev!, step.seat, step.card, step.as);
        else
          this.trick.show(
            [...prevView.trick, { seat: step.seat, card: step.card, ...(step.as ? { as: step.as } : {}) }],
            null,
          );
        if (step.completed) {
          this.trick.show(step.completed.plays, step.completed.winner);
          this.publishTestInfo();
          if (this.lessonSpeaksOfTrick(prev!, snap)) {
            // A lesson's note explains the phase's last trick: it stays until the summary.
            this.heldTrick = step.completed;
            return;
          }
          if (this.animating) await motion.wait(1200);
          const to = lay.seats[step.completed.winner]?.plate ?? lay.trickCentre;
          audio.play('trickWon');
          if (this.animating) await this.trick.collect(to);
          else this.trick.show([], null);
        }
        return;
      }
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

  /** Each phase summary opens on the summary itself, not on the sheet; a held last trick goes. */
  protected override onPhaseEnd(): void {
    this.summarySheet = false;
    if (this.heldTrick) {
      this.heldTrick = null;
      this.trick.show([], null);
      this.publishTestInfo();
    }
  }

  /** The step ends the phase, and the lesson's coach has a note about its last trick to be read first. */
  private lessonSpeaksOfTrick(prev: TableSnapshot, snap: TableSnapshot): boolean {
    const lesson = snap.lesson;
    return (
      !!lesson &&
      lesson.kind === 'next' &&
      lesson.points.some((p) => p.startsWith('trick:')) &&
      this.phaseEnded(prev, snap)
    );
  }

  private async flyCard(
    prev: TableSnapshot,
    seat: number,
    card: string,
    as?: SevenSinsKitsuneForm,
  ): Promise<void> {
    const lay = this.lay!;
    const L = this.L!;
    const own = prev.you === seat;
    const fromHand = own ? this.hand.cardPoint(card) : null;
    let from: { x: number; y: number; rotation: number; scale: number };
    if (fromHand) {
      this.hand.detach(card);
      from = { ...fromHand, scale: L.card.width / lay.trickCard.width };
    } else {
      const blind = viewOf(prev).blind || viewOf(prev).phase === 1;
      const spot = lay.seats[seat];
      const p = blind && spot ? spot.blind : (spot?.plate ?? lay.trickCentre);
      if (blind) for (const c of this.blindLayer.children) if (c.label === `blind:${seat}`) c.visible = false;
      from = { x: p.x, y: p.y, rotation: 0, scale: blind ? lay.blindCardWidth / lay.trickCard.width : 0.45 };
    }
    await this.trick.flyIn({ seat, card, ...(as ? { as } : {}) }, from);
  }

  // -------------------------------------------------------------------------------------------
  // Static parts

  protected clearSeatPieces(): void {
    for (const b of this.badges) b.destroy({ children: true });
    this.badges = [];
  }

  protected override addStatic(lay: SevenSinsLayout): void {
    this.trick.setSpots(new Map(lay.seats.map((sp) => [sp.seat, sp.trick])), lay.trickCard.width, lay.s);
  }

  protected addSeatPieces(seat: number): void {
    const badge = new SeatBadge(seat);
    this.attachSeatTip(badge, seat);
    this.tableLayer.addChild(badge);
    this.badges.push(badge);
  }

  protected seatTip(seat: number, snap: TableSnapshot): string[] {
    const v = viewOf(snap);
    const i18n = this.ctx.i18n;
    const [name, subtitle] = [this.name(seat), seatSubtitle(i18n, snap, seat)];
    const lines = [`${name} — ${subtitle}`];
    const f = seatFacts(v, seat);
    if (f.bid !== null) {
      lines.push(this.ctx.i18n.t('sevensins.seat.tip.bid', { bid: f.bid, won: f.won, n: v.phase }));
      lines.push(cueText(this.lang, f.cue, f.n, f.bid));
    }
    if (seat === v.dealer && v.phase > 0) lines.push(this.ctx.i18n.t('sevensins.seat.dealer'));
    lines.push(this.ctx.i18n.t('sevensins.seat.tip.total', { n: v.totals[seat] ?? 0 }));
    return lines;
  }

  private trumpTip(): string {
    return this.shown ? trumpTipText(this.lang, viewOf(this.shown)) : '';
  }

  // -------------------------------------------------------------------------------------------
  // Sync

  protected handSize(snap: TableSnapshot, seat: number): number | null {
    return viewOf(snap).handSizes[seat] ?? null;
  }

  /** Badges, the blind cards, the turned card, the phase facts, the trick, the hand, the dialogs. */
  protected syncTable(snap: TableSnapshot, lay: SevenSinsLayout, animateHand: boolean): void {
    const v = viewOf(snap);
    const mine = isMyTurn(snap);
    syncBadges(this.badges, lay, snap, v, this.lang);
    drawBlindCards(this.blindLayer, lay, snap, v, this.ctx.cards);
    const panels = {
      lang: this.lang,
      colorBlind: this.colorBlind,
      you: snap.you,
      name: (i: number) => this.name(i),
      round: challengeDealText(this.lang, snap),
    };
    syncPanels(this.trumpPanel, this.phasePanel, lay, v, panels);
    // The trick and the hand.
    for (const c of this.fxLayer.removeChildren()) c.destroy({ children: true });
    if (this.heldTrick) this.trick.show(this.heldTrick.plays, this.heldTrick.winner);
    else this.trick.show(v.trick, null);
    const playing = mine && v.stage === 'play';
    const cards: (string | null)[] =
      v.hand !== null
        ? sortCards(v.hand, { first: v.trump })
        : snap.you !== null
          ? Array.from({ length: v.handSizes[snap.you] ?? 0 }, () => null)
          : [];
    if (!playing) this.closeKitsune();
    this.hand.set({ cards, choosable: playing ? legalCards(snap.legal) : [], active: playing }, animateHand);
    this.syncDialogs(snap, v, mine);
  }

  private syncDialogs(snap: TableSnapshot, v: SevenSinsView, mine: boolean): void {
    const lay = this.lay!;
    const want = mine && v.stage === 'trump' ? 'trump' : mine && v.stage === 'bid' ? 'bid' : null;
    const key = want ? `${want}:${snap.step}:${this.lang}:${lay.s}` : '';
    if (key === this.dialogKey && this.dialog) return;
    this.dialog?.destroy({ children: true });
    this.dialog = null;
    this.dialogKey = key;
    if (!want) return;
    const c = {
      // Upright with a hand of one row, the dialog may reach into the back row's place.
      lay: { ...lay, dialog: promptArea(lay.dialog, this.L, this.hand.codes.length) },
      lang: this.lang,
      colorBlind: this.colorBlind,
      name: (seat: number) => this.name(seat),
      send: (a: { type: string; [k: string]: unknown }) => this.send(a),
    };
    this.dialog = want === 'trump' ? trumpDialog(c, v, snap) : bidDialog(c, v, snap);
    this.uiLayer.addChild(this.dialog);
  }

  // -------------------------------------------------------------------------------------------
  // Acting

  protected withdraw(snap: TableSnapshot): void {
    this.dialog?.destroy({ children: true });
    this.dialog = null;
    this.closeKitsune();
    const v = viewOf(snap);
    const cards = v.hand !== null ? sortCards(v.hand, { first: v.trump }) : [];
    this.hand.set({ cards, choosable: [], active: false }, false);
  }

  protected pick(code: string): void {
    const snap = this.shown;
    if (!snap || !isMyTurn(snap)) return;
    if (code === 'KITSUNE') {
      const forms = kitsuneForms(snap.legal);
      if (forms.length > 0) this.openKitsune(forms);
      return;
    }
    const action = snap.legal.find((a) => a.type === 'play' && a.card === code);
    if (action) this.send(action);
  }

  private openKitsune(forms: SevenSinsKitsuneForm[]): void {
    const lay = this.lay;
    if (!lay) return;
    this.closeKitsune();
    this.kitsuneOpen = true;
    this.kitsune = new KitsunePrompt({
      s: lay.s,
      lang: this.lang,
      art: this.ctx.cards,
      forms,
      area: lay.dialog,
      compact: lay.compact,
      onChoose: (form) => this.send({ type: 'play', card: 'KITSUNE', as: form }),
      onCancel: () => {
        this.closeKitsune();
        this.refreshStatus();
      },
    });
    this.uiLayer.addChild(this.kitsune);
    this.publishTestInfo();
    this.refreshStatus();
  }

  private closeKitsune(): void {
    this.kitsuneOpen = false;
    if (this.kitsune) {
      this.kitsune.destroy({ children: true });
      this.kitsune = null;
      this.publishTestInfo();
    }
  }

  protected refusal(snap: TableSnapshot, code: string): string {
    const v = viewOf(snap);
    if (v.stage !== 'play') return '';
    return refusalText(this.lang, snap.cardRefusals[code], {
      follow: firstElementInTrick(v.trick),
      trump: v.trump,
    });
  }

  // -------------------------------------------------------------------------------------------
  // Overlays

  protected overlaySpec(kind: PanelKind, lay: SevenSinsLayout, snap: TableSnapshot): PanelSpec | null {
    const v = viewOf(snap);
    const s = lay.s;
    const c = { ...panelCtx(s, this.lang, (seat) => this.name(seat)), colorBlind: this.colorBlind };
    const sheet: PanelSpec = {
      build: (rect) => sheetContent(c, rect, v.history, v.totals, v.players, snap.you),
      width: Math.min(lay.overlay.width, (260 + 150 * v.players) * s),
    };
    switch (kind) {
      case 'summary': {
        const r = v.history[v.history.length - 1];
        if (!r) return null;
        if (this.summarySheet) {
          // Closing the sheet looked at from the summary returns to the summary.
          const back = (): void => {
            this.summarySheet = false;
            this.rebuildOverlay();
          };
          const title = this.ctx.i18n.t('sevensins.sheet.title');
          return {
            ...sheet,
            id: 'sheet',
            title,
            buttons: [{ ...this.closeButton(), onPress: back }],
            backdrop: false,
          };
        }
        const count = Math.min(v.options.phases, sevensinsDefaultPhases(v.players));
        return {
          // A lesson plays one phase: it says so, not "Phase 4 of 13 scored".
          title: snap.lesson
            ? this.ctx.i18n.t('app.lesson.onePhase', { phase: r.phase, count })
            : this.ctx.i18n.t('sevensins.sum.title', { phase: r.phase, count }),
          buttons: [
            {
              label: this.ctx.i18n.t('sevensins.btn.scores'),
              id: 'summary:sheet',
              onPress: () => this.swapToSheet(),
            },
            this.continueButton(this.ctx.i18n.t('sevensins.sum.continue')),
          ],
          build: (rect) => summaryContent(c, rect, r, v.totals, snap.you),
        };
      }
      case 'ranking': {
        const toSheet = {
          label: this.ctx.i18n.t('sevensins.btn.scores'),
          id: 'ranking:sheet',
          onPress: () => this.openOverlay('sheet'),
        };
        return {
          buttons: [toSheet, ...this.rankingButtons()],
          build: (rect) => rankingContent(c, rect, v.totals, v.history),
          width: 760 * s,
        };
      }
      case 'sheet':
        return sheet;
      case 'last': {
        const last = v.tricks[v.tricks.length - 1] ?? null;
        const trump = v.tricks.length > 0 ? v.trump : null;
        return { build: (rect) => lastTrickContent(c, rect, last, trump, this.ctx.cards), width: 700 * s };
      }
    }
  }

  /** From the phase summary, a look at the score sheet; closing it returns to the summary. */
  private swapToSheet(): void {
    this.summarySheet = true;
    this.rebuildOverlay();
    this.publishTestInfo();
  }

  protected activePrompt(): KeyTarget | null {
    return this.kitsune ?? this.dialog;
  }

  // -------------------------------------------------------------------------------------------
  // Test hook

  protected testFacts(): TestFacts<SevenSinsFacts> {
    const view = (): SevenSinsView | null => (this.shown ? viewOf(this.shown) : null);
    // The bid buttons and trump tiles as the open dialog shows them.
    const asked = (kind: 'bid' | 'trump'): TableSnapshot | null =>
      this.dialog?.o.kind === kind ? this.shown : null;
    return {
      stage: () => view()?.stage ?? 'none',
      phase: () => view()?.phase ?? 0,
      dialog: () => (this.kitsune ? 'kitsune' : (this.dialog?.o.kind ?? null)),
      hand: () => this.hand.codes,
      hidden: () => {
        const v = view();
        const you = this.shown?.you;
        return v && v.hand === null && you != null ? (v.handSizes[you] ?? 0) : 0;
      },
      blindCards: () => this.blindLayer.children.filter((c) => c.visible).length,
      trickCards: () => this.trick.count,
      tricksDone: () => view()?.tricks.length ?? 0,
      bids: () => {
        const snap = asked('bid');
        return snap ? bidOptions(viewOf(snap).phase, snap.legal).options : [];
      },
      forbiddenBid: () => {
        const snap = asked('bid');
        return snap ? bidOptions(viewOf(snap).phase, snap.legal).forbidden : null;
      },
      trumpChoices: () => {
        const snap = asked('trump');
        return snap ? trumpChoices(snap.legal) : [];
      },
      kitsuneForms: () => (this.shown ? kitsuneForms(this.shown.legal) : []),
    };
  }
}
