/**
 * The table scene of SevenSins – Abyss. Snapshots are queued and each step's event is animated
 * against the previous snapshot: cards fly to the trick, the finished trick shows why it was
 * won and slides to its winner, figures step field by field (hopping over others when their
 * player jumps), scale chips fly in or swap, revealed curses flip open on their field and
 * settle into the row of curses, passed cards travel to the left. After every step the scene
 * re-syncs to exactly what the snapshot shows; a click during an animation finishes it.
 *
 * This file is the conductor: which step plays what, and the scene's own state. The pieces
 * are in pieces.ts, how they move in motions.ts, what is drawn from the view in
 * table-draw.ts, the prompts in prompting.ts / decisions.ts, the panels in panels.ts and
 * the words in text.ts.
 */
import { Container } from 'pixi.js';
import type { AbyssView } from '../../../shared/games/abyss';
import type { AbyssCurseId } from '../../../shared/games/abyss-data';
import type { TableSnapshot } from '../../../shared/protocol';
import type { AbyssFacts } from '../../../shared/scene-facts';
import { markStack } from '../../core/layout-audit';
import { promptArea, type TableLayout } from '../../layout/table';
import type { SceneHost, SceneStatus } from '../../scenes/registry';
import { seatSubtitle } from '../../ui/seatPlate';
import { panelCtx } from '../common/panels';
import type { PanelKind, PanelSpec } from '../common/panel-spec';
import { TableScene, type KeyTarget, type SceneConfig, type TestFacts } from '../common/scene-base';
import { SEVENSINS_HAND } from '../common/hand';
import { cachedViews } from '../common/views';
import { TrickArea } from '../elements/trick';
import { sortCards } from '../elements/cards';
import type { DecisionCtx } from './decisions';
import { abyssLayout, trickSpots, type AbyssLayout } from './layout';
import {
  describeStep,
  figureInitials,
  figureMoves,
  forwardPositions,
  handState,
  normalizeView,
  ownHand,
  undertowMove,
  type FigureMove,
  type Step,
} from './model';
import {
  celebrate,
  collectTrick,
  flyChipIn,
  flyPassed,
  flyToTrick,
  hopFigure,
  placeFigures,
  revealCurse,
  stormSwap,
  swapChips,
  walkForward,
  type Stage,
} from './motions';
import { abyssPanel } from './panels';
import { Board, Figure, ScaleWidget } from './pieces';
import { AbyssPrompts } from './prompting';
import {
  curseFace,
  drawCaption,
  drawScale,
  drawCurseRow,
  drawFieldTab,
  drawOpenHands,
  syncBoard,
} from './table-draw';
import {
  cardName,
  fieldTipText,
  isMyTurn,
  logLines,
  placeTipText,
  refusalText,
  seatTipLines,
  statusLine,
  stormCaption,
  trickCaption,
  undertowCaption,
} from './text';

/** The race sheet takes the score sheet's place. */
const CONFIG: SceneConfig = {
  game: 'abyss',
  hand: SEVENSINS_HAND,
  text: (i18n, key) => i18n.t(`abyss.${key}`),
  sheetLabel: (i18n) => i18n.t('abyss.btn.race'),
  sheetId: 'btn:race',
};

const viewOf = cachedViews((snap) => normalizeView(snap.view, snap.seats.length));

export class AbyssScene extends TableScene<AbyssLayout> {
  private readonly figureLayer = new Container({ label: 'abyss-figures' });
  /** The board with the figures standing on its fields: they lie over each other on purpose. */
  private readonly race = markStack(new Container({ label: 'abyss-race' }));
  private readonly trick: TrickArea;
  private readonly board: Board;
  private readonly scaleWidget: ScaleWidget;
  private readonly curseRow = new Container({ label: 'abyss-curses' });
  private readonly openHands = new Container({ label: 'abyss-open-hands' });
  private readonly caption = new Container({ label: 'abyss-caption' });
  private figures: Figure[] = [];
  private boardKey = '';
  private readonly prompts: AbyssPrompts;
  private curseReveal: Container | null = null;
  private curseFaceUp = false;
  private curseFaceShown = false;
  /** Figures' fields when the phase began, and whom Undertow pulled back at its end. */
  private phaseStart: number[] = [];
  /** Who revealed each curse (the figure that landed on its field), as seen by this scene. */
  private readonly curseBy = new Map<AbyssCurseId, number | null>();
  private undertowSeat: number | null = null;
  /** What the test hook reports as drawn and animated (see AbyssTestInfo). */
  private readonly drawn = {
    goal: 0,
    scale: [] as string[],
    storms: [] as { before: string[]; after: string[] }[],
    undertows: [] as { seat: number; from: number; to: number }[],
  };
  private explanation: string[] = [];
  private lastExplained: { trick: AbyssView['tricks'][number]; lines: string[] } | null = null;
  constructor(host: SceneHost) {
    super(host, CONFIG);
    const ctx = this.ctx;
    const attach = (c: Container, f: () => string): void => ctx.tooltip.attach(c, f);
    this.board = new Board((f) => this.fieldTip(f), attach);
    this.scaleWidget = new ScaleWidget(attach, (i) => this.placeTip(i));
    this.trick = new TrickArea({
      art: ctx.cards,
      motion: ctx.motion,
      formLabel: (form) => this.ctx.i18n.t(form === 'sin' ? 'abyss.kit.sin' : 'abyss.kit.tanuki'),
    });
    this.prompts = new AbyssPrompts({
      layer: this.uiLayer,
      art: ctx.cards,
      decisionCtx: () => this.decisionCtx(),
      send: (a) => this.send(a),
      current: () => {
        const snap = this.shown;
        return snap ? { snap, v: viewOf(snap), mine: isMyTurn(snap) } : null;
      },
      changed: () => this.renderCaption(),
      redrawScale: (v) => this.drawScale(v),
      publish: () => this.publishTestInfo(),
      refreshStatus: () => this.refreshStatus(),
    });
    this.tableLayer.addChild(this.scaleWidget, this.curseRow, this.openHands);
    this.race.addChild(this.board, this.figureLayer);
    this.view.addChild(
      this.tableLayer,
      this.trick,
      this.race,
      this.caption,
      this.hand,
      this.uiLayer,
      this.fxLayer,
      this.overlayLayer,
    );
  }

  private name(seat: number): string {
    const snap = this.shown;
    if (snap && seat === snap.you) return this.ctx.i18n.t('abyss.you');
    return snap?.seats[seat]?.name ?? `#${seat + 1}`;
  }

  // -------------------------------------------------------------------------------------------
  // GameScene

  /** The layout for the window, the players and the race's goal. */
  protected layoutFor(L: TableLayout): AbyssLayout {
    const v = this.shown ? viewOf(this.shown) : null;
    const players = this.shown?.seats.length ?? L.seats.length;
    return abyssLayout(L, players, this.shown?.you ?? null, v?.goal ?? 20);
  }

  /** A longer or shorter race lays the board out anew. */
  protected override layoutChanged(prev: TableSnapshot, snap: TableSnapshot): boolean {
    return viewOf(prev).goal !== viewOf(snap).goal;
  }

  /** Each seat's trick spot for the shared trick area (after a layout change). */
  protected override addStatic(): void {
    const lay = this.lay;
    if (lay) this.trick.setSpots(trickSpots(lay), lay.trickCard.width, lay.s);
  }

  protected gameStatus(snapshot: TableSnapshot): SceneStatus | null {
    if (snapshot.game !== 'abyss') return null;
    const latest = viewOf(snapshot);
    if (this.overlayKind === 'summary' && !snapshot.result) {
      const v = this.shown ? viewOf(this.shown) : latest;
      return { text: this.ctx.i18n.t('abyss.status.summary', { phase: v.phase + 1 }), tone: 'info' };
    }
    const shown = this.shown && this.running ? this.shown : snapshot;
    const line = statusLine(this.lang, shown, viewOf(shown), (s) => this.seatName(s));
    if (this.prompts.kitsuneOpen) return { text: this.ctx.i18n.t('abyss.status.kitsune'), tone: 'turn' };
    return { text: line.text, tone: line.tone };
  }

  protected async animateStep(prev: TableSnapshot | null, snap: TableSnapshot): Promise<void> {
    const next = viewOf(snap);
    const prevView = prev ? viewOf(prev) : null;
    const step = describeStep(prevView, next, snap.event);
    const undertow = prevView ? undertowMove(prevView, next, step) : null;
    const pre = prevView && undertow ? forwardPositions(prevView, step) : next.positions;
    const moves = prevView ? figureMoves(prevView, { ...next, positions: pre }) : [];
    const named = (s: number): string => snap.seats[s]?.name ?? `#${s + 1}`;
    this.addLog(logLines(this.lang, step, prevView, next, undertow ? [...moves, undertow] : moves, named));
    if (step.kind === 'deal' || step.kind === 'start') {
      this.phaseStart = [...next.positions];
      this.undertowSeat = null;
    }
    if (undertow) this.undertowSeat = undertow.seat;
    if (!prevView || !this.lay) return;
    const audio = this.ctx.audio;
    switch (step.kind) {
      case 'deal': {
        audio.play('overflow');
        // The Storm's swap is named on the table until the phase's first card is played.
        this.explanation = step.storm ? stormCaption(this.lang, step.storm) : [];
        this.renderCaption();
        if (step.storm && this.animating) await this.stormSwap(prevView);
        if (!this.animating) return;
        this.sync(snap);
        const dealer = this.lay.seats[step.dealer]?.plate ?? this.lay.trickCentre;
        await this.hand.dealFrom(dealer);
        return;
      }
      case 'passDone':
        audio.play('cardPlay');
        if (step.received !== null && snap.you !== null) {
          const from = (snap.you + next.players - 1) % next.players;
          this.explanation = [
            this.ctx.i18n.t('abyss.pass.received', {
              card: cardName(this.lang, step.received),
              name: named(from),
            }),
          ];
          this.renderCaption();
        }
        if (this.animating)
          await flyPassed(this.stage(), {
            view: next,
            you: prev!.you,
            hand: this.hand,
            art: this.ctx.cards,
            L: this.L!,
          });
        return;
      case 'play': {
        audio.play('cardPlay', 0.95 + Math.random() * 0.1);
        const play = { seat: step.seat, card: step.card, ...(step.as ? { as: step.as } : {}) };
        const before = { you: prev!.you, trick: prevView.trick };
        await flyToTrick(this.stage(), this.trick, this.hand, this.L!, play, before);
        if (step.completed) {
          const { scale, activeCurses } = prevView;
          this.explanation = trickCaption(this.lang, step.completed, scale, activeCurses, named);
          this.lastExplained = { trick: step.completed, lines: this.explanation };
          this.trick.show(step.completed.plays, step.completed.winner);
          this.renderCaption();
          if (this.animating) await this.ctx.motion.wait(1300);
          await collectTrick(this.stage(), this.trick, step.completed.winner);
          await this.moveFigures(prevView, moves, undertow, step);
        }
        return;
      }
      case 'jump':
        audio.play('sealClink');
        this.board.mark(this.lay, [], null);
        await this.moveFigures(prevView, moves, undertow, step);
        return;
      case 'scale':
        if (!step.pass) audio.play('sealClink', 1.1);
        this.prompts.close();
        if (this.animating) await this.animateScale(prevView, step);
        this.drawScale(next);
        await this.moveFigures(prevView, moves, undertow, step);
        return;
      case 'curse':
        audio.play('blackSeal');
        this.curseBy.set(step.curse, step.seat);
        await this.revealCurse(step.curse, step.field);
        await this.moveFigures(prevView, moves, undertow, step);
        return;
      default:
        return;
    }
  }

  /** After a step is shown: the phase summary (waits for Continue) and the final ranking. */
  protected phaseEnded(prev: TableSnapshot, snap: TableSnapshot): boolean {
    return viewOf(snap).stage === 'deal' && viewOf(prev).stage !== 'deal' && !snap.result;
  }

  /** Each ended phase leaves its fields in `roundScores` (the last, partial one only at the end). */
  protected phasesEnded(snap: TableSnapshot): number {
    return viewOf(snap).roundScores.length;
  }

  /** The winner's figure jumps for joy before the final screen. */
  protected override async finale(snap: TableSnapshot): Promise<void> {
    const fig = this.figures[viewOf(snap).winner ?? snap.result?.winners[0] ?? 0];
    if (fig && this.animating) await celebrate(this.ctx.motion, fig, this.lay?.s ?? 1);
  }

  // -------------------------------------------------------------------------------------------
  // Animations

  /**
   * Figures walk field by field to their new fields (a jump is one long hop over the occupied
   * fields), then Undertow pulls its figure back a field.
   */
  private async moveFigures(
    prev: AbyssView,
    moves: FigureMove[],
    undertow: FigureMove | null,
    step: Step,
  ): Promise<void> {
    const disp = await walkForward(this.figures, prev, moves, step, (f, a, b, d, big) =>
      this.hopFigure(f, a, b, d, big),
    );
    if (undertow) {
      const fig = this.figures[undertow.seat];
      disp[undertow.seat] = undertow.to;
      const shown = this.animating;
      // Said on the table while the figure steps back, and held a moment before the summary covers it.
      this.explanation = undertowCaption(this.lang, this.seatName(undertow.seat), undertow.to);
      this.renderCaption();
      if (fig) await this.hopFigure(fig, undertow.from, undertow.to, disp, false);
      if (fig && shown) {
        this.drawn.undertows.push({ seat: undertow.seat, from: undertow.from, to: undertow.to });
        if (this.animating) await this.ctx.motion.wait(2000);
      }
    }
  }

  private async hopFigure(
    fig: Figure,
    from: number,
    to: number,
    disp: number[],
    big: boolean,
  ): Promise<void> {
    // The plate's field tab follows its figure (also when Undertow pulls it back).
    this.drawFieldTab(fig.seat, to);
    await hopFigure(this.stage(), this.figures, this.figureLayer, fig, { from, to, disp, big });
  }

  /** What the animations need from the scene (see motions.ts). */
  private stage(): Stage {
    return {
      lay: this.lay!,
      motion: this.ctx.motion,
      audio: this.ctx.audio,
      animating: () => this.animating,
      fxLayer: this.fxLayer,
      discard: (c) => this.discard(c),
    };
  }

  /** The Storm swaps the two highest occupied places at the phase's start. */
  private async stormSwap(prev: AbyssView): Promise<void> {
    const swap = await stormSwap(this.ctx.motion, this.scaleWidget, prev.scale, () => this.drawScale(prev));
    if (swap) this.drawn.storms.push(swap);
  }

  private async animateScale(prev: AbyssView, step: Extract<Step, { kind: 'scale' }>): Promise<void> {
    const lay = this.lay!;
    if (step.add) {
      const fig = this.figures[step.seat];
      const from = fig
        ? { x: fig.x, y: fig.y - lay.figureSize * 0.6 }
        : (lay.seats[step.seat]?.plate ?? lay.trickCentre);
      await flyChipIn(this.stage(), this.scaleWidget, step.add, prev.scale.length, from, this.colorBlind);
    } else if (step.swap) {
      this.drawScale(prev);
      await swapChips(this.ctx.motion, this.scaleWidget, step.swap[0], step.swap[1]);
    }
  }

  /** A drawn curse is revealed on the table; the test facts follow the card. */
  private async revealCurse(id: AbyssCurseId, field: number): Promise<void> {
    const face = { ...curseFace(this.lang, id, false), hint: this.ctx.i18n.t('abyss.curse.continue') };
    await revealCurse(this.stage(), face, field, {
      setHolder: (h) => (this.curseReveal = h),
      setFaceShown: (shown) => (this.curseFaceShown = shown),
      setFaceUp: (open) => (this.curseFaceUp = open),
      publish: () => this.publishTestInfo(),
      unrush: () => (this.rush = false),
      slotIndex: () => this.curseRow.children.length,
    });
  }

  // -------------------------------------------------------------------------------------------
  // Static state

  protected clearSeatPieces(): void {
    for (const f of this.figures) this.discard(f);
    this.figures = [];
    this.boardKey = '';
  }

  protected addSeatPieces(seat: number, lay: AbyssLayout): void {
    const initials = figureInitials(this.shown?.seats.map((s) => s.name) ?? []);
    const fig = new Figure(seat, initials[seat] ?? '?', lay.figureSize);
    this.attachSeatTip(fig, seat);
    this.figureLayer.addChild(fig);
    this.figures.push(fig);
  }

  protected seatTip(seat: number, snap: TableSnapshot): string[] {
    const [name, subtitle] = [this.seatName(seat), seatSubtitle(this.ctx.i18n, snap, seat)];
    return [`${name} — ${subtitle}`, ...seatTipLines(this.lang, viewOf(snap), seat)];
  }

  private fieldTip(field: number): string {
    return this.shown ? fieldTipText(this.lang, viewOf(this.shown), field, (seat) => this.name(seat)) : '';
  }

  private placeTip(place: number): string {
    return this.shown ? placeTipText(this.lang, viewOf(this.shown), place) : '';
  }

  /** The scale as the view has it (the test facts report what was drawn). */
  private drawScale(v: AbyssView): void {
    if (!this.lay) return;
    this.drawn.scale = [...v.scale];
    const st = { scale: v.scale, mirror: v.activeCurses.includes('mirror'), pick: this.prompts.swapPick };
    drawScale(this.scaleWidget, this.lay, st, this.lang, this.colorBlind);
  }

  protected handSize(snap: TableSnapshot, seat: number): number | null {
    return viewOf(snap).handCounts[seat] ?? null;
  }

  /** Who plays the seat under the name (bots by level; the passing choice while passing). */
  protected override plateSubtitle(snap: TableSnapshot, seat: number): string {
    const v = viewOf(snap);
    if (v.stage === 'pass' && v.passing)
      return this.ctx.i18n.t(v.passing.chosen[seat] ? 'abyss.seat.passed' : 'abyss.seat.choosing');
    return super.plateSubtitle(snap, seat);
  }

  /** The board, field tabs, figures, scale, curses, open hands, trick, caption, hand and prompts. */
  protected syncTable(snap: TableSnapshot, lay: AbyssLayout, animateHand: boolean): void {
    const v = viewOf(snap);
    const mine = isMyTurn(snap);
    // Board: redrawn when its key changes (the test facts report the goal drawn).
    const key = syncBoard(this.board, lay, v, this.lang, this.boardKey);
    if (key !== this.boardKey) this.drawn.goal = v.goal;
    this.boardKey = key;
    // Each plate's field on a tab; the figures.
    this.plates.forEach((_, i) => {
      if (lay.seats[i]) this.drawFieldTab(i, v.positions[i] ?? 0);
    });
    placeFigures({ lay, motion: this.ctx.motion }, this.figures, this.figureLayer, v.positions);
    this.drawScale(v);
    const name = (seat: number): string => this.name(seat);
    const drawnBy = (id: AbyssCurseId): number | null | undefined => this.curseBy.get(id);
    drawCurseRow(this.curseRow, lay, v, { lang: this.lang, tooltip: this.ctx.tooltip, drawnBy, name });
    drawOpenHands(this.openHands, lay, snap.you, v, this.ctx.cards);
    for (const c of this.fxLayer.removeChildren()) {
      if (c !== this.curseReveal) this.discard(c);
      else this.fxLayer.addChild(c);
    }
    this.trick.show(v.trick, null);
    if (v.trick.length > 0 && this.explanation.length > 0) {
      this.explanation = [];
    }
    this.renderCaption();
    this.hand.set(handState(v, snap.legal, mine), animateHand);
    if (!(mine && v.stage === 'play')) this.prompts.kitsuneOpen = false;
    this.prompts.sync(snap, v, mine);
  }

  /** The seat's field on its plate's tab (see table-draw.ts). */
  private drawFieldTab(seat: number, field: number): void {
    const plate = this.plates[seat];
    if (plate && this.L && this.lay)
      drawFieldTab(plate, seat, this.ctx.i18n.t('abyss.seat.field', { n: field }), this.L, this.lay);
  }

  /** The explanation of the last trick, under the trick area, until the next card is played. */
  private renderCaption(): void {
    drawCaption(this.caption, this.lay, this.prompts.prompt ? [] : this.explanation);
  }

  private decisionCtx(): DecisionCtx | null {
    const lay = this.lay;
    if (!lay) return null;
    return {
      s: lay.s,
      lang: this.lang,
      area: promptArea(lay.prompt, this.L, this.hand.codes.length),
      colorBlind: this.colorBlind,
      name: (seat) => this.name(seat),
      compact: lay.compact,
    };
  }

  // -------------------------------------------------------------------------------------------
  // Acting

  protected withdraw(snap: TableSnapshot, action: { type: string; [k: string]: unknown }): void {
    this.prompts.reset();
    const v = viewOf(snap);
    this.hand.set(
      {
        cards: sortCards(ownHand(v)),
        choosable: [],
        active: false,
        marked: action.type === 'pass' ? String(action.card) : null,
      },
      false,
    );
  }

  protected pick(code: string): void {
    const snap = this.shown;
    if (!snap || !isMyTurn(snap)) return;
    const v = viewOf(snap);
    if (v.stage === 'pass') {
      if (snap.legal.some((a) => a.type === 'pass' && a.card === code))
        this.send({ type: 'pass', card: code });
      return;
    }
    if (code === 'KITSUNE' && snap.legal.some((a) => a.type === 'play' && a.card === code)) {
      this.prompts.openKitsune(snap, v);
      return;
    }
    const action = snap.legal.find((a) => a.type === 'play' && a.card === code);
    if (action) this.send(action);
  }

  protected refusal(snap: TableSnapshot, code: string): string {
    const v = viewOf(snap);
    return v.stage === 'play' ? refusalText(this.lang, v, snap.cardRefusals[code]) : '';
  }

  // -------------------------------------------------------------------------------------------
  // Overlays

  protected overlaySpec(kind: PanelKind, lay: AbyssLayout, snap: TableSnapshot): PanelSpec {
    const c = panelCtx(lay.s, this.lang, (seat) => this.name(seat));
    return abyssPanel(kind, c, viewOf(snap), snap.you, {
      phaseStart: this.phaseStart,
      undertowSeat: this.undertowSeat,
      lastExplained: this.lastExplained,
      continueButton: (label) => this.continueButton(label),
      art: this.ctx.cards,
    });
  }

  protected activePrompt(): KeyTarget | null {
    return this.prompts.prompt;
  }

  /** An open curse card takes Enter, Space and Escape first: they move on from reading it. */
  protected override routeKey(e: KeyboardEvent): boolean {
    if (this.curseFaceUp && ['Enter', ' ', 'Escape'].includes(e.key)) {
      this.ctx.motion.finishAll();
      return true;
    }
    return super.routeKey(e);
  }

  // -------------------------------------------------------------------------------------------
  // Test hook

  protected testFacts(): TestFacts<AbyssFacts> {
    const view = (): AbyssView | null => (this.shown ? viewOf(this.shown) : null);
    return {
      stage: () => view()?.stage ?? 'none',
      dialog: () => this.prompts.kind,
      hand: () => {
        const v = view();
        return v ? sortCards(ownHand(v)) : [];
      },
      trickCards: () => this.trick.count,
      scale: () => [...(view()?.scale ?? [])],
      positions: () => [...(view()?.positions ?? [])],
      curses: () => (view()?.curses ?? []).map((c) => c.curse),
      activeCurses: () => [...(view()?.activeCurses ?? [])],
      curseReveal: () => this.curseReveal !== null,
      curseFace: () => this.curseFaceShown,
      curseOpen: () => this.curseFaceUp,
      boardFields: () => this.board.fieldNodes.length,
      boardGoal: () => this.drawn.goal,
      figureFields: () => this.figures.map((f) => f.field),
      scaleShown: () => [...this.drawn.scale],
      storms: () => this.drawn.storms.map((x) => ({ before: [...x.before], after: [...x.after] })),
      undertows: () => this.drawn.undertows.map((x) => ({ ...x })),
      passing: () => {
        const v = view();
        return !!v && v.stage === 'pass' && this.shown !== null && isMyTurn(this.shown);
      },
    };
  }
}
