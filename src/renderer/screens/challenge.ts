/**
 * The duplicate challenge (see src/main/host/challenge/challenge.ts): everyone plays the same deals
 * against the same bots at a table of their own, and this screen is where they meet. The host's
 * window opens one here (the form starts from the menu's game and player count), shows where
 * guests join, ends it and exports the results; everyone takes part by name, plays deal after
 * deal from here and watches the board fill in. The ended challenges the host keeps are listed
 * here too ("Earlier challenges"), each board viewable and exportable.
 *
 * The screen keeps what the pages change (the page shown, the name typed, a deal or an opening
 * asked for) and switches between the pages: the board (challenge/board-page.ts with its side
 * column challenge/board-side.ts and grid challenge/board.ts), the form (challenge/setup-page.ts)
 * and the kept ones (challenge/history-list.ts); their shared frame is challenge/page-frame.ts.
 */
import { DEFAULT_GUEST_NAMES } from '../../shared/settings';
import type { Text } from 'pixi.js';
import type { ChallengeView } from '../../shared/protocol';
import { boardPage } from '../challenge/board-page';
import { historyList } from '../challenge/history-list';
import { isChallengeTable, isOwnDealTable } from '../challenge/model';
import { pageFrame, pageHeader, say, type PageFrame } from '../challenge/page-frame';
import { lastChallengeName } from '../challenge/pass';
import { openMessage, setupFromMenu } from '../challenge/setup';
import { setupPage } from '../challenge/setup-page';
import type { AppContext } from '../app/context';
import type { Focusable } from '../core/focus';
import { markModal } from '../core/layout-audit';
import { lanTables } from '../lobby/tables';
import type { TypeRole } from '../theme/theme';
import { confirmDialog } from '../ui/confirm';
import { Button } from '../ui/widgets';
import { BaseScreen } from './base';
import { state as menuState } from './menu-setup';
import { tableFromAddress } from './tableAddress';

/** What the screen shows: the open (or last) challenge, the form, the kept ones, or one kept board. */
export type ChallengePage = 'live' | 'setup' | 'history' | { kept: string };

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

  /** Where this build draws: the layer, the scale, the content column; Back goes `back()`. */
  private pageFrame(): PageFrame {
    const { layer, s, w, h } = this;
    const text = (t: string, role: TypeRole, fill?: number): Text => this.text(t, role, fill);
    const tooltip = this.ctx.tooltip;
    return pageFrame({ layer, s, w, h, i18n: this.ctx.i18n, tooltip, text, back: () => this.back() });
  }

  /** Back's label: to the menu (the host's window), to the tables (a guest at a LAN table), or none. */
  private backLabel(): string | undefined {
    const i18n = this.ctx.i18n;
    if (this.ctx.store.role === 'owner') return i18n.t('challenge.back');
    return lanTables(this.ctx.store.tables).length > 0 ? i18n.t('challenge.backToTables') : undefined;
  }

  private exportAs(format: 'csv' | 'json', id?: string): void {
    this.ctx.conn.send({ type: 'exportChallenge', format, ...(id ? { id } : {}) });
  }

  // -------------------------------------------------------------------------------------------
  // The pages

  /** The board of the open (or last) challenge, or of a kept one (`kept`, ended at `endedAt`). */
  private buildBoardPage(c: ChallengeView, kept: boolean, endedAt?: string): void {
    const ctx = this.ctx;
    const owner = ctx.store.role === 'owner';
    this.focusItems = boardPage(this.pageFrame(), {
      view: c,
      kept,
      ...(endedAt ? { endedAt } : {}),
      owner,
      back: kept ? ctx.i18n.t('challenge.history.back') : this.backLabel(),
      onHistory: () => this.go('history'),
      actions: {
        joinName: this.joinName,
        setJoinName: (v) => (this.joinName = v),
        editing: (on) => (ctx.focus.enabled = !on),
        join: () =>
          ctx.conn.send({
            type: 'joinChallenge',
            name:
              this.joinName.trim() ||
              (owner ? ctx.settings().playerName : DEFAULT_GUEST_NAMES[ctx.i18n.language]),
          }),
        askDeal: (back) => this.askDeal(back),
        exportAs: (format, id) => this.exportAs(format, id),
        askEnd: () => {
          this.confirming = true;
          this.rebuild();
        },
        newChallenge: () => this.go('setup'),
      },
    });
    if (this.confirming) this.focusItems = this.confirmEnd();
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

  /** End pressed: asks before the challenge ends for everyone. */
  private confirmEnd(): Focusable[] {
    const { s } = this;
    const i18n = this.ctx.i18n;
    const cancel = new Button({
      label: i18n.t('challenge.confirm.cancel'),
      scale: s,
      id: 'challenge.confirm.cancel',
      onPress: () => this.back(),
    });
    const end = new Button({
      label: i18n.t('challenge.confirm.end'),
      variant: 'danger',
      scale: s,
      id: 'challenge.confirm.end',
      onPress: () => {
        this.confirming = false;
        this.ctx.conn.send({ type: 'endChallenge' });
        this.rebuild();
      },
    });
    // Over the page where it stands (the page may be scrolled), taking the whole screen.
    this.overlay.addChild(
      markModal(
        confirmDialog({
          width: this.w,
          height: this.h,
          scale: s,
          title: i18n.t('challenge.confirm.title'),
          body: i18n.t('challenge.confirm.body'),
          buttons: [cancel, end],
          id: 'challenge.confirm',
        }),
      ),
    );
    return [cancel, end];
  }

  private buildSetup(): void {
    const store = this.ctx.store;
    this.focusItems = setupPage(this.pageFrame(), {
      catalog: store.catalog,
      disabled: this.opening || !store.catalog || store.challenge?.state === 'open',
      onOpen: () => {
        if (this.opening) return;
        this.opening = true;
        this.ctx.conn.send(openMessage(tableFromAddress(location.search).seed));
        this.rebuild();
      },
      onHistory: () => this.go('history'),
      rebuild: () => this.rebuild(),
    });
  }

  private buildHistory(): void {
    const list = historyList(this.pageFrame(), {
      kept: this.ctx.store.challenges,
      page: this.historyPage,
      turn: (page) => {
        this.historyPage = page;
        this.rebuild();
      },
      onBoard: (id) => this.go({ kept: id }),
      exportAs: (format, id) => this.exportAs(format, id),
    });
    this.historyPage = list.page;
    this.focusItems = list.items;
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
    const f = this.pageFrame();
    const head = pageHeader(f, { title: f.i18n.t('challenge.none.title'), back: this.backLabel() });
    say(f, f.i18n.t('challenge.none.body'), f.left, head.panelY, f.contentW);
    this.focusItems = head.items;
  }
}
