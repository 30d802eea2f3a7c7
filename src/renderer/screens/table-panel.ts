/**
 * The live table's side panel content: resume, settings, the LAN host's invite again, the
 * host's other tables, leave,
 * and under them the log of the game's steps, newest first, as far as the panel reaches.
 */
import { Text, type Container } from 'pixi.js';
import type { I18n } from '../i18n';
import type { TableLayout } from '../layout/table';
import { font, palette } from '../theme/theme';
import { Button } from '../ui/widgets';

export interface TablePanelSpec {
  L: TableLayout;
  i18n: I18n;
  log: readonly string[];
  /** Whether the invite button is offered (the host of a LAN table with an address). */
  invite: boolean;
  onResume: () => void;
  onSettings: () => void;
  onInvite: () => void;
  onLeave: () => void;
  /** The host's open LAN tables: their tabs, without leaving this table (0: none, no button). */
  tables: number;
  onTables: () => void;
  /** The game's own panels (a phone's: last trick, score sheet, log), first after Resume. */
  panels?: readonly { label: string; id: string; open: () => void }[];
}

/** Fills `content` (emptied first); returns the buttons in focus order. */
export function buildTablePanel(content: Container, o: TablePanelSpec): Button[] {
  const { L, i18n } = o;
  const s = L.scale;
  for (const c of content.removeChildren()) c.destroy({ children: true });
  const pad = 22 * s;
  const w = L.sidePanel.width - 2 * pad;
  let y = pad;
  const resume = new Button({
    label: i18n.t('app.table.resume'),
    icon: 'back',
    scale: s,
    width: w,
    id: 'panel.resume',
    onPress: o.onResume,
  });
  const settings = new Button({
    label: i18n.t('app.table.settings'),
    icon: 'gear',
    scale: s,
    width: w,
    id: 'panel.settings',
    onPress: o.onSettings,
  });
  const leave = new Button({
    label: i18n.t('app.table.leave'),
    icon: 'door',
    variant: 'danger',
    scale: s,
    width: w,
    id: 'panel.leave',
    onPress: o.onLeave,
  });
  // A LAN table's host can show the join address again (a late guest, a phone that dropped).
  const invite = o.invite
    ? new Button({
        label: i18n.t('lobby.invite'),
        icon: 'forward',
        scale: s,
        width: w,
        id: 'panel.invite',
        onPress: o.onInvite,
      })
    : null;
  // The host's way to its other tables: Leave would close this one.
  const tables =
    o.tables > 0
      ? new Button({
          label: i18n.t('lobby.menu.tables', { n: o.tables }),
          icon: 'eye',
          scale: s,
          width: w,
          id: 'panel.tables',
          onPress: o.onTables,
        })
      : null;
  const panels = (o.panels ?? []).map(
    (p) => new Button({ label: p.label, icon: 'eye', scale: s, width: w, id: p.id, onPress: p.open }),
  );
  const buttons = [
    resume,
    ...panels,
    settings,
    ...(invite ? [invite] : []),
    ...(tables ? [tables] : []),
    leave,
  ];
  for (const b of buttons) {
    b.position.set(pad, y);
    y += b.bh + 10 * s;
    content.addChild(b);
  }
  y += 14 * s;
  const head = new Text({ text: i18n.t('app.table.log'), style: font('caption', s, palette.accent) });
  head.position.set(pad, y);
  content.addChild(head);
  y += head.height + 8 * s;
  const bottom = L.sidePanel.height - pad;
  const lines = o.log.length ? [...o.log].reverse() : [i18n.t('app.table.logEmpty')];
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
    content.addChild(t);
  }
  return buttons;
}
