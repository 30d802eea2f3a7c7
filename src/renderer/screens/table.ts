/**
 * The table: a top bar (game, rules, settings, menu), the game's scene on the felt, the
 * one-line status, a side panel (menu and log) that slides in above the hand, and the final
 * standing. Snapshots arrive through the store; the scene gets them in step order. The rules
 * open as an overlay above the live table: the scene keeps receiving snapshots underneath
 * (taken off the stage meanwhile, so its keys and pointer stay quiet) and is back unchanged
 * when the rules close.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { TableEvent, TableSnapshot } from '../../shared/protocol';
import type { AppContext } from '../core/context';
import type { Focusable } from '../core/focus';
import { tableLayout, type TableLayout } from '../layout/table';
import { drawTableDecor } from '../ui/table-decor';
import { sceneFactoryFor, type GameScene, type SceneStatus } from '../scenes/registry';
import { font, palette } from '../theme/theme';
import { drawPanel, SidePanel, StatusBar } from '../ui/chrome';
import { Button, fitText } from '../ui/widgets';
import { RulesView } from '../rules/view';
import { describeHint, type HintAction } from '../hints/describe';
import { HINT_RING, ringControls } from '../hints/rings';
import { hotseatCover } from './hotseat-cover';
import { lbt } from '../lobby/i18n';
import { inviteDialog } from '../lobby/invite';
import type { AppScreen } from '../core/navigation';

export class TableScreen extends Container implements AppScreen {
  readonly screenName = 'table';
  private readonly ctx: AppContext;
  private readonly decor = new Graphics();
  private readonly sceneLayer = new Container();
  private readonly chrome = new Container();
  private readonly topBar = new Container();
  private readonly status = new StatusBar();
  private readonly panel: SidePanel;
  private readonly resultLayer = new Container();
  private scene: GameScene | null = null;
  private layout: TableLayout | null = null;
  private snapshot: TableSnapshot | null = null;
  private readonly log: string[] = [];
  private barItems: Focusable[] = [];
  private panelItems: Focusable[] = [];
  private resultItems: Focusable[] = [];
  private rules: RulesView | null = null;
  private readonly unsub: () => void;
  /** Rings around the controls a hint suggests (above the scene, below the chrome). */
  private readonly hintLayer = new Container();
  private hintButton: Button | null = null;
  /** The step a hint was asked at: an answer for another step is stale. */
  private hintAsked: number | null = null;
  private hintTimer: ReturnType<typeof setTimeout> | null = null;
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
    this.chrome.addChild(
      this.hintLayer,
      this.coverLayer,
      this.topBar,
      this.status,
      this.panel,
      this.resultLayer,
      this.inviteLayer,
    );
    this.addChild(this.decor, this.sceneLayer, this.chrome);
    this.unsub = ctx.store.subscribe((e) => {
      if (e.kind === 'table') this.apply(e.snapshot, e.fresh);
      if (e.kind === 'hint') this.showHint(e.action);
      if (e.kind === 'refused' && this.hintAsked !== null) this.hintAsked = null;
      if (e.kind === 'lobby') this.updateCover();
    });
    window.addEventListener('keydown', this.onKey);
    window.addEventListener('keydown', this.coverKeys, { capture: true });
    this.once('destroyed', () => {
      window.removeEventListener('keydown', this.onKey);
      window.removeEventListener('keydown', this.coverKeys, { capture: true });
      this.clearHint();
      this.unsub();
      this.scene?.destroy();
      this.scene = null;
    });
    if (ctx.store.table) this.apply(ctx.store.table, true);
  }

  private seatName(seat: number): string {
    const snap = this.snapshot;
    if (snap && seat === snap.you) return this.ctx.i18n.t('seat.you');
    return snap?.seats[seat]?.name ?? `#${seat + 1}`;
  }

  private apply(snapshot: TableSnapshot, fresh: boolean): void {
    const before = this.snapshot;
    this.snapshot = snapshot;
    if (!this.scene || before?.game !== snapshot.game) {
      this.scene?.destroy();
      this.scene = sceneFactoryFor(snapshot.game)({
        ctx: this.ctx,
        act: (action) => {
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
      });
      this.sceneLayer.removeChildren();
      if (!this.rules) this.sceneLayer.addChild(this.scene.view);
      if (this.layout) this.scene.resize(this.layout);
    }
    if (fresh) this.logEvent(snapshot.event);
    if (before && before.step !== snapshot.step) this.clearHint();
    this.hintButton?.setDisabled(!this.canAskHint());
    this.undoButton?.setDisabled(!snapshot.canUndo);
    const seatsChanged = before?.seats.length !== snapshot.seats.length || before?.you !== snapshot.you;
    if (seatsChanged && this.layout) this.resize(this.layout.width, this.layout.height);
    void this.scene.update(snapshot, snapshot.event);
    this.updateStatus();
    this.updateCover();
    if (snapshot.result && !before?.result && !this.scene.ownsResult) {
      this.ctx.audio.play('winFanfare');
      this.showResult();
    } else if (!snapshot.result && before?.result) {
      for (const c of this.resultLayer.removeChildren()) c.destroy({ children: true });
      this.resultItems = [];
      this.syncFocus();
    }
  }

  private logEvent(event: TableEvent): void {
    const i18n = this.ctx.i18n;
    let line: string;
    if (event.kind === 'start') line = i18n.t('event.start');
    else if (event.kind === 'deal')
      line = i18n.t('event.deal', { round: event.round + 1, name: this.seatName(event.dealer) });
    else {
      const a = event.action;
      const detail = Object.entries(a)
        .filter(([k, v]) => k !== 'type' && (typeof v === 'string' || typeof v === 'number'))
        .map(([, v]) => String(v))
        .join(' ');
      line = i18n.t('event.action', {
        name: event.seat === null ? '—' : this.seatName(event.seat),
        action: `${a.type} ${detail}`.trim(),
      });
    }
    this.log.push(line);
    if (this.log.length > 60) this.log.shift();
    if (this.panel.isOpen) this.buildPanel();
  }

  private genericStatus(snap: TableSnapshot): SceneStatus {
    const i18n = this.ctx.i18n;
    if (snap.result) {
      const names = snap.result.winners.map((w) => this.seatName(w)).join(', ');
      return { text: i18n.t('status.gameOver', { names }), tone: 'ok' };
    }
    if (snap.you !== null && snap.waitingFor.includes(snap.you) && snap.legal.length > 0) {
      const what = snap.legal.every((a) => a.type === 'play')
        ? i18n.t('status.playCard')
        : i18n.t('status.chooseAction');
      return { text: i18n.t('status.yourTurn', { what }), tone: 'turn' };
    }
    const other = snap.waitingFor.find((s) => s !== snap.you);
    if (other !== undefined) {
      const seat = snap.seats[other];
      const name = this.seatName(other);
      return {
        text:
          seat?.kind === 'bot' ? i18n.t('status.thinking', { name }) : i18n.t('status.waitingFor', { name }),
        tone: 'info',
      };
    }
    if (snap.you === null) return { text: i18n.t('table.spectating'), tone: 'info' };
    return { text: i18n.t('status.waiting'), tone: 'info' };
  }

  private updateStatus(): void {
    const snap = this.snapshot;
    if (!snap) return;
    const st = this.scene?.status?.(snap) ?? this.genericStatus(snap);
    this.status.set(st.text, st.tone);
  }

  resize(width: number, height: number): void {
    this.clearHint();
    const seats = this.snapshot?.seats.length ?? 4;
    const L = tableLayout(width, height, seats, this.snapshot?.you ?? 0);
    this.layout = L;
    drawTableDecor(this.decor.clear(), L);
    this.buildTopBar(L);
    this.status.layout(L.status, L.scale);
    this.panel.layout(L.sidePanel, L.scale);
    if (this.panel.isOpen) this.buildPanel();
    this.scene?.resize(L);
    this.updateStatus();
    if (this.snapshot?.result && !this.scene?.ownsResult) this.showResult();
    this.ctx.toasts.layout(width, L.topBar.height + 12 * L.scale, L.scale);
    this.rules?.layout(width, height);
    this.updateCover(true);
    this.syncFocus();
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
        title: i18n.t('hotseat.title', { name }),
        body: i18n.t('hotseat.body', { name }),
        ready: i18n.t('hotseat.ready', { name }),
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
  }

  refresh(): void {
    if (!this.layout) return;
    this.scene?.refresh?.();
    this.rules?.refresh();
    this.resize(this.layout.width, this.layout.height);
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
      backKey: 'rules.backToTable',
      onBack: () => void this.closeRules(),
      onRebuilt: () => this.syncFocus(),
    });
    this.rules = rules;
    this.ctx.tooltip.hide();
    this.chrome.addChild(rules);
    rules.layout(L.width, L.height);
    rules.alpha = 0;
    await this.ctx.motion.to(rules, { alpha: 1 }, { ms: 180, kind: 'fade' });
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
    for (const c of this.topBar.removeChildren()) c.destroy({ children: true });
    const s = L.scale;
    const i18n = this.ctx.i18n;
    const bar = new Graphics()
      .rect(0, 0, L.width, L.topBar.height)
      .fill({ color: palette.panel, alpha: 0.88 });
    bar.rect(0, L.topBar.height - Math.max(1, s), L.width, Math.max(1, s)).fill(palette.panelEdge);
    this.topBar.addChild(bar);
    const game = this.snapshot?.game;
    const title = new Text({
      text: game ? i18n.t(`game.${game}.name`) : '',
      style: font('title', s, palette.text),
    });
    title.position.set(20 * s, Math.round((L.topBar.height - title.height) / 2));
    const bh = L.topBar.height - 12 * s;
    const menu = new Button({
      label: i18n.t('table.menu'),
      icon: 'menu',
      scale: s,
      height: bh,
      variant: 'ghost',
      id: 'table.menu',
      onPress: () => void this.togglePanel(),
    });
    menu.position.set(L.width - menu.bw - 10 * s, 6 * s);
    const settings = new Button({
      label: i18n.t('table.settings'),
      icon: 'gear',
      iconOnly: true,
      scale: s,
      height: bh,
      variant: 'ghost',
      id: 'table.settings',
      onPress: () => this.ctx.showSettings('table'),
    });
    settings.position.set(menu.x - settings.bw - 6 * s, 6 * s);
    this.ctx.tooltip.attach(settings, () => i18n.t('table.settings'));
    const rules = new Button({
      label: i18n.t('table.rules'),
      icon: 'book',
      scale: s,
      height: bh,
      variant: 'ghost',
      id: 'table.rules',
      onPress: () => void this.openRules(),
    });
    rules.position.set(settings.x - rules.bw - 6 * s, 6 * s);
    const hint = new Button({
      label: i18n.t('hint.button'),
      icon: 'bulb',
      scale: s,
      height: bh,
      variant: 'ghost',
      id: 'table.hint',
      onPress: () => this.askHint(),
    });
    hint.position.set(rules.x - hint.bw - 6 * s, 6 * s);
    hint.setDisabled(!this.canAskHint());
    this.ctx.tooltip.attach(hint, () => i18n.t('hint.key'));
    this.hintButton = hint;
    const items: Button[] = [hint, rules, settings, menu];
    // Undo only where it can ever work: one person against bots.
    const alone = this.snapshot?.seats.filter((seat) => seat.kind === 'human').length === 1;
    let leftmost: Button = hint;
    if (alone) {
      const undo = new Button({
        label: i18n.t('undo.button'),
        icon: 'back',
        scale: s,
        height: bh,
        variant: 'ghost',
        id: 'table.undo',
        onPress: () => this.askUndo(),
      });
      undo.position.set(hint.x - undo.bw - 6 * s, 6 * s);
      undo.setDisabled(!this.snapshot?.canUndo);
      this.ctx.tooltip.attach(undo, () => i18n.t('undo.key'));
      this.undoButton = undo;
      this.topBar.addChild(undo);
      items.unshift(undo);
      leftmost = undo;
    } else this.undoButton = null;
    fitText(title, leftmost.x - 40 * s);
    this.topBar.addChild(title, hint, rules, settings, menu);
    this.barItems = items;
  }

  /** Asks the host to take back the viewer's last move (it refuses, with the reason, when it may not). */
  private askUndo(): void {
    const snap = this.snapshot;
    if (!snap || snap.result) return;
    this.clearHint();
    this.ctx.conn.send({ type: 'undo' });
  }

  /** A hint can be asked for the viewer's own open decision. */
  private canAskHint(): boolean {
    const snap = this.snapshot;
    return (
      !!snap &&
      !snap.result &&
      snap.you !== null &&
      snap.waitingFor.includes(snap.you) &&
      snap.legal.length > 0
    );
  }

  /** Asks the host's hard bot for the viewer's current decision (answered by a `hint` message). */
  private askHint(): void {
    const snap = this.snapshot;
    if (!snap || !this.canAskHint() || this.hintAsked === snap.step) return;
    this.clearHint();
    this.hintAsked = snap.step;
    this.ctx.toasts.show(this.ctx.i18n.t('hint.asking'), 'info', 2500);
    this.ctx.conn.send({ type: 'hint' });
  }

  private showHint(action: HintAction): void {
    const snap = this.snapshot;
    if (!snap || this.hintAsked !== snap.step) return;
    this.hintAsked = null;
    const hint = describeHint(snap.game, this.ctx.i18n.language, action, (seat) => this.seatName(seat));
    this.ctx.toasts.show(hint.text, 'ok', 8000);
    this.clearHint();
    ringControls(this.hintLayer, hint.targets, this.layout?.scale ?? 1, HINT_RING);
    // The rings go with the next step, or after a while.
    this.hintTimer = setTimeout(() => this.clearHint(), 10_000);
  }

  private clearHint(): void {
    if (this.hintTimer) clearTimeout(this.hintTimer);
    this.hintTimer = null;
    for (const c of this.hintLayer.removeChildren()) c.destroy();
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
    const s = L.scale;
    const i18n = this.ctx.i18n;
    for (const c of this.panel.content.removeChildren()) c.destroy({ children: true });
    const pad = 22 * s;
    const w = L.sidePanel.width - 2 * pad;
    let y = pad;
    const resume = new Button({
      label: i18n.t('table.resume'),
      icon: 'back',
      scale: s,
      width: w,
      id: 'panel.resume',
      onPress: () => void this.togglePanel(),
    });
    const settings = new Button({
      label: i18n.t('table.settings'),
      icon: 'gear',
      scale: s,
      width: w,
      id: 'panel.settings',
      onPress: () => this.ctx.showSettings('table'),
    });
    const leave = new Button({
      label: i18n.t('table.leave'),
      icon: 'door',
      variant: 'danger',
      scale: s,
      width: w,
      id: 'panel.leave',
      onPress: () => this.leave(),
    });
    // A LAN table's host can show the join address again (a late guest, a phone that dropped).
    const lobby = this.ctx.store.lobby;
    const invite =
      this.ctx.store.role === 'owner' && lobby?.urls?.[0]
        ? new Button({
            label: lbt(i18n, 'invite'),
            icon: 'forward',
            scale: s,
            width: w,
            id: 'panel.invite',
            onPress: () => this.showInvite(),
          })
        : null;
    for (const b of [resume, settings, ...(invite ? [invite] : []), leave]) {
      b.position.set(pad, y);
      y += b.bh + 10 * s;
      this.panel.content.addChild(b);
    }
    y += 14 * s;
    const head = new Text({ text: i18n.t('table.log'), style: font('caption', s, palette.accent) });
    head.position.set(pad, y);
    this.panel.content.addChild(head);
    y += head.height + 8 * s;
    const bottom = L.sidePanel.height - pad;
    const lines = this.log.length ? [...this.log].reverse() : [i18n.t('table.logEmpty')];
    for (const line of lines) {
      const t = new Text({
        text: line,
        style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: w },
      });
      if (y + t.height > bottom) {
        t.destroy();
        break;
      }
      t.position.set(pad, y);
      y += t.height + 6 * s;
      this.panel.content.addChild(t);
    }
    this.panelItems = [resume, settings, ...(invite ? [invite] : []), leave];
  }

  private showInvite(): void {
    const L = this.layout;
    const lobby = this.ctx.store.lobby;
    const url = lobby?.urls?.[0];
    if (!L || !lobby || !url) return;
    void this.togglePanel();
    const i18n = this.ctx.i18n;
    const close = new Button({
      label: lbt(i18n, 'invite.close'),
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
        title: lbt(i18n, 'joinAt'),
        url,
        code: lobby.code ? `${lbt(i18n, 'code')}: ${lobby.code}` : null,
        hint: lbt(i18n, 'joinHint'),
        close,
      }),
    );
    this.ctx.focus.setItems([close], () => close.activate());
    this.ctx.focus.focus(close);
  }

  private leave(): void {
    // A LAN guest cannot end the host's table: it goes back to the lobby (its seat stays its own).
    if (this.ctx.store.role === 'owner') this.ctx.conn.send({ type: 'leaveTable' });
    this.ctx.showMenu();
  }

  private showResult(): void {
    const L = this.layout;
    const snap = this.snapshot;
    if (!L || !snap?.result) return;
    for (const c of this.resultLayer.removeChildren()) c.destroy({ children: true });
    const s = L.scale;
    const i18n = this.ctx.i18n;
    const w = Math.min(520 * s, L.width - 40 * s);
    const rowH = 40 * s;
    const order = snap.seats
      .map((_, i) => i)
      .sort((a, b) => (snap.result!.totals[b] ?? 0) - (snap.result!.totals[a] ?? 0));
    // Keep the game's own order of "better": winners first, then by total as given.
    const winners = new Set(snap.result.winners);
    order.sort((a, b) => Number(winners.has(b)) - Number(winners.has(a)));
    const h = 110 * s + order.length * rowH + 80 * s;
    const box = new Container();
    const g = drawPanel(new Graphics(), w, h, s, { alpha: 0.97 });
    g.roundRect(0, 0, w, h, 16 * s).stroke({ width: 2 * s, color: palette.accent, alpha: 0.7 });
    box.addChild(g);
    const title = new Text({ text: i18n.t('result.title'), style: font('heading', s, palette.text) });
    title.position.set((w - title.width) / 2, 24 * s);
    box.addChild(title);
    let y = 100 * s;
    for (const seat of order) {
      const win = winners.has(seat);
      if (win)
        box.addChild(
          new Graphics()
            .roundRect(16 * s, y - 4 * s, w - 32 * s, rowH, 8 * s)
            .fill({ color: palette.accent, alpha: 0.15 }),
        );
      const name = new Text({
        text: this.seatName(seat) + (win ? `  ★ ${i18n.t('result.winner')}` : ''),
        style: font('label', s, win ? palette.accent : palette.text),
      });
      name.position.set(32 * s, y + (rowH - 8 * s - name.height) / 2);
      const pts = new Text({
        text: i18n.t('result.points', { n: snap.result.totals[seat] ?? 0 }),
        style: { ...font('label', s, palette.text), fontFeatureSettings: '"tnum"' } as never,
      });
      pts.position.set(w - 32 * s - pts.width, name.y);
      box.addChild(name, pts);
      y += rowH;
    }
    const back = new Button({
      label: i18n.t('result.backToMenu'),
      variant: 'primary',
      scale: s,
      id: 'result.menu',
      onPress: () => this.leave(),
    });
    back.position.set((w - back.bw) / 2, h - back.bh - 22 * s);
    box.addChild(back);
    box.position.set((L.width - w) / 2, Math.max(L.topBar.height + 10 * s, (L.hand.y - h) / 2));
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
        : this.barItems;
    this.ctx.focus.setItems(items, () => void this.togglePanel());
  }

  async show(): Promise<void> {
    this.alpha = 0;
    await this.ctx.motion.to(this, { alpha: 1 }, { ms: 220, kind: 'fade' });
  }

  async hide(): Promise<void> {
    this.ctx.focus.clear();
    await this.ctx.motion.to(this, { alpha: 0 }, { ms: 160, kind: 'fade' });
  }
}
