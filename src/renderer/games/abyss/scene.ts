/**
 * The table scene of SevenSins – Abyss. Snapshots are queued and each step's event is animated
 * against the previous snapshot: cards fly to the trick, the finished trick shows why it was
 * won and slides to its winner, figures step field by field (hopping over others when their
 * player jumps), scale chips fly in or swap, revealed curses flip open on their field and
 * settle into the row of curses, passed cards travel to the left. After every step the scene
 * re-syncs to exactly what the snapshot shows; a click during an animation finishes it.
 */
import type { Rectangle } from 'pixi.js';
import { Container, Graphics, Text } from 'pixi.js';
import type { AbyssElement, AbyssPlay, AbyssView } from '../../../shared/games/abyss';
import { abyssCurse, type AbyssCurseId } from '../../../shared/games/abyss-data';
import type { TableSnapshot } from '../../../shared/protocol';
import type { AbyssFacts } from '../../../shared/scene-facts';
import { elementChip } from '../../art/tokens';
import { arcPoint } from '../../core/motion';
import { testId } from '../../core/testhook';
import type { TableLayout } from '../../layout/table';
import type { SceneHost, SceneStatus } from '../../scenes/registry';
import { font, palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import { type SeatPlate, seatSubtitle } from '../../ui/seatPlate';
import { fitText } from '../../ui/widgets';
import type { PanelKind, PanelSpec } from '../common/panel-spec';
import { TableScene, type KeyTarget, type SceneConfig, type TestFacts } from '../common/scene-base';
import { SEVENSINS_HAND } from '../common/hand';
import { cachedViews } from '../common/views';
import { KitsunePrompt } from '../elements/kitsune';
import { TrickArea, type TrickSpot } from '../elements/trick';
import { sortCards } from '../elements/cards';
import { at, curseName, curseText, type AbyssKey } from './i18n';
import { abyssLayout, clusterOffsets, type AbyssLayout, type Point } from './layout';
import {
  describeStep,
  explainTrick,
  figureInitials,
  figureMoves,
  forwardPositions,
  jumpOptions,
  normalizeView,
  ownHand,
  phaseRows,
  ranking,
  stacks,
  undertowMove,
  type FigureMove,
  type Step,
} from './model';
import { lastTrickContent, rankingContent, sheetContent, summaryContent } from './panels';
import { Board, curseBack, curseCard, Figure, ScaleWidget, seatHue, type CurseFace } from './pieces';
import { TilePrompt } from './prompts';
import { jumpPrompt, passBanner, scalePrompt, type DecisionCtx } from './decisions';
import {
  capital,
  cardName,
  curseNote,
  elementWord,
  explainLines,
  fieldTipText,
  isMyTurn,
  logLines,
  placeTipText,
  refusalText,
  statusLine,
} from './text';

/** The race sheet takes the score sheet's place. */
const CONFIG: SceneConfig = {
  game: 'abyss',
  hand: SEVENSINS_HAND,
  text: at,
  sheetLabel: (i18n) => at(i18n, 'btn.race'),
  sheetId: 'btn:race',
};

type DialogKind = NonNullable<AbyssFacts['dialog']>;

const viewOf = cachedViews((snap) => normalizeView(snap.view, snap.seats.length));

export class AbyssScene extends TableScene<AbyssLayout> {
  private readonly figureLayer = new Container({ label: 'abyss-figures' });
  private readonly trick: TrickArea;
  private readonly board: Board;
  private readonly scaleWidget: ScaleWidget;
  private readonly curseRow = new Container({ label: 'abyss-curses' });
  private readonly openHands = new Container({ label: 'abyss-open-hands' });
  private readonly caption = new Container({ label: 'abyss-caption' });
  private figures: Figure[] = [];
  private boardKey = '';
  private prompt: TilePrompt | KitsunePrompt | null = null;
  private promptKind: DialogKind | null = null;
  private passBanner: Container | null = null;
  private promptKey = '';
  private kitsuneOpen = false;
  private swapPick: number[] = [];
  private curseReveal: Container | null = null;
  private curseFaceUp = false;
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
      formLabel: (form) => this.t(form === 'sin' ? 'kit.sin' : 'kit.tanuki'),
    });
    this.tableLayer.addChild(this.board, this.scaleWidget, this.curseRow, this.openHands);
    this.view.addChild(
      this.tableLayer,
      this.trick,
      this.figureLayer,
      this.caption,
      this.hand,
      this.uiLayer,
      this.fxLayer,
      this.overlayLayer,
    );
  }

  private t(key: AbyssKey, params?: Record<string, string | number>): string {
    return at(this.ctx.i18n, key, params);
  }

  private name(seat: number): string {
    const snap = this.shown;
    if (snap && seat === snap.you) return this.t('you');
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

  protected override addStatic(): void {
    this.placeTrickSpots();
  }

  protected gameStatus(snapshot: TableSnapshot): SceneStatus | null {
    if (snapshot.game !== 'abyss') return null;
    const latest = viewOf(snapshot);
    if (this.overlayKind === 'summary' && !snapshot.result) {
      const v = this.shown ? viewOf(this.shown) : latest;
      return { text: this.t('status.summary', { phase: v.phase + 1 }), tone: 'info' };
    }
    const shown = this.shown && this.running ? this.shown : snapshot;
    const line = statusLine(this.lang, shown, viewOf(shown), (s) => this.seatName(s));
    if (this.kitsuneOpen) return { text: this.t('status.kitsune'), tone: 'turn' };
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
        this.explanation = step.storm
          ? [
              curseName(this.lang, 'storm'),
              this.t('caption.storm', {
                a: capital(elementWord(this.lang, step.storm[0])),
                b: elementWord(this.lang, step.storm[1]),
              }),
            ]
          : [];
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
            this.t('pass.received', { card: cardName(this.lang, step.received), name: named(from) }),
          ];
          this.renderCaption();
        }
        if (this.animating) await this.flyPassed(prev!, snap);
        return;
      case 'play': {
        audio.play('cardPlay', 0.95 + Math.random() * 0.1);
        await this.flyCard(prev!, step.seat, step.card, step.as);
        if (step.completed) {
          const ex = explainTrick(step.completed, prevView.scale, prevView.activeCurses);
          const win = step.completed.plays.find((p) => p.seat === step.completed!.winner);
          this.explanation = [
            this.t('log.trick', {
              name: named(step.completed.winner),
              card: win ? cardName(this.lang, win.card) : '',
            }),
            ...explainLines(this.lang, ex, step.completed.winner, step.completed.leader, named),
          ];
          this.lastExplained = { trick: step.completed, lines: this.explanation };
          this.renderTrick(step.completed.plays, step.completed.winner);
          this.renderCaption();
          if (this.animating) await this.ctx.motion.wait(1300);
          await this.collectTrick(step.completed.winner);
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
        this.closePrompt();
        if (this.animating) await this.animateScale(prevView, step);
        this.drawScale(next.scale, next.activeCurses.includes('mirror'));
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

  protected override finale(snap: TableSnapshot): Promise<void> {
    return this.celebrate(viewOf(snap).winner ?? snap.result?.winners[0] ?? 0);
  }

  // -------------------------------------------------------------------------------------------
  // Animations

  private async flyCard(
    prev: TableSnapshot,
    seat: number,
    card: string,
    as?: 'sin' | 'tanuki',
  ): Promise<void> {
    const lay = this.lay!;
    const L = this.L!;
    const fromHand = prev.you === seat ? this.hand.cardPoint(card) : null;
    if (fromHand) this.hand.detach(card);
    const plate = lay.seats[seat]?.plate ?? lay.trickCentre;
    const from = fromHand
      ? { ...fromHand, scale: L.card.width / lay.trickCard.width }
      : { x: plate.x, y: plate.y, rotation: 0, scale: 0.45 };
    const play = as ? { seat, card, as } : { seat, card };
    if (this.animating) await this.trick.flyIn(play, from);
    else this.trick.show([...viewOf(prev).trick, play], null);
  }

  /** The finished trick slides to its winner's plate. */
  private async collectTrick(winner: number): Promise<void> {
    const lay = this.lay!;
    const to = lay.seats[winner]?.plate ?? lay.trickCentre;
    this.ctx.audio.play('trickWon');
    if (this.animating) await this.trick.collect(to);
    this.trick.show([], null);
  }

  /** Where a figure stands on a field, given who else is there (as displayed). */
  private figurePoint(seat: number, field: number, positions: readonly number[]): Point {
    const lay = this.lay!;
    const p = lay.fields[Math.min(field, lay.fields.length - 1)] ?? lay.trickCentre;
    const here = stacks(positions).get(field) ?? [seat];
    const offs = clusterOffsets(
      here.length,
      lay.figureSize * (field === 0 || field >= lay.fields.length - 1 ? 1.2 : 0.9),
    );
    const k = Math.max(0, here.indexOf(seat));
    const o = offs[k] ?? { x: 0, y: 0 };
    return { x: p.x + o.x, y: p.y + o.y + lay.figureSize * 0.32 };
  }

  private placeFigures(positions: readonly number[]): void {
    this.figures.forEach((f, seat) => {
      const field = positions[seat] ?? 0;
      f.field = field;
      this.ctx.motion.killTweensOf(f);
      const p = this.figurePoint(seat, field, positions);
      f.position.set(p.x, p.y);
    });
    // Figures further down the screen stand in front.
    const sorted = [...this.figures].sort((a, b) => a.y - b.y);
    sorted.forEach((f, i) => this.figureLayer.setChildIndex(f, i));
  }

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
    const disp = [...prev.positions];
    const jumpAt = step.kind === 'jump' ? jumpOptions(prev) : null;
    for (const m of moves) {
      if (m.to <= m.from) continue; // only Undertow goes back (below)
      const fig = this.figures[m.seat];
      if (!fig) continue;
      let at = m.from;
      if (step.kind === 'jump' && jumpAt && jumpAt.seat === m.seat) {
        const landing = step.jump ? jumpAt.jump : jumpAt.stop;
        disp[m.seat] = landing;
        await this.hopFigure(fig, at, landing, disp, step.jump && landing > at + 1);
        at = landing;
      }
      while (at < m.to) {
        at += 1;
        disp[m.seat] = at;
        await this.hopFigure(fig, at - 1, at, disp, false);
      }
    }
    if (undertow) {
      const fig = this.figures[undertow.seat];
      disp[undertow.seat] = undertow.to;
      const shown = this.animating;
      // Said on the table while the figure steps back, and held a moment before the summary covers it.
      this.explanation = [
        curseName(this.lang, 'undertow'),
        this.t('caption.undertow', { name: this.seatName(undertow.seat), n: undertow.to }),
      ];
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
    const lay = this.lay!;
    fig.field = to;
    // The plate's field tab follows its figure (also when Undertow pulls it back).
    const plate = this.plates[fig.seat];
    if (plate && this.L) this.drawFieldTab(plate, fig.seat, to, this.L, lay);
    const target = this.figurePoint(fig.seat, to, disp);
    // Figures left behind on the old field close ranks.
    for (const other of this.figures) {
      if (other === fig) continue;
      const f = disp[other.seat] ?? 0;
      if (f === from || f === to) {
        const p = this.figurePoint(other.seat, f, disp);
        if (this.animating) void this.ctx.motion.to(other, { x: p.x, y: p.y }, { ms: 160 });
        else other.position.set(p.x, p.y);
      }
    }
    this.figureLayer.setChildIndex(fig, this.figureLayer.children.length - 1);
    if (!this.animating) {
      fig.position.set(target.x, target.y);
      return;
    }
    const start = { x: fig.x, y: fig.y };
    const dist = Math.hypot(target.x - start.x, target.y - start.y);
    const height = big ? Math.max(lay.fieldRadius * 3, dist * 0.45) : lay.fieldRadius * 0.9;
    this.ctx.audio.play('sealClink', big ? 0.8 : 1.2);
    await this.ctx.motion.drive(
      (t) => {
        if (fig.destroyed) return;
        const p = arcPoint(start, target, height, t);
        fig.position.set(p.x, p.y);
        fig.scale.set(1 + (big ? 0.25 : 0.1) * Math.sin(Math.PI * t));
      },
      { ms: big ? 520 : 230, ease: 'power1.inOut', owner: fig },
    );
    if (!fig.destroyed) fig.scale.set(1);
  }

  /** The Storm swaps the two highest occupied places at the phase's start. */
  private async stormSwap(prev: AbyssView): Promise<void> {
    const n = prev.scale.length;
    if (n < 2) return;
    this.drawScale(prev.scale, prev.activeCurses.includes('mirror'));
    const before = [...prev.scale];
    await this.swapChips(n - 2, n - 1);
    const after = [...before];
    [after[n - 2], after[n - 1]] = [before[n - 1]!, before[n - 2]!];
    this.drawn.storms.push({ before, after });
  }

  private async swapChips(i: number, j: number): Promise<void> {
    const a = this.scaleWidget.chips[i];
    const b = this.scaleWidget.chips[j];
    if (!a || !b) return;
    const pa = { x: a.x, y: a.y };
    const pb = { x: b.x, y: b.y };
    const h = this.scaleWidget.size * 1.2;
    await Promise.all([
      this.ctx.motion.drive(
        (t) => {
          if (a.destroyed) return;
          const p = arcPoint(pa, pb, h, t);
          a.position.set(p.x, p.y);
        },
        { ms: 520, ease: 'power1.inOut', owner: a },
      ),
      this.ctx.motion.drive(
        (t) => {
          if (b.destroyed) return;
          const p = arcPoint(pb, pa, -h, t);
          b.position.set(p.x, p.y);
        },
        { ms: 520, ease: 'power1.inOut', owner: b },
      ),
    ]);
  }

  private async animateScale(prev: AbyssView, step: Extract<Step, { kind: 'scale' }>): Promise<void> {
    const lay = this.lay!;
    if (step.add) {
      const place = prev.scale.length;
      const to = this.scaleWidget.placePoint(place);
      const fig = this.figures[step.seat];
      const from = fig
        ? { x: fig.x, y: fig.y - lay.figureSize * 0.6 }
        : (lay.seats[step.seat]?.plate ?? lay.trickCentre);
      const chip = elementChip(step.add, this.scaleWidget.size, this.colorBlind);
      chip.position.set(from.x, from.y);
      chip.scale.set(0.6);
      this.fxLayer.addChild(chip);
      const dist = Math.hypot(to.x - from.x, to.y - from.y);
      await this.ctx.motion.drive(
        (t) => {
          if (chip.destroyed) return;
          const p = arcPoint(from, to, Math.max(40 * lay.s, dist * 0.3), t);
          chip.position.set(p.x, p.y);
          chip.scale.set(0.6 + 0.4 * t + 0.3 * Math.sin(Math.PI * t));
        },
        { ms: 560, ease: 'power1.inOut', owner: chip },
      );
      this.discard(chip);
    } else if (step.swap) {
      this.drawScale(prev.scale, prev.activeCurses.includes('mirror'));
      await this.swapChips(step.swap[0], step.swap[1]);
    }
  }

  /** A drawn curse: its card rises at the curse field, flips open, is read, and settles into the row. */
  private async revealCurse(id: AbyssCurseId, field: number): Promise<void> {
    const lay = this.lay!;
    const s = lay.s;
    const w = Math.round(380 * s);
    const face = curseCard(
      { ...this.curseFace(id, false), hint: this.t('curse.continue') },
      w,
      Math.round(170 * s),
      s,
      true,
    );
    const h = Math.round(face.hitArea ? (face.hitArea as Rectangle).height : face.height);
    face.pivot.set(w / 2, h / 2);
    face.visible = false;
    const back = curseBack(w, h, s);
    back.pivot.set(w / 2, h / 2);
    const fp = lay.fields[field] ?? lay.trickCentre;
    // Over its field, but inside the board (never over a seat plate).
    const b = lay.board;
    const cx = b.width > w ? Math.max(b.x + w / 2, Math.min(b.x + b.width - w / 2, fp.x)) : b.x + b.width / 2;
    const cy = Math.round(Math.max(lay.board.y + h / 2 + 6 * s, lay.board.y + lay.board.height / 2 + 30 * s));
    const holder = new Container({ label: 'curse-reveal' });
    holder.addChild(back, face);
    holder.position.set(fp.x, fp.y);
    holder.scale.set(0.15);
    testId(holder, 'curse:reveal');
    this.fxLayer.addChild(holder);
    this.curseReveal = holder;
    this.publishTestInfo();
    const m = this.ctx.motion;
    // A curse is shown even when the player hurried the animations before it (only instant
    // speed and reduced motion skip it): it changes the rules and must be read.
    if (m.duration(300) > 0) this.rush = false;
    if (this.animating) {
      await Promise.all([
        m.to(holder, { x: cx, y: cy }, { ms: 420, ease: 'power2.out' }),
        m.to(holder.scale, { x: 1, y: 1 }, { ms: 420, ease: 'power2.out', owner: holder }),
      ]);
      await m.to(holder.scale, { x: 0.02 }, { ms: 160, ease: 'power1.in', owner: holder });
      back.visible = false;
      face.visible = true;
      await m.to(holder.scale, { x: 1 }, { ms: 200, ease: 'power1.out', owner: holder });
      this.curseFaceUp = true;
      this.publishTestInfo();
      // The card waits to be read: a click or a key moves on (after a long while it moves on by itself).
      await m.wait(16000);
      this.curseFaceUp = false;
      // Settle into the curse row.
      const slot = this.curseSlot(this.curseRow.children.length);
      await Promise.all([
        m.to(holder, { x: slot.x, y: slot.y, alpha: 0.4 }, { ms: 420, ease: 'power2.inOut' }),
        m.to(holder.scale, { x: slot.k, y: slot.k }, { ms: 420, ease: 'power2.inOut', owner: holder }),
      ]);
    }
    this.curseReveal = null;
    this.curseFaceUp = false;
    this.discard(holder);
    this.publishTestInfo();
  }

  /** Centre and scale of the next slot in the curse row (for a card settling there). */
  private curseSlot(index: number): { x: number; y: number; k: number } {
    const lay = this.lay!;
    const R = lay.curses;
    const cw = (R.width - 2 * 8 * lay.s) / 3;
    return { x: R.x + 8 * lay.s + cw * index + cw / 2, y: R.y + R.height / 2, k: cw / (380 * lay.s) };
  }

  /** The passed cards move to the left: yours to your left neighbour, one from your right into your hand. */
  private async flyPassed(prev: TableSnapshot, snap: TableSnapshot): Promise<void> {
    const lay = this.lay!;
    const next = viewOf(snap);
    const n = next.players;
    const jobs: Promise<void>[] = [];
    for (let seat = 0; seat < n; seat++) {
      const to = (seat + 1) % n;
      const own = seat === prev.you;
      const code = own
        ? (next.passing?.given ?? null)
        : to === prev.you
          ? (next.passing?.received ?? null)
          : null;
      const sprite = new CardSprite(this.ctx.cards, 'sevensins', code, lay.trickCard.width);
      const fromHand = own && code ? this.hand.cardPoint(code) : null;
      if (fromHand && code) this.hand.detach(code);
      const from = fromHand ?? lay.seats[seat]?.plate ?? lay.trickCentre;
      const dest =
        to === prev.you
          ? { x: this.L!.width / 2, y: this.L!.handBaseY }
          : (lay.seats[to]?.plate ?? lay.trickCentre);
      sprite.position.set(from.x, from.y);
      sprite.scale.set(0.6);
      this.fxLayer.addChild(sprite);
      jobs.push(
        this.ctx.motion
          .to(sprite, { x: dest.x, y: dest.y }, { ms: 700, delay: seat * 90, ease: 'power2.inOut' })
          .then(() => this.discard(sprite)),
      );
    }
    await Promise.all(jobs);
  }

  /** The winner's moment: the figure on the goal jumps for joy before the final screen. */
  private async celebrate(winner: number): Promise<void> {
    const fig = this.figures[winner];
    if (!fig || !this.animating) return;
    for (let i = 0; i < 3; i++) {
      await this.ctx.motion.to(fig, { y: fig.y - 14 * (this.lay?.s ?? 1) }, { ms: 140, ease: 'power1.out' });
      await this.ctx.motion.to(fig, { y: fig.y + 14 * (this.lay?.s ?? 1) }, { ms: 140, ease: 'power1.in' });
    }
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
    const v = viewOf(snap);
    const won = v.tricks.filter((t) => t.winner === seat).length;
    return [
      `${this.seatName(seat)} — ${seatSubtitle(this.ctx.i18n, snap, seat)}`,
      this.t('seat.fieldOf', { n: v.positions[seat] ?? 0, goal: v.goal }),
      this.t('seat.tricks', { n: won }),
    ];
  }

  private fieldTip(field: number): string {
    return this.shown ? fieldTipText(this.lang, viewOf(this.shown), field, (seat) => this.name(seat)) : '';
  }

  private placeTip(place: number): string {
    return this.shown ? placeTipText(this.lang, viewOf(this.shown), place) : '';
  }

  private curseFace(id: AbyssCurseId, active: boolean): CurseFace {
    const c = abyssCurse(id);
    return {
      id,
      number: c.number,
      name: curseName(this.lang, id),
      text: curseText(this.lang, id),
      note: curseNote(this.lang, id, active),
    };
  }

  private drawScale(scale: readonly AbyssElement[], mirror: boolean): void {
    const lay = this.lay;
    if (!lay) return;
    this.drawn.scale = [...scale];
    this.scaleWidget.draw(
      lay,
      scale,
      mirror,
      this.t('scale.title'),
      scale.length === 0 ? this.t('scale.empty') : this.t(mirror ? 'scale.orderMirror' : 'scale.order'),
      this.colorBlind,
      this.swapPick,
    );
  }

  private drawCurses(v: AbyssView): void {
    for (const c of this.curseRow.removeChildren()) c.destroy({ children: true });
    const lay = this.lay;
    if (!lay) return;
    const s = lay.s;
    const R = lay.curses;
    const bg = new Graphics()
      .roundRect(R.x, R.y, R.width, R.height, 14 * s)
      .fill({ color: palette.panel, alpha: 0.82 })
      .roundRect(R.x, R.y, R.width, R.height, 14 * s)
      .stroke({ width: Math.max(1, s), color: palette.panelEdge });
    this.curseRow.addChild(bg);
    if (v.curses.length === 0) {
      const t = new Text({
        text: `${this.t('curses.title')}: ${this.t('curses.none')}`,
        style: font('caption', s, palette.textMuted),
      });
      fitText(t, R.width - 20 * s);
      t.position.set(R.x + (R.width - t.width) / 2, R.y + (R.height - t.height) / 2);
      this.curseRow.addChild(t);
      return;
    }
    const pad = 8 * s;
    const cw = (R.width - 2 * pad) / 3;
    v.curses.forEach((d, i) => {
      const active = v.activeCurses.includes(d.curse);
      // Small cards: the name, and only while a curse is not in force yet, from when it acts.
      const pending = active
        ? ''
        : this.t(abyssCurse(d.curse).timing === 'phase' ? 'curse.short.phase' : 'curse.short.trick');
      const card = curseCard(
        { ...this.curseFace(d.curse, active), note: pending },
        cw - 6 * s,
        R.height - 2 * pad,
        s,
        false,
      );
      card.position.set(R.x + pad + i * cw + 3 * s, R.y + pad);
      card.alpha = active ? 1 : 0.75;
      card.eventMode = 'static';
      this.ctx.tooltip.attach(card, () => {
        const by = this.curseBy.get(d.curse);
        const who =
          by === undefined || by === null
            ? ''
            : ` ${this.t('curse.drawnBy', { field: d.field, name: this.name(by) })}`;
        return `${curseName(this.lang, d.curse)}: ${curseText(this.lang, d.curse)}\n${curseNote(this.lang, d.curse, active)}${who}`;
      });
      testId(card, `curse:${d.curse}`);
      this.curseRow.addChild(card);
    });
  }

  private drawOpenHands(snap: TableSnapshot, v: AbyssView): void {
    for (const c of this.openHands.removeChildren()) c.destroy({ children: true });
    const lay = this.lay;
    if (!lay) return;
    for (let seat = 0; seat < v.players; seat++) {
      if (seat === snap.you) continue;
      const hand = v.hands[seat];
      if (!hand || hand.length === 0) continue;
      const spot = lay.seats[seat];
      if (!spot) continue;
      const R = spot.openHand;
      const cards = sortCards(hand);
      const cw = lay.miniCard.width;
      const step = Math.min(cw * 0.9, (R.width - cw) / Math.max(1, cards.length - 1));
      const row = new Container();
      cards.forEach((code, i) => {
        const sp = new CardSprite(this.ctx.cards, 'sevensins', code, cw);
        sp.position.set(R.x + cw / 2 + i * step, R.y + lay.miniCard.height / 2);
        row.addChild(sp);
      });
      testId(row, `openHand:${seat}`);
      this.openHands.addChild(row);
    }
  }

  protected handSize(snap: TableSnapshot, seat: number): number | null {
    return viewOf(snap).handCounts[seat] ?? null;
  }

  /** Who plays the seat under the name (bots by level; the passing choice while passing). */
  protected override plateSubtitle(snap: TableSnapshot, seat: number): string {
    const v = viewOf(snap);
    if (v.stage === 'pass' && v.passing)
      return this.t(v.passing.chosen[seat] ? 'seat.passed' : 'seat.choosing');
    const i18n = this.ctx.i18n;
    const who = snap.seats[seat];
    return who?.kind === 'bot' && seat !== snap.you
      ? i18n.tDynamic(`bot.${who.level ?? ''}`, who.level ?? '')
      : seatSubtitle(i18n, snap, seat);
  }

  /** The board, field tabs, figures, scale, curses, open hands, trick, caption, hand and prompts. */
  protected syncTable(snap: TableSnapshot, lay: AbyssLayout, animateHand: boolean): void {
    const L = this.L!;
    const v = viewOf(snap);
    const mine = isMyTurn(snap);
    // Board
    const frozen = v.activeCurses.includes('frozenScale');
    const key = `${v.goal}|${v.triggered.join(',')}|${frozen}|${this.lang}`;
    if (key !== this.boardKey) {
      const spent = new Map<number, AbyssCurseId | null>();
      for (const f of v.triggered) spent.set(f, v.curses.find((c) => c.field === f)?.curse ?? null);
      this.board.draw(lay, { goal: v.goal, spent, frozen });
      this.board.caption(0, this.t('board.start'));
      this.board.caption(v.goal, this.t('board.goal'));
      this.boardKey = key;
      this.drawn.goal = v.goal;
    }
    const jo = jumpOptions(v);
    if (jo) {
      this.board.mark(
        lay,
        [
          { field: jo.stop, colour: palette.cream },
          { field: jo.jump, colour: palette.accent },
        ],
        { from: v.positions[jo.seat] ?? 0, to: jo.jump },
      );
    } else this.board.mark(lay, [], null);
    // Each plate's field on a tab; the figures.
    this.plates.forEach((plate, i) => {
      if (lay.seats[i]) this.drawFieldTab(plate, i, v.positions[i] ?? 0, L, lay);
    });
    this.placeFigures(v.positions);
    this.drawScale(v.scale, v.activeCurses.includes('mirror'));
    this.drawCurses(v);
    this.drawOpenHands(snap, v);
    for (const c of this.fxLayer.removeChildren()) {
      if (c !== this.curseReveal) this.discard(c);
      else this.fxLayer.addChild(c);
    }
    this.renderTrick(v.trick, null);
    if (v.trick.length > 0 && this.explanation.length > 0) {
      this.explanation = [];
    }
    this.renderCaption();
    // Hand
    const hand = sortCards(ownHand(v));
    if (v.stage === 'pass' && mine) {
      this.hand.set({ cards: hand, choosable: [...new Set(hand)], active: true, marked: null }, animateHand);
    } else if (v.stage === 'play' && mine) {
      const legal = [...new Set(snap.legal.filter((a) => a.type === 'play').map((a) => String(a.card)))];
      this.hand.set({ cards: hand, choosable: legal, active: true, marked: null }, animateHand);
    } else {
      const marked = v.stage === 'pass' && v.passing && !v.passing.done ? v.passing.given : null;
      this.hand.set({ cards: hand, choosable: [], active: false, marked }, animateHand);
    }
    if (!(mine && v.stage === 'play')) this.kitsuneOpen = false;
    this.syncPrompt(snap, v, mine);
  }

  /**
   * The seat's field on a tab at the plate's top edge, in the figure's colour (with its mark),
   * plus a stripe along the plate's foot: plate and figure belong together at a glance.
   */
  private drawFieldTab(
    plate: SeatPlate,
    seat: number,
    field: number,
    L: TableLayout,
    lay: AbyssLayout,
  ): void {
    const old = plate.getChildByLabel('field-tab');
    if (old) old.destroy({ children: true });
    const s = lay.s;
    const tab = new Container({ label: 'field-tab' });
    const t = new Text({
      text: this.t('seat.field', { n: field }),
      style: font('caption', s * 0.85, palette.ink),
    });
    const h = t.height + 2 * s;
    const w = t.width + 18 * s;
    const hue = seatHue(seat);
    const g = new Graphics()
      .roundRect(0, 0, w, h, h / 2)
      .fill(hue)
      .roundRect(0, 0, w, h, h / 2)
      .stroke({ width: Math.max(1, s), color: palette.cream, alpha: 0.7 });
    t.position.set(9 * s, 1 * s);
    tab.addChild(g, t);
    tab.position.set(L.plate.width / 2 - w - 12 * s, -L.plate.height / 2 - h * 0.55);
    const stripe = new Graphics()
      .roundRect(
        -L.plate.width / 2 + 6 * s,
        L.plate.height / 2 - 5 * s,
        L.plate.width - 12 * s,
        3 * s,
        1.5 * s,
      )
      .fill(hue);
    tab.addChild(stripe);
    stripe.position.set(-tab.x, -tab.y);
    plate.addChild(tab);
    testId(tab, `seat:field:${seat}`);
  }

  private renderTrick(plays: readonly AbyssPlay[], winner: number | null): void {
    const lay = this.lay;
    if (!lay) return;
    this.trick.show(plays, winner);
  }

  /** Each seat's trick spot for the shared trick area (after a layout change). */
  private placeTrickSpots(): void {
    const lay = this.lay;
    if (!lay) return;
    const spots = new Map<number, TrickSpot>();
    lay.seats.forEach((sp) =>
      spots.set(sp.seat, { x: sp.trick.x, y: sp.trick.y, rotation: sp.trick.rotation }),
    );
    this.trick.setSpots(spots, lay.trickCard.width, lay.s);
  }

  /** The explanation of the last trick, under the trick area, until the next card is played. */
  private renderCaption(): void {
    for (const c of this.caption.removeChildren()) c.destroy({ children: true });
    const lay = this.lay;
    if (!lay || this.explanation.length === 0 || this.prompt) return;
    const s = lay.s;
    const R = lay.caption;
    const [head, ...rest] = this.explanation;
    const h1 = new Text({
      text: head ?? '',
      style: { ...font('label', s, palette.accent), wordWrap: true, wordWrapWidth: R.width - 24 * s },
    });
    const t = new Text({
      text: rest.join('\n'),
      style: {
        ...font('caption', s, palette.text),
        wordWrap: true,
        wordWrapWidth: R.width - 24 * s,
        lineHeight: Math.round(22 * s),
      },
    });
    const w = Math.max(h1.width, t.width) + 24 * s;
    const h = h1.height + t.height + 18 * s;
    const g = new Graphics()
      .roundRect(0, 0, w, h, 12 * s)
      .fill({ color: palette.panel, alpha: 0.9 })
      .roundRect(0, 0, w, h, 12 * s)
      .stroke({ width: Math.max(1, s), color: palette.accent, alpha: 0.5 });
    h1.position.set(12 * s, 8 * s);
    t.position.set(12 * s, h1.y + h1.height + 2 * s);
    this.caption.addChild(g, h1, t);
    this.caption.position.set(
      Math.round(R.x),
      Math.round(Math.max(R.y, Math.min(R.y + R.height - h, lay.trickCentre.y - h / 2))),
    );
    testId(this.caption, 'trick:explain');
  }

  private closePrompt(): void {
    this.prompt?.destroy({ children: true });
    this.prompt = null;
    this.promptKind = null;
    this.promptKey = '';
  }

  /** While passing: a banner above the hand says what the click does and whom the card goes to. */
  /** While passing: a banner above the hand says what the click does and whom the card goes to. */
  private syncPassBanner(snap: TableSnapshot, v: AbyssView, mine: boolean): void {
    this.passBanner?.destroy({ children: true });
    this.passBanner = null;
    if (!this.lay || snap.you === null) return;
    this.passBanner = passBanner(this.decisionCtx(), v, snap.you, mine);
    if (this.passBanner) this.uiLayer.addChild(this.passBanner);
  }

  private decisionCtx(): DecisionCtx {
    const lay = this.lay!;
    return {
      s: lay.s,
      lang: this.lang,
      area: lay.prompt,
      colorBlind: this.colorBlind,
      name: (seat) => this.name(seat),
    };
  }

  private syncPrompt(snap: TableSnapshot, v: AbyssView, mine: boolean): void {
    const lay = this.lay!;
    this.syncPassBanner(snap, v, mine);
    let want: DialogKind | null = null;
    if (mine && v.stage === 'jump') want = 'jump';
    else if (mine && v.stage === 'scale') want = 'scale';
    else if (mine && v.stage === 'play' && this.kitsuneOpen) want = 'kitsune';
    if (want !== 'scale') this.swapPick = [];
    const key = `${want}|${snap.step}|${this.swapPick.join(',')}|${this.lang}|${lay.s}|${lay.prompt.x}`;
    if (key === this.promptKey) return;
    const keyboard = this.prompt instanceof TilePrompt ? this.prompt.focusIndex : 0;
    const hadRing = this.prompt instanceof TilePrompt && want === this.promptKind;
    this.closePrompt();
    this.promptKey = key;
    if (!want) {
      this.renderCaption();
      return;
    }
    const s = lay.s;
    let p: TilePrompt | KitsunePrompt;
    if (want === 'jump') {
      p = jumpPrompt(this.decisionCtx(), v, (jump) => this.send({ type: 'jump', jump }));
    } else if (want === 'scale') {
      p = scalePrompt(this.decisionCtx(), v, this.swapPick, keyboard, {
        add: (e) => this.send({ type: 'scale', add: e }),
        swap: (i) => this.pickSwap(i),
        pass: () => this.send({ type: 'scale', pass: true }),
      });
    } else {
      const forms = (['sin', 'tanuki'] as const).filter((f) =>
        snap.legal.some((a) => a.type === 'play' && a.card === 'KITSUNE' && a.as === f),
      );
      p = new KitsunePrompt({
        s,
        lang: this.lang,
        art: this.ctx.cards,
        forms,
        // The form prompt is a little taller than the other prompts: it may reach into the band's margin.
        area: { ...lay.prompt, y: lay.prompt.y - 16 * s, height: lay.prompt.height + 16 * s },
        // Under Sin Ban a Kitsune played as a Sin counts as a Tanuki: say so.
        hint: (f) =>
          f === 'sin' && v.activeCurses.includes('sinBan')
            ? `${this.t('kit.sinHint')} — ${curseName(this.lang, 'sinBan')}: ${this.t('kit.tanukiHint')}`
            : this.t(f === 'sin' ? 'kit.sinHint' : 'kit.tanukiHint'),
        onChoose: (f) => this.playKitsune(f),
        onCancel: () => this.cancelKitsune(),
      });
    }
    if (hadRing && p instanceof TilePrompt) p.showRing();
    this.prompt = p;
    this.promptKind = want;
    this.uiLayer.addChild(p);
    this.renderCaption();
  }

  // -------------------------------------------------------------------------------------------
  // Acting

  protected withdraw(snap: TableSnapshot, action: { type: string; [k: string]: unknown }): void {
    this.closePrompt();
    this.kitsuneOpen = false;
    this.swapPick = [];
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
      this.kitsuneOpen = true;
      this.syncPrompt(snap, v, true);
      this.publishTestInfo();
      this.refreshStatus();
      return;
    }
    const action = snap.legal.find((a) => a.type === 'play' && a.card === code);
    if (action) this.send(action);
  }

  private playKitsune(as: 'sin' | 'tanuki'): void {
    const snap = this.shown;
    if (!snap) return;
    const action = snap.legal.find((a) => a.type === 'play' && a.card === 'KITSUNE' && a.as === as);
    if (action) this.send(action);
  }

  private cancelKitsune(): void {
    this.kitsuneOpen = false;
    if (this.shown) this.syncPrompt(this.shown, viewOf(this.shown), isMyTurn(this.shown));
    this.publishTestInfo();
    this.refreshStatus();
  }

  private pickSwap(place: number): void {
    const snap = this.shown;
    if (!snap) return;
    if (this.swapPick.includes(place)) this.swapPick = this.swapPick.filter((p) => p !== place);
    else this.swapPick = [...this.swapPick, place];
    if (this.swapPick.length === 2) {
      const [a, b] = [...this.swapPick].sort((x, y) => x - y) as [number, number];
      this.send({ type: 'scale', swap: [a, b] });
      return;
    }
    const v = viewOf(snap);
    this.drawScale(v.scale, v.activeCurses.includes('mirror'));
    this.syncPrompt(snap, v, isMyTurn(snap));
    this.publishTestInfo();
  }

  protected refusal(snap: TableSnapshot, code: string): string {
    const v = viewOf(snap);
    return v.stage === 'play' ? refusalText(this.lang, v, snap.cardRefusals[code]) : '';
  }

  // -------------------------------------------------------------------------------------------
  // Overlays

  protected overlaySpec(kind: PanelKind, lay: AbyssLayout, snap: TableSnapshot): PanelSpec {
    const v = viewOf(snap);
    const s = lay.s;
    const c = { s, lang: this.lang, name: (seat: number) => this.name(seat) };
    switch (kind) {
      case 'summary': {
        const start = this.phaseStart.length ? this.phaseStart : v.positions.map(() => 0);
        const rows = phaseRows(start, v.positions, v.tricks, this.undertowSeat);
        const nextDealer = (v.firstDealer + v.phase + 1) % v.players;
        const nextSize =
          v.activeCurses.includes('drought') || v.curses.some((d) => d.curse === 'drought') ? 4 : 5;
        const next =
          nextDealer === snap.you
            ? this.t('summary.nextYou', { n: nextSize })
            : this.t('summary.next', { name: this.name(nextDealer), n: nextSize });
        return {
          title: this.t('summary.title', { phase: v.phase + 1 }),
          buttons: [this.continueButton(this.t('summary.continue'))],
          build: (r) => summaryContent(c, r, rows, v.goal, next, snap.you),
          width: 720 * s,
        };
      }
      case 'ranking': {
        const rows = ranking(v.positions, v.winner);
        return { build: (r) => rankingContent(c, r, rows, v.winner, v.goal, v.phase + 1, snap.you) };
      }
      case 'sheet': {
        const rounds = v.roundScores.slice(0, v.stage === 'over' ? -1 : undefined);
        return { build: (r) => sheetContent(c, r, rounds, v.positions, v.players, snap.you), width: 700 * s };
      }
      case 'last': {
        // The last trick seen, also when a new phase has begun (the view keeps only this phase's).
        const last = this.lastExplained?.trick ?? v.tricks[v.tricks.length - 1] ?? null;
        const lines = this.lastExplained?.lines ?? [];
        return { build: (r) => lastTrickContent(c, r, last, lines, this.ctx.cards), width: 680 * s };
      }
    }
  }

  protected activePrompt(): KeyTarget | null {
    return this.prompt;
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
      dialog: () => this.promptKind,
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
