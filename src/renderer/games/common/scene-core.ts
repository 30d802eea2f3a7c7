/**
 * What the four table scenes (Siegel, SevenSins, Abyss, 13) share: snapshots are queued and
 * each step is shown against the previous snapshot (`animateStep`), then the scene re-syncs to
 * exactly what the snapshot says (`sync`) and may hold the queue for a summary (`afterStep`).
 * A click during an animation — or a resize — finishes it and the rest of the queue at once.
 * The core is composed of parts, each a class of its own: the step queue (step-queue.ts), the
 * regions the scene declares by priority (scene-regions.ts), the overlay slot (summary, ranking,
 * sheet, log, last trick; overlay-slot.ts: a sheet on a phone, room found on a desktop) and the
 * seat plates (seat-plates.ts); besides them it keeps the overlay buttons, keyboard routing and
 * the test hook `window.__<game>`. A game says how a step looks, which overlays and prompts it
 * has, what its seats carry and how its hand takes keys (the trick-taking games' fanned hand:
 * TableScene in scene-base.ts).
 */
import { Container } from 'pixi.js';
import type { TableEvent, TableSnapshot } from '../../../shared/protocol';
import { isChallengeTable } from '../../challenge/model';
import type { AppContext } from '../../app/context';
import type { Region } from '../../layout/room';
import type { TableLayout } from '../../layout/table';
import type { GameScene, ScenePanelEntry, SceneHost, SceneStatus } from '../../scenes/registry';
import type { Overlay, OverlayButton } from '../../ui/overlay';
import { plateLevel, seatSubtitle, type SeatPlate } from '../../ui/seatPlate';
import type { Button } from '../../ui/widgets';
import { overlayButtons, type OverlayButtonDef } from './overlay-buttons';
import type { Action, CoreConfig, KeyTarget, SceneHand, SceneLayout } from './scene-config';
import { dropSceneHook, publishSceneHook } from './scene-hook';
import type { GamePanelKind, OverlayKind, PanelKind, PanelSpec, TableKey } from './panel-spec';
import {
  analysedSeat,
  BASE_IDS,
  logPanel,
  rankingButtons,
  specPanel,
  withFootnote,
  type PanelPlace,
  type SceneIds,
} from './scene-panels';
import { isMyTurn } from './views';
import { OverlaySlot } from './overlay-slot';
import { SceneRegions } from './scene-regions';
import { SeatPlates } from './seat-plates';
import { StepQueue } from './step-queue';
import { coachGameLine, parGameLine, parRoundLine } from './par-text';
import { challengeDealText } from '../../challenge/model';
import type { ParReport } from '../../../shared/par';
import type { CoachReport } from '../../../shared/coach';
import type { Message } from '../../../shared/i18n/message';

export type { Action, CoreConfig, KeyTarget, SceneHand, SceneLayout, TestFacts } from './scene-config';

/**
 * The summaries this page has told the host it saw, per table and game (a page's memory; a
 * reload starts from the host's count).
 */
const toldSeen = new Map<string, number>();
const seenKey = (snap: TableSnapshot): string => `${snap.tableId ?? 'local'}:${snap.game}`;

export abstract class SceneCore<Lay extends SceneLayout, H extends SceneHand> implements GameScene {
  readonly view: Container;
  /** The scene shows its own final ranking (the table screen's result box is not needed). */
  readonly ownsResult = true;
  protected readonly ctx: AppContext;
  protected readonly tableLayer: Container;
  protected readonly fxLayer: Container;
  protected readonly uiLayer: Container;
  protected readonly overlayLayer: Container;
  /** The viewer's hand, made by the game (after the core). */
  protected abstract readonly hand: H;
  protected L: TableLayout | null = null;
  protected lay: Lay | null = null;
  protected shown: TableSnapshot | null = null;
  private buttons: Button[] = [];
  protected dead = false;
  /** The parts the core is made of. */
  private readonly queue: StepQueue<TableSnapshot>;
  private readonly seatPlates = new SeatPlates();
  protected readonly regions = new SceneRegions();
  private readonly slot: OverlaySlot;
  protected readonly log: string[] = [];
  /** The person's par as the newest snapshot has it (it arrives between steps; see shared/par.ts). */
  private par: ParReport | undefined;
  /** The live coach's marks, likewise (shared/coach.ts). */
  private coach: CoachReport | undefined;
  /** The round the open summary is about (its par line), from the step that ended it. */
  private parRound: number | null = null;
  private readonly unsubscribe: () => void;
  private readonly onKeyDown = (e: KeyboardEvent): void => this.handleKey(e);
  private readonly onPointerDown = (): void => {
    // A summary waits for its own button: a click there must not hurry what follows it.
    if (!this.slot.summaryDone) this.hurry();
  };

  private readonly game: CoreConfig['game'];
  private readonly ids: SceneIds;

  constructor(
    protected readonly host: SceneHost,
    private readonly config: CoreConfig,
  ) {
    const game = config.game;
    this.game = game;
    this.ctx = host.ctx;
    this.view = new Container({ label: `${game}-scene` });
    this.tableLayer = new Container({ label: `${game}-table` });
    this.fxLayer = new Container({ label: `${game}-fx` });
    this.uiLayer = new Container({ label: `${game}-ui` });
    this.overlayLayer = new Container({ label: `${game}-overlay` });
    this.queue = new StepQueue<TableSnapshot>({
      show: (snap) => this.showStep(snap),
      changed: () => {
        this.publishTestInfo();
        if (!this.queue.running) this.refreshStatus();
      },
      dead: () => this.dead,
    });
    this.slot = new OverlaySlot(this.overlayLayer, this.ctx.motion);
    this.ids = { ...BASE_IDS, ...config.ids };
    window.addEventListener('keydown', this.onKeyDown, true);
    window.addEventListener('pointerdown', this.onPointerDown, true);
    this.unsubscribe = this.ctx.store.subscribe((e) => {
      if (e.kind !== 'refused') return;
      // A refused action changes nothing: show the table as the last snapshot has it.
      if (this.shown && !this.queue.running) this.sync(this.shown);
      this.onRefused(e.rule, e.reason);
    });
    this.publishTestInfo();
  }

  // -------------------------------------------------------------------------------------------
  // The parts' state as the games read it

  protected get plates(): SeatPlate[] {
    return this.seatPlates.list;
  }

  protected get running(): boolean {
    return this.queue.running;
  }

  protected get rush(): boolean {
    return this.queue.rush;
  }

  protected set rush(on: boolean) {
    this.queue.rush = on;
  }

  protected get overlay(): Overlay | null {
    return this.slot.overlay;
  }

  protected get overlayKind(): OverlayKind | null {
    return this.slot.kind;
  }

  protected get summaryDone(): (() => void) | null {
    return this.slot.summaryDone;
  }

  /** The regions the scene's layout declares (the board, the trick, the racks) for findRoom. */
  regionsNow(): Region[] {
    return this.regions.all();
  }

  // -------------------------------------------------------------------------------------------
  // What a game says

  /** The game's layout for the window and the table shown (`this.shown`). */
  protected abstract layoutFor(L: TableLayout): Lay;
  /** Draws the table for a snapshot once it is laid out (the plates are done already). */
  protected abstract syncTable(snap: TableSnapshot, lay: Lay, animateHand: boolean): void;
  /**
   * Shows one step (the log lines, the animations) against the step before it in the same
   * game; `prev` is null for a game's first snapshot, which is only taken.
   */
  protected abstract animateStep(prev: TableSnapshot | null, snap: TableSnapshot): Promise<void>;
  /** The step ended a round or phase: its summary holds the queue. */
  protected abstract phaseEnded(prev: TableSnapshot, snap: TableSnapshot): boolean;
  /** How many rounds (phases) have ended by this snapshot: the summaries there are to see. */
  protected abstract phasesEnded(snap: TableSnapshot): number;
  /** How many cards a seat holds (shown on its plate; never for the viewer). */
  protected abstract handSize(snap: TableSnapshot, seat: number): number | null;

  /** How many cards the viewer holds (the table's layout sizes a phone's hand band by it). */
  handCount(snap: TableSnapshot): number | null {
    return snap.you === null ? null : this.handSize(snap, snap.you);
  }
  /** The panel for an overlay kind other than the log (null: none to show now). */
  protected abstract overlaySpec(kind: PanelKind, lay: Lay, snap: TableSnapshot): PanelSpec | null;
  /** The open prompt that takes keys before the hand, if any. */
  protected abstract activePrompt(): KeyTarget | null;
  /** A key for the hand when no overlay or prompt is open; true when it was used. */
  protected abstract handKey(e: KeyboardEvent): boolean;
  /** Takes the own prompts away when an action is sent (the next snapshot brings them back). */
  protected abstract withdraw(snap: TableSnapshot, action: Action): void;
  /** The game's own facts for end-to-end tests, each read when a test asks. */
  protected abstract testFacts(): Record<string, () => unknown>;

  // -------------------------------------------------------------------------------------------
  // GameScene

  update(snapshot: TableSnapshot, _event: TableEvent): Promise<void> {
    if (snapshot.game !== this.game) return Promise.resolve();
    this.takeOwn(snapshot);
    return this.queue.push(snapshot);
  }

  resize(layout: TableLayout): void {
    this.L = layout;
    // Animations in flight were laid out for the old size: finish them at once.
    this.hurry();
    this.relayout(layout);
    this.rebuildOverlay();
  }

  /** Lays the table out for a new window size and shows the current snapshot again. */
  protected relayout(layout: TableLayout): void {
    this.lay = this.layoutFor(layout);
    this.regions.set(layout, this.lay.regions);
    this.hand.resize(layout);
    this.rebuildStatic();
    if (this.shown) this.sync(this.shown, false);
  }

  /** Shows exactly what a snapshot says (`animateHand`: cards that stay glide to their place). */
  protected sync(snap: TableSnapshot, animateHand = true): void {
    if (this.dead) return;
    const prev = this.shown;
    const reseat =
      prev === null ||
      prev.seats.length !== snap.seats.length ||
      prev.you !== snap.you ||
      this.layoutChanged(prev, snap);
    this.shown = snap;
    if (reseat && this.L) {
      this.lay = this.layoutFor(this.L);
      this.regions.set(this.L, this.lay.regions);
      this.rebuildStatic();
    }
    const L = this.L;
    const lay = this.lay;
    if (L && lay) {
      this.syncPlates(snap, lay);
      this.syncTable(snap, lay, animateHand);
    }
    this.publishTestInfo();
  }

  /** Beyond the seating, whether a snapshot needs a new layout (Abyss: a longer race). */
  protected layoutChanged(_prev: TableSnapshot, _snap: TableSnapshot): boolean {
    return false;
  }

  private syncPlates(snap: TableSnapshot, lay: Lay): void {
    this.seatPlates.sync(snap, lay.seats, {
      i18n: this.ctx.i18n,
      subtitle: (seat) => this.plateSubtitle(snap, seat),
      cards: (seat) => this.handSize(snap, seat),
    });
  }

  /** The line under a seat's name: who plays it (a bot's level alone: the plate marks it a bot). */
  protected plateSubtitle(snap: TableSnapshot, seat: number): string {
    const who = snap.seats[seat];
    if (who?.kind === 'bot') return plateLevel(this.ctx.i18n, who.level);
    return seatSubtitle(this.ctx.i18n, snap, seat, this.host.replay === true);
  }

  refresh(): void {
    if (this.L) this.resize(this.L);
  }

  /** The game's status line for this snapshot. */
  protected abstract gameStatus(snapshot: TableSnapshot): SceneStatus | null;

  /** The last status line shown that did not ask the player to act. */
  private calmStatus: SceneStatus | null = null;

  status(snapshot: TableSnapshot): SceneStatus | null {
    const line = this.gameStatus(snapshot);
    // While earlier steps are still being shown (a trick being gathered, a figure stepping
    // back), "your turn" would point at cards not yet dealt: the line says so once the table
    // has caught up (the queue's end refreshes it).
    if (line && line.tone === 'turn' && this.queue.running)
      return this.calmStatus ?? { text: this.ctx.i18n.t('app.status.waiting'), tone: 'info' };
    if (line && line.tone !== 'turn') this.calmStatus = line;
    return line;
  }

  destroy(): void {
    this.dead = true;
    window.removeEventListener('keydown', this.onKeyDown, true);
    window.removeEventListener('pointerdown', this.onPointerDown, true);
    this.unsubscribe();
    this.slot.summaryDone?.();
    this.queue.drain();
    this.ctx.motion.finishAll();
    dropSceneHook(this.game, this);
    this.view.destroy({ children: true });
  }

  // -------------------------------------------------------------------------------------------
  // Queue

  /** Shows one queued snapshot: its step's animation, the table as it says, what ends it. */
  private async showStep(snap: TableSnapshot): Promise<void> {
    const prev = this.shown;
    // A replay moves on without waiting: what the last step opened gives way to this one.
    if (this.host.replay && (this.slot.kind === 'summary' || this.slot.kind === 'ranking'))
      this.closeOverlay();
    if (prev && snap.step <= prev.step && snap.event.kind !== 'start') {
      // Same or older step (a resend): just take it.
      if (snap.step === prev.step) {
        this.sync(snap);
        this.host.shown?.(snap.step);
      }
      return;
    }
    const before = prev && prev.game === this.game && snap.event.kind !== 'start' ? prev : null;
    try {
      await this.animateStep(before, snap);
    } catch (err) {
      if (!this.dead) console.error(`${this.game}: animation failed`, err);
    }
    this.sync(snap);
    if (this.dead) return;
    this.host.shown?.(snap.step);
    try {
      // The table shown anew (a reload, a reconnect, a new game): a summary not yet seen first.
      // A new game at the table: nothing of it is seen yet.
      if (snap.event.kind === 'start') toldSeen.delete(seenKey(snap));
      if (!prev || snap.event.kind === 'start') await this.unseenSummary(snap);
      // A fresh start (a new table, a move taken back, a replay's jump) ends no round.
      if (snap.event.kind !== 'start') await this.afterStep(prev, snap);
    } catch (err) {
      if (!this.dead) console.error(`${this.game}: ${this.config.stepEnd ?? 'phase'} end failed`, err);
    }
    this.refreshStatus();
  }

  /** Finishes what is running (and the rest of the queue) at once. */
  private hurry(): void {
    if (this.queue.hurry()) this.ctx.motion.finishAll();
  }

  /** Steps still waiting to be shown after the current one. */
  protected get backlog(): number {
    return this.queue.length;
  }

  /** Steps animate unless hurried, not laid out yet, or motion is off. */
  protected get animating(): boolean {
    return !this.rush && this.lay !== null && this.ctx.motion.duration(300) > 0;
  }

  /**
   * Par is read from every snapshot as it arrives, not when its step is shown: a summary holds
   * the queue, and the round's par comes in behind it. An open summary or ranking shows it at once.
   */
  private takeOwn(snapshot: TableSnapshot): void {
    const { par, coach } = snapshot;
    if (JSON.stringify([par, coach]) === JSON.stringify([this.par, this.coach])) return;
    this.par = par;
    this.coach = coach;
    if (this.slot.kind === 'summary' || this.slot.kind === 'ranking') this.rebuildOverlay();
  }

  /** Log lines of a step; an open log shows them at once. */
  protected addLog(lines: Iterable<string>): void {
    for (const line of lines) this.log.push(line);
    if (this.slot.kind === 'log') this.rebuildOverlay();
  }

  /** After a step is shown: the summary (holds the queue until Continue) and the final ranking. */
  private async afterStep(prev: TableSnapshot | null, snap: TableSnapshot): Promise<void> {
    if (prev && prev.game === this.game && this.phaseEnded(prev, snap)) {
      // A lesson's note about the round's last moment is read before the summary covers it.
      await this.host.lessonHold?.();
      this.parRound = snap.par?.current ?? null;
      this.onPhaseEnd(snap);
      this.ctx.audio.play('roundEnd');
      if (this.host.replay) {
        this.openOverlay('summary');
        return;
      }
      await this.holdSummary(snap);
    }
    if (snap.result && (!prev || !prev.result)) {
      this.ctx.audio.play('winFanfare');
      await this.finale(snap);
      this.openOverlay('ranking');
    }
  }

  /** The summary holds the queue until its Continue; the host then keeps that it was seen. */
  private async holdSummary(snap: TableSnapshot): Promise<void> {
    await new Promise<void>((resolve) => {
      this.slot.summaryDone = () => {
        this.slot.summaryDone = null;
        resolve();
      };
      this.openOverlay('summary');
    });
    this.closeOverlay();
    if (!this.dead) this.tellSeen(snap);
  }

  /** Tells the host how many summaries the person has seen at this table (not in a replay or lesson). */
  private tellSeen(snap: TableSnapshot): void {
    if (this.host.replay || snap.lesson || snap.you === null) return;
    const count = this.phasesEnded(snap);
    toldSeen.set(seenKey(snap), Math.max(count, toldSeen.get(seenKey(snap)) ?? 0));
    this.ctx.conn.send({ type: 'summarySeen', count });
  }

  /**
   * The table is shown from this snapshot on (a reload, a reconnect, another game): the summary
   * of a round the person has not seen yet (the host keeps the count), with its par line, until
   * it is seen. A table the host has no count for takes what has ended so far as seen.
   */
  private async unseenSummary(snap: TableSnapshot): Promise<void> {
    if (this.host.replay || snap.lesson || snap.you === null) return;
    // The count this page told the host counts too: a snapshot taken before the host heard it
    // (the table shown again after the settings) still says fewer.
    const told = toldSeen.get(seenKey(snap));
    const seen =
      snap.summariesSeen === undefined ? told : Math.max(snap.summariesSeen, told ?? snap.summariesSeen);
    if (seen === undefined) return this.tellSeen(snap);
    const ended = this.phasesEnded(snap);
    if (ended <= seen || snap.result || ended === 0) return;
    this.parRound = ended - 1;
    this.onPhaseEnd(snap);
    await this.holdSummary(snap);
  }

  /** Just before the summary opens (Siegel logs the round's scores). */
  protected onPhaseEnd(_snap: TableSnapshot): void {}

  /** The host refused an action (the table is shown as it was already); 13 says why. */
  protected onRefused(_rule: string, _reason: Message): void {}

  /** A game's flourish before the final ranking (Abyss: the winner's figure hops). */
  protected async finale(_snap: TableSnapshot): Promise<void> {}

  // -------------------------------------------------------------------------------------------
  // Helpers

  /** The game's words for a text every table has. */
  protected text(key: TableKey): string {
    return this.config.text(this.ctx.i18n, key);
  }

  /** Destroys an object after stopping its tweens (a tween on a destroyed object would throw). */
  protected discard(obj: Container): void {
    this.ctx.motion.killTweensOf(obj);
    this.ctx.motion.killTweensOf(obj.scale);
    obj.destroy({ children: true });
  }

  protected get lang() {
    return this.ctx.i18n.language;
  }

  protected get colorBlind(): boolean {
    return this.ctx.cards.colorBlindMode;
  }

  /** A seat's name as the table lists it (the viewer's own name too). */
  protected seatName(seat: number): string {
    return this.shown?.seats[seat]?.name ?? `#${seat + 1}`;
  }

  /**
   * The table screen asks for the status when a snapshot arrives; the scene shows steps later
   * (animations, the summary), so it asks again when it has caught up.
   */
  protected refreshStatus(): void {
    if (!this.dead) this.host.statusChanged();
  }

  // -------------------------------------------------------------------------------------------
  // Acting

  /** The host is out of reach: moves are not taken (the table says so in its status line). */
  private offline = false;

  setOffline(offline: boolean): void {
    if (offline === this.offline) return;
    this.offline = offline;
    // The hand shows whether it takes a card (13's hand goes still while the host is away).
    if (this.shown && !this.queue.running) this.sync(this.shown);
  }

  /** Whether a move can be sent now (the connection to the host is there). */
  protected get online(): boolean {
    return !this.offline;
  }

  /** Sends an action for the viewer, taking the prompts and the raised cards away at once. */
  protected send(action: Action): void {
    const snap = this.shown;
    if (!snap || !isMyTurn(snap) || this.offline) return;
    this.withdraw(snap, action);
    this.publishTestInfo();
    this.host.act(action);
  }

  // -------------------------------------------------------------------------------------------
  // Static parts: the seat plates and the overlay buttons

  /** Plates (each followed by the game's own seat pieces) and the overlay buttons, anew. */
  protected rebuildStatic(): void {
    for (const b of this.buttons) b.destroy({ children: true });
    this.seatPlates.clear();
    this.buttons = [];
    this.clearSeatPieces();
    const L = this.L;
    const lay = this.lay;
    const snap = this.shown;
    if (!L || !lay || !snap) return;
    this.seatPlates.rebuild(this.tableLayer, L, snap.seats.length, (plate, seat) => {
      this.attachSeatTip(plate, seat);
      this.addSeatPieces(seat, lay);
    });
    this.addStatic(lay);
    this.addButtons(lay);
  }

  /** A game's other parts that depend on the layout (trick spots, the saboteur's size). */
  protected addStatic(_lay: Lay): void {}

  /** Drops the game's per-seat pieces (racks, badges, figures) before they are made anew. */
  protected abstract clearSeatPieces(): void;
  /** Adds the game's pieces for a seat, right after its plate. */
  protected abstract addSeatPieces(seat: number, lay: Lay): void;
  /** The tooltip lines of a seat's plate and pieces. */
  protected abstract seatTip(seat: number, snap: TableSnapshot): string[];

  /** A seat's piece says what the seat's plate says on hover. */
  protected attachSeatTip(obj: Container, seat: number): void {
    this.ctx.tooltip.attach(obj, () => {
      const snap = this.shown;
      return snap ? this.seatTip(seat, snap).join('\n') : '';
    });
  }

  /** The overlay buttons' kinds in order, their labels and test ids. */
  private panelDefs(): OverlayButtonDef[] {
    const order = this.config.buttons ?? [
      { kind: 'last', id: 'btn:lastTrick' },
      { kind: 'sheet', id: this.config.sheetId ?? 'btn:scores' },
      { kind: 'log', id: 'btn:log' },
    ];
    const label = (kind: 'last' | 'sheet' | 'log'): string =>
      kind === 'sheet'
        ? this.config.sheetLabel(this.ctx.i18n)
        : this.text(kind === 'last' ? 'btn.lastTrick' : 'btn.log');
    return order.map((b) => ({ ...b, label: label(b.kind) }));
  }

  private togglePanel(kind: OverlayKind): void {
    if (this.slot.kind === kind) this.closeOverlay();
    else this.openOverlay(kind);
  }

  /** On a phone the panels are in the table's menu (TableLayout.barMenu); else buttons beside the hand. */
  private addButtons(lay: Lay): void {
    if (this.L?.barMenu) return;
    this.buttons = overlayButtons(this.uiLayer, lay.buttons, lay.s, this.panelDefs(), (k) =>
      this.togglePanel(k),
    );
  }

  panels(): ScenePanelEntry[] {
    return this.panelDefs().map((d) => ({ label: d.label, id: d.id, open: () => this.togglePanel(d.kind) }));
  }

  // -------------------------------------------------------------------------------------------
  // Overlays

  protected openOverlay(kind: OverlayKind): void {
    if (this.dead) return;
    const opened = this.slot.kind !== kind;
    this.slot.kind = kind;
    this.rebuildOverlay(opened);
    this.overlayChanged();
  }

  protected closeOverlay(): void {
    if (this.slot.summaryDone) {
      // A summary holds the queue: its Close lets the queue go on, a panel opened over it (the
      // score sheet) goes back to it.
      if (this.slot.kind === 'summary') this.slot.summaryDone();
      else this.openOverlay('summary');
      return;
    }
    this.slot.kind = null;
    this.slot.show(null, false);
    this.overlayChanged();
  }

  /** An overlay opened or closed (13's hand waits while a panel asks for an answer). */
  protected overlayChanged(): void {
    this.publishTestInfo();
    this.refreshStatus();
  }

  protected rebuildOverlay(opened = false): void {
    this.slot.show(null, false);
    const kind = this.slot.kind;
    const lay = this.lay;
    const L = this.L;
    const snap = this.shown;
    if (!kind || !lay || !L || !snap) return;
    // The hand's strip is free for a phone's sheet when the hand is empty, but not at a
    // challenge's deal: its end puts the way on there (challenge/deal-over.ts).
    const stripFree = this.hand.held === 0 && !isChallengeTable(this.ctx.store.challenge, snap);
    const where = this.slot.place(L, lay.overlay, kind, this.regions, stripFree);
    const place: PanelPlace = {
      s: lay.s,
      area: where.area,
      sheet: where.sheet,
      at: where.at,
      L,
      text: (key) => this.text(key),
      close: this.closeButton(kind),
      ranking: () => this.rankingButtons(),
    };
    let ov: Overlay | null;
    if (kind === 'log') ov = logPanel(place, this.log, this.config.log ?? { width: 760, lineHeight: 26 });
    else {
      const spec = this.withPar(kind, this.asChallenge(kind, snap, this.panelSpec(kind, lay, snap)), lay.s);
      ov = spec ? specPanel(place, kind, spec) : null;
    }
    if (!ov) return;
    this.slot.show(ov, opened);
  }

  /** A challenge's summary is about its deal ("Deal 1 of 2"), not a round of a game. */
  private asChallenge(kind: GamePanelKind, snap: TableSnapshot, spec: PanelSpec | null): PanelSpec | null {
    const deal = kind === 'summary' ? challengeDealText(this.ctx.i18n.language, snap) : null;
    return spec && deal ? { ...spec, title: deal } : spec;
  }

  /** Par's line under a round's summary and under the final ranking (tables that play par). */
  private withPar(kind: GamePanelKind, spec: PanelSpec | null, s: number): PanelSpec | null {
    if (!spec || this.host.replay) return spec;
    const lang = this.ctx.i18n.language;
    if (kind === 'summary')
      return withFootnote(spec, parRoundLine(lang, this.game, this.par, this.parRound), s, 'summary:par');
    if (kind === 'ranking') {
      const coach = coachGameLine(lang, this.game, this.coach);
      const lines = [parGameLine(lang, this.game, this.par), coach].filter((l) => l !== null);
      return withFootnote(spec, lines.length > 0 ? lines.join('\n') : null, s, 'ranking:notes');
    }
    return spec;
  }

  /** The panel for a kind other than the log; a game with panels of its own (13's peek) adds them. */
  protected panelSpec(kind: GamePanelKind, lay: Lay, snap: TableSnapshot): PanelSpec | null {
    return kind === 'peek' ? null : this.overlaySpec(kind, lay, snap);
  }

  /** The button that closes an overlay (Escape presses it). */
  protected closeButton(kind: OverlayKind | null = this.overlayKind): OverlayButton {
    return { label: this.text('btn.close'), id: this.ids.close(kind), onPress: () => this.closeOverlay() };
  }

  /** The summary's Continue: lets the held queue go on. */
  protected continueButton(label: string): OverlayButton {
    return {
      label,
      id: this.ids.continue,
      primary: true,
      onPress: () => (this.slot.summaryDone ? this.slot.summaryDone() : this.closeOverlay()),
    };
  }

  /** The final ranking's way back to the menu, "Analyse my play", and Close to look at the table. */
  protected rankingButtons(): OverlayButton[] {
    return rankingButtons(this.ctx, {
      replay: this.host.replay === true,
      menu: { label: this.text('rank.menu'), id: this.ids.menu },
      close: this.closeButton('ranking'),
      seat: analysedSeat(this.ctx, this.shown),
    });
  }

  // -------------------------------------------------------------------------------------------
  // Keyboard

  private handleKey(e: KeyboardEvent): void {
    const active = document.activeElement;
    if (active && (active.tagName === 'INPUT' || active.tagName === 'TEXTAREA')) return;
    if (this.view.destroyed || !this.view.visible || !this.view.parent) return;
    if (this.routeKey(e)) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  }

  /** An open overlay takes keys first, then an open prompt, then the hand. */
  protected routeKey(e: KeyboardEvent): boolean {
    if (this.slot.overlay) return this.slot.overlay.onKey(e);
    const prompt = this.activePrompt();
    if (prompt) return prompt.onKey(e);
    return this.handKey(e);
  }

  // -------------------------------------------------------------------------------------------
  // Test hook

  protected publishTestInfo(): void {
    if (this.dead) return;
    const facts: Record<string, () => unknown> = {
      step: () => this.shown?.step ?? -1,
      busy: () => this.queue.running || this.queue.length > 0,
      legal: () => this.hand.choosableCodes,
      overlay: () => this.slot.kind,
      ...this.testFacts(),
    };
    publishSceneHook(this.game, this, facts, (code) => {
      const p = this.hand.visiblePoint(code);
      const r = this.ctx.app.canvas.getBoundingClientRect();
      return p ? { x: p.x + r.left, y: p.y + r.top } : null;
    });
  }
}
