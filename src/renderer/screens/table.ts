/**
 * The table: a top bar (game, rules, settings, menu), the game's scene on the felt, the
 * one-line status, a side panel (menu and log) that slides in above the hand, and the final
 * standing. Snapshots arrive through the store; the scene gets them in step order. The rules
 * open as an overlay above the live table: the scene keeps receiving snapshots underneath
 * (taken off the stage meanwhile, so its keys and pointer stay quiet) and is back unchanged
 * when the rules close.
 *
 * The bar itself is ui/top-bar.ts, the side panel's content table-panel.ts, the final
 * standing table-result.ts, the generic words table-status.ts and hints hints/table-hints.ts.
 */
import { Container } from 'pixi.js';
import type { TableEvent, TableSnapshot } from '../../shared/protocol';
import type { GameId } from '../../shared/types';
import type { AppContext } from '../app/context';
import type { Focusable } from '../core/focus';
import type { AppScreen } from '../core/navigation';
import { TableHints } from '../hints/table-hints';
import { TableCoach } from '../hints/table-coach';
import { LessonCoach } from '../lessons/coach';
import { findRoom, PRIORITY, type Region } from '../layout/room';
import type { Rect } from '../layout/scale';
import { displayLayout } from '../layout/display';
import { docksCoach, lessonDock, shiftLayout } from '../layout/dock';
import { testId } from '../core/testhook';
import { fitsOneRow, tableLayout, tableRegions, type TableLayout } from '../layout/table';
import { inviteDialog } from '../lobby/invite';
import { RulesView } from '../rules/view';
import { sceneFactoryFor, type GameScene } from '../scenes/registry';
import { SidePanel } from '../ui/chrome';
import { TableStage } from '../ui/table-stage';
import { barButton, buildTopBar } from '../ui/top-bar';
import { Button } from '../ui/widgets';
import { dealOverPanel } from '../challenge/deal-over';
import { challengeDealOf, dealOver, isChallengeTable } from '../challenge/model';
import { showChallenge } from './challenge';
import { hotseatCover } from './hotseat-cover';
import { defaultSeats, state as menuState } from './menu-setup';
import { buildTablePanel } from './table-panel';
import { finalStanding } from './table-result';
import { eventLine, genericStatus } from './table-status';
import { fadeIn, fadeOut } from './fade';

/** A top-bar button: its options, whether it starts disabled, its tooltip, and who keeps a hold of it. */
type BarSpec = Parameters<typeof barButton>[2] & {
  disabled?: boolean;
  tip?: () => string;
  keep?: (b: Button) => void;
};

export class TableScreen extends TableStage implements AppScreen {
  readonly screenName = 'table';
  private readonly ctx: AppContext;
  private readonly chrome = new Container();
  private readonly panel: SidePanel;
  private readonly resultLayer = new Container();
  private scene: GameScene | null = null;
  private layout: TableLayout | null = null;
  private snapshot: TableSnapshot | null = null;
  private readonly log: string[] = [];
  private barItems: Focusable[] = [];
  private panelItems: Focusable[] = [];
  private resultItems: Focusable[] = [];
  /** A challenge's deal that is over: the way to the board and the next deal (challenge/deal-over.ts). */
  private readonly dealOverLayer = new Container();
  private dealOverItems: Focusable[] = [];
  private dealOverKey = '';
  private rules: RulesView | null = null;
  private readonly unsub: () => void;
  private readonly hints: TableHints;
  private readonly coach: TableCoach;
  /** The lesson's coach, at a lesson ("Learn to play"; lessons/coach.ts). */
  private readonly lesson: LessonCoach;
  private hintButton: Button | null = null;
  /** Where the scene's layer stands (0, 0 but beside a docked lesson coach). */
  private sceneAt = { x: 0, y: 0 };
  /** The status line is hidden: a docked coach (a phone upright) says what it would. */
  private statusDocked = false;
  /** The viewer's cards the layout was made for (a phone's hand band takes one row or two). */
  private handCards: number | null = null;
  /** The table as the scene sees it (the window's, or what a docked coach leaves of it). */
  private sceneLayout: TableLayout | null = null;
  /** The connection to the host is lost: the status says so and the table takes no input. */
  private offline = false;
  /** The last move made at the table, as the log words it (the display shows it). */
  private lastPlay: string | null = null;
  private undoButton: Button | null = null;
  /** Hot-seat: the person who confirmed being at the device (null: nobody yet). */
  private atDevice: number | null = null;
  private readonly coverLayer = new Container();
  /** The join address of a LAN table, shown on request. */
  private readonly inviteLayer = new Container();
  private coverButton: Button | null = null;
  /** While the cover is up, keys reach nobody but the cover (not the hidden hand). */
  private readonly coverKeys = (e: KeyboardEvent): void => {
    if (!this.coverButton) return;
    if (e.key === 'Enter' || e.key === ' ') this.coverButton.activate();
    if (e.key !== 'Escape') e.stopImmediatePropagation();
  };
  private readonly onKey = (e: KeyboardEvent): void => {
    if (this.rules || !this.parent) return;
    const active = document.activeElement;
    if (active && (active.tagName === 'INPUT' || active.tagName === 'TEXTAREA')) return;
    if ((e.key === 'z' || e.key === 'Z') && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
      e.preventDefault();
      this.askUndo();
      return;
    }
    if (e.key !== 'h' && e.key !== 'H') return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    this.askHint();
  };

  constructor(ctx: AppContext) {
    super();
    this.ctx = ctx;
    this.panel = new SidePanel(ctx.motion);
    this.hints = new TableHints(ctx);
    this.coach = new TableCoach(ctx);
    this.lesson = new LessonCoach(
      ctx,
      {
        next: (step) => ctx.conn.send({ type: 'lessonNext', step }),
        leave: () => this.leave(),
        realGame: (game) => this.realGame(game),
      },
      () => this.lessonChanged(),
      () => this.sceneRegions(),
      // The docked panel wants a taller band: the table gives way again.
      () => {
        if (this.layout) this.resize(this.layout.width, this.layout.height);
      },
    );
    this.chrome.addChild(
      this.hints.layer,
      this.coach.layer,
      this.coverLayer,
      this.topBar,
      this.status,
      // The lesson's panel may lie over the status line (at a round's end, where the hand was).
      this.lesson.layer,
      this.dealOverLayer,
      this.panel,
      this.resultLayer,
      this.inviteLayer,
    );
    this.addChild(this.decor, this.sceneLayer, this.chrome);
    this.unsub = ctx.store.subscribe((e) => {
      if (e.kind === 'table') this.apply(e.snapshot, e.fresh);
      if (e.kind === 'hint')
        this.hints.show(this.snapshot, e.action, this.layout?.scale ?? 1, (s) => this.seatName(s));
      if (e.kind === 'refused') this.hints.refused();
      if (e.kind === 'lobby') this.updateCover();
      if (e.kind === 'challenge') this.updateDealOver();
    });
    window.addEventListener('keydown', this.onKey);
    window.addEventListener('keydown', this.coverKeys, { capture: true });
    const offState = ctx.conn.onState((state) => this.setOffline(state !== 'open'));
    this.setOffline(ctx.conn.state !== 'open' && ctx.conn.state !== 'connecting');
    this.once('destroyed', () => {
      offState();
      window.removeEventListener('keydown', this.onKey);
      window.removeEventListener('keydown', this.coverKeys, { capture: true });
      this.hints.clear();
      this.coach.clear();
      this.lesson.destroy();
      this.ctx.toasts.placeBy(null);
      this.unsub();
      this.scene?.destroy();
      this.scene = null;
    });
    if (ctx.store.table) this.apply(ctx.store.table, true);
  }

  private seatName(seat: number): string {
    const snap = this.snapshot;
    if (snap && seat === snap.you) return this.ctx.i18n.t('app.seat.you');
    return snap?.seats[seat]?.name ?? `#${seat + 1}`;
  }

  private apply(snapshot: TableSnapshot, fresh: boolean): void {
    const before = this.snapshot;
    this.snapshot = snapshot;
    // From a lesson to a real game (or back) the table starts over with a scene of its own.
    const lessonToggled = !!before && !!before.lesson !== !!snapshot.lesson;
    // Another table (a challenge's next deal, a new game): a scene of its own, so nothing of the
    // old one (its round's summary, its queue) stays in front of the new one.
    const otherTable = !!before && before.tableId !== snapshot.tableId;
    if (
      !this.scene ||
      before?.game !== snapshot.game ||
      otherTable ||
      (lessonToggled && snapshot.event.kind === 'start')
    ) {
      this.scene?.destroy();
      this.scene = sceneFactoryFor(snapshot.game)({
        ctx: this.ctx,
        act: (action) => {
          // What cannot reach the host is not taken (the table shows the step as it was).
          if (this.offline) return;
          const you = this.snapshot?.you;
          const step = this.snapshot?.step;
          this.ctx.conn.send({
            type: 'act',
            action,
            ...(you !== null && you !== undefined ? { seat: you } : {}),
            // The step it was chosen at: the host refuses it if the table has moved on since.
            ...(step !== undefined ? { step } : {}),
          });
        },
        seatName: (seat) => this.seatName(seat),
        statusChanged: () => this.updateStatus(),
        shown: (step) => this.lesson.shown(step),
        lessonHold: () => this.lesson.hold(),
      });
      this.sceneLayer.removeChildren();
      if (!this.rules) this.sceneLayer.addChild(this.scene.view);
      if (this.offline) this.scene.setOffline?.(true);
      if (this.sceneLayout) this.scene.resize(this.sceneLayout);
    }
    if (fresh) this.logEvent(snapshot.game, snapshot.event);
    if (before && before.step !== snapshot.step) this.hints.clear();
    this.hintButton?.setDisabled(!this.canHint());
    this.undoButton?.setDisabled(this.offline || !snapshot.canUndo);
    const seatsChanged = before?.seats.length !== snapshot.seats.length || before?.you !== snapshot.you;
    // A lesson's bar is its own (its title, no Undo).
    // The bar's title names the table (a challenge's deal).
    if ((seatsChanged || lessonToggled || otherTable || this.handRowsChange(snapshot)) && this.layout)
      this.resize(this.layout.width, this.layout.height);
    this.lesson.take(snapshot);
    // The coach's ring goes where the choice stands once the step is shown (the hand may move).
    void Promise.resolve(this.scene.update(snapshot, snapshot.event)).then(() => {
      if (this.destroyed) return;
      this.coach.update(snapshot, this.layout?.scale ?? 1, (seat) => this.seatName(seat));
      // A scene that does not report its steps has shown this one by now.
      this.lesson.shown(snapshot.step);
    });
    this.updateStatus();
    this.updateCover();
    this.updateDealOver();
    if (snapshot.result && !before?.result && !this.scene.ownsResult) {
      this.ctx.audio.play('winFanfare');
      this.showResult();
    } else if (!snapshot.result && before?.result) {
      for (const c of this.resultLayer.removeChildren()) c.destroy({ children: true });
      this.resultItems = [];
      this.syncFocus();
    }
  }

  private logEvent(game: GameId, event: TableEvent): void {
    const line = eventLine(this.ctx.i18n, game, event, (seat) => this.seatName(seat));
    this.log.push(line);
    // The table display says the last play beside whose turn it is.
    this.lastPlay =
      event.kind === 'action' && event.seat !== null ? line : event.kind === 'start' ? null : this.lastPlay;
    if (this.log.length > 60) this.log.shift();
    if (this.panel.isOpen) this.buildPanel();
  }

  /**
   * The host is out of reach (or back): the turn line says so and the scene sends no move (its
   * hand keeps its cards, nothing locks) until the connection is back; the host then sends the
   * table as it stands.
   */
  private setOffline(offline: boolean): void {
    if (offline === this.offline) return;
    this.offline = offline;
    this.scene?.setOffline?.(offline);
    if (offline) this.hints.clear();
    this.hintButton?.setDisabled(!this.canHint());
    this.undoButton?.setDisabled(offline || !this.snapshot?.canUndo);
    this.updateStatus();
  }

  private updateStatus(): void {
    const snap = this.snapshot;
    if (!snap) return;
    if (this.offline) {
      // Nothing can reach the host: say so where the turn is shown (the table takes no input).
      this.status.set(this.ctx.i18n.t('app.status.offline'), 'warn');
      return;
    }
    if (this.lesson.current?.kind === 'next') {
      // The table waits for the coach's Next.
      this.status.set(this.ctx.i18n.t('app.lesson.status.next'), 'turn');
      return;
    }
    const over = dealOver(this.ctx.store.challenge, snap);
    if (over) {
      // A challenge's deal that is over: no round follows at this table.
      const deals = this.ctx.store.challenge?.deals ?? 1;
      this.status.set(this.ctx.i18n.t('challenge.dealOver.title', { n: over.deal + 1, deals }), 'info');
      return;
    }
    if (this.isDisplay() && !snap.result) {
      // The room's display: whose turn it is and the last play, read across the room.
      const names = snap.waitingFor.map((seat) => this.seatName(seat)).join(', ');
      const parts = [
        names ? this.ctx.i18n.t('app.display.turn', { names }) : '',
        this.lastPlay ? this.ctx.i18n.t('app.display.last', { line: this.lastPlay }) : '',
      ].filter((p) => p !== '');
      if (parts.length > 0) {
        this.status.set(parts.join('  ·  '), 'turn');
        return;
      }
    }
    const st =
      this.scene?.status?.(snap) ?? genericStatus(this.ctx.i18n, snap, (seat) => this.seatName(seat));
    this.status.set(st.text, st.tone);
  }

  resize(width: number, height: number): void {
    this.hints.clear();
    const seats = this.snapshot?.seats.length ?? 4;
    // A watcher at a live table sees it as the room's display: larger, and no hand's band.
    const you = this.snapshot?.you ?? 0;
    const snap = this.snapshot;
    // A phone's hand band fits the hand (one row or two).
    const handCards = snap ? (this.scene?.handCount?.(snap) ?? null) : null;
    this.handCards = handCards;
    const full = this.isDisplay()
      ? displayLayout(width, height, seats)
      : tableLayout(width, height, seats, you, { handCards });
    // A lesson on a phone: the coach's panel gets a place of its own and the table the rest (layout/dock.ts).
    const dock =
      this.snapshot?.lesson && docksCoach(full.form)
        ? lessonDock(width, height, full.form, full.topBar.height, this.lesson.bandHeight(full))
        : null;
    // Upright the docked coach says what the status line would: the line is gone, and what
    // stood above it (the own plate, the dialogs) may reach down to the hand.
    const sub = dock
      ? tableLayout(dock.width, dock.height, seats, you, {
          like: full.form,
          noStatus: full.form.name === 'tall',
          handCards,
        })
      : full;
    const L = dock ? shiftLayout(sub, dock, full) : full;
    this.layout = L;
    this.sceneLayout = sub;
    this.sceneAt = dock ? { x: dock.dx, y: dock.dy } : { x: 0, y: 0 };
    this.layoutStage(L);
    this.sceneLayer.position.set(this.sceneAt.x, this.sceneAt.y);
    // Upright, the docked coach says what to do: its line gives its place to the table's dialogs.
    this.statusDocked = dock !== null && L.form.name === 'tall';
    this.status.suppress(this.statusDocked);
    this.buildTopBar(L);
    this.panel.layout(L.sidePanel, L.scale);
    if (this.panel.isOpen) this.buildPanel();
    this.scene?.resize(sub);
    this.coach.redraw(L.scale);
    this.lesson.layout(L, dock?.rect ?? null);
    this.updateStatus();
    if (this.snapshot?.result && !this.scene?.ownsResult) this.showResult();
    this.ctx.toasts.layout(width, L.topBar.height + 12 * L.scale, L.scale);
    this.ctx.toasts.placeBy((w, h) => this.toastRoom(w, h));
    this.rules?.layout(width, height);
    this.updateCover(true);
    this.updateDealOver(true);
    this.syncFocus();
  }

  /** Upright, the new hand needs the other number of rows than the layout was made for. */
  private handRowsChange(snapshot: TableSnapshot): boolean {
    const L = this.sceneLayout;
    if (!L || L.form.name !== 'tall' || !this.layout) return false;
    const count = this.scene?.handCount?.(snapshot) ?? null;
    if (count === this.handCards) return false;
    const span = L.width - 2 * Math.round(8 * L.scale);
    const rows = (n: number | null): number =>
      n === null || !fitsOneRow(n, L.card.width, span, 1100 * L.scale) ? 2 : 1;
    return rows(count) !== rows(this.handCards);
  }

  /** What matters on the table now, by priority: the scene's regions and the lesson's panel. */
  private regionsNow(): Region[] {
    const L = this.layout;
    if (!L) return [];
    const lesson = this.lesson.region();
    return [...this.sceneRegions(), ...(lesson ? [lesson] : [])];
  }

  /** The scene's regions in the window's coordinates (its layer stands aside for a docked coach). */
  private sceneRegions(): Region[] {
    const L = this.layout;
    const own = this.scene?.regionsNow?.();
    if (!own) return L ? tableRegions(L) : [];
    const { x, y } = this.sceneAt;
    return x === 0 && y === 0
      ? own
      : own.map((g) => ({ ...g, rect: { ...g.rect, x: g.rect.x + x, y: g.rect.y + y } }));
  }

  /**
   * A toast's place: on the felt where it covers no seat, nor the board, the status or the hand;
   * failing that (a phone's crowded table) over a plate rather than the board; else the top.
   */
  private toastRoom(width: number, height: number): { x: number; y: number } | null {
    const L = this.layout;
    if (!L) return null;
    const s = L.scale;
    const within = {
      x: 8 * s,
      y: L.topBar.height + 8 * s,
      width: L.width - 16 * s,
      height: L.hand.y - L.topBar.height - 16 * s,
    };
    const regions = this.regionsNow();
    const prefer = [{ x: (L.width - width) / 2, y: within.y }];
    const ask = (priority: number): Rect | null =>
      findRoom({ within, width, height, priority, regions, prefer });
    return ask(PRIORITY.players) ?? ask(PRIORITY.board);
  }

  /**
   * At a challenge's deal that is over: the call to action where the hand was (the deal, the
   * score, See the board, Next deal); gone at any other table.
   */
  private updateDealOver(relayout = false): void {
    const L = this.layout;
    const c = this.ctx.store.challenge;
    const over = L ? dealOver(c, this.snapshot) : null;
    const key = over && c ? JSON.stringify([over, c.deals]) : '';
    if (key === this.dealOverKey && !relayout) return;
    this.dealOverKey = key;
    for (const child of this.dealOverLayer.removeChildren()) child.destroy({ children: true });
    this.dealOverItems = [];
    if (over && c && L) {
      const { box, buttons } = dealOverPanel({
        L,
        i18n: this.ctx.i18n,
        deal: over.deal,
        deals: c.deals,
        score: over.score,
        par: over.par,
        more: over.more,
        onBoard: () => showChallenge(this.ctx, 'live'),
        onNext: () => this.ctx.conn.send({ type: 'challengeDeal' }),
      });
      this.dealOverLayer.addChild(box);
      this.dealOverItems = buttons;
    }
    if (!relayout) this.syncFocus();
  }

  /**
   * Hot-seat (more than one person at this table): when the turn has passed to another person
   * than the one at the device, cover the table until they confirm they are there.
   */
  private updateCover(relayout = false): void {
    const snap = this.snapshot;
    const L = this.layout;
    const needed =
      !!snap &&
      !!L &&
      this.peopleHere() > 1 &&
      snap.you !== null &&
      snap.you !== this.atDevice &&
      !snap.result;
    if (!needed) {
      if (this.coverButton) this.clearCover();
      return;
    }
    if (this.coverButton && !relayout) return;
    this.clearCover();
    const seat = snap.you as number;
    const name = snap.seats[seat]?.name ?? `#${seat + 1}`;
    const i18n = this.ctx.i18n;
    const { view, button } = hotseatCover(
      L.width,
      L.height,
      L.topBar.height,
      L.scale,
      {
        title: i18n.t('app.hotseat.title', { name }),
        body: i18n.t('app.hotseat.body', { name }),
        ready: i18n.t('app.hotseat.ready', { name }),
      },
      () => {
        this.atDevice = seat;
        this.clearCover();
        this.syncFocus();
      },
    );
    this.coverLayer.addChild(view);
    this.coverButton = button;
    this.sceneLayer.visible = false;
    this.status.visible = false;
    this.ctx.focus.setItems([button], () => undefined);
    this.ctx.focus.focus(button);
  }

  /** How many people play at this window (a LAN guest: one; the host: its own seats). */
  private peopleHere(): number {
    // A guest's window plays its own seat only; at a LAN table the host's window its own seats.
    if (this.ctx.store.role === 'guest') return 1;
    const lobby = this.ctx.store.lobby;
    if (lobby) return lobby.seats.filter((seat) => seat.kind === 'host').length;
    return this.snapshot?.seats.filter((seat) => seat.kind === 'human').length ?? 0;
  }

  private clearCover(): void {
    for (const c of this.coverLayer.removeChildren()) c.destroy({ children: true });
    this.coverButton = null;
    this.sceneLayer.visible = true;
    this.status.visible = true;
    this.status.suppress(this.statusDocked);
  }

  refresh(): void {
    if (!this.layout) return;
    this.scene?.refresh?.();
    this.rules?.refresh();
    this.resize(this.layout.width, this.layout.height);
  }

  /** The coach's step changed: its buttons lead the focus order, Next first; the status says what to do. */
  private lessonChanged(): void {
    this.syncFocus();
    const first = this.lesson.focusFirst;
    if (first && !this.rules && !this.panel.isOpen && this.resultItems.length === 0)
      this.ctx.focus.focus(first);
    this.updateStatus();
  }

  /** Play a real game after the lesson: a normal table of the game, the menu's default seats. */
  private realGame(game: GameId): void {
    const catalog = this.ctx.store.catalog;
    const entry = catalog?.games.find((g) => g.id === game);
    const min = entry?.minPlayers ?? 3;
    const max = entry?.maxPlayers ?? 5;
    const count = Math.min(max, Math.max(min, menuState.players[game] ?? 4));
    const name = this.ctx.settings().playerName;
    // The menu shows this game when the person comes back to it.
    menuState.game = game;
    this.ctx.conn.send({
      type: 'newTable',
      game,
      seats: defaultSeats(count, name, catalog?.botLevels ?? ['rules']),
      options: {},
    });
  }

  get rulesOpen(): boolean {
    return this.rules !== null;
  }

  /** Opens the rules of the game being played above the table, which goes on underneath. */
  async openRules(): Promise<void> {
    const L = this.layout;
    if (this.rules || !L || !this.snapshot) return;
    if (this.panel.isOpen) await this.togglePanel();
    const rules = new RulesView(this.ctx, {
      game: this.snapshot.game,
      backKey: 'app.rules.backToTable',
      onBack: () => void this.closeRules(),
      onRebuilt: () => this.syncFocus(),
    });
    this.rules = rules;
    this.ctx.tooltip.hide();
    this.chrome.addChild(rules);
    rules.layout(L.width, L.height);
    rules.alpha = 0;
    // Open once its page is there too (the text loads on first use), as the rules screen does.
    await Promise.all([this.ctx.motion.to(rules, { alpha: 1 }, { ms: 180, kind: 'fade' }), rules.ready()]);
    // Off the stage while covered: the scene's keys and hovers stay quiet, its state stays.
    if (this.rules === rules && this.scene) this.sceneLayer.removeChild(this.scene.view);
  }

  async closeRules(): Promise<void> {
    const rules = this.rules;
    if (!rules) return;
    this.rules = null;
    if (this.scene && !this.scene.view.parent) this.sceneLayer.addChild(this.scene.view);
    this.syncFocus();
    await this.ctx.motion.to(rules, { alpha: 0 }, { ms: 140, kind: 'fade' });
    rules.destroy({ children: true });
  }

  private buildTopBar(L: TableLayout): void {
    const s = L.scale;
    const i18n = this.ctx.i18n;
    const game = this.snapshot?.game;
    // Undo only where it can ever work: one person against bots.
    const alone =
      this.snapshot?.seats.filter((seat) => seat.kind === 'human').length === 1 && !this.snapshot.lesson;
    this.undoButton = null;
    // The bar's buttons from the left, each built the same way from its spec.
    const specs: BarSpec[] = [
      ...(alone
        ? [
            {
              label: i18n.t('app.undo.button'),
              icon: 'back' as const,
              id: 'table.undo',
              onPress: () => this.askUndo(),
              disabled: !this.snapshot?.canUndo,
              tip: () => (this.atChallenge() ? i18n.t('challenge.table.noUndo') : i18n.t('app.undo.key')),
              keep: (b: Button) => (this.undoButton = b),
            },
          ]
        : []),
      {
        label: i18n.t('app.hint.button'),
        icon: 'bulb',
        id: 'table.hint',
        onPress: () => this.askHint(),
        disabled: !this.canHint(),
        // At a challenge the reason it is off (on hover, or a long press on a phone).
        tip: () => (this.atChallenge() ? i18n.t('challenge.table.noHint') : i18n.t('app.hint.key')),
        keep: (b) => (this.hintButton = b),
      },
      {
        label: i18n.t('app.table.rules'),
        icon: 'book',
        id: 'table.rules',
        onPress: () => void this.openRules(),
      },
      {
        label: i18n.t('app.table.settings'),
        icon: 'gear',
        iconOnly: true,
        id: 'table.settings',
        onPress: () => this.ctx.showSettings('table'),
        tip: () => i18n.t('app.table.settings'),
      },
      {
        label: i18n.t('app.table.menu'),
        icon: 'menu',
        id: 'table.menu',
        onPress: () => void this.togglePanel(),
      },
    ];
    // A phone: icons only (each a fingertip's size, its label a tooltip and a long press); the
    // settings are in the menu already.
    const compact = L.form.compact;
    // The display plays no seat: no Undo, no Hint.
    const seated = this.isDisplay()
      ? specs.filter((o) => o.id !== 'table.undo' && o.id !== 'table.hint')
      : specs;
    const shown = compact ? seated.filter((o) => o.id !== 'table.settings') : seated;
    const items = shown.map(({ disabled, tip, keep, ...o }) => {
      const b = barButton(L.topBar.height, s, { ...o, iconOnly: compact || o.iconOnly });
      if (disabled !== undefined) b.setDisabled(disabled);
      const label = o.label;
      const tipText = compact ? () => (tip ? `${label} (${tip()})` : label) : tip;
      if (tipText) this.ctx.tooltip.attach(b, tipText);
      keep?.(b);
      return b;
    });
    const gameTitle = game
      ? this.snapshot?.lesson
        ? i18n.t('app.lesson.title', { game: i18n.t(`app.game.${game}.name`) })
        : this.challengeTitle(i18n.t(`app.game.${game}.name`))
      : '';
    const titleText = this.isDisplay() ? `${i18n.t('app.table.display')} · ${gameTitle}` : gameTitle;
    const title = buildTopBar(this.topBar, {
      width: L.width,
      height: L.topBar.height,
      scale: s,
      // A phone on its side has the status line where the title was.
      title: L.form.name === 'short' ? '' : titleText,
      alpha: 0.88,
      buttons: [...items].reverse(),
    });
    if (title.text !== titleText) this.ctx.tooltip.attach(title, () => titleText);
    if (this.isDisplay()) testId(title, 'display');
    this.barItems = items;
  }

  /**
   * The table as a shared display: this window has no seat at a live game (the host who only
   * watches its LAN table, a watcher's screen): the public side for the room, no hand.
   */
  private isDisplay(): boolean {
    const snap = this.snapshot;
    return !!snap && snap.you === null && !snap.lesson;
  }

  /** The bar's title at a challenge's deal: which deal of how many. */
  private challengeTitle(game: string): string {
    const c = this.ctx.store.challenge;
    const deal = challengeDealOf(c, this.snapshot);
    return c && deal !== null
      ? this.ctx.i18n.t('challenge.table.title', { game, n: deal + 1, deals: c.deals })
      : game;
  }

  /** A challenge's table: no hint and no take-back there (the host refuses them). */
  private atChallenge(): boolean {
    return !!this.snapshot?.challengeDeal;
  }

  /** Hint works for the viewer's own open decision, never at a challenge, and only while connected. */
  private canHint(): boolean {
    return !this.atChallenge() && !this.offline && this.hints.canAsk(this.snapshot);
  }

  /** The Hint button or the H key: the hint, or at a challenge why there is none. */
  private askHint(): void {
    if (this.atChallenge()) {
      this.ctx.toasts.show(this.ctx.i18n.t('challenge.table.noHint'), 'info', 4000);
      return;
    }
    if (!this.offline) this.hints.ask(this.snapshot);
  }

  /** Asks the host to take back the viewer's last move (it refuses, with the reason, when it may not). */
  private askUndo(): void {
    const snap = this.snapshot;
    if (!snap || snap.result || this.offline) return;
    this.hints.clear();
    this.ctx.conn.send({ type: 'undo' });
  }

  private async togglePanel(): Promise<void> {
    if (this.panel.isOpen) {
      await this.panel.close();
      this.panelItems = [];
    } else {
      this.buildPanel();
      await this.panel.open();
    }
    this.syncFocus();
  }

  private buildPanel(): void {
    const L = this.layout;
    if (!L) return;
    this.panelItems = buildTablePanel(this.panel.content, {
      L,
      i18n: this.ctx.i18n,
      log: this.log,
      invite: this.ctx.store.role === 'owner' && !!this.ctx.store.lobby?.urls?.[0],
      onResume: () => void this.togglePanel(),
      onSettings: () => this.ctx.showSettings('table'),
      onInvite: () => this.showInvite(),
      onLeave: () => this.leave(),
      tables:
        this.ctx.store.role === 'owner' ? this.ctx.store.tables.filter((t) => t.kind === 'lan').length : 0,
      onTables: () => this.ctx.showLobby(),
      // A phone: the game's panels (last trick, score sheet, log) are here, not over the felt.
      panels: L.barMenu
        ? (this.scene?.panels?.() ?? []).map((p) => ({
            ...p,
            open: () => void this.togglePanel().then(() => p.open()),
          }))
        : [],
    });
  }

  private showInvite(): void {
    const L = this.layout;
    const lobby = this.ctx.store.lobby;
    const url = lobby?.urls?.[0];
    if (!L || !lobby || !url) return;
    void this.togglePanel();
    const i18n = this.ctx.i18n;
    const close = new Button({
      label: i18n.t('lobby.invite.close'),
      variant: 'primary',
      scale: L.scale,
      id: 'invite.close',
      onPress: () => {
        for (const c of this.inviteLayer.removeChildren()) c.destroy({ children: true });
        this.syncFocus();
      },
    });
    this.inviteLayer.addChild(
      inviteDialog({
        width: L.width,
        height: L.height,
        scale: L.scale,
        title: i18n.t('lobby.joinAt'),
        url,
        code: lobby.code ? `${i18n.t('lobby.code')}: ${lobby.code}` : null,
        hint: i18n.t('lobby.joinHint'),
        close,
      }),
    );
    this.ctx.focus.setItems([close], () => close.activate());
    this.ctx.focus.focus(close);
  }

  private leave(): void {
    // A challenge's deal stays the participant's: back to the challenge's board.
    if (isChallengeTable(this.ctx.store.challenge, this.snapshot)) {
      showChallenge(this.ctx, 'live');
      return;
    }
    // A LAN guest cannot end the host's table: it goes back to the lobby (its seat stays its own).
    if (this.ctx.store.role === 'owner') this.ctx.conn.send({ type: 'leaveTable' });
    this.ctx.showMenu();
  }

  private showResult(): void {
    const L = this.layout;
    const snap = this.snapshot;
    if (!L || !snap?.result) return;
    for (const c of this.resultLayer.removeChildren()) c.destroy({ children: true });
    const { box, back } = finalStanding({
      L,
      result: snap.result,
      seats: snap.seats.length,
      i18n: this.ctx.i18n,
      seatName: (seat) => this.seatName(seat),
      onMenu: () => this.leave(),
    });
    this.resultLayer.addChild(box);
    this.resultItems = [back];
    this.syncFocus();
  }

  private syncFocus(): void {
    if (this.rules) {
      this.ctx.focus.setItems(this.rules.focusItems, () => void this.closeRules());
      return;
    }
    const items = this.resultItems.length
      ? this.resultItems
      : this.panel.isOpen
        ? [...this.panelItems, ...this.barItems]
        : [...this.dealOverItems, ...this.lesson.focusItems, ...this.barItems];
    this.ctx.focus.setItems(items, () => void this.togglePanel());
  }

  show(): Promise<void> {
    return fadeIn(this.ctx, this, 220);
  }

  hide(): Promise<void> {
    return fadeOut(this.ctx, this, 160);
  }
}
