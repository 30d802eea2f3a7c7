/**
 * The 13 table scene on the shared scene core: three archery targets with their cards and live
 * totals, the draw pile, seats with their taken stacks and points, the hand. Every snapshot is
 * animated against the previous one (steps.ts: card flight, overflow sliding face down to the
 * taker, the draw), queued so nothing is skipped, and each step ends by drawing exactly what the
 * snapshot says (board.ts). A card that may go to several targets is chosen first, then its
 * target (click, drag, keys); which targets are legal comes from the snapshot.
 */
import type { Container } from 'pixi.js';
import { Ticker } from 'pixi.js';
import type { DreizehnCard, DreizehnTargetView, DreizehnView } from '../../../shared/games/dreizehn';
import type { TableEvent, TableSnapshot } from '../../../shared/protocol';
import type { DreizehnFacts } from '../../../shared/scene-facts';
import { testId } from '../../core/testhook';
import type { TableLayout } from '../../layout/table';
import type { SceneHost, SceneStatus } from '../../scenes/registry';
import type { GamePanelKind, PanelKind, PanelSpec, TableKey } from '../common/panel-spec';
import {
  SceneCore,
  type Action,
  type CoreConfig,
  type KeyTarget,
  type TestFacts,
} from '../common/scene-core';
import { cachedViews, isMyTurn } from '../common/views';
import { DzBoard, type Placing } from './board';
import { DzHand } from './hand';
import { dzLayout, type DzLayout } from './layout';
import { legalTargets, playableCards, sortHand, stepEffect, viewOf as readView } from './model';
import { cardName } from './names';
import {
  lastSpec,
  peekSpec,
  rankingSpec,
  refusalBubble,
  refusalMessage,
  sheetSpec,
  summarySpec,
  type Attempt,
  type PanelCtx,
} from './overlays';
import type { Names } from './panels';
import { killTweensDeep, safeDestroy } from './safe';
import { animatePlay, clearTargets, dealToOthers, pace, type Stage } from './steps';
import { logLines, statusLine } from './text';
import { seatSubtitle } from '../../ui/seatPlate';
import { challengeDealText } from '../../challenge/model';
import type { MessageKey } from '../../../shared/i18n/catalog';
import { words } from '../../../shared/i18n/format';
import type { Message } from '../../../shared/i18n/message';
import { cardRefusalText } from '../../net/refusals';

const viewOf = cachedViews(readView);

/** 13's words for the texts every table has. */
const TABLE_TEXT: Record<TableKey, MessageKey> = {
  'btn.close': 'dreizehn.button.close',
  'btn.lastTrick': 'dreizehn.button.last',
  'btn.log': 'dreizehn.button.log',
  'rank.title': 'dreizehn.final.title',
  'rank.menu': 'dreizehn.final.menu',
  'sheet.title': 'dreizehn.sheet.title',
  'last.title': 'dreizehn.last.title',
  'last.none': 'dreizehn.last.none',
  'log.title': 'dreizehn.log.title',
  'log.empty': 'dreizehn.log.empty',
};

const CONFIG: CoreConfig = {
  game: 'dreizehn',
  text: (i18n, key) => i18n.t(TABLE_TEXT[key]),
  sheetLabel: (i18n) => i18n.t('dreizehn.button.sheet'),
  log: { width: 640, lineHeight: 26 },
  stepEnd: 'round',
  // 13's buttons and panels keep their own test ids (its end-to-end specs name them).
  buttons: [
    { kind: 'last', id: 'dz.last' },
    { kind: 'log', id: 'dz.log' },
    { kind: 'sheet', id: 'dz.sheet' },
  ],
  ids: {
    close: (kind) => (kind === 'ranking' ? 'final.close' : `${kind ?? 'overlay'}.close`),
    continue: 'summary.continue',
    menu: 'final.menu',
  },
};

/** Steps queued beyond this are shown without animation (a reconnect, a fast replay). */
const MAX_ANIMATED_BACKLOG = 3;

export class DreizehnScene extends SceneCore<DzLayout, DzHand> {
  protected readonly hand: DzHand;
  private readonly board: DzBoard;
  private readonly names: Names;
  private selected: string | null = null;
  private targetFocus = -1;
  private dragCard: string | null = null;
  private dragOver = -1;
  /** An action was sent: the hand waits for the next snapshot. */
  private acted = false;
  /** New hand cards fly in from here (the deal), else they are placed at once. */
  private enterFrom: { x: number; y: number } | null = null;
  private lastAttempt: Attempt | null = null;
  private refusalBubble: Container | null = null;
  private refusalTimer = 0;
  private readonly tick = (t: Ticker): void => {
    const placing = this.selected !== null || this.dragCard !== null;
    for (const tv of this.board.targets) tv.tick(t.deltaMS, placing);
  };

  constructor(host: SceneHost) {
    super(host, CONFIG);
    const ctx = this.ctx;
    const i18n = ctx.i18n;
    this.names = { seat: (seat) => host.seatName(seat) };
    this.hand = new DzHand({
      art: ctx.cards,
      motion: ctx.motion,
      tooltip: ctx.tooltip,
      onChoose: (code) => this.choose(code),
      whyNot: (code) => cardRefusalText(i18n.language, this.shown?.cardRefusals[code]),
      nameOf: (code) => cardName(i18n, code),
      onDrop: (code, g) => this.drop(code, g),
      onDragOver: (code, g) => this.dragMove(code, g),
    });
    this.board = new DzBoard({
      ctx,
      i18n,
      seatName: (seat) => host.seatName(seat),
      shownView: () => this.shownView(),
      onTarget: (index) => this.clickTarget(index),
      onStack: (seat) => {
        if (seat === this.shown?.you && this.shownView()?.ownTaken) this.openOverlay('peek');
      },
    });
    this.fxLayer.eventMode = 'none';
    this.view.addChild(
      this.board.captionLayer,
      this.tableLayer,
      this.board.pileLayer,
      this.board.targetsLayer,
      this.uiLayer,
      this.hand,
      this.fxLayer,
      this.overlayLayer,
    );
    Ticker.shared.add(this.tick);
  }

  private shownView(): DreizehnView | null {
    return this.shown ? viewOf(this.shown) : null;
  }

  /** The hand takes cards when the table shows the latest step, it is your turn and no panel waits. */
  private canAct(): boolean {
    const s = this.shown;
    return (
      !!s &&
      isMyTurn(s) &&
      this.backlog === 0 &&
      !this.acted &&
      this.online &&
      this.summaryDone === null &&
      this.overlayKind !== 'ranking'
    );
  }

  private legalFor(card: string): string[] {
    return this.shown ? legalTargets(this.shown.legal, card) : [];
  }

  // -------------------------------------------------------------------------------------------
  // The scene core

  override update(snapshot: TableSnapshot, event: TableEvent): Promise<void> {
    this.acted = false;
    if (event.kind === 'start') this.selected = null;
    return super.update(snapshot, event);
  }

  protected layoutFor(L: TableLayout): DzLayout {
    return dzLayout(L, this.shown?.you ?? 0);
  }

  protected gameStatus(snapshot: TableSnapshot): SceneStatus | null {
    const v = viewOf(snapshot);
    if (!v) return null;
    return statusLine(this.ctx.i18n, snapshot, v, {
      summary:
        this.summaryDone !== null || this.overlayKind === 'summary'
          ? (this.shownView()?.history.length ?? 1)
          : null,
      selected: this.selected,
      name: (seat) => this.host.seatName(seat),
    });
  }

  protected phaseEnded(prev: TableSnapshot, snap: TableSnapshot): boolean {
    return (viewOf(snap)?.history.length ?? 0) > (viewOf(prev)?.history.length ?? 0);
  }

  protected phasesEnded(snap: TableSnapshot): number {
    return viewOf(snap)?.history.length ?? 0;
  }

  protected handSize(snap: TableSnapshot, seat: number): number | null {
    return viewOf(snap)?.handSizes[seat] ?? 0;
  }

  protected clearSeatPieces(): void {
    this.board.clearFacts();
  }

  protected addSeatPieces(seat: number): void {
    this.tableLayer.addChild(this.board.makeFacts(seat));
  }

  protected seatTip(seat: number, snap: TableSnapshot): string[] {
    const v = viewOf(snap);
    const name = snap.seats[seat]?.name;
    if (!v || name === undefined) return [];
    const subtitle = seatSubtitle(this.ctx.i18n, snap, seat, this.host.replay === true);
    return [`${name} — ${subtitle}`, ...this.board.seatLines(seat, name, v)];
  }

  protected activePrompt(): KeyTarget | null {
    return null;
  }

  protected override onRefused(rule: string, reason: Message): void {
    // A lesson's coach says why in its own panel (lessons/coach.ts).
    if (!rule.startsWith('lesson')) this.showRefusal(rule, reason);
  }

  protected override overlayChanged(): void {
    super.overlayChanged();
    // A panel waiting for an answer (the summary, the ranking) holds the hand, and lets it go.
    if (this.shown && this.lay) this.drawHand(this.shown);
  }

  override destroy(): void {
    Ticker.shared.remove(this.tick);
    window.clearTimeout(this.refusalTimer);
    killTweensDeep(this.view);
    super.destroy();
  }

  // -------------------------------------------------------------------------------------------
  // Steps

  protected async animateStep(prev: TableSnapshot | null, snap: TableSnapshot): Promise<void> {
    const next = viewOf(snap);
    if (!next) return;
    const before = prev ? viewOf(prev) : null;
    const eff = stepEffect(before, next, snap.event);
    this.addLog(logLines(this.ctx.i18n, (seat) => this.host.seatName(seat), eff, before, next));
    const stage =
      before && this.animating && this.backlog <= MAX_ANIMATED_BACKLOG ? this.stage(snap, before) : null;
    const audio = this.ctx.audio;
    if (eff.kind === 'play') {
      audio.play('cardPlay');
      if (stage) await animatePlay(stage, eff, next);
      else if (eff.taken.length > 0) audio.play('overflow');
      if (eff.roundEnded) {
        if (stage) await clearTargets(stage);
        this.selected = null;
      }
    } else if (eff.kind === 'deal') {
      this.selected = null;
      if (!stage) return;
      // The own cards fly in from the pile while the others' fly to their seats.
      this.enterFrom = { x: stage.D.pile.x, y: stage.D.pile.y };
      this.sync(snap);
      this.enterFrom = null;
      await dealToOthers(stage);
    }
  }

  /** What the step animations work on: the board as the previous step left it. */
  private stage(snap: TableSnapshot, prev: DreizehnView): Stage | null {
    const L = this.L;
    const D = this.lay;
    const next = viewOf(snap);
    if (!L || !D || !next) return null;
    return {
      ctx: this.ctx,
      L,
      D,
      fx: this.fxLayer,
      hand: this.hand,
      board: this.board,
      m: pace(this.ctx.motion, () => this.rush),
      snap,
      prev,
      setTarget: (i: number, t: DreizehnTargetView) =>
        this.board.setTarget(i, t, next, D, null, this.colorBlind),
      setTaken: (seat: number, taken: number) => this.board.setFacts(seat, taken, prev, D, snap.you),
      seatPoint: (seat: number) => {
        const r = D.plates[seat];
        return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : { x: L.width / 2, y: 0 };
      },
    };
  }

  // -------------------------------------------------------------------------------------------
  // Drawing the snapshot

  protected syncTable(snap: TableSnapshot, lay: DzLayout): void {
    const v = viewOf(snap);
    if (!v) return;
    this.board.drawCaption(
      v,
      lay,
      snap.lesson ? this.ctx.i18n.t('app.lesson.oneRound') : challengeDealText(this.lang, snap),
    );
    snap.seats.forEach((_, i) => this.board.setFacts(i, v.takenCounts[i] ?? 0, v, lay, snap.you));
    this.drawTargets(snap);
    this.board.drawPile(v, lay);
    this.drawHand(snap);
  }

  /** The hand as the snapshot has it: choosable cards only while the viewer may act. */
  private drawHand(snap: TableSnapshot): void {
    const v = viewOf(snap);
    if (!v) return;
    this.hand.active = this.canAct();
    if (this.selected && (!this.hand.active || !v.hand?.includes(this.selected as DreizehnCard))) {
      this.selected = null;
      this.targetFocus = -1;
    }
    const playable = this.hand.active ? playableCards(snap.legal) : new Set<string>();
    this.hand.set(sortHand(v.hand ?? []), playable, this.selected, this.enterFrom);
  }

  /** The card being placed (dragged or chosen) and the target in focus; null when none is. */
  private placing(): Placing | null {
    const card = this.dragCard ?? this.selected;
    if (!card || !this.shown || !isMyTurn(this.shown)) return null;
    return { card, legal: this.legalFor(card), focus: this.dragCard ? this.dragOver : this.targetFocus };
  }

  private drawTargets(snap: TableSnapshot): void {
    const v = viewOf(snap);
    const lay = this.lay;
    if (!v || !lay) return;
    const placing = this.placing();
    v.targets.forEach((t, i) => this.board.setTarget(i, t, v, lay, placing, this.colorBlind));
  }

  /** The marks of the targets and the hand after a choice; the status line says what is next. */
  private refreshMarks(): void {
    if (!this.shown) return;
    this.drawTargets(this.shown);
    this.hand.setSelection(this.selected);
    this.refreshStatus();
  }

  // -------------------------------------------------------------------------------------------
  // Playing

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
    const legal = this.shown!.legal.find((a) => a.type === 'play' && a.card === card && a.target === target);
    // Not legal: the host refuses it with its reason, and nothing changes.
    if (legal) this.send(legal);
    else if (this.online) this.host.act({ type: 'play', card, target });
  }

  protected withdraw(_snap: TableSnapshot, _action: Action): void {
    this.acted = true;
    this.selected = null;
    this.targetFocus = -1;
    this.hand.active = false;
    this.refreshMarks();
  }

  private clickTarget(index: number): void {
    const id = this.shownView()?.targets[index]?.id;
    if (!id || !this.canAct()) return;
    if (this.selected) this.play(this.selected, id);
  }

  private targetAt(global: { x: number; y: number }): number {
    return this.lay ? this.board.targetAt(this.view.toLocal(global), this.lay) : -1;
  }

  private drop(code: string, global: { x: number; y: number }): boolean {
    this.dragCard = null;
    this.dragOver = -1;
    const i = this.targetAt(global);
    const id = i >= 0 ? this.shownView()?.targets[i]?.id : undefined;
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
    if (this.shown) this.drawTargets(this.shown);
  }

  /** The host refused a play: say why in the player's language, next to the target tried. */
  private showRefusal(rule: string, reason: Message): void {
    const L = this.L;
    const D = this.lay;
    const v = this.shownView();
    if (!L || !D || !v || this.view.destroyed) return;
    const a = this.lastAttempt;
    const msg = refusalMessage(this.ctx.i18n, v, rule, words(this.ctx.i18n.language, reason), a);
    safeDestroy(this.refusalBubble);
    const s = L.scale;
    const c = refusalBubble(msg, s, L.width - 16 * s);
    const ti = a ? v.targets.findIndex((x) => x.id === a.target) : -1;
    const slot = D.targets[ti >= 0 ? ti : 1];
    const x = Math.max(8 * s, Math.min(L.width - c.width - 8 * s, slot.x - c.width / 2));
    c.position.set(x, slot.cardsY - c.height / 2);
    this.fxLayer.addChild(c);
    testId(c, 'refusal');
    // This says it in the player's language; the generic toast (the host's English) can go.
    this.ctx.toasts.clear();
    this.refusalBubble = c;
    window.clearTimeout(this.refusalTimer);
    this.refusalTimer = window.setTimeout(() => {
      if (this.refusalBubble !== c) return;
      void this.ctx.motion.to(c, { alpha: 0 }, { ms: 200, kind: 'fade' }).then(() => {
        safeDestroy(c);
        if (this.refusalBubble === c) this.refusalBubble = null;
      });
    }, 3600);
  }

  // -------------------------------------------------------------------------------------------
  // Keys: ←/→ move along the hand (or the targets once a card is chosen), Enter or Space
  // chooses and plays, 1–3 name a target, Escape puts the chosen card back.

  protected handKey(e: KeyboardEvent): boolean {
    const v = this.shownView();
    if (!v || !this.canAct()) return false;
    const dir = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (dir !== 0) {
      if (this.selected) this.moveTargetFocus(dir);
      else this.hand.moveFocus(dir);
      return true;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      if (this.selected) {
        const id = v.targets[this.targetFocus]?.id;
        if (id) this.play(this.selected, id);
      } else if (this.hand.focusedCode) this.choose(this.hand.focusedCode);
      else this.hand.setFocus(0);
      return true;
    }
    if (this.selected && (e.key === '1' || e.key === '2' || e.key === '3')) {
      const id = v.targets[Number(e.key) - 1]?.id;
      if (id) this.play(this.selected, id);
      return true;
    }
    if (e.key === 'Escape' && this.selected) {
      this.selected = null;
      this.targetFocus = -1;
      this.refreshMarks();
      return true;
    }
    return false;
  }

  /** Moves the focus to the next target the chosen card may go to. */
  private moveTargetFocus(dir: 1 | -1): void {
    const v = this.shownView();
    if (!v || !this.selected) return;
    const legal = this.legalFor(this.selected);
    const idx = v.targets.map((t, i) => (legal.includes(t.id) ? i : -1)).filter((i) => i >= 0);
    if (idx.length === 0) return;
    const at = idx.indexOf(this.targetFocus);
    this.targetFocus = idx[(at + dir + idx.length) % idx.length]!;
    this.refreshMarks();
  }

  // -------------------------------------------------------------------------------------------
  // Panels

  private panelCtx(lay: DzLayout): PanelCtx {
    return {
      i18n: this.ctx.i18n,
      names: this.names,
      s: lay.s,
      art: this.ctx.cards,
      cardWidth: lay.smallCard.width,
    };
  }

  protected overlaySpec(kind: PanelKind, lay: DzLayout, snap: TableSnapshot): PanelSpec | null {
    const v = viewOf(snap);
    if (!v) return null;
    const c = this.panelCtx(lay);
    switch (kind) {
      case 'summary': {
        const sheet = {
          label: this.ctx.i18n.t('dreizehn.button.sheet'),
          id: 'summary.sheet',
          onPress: () => this.openOverlay('sheet'),
        };
        const title = snap.lesson ? this.ctx.i18n.t('app.lesson.oneRound') : null;
        return summarySpec(
          c,
          v,
          [sheet, this.continueButton(this.ctx.i18n.t('dreizehn.summary.continue'))],
          title,
        );
      }
      case 'sheet':
        return sheetSpec(c, v);
      case 'last':
        return lastSpec(c, v);
      case 'ranking':
        return snap.result ? rankingSpec(c, v, snap.result) : null;
    }
  }

  protected override panelSpec(kind: GamePanelKind, lay: DzLayout, snap: TableSnapshot): PanelSpec | null {
    if (kind !== 'peek') return super.panelSpec(kind, lay, snap);
    const taken = viewOf(snap)?.ownTaken;
    return taken ? peekSpec(this.panelCtx(lay), taken) : null;
  }

  protected override rebuildOverlay(): void {
    super.rebuildOverlay();
    // The whole final panel answers for its text (the specs read "Endstand" and the points).
    if (this.overlayKind === 'ranking' && this.overlay) testId(this.overlay, 'final');
  }

  // -------------------------------------------------------------------------------------------
  // Test hook

  protected testFacts(): TestFacts<DreizehnFacts> {
    return {
      hand: () => sortHand(this.shownView()?.hand ?? []),
      selected: () => this.selected,
      targets: () =>
        (this.shownView()?.targets ?? []).map((t) => ({ id: t.id, total: t.total, cards: [...t.cards] })),
      pile: () => this.shownView()?.drawPileSize ?? 0,
    };
  }
}
