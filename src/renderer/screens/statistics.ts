/**
 * Statistics: for each player at this computer (chosen at the top), one row per game — played,
 * won, win rate, average and best score in the game's own units, and its own measure
 * (predictions fulfilled, exact bids, fields reached) — and a chart of the recent results of the
 * game chosen in the table. Reset forgets a player's results (or everyone's) after a
 * confirmation. The host keeps the numbers: the screen asks with `getStatistics` and redraws
 * when they arrive. Escape goes back (or closes the confirmation).
 */
import { Container, Graphics, Text } from 'pixi.js';
import { playerNames, type Statistics } from '../../shared/statistics';
import { GAME_IDS, type GameId } from '../../shared/types';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { makeChoosable } from '../ui/control-parts';
import { Button, fitText, Stepper } from '../ui/widgets';
import { dashedLine, drawChart, LOST_COLOUR } from '../statistics/chart';
import { chartModel, gameRow, latestGame, type Cell, type GameRow } from '../statistics/model';
import type { BaseScreen } from './base';
import { HostDataScreen } from './host-data-screen';
import type { MessageKey } from '../../shared/i18n/catalog';
import { botLevelName } from '../i18n';

type Column = 'played' | 'won' | 'winRate' | 'average' | 'best' | 'par' | 'special';

/** Column widths as shares of the table (the game column takes the rest). */
const COLUMNS: { key: Column; head: MessageKey; share: number }[] = [
  { key: 'played', head: 'statistics.col.played', share: 0.08 },
  { key: 'won', head: 'statistics.col.won', share: 0.085 },
  { key: 'winRate', head: 'statistics.col.winRate', share: 0.105 },
  { key: 'average', head: 'statistics.col.average', share: 0.125 },
  { key: 'best', head: 'statistics.col.best', share: 0.105 },
  { key: 'par', head: 'statistics.col.par', share: 0.11 },
  { key: 'special', head: 'statistics.col.special', share: 0.17 },
];

/** The screen's choices survive a language change or a new copy of the numbers. */
const chosen: { name: string | null; game: GameId | null } = { name: null, game: null };

export class StatisticsScreen extends HostDataScreen<true> {
  readonly screenName = 'statistics';

  constructor(ctx: ConstructorParameters<typeof BaseScreen>[0]) {
    super(ctx, 'statistics', { type: 'getStatistics' });
  }

  private get stats(): Statistics | null {
    return this.ctx.store.statistics;
  }

  /** The names with statistics (this computer's player first) and the one shown. */
  private names(): { names: string[]; name: string | null } {
    const stats = this.stats;
    if (!stats) return { names: [], name: null };
    const own = this.ctx.settings().playerName.trim();
    const names = playerNames(stats, own);
    const name = chosen.name && names.includes(chosen.name) ? chosen.name : (names[0] ?? null);
    return { names, name };
  }

  protected build(): void {
    const { s, w, h } = this;
    const i18n = this.ctx.i18n;
    const contentW = Math.min(w - 48 * s, 1180 * s);
    const left = (w - contentW) / 2;
    const top = Math.max(0, (h - 800 * s) / 2);
    const { names, name } = this.names();
    const player = name !== null ? this.stats?.players[name] : undefined;

    // Header: back and title on the left, the player and Reset on the right.
    const back = new Button({
      label: i18n.t('statistics.back'),
      icon: 'back',
      scale: s,
      id: 'stats.back',
      onPress: () => this.back(),
    });
    back.position.set(left, top + 26 * s);
    const title = this.text(i18n.t('statistics.title'), 'heading');
    title.position.set(left + back.bw + 24 * s, top + 26 * s + (back.bh - title.height) / 2);
    this.layer.addChild(back, title);
    const reset = new Button({
      label: i18n.t('statistics.reset'),
      variant: 'danger',
      scale: s,
      id: 'stats.reset',
      onPress: () => this.openConfirm(true),
    });
    reset.position.set(left + contentW - reset.bw, top + 26 * s);
    // Nothing to reset: no button at all rather than a dead one.
    if (player) this.layer.addChild(reset);
    else reset.destroy();
    const header: Focusable[] = [back];
    if (names.length > 0 && name !== null) {
      // The label sits close to its control.
      const label = this.text(i18n.t('statistics.player'), 'body');
      const controlW = 260 * s;
      const pickerW = Math.min(
        label.width + 20 * s + controlW,
        reset.x - 24 * s - (title.x + title.width + 24 * s),
      );
      label.destroy();
      const picker = new Stepper(
        i18n.t('statistics.player'),
        names.map((n) => ({ value: n, label: n })),
        name,
        s,
        pickerW,
        (n) => {
          chosen.name = n;
          chosen.game = null;
          this.rebuild();
        },
        { id: 'stats.player', controlWidth: Math.min(controlW, pickerW * 0.7), height: 48 },
      );
      picker.position.set(
        reset.x - 24 * s - picker.rowWidth,
        top + 26 * s + (reset.bh - picker.rowHeight) / 2,
      );
      this.layer.addChild(picker);
      header.push(picker);
    }

    const panelY = top + 108 * s;
    const panelH = top + 780 * s - panelY;
    const panel = drawPanel(new Graphics(), contentW, panelH, s, { alpha: 0.85 });
    panel.position.set(left, panelY);
    this.layer.addChild(panel);
    const area = { x: left, y: panelY, width: contentW, height: panelH };

    if (!this.stats) {
      this.loading(area, i18n.t('statistics.loading'));
      this.focusItems = header;
      return;
    }
    if (!player || name === null) {
      const play = this.emptyState(area, {
        icon: 'chart',
        title: i18n.t('statistics.empty.title'),
        body: i18n.t('statistics.empty.body'),
        hint: i18n.t('statistics.empty.hint'),
        play: i18n.t('statistics.empty.play'),
        id: 'stats.empty',
      });
      this.focusItems = [...header, play];
      return;
    }

    const rows = this.table(area, player.games);
    this.focusItems = [...header, ...rows, reset];
    if (this.confirming) this.focusItems = this.confirm(name, names.length);
  }

  /** The table of games and, below it, the chart of the chosen game; returns the rows (focusable). */
  private table(
    area: { x: number; y: number; width: number; height: number },
    games: Statistics['players'][string]['games'],
  ): Focusable[] {
    const s = this.s;
    const i18n = this.ctx.i18n;
    const lang = i18n.language;
    const pad = 28 * s;
    const x0 = area.x + pad;
    const innerW = area.width - 2 * pad;
    const game =
      chosen.game && (games[chosen.game]?.played ?? 0) > 0 ? chosen.game : latestGame(games, GAME_IDS);
    chosen.game = game;
    const levelName = (l: string): string => botLevelName(i18n.language, l);

    // Column heads.
    const gameColW = innerW * (1 - COLUMNS.reduce((sum, c) => sum + c.share, 0));
    const headY = area.y + 20 * s;
    const headGame = this.text(i18n.t('statistics.col.game'), 'caption', palette.textDim);
    headGame.position.set(x0 + 16 * s, headY);
    this.layer.addChild(headGame);
    let cx = x0 + gameColW;
    const colX: Record<Column, { x: number; w: number }> = {} as Record<Column, { x: number; w: number }>;
    for (const col of COLUMNS) {
      const cw = innerW * col.share;
      colX[col.key] = { x: cx, w: cw };
      const head = this.text(i18n.t(col.head), 'caption', palette.textDim);
      fitText(head, cw - 8 * s);
      head.anchor.set(0.5, 0);
      head.position.set(cx + cw / 2, headY);
      this.layer.addChild(head);
      cx += cw;
    }

    const rowH = 74 * s;
    const gap = 6 * s;
    let y = headY + 30 * s;
    const rows: Focusable[] = [];
    for (const id of GAME_IDS) {
      const row = gameRow(lang, id, games[id], levelName);
      const item = this.row(row, id === game, x0, y, innerW, rowH, gameColW, colX);
      this.layer.addChild(item);
      rows.push(item);
      y += rowH + gap;
    }

    // The chart of the chosen game.
    const chartY = y + 14 * s;
    const line = new Graphics()
      .rect(x0, chartY - 8 * s, innerW, Math.max(1, s))
      .fill({ color: palette.panelEdge, alpha: 0.8 });
    this.layer.addChild(line);
    const gameName = i18n.t(`app.game.${game}.name`);
    const model = chartModel(lang, game, games[game], levelName);
    const head = this.text(i18n.t('statistics.chart.title', { game: gameName }), 'label', palette.text);
    head.position.set(x0, chartY + 6 * s);
    const sub = this.text(model.caption, 'caption', palette.textMuted);
    sub.position.set(x0 + head.width + 16 * s, head.y + head.height - sub.height - 1 * s);
    this.layer.addChild(head, sub);
    const legend = this.legend(model.average?.label ?? null);
    legend.position.set(x0 + innerW - legend.width, head.y + (head.height - legend.height) / 2);
    if (sub.x + sub.width + 24 * s > legend.x) fitText(sub, Math.max(40 * s, legend.x - 24 * s - sub.x));
    this.layer.addChild(legend);
    const chartTop = head.y + head.height + 8 * s;
    const rect = { x: x0, y: chartTop, width: innerW, height: area.y + area.height - 18 * s - chartTop };
    const chart = drawChart(model, rect, s, this.ctx.tooltip);
    testId(chart, 'stats.chart');
    this.layer.addChild(chart);
    return rows;
  }

  /** Gold is won, grey is not, the dashed line the average. */
  private legend(average: string | null): Container {
    const s = this.s;
    const i18n = this.ctx.i18n;
    const c = new Container();
    let x = 0;
    const entry = (draw: (g: Graphics) => void, label: string): void => {
      const g = new Graphics();
      draw(g);
      g.position.set(x, 0);
      const t = this.text(label, 'caption', palette.textMuted);
      t.position.set(x + 22 * s, 0);
      g.y = (t.height - 12 * s) / 2;
      c.addChild(g, t);
      x += 22 * s + t.width + 18 * s;
    };
    entry(
      (g) => g.roundRect(0, 0, 12 * s, 12 * s, 3 * s).fill(palette.accent),
      i18n.t('statistics.chart.won'),
    );
    entry((g) => g.roundRect(0, 0, 12 * s, 12 * s, 3 * s).fill(LOST_COLOUR), i18n.t('statistics.chart.lost'));
    if (average) entry((g) => dashedLine(g, -4 * s, 18 * s, 6 * s, s), average);
    return c;
  }

  private row(
    row: GameRow,
    selected: boolean,
    x: number,
    y: number,
    width: number,
    height: number,
    gameColW: number,
    colX: Record<Column, { x: number; w: number }>,
  ): Container & Focusable {
    const s = this.s;
    const i18n = this.ctx.i18n;
    const c = new Container();
    c.position.set(x, y);
    const r = 12 * s;
    const bg = new Graphics();
    const paint = (hover: boolean): void => {
      bg.clear();
      bg.roundRect(0, 0, width, height, r).fill({
        color: selected ? palette.panelRaised : 0xffffff,
        alpha: selected ? 1 : hover ? 0.05 : 0.025,
      });
      if (selected) {
        bg.roundRect(0, 0, width, height, r).stroke({
          width: Math.max(1, 1.5 * s),
          color: palette.accent,
          alpha: 0.55,
        });
        bg.roundRect(0, 10 * s, 4 * s, height - 20 * s, 2 * s).fill(palette.accent);
      }
    };
    paint(false);
    c.addChild(bg);
    const dim = row.hasGames ? 1 : 0.55;

    const name = new Text({
      text: i18n.t(`app.game.${row.game}.name`),
      style: font('label', s, palette.text),
    });
    fitText(name, gameColW - 28 * s);
    const breakdown = new Text({ text: row.breakdown, style: font('caption', s, palette.textMuted) });
    fitText(breakdown, gameColW - 28 * s);
    const textH = name.height + 2 * s + breakdown.height;
    name.position.set(18 * s, (height - textH) / 2);
    breakdown.position.set(18 * s, name.y + name.height + 2 * s);
    name.alpha = dim;
    breakdown.alpha = dim;
    c.addChild(name, breakdown);
    if (row.hasGames) this.ctx.tooltip.attach(c, () => row.breakdownLong);

    for (const col of COLUMNS) {
      const cell = this.cell(row[col.key], colX[col.key].w, height, col.key === 'won' && row.hasGames);
      cell.position.set(colX[col.key].x - x, 0);
      cell.alpha = dim;
      testId(cell, `stats.${row.game}.${col.key}`);
      c.addChild(cell);
    }

    const item = makeChoosable(c, {
      w: width,
      h: height,
      radius: r,
      pad: 4 * s,
      s,
      pointer: row.hasGames,
      hover: paint,
      choose: () => {
        if (!row.hasGames || selected) return;
        chosen.game = row.game;
        this.rebuild();
      },
    });
    testId(item, `stats.row.${row.game}`);
    return item;
  }

  private cell(cell: Cell, width: number, height: number, accent: boolean): Container {
    const s = this.s;
    const c = new Container();
    const value = new Text({
      text: cell.value,
      style: font('title', s, accent ? palette.accent : palette.text),
    });
    fitText(value, width - 10 * s);
    value.anchor.set(0.5, 0);
    c.addChild(value);
    let h = value.height;
    if (cell.caption) {
      const caption = new Text({ text: cell.caption, style: font('caption', s, palette.textDim) });
      // A narrow column's caption ("per round, 4 rounds") wraps onto a second line where the row
      // has room for it, rather than losing its end.
      if (caption.width > width - 8 * s) {
        caption.style.wordWrap = true;
        caption.style.wordWrapWidth = width - 8 * s;
        caption.style.align = 'center';
        if (value.height + caption.height - 2 * s > height - 8 * s) caption.style.wordWrap = false;
      }
      fitText(caption, width - 8 * s);
      caption.anchor.set(0.5, 0);
      caption.position.set(0, value.height - 2 * s);
      c.addChild(caption);
      h += caption.height - 2 * s;
    }
    c.pivot.set(-width / 2, -(height - h) / 2);
    return c;
  }

  /** Reset asks first: this player's numbers, or (with several players) everybody's. */
  private confirm(name: string, players: number): Focusable[] {
    const i18n = this.ctx.i18n;
    const resetTo = (who?: string): void =>
      this.change(
        who === undefined ? { type: 'resetStatistics' } : { type: 'resetStatistics', name: who },
        i18n.t('statistics.toast.reset'),
      );
    const all = { label: i18n.t('statistics.confirm.resetAll'), key: 'all', onPress: () => resetTo() };
    const one = {
      label: i18n.t('statistics.confirm.resetOne', { name }),
      key: 'one',
      onPress: () => resetTo(name),
    };
    return this.confirmation({
      title: i18n.t('statistics.confirm.title'),
      body: i18n.t('statistics.confirm.one', { name }),
      cancel: i18n.t('statistics.confirm.cancel'),
      actions: players > 1 ? [all, one] : [one],
      id: 'stats.confirm',
    });
  }
}
