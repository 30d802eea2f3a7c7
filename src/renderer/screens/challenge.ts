/**
 * The duplicate challenge (see src/main/host/challenge.ts): everyone plays the same deals
 * against the same bots at a table of their own, and this screen is where they meet. The host's
 * window opens one here (the form starts from the menu's game and player count), shows where
 * guests join, ends it and exports the results; everyone takes part by name, plays deal after
 * deal from here and watches the board fill in. The ended challenges the host keeps are listed
 * here too ("Earlier challenges"), each board viewable and exportable.
 *
 * The board grid is challenge/board.ts, the form challenge/setup.ts, the words challenge/i18n.ts.
 */
import { paged } from '../layout/paging';
import { Container, Graphics, Text } from 'pixi.js';
import type { ChallengeView } from '../../shared/protocol';
import { challengeBoard } from '../challenge/board';
import { cht } from '../challenge/i18n';
import { challengeStep, isChallengeTable, isOwnDealTable, scoreText } from '../challenge/model';
import { lastChallengeName } from '../challenge/pass';
import { openMessage, setupControls, setupFromMenu } from '../challenge/setup';
import type { AppContext } from '../core/context';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import { lanTables } from '../lobby/tables';
import { qrGraphic } from '../lobby/qr';
import { ago } from '../saves/model';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { confirmDialog } from '../ui/confirm';
import { Button, fitText, paragraph } from '../ui/widgets';
import { BaseScreen } from './base';
import { state as menuState } from './menu-setup';
import { tableFromAddress } from './tableAddress';

/** What the screen shows: the open (or last) challenge, the form, the kept ones, or one kept board. */
export type ChallengePage = 'live' | 'setup' | 'history' | { kept: string };

type Kept = ChallengeView & { endedAt: string };
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Shows the challenge screen (the host's window without an open challenge: the form). */
export function showChallenge(ctx: AppContext, page?: ChallengePage): void {
  void ctx.nav.show(() => new ChallengeScreen(ctx, page));
}

export class ChallengeScreen extends BaseScreen {
  readonly screenName = 'challenge';
  private page: ChallengePage;
  /** Where Back from the kept challenges goes. */
  private before: 'live' | 'setup' = 'setup';
  private joinName: string;
  private confirming = false;
  /** Open was pressed: the board shows once the host says the challenge is open. */
  private opening = false;
  /** A deal was asked for: its table is shown when it comes. */
  private askedTable = false;
  private historyPage = 0;
  private readonly unsub: () => void;

  constructor(ctx: AppContext, page?: ChallengePage) {
    super(ctx);
    const store = ctx.store;
    const owner = store.role === 'owner';
    this.page = page ?? (owner && store.challenge?.state !== 'open' ? 'setup' : 'live');
    if (!owner && this.page !== 'live') this.page = 'live';
    if (this.page === 'setup')
      setupFromMenu(store.catalog, menuState.game, menuState.players[menuState.game] ?? 4);
    if (this.page !== 'live' && this.page !== 'setup') ctx.conn.send({ type: 'listChallenges' });
    // The owner's own name; a guest's the one it took part with before.
    this.joinName = owner ? ctx.settings().playerName : (lastChallengeName() ?? '');
    this.unsub = store.subscribe((e) => {
      switch (e.kind) {
        case 'challenge': {
          const c = store.challenge;
          if (this.page === 'setup' && this.opening && c?.state === 'open') {
            this.opening = false;
            this.page = 'live';
          }
          this.rebuild();
          break;
        }
        case 'challenges':
          if (this.page !== 'live' && this.page !== 'setup') this.rebuild();
          break;
        case 'table':
          // The deal asked for is here (the app shows a fresh table by itself; a deal gone back
          // to, or one that came in after the way back here, is shown from here).
          if (
            this.askedTable &&
            isChallengeTable(store.challenge, e.snapshot) &&
            !ctx.nav.busy &&
            ctx.nav.current === this
          ) {
            this.askedTable = false;
            ctx.showTable();
          }
          break;
        case 'refused':
        case 'error':
          this.opening = false;
          this.askedTable = false;
          this.rebuild();
          break;
        case 'welcome':
        case 'tables':
        case 'settings':
          this.rebuild();
          break;
      }
    });
    this.once('destroyed', () => this.unsub());
  }

  protected override back(): void {
    if (this.confirming) {
      this.confirming = false;
      this.rebuild();
      return;
    }
    if (this.page === 'history') return this.go(this.before);
    if (typeof this.page === 'object') return this.go('history');
    if (this.ctx.store.role === 'owner') this.ctx.showMenu();
    else if (lanTables(this.ctx.store.tables).length > 0) this.ctx.showLobby();
  }

  private go(page: ChallengePage): void {
    if (page === 'history' && (this.page === 'live' || this.page === 'setup')) this.before = this.page;
    if (page === 'history') this.ctx.conn.send({ type: 'listChallenges' });
    if (page === 'setup')
      setupFromMenu(this.ctx.store.catalog, menuState.game, menuState.players[menuState.game] ?? 4);
    this.page = page;
    this.rebuild();
  }

  protected build(): void {
    const c = this.ctx.store.challenge;
    const owner = this.ctx.store.role === 'owner';
    if (this.page === 'live' && owner && !c) this.page = 'setup';
    if (this.page === 'setup') this.buildSetup();
    else if (this.page === 'history') this.buildHistory();
    else if (typeof this.page === 'object') this.buildKept(this.page.kept);
    else if (c) this.buildBoardPage(c, false);
    else this.buildNone();
  }

  // -------------------------------------------------------------------------------------------
  // Parts every page shares

  private get contentW(): number {
    return Math.min(this.w - 48 * this.s, 1180 * this.s);
  }

  private get left(): number {
    return (this.w - this.contentW) / 2;
  }

  private get top(): number {
    return Math.max(0, (this.h - 800 * this.s) / 2);
  }

  /**
   * Back (where there is a way back), the title with a line of facts under it and a state chip,
   * buttons at the right; returns the focusable header items and where the panels start.
   */
  private header(o: {
    title: string;
    facts?: string;
    chip?: 'open' | 'ended';
    back?: string;
    right?: Button[];
  }): {
    items: Focusable[];
    panelY: number;
  } {
    const { s } = this;
    const left = this.left;
    const top = this.top + 22 * s;
    const items: Focusable[] = [];
    let x = left;
    if (o.back) {
      const back = this.button({
        label: o.back,
        icon: 'back',
        id: 'challenge.back',
        onPress: () => this.back(),
      });
      back.position.set(left, top);
      this.layer.addChild(back);
      items.push(back);
      x = back.x + back.bw + 24 * s;
    }
    let right = left + this.contentW;
    for (const b of [...(o.right ?? [])].reverse()) {
      b.position.set(right - b.bw, top);
      right = b.x - 12 * s;
      this.layer.addChild(b);
    }
    items.push(...(o.right ?? []));
    const title = testId(this.text(o.title, 'heading'), 'challenge.title');
    const chip = o.chip ? this.chip(o.chip) : null;
    fitText(title, right - x - 12 * s - (chip ? chip.width + 14 * s : 0));
    title.position.set(x, o.facts ? top - 6 * s : top + (48 * s - title.height) / 2);
    this.layer.addChild(title);
    if (chip) {
      chip.position.set(title.x + title.width + 14 * s, title.y + (title.height - chip.height) / 2 + 2 * s);
      this.layer.addChild(chip);
    }
    if (o.facts) {
      const facts = testId(this.text(o.facts, 'body', palette.textMuted), 'challenge.facts');
      fitText(facts, right - x - 12 * s);
      facts.position.set(x, title.y + title.height - 2 * s);
      this.layer.addChild(facts);
    }
    return { items, panelY: this.top + 108 * s };
  }

  /** "Open" (green) or "Ended" (muted) beside the title. */
  private chip(state: 'open' | 'ended'): Container {
    const { s } = this;
    const c = new Container();
    const color = state === 'open' ? palette.ok : palette.textMuted;
    const t = this.text(
      cht(this.ctx.i18n, state === 'open' ? 'state.open' : 'state.ended'),
      'caption',
      color,
    );
    const w = t.width + 24 * s;
    const h = t.height + 8 * s;
    c.addChild(
      new Graphics()
        .roundRect(0, 0, w, h, h / 2)
        .fill({ color, alpha: 0.14 })
        .roundRect(0, 0, w, h, h / 2)
        .stroke({ width: Math.max(1, s), color, alpha: 0.7 }),
    );
    t.position.set(12 * s, 4 * s);
    c.addChild(t);
    return testId(c, 'challenge.state');
  }

  private panel(x: number, y: number, w: number, h: number): void {
    const g = drawPanel(new Graphics(), w, h, this.s, { alpha: 0.85 });
    g.position.set(x, y);
    this.layer.addChild(g);
  }

  private facts(c: ChallengeView): string {
    const i18n = this.ctx.i18n;
    return cht(i18n, 'facts', {
      game: i18n.t(`game.${c.game}.name`),
      players: c.players,
      deals: cht(i18n, c.deals === 1 ? 'deals.one' : 'deals.n', { n: c.deals }),
      level: i18n.tDynamic(`bot.${c.level}`, c.level),
    });
  }

  private backLabel(): string | undefined {
    const i18n = this.ctx.i18n;
    if (this.ctx.store.role === 'owner') return cht(i18n, 'back');
    return lanTables(this.ctx.store.tables).length > 0 ? cht(i18n, 'backToTables') : undefined;
  }

  private say(text: string, x: number, y: number, width: number, fill: number = palette.textMuted): Text {
    const t = new Text({
      text,
      style: {
        ...font('body', this.s, fill),
        wordWrap: true,
        wordWrapWidth: width,
        lineHeight: font('body', this.s).fontSize * 1.3,
      },
    });
    t.position.set(x, y);
    this.layer.addChild(t);
    return t;
  }

  // -------------------------------------------------------------------------------------------
  // The board of the open (or last) challenge, or of a kept one

  private buildBoardPage(c: ChallengeView, kept: boolean, endedAt?: string): void {
    const { s, h } = this;
    const i18n = this.ctx.i18n;
    const owner = this.ctx.store.role === 'owner';
    const earlier =
      owner && !kept
        ? new Button({
            label: cht(i18n, 'history.button'),
            icon: 'log',
            scale: s,
            id: 'challenge.history',
            onPress: () => this.go('history'),
          })
        : null;
    const head = this.header({
      title: c.name,
      facts: this.facts(c),
      chip: c.state,
      back: kept ? cht(i18n, 'history.back') : this.backLabel(),
      right: earlier ? [earlier] : [],
    });
    const left = this.left;
    const panelY = head.panelY;
    const panelH = Math.min(h - panelY - 20 * s, 672 * s);
    const sideW = Math.round(Math.min(400 * s, Math.max(320 * s, this.contentW * 0.34)));
    const boardW = this.contentW - sideW - 20 * s;
    this.panel(left, panelY, boardW, panelH);
    this.panel(left + boardW + 20 * s, panelY, sideW, panelH);
    const pad = 24 * s;

    // The board, its title and the hints under it.
    const title = this.text(cht(i18n, c.state === 'ended' ? 'board.final' : 'board.title'), 'title');
    title.position.set(left + pad, panelY + 18 * s);
    this.layer.addChild(title);
    const hints = [
      ...(c.state === 'open' ? [cht(i18n, 'hint.hidden')] : []),
      cht(i18n, c.lowerIsBetter ? 'hint.lower' : 'hint.higher'),
    ].join(' ');
    const hint = new Text({
      text: hints,
      style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: boardW - 2 * pad },
    });
    hint.position.set(left + pad, panelY + panelH - pad - hint.height);
    testId(hint, 'challenge.hint');
    this.layer.addChild(hint);
    const boardY = title.y + title.height + 14 * s;
    const board = challengeBoard({
      view: c,
      width: boardW - 2 * pad,
      height: hint.y - 12 * s - boardY,
      s,
      i18n,
    });
    board.position.set(left + pad, boardY);
    this.layer.addChild(board);

    const side: Box = {
      x: left + boardW + 20 * s + pad,
      y: panelY + 22 * s,
      w: sideW - 2 * pad,
      h: panelH - 44 * s,
    };
    const items: Focusable[] = [];
    let y = side.y;
    if (!kept) {
      const you = this.youBlock(c, side);
      items.push(...you.items);
      y = you.bottom;
    } else if (endedAt) {
      const when = this.say(ago(i18n.language, endedAt, Date.now()), side.x, y, side.w);
      y = when.y + when.height + 12 * s;
    }
    const bottom = owner ? this.ownerButtons(c, side, kept) : { items: [], top: side.y + side.h };
    if (owner && !kept && c.state === 'open')
      this.address(c, { ...side, y: y + 18 * s, h: bottom.top - 18 * s - (y + 18 * s) });
    items.push(...bottom.items);
    this.focusItems = [...items, ...head.items];
    if (this.confirming) this.focusItems = this.confirmEnd();
  }

  /** The viewer's own part: take part (name), play the next deal, or where it stands. */
  private youBlock(c: ChallengeView, a: Box): { items: Focusable[]; bottom: number } {
    const { s } = this;
    const i18n = this.ctx.i18n;
    const step = challengeStep(c);
    const items: Focusable[] = [];
    let y = a.y;
    const big = (label: string, id: string, onPress: () => void): Button => {
      const b = new Button({
        label,
        icon: 'play',
        variant: 'primary',
        scale: s,
        width: a.w,
        height: 54 * s,
        id,
        onPress,
      });
      b.position.set(a.x, y);
      this.layer.addChild(b);
      items.push(b);
      y += b.bh;
      return b;
    };
    const line = (text: string): void => {
      const t = this.say(text, a.x, y, a.w);
      testId(t, 'challenge.you');
      y += t.height + 14 * s;
    };
    const you = c.participants.find((p) => p.participant === c.you?.participant);
    switch (step.kind) {
      case 'join': {
        const head = this.text(cht(i18n, 'join.title'), 'label', palette.accent);
        head.position.set(a.x, y);
        this.layer.addChild(head);
        y += head.height + 6 * s;
        const body = this.say(cht(i18n, 'join.body'), a.x, y, a.w);
        y += body.height + 8 * s;
        const field = this.textField(cht(i18n, 'join.name'), this.joinName, a.w, (v) => (this.joinName = v), {
          id: 'challenge.name',
          controlWidth: a.w * 0.6,
          maxLength: 24,
          onEditing: (on) => (this.ctx.focus.enabled = !on),
        });
        field.position.set(a.x, y);
        this.layer.addChild(field);
        items.push(field);
        y += field.rowHeight + 10 * s;
        big(cht(i18n, 'join.go'), 'challenge.join', () =>
          this.ctx.conn.send({
            type: 'joinChallenge',
            name:
              this.joinName.trim() ||
              (this.ctx.store.role === 'owner' ? this.ctx.settings().playerName : 'Gast'),
          }),
        );
        break;
      }
      case 'first':
        line(cht(i18n, 'you.none', { name: you?.name ?? this.joinName }));
        big(cht(i18n, 'play.first'), 'challenge.play', () => this.askDeal(false));
        break;
      case 'playing':
        line(cht(i18n, 'you.playing', { n: step.deal + 1, deals: c.deals }));
        big(cht(i18n, 'play.back'), 'challenge.play', () => this.askDeal(true));
        break;
      case 'next':
        line(cht(i18n, 'you.over', { n: step.deal, deals: c.deals }));
        big(cht(i18n, 'play.next', { n: step.deal + 1 }), 'challenge.play', () => this.askDeal(false));
        break;
      case 'done':
        line(cht(i18n, 'you.done'));
        break;
      case 'ended':
        line(cht(i18n, 'you.ended'));
        break;
    }
    // Where the viewer stands, once it has played.
    if (you && you.played > 0 && step.kind !== 'join' && step.kind !== 'first') {
      if (items.length > 0) y += 16 * s;
      const place = this.text(
        cht(i18n, 'you.place', { rank: you.rank, n: c.participants.length, total: scoreText(you.total) }),
        'label',
        palette.accent,
      );
      fitText(place, a.w);
      place.position.set(a.x, y);
      testId(place, 'challenge.place');
      this.layer.addChild(place);
      y += place.height + 8 * s;
    }
    return { items, bottom: y };
  }

  /** Asks for the next deal (or the one being played, which is shown at once when it is here). */
  private askDeal(back: boolean): void {
    const store = this.ctx.store;
    this.askedTable = true;
    this.ctx.conn.send({ type: 'challengeDeal' });
    if (back && isOwnDealTable(store.challenge, store.table)) {
      this.askedTable = false;
      this.ctx.showTable();
    }
  }

  /** Where guests join: the LAN address, its QR code where there is room, and how. */
  private address(c: ChallengeView, a: Box): void {
    const { s } = this;
    const i18n = this.ctx.i18n;
    const head = this.text(cht(i18n, 'address.title'), 'label', palette.accent);
    head.position.set(a.x, a.y);
    this.layer.addChild(head);
    const url = c.urls?.[0];
    if (!url) {
      this.say(cht(i18n, 'address.waiting'), a.x, head.y + head.height + 6 * s, a.w);
      return;
    }
    const short = (u: string): string => u.replace(/^https?:\/\//, '').replace(/\/$/, '');
    const address = testId(this.text(short(url), 'title'), 'challenge.url');
    address.position.set(a.x, head.y + head.height + 4 * s);
    fitText(address, a.w);
    this.layer.addChild(address);
    let y = address.y + address.height + 4 * s;
    const others = (c.urls ?? []).slice(1).map(short);
    if (others.length > 0) {
      const more = this.text(others.join(' · '), 'caption', palette.textDim);
      fitText(more, a.w);
      more.position.set(a.x, y);
      this.layer.addChild(more);
      y += more.height + 4 * s;
    }
    y += 8 * s;
    const room = a.y + a.h - y;
    const qrSize = Math.min(136 * s, room, a.w * 0.45);
    const hintW = qrSize >= 72 * s ? a.w - qrSize - 14 * s : a.w;
    const hint = new Text({
      text: cht(i18n, 'address.hint'),
      style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: hintW },
    });
    if (qrSize >= 72 * s) {
      const qr = qrGraphic(url, qrSize);
      testId(qr, 'challenge.qr');
      qr.position.set(a.x, y);
      hint.position.set(a.x + qrSize + 14 * s, y);
      this.layer.addChild(qr);
    } else hint.position.set(a.x, y);
    if (hint.y + hint.height <= a.y + a.h + 4 * s) this.layer.addChild(hint);
    else hint.destroy();
  }

  /** The owner's buttons at the side's foot: the exports, then End (open) or New challenge (ended). */
  private ownerButtons(c: ChallengeView, a: Box, kept: boolean): { items: Button[]; top: number } {
    const { s } = this;
    const i18n = this.ctx.i18n;
    const id = kept ? { id: c.id } : {};
    // Side by side where both labels fit, else one under the other.
    const labels = [cht(i18n, 'owner.csv'), cht(i18n, 'owner.json')];
    const natural = labels.map(
      (label) => new Button({ label, icon: 'save', scale: s, onPress: () => undefined }),
    );
    const paired = natural[0]!.bw + natural[1]!.bw + 10 * s <= a.w;
    for (const b of natural) b.destroy({ children: true });
    const half = paired ? (a.w - 10 * s) / 2 : a.w;
    const csv = new Button({
      label: cht(i18n, 'owner.csv'),
      icon: 'save',
      scale: s,
      width: half,
      maxWidth: half,
      id: 'challenge.csv',
      onPress: () => this.ctx.conn.send({ type: 'exportChallenge', format: 'csv', ...id }),
    });
    const json = new Button({
      label: cht(i18n, 'owner.json'),
      icon: 'save',
      scale: s,
      width: half,
      maxWidth: half,
      id: 'challenge.json',
      onPress: () => this.ctx.conn.send({ type: 'exportChallenge', format: 'json', ...id }),
    });
    const main = kept
      ? null
      : c.state === 'open'
        ? new Button({
            label: cht(i18n, 'owner.end'),
            icon: 'door',
            variant: 'danger',
            scale: s,
            width: a.w,
            id: 'challenge.end',
            onPress: () => {
              this.confirming = true;
              this.rebuild();
            },
          })
        : new Button({
            label: cht(i18n, 'owner.new'),
            icon: 'play',
            variant: 'primary',
            scale: s,
            width: a.w,
            id: 'challenge.new',
            onPress: () => this.go('setup'),
          });
    let y = a.y + a.h;
    if (main) {
      y -= main.bh;
      main.position.set(a.x, y);
      this.layer.addChild(main);
      y -= 10 * s;
    }
    y -= json.bh;
    json.position.set(a.x + a.w - json.bw, y);
    if (!paired) y -= 10 * s + csv.bh;
    csv.position.set(a.x, y);
    this.layer.addChild(csv, json);
    return { items: [csv, json, ...(main ? [main] : [])], top: y };
  }

  private confirmEnd(): Focusable[] {
    const { s } = this;
    const i18n = this.ctx.i18n;
    const cancel = new Button({
      label: cht(i18n, 'confirm.cancel'),
      scale: s,
      id: 'challenge.confirm.cancel',
      onPress: () => this.back(),
    });
    const end = new Button({
      label: cht(i18n, 'confirm.end'),
      variant: 'danger',
      scale: s,
      id: 'challenge.confirm.end',
      onPress: () => {
        this.confirming = false;
        this.ctx.conn.send({ type: 'endChallenge' });
        this.rebuild();
      },
    });
    this.layer.addChild(
      confirmDialog({
        width: this.w,
        height: this.h,
        scale: s,
        title: cht(i18n, 'confirm.title'),
        body: cht(i18n, 'confirm.body'),
        buttons: [cancel, end],
        id: 'challenge.confirm',
      }),
    );
    return [cancel, end];
  }

  // -------------------------------------------------------------------------------------------
  // Opening one

  private buildSetup(): void {
    const { s, h } = this;
    const i18n = this.ctx.i18n;
    const earlier = this.button({
      label: cht(i18n, 'history.button'),
      icon: 'log',
      id: 'challenge.history',
      onPress: () => this.go('history'),
    });
    const head = this.header({ title: cht(i18n, 'title'), back: cht(i18n, 'back'), right: [earlier] });
    const left = this.left;
    const panelY = head.panelY;
    const panelH = Math.min(h - panelY - 20 * s, 672 * s);
    this.panel(left, panelY, this.contentW, panelH);
    const pad = 32 * s;
    const colGap = 48 * s;
    const formW = Math.round((this.contentW - 2 * pad - colGap) * 0.52);
    const textX = left + pad + formW + colGap;
    const textW = this.contentW - 2 * pad - formW - colGap;
    const title = this.text(cht(i18n, 'setup.title'), 'title');
    title.position.set(left + pad, panelY + 26 * s);
    fitText(title, formW);
    this.layer.addChild(title);
    const form = setupControls(this.layer, {
      x: left + pad,
      y: title.y + title.height + 22 * s,
      width: formW,
      s,
      i18n,
      catalog: this.ctx.store.catalog,
      rebuild: () => this.rebuild(),
    });
    const open = new Button({
      label: cht(i18n, 'setup.open'),
      icon: 'play',
      variant: 'primary',
      scale: s,
      width: formW,
      height: 58 * s,
      id: 'challenge.open',
      onPress: () => {
        if (this.opening) return;
        this.opening = true;
        this.ctx.conn.send(openMessage(tableFromAddress(location.search).seed));
        this.rebuild();
      },
    });
    open.position.set(left + pad, Math.min(form.bottom + 26 * s, panelY + panelH - pad - open.bh));
    open.setDisabled(this.opening || !this.ctx.store.catalog || this.ctx.store.challenge?.state === 'open');
    this.layer.addChild(open);
    // What a duplicate challenge is, beside the form.
    const body = paragraph(cht(i18n, 'setup.body'), s, textW);
    body.position.set(textX, panelY + 26 * s);
    this.layer.addChild(body);
    const guests = new Text({
      text: cht(i18n, 'setup.guests'),
      style: { ...font('caption', s, palette.textDim), wordWrap: true, wordWrapWidth: textW },
    });
    guests.position.set(textX, body.y + body.height + 18 * s);
    this.layer.addChild(guests);
    this.focusItems = [...form.items, open, ...head.items];
  }

  // -------------------------------------------------------------------------------------------
  // The ended challenges the host keeps

  private buildHistory(): void {
    const { s, h } = this;
    const i18n = this.ctx.i18n;
    const head = this.header({ title: cht(i18n, 'history.title'), back: cht(i18n, 'history.back') });
    const left = this.left;
    const panelY = head.panelY;
    const panelH = Math.min(h - panelY - 20 * s, 672 * s);
    this.panel(left, panelY, this.contentW, panelH);
    const area: Box = { x: left + 26 * s, y: panelY + 22 * s, w: this.contentW - 52 * s, h: panelH - 44 * s };
    const kept = this.ctx.store.challenges;
    const items: Focusable[] = [];
    if (!kept || kept.length === 0) {
      const t = this.say(kept ? cht(i18n, 'history.empty') : '…', area.x, area.y + 10 * s, area.w);
      testId(t, 'challenge.history.empty');
      this.focusItems = head.items;
      return;
    }
    const rowH = 86 * s;
    const gap = 10 * s;
    const footH = 50 * s;
    const { perPage, pages, page, first } = paged(
      kept.length,
      area.h,
      { rowH, gap, footH },
      this.historyPage,
    );
    this.historyPage = page;
    let y = area.y;
    kept.slice(first, first + perPage).forEach((k, i) => {
      items.push(...this.historyRow(k, { x: area.x, y, w: area.w, h: rowH }, first + i));
      y += rowH + gap;
    });
    if (pages > 1) {
      const turn = (dir: -1 | 1, label: string, icon: 'back' | 'forward', id: string): Button => {
        const b = new Button({
          label,
          icon,
          scale: s,
          height: 40 * s,
          id,
          onPress: () => {
            this.historyPage = Math.max(0, this.historyPage + dir);
            this.rebuild();
          },
        });
        return b;
      };
      const newer = turn(-1, '‹', 'back', 'challenge.history.newer');
      const older = turn(1, '›', 'forward', 'challenge.history.older');
      newer.setDisabled(this.historyPage === 0);
      older.setDisabled(this.historyPage >= pages - 1);
      const range = this.text(
        `${first + 1}–${Math.min(kept.length, first + perPage)} / ${kept.length}`,
        'body',
        palette.textMuted,
      );
      const fy = area.y + area.h - footH;
      older.position.set(area.x + area.w - older.bw, fy + (footH - older.bh) / 2);
      range.position.set(older.x - 14 * s - range.width, fy + (footH - range.height) / 2);
      newer.position.set(range.x - 14 * s - newer.bw, fy + (footH - newer.bh) / 2);
      this.layer.addChild(newer, range, older);
      items.push(newer, older);
    }
    this.focusItems = [...items, ...head.items];
  }

  private historyRow(k: Kept, a: Box, index: number): Button[] {
    const { s } = this;
    const i18n = this.ctx.i18n;
    const row = new Container();
    row.position.set(a.x, a.y);
    row.addChild(
      new Graphics().roundRect(0, 0, a.w, a.h, 12 * s).fill({ color: palette.panelRaised, alpha: 0.7 }),
    );
    const button = (label: string, id: string, onPress: () => void, primary = false): Button =>
      new Button({
        label,
        scale: s,
        id: `challenge.kept.${index}.${id}`,
        variant: primary ? 'primary' : 'secondary',
        onPress,
      });
    const buttons = [
      button(cht(i18n, 'history.board'), 'board', () => this.go({ kept: k.id }), true),
      button('CSV', 'csv', () => this.ctx.conn.send({ type: 'exportChallenge', format: 'csv', id: k.id })),
      button('JSON', 'json', () => this.ctx.conn.send({ type: 'exportChallenge', format: 'json', id: k.id })),
    ];
    let x = a.w - 20 * s;
    for (const b of [...buttons].reverse()) {
      x -= b.bw;
      b.position.set(x, (a.h - b.bh) / 2);
      x -= 10 * s;
    }
    const textW = x - 32 * s;
    const name = this.text(k.name, 'title');
    const winner = k.participants[0];
    const line = this.text(
      cht(i18n, 'history.line', {
        game: i18n.t(`game.${k.game}.name`),
        deals: cht(i18n, k.deals === 1 ? 'deals.one' : 'deals.n', { n: k.deals }),
        level: i18n.tDynamic(`bot.${k.level}`, k.level),
        n: k.participants.length,
      }),
      'body',
      palette.textMuted,
    );
    const facts = [
      ago(i18n.language, k.endedAt, Date.now()),
      winner && winner.played > 0
        ? cht(i18n, 'history.winner', {
            // Equal first places share the win.
            name: k.participants
              .filter((p) => p.rank === winner.rank)
              .map((p) => p.name)
              .join(', '),
            total: scoreText(winner.total),
          })
        : '',
    ]
      .filter((p) => p)
      .join(' · ');
    const when = this.text(facts, 'caption', palette.textDim);
    let y = (a.h - name.height - line.height - when.height - 4 * s) / 2;
    for (const t of [name, line, when]) {
      fitText(t, textW);
      t.position.set(20 * s, y);
      y += t.height + 2 * s;
      row.addChild(t);
    }
    row.addChild(...buttons);
    testId(row, `challenge.kept.${index}`);
    this.layer.addChild(row);
    return buttons;
  }

  private buildKept(id: string): void {
    const kept = this.ctx.store.challenges?.find((k) => k.id === id);
    if (!kept) {
      this.page = 'history';
      this.buildHistory();
      return;
    }
    this.buildBoardPage({ ...kept, you: null }, true, kept.endedAt);
  }

  /** A guest where no challenge is open (it ended and was replaced, or closed). */
  private buildNone(): void {
    const { s } = this;
    const i18n = this.ctx.i18n;
    const head = this.header({ title: cht(i18n, 'none.title'), back: this.backLabel() });
    this.say(cht(i18n, 'none.body'), this.left, head.panelY, this.contentW);
    void s;
    this.focusItems = head.items;
  }
}
