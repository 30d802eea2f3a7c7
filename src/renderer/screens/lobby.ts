/**
 * The LAN table's lobby. The host's window sees where guests join (addresses and a QR code),
 * the table code, every seat with what it can do there (give an open seat to a bot, open a
 * bot's seat, send a guest to the watchers or away) and Start, which says why it must wait. A
 * guest first gives a name (and the code), then takes a free seat and says it is ready; the
 * game starts on the host's word and the table screen follows by itself.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { LobbySeat, LobbyView, OpenTableInfo } from '../../shared/protocol';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import { lbt } from '../lobby/i18n';
import { savedPass } from '../net/seat-pass';
import { qrGraphic } from '../lobby/qr';
import { currentLobby, showsTabs, tableState } from '../lobby/tables';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { makeChoosable } from '../ui/control-parts';
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
    const headY = tabs ? this.tabRow(items, left, top + 18 * s, contentW) + 16 * s : top + 26 * s;

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

    items.push(...this.seatRows(lobby, owner, left + 24 * s, panelY + 20 * s, leftW - 48 * s));
    const side = { x: left + leftW + 44 * s, y: panelY + 22 * s, w: rightW - 48 * s, h: panelH - 44 * s };
    if (owner) items.push(...this.ownerSide(lobby, side));
    else items.push(...this.guestSide(lobby, side));
    this.focusItems = items;
  }

  /**
   * The row of table tabs at `y` (the host's window: and "Open another table" at its right);
   * returns its bottom. A tab names the table, its game, seats taken, a lock where a code is
   * needed and whether it plays; the current one is raised. Another tab looks at that table.
   */
  private tabRow(items: Focusable[], left: number, y: number, width: number): number {
    const s = this.s;
    const i18n = this.ctx.i18n;
    const store = this.ctx.store;
    const tabH = 62 * s;
    const gap = 10 * s;
    let right = left + width;
    if (store.role === 'owner') {
      const another = new Button({
        label: lbt(i18n, 'tabs.another'),
        icon: 'menu',
        scale: s,
        height: tabH,
        id: 'lobby.another',
        onPress: () => this.ctx.showMenu(),
      });
      this.ctx.tooltip.attach(another, () => lbt(i18n, 'tabs.anotherTip'));
      another.position.set(right - another.bw, y);
      right = another.x - 16 * s;
      this.layer.addChild(another);
      items.push(another);
    }
    const tables = store.tables;
    const tabW = Math.min(280 * s, (right - left - gap * (tables.length - 1)) / tables.length);
    tables.forEach((table, i) => {
      const tab = this.tab(table, table.id === store.currentTable, tabW, tabH);
      tab.position.set(left + i * (tabW + gap), y);
      testId(tab, `lobby.tab.${i}`);
      this.layer.addChild(tab);
      items.splice(i, 0, tab);
    });
    return y + tabH;
  }

  private tab(table: OpenTableInfo, current: boolean, w: number, h: number): Container & Focusable {
    const s = this.s;
    const i18n = this.ctx.i18n;
    const box = new Container();
    const r = 12 * s;
    const bg = new Graphics();
    const paint = (hover: boolean): void => {
      bg.clear();
      bg.roundRect(0, 0, w, h, r).fill(
        current ? palette.panelRaised : hover ? palette.control : palette.panel,
      );
      bg.roundRect(0, 0, w, h, r).stroke({
        width: current ? 2.5 * s : Math.max(1, s),
        color: current ? palette.accent : hover ? palette.accent : palette.panelEdge,
        alpha: current || !hover ? 1 : 0.6,
      });
      if (current) bg.roundRect(14 * s, h - 5 * s, w - 28 * s, 3 * s, 1.5 * s).fill(palette.accent);
    };
    paint(false);
    box.addChild(bg);
    const pad = 14 * s;
    let textW = w - 2 * pad;
    if (table.protected) {
      const lock = lockIcon(s, current ? palette.accent : palette.textMuted);
      lock.position.set(w - pad - 12 * s, 11 * s);
      box.addChild(lock);
      this.ctx.tooltip.attach(box, () => lbt(i18n, 'tabs.locked'));
      textW -= 20 * s;
    }
    const name = this.text(table.name, 'label', palette.text);
    const state = tableState(table);
    const facts = [
      i18n.t(`game.${table.game}.name`),
      ...(table.kind === 'lan' ? [lbt(i18n, 'tabs.seats', { taken: table.taken, seats: table.seats })] : []),
      lbt(i18n, `tabs.${state}`),
    ].join(' · ');
    const line = this.text(facts, 'caption', state === 'playing' ? palette.ok : palette.textMuted);
    fitText(name, textW);
    fitText(line, w - 2 * pad);
    name.position.set(pad, 7 * s);
    line.position.set(pad, h - line.height - 9 * s);
    box.addChild(name, line);
    return makeChoosable(box, {
      w,
      h,
      radius: r,
      pad: 4 * s,
      s,
      pointer: true,
      hover: (on) => paint(on),
      choose: () => this.pickTable(table, current),
    });
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

  /** One row per seat, then the watchers; returns the row buttons. */
  private seatRows(lobby: LobbyView, owner: boolean, x: number, y0: number, width: number): Button[] {
    const s = this.s;
    const i18n = this.ctx.i18n;
    const buttons: Button[] = [];
    const head = this.text(lbt(i18n, 'seats'), 'label', palette.accent);
    head.position.set(x, y0);
    this.layer.addChild(head);
    let y = head.y + head.height + 10 * s;
    const rowH = 58 * s;
    const me = lobby.you;
    lobby.seats.forEach((seat, i) => {
      const row = new Container();
      row.addChild(
        new Graphics().roundRect(0, 0, width, rowH, 10 * s).fill({ color: palette.panelRaised, alpha: 0.7 }),
      );
      const badge = this.text(String(i + 1), 'label', palette.accent);
      badge.position.set(16 * s, (rowH - badge.height) / 2);
      const [who, state] = this.describe(seat, me?.member ?? null);
      const name = this.text(who, 'label', palette.text);
      const info = this.text(
        state,
        'caption',
        seat.kind === 'guest' && seat.away ? palette.danger : palette.textMuted,
      );
      name.position.set(52 * s, rowH / 2 - name.height + 2 * s);
      info.position.set(52 * s, rowH / 2 + 2 * s);
      row.addChild(badge, name, info);
      const actions = this.seatActions(lobby, seat, i, owner);
      let bx = width - 10 * s;
      for (const b of [...actions].reverse()) {
        bx -= b.bw;
        b.position.set(bx, (rowH - b.bh) / 2);
        bx -= 8 * s;
        row.addChild(b);
      }
      for (const t of [name, info]) fitText(t, bx - 60 * s);
      row.position.set(x, y);
      testId(row, `lobby.seat.${i}`);
      this.layer.addChild(row);
      buttons.push(...actions);
      y += rowH + 8 * s;
    });
    y += 12 * s;
    const watchers = this.text(lbt(i18n, 'spectators'), 'label', palette.accent);
    watchers.position.set(x, y);
    this.layer.addChild(watchers);
    y += watchers.height + 6 * s;
    if (lobby.spectators.length === 0) {
      const none = this.text(lbt(i18n, 'noSpectators'), 'caption', palette.textDim);
      none.position.set(x, y);
      this.layer.addChild(none);
    }
    const free = lobby.seats.findIndex((seat) => seat.kind === 'open');
    for (const spectator of lobby.spectators) {
      const mine = spectator.member === me?.member;
      const line = this.text(
        `${spectator.name}${mine ? ` (${lbt(i18n, 'you')})` : ''}`,
        'body',
        palette.text,
      );
      line.position.set(x, y + 6 * s);
      this.layer.addChild(line);
      if (owner) {
        let bx = x + width;
        const kick = this.small(lbt(i18n, 'btn.kick'), `lobby.kick.${spectator.member}`, () =>
          this.ctx.conn.send({ type: 'kick', member: spectator.member }),
        );
        bx -= kick.bw;
        kick.position.set(bx, y);
        this.layer.addChild(kick);
        buttons.push(kick);
        if (free >= 0 && !lobby.started) {
          const seatIt = this.small(lbt(i18n, 'btn.seat'), `lobby.seatMember.${spectator.member}`, () =>
            this.ctx.conn.send({ type: 'moveMember', member: spectator.member, seat: free }),
          );
          seatIt.position.set(bx - 8 * s - seatIt.bw, y);
          this.layer.addChild(seatIt);
          buttons.push(seatIt);
        }
      }
      y += 44 * s;
    }
    return buttons;
  }

  private describe(seat: LobbySeat, me: string | null): [string, string] {
    const i18n = this.ctx.i18n;
    switch (seat.kind) {
      case 'open':
        return [lbt(i18n, 'kind.open'), ''];
      case 'bot':
        return [seat.name, lbt(i18n, 'kind.bot', { level: i18n.tDynamic(`bot.${seat.level}`, seat.level) })];
      case 'host':
        return [seat.name, lbt(i18n, this.ctx.store.role === 'owner' ? 'kind.host' : 'kind.hostOther')];
      case 'guest': {
        const state = seat.standIn
          ? lbt(i18n, 'state.standIn')
          : seat.away
            ? lbt(i18n, 'state.away')
            : lbt(i18n, seat.ready ? 'state.ready' : 'state.notReady');
        return [`${seat.name}${seat.member === me ? ` (${lbt(i18n, 'you')})` : ''}`, state];
      }
    }
  }

  private seatActions(lobby: LobbyView, seat: LobbySeat, i: number, owner: boolean): Button[] {
    const i18n = this.ctx.i18n;
    const send = this.ctx.conn.send.bind(this.ctx.conn);
    if (owner) {
      if (lobby.started) {
        return seat.kind === 'guest'
          ? [
              this.small(lbt(i18n, 'btn.kick'), `lobby.kick.${seat.member}`, () =>
                send({ type: 'kick', member: seat.member }),
              ),
            ]
          : [];
      }
      if (seat.kind === 'open')
        return [
          this.small(lbt(i18n, 'btn.bot'), `lobby.bot.${i}`, () =>
            send({ type: 'lanSeat', seat: i, to: { kind: 'bot', level: 'normal' } }),
          ),
        ];
      if (seat.kind === 'bot')
        return [
          this.small(lbt(i18n, 'btn.open'), `lobby.open.${i}`, () =>
            send({ type: 'lanSeat', seat: i, to: { kind: 'open' } }),
          ),
        ];
      if (seat.kind === 'guest')
        return [
          this.small(lbt(i18n, 'btn.unseat'), `lobby.unseat.${i}`, () =>
            send({ type: 'moveMember', member: seat.member, seat: null }),
          ),
          this.small(lbt(i18n, 'btn.kick'), `lobby.kick.${seat.member}`, () =>
            send({ type: 'kick', member: seat.member }),
          ),
        ];
      return [];
    }
    const me = lobby.you;
    if (!me || lobby.started) return [];
    if (seat.kind === 'open')
      return [this.small(lbt(i18n, 'btn.sit'), `lobby.sit.${i}`, () => send({ type: 'takeSeat', seat: i }))];
    if (seat.kind === 'guest' && seat.member === me.member)
      return [this.small(lbt(i18n, 'btn.leaveSeat'), `lobby.stand`, () => send({ type: 'leaveSeat' }))];
    return [];
  }

  private ownerSide(lobby: LobbyView, a: { x: number; y: number; w: number; h: number }): Button[] {
    const s = this.s;
    const i18n = this.ctx.i18n;
    const head = this.text(lbt(i18n, 'joinAt'), 'label', palette.accent);
    head.position.set(a.x, a.y);
    const url = lobby.urls?.[0] ?? '';
    const address = this.text(url.replace(/^http:\/\//, '').replace(/\/$/, ''), 'title', palette.text);
    testId(address, 'lobby.url');
    address.position.set(a.x, head.y + head.height + 6 * s);
    fitText(address, a.w);
    const others = (lobby.urls ?? []).slice(1).map((u) => u.replace(/^http:\/\//, '').replace(/\/$/, ''));
    const more = this.text(others.join(' · '), 'caption', palette.textDim);
    more.position.set(a.x, address.y + address.height + 2 * s);
    fitText(more, a.w);
    this.layer.addChild(head, address, more);
    let y = more.y + more.height + 12 * s;
    const qrSize = Math.min(a.w, 200 * s, a.h * 0.42);
    if (url) {
      const qr = qrGraphic(url, qrSize);
      qr.position.set(a.x, y);
      this.layer.addChild(qr);
      const hint = new Text({
        text: lbt(i18n, 'joinHint'),
        style: {
          ...font('caption', s, palette.textMuted),
          wordWrap: true,
          wordWrapWidth: a.w - qrSize - 16 * s,
        },
      });
      hint.position.set(a.x + qrSize + 16 * s, y + 4 * s);
      this.layer.addChild(hint);
      y += qrSize + 16 * s;
    }
    const codeHead = this.text(lbt(i18n, 'code'), 'label', palette.accent);
    codeHead.position.set(a.x, y);
    const toggle = this.small(lbt(i18n, lobby.code ? 'btn.codeOff' : 'btn.codeOn'), 'lobby.codeToggle', () =>
      this.ctx.conn.send({ type: 'lanCode', on: !lobby.code }),
    );
    toggle.position.set(a.x + a.w - toggle.bw, codeHead.y - 4 * s);
    // The code itself, or (wrapped beside the toggle, which reaches down to it) that there is none.
    const codeText = lobby.code
      ? this.text(lobby.code, 'heading', palette.text)
      : new Text({
          text: lbt(i18n, 'codeOff'),
          style: {
            ...font('caption', s, palette.text),
            wordWrap: true,
            wordWrapWidth: a.w - toggle.bw - 16 * s,
          },
        });
    testId(codeText, 'lobby.code');
    codeText.position.set(a.x, codeHead.y + codeHead.height + 4 * s);
    fitText(codeText, a.w);
    this.layer.addChild(codeHead, codeText, toggle);
    const buttons: Button[] = [toggle];
    if (!lobby.started) {
      const start = new Button({
        label: lbt(i18n, 'btn.start'),
        icon: 'play',
        variant: 'primary',
        scale: s,
        width: a.w,
        height: 54 * s,
        id: 'lobby.start',
        onPress: () => this.ctx.conn.send({ type: 'startLan' }),
      });
      start.position.set(a.x, a.y + a.h - start.bh);
      start.setDisabled(Boolean(lobby.startProblem));
      const why = new Text({
        text: lobby.startProblem ?? '',
        style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: a.w },
      });
      testId(why, 'lobby.startProblem');
      why.position.set(a.x, start.y - why.height - 8 * s);
      this.layer.addChild(why, start);
      buttons.push(start);
    }
    return buttons;
  }

  private guestSide(lobby: LobbyView, a: { x: number; y: number; w: number; h: number }): Focusable[] {
    const s = this.s;
    const i18n = this.ctx.i18n;
    const host = lobby.seats.find((seat) => seat.kind === 'host');
    const hostName = host && host.kind === 'host' ? host.name : lobby.name;
    const game = i18n.t(`game.${lobby.game}.name`);
    const say = (text: string, y: number, role: 'title' | 'body' = 'body'): Text => {
      const t = new Text({
        text,
        style: {
          ...font(role, s, role === 'title' ? palette.text : palette.textMuted),
          wordWrap: true,
          wordWrapWidth: a.w,
        },
      });
      t.position.set(a.x, y);
      this.layer.addChild(t);
      return t;
    };
    const me = lobby.you;
    if (!me) {
      const intro = say(lbt(i18n, 'welcome', { name: hostName, game }), a.y, 'title');
      const fields: Focusable[] = [];
      const nameField = this.textField(lbt(i18n, 'name'), this.guestName, a.w, (v) => (this.guestName = v), {
        id: 'lobby.name',
        controlWidth: a.w * 0.55,
      });
      nameField.position.set(a.x, intro.y + intro.height + 20 * s);
      this.layer.addChild(nameField);
      fields.push(nameField);
      let y = nameField.y + nameField.height + 8 * s;
      if (lobby.protected) {
        const codeField = this.textField(lbt(i18n, 'codeField'), this.code, a.w, (v) => (this.code = v), {
          id: 'lobby.codeField',
          controlWidth: a.w * 0.55,
          maxLength: 4,
        });
        codeField.position.set(a.x, y);
        this.layer.addChild(codeField);
        fields.push(codeField);
        y += codeField.height + 8 * s;
      }
      const join = new Button({
        label: lbt(i18n, 'btn.join'),
        icon: 'play',
        variant: 'primary',
        scale: s,
        width: a.w,
        height: 54 * s,
        id: 'lobby.join',
        onPress: () =>
          this.ctx.conn.send({
            type: 'join',
            ...(this.ctx.store.currentTable ? { table: this.ctx.store.currentTable } : {}),
            name: this.guestName.trim() || 'Gast',
            ...(lobby.protected ? { code: this.code.trim() } : {}),
          }),
      });
      join.position.set(a.x, y + 16 * s);
      this.layer.addChild(join);
      return [...fields, join];
    }
    const seat = me.seat;
    const myName =
      seat !== null
        ? (lobby.seats[seat] as { name?: string }).name
        : lobby.spectators.find((m) => m.member === me.member)?.name;
    const who = say(lbt(i18n, 'joinedAs', { name: myName ?? '' }), a.y, 'title');
    const next = lobby.started
      ? lbt(i18n, 'started')
      : seat === null
        ? lbt(i18n, 'watching')
        : me.ready
          ? lbt(i18n, 'waitStart', { name: hostName })
          : lbt(i18n, 'waitReady');
    const line = say(next, who.y + who.height + 12 * s);
    testId(line, 'lobby.status');
    if (seat === null || lobby.started) return [];
    const ready = new Button({
      label: lbt(i18n, me.ready ? 'btn.notReady' : 'btn.ready'),
      variant: me.ready ? 'secondary' : 'primary',
      scale: s,
      width: a.w,
      height: 54 * s,
      id: 'lobby.ready',
      onPress: () => this.ctx.conn.send({ type: 'ready', ready: !me.ready }),
    });
    ready.position.set(a.x, a.y + a.h - ready.bh);
    this.layer.addChild(ready);
    return [ready];
  }

  private small(label: string, id: string, onPress: () => void): Button {
    return new Button({ label, scale: this.s, height: 38 * this.s, variant: 'secondary', id, onPress });
  }
}

/** A small padlock (a table code is needed), its body's top-left at (0, 8·s), 12·s wide. */
function lockIcon(s: number, color: number): Graphics {
  const g = new Graphics();
  g.arc(6 * s, 8 * s, 4 * s, Math.PI, 0).stroke({ width: 2 * s, color });
  g.roundRect(0, 8 * s, 12 * s, 10 * s, 2 * s).fill(color);
  return g;
}
