/**
 * Join a LAN table: the tables other hosts announce on this network (mDNS or the broadcast
 * fallback, found by this window's host and refreshed live), each with its game, name, seats
 * taken and whether a code is needed; and an address to type for networks where neither
 * announcement gets through. Joining opens the other host's page: a guest window in the app,
 * the same tab in a browser; a host with several tables has a row for each, and the page opens
 * at the one chosen.
 */
import { Container, Graphics } from 'pixi.js';
import type { LanTableInfo } from '../../shared/protocol';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import { joinUrl } from '../lobby/join-url';
import { withTable } from '../lobby/tables';
import { bridge } from '../net/bridge';
import { palette } from '../theme/theme';
import { Button, fitText, paragraph } from '../ui/widgets';
import { BaseScreen } from './base';

export class JoinScreen extends BaseScreen {
  readonly screenName = 'join';
  private address = '';
  private readonly unsub: () => void;

  constructor(ctx: ConstructorParameters<typeof BaseScreen>[0]) {
    super(ctx);
    this.unsub = ctx.store.subscribe((e) => {
      if (e.kind === 'lanTables') this.rebuild();
    });
    ctx.conn.send({ type: 'browseLan', on: true });
    this.once('destroyed', () => {
      this.unsub();
      ctx.conn.send({ type: 'browseLan', on: false });
    });
  }

  protected override back(): void {
    this.ctx.showMenu();
  }

  protected build(): void {
    const { s } = this;
    const i18n = this.ctx.i18n;
    const { back, panelY, panelH, area } = this.frame({
      back: i18n.t('lobby.join.back'),
      title: i18n.t('lobby.join.title'),
      id: 'join',
    });
    const x = area.x;
    const width = area.width;

    // The typed address, for networks where no announcement gets through. Upright on a phone
    // the field has the width and Go goes under it.
    const narrow = this.form.name === 'tall';
    const fieldW = narrow ? width : width - 140 * s;
    const field = this.textField(
      i18n.t('lobby.join.address'),
      this.address,
      fieldW,
      (v) => (this.address = v),
      {
        id: 'join.address',
        controlWidth: fieldW * (narrow ? 0.7 : 0.6),
        maxLength: 120,
      },
    );
    field.position.set(x, panelY + 20 * s);
    const go = new Button({
      label: i18n.t('lobby.join.go'),
      icon: 'play',
      variant: 'primary',
      scale: s,
      width: narrow ? fieldW * 0.7 : 120 * s,
      id: 'join.go',
      onPress: () => this.go(this.address),
    });
    if (narrow) go.position.set(x + width - go.bw, field.y + field.rowHeight + 10 * s);
    else go.position.set(x + width - go.bw, field.y + (field.rowHeight - go.bh) / 2);
    this.layer.addChild(field, go);

    let y = Math.max(field.y + field.rowHeight, go.y + go.bh) + 24 * s;
    const tables = this.ctx.store.lanTables;
    const items: Focusable[] = [back, field, go];
    if (!tables || tables.length === 0) {
      // Wrapped: it says where tables come from.
      const t = paragraph(i18n.t(tables ? 'lobby.join.none' : 'lobby.join.looking'), s, width);
      t.position.set(x, y);
      testId(t, 'join.empty');
      this.layer.addChild(t);
    }
    for (const table of tables ?? []) {
      const rowH = 76 * s;
      if (y + rowH > panelY + panelH - 20 * s) break;
      const row = this.row(table, width, rowH);
      row.position.set(x, y);
      this.layer.addChild(row);
      const join = row.getChildByLabel(`join.table.${table.id}`) as Button | null;
      if (join) items.push(join);
      y += rowH + 10 * s;
    }
    this.focusItems = items;
  }

  private row(table: LanTableInfo, width: number, rowH: number): Container {
    const s = this.s;
    const i18n = this.ctx.i18n;
    const row = new Container();
    row.addChild(
      new Graphics().roundRect(0, 0, width, rowH, 12 * s).fill({ color: palette.panelRaised, alpha: 0.7 }),
    );
    const join = new Button({
      label: i18n.t('lobby.btn.join'),
      icon: 'play',
      variant: 'primary',
      scale: s,
      id: `join.table.${table.id}`,
      // One host may announce several tables at one address: the page opens at this one.
      onPress: () => this.go(table.url, table.id),
    });
    join.position.set(width - 20 * s - join.bw, (rowH - join.bh) / 2);
    const name = this.text(`${i18n.t(`app.game.${table.game}.name`)} · ${table.name}`, 'title');
    const facts = [
      i18n.t('lobby.join.seats', { taken: table.taken, seats: table.seats }),
      table.protected ? i18n.t('lobby.join.protected') : '',
      table.url.replace(/^http:\/\//, '').replace(/\/$/, ''),
    ]
      .filter((part) => part.length > 0)
      .join(' · ');
    const line = this.text(facts, 'body', palette.textMuted);
    for (const t of [name, line]) fitText(t, join.x - 40 * s);
    name.position.set(22 * s, rowH / 2 - name.height);
    line.position.set(22 * s, rowH / 2 + 2 * s);
    row.addChild(name, line, join);
    testId(row, `join.row.${table.id}`);
    return row;
  }

  /**
   * Opens the other host's table: a guest window in the app, this tab in a browser. With a
   * table id the page opens at that table of the host's (`#table=<id>`).
   */
  private go(typed: string, table?: string): void {
    const address = joinUrl(typed);
    const url = address && table ? withTable(address, table) : address;
    if (!url) {
      this.ctx.toasts.show(this.ctx.i18n.t('lobby.join.bad', { address: typed }), 'warn', 4000);
      return;
    }
    const app = bridge();
    if (app) {
      void app.openGuestWindow(url).then((opened) => {
        if (!opened)
          this.ctx.toasts.show(this.ctx.i18n.t('lobby.join.bad', { address: typed }), 'warn', 4000);
      });
      return;
    }
    location.href = url;
  }
}
