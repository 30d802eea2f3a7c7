/**
 * The replay viewer: a finished game (or any record file) shown by the same table scene as live
 * play, one step at a time. The host replayed the record when it opened; this screen asks it
 * for each step as a seat saw it (or from outside), with every hand when asked, and gives the
 * scene the snapshot: one step forward animates as it did at the table, anything else (back, a
 * jump, another seat) shows the table as it stood. Top bar: the game, whose view, all hands,
 * save as a file, close. Below it the transport: start, round back, step back, play/pause, step
 * on, round on, end, speed, and a timeline with a tick per round. The status line says what
 * the step did.
 *
 * The transport bar is replay/transport.ts, the dock on the right (all hands, the analysis'
 * box) replay/dock.ts, the top bar ui/top-bar.ts; this screen keeps the stepping and playing.
 */
import { Container, type Text } from 'pixi.js';
import type { ReplayFrame, ReplayInfo, TableSnapshot } from '../../shared/protocol';
import type { Seat } from '../../shared/types';
import type { AppContext } from '../app/context';
import type { Focusable } from '../core/focus';
import type { AppScreen } from '../core/navigation';
import { dropSceneHook, publishSceneHook } from '../games/common/scene-hook';
import { formOf, type Form } from '../layout/form';
import { tableLayout, type TableLayout } from '../layout/table';
import { uiScale } from '../layout/scale';
import { AnalysisView } from '../replay/analysis-view';
import { allHandsPanel, analysisBox, replayDock, type Dock } from '../replay/dock';
import {
  describeStep,
  nextRoundStep,
  nextSpeed,
  positionLabel,
  previousRoundStep,
  stepDelay,
  type Speed,
} from '../replay/model';
import { Timeline } from '../replay/timeline';
import { buildTransport, transportHeight } from '../replay/transport';
import { sceneFactoryFor, type GameScene } from '../scenes/registry';
import { TableStage } from '../ui/table-stage';
import { barButton, buildTopBar } from '../ui/top-bar';
import { fitText, type Button } from '../ui/widgets';
import { fadeIn, fadeOut } from './fade';

type Want = { step: number; animate: boolean };

export class ReplayScreen extends TableStage implements AppScreen {
  readonly screenName = 'replay';
  private readonly info: ReplayInfo;
  private readonly bar = new Container();
  private readonly handsLayer = new Container();
  private readonly timeline: Timeline;
  private readonly analysis: AnalysisView;
  private positionText: Text | null = null;
  private scene: GameScene | null = null;
  private L: TableLayout | null = null;
  private w = 0;
  private h = 0;
  private s = 1;
  private barH = 0;
  /** Whether the scene was last laid out beside a docked panel (narrower). */
  private docked = false;
  private viewer: Seat | null;
  private allHands = false;
  private frame: ReplayFrame | null = null;
  /** What the scene shows: its step and seat (null: no scene yet). */
  private shown: { step: number; viewer: Seat | null } | null = null;
  private want: Want | null = null;
  private inFlight = false;
  private playing = false;
  private speed: Speed = 1;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private playButton: Button | null = null;
  private stepButtons: { back: Button[]; forward: Button[] } = { back: [], forward: [] };
  private topItems: Focusable[] = [];
  private barItems: Focusable[] = [];
  private readonly unsub: () => void;
  private readonly onKey = (e: KeyboardEvent): void => {
    if (!this.parent || e.ctrlKey || e.metaKey || e.altKey) return;
    const map: Record<string, () => void> = {
      ArrowLeft: () => this.step(-1),
      ArrowRight: () => this.step(1),
      ' ': () => this.togglePlay(),
      PageUp: () => this.jump(previousRoundStep(this.info, this.at)),
      PageDown: () => this.jump(nextRoundStep(this.info, this.at)),
      Home: () => this.jump(0),
      End: () => this.jump(this.info.lastStep),
    };
    const run = map[e.key];
    if (!run) return;
    e.preventDefault();
    // Before the scene's own keys (its hand would take the arrows).
    e.stopImmediatePropagation();
    run();
  };

  constructor(private readonly ctx: AppContext) {
    super();
    const info = ctx.store.replay;
    if (!info) throw new Error('no replay is open');
    this.info = info;
    this.viewer = info.viewer;
    this.timeline = new Timeline((step) => this.jump(step));
    this.analysis = new AnalysisView(ctx, info, {
      showDecision: (step, seat) => this.showDecision(step, seat),
      changed: () => this.analysisChanged(),
    });
    this.addChild(
      this.decor,
      this.sceneLayer,
      this.analysis.rings,
      this.handsLayer,
      this.analysis.panelLayer,
      this.bar,
      this.topBar,
      // Last: on a phone on its side the status line stands in the top bar.
      this.status,
    );
    this.unsub = ctx.store.subscribe((e) => {
      if (e.kind === 'replayFrame') this.arrived(e.frame);
      else this.analysis.onEvent(e);
    });
    window.addEventListener('keydown', this.onKey, true);
    this.once('destroyed', () => {
      window.removeEventListener('keydown', this.onKey, true);
      this.pause();
      this.analysis.stop();
      this.unsub();
      this.scene?.destroy();
      this.scene = null;
      dropSceneHook('replay', this);
    });
    // The first deal: the table as it was when the game began.
    this.request({ step: Math.min(1, info.lastStep), animate: false });
    // Analyse at a final ranking: the person's seat, at once.
    const analyse = ctx.store.analyseOnOpen;
    ctx.store.analyseOnOpen = null;
    if (analyse !== null && analyse < info.seats.length) {
      this.viewer = analyse;
      this.analysis.start(analyse);
    }
    this.publish();
  }

  /** The step the viewer is going to (the newest asked for), or the one shown. */
  private get at(): number {
    return this.want?.step ?? this.frame?.step ?? 0;
  }

  // -------------------------------------------------------------------------------------------
  // Steps

  private step(dir: -1 | 1): void {
    this.pause();
    this.request({ step: this.at + dir, animate: dir > 0 });
  }

  private jump(step: number): void {
    this.pause();
    this.request({ step, animate: false });
  }

  private request(want: Want): void {
    const step = Math.max(0, Math.min(this.info.lastStep, want.step));
    this.want = { step, animate: want.animate };
    this.send();
  }

  /**
   * Asks for the next frame towards what is wanted: stepping on goes one step at a time (each
   * animated, as at the table), anything else straight to its step.
   */
  private send(): void {
    const want = this.want;
    if (this.inFlight || !want) return;
    const shown = this.frame?.step ?? null;
    const walk = want.animate && shown !== null && want.step > shown + 1 && this.matches(this.frame!);
    this.inFlight = true;
    this.ctx.conn.send({
      type: 'replayFrame',
      token: this.info.token,
      step: walk ? shown + 1 : want.step,
      viewer: this.viewer,
      allHands: this.allHands,
    });
  }

  /** Whether a frame shows the seat and hands now chosen. */
  private matches(frame: ReplayFrame): boolean {
    return frame.table.you === this.viewer && (frame.hands !== null) === this.allHands;
  }

  private arrived(frame: ReplayFrame): void {
    this.inFlight = false;
    const want = this.want;
    if (!this.matches(frame)) {
      // Another seat or hands were chosen meanwhile: ask again.
      this.send();
      return;
    }
    if (want && want.step === frame.step) this.want = null;
    this.frame = frame;
    void this.present(frame, want?.animate ?? false);
    this.send();
  }

  /** Gives the scene the frame's table: animated when it is the next step for the same seat. */
  private async present(frame: ReplayFrame, animate: boolean): Promise<void> {
    const shown = this.shown;
    const sameSeat = shown !== null && shown.viewer === frame.table.you;
    const next = animate && sameSeat && frame.step === shown.step + 1;
    const same = sameSeat && frame.step === shown.step;
    if (!this.scene || (!next && !same)) this.makeScene();
    this.shown = { step: frame.step, viewer: frame.table.you };
    const snapshot: TableSnapshot = next || same ? frame.table : { ...frame.table, event: { kind: 'start' } };
    this.updateChrome();
    const scene = this.scene!;
    this.analysis.clearRings();
    await scene.update(snapshot, snapshot.event);
    if (this.scene === scene && this.frame === frame) this.analysis.afterFrame(frame, this.s);
    if (this.playing && this.scene === scene && this.frame === frame) this.schedule();
  }

  private makeScene(): void {
    this.scene?.destroy();
    this.scene = sceneFactoryFor(this.info.game)({
      ctx: this.ctx,
      // Nothing is chosen in a replay.
      act: () => undefined,
      seatName: (seat) => this.info.seats[seat]?.name ?? `#${seat + 1}`,
      statusChanged: () => undefined,
      replay: true,
    });
    this.sceneLayer.removeChildren();
    this.sceneLayer.addChild(this.scene.view);
    if (this.L) this.scene.resize(this.L);
  }

  // -------------------------------------------------------------------------------------------
  // Playing

  private togglePlay(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  private play(): void {
    this.playing = true;
    this.updateChrome();
    // At the end, play from the start again.
    if (this.at >= this.info.lastStep) this.request({ step: 0, animate: false });
    else this.schedule();
  }

  private pause(): void {
    this.playing = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.updateChrome();
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.playing) return;
      if (this.at >= this.info.lastStep) {
        this.pause();
        return;
      }
      this.request({ step: this.at + 1, animate: true });
    }, stepDelay(this.speed));
  }

  // -------------------------------------------------------------------------------------------
  // Layout

  resize(width: number, height: number): void {
    this.w = width;
    this.h = height;
    this.s = uiScale(width, height);
    this.barH = transportHeight(this.s, this.twoLines);
    // The scene gets the table below the transport bar, as if the window were that much shorter.
    const L = tableLayout(width, height - this.barH, this.info.seats.length, this.viewer ?? 0);
    this.L = L;
    this.docked = this.panelDocked();
    const { felt, dy } = this.feltLayout(L);
    this.layoutStage(felt, this.barH + dy, L.width);
    this.scene?.resize(felt);
    // The rings follow the controls to their new places.
    if (this.frame && this.shown?.step === this.frame.step) this.analysis.afterFrame(this.frame, this.s);
    this.placeAnalysis();
    this.buildTopBar();
    this.buildBar();
    this.updateChrome();
  }

  refresh(): void {
    this.scene?.refresh?.();
    if (this.w > 0) this.resize(this.w, this.h);
  }

  private buildTopBar(): void {
    const L = this.L;
    if (!L) return;
    const s = L.scale;
    const i18n = this.ctx.i18n;
    const barH = L.topBar.height;
    const short = L.form.name === 'short';
    // On a phone on its side the bar's left part says what the step was (the live table's place
    // for its status line): it keeps at least this much.
    const keep = (short ? 240 : 110) * s;
    const build = (iconOnly: boolean): Button[] => {
      const make = (o: Parameters<typeof barButton>[2]): Button => {
        const b = barButton(barH, s, { ...o, iconOnly });
        // Icons alone say their names on a long press or a hover.
        if (iconOnly && o.label && o.id !== 'replay.analyse') this.ctx.tooltip.attach(b, () => o.label!);
        return b;
      };
      const close = make({
        label: i18n.t('replay.bar.close'),
        icon: 'close',
        id: 'replay.close',
        onPress: () => this.close(),
      });
      const save = make({
        label: i18n.t('replay.bar.export'),
        icon: 'save',
        id: 'replay.export',
        onPress: () => this.ctx.conn.send({ type: 'exportRecord' }),
      });
      const hands = make({
        label: i18n.t('replay.bar.allHands'),
        icon: 'eye',
        id: 'replay.allHands',
        variant: this.allHands ? 'primary' : 'ghost',
        onPress: () => {
          this.allHands = !this.allHands;
          // One panel on the right at a time.
          if (this.allHands && this.analysis.visible) this.analysis.close();
          this.buildTopBar();
          this.request({ step: this.at, animate: false });
        },
      });
      const seatName = this.viewer === null ? null : (this.info.seats[this.viewer]?.name ?? '');
      const seat = make({
        label:
          seatName === null ? i18n.t('replay.bar.spectator') : i18n.t('replay.bar.seat', { name: seatName }),
        icon: 'menu',
        id: 'replay.seat',
        onPress: () => this.nextViewer(),
      });
      const analyse = make({
        label: i18n.t('analysis.button'),
        icon: 'chart',
        id: 'replay.analyse',
        variant: this.analysis.visible ? 'primary' : 'ghost',
        onPress: () => this.analyse(),
      });
      analyse.setDisabled(this.analysis.running);
      this.ctx.tooltip.attach(analyse, () => i18n.t('analysis.button.tip'));
      return [close, save, hands, seat, analyse];
    };
    // Labelled where they fit beside the title; a phone's bar holds their icons.
    let buttons = build(false);
    const span = buttons.reduce((sum, b) => sum + b.bw + 6 * s, 10 * s);
    if (span + keep > L.width) {
      for (const b of buttons) b.destroy({ children: true });
      buttons = build(true);
    }
    buildTopBar(this.topBar, {
      width: L.width,
      height: barH,
      scale: s,
      title: short ? '' : i18n.t('replay.bar.title', { game: i18n.t(`app.game.${this.info.game}.name`) }),
      alpha: 0.92,
      buttons,
    });
    if (short) {
      // The status line in the bar's left part, up to the leftmost button (as at the live table).
      const left = L.status.x;
      const right = (buttons[buttons.length - 1]?.x ?? L.width) - 8 * s;
      this.status.layout({ ...L.status, width: Math.max(0, right - left) }, s, 2);
    }
    this.topItems = [...buttons].reverse();
    this.syncFocus();
  }

  private buildBar(): void {
    const L = this.L;
    if (!L) return;
    const t = buildTransport(this.bar, {
      width: L.width,
      y0: L.topBar.height,
      barH: this.barH,
      s: this.s,
      i18n: this.ctx.i18n,
      tooltip: this.ctx.tooltip,
      info: this.info,
      playing: this.playing,
      speed: this.speed,
      twoLines: this.twoLines,
      timeline: this.timeline,
      marks: this.analysis.marks(),
      on: {
        start: () => this.jump(0),
        prevRound: () => this.jump(previousRoundStep(this.info, this.at)),
        back: () => this.step(-1),
        togglePlay: () => this.togglePlay(),
        forward: () => this.step(1),
        nextRound: () => this.jump(nextRoundStep(this.info, this.at)),
        end: () => this.jump(this.info.lastStep),
        speed: () => {
          this.speed = nextSpeed(this.speed);
          this.buildBar();
          this.updateChrome();
        },
      },
    });
    this.playButton = t.play;
    this.stepButtons = { back: t.back, forward: t.forward };
    this.positionText = t.position;
    this.barItems = t.controls;
    this.syncFocus();
  }

  /** Everything that follows the step shown: position, status line, timeline, hands, buttons. */
  private updateChrome(): void {
    const frame = this.frame;
    const lang = this.ctx.i18n.language;
    const at = this.at;
    this.timeline.show(at);
    if (this.positionText) {
      const t = this.positionText;
      t.text = positionLabel(lang, this.info, at);
      const room = this.form.compact
        ? Math.min(140 * this.s, this.w * 0.36)
        : Math.min(300 * this.s, this.w * 0.26);
      // A phone's narrow corner takes the position on two lines rather than lose the move's number.
      t.style.wordWrap = this.form.compact;
      t.style.wordWrapWidth = room;
      t.scale.set(1);
      fitText(t, room);
    }
    for (const b of this.stepButtons.back) b.setDisabled(at <= 0);
    for (const b of this.stepButtons.forward) b.setDisabled(at >= this.info.lastStep);
    if (
      this.playButton &&
      this.playButton.label_ !== this.ctx.i18n.t(this.playing ? 'replay.ctl.pause' : 'replay.ctl.play')
    )
      this.buildBar();
    if (frame) {
      const names = (seat: number): string => this.info.seats[seat]?.name ?? `#${seat + 1}`;
      const line = describeStep(lang, this.info.game, frame.table.event, names);
      const result = frame.table.result;
      if (result && frame.step >= this.info.lastStep) {
        const winners = result.winners.map(names).join(', ');
        const over = this.ctx.i18n.t('app.status.gameOver', { names: winners });
        this.status.set(`${line} ${over}`, 'ok');
      } else this.status.set(line, 'info');
    }
    this.relayoutIfDocked();
    this.drawHands();
    this.publish();
  }

  /** The right of the felt, where "All hands" and the analysis dock. */
  private dock(): Dock | null {
    return this.L ? replayDock(this.L, this.barH) : null;
  }

  /**
   * The table the scene is laid out in. With a panel docked at the right of a wide window, the
   * table gives way to it as the live table does to a
   * phone's lesson coach: a column over the felt hid a seat and the ring of the better choice it
   * explains. On a phone the panel is a sheet across the table (the player asked for that).
   */
  private feltLayout(L: TableLayout): { felt: TableLayout; dy: number } {
    if (!this.docked || L.form.compact) return { felt: L, dy: 0 };
    const width = L.width - replayDock(L, this.barH).width - 24 * L.scale;
    const seats = this.info.seats.length;
    // Laid out as a window of that size would be (the checker audits such windows' tables), its
    // own top bar's band lined up with the window's, which the scene leaves free.
    const narrow = tableLayout(width, L.height, seats, this.viewer ?? 0);
    const dy = Math.max(0, L.topBar.height - narrow.topBar.height);
    return { felt: dy > 0 ? tableLayout(width, L.height - dy, seats, this.viewer ?? 0) : narrow, dy };
  }

  /** Whether the report or every hand stands at the right. */
  private panelDocked(): boolean {
    return this.analysis.visible || (this.allHands && this.frame?.hands != null);
  }

  /** Lays the felt out again when a panel opens or closes at the right. */
  private relayoutIfDocked(): void {
    if (this.w > 0 && this.L && this.panelDocked() !== this.docked) this.resize(this.w, this.h);
  }

  private drawHands(): void {
    for (const c of this.handsLayer.removeChildren()) c.destroy({ children: true });
    const L = this.L;
    const frame = this.frame;
    const dock = this.dock();
    if (!L || !dock || !frame?.hands || !this.allHands) return;
    const hands = { ...frame, hands: frame.hands };
    this.handsLayer.addChild(allHandsPanel(hands, this.info, L, dock, this.ctx.cards, this.ctx.i18n));
  }

  // -------------------------------------------------------------------------------------------
  // Analysis

  /** Analyses the seat shown (from outside: the first person's seat). */
  private analyse(): void {
    if (this.allHands) this.allHands = false;
    const seat = this.viewer ?? this.info.viewer;
    if (this.analysis.visible && !this.analysis.running && this.analysis.facts().seat === seat) {
      this.analysis.close();
      return;
    }
    this.analysis.start(seat);
    this.request({ step: this.at, animate: false });
  }

  private analysisChanged(): void {
    this.relayoutIfDocked();
    this.placeAnalysis();
    this.timeline.mark(this.analysis.marks());
    this.buildTopBar();
    this.publish();
  }

  private placeAnalysis(): void {
    const L = this.L;
    const dock = this.dock();
    if (L && dock) this.analysis.place(analysisBox(L, this.barH, dock));
  }

  /** Shows the moment before a decision as the analysed seat saw it. */
  private showDecision(step: number, seat: number): void {
    this.pause();
    if (this.viewer !== seat) {
      this.viewer = seat;
      if (this.w > 0) this.resize(this.w, this.h);
    }
    this.jump(step);
  }

  private get form(): Form {
    return formOf(this.w, this.h);
  }

  /** The transport on two lines: a phone upright (on its side the table needs the height). */
  private get twoLines(): boolean {
    const form = this.form;
    return form.compact && form.name !== 'short';
  }

  private syncFocus(): void {
    const focused = this.ctx.focus.focused;
    const items = [...this.barItems, ...this.topItems, ...this.analysis.buttons];
    this.ctx.focus.setItems(items, () => this.close());
    // A rebuilt button keeps the focus (by its place: the same control).
    const id = focused ? (focused as { label?: string }).label : undefined;
    const again = id ? items.find((i) => (i as { label?: string }).label === id) : undefined;
    if (again) this.ctx.focus.focus(again);
  }

  private nextViewer(): void {
    const seats = this.info.seats.length;
    // Each seat in turn, then the view from outside (public information only).
    this.viewer = this.viewer === null ? 0 : this.viewer + 1 < seats ? this.viewer + 1 : null;
    this.pause();
    if (this.w > 0) this.resize(this.w, this.h);
    this.request({ step: this.at, animate: false });
  }

  private close(): void {
    this.pause();
    this.ctx.conn.send({ type: 'closeReplay' });
    this.ctx.showHistory();
  }

  private publish(): void {
    publishSceneHook(
      'replay',
      this,
      {
        step: () => this.frame?.step ?? -1,
        lastStep: () => this.info.lastStep,
        // What is shown (the chosen seat once its frame arrived).
        viewer: () => (this.frame ? this.frame.table.you : this.viewer),
        allHands: () => this.allHands,
        hands: () => this.frame?.hands ?? null,
        playing: () => this.playing,
        speed: () => this.speed,
        pending: () => this.inFlight || this.want !== null,
        event: () => this.status.message,
        position: () => this.positionText?.text ?? '',
        analysis: () => this.analysis.facts(),
      },
      () => null,
    );
  }

  show(): Promise<void> {
    return fadeIn(this.ctx, this, 220);
  }

  hide(): Promise<void> {
    return fadeOut(this.ctx, this, 160);
  }
}
