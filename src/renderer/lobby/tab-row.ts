/**
 * The lobby's row of table tabs, shown where there are several tables to switch between (the
 * host's window: whenever one is open). A tab names the table, its game, seats taken, a lock
 * where a code is needed and whether it plays; the current one is raised. The host's window has
 * "Open another table" at the row's right.
 */
import { Container, Graphics } from 'pixi.js';
import type { OpenTableInfo } from '../../shared/protocol';
import type { Focusable } from '../core/focus';
import { markCuttable } from '../core/layout-audit';
import { testId } from '../core/testhook';
import { palette } from '../theme/theme';
import type { Tooltip } from '../ui/chrome';
import { makeChoosable } from '../ui/control-parts';
import { Button, fitText } from '../ui/widgets';
import type { LobbyPart } from './parts';
import { tableState } from './tables';

export interface TabRowSpec {
  /** Where the row goes: its left edge, top and width. */
  left: number;
  y: number;
  width: number;
  tables: readonly OpenTableInfo[];
  /** The table looked at. */
  current: string | null;
  owner: boolean;
  tooltip: Tooltip;
  /** "Open another table": the menu. */
  onAnother: () => void;
  /** A tab pressed (`current`: the one looked at already). */
  onPick: (table: OpenTableInfo, current: boolean) => void;
}

/** The row; returns its focusable items (the tabs, then "Open another table") and its bottom. */
export function tabRow(p: LobbyPart, o: TabRowSpec): { items: Focusable[]; bottom: number } {
  const { s, i18n } = p;
  const { left, y, width } = o;
  const tabH = 62 * s;
  const gap = 10 * s;
  const items: Focusable[] = [];
  let right = left + width;
  if (o.owner) {
    // On a phone only its icon, beside the tabs (the label in its tooltip).
    const label = i18n.t('lobby.tabs.another');
    const another = new Button({
      label,
      icon: 'menu',
      iconOnly: p.compact,
      scale: s,
      height: tabH,
      id: 'lobby.another',
      onPress: o.onAnother,
    });
    const tip = i18n.t('lobby.tabs.anotherTip');
    o.tooltip.attach(another, () => (p.compact ? `${label}: ${tip}` : tip));
    another.position.set(right - another.bw, y);
    right = another.x - (p.compact ? 10 : 16) * s;
    p.layer.addChild(another);
    items.push(another);
  }
  const tables = o.tables;
  // One row on the desktop; on a phone the tabs wrap into rows no narrower than a name needs.
  const room = right - left;
  const cols = p.compact
    ? Math.max(1, Math.min(tables.length, Math.floor((room + gap) / (200 * s + gap))))
    : Math.max(1, tables.length);
  const tabW = Math.min(p.compact ? room : 280 * s, (room - gap * (cols - 1)) / cols);
  tables.forEach((table, i) => {
    const tab = tableTab(p, o, table, table.id === o.current, tabW, tabH);
    tab.position.set(left + (i % cols) * (tabW + gap), y + Math.floor(i / cols) * (tabH + gap));
    testId(tab, `lobby.tab.${i}`);
    p.layer.addChild(tab);
    items.splice(i, 0, tab);
  });
  const rows = Math.max(1, Math.ceil(tables.length / cols));
  return { items, bottom: y + rows * tabH + (rows - 1) * gap };
}

/** One table's tab, w×h at (0, 0). */
function tableTab(
  p: LobbyPart,
  o: TabRowSpec,
  table: OpenTableInfo,
  current: boolean,
  w: number,
  h: number,
): Container & Focusable {
  const { s, i18n } = p;
  const box = new Container();
  const r = 12 * s;
  const bg = new Graphics();
  const paint = (hover: boolean): void => {
    bg.clear();
    bg.roundRect(0, 0, w, h, r).fill(current ? palette.panelRaised : hover ? palette.control : palette.panel);
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
    textW -= 20 * s;
  }
  const name = p.text(table.name, 'label', palette.text);
  const state = tableState(table);
  const facts = [
    i18n.t(`app.game.${table.game}.name`),
    ...(table.kind === 'lan' ? [i18n.t('lobby.tabs.seats', { taken: table.taken, seats: table.seats })] : []),
    i18n.t(`lobby.tabs.${state}`),
  ].join(' · ');
  const line = p.text(facts, 'caption', state === 'playing' ? palette.ok : palette.textMuted);
  fitText(name, textW);
  // A long table name may be shortened: the tooltip (a long press) says it whole.
  const cut = name.text !== table.name;
  if (cut) markCuttable(name);
  fitText(line, w - 2 * pad);
  if (cut || table.protected)
    o.tooltip.attach(box, () =>
      [cut ? table.name : '', table.protected ? i18n.t('lobby.tabs.locked') : '']
        .filter((t) => t)
        .join(' · '),
    );
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
    choose: () => o.onPick(table, current),
  });
}

/** A small padlock (a table code is needed), its body's top-left at (0, 8·s), 12·s wide. */
function lockIcon(s: number, color: number): Graphics {
  const g = new Graphics();
  g.arc(6 * s, 8 * s, 4 * s, Math.PI, 0).stroke({ width: 2 * s, color });
  g.roundRect(0, 8 * s, 12 * s, 10 * s, 2 * s).fill(color);
  return g;
}
