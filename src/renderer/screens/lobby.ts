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
import { DEFAULT_GUEST_NAMES } from '../../shared/settings';
import { Graphics, Text } from 'pixi.js';
import type { OpenTableInfo } from '../../shared/protocol';
import type { Focusable } from '../core/focus';
import { markCuttable } from '../core/layout-audit';
import { testId } from '../core/testhook';
import { formOf } from '../layout/form';
import { guestSide } from '../lobby/guest-side';
import { ownerSide } from '../lobby/owner-side';
import type { Box, LobbyPart } from '../lobby/parts';
import { seatRows } from '../lobby/seat-rows';
import { tabRow } from '../lobby/tab-row';
import { savedPass } from '../net/seat-pass';
import { currentLobby, showsTabs } from '../lobby/tables';
import { font, palette, type TypeRole } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { Button, fitText } from '../ui/widgets';
import { BaseScreen } from './base';
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
    const form = formOf(w, h);
    const compact = form.compact;
    const margin = (compact ? 12 : 24) * s;
    const contentW = Math.min(w - 2 * margin, 1180 * s);
    const left = (w - contentW) / 2;
    const top = compact ? 0 : Math.max(0, (h - 800 * s) / 2);
    const items: Focusable[] = [];
    // Several tables (the host's window: any): a row of tabs to switch between them.
    const tabs = showsTabs(store.role, store.tables, store.currentTable);
    let headY = top + (compact ? 12 : 26) * s;
    if (tabs) {
      const row = tabRow(this.part(), {
        left,
        y: top + (compact ? 12 : 18) * s,
        width: contentW,
        tables: store.tables,
        current: store.currentTable,
        owner,
        tooltip: this.ctx.tooltip,
        onAnother: () => this.ctx.showMenu(),
        onPick: (table, current) => this.pickTable(table, current),
      });
      items.push(...row.items);
      headY = row.bottom + (compact ? 12 : 16) * s;
    }

    if (!lobby) {
      const picking = tabs && store.tables.length > 0;
      const title = this.wrapped(
        i18n.t(picking ? (owner ? 'lobby.tabs.ownerPick' : 'lobby.tabs.pick') : 'lobby.noTable'),
        'heading',
        palette.text,
        contentW,
      );
      const body = this.wrapped(
        i18n.t(picking ? (owner ? 'lobby.tabs.ownerPickBody' : 'lobby.tabs.pickBody') : 'lobby.noTableBody'),
        'body',
        palette.textMuted,
        contentW,
      );
      title.position.set(left, headY + (tabs ? 10 * s : 14 * s));
      body.position.set(left, title.y + title.height + 14 * s);
      testId(body, 'lobby.pick');
      this.layer.addChild(title, body);
      const buttons: Button[] = [];
      if (owner)
        buttons.push(
          new Button({
            label: i18n.t(picking ? 'lobby.join.back' : 'lobby.leave'),
            icon: 'back',
            scale: s,
            id: 'lobby.back',
            onPress: () => this.ctx.showMenu(),
          }),
        );
      // The table looked at runs without a lobby here (the host's own game): the way to it.
      const toTable = this.toTableButton();
      if (toTable) buttons.push(toTable);
      this.flowButtons(buttons, left, body.y + body.height + 30 * s, contentW, 'left');
      items.push(...buttons);
      this.focusItems = items;
      return;
    }

    const game = i18n.t(`app.game.${lobby.game}.name`);
    const headButtons: Button[] = [];
    if (owner) {
      headButtons.push(
        new Button({
          label: i18n.t('lobby.close'),
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
      if (toTable) headButtons.push(toTable);
    }
    // A challenge is open on this host too: a guest here can still take part.
    if (!owner && store.challenge?.state === 'open') {
      headButtons.push(
        new Button({
          label: i18n.t('challenge.menu.open'),
          icon: 'forward',
          variant: 'ghost',
          scale: s,
          id: 'lobby.challenge',
          onPress: () => showChallenge(this.ctx, 'live'),
        }),
      );
    }
    items.push(...headButtons);
    // Under the tabs the tab names the table: a smaller title, and no name line.
    const titleRole = tabs ? 'title' : 'heading';
    const title = testId(this.text(i18n.t('lobby.title', { game }), titleRole), 'lobby.title');
    const buttonsW = headButtons.reduce((sum, b) => sum + b.bw + 12 * s, 0);
    const besideTitle = !compact || title.width + buttonsW + 12 * s <= contentW;
    let below: number;
    if (besideTitle) {
      // The buttons at the title's right (the desktop's header).
      let right = left + contentW;
      const rowH = Math.max(title.height, ...headButtons.map((b) => b.bh));
      for (const b of headButtons) {
        b.position.set(right - b.bw, tabs ? headY + (rowH - b.bh) / 2 : headY);
        right = b.x - 12 * s;
        this.layer.addChild(b);
      }
      fitText(title, right - left - 12 * s);
      title.position.set(left, tabs ? headY + (rowH - title.height) / 2 : headY);
      this.layer.addChild(title);
      below = tabs ? headY + Math.max(rowH, 48 * s) : title.y + title.height;
    } else {
      // A phone: the title whole (wrapped), its buttons on a line under it.
      title.destroy();
      const t = testId(
        this.wrapped(i18n.t('lobby.title', { game }), titleRole, palette.text, contentW),
        'lobby.title',
      );
      t.position.set(left, headY);
      this.layer.addChild(t);
      below = this.flowButtons(headButtons, left, t.y + t.height + 10 * s, contentW, 'right');
    }
    if (!tabs) {
      const sub = this.text(lobby.name, 'body', palette.textMuted);
      sub.position.set(left, besideTitle ? title.y + title.height + 4 * s : below + 6 * s);
      const full = sub.text;
      fitText(sub, contentW);
      if (sub.text !== full) {
        markCuttable(sub);
        this.ctx.tooltip.attach(sub, () => full);
      }
      this.layer.addChild(sub);
      if (!besideTitle) below = sub.y + sub.height;
    }
    const panelY = compact ? below + 14 * s : tabs ? below + 14 * s : Math.max(top + 118 * s, below + 14 * s);

    const part = this.part();
    const join = (): void =>
      this.ctx.conn.send({
        type: 'join',
        ...(store.currentTable ? { table: store.currentTable } : {}),
        name: this.guestName.trim() || DEFAULT_GUEST_NAMES[this.ctx.i18n.language],
        ...(lobby.protected ? { code: this.code.trim() } : {}),
      });
    const guestForm = {
      name: this.guestName,
      setName: (v: string): void => void (this.guestName = v),
      code: this.code,
      setCode: (v: string): void => void (this.code = v),
      join,
    };
    const pad = (compact ? 16 : 24) * s;
    const gap = (compact ? 12 : 20) * s;
    // Tall (a phone upright): one column, a guest's own part first; else two columns.
    const oneColumn = form.name === 'tall';
    const leftW = oneColumn ? contentW : Math.round(contentW * (compact ? 0.56 : 0.6));
    const rightW = oneColumn ? contentW : contentW - leftW - gap;
    const seatsPanel = new Graphics();
    const sidePanel = new Graphics();
    this.layer.addChild(seatsPanel, sidePanel);
    const fixedH = Math.min(h - panelY - 20 * s, 662 * s);
    const sideAt = (y: number, height: number): Box => ({
      x: (oneColumn ? left : left + leftW + gap) + pad,
      y: y + pad,
      w: rightW - 2 * pad,
      h: height - 2 * pad,
    });
    const drawSide = (y: number): { items: Focusable[]; bottom: number } => {
      const a = sideAt(y, compact ? 0 : fixedH);
      const out = owner
        ? ((r) => ({ items: r.buttons as Focusable[], bottom: r.bottom }))(ownerSide(part, lobby, a, compact))
        : guestSide(part, lobby, a, guestForm, compact);
      sidePanel.position.set(a.x - pad, y);
      return out;
    };
    const drawSeats = (y: number): { items: Focusable[]; bottom: number } => {
      const r = seatRows(part, lobby, owner, left + pad, y + 20 * s, leftW - 2 * pad);
      seatsPanel.position.set(left, y);
      return { items: r.buttons, bottom: r.bottom };
    };
    let seatsH: number;
    let sideH: number;
    if (oneColumn) {
      // The guest's own part (join, ready) before the seats; the host's invitation after them.
      const first = owner ? drawSeats(panelY) : drawSide(panelY);
      const firstH = first.bottom - panelY + pad;
      const second = owner ? drawSide(panelY + firstH + gap) : drawSeats(panelY + firstH + gap);
      const secondH = second.bottom - (panelY + firstH + gap) + pad;
      [seatsH, sideH] = owner ? [firstH, secondH] : [secondH, firstH];
      items.push(...first.items, ...second.items);
    } else {
      const seats = drawSeats(panelY);
      const side = drawSide(panelY);
      items.push(...seats.items, ...side.items);
      // The desktop's panels fill the window; on a phone's side they are as tall as their content.
      seatsH = compact ? Math.max(seats.bottom, side.bottom) - panelY + pad : fixedH;
      sideH = seatsH;
    }
    drawPanel(seatsPanel, leftW, seatsH, s, { alpha: 0.85 });
    drawPanel(sidePanel, rightW, sideH, s, { alpha: 0.85 });
    this.focusItems = items;
  }

  /** A wrapped text `width` wide at the screen's scale. */
  private wrapped(t: string, role: TypeRole, fill: number, width: number): Text {
    return new Text({
      text: t,
      style: { ...font(role, this.s, fill), wordWrap: true, wordWrapWidth: width },
    });
  }

  /**
   * Buttons in a row from (left, y), wrapping onto further rows where the width runs out,
   * aligned to the `align` side; returns the bottom of the last row.
   */
  private flowButtons(
    buttons: Button[],
    left: number,
    y: number,
    width: number,
    align: 'left' | 'right',
  ): number {
    const gap = 12 * this.s;
    let row: Button[] = [];
    let used = 0;
    let bottom = y;
    const place = (): void => {
      let x = align === 'left' ? left : left + width - used + gap;
      const rowH = Math.max(...row.map((b) => b.bh));
      for (const b of row) {
        b.position.set(x, y + (rowH - b.bh) / 2);
        x += b.bw + gap;
        this.layer.addChild(b);
      }
      bottom = y + rowH;
      y = bottom + gap;
      row = [];
      used = 0;
    };
    for (const b of buttons) {
      if (row.length > 0 && used + b.bw > width) place();
      row.push(b);
      used += b.bw + gap;
    }
    if (row.length > 0) place();
    return bottom;
  }

  /** Where the lobby's parts draw this build, and how they talk to the host. */
  private part(): LobbyPart {
    const { layer, s } = this;
    const text = (t: string, role: TypeRole, fill?: number): Text => this.text(t, role, fill);
    return {
      layer,
      s,
      compact: formOf(this.w, this.h).compact,
      i18n: this.ctx.i18n,
      tooltip: this.ctx.tooltip,
      text,
      send: (msg) => this.ctx.conn.send(msg),
      ...(this.ctx.store.role === 'owner' ? { ownName: this.ctx.settings().playerName } : {}),
    };
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
      label: this.ctx.i18n.t('lobby.tabs.toTable'),
      icon: 'play',
      variant: 'primary',
      scale: this.s,
      id: 'lobby.toTable',
      onPress: () => this.ctx.showTable(),
    });
  }
}
