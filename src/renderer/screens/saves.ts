/**
 * Saved games: every unfinished game the host keeps (it saves after each step), newest first,
 * each with Continue and Delete. A save that cannot be continued says why and offers only
 * Delete; a damaged save the host recovered from says so. Delete asks first. The host owns the
 * list: the screen asks with `listSaves` and redraws when it arrives. Escape goes back.
 */
import { words } from '../../shared/i18n/format';
import { Container, Graphics, Text } from 'pixi.js';
import type { SaveSummary } from '../../shared/protocol';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import { font, palette } from '../theme/theme';
import { Button, fitText } from '../ui/widgets';
import { ago, playerList, roundLabel } from '../saves/model';
import type { BaseScreen } from './base';
import { HostDataScreen } from './host-data-screen';

export class SavesScreen extends HostDataScreen<SaveSummary> {
  readonly screenName = 'saves';

  constructor(ctx: ConstructorParameters<typeof BaseScreen>[0]) {
    super(ctx, 'saves', { type: 'listSaves' });
  }

  protected build(): void {
    const { s } = this;
    const i18n = this.ctx.i18n;
    const frame = this.frame({ back: i18n.t('saves.back'), title: i18n.t('saves.title'), id: 'saves' });
    const { back, panelY, panelH, area } = frame;
    const saves = this.listOrWait(this.ctx.store.saves, frame, {
      loading: i18n.t('saves.loading'),
      empty: {
        icon: 'play',
        title: i18n.t('saves.empty.title'),
        body: i18n.t('saves.empty.body'),
        play: i18n.t('saves.empty.play'),
        id: 'saves.empty',
      },
      header: [back],
    });
    if (!saves) return;
    const rows = this.rows(area, saves);
    const keys = this.text(i18n.t('saves.keys'), 'caption', palette.textDim);
    keys.position.set(area.x, panelY + panelH - 14 * s - keys.height);
    this.layer.addChild(keys);
    this.focusItems = [back, ...rows];
    if (this.confirming) this.focusItems = this.confirm(this.confirming);
  }

  /** One row per save (as many as fit); returns their buttons in focus order. */
  private rows(
    area: { x: number; y: number; width: number; height: number },
    saves: SaveSummary[],
  ): Button[] {
    const s = this.s;
    const i18n = this.ctx.i18n;
    const gap = 12 * s;
    const bottom = area.y + area.height - 30 * s;
    const now = Date.now();
    return this.listRows(area, saves, { gap, bottom }, (save) => {
      const row = new Container();
      const del = this.deleteButton(i18n.t('saves.delete'), `saves.delete.${save.id}`, save);
      let textRight = area.width - 20 * s - del.bw - 20 * s;
      let resume: Button | null = null;
      if (save.resumable) {
        resume = new Button({
          label: i18n.t('saves.resume'),
          icon: 'play',
          variant: 'primary',
          scale: s,
          id: `saves.resume.${save.id}`,
          onPress: () => this.ctx.conn.send({ type: 'resumeSave', id: save.id }),
        });
        textRight -= resume.bw + 12 * s;
      }
      const textW = textRight - 22 * s;
      // The lines there are, stacked: the game, who and where it stands, what went wrong.
      const lines: Text[] = [];
      const name = save.game ? i18n.t(`app.game.${save.game}.name`) : i18n.t('saves.unknownGame');
      lines.push(this.text(name, 'title', palette.text));
      const when = ago(i18n.language, save.updatedAt, now);
      const facts = [playerList(save), save.game ? roundLabel(i18n.language, save) : '', when]
        .filter((part) => part.length > 0)
        .join(' · ');
      if (facts) lines.push(this.text(facts, 'body', palette.textMuted));
      if (save.problem) {
        // The headline, and the host's own account of what it found and did as the detail.
        const headline = this.text(
          i18n.t(save.resumable ? 'saves.problem.recovered' : 'saves.problem.stuck'),
          'body',
          palette.danger,
        );
        testId(headline, `saves.problem.${save.id}`);
        this.ctx.tooltip.attach(headline, () => (save.problem ? words(i18n.language, save.problem) : ''));
        lines.push(headline);
      }
      for (const line of lines) fitText(line, textW);
      if (save.problem) {
        // The details wrap rather than shrink: they are the part worth reading in a bug report.
        lines.push(
          new Text({
            text: words(i18n.language, save.problem),
            style: { ...font('caption', s, palette.textDim), wordWrap: true, wordWrapWidth: textW },
          }),
        );
      }
      const rowH = Math.max(92 * s, this.stackHeight(lines) + 28 * s);
      const bg = new Graphics()
        .roundRect(0, 0, area.width, rowH, 12 * s)
        .fill({ color: palette.panelRaised, alpha: 0.7 });
      if (!save.resumable) {
        bg.roundRect(0, 0, area.width, rowH, 12 * s).stroke({
          width: 1.5 * s,
          color: palette.danger,
          alpha: 0.6,
        });
      }
      row.addChild(bg);
      this.stackLines(row, lines, rowH);
      del.position.set(area.width - 20 * s - del.bw, (rowH - del.bh) / 2);
      row.addChild(del);
      if (resume) {
        resume.position.set(del.x - 12 * s - resume.bw, (rowH - resume.bh) / 2);
        row.addChild(resume);
      }
      return { row, height: rowH, id: `saves.row.${save.id}`, buttons: resume ? [resume, del] : [del] };
    });
  }

  private confirm(save: SaveSummary): Focusable[] {
    const i18n = this.ctx.i18n;
    const game = save.game ? i18n.t(`app.game.${save.game}.name`) : i18n.t('saves.unknownGame');
    return this.confirmation({
      title: i18n.t('saves.confirm.title'),
      body: i18n.t('saves.confirm.body', { game, players: playerList(save) }),
      cancel: i18n.t('saves.confirm.cancel'),
      actions: [
        {
          label: i18n.t('saves.confirm.delete'),
          key: 'delete',
          onPress: () => this.change({ type: 'deleteSave', id: save.id }, i18n.t('saves.toast.deleted')),
        },
      ],
      id: 'saves.confirm',
    });
  }
}
