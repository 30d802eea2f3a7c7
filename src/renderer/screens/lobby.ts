/**
 * The LAN table's lobby. The host's window sees where guests join (addresses and a QR code),
 * the table code, every seat with what it can do there (give an open seat to a bot, open a
 * bot's seat, send a guest to the watchers or away) and Start, which says why it must wait. A
 * guest first gives a name (and the code), then takes a free seat and says it is ready; the
 * game starts on the host's word and the table screen follows by itself.
 *
 * The screen keeps the guest's name and code across rebuilds and lays out the page: the tabs
 * (lobby/tab-row.ts), the seats (lobby/seat-rows.ts) and the side panel, the host's
 * (lobby/owner-side.ts) or a guest's (lobby/guest-side.ts).
 */
import { Graphics, type Text } from 'pixi.js';
import type { OpenTableInfo } from '../../shared/protocol';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import { guestSide } from '../lobby/guest-side';
import { lbt } from '../lobby/i18n';
import { ownerSide } from '../lobby/owner-side';
import type { LobbyPart } from '../lobby/parts';
import { seatRows } from '../lobby/seat-rows';
import { tabRow } from '../lobby/tab-row';
import { savedPass } from '../net/seat-pass';
import { currentLobby, showsTabs } from '../lobby/tables';
import { palette, type TypeRole } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { Button, fitText } from '../ui/widgets';
import { BaseScreen } from './base';
import { cht } from '../challenge/i18n';
import { showChallenge } from './challenge';

export class LobbyScreen extends BaseScreen {
  readonly screenName = 'lobby';
  private guestName: string;
  private code = '';
  private readonly unsub: () => void;

  constructor(ctx: ConstructorParameters<typeof BaseScreen>[0]) {
    super(ctx);
    // A guest's own name (the settings here are the host's): the one it joined with before.
    this.guestName = ctx.store.role === 'owner' ? ctx.settings().playerName : (savedPass()?.name ?? '');
    this.unsub = ctx.store.subscribe((e) => {
      if (['lobby', 'tables', 'tableClosed', 'challenge'].includes(e.kind)) this.rebuild();
    });
    this.once('destroyed', () => this.unsub());
  }

  protected override back(): void {
    if (this.ctx.store.role === 'owner') this.ctx.showMenu();
  }

  protected build(): void {
    const { s, w, h } = this;
    const i18n = this.ctx.i18n;
    const store = this.ctx.store;
    const lobby = currentLobby(store.lobby, store.tables, store.currentTable);
    const owner = store.role === 'owner';
    const contentW = Math.min(w - 48 * s, 1180 * s);
    const left = (w - contentW) / 2;
    const top = Math.max(0, (h - 800 * s) / 2);
    const items: Focusable[] = [];
    // Several tables (the host's window: any): a row of tabs to switch between them.
    const tabs = showsTabs(store.role, store.tables, store.currentTable);
    let headY = top + 26 * s;
    if (tabs) {
      const row = tabRow(this.part(), {
        left,
        y: top + 18 * s,
        width: contentW,
        tables: store.tables,
        current: store.currentTable,
        owner,
        tooltip: this.ctx.tooltip,
        onAnother: () => this.ctx.showMenu(),
        onPick: (table, current) => this.pickTable(table, current),
      });
      items.push(...row.items);
      headY = row.bottom + 16 * s;
    }

    if (!lobby) {
      const picking = tabs && store.tables.length > 0;
      const title = this.text(
        lbt(i18n, picking ? (owner ? 'tabs.ownerPick' : 'tabs.pick') : 'noTable'),
        'heading',
      );
      const body = this.text(
        lbt(i18n, picking ? (owner ? 'tabs.ownerPickBody' : 'tabs.pickBody') : 'noTableBody'),
        'body',
        palette.textMuted,
      );
      title.position.set(left, headY + (tabs ? 10 * s : 14 * s));
      body.position.set(left, title.y + title.height + 14 * s);
      fitText(body, contentW);
      testId(body, 'lobby.pick');
      this.layer.addChild(title, body);
      let x = left;
      const y = body.y + body.height + 30 * s;
      if (owner) {
        const back = new Button({
          label: lbt(i18n, picking ? 'join.back' : 'leave'),
          icon: 'back',
          scale: s,
          id: 'lobby.back',
          onPress: () => this.ctx.showMenu(),
        });
        back.position.set(x, y);
        x += back.bw + 12 * s;
        this.layer.addChild(back);
        items.push(back);
      }
      // The table looked at runs without a lobby here (the host's own game): the way to it.
      const toTable = this.toTableButton();
      if (toTable) {
        toTable.position.set(x, y);
        this.layer.addChild(toTable);
        items.push(toTable);
      }
      this.focusItems = items;
      return;
    }

    const game = i18n.t(`game.${lobby.game}.name`);
    // Under the tabs the tab names the table: a smaller title, and no name line.
    const title = testId(this.text(lbt(i18n, 'title', { game }), tabs ? 'title' : 'heading'), 'lobby.title');
    title.position.set(left, headY);
    this.layer.addChild(title);
    let panelY = top + 118 * s;
    if (tabs) panelY = headY + Math.max(title.height, 48 * s) + 14 * s;
    else {
      const sub = this.text(lobby.name, 'body', palette.textMuted);
      sub.position.set(left, title.y + title.height + 4 * s);
      this.layer.addChild(sub);
    }
    let right = left + contentW;
    const headButton = (b: Button): void => {
      b.position.set(right - b.bw, tabs ? headY + (title.height - b.bh) / 2 : headY);
      right = b.x - 12 * s;
      this.layer.addChild(b);
      items.push(b);
    };
    if (owner) {
      headButton(
        new Button({
          label: lbt(i18n, 'close'),
          icon: 'door',
          variant: 'danger',
          scale: s,
          id: 'lobby.close',
          onPress: () => {
            this.ctx.conn.send({ type: 'closeLan' });
            // With other tables open the lobby stays, to pick one of them.
            if (store.tables.length <= 1) this.ctx.showMenu();
          },
        }),
      );
    }
    // The game runs: back to it (after Leave at the table, or from another table's tab).
    if (lobby.started) {
      const toTable = this.toTableButton();
      if (toTable) headButton(toTable);
    }
    // A challenge is open on this host too: a guest here can still take part.
    if (!owner && store.challenge?.state === 'open') {
      headButton(
        new Button({
          label: cht(i18n, 'menu.open'),
          icon: 'forward',
          variant: 'ghost',
          scale: s,
          id: 'lobby.challenge',
          onPress: () => showChallenge(this.ctx, 'live'),
        }),
      );
    }
    fitText(title, right - left - 12 * s);

    const panelH = Math.min(h - panelY - 20 * s, 662 * s);
    const leftW = Math.round(contentW * 0.6);
    const rightW = contentW - leftW - 20 * s;
    const seatsPanel = drawPanel(new Graphics(), leftW, panelH, s, { alpha: 0.85 });
    seatsPanel.position.set(left, panelY);
    const sidePanel = drawPanel(new Graphics(), rightW, panelH, s, { alpha: 0.85 });
    sidePanel.position.set(left + leftW + 20 * s, panelY);
    this.layer.addChild(seatsPanel, sidePanel);

    const part = this.part();
    items.push(...seatRows(part, lobby, owner, left + 24 * s, panelY + 20 * s, leftW - 48 * s));
    const side = { x: left + leftW + 44 * s, y: panelY + 22 * s, w: rightW - 48 * s, h: panelH - 44 * s };
    if (owner) items.push(...ownerSide(part, lobby, side));
    else
      items.push(
        ...guestSide(part, lobby, side, {
          name: this.guestName,
          setName: (v) => (this.guestName = v),
          code: this.code,
          setCode: (v) => (this.code = v),
          join: () =>
            this.ctx.conn.send({
              type: 'join',
              ...(store.currentTable ? { table: store.currentTable } : {}),
              name: this.guestName.trim() || 'Gast',
              ...(lobby.protected ? { code: this.code.trim() } : {}),
            }),
        }),
      );
    this.focusItems = items;
  }

  /** Where the lobby's parts draw this build, and how they talk to the host. */
  private part(): LobbyPart {
    const { layer, s } = this;
    const text = (t: string, role: TypeRole, fill?: number): Text => this.text(t, role, fill);
    return { layer, s, i18n: this.ctx.i18n, text, send: (msg) => this.ctx.conn.send(msg) };
  }

  /** A tab pressed: another table is looked at (the host says no to a seated guest); the current running one is shown. */
  private pickTable(table: OpenTableInfo, current: boolean): void {
    if (!current) {
      this.ctx.conn.send({ type: 'watchTable', table: table.id });
      return;
    }
    if (this.ctx.store.table && (table.started || table.kind !== 'lan')) this.ctx.showTable();
  }

  /** "To the table" while the table looked at has a game running here, else null. */
  private toTableButton(): Button | null {
    const store = this.ctx.store;
    const table = store.table;
    if (
      !table ||
      (table.tableId !== undefined && store.currentTable !== null && table.tableId !== store.currentTable)
    )
      return null;
    return new Button({
      label: lbt(this.ctx.i18n, 'tabs.toTable'),
      icon: 'play',
      variant: 'primary',
      scale: this.s,
      id: 'lobby.toTable',
      onPress: () => this.ctx.showTable(),
    });
  }
}
