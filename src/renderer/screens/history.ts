/**
 * Replays: every finished game the host keeps, newest first, a page at a time, each with Watch,
 * Save file and Delete (asks first); and "Open a record file…" for a record from elsewhere (a
 * bug report, a friend's game). The host owns the list (`listHistory`) and replays the record;
 * a file it cannot show is refused with what is wrong, and the list stays as it was.
 */
import { words } from '../../shared/i18n/format';
import { paged } from '../layout/paging';
import { Container, Graphics } from 'pixi.js';
import type { HistoryEntry } from '../../shared/protocol';
import { botLevelRank } from '../../shared/types';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import { pickRecordFile } from '../net/files';
import { ago } from '../saves/model';
import { palette } from '../theme/theme';
import { Button, fitText } from '../ui/widgets';
import type { BaseScreen } from './base';
import { HostDataScreen } from './host-data-screen';
import { botLevelName } from '../i18n';

/** The players by name, the winners starred, with their final totals: "Ada ★ 12 · Ben 19". */
export function standings(entry: HistoryEntry): string {
  const winners = new Set(entry.result?.winners ?? []);
  return entry.players
    .map((p, i) => {
      const total = entry.result?.totals[i];
      return `${p.name}${winners.has(i) ? ' ★' : ''}${total === undefined ? '' : ` ${total}`}`;
    })
    .join(' · ');
}

/** The bots' levels at the table, strongest first, each once ("Master, Hard"); empty without bots. */
export function botLevels(entry: HistoryEntry, level: (id: string) => string): string {
  const levels = [...new Set(entry.players.flatMap((p) => (p.kind === 'bot' && p.level ? [p.level] : [])))];
  return levels
    .sort((a, b) => botLevelRank(b) - botLevelRank(a))
    .map(level)
    .join(', ');
}

export class HistoryScreen extends HostDataScreen<HistoryEntry> {
  readonly screenName = 'history';
  private page = 0;

  constructor(ctx: ConstructorParameters<typeof BaseScreen>[0]) {
    super(ctx, 'history', { type: 'listHistory' });
  }

  protected build(): void {
    const { s } = this;
    const i18n = this.ctx.i18n;
    let open: Button | null = null;
    const frame = this.frame({
      back: i18n.t('replay.back'),
      title: i18n.t('replay.title'),
      id: 'history',
      action: (iconOnly) => {
        const b = this.button({
          label: i18n.t('replay.open'),
          icon: 'folder',
          iconOnly,
          id: 'history.open',
          onPress: () => void this.openFile(),
        });
        if (iconOnly) this.ctx.tooltip.attach(b, () => i18n.t('replay.open'));
        open = b;
        return b;
      },
    });
    if (!open) throw new Error('the frame makes its action');
    const { back, area } = frame;
    const games = this.listOrWait(this.ctx.store.history, frame, {
      loading: i18n.t('replay.loading'),
      empty: {
        icon: 'replay',
        title: i18n.t('replay.empty.title'),
        body: i18n.t('replay.empty.body'),
        hint: i18n.t('replay.empty.hint'),
        play: i18n.t('replay.empty.play'),
        id: 'history.empty',
      },
      header: [back, open],
    });
    if (!games) return;
    const rowH = 86 * s;
    const gap = 10 * s;
    const footH = 46 * s;
    const { perPage, pages, page, first } = paged(games.length, area.height, { rowH, gap, footH }, this.page);
    this.page = page;
    const shown = games.slice(first, first + perPage);
    const rows = this.rows(area, shown, rowH, gap);
    const foot = this.footer(area, footH, first, shown.length, games.length, pages);
    this.focusItems = [back, open, ...rows, ...foot];
    if (this.confirming) this.focusItems = this.confirm(this.confirming);
  }

  private rows(
    area: { x: number; y: number; width: number },
    games: HistoryEntry[],
    rowH: number,
    gap: number,
  ): Button[] {
    const s = this.s;
    const i18n = this.ctx.i18n;
    const now = Date.now();
    return this.listRows(area, games, { gap }, (entry) => {
      const row = new Container();
      const del = this.deleteButton(i18n.t('replay.delete'), `history.delete.${entry.id}`, entry);
      const readable = entry.game !== null;
      const save = readable
        ? new Button({
            label: i18n.t('replay.export'),
            icon: 'save',
            scale: s,
            id: `history.export.${entry.id}`,
            onPress: () => this.ctx.conn.send({ type: 'exportRecord', id: entry.id }),
          })
        : null;
      const watch = readable
        ? new Button({
            label: i18n.t('replay.watch'),
            icon: 'play',
            variant: 'primary',
            scale: s,
            id: `history.watch.${entry.id}`,
            onPress: () =>
              this.ctx.conn.send({ type: 'openReplay', source: { kind: 'history', id: entry.id } }),
          })
        : null;
      const rowButtons = [watch, save, del].filter((b): b is Button => b !== null);
      let x = area.width - 20 * s;
      for (const b of [...rowButtons].reverse()) {
        x -= b.bw;
        b.position.set(x, (rowH - b.bh) / 2);
        x -= 10 * s;
      }
      const textW = x - 32 * s;
      const bg = new Graphics()
        .roundRect(0, 0, area.width, rowH, 12 * s)
        .fill({ color: palette.panelRaised, alpha: 0.7 });
      const name = this.text(
        entry.game ? i18n.t(`app.game.${entry.game}.name`) : i18n.t('replay.unknownGame'),
        'title',
      );
      const phased = entry.game === 'sevensins' || entry.game === 'abyss';
      const levels = botLevels(entry, (l) => botLevelName(i18n.language, l));
      const facts = [
        entry.game ? i18n.t(phased ? 'replay.phases' : 'replay.rounds', { n: entry.rounds }) : '',
        ago(i18n.language, entry.playedAt, now),
        levels ? i18n.t('replay.botLevels', { levels }) : '',
      ]
        .filter((part) => part.length > 0)
        .join(' · ');
      const line = this.text(
        entry.problem ? words(i18n.language, entry.problem) : standings(entry),
        'body',
        entry.problem ? palette.danger : palette.textMuted,
      );
      const when = this.text(facts, 'caption', palette.textDim);
      for (const t of [name, line, when]) fitText(t, textW);
      row.addChild(bg);
      this.stackLines(row, [name, line, when], rowH);
      row.addChild(...rowButtons);
      return { row, height: rowH, id: `history.row.${entry.id}`, buttons: rowButtons };
    });
  }

  /** Which games are shown, and Newer / Older when there are more pages. */
  private footer(
    area: { x: number; y: number; width: number; height: number },
    footH: number,
    first: number,
    count: number,
    total: number,
    pages: number,
  ): Button[] {
    const s = this.s;
    const i18n = this.ctx.i18n;
    const y = area.y + area.height - footH;
    const keys = this.text(i18n.t('replay.keys'), 'caption', palette.textDim);
    keys.position.set(area.x, y + (footH - keys.height) / 2);
    this.layer.addChild(keys);
    if (pages <= 1) return [];
    const newer = new Button({
      label: i18n.t('replay.newer'),
      icon: 'back',
      scale: s,
      height: 40 * s,
      id: 'history.newer',
      onPress: () => this.turn(-1),
    });
    const older = new Button({
      label: i18n.t('replay.older'),
      icon: 'forward',
      scale: s,
      height: 40 * s,
      id: 'history.older',
      onPress: () => this.turn(1),
    });
    newer.setDisabled(this.page === 0);
    older.setDisabled(this.page >= pages - 1);
    const range = this.text(
      i18n.t('replay.page', { from: first + 1, to: first + count, n: total }),
      'body',
      palette.textMuted,
    );
    older.position.set(area.x + area.width - older.bw, y + (footH - older.bh) / 2);
    range.position.set(older.x - 16 * s - range.width, y + (footH - range.height) / 2);
    newer.position.set(range.x - 16 * s - newer.bw, y + (footH - newer.bh) / 2);
    testId(range, 'history.range');
    this.layer.addChild(newer, range, older);
    return [newer, older];
  }

  private turn(dir: -1 | 1): void {
    this.page = Math.max(0, this.page + dir);
    this.rebuild();
  }

  /** Opens a record file from the disk; what cannot be read is said, and nothing changes. */
  private async openFile(): Promise<void> {
    const file = await pickRecordFile();
    if (!file) return;
    if ('error' in file) {
      this.ctx.toasts.show(
        this.ctx.i18n.t('replay.toast.cantOpen', { reason: words(this.ctx.i18n.language, file.error) }),
        'warn',
        6000,
      );
      return;
    }
    this.ctx.conn.send({ type: 'openReplay', source: { kind: 'file', name: file.name, text: file.text } });
  }

  private confirm(entry: HistoryEntry): Focusable[] {
    const i18n = this.ctx.i18n;
    const game = entry.game ? i18n.t(`app.game.${entry.game}.name`) : i18n.t('replay.unknownGame');
    return this.confirmation({
      title: i18n.t('replay.confirm.title'),
      body: i18n.t('replay.confirm.body', { game, players: entry.players.map((p) => p.name).join(', ') }),
      cancel: i18n.t('replay.confirm.cancel'),
      actions: [
        {
          label: i18n.t('replay.confirm.delete'),
          key: 'delete',
          onPress: () => this.change({ type: 'deleteHistory', id: entry.id }, i18n.t('replay.toast.deleted')),
        },
      ],
      id: 'history.confirm',
    });
  }
}
