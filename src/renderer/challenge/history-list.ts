/**
 * The challenge screen's list of the ended challenges the host keeps ("Earlier challenges"):
 * a row each with its name, facts and winner and the buttons to view its board or export it,
 * cut into pages that fit the panel, with ‹ › to turn them.
 */
import { Container, Graphics } from 'pixi.js';
import type { ChallengeView } from '../../shared/protocol';
import type { Focusable } from '../core/focus';
import { markCuttable } from '../core/layout-audit';
import { testId } from '../core/testhook';
import { paged } from '../layout/paging';
import { ago } from '../saves/model';
import { palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { Button, fitText } from '../ui/widgets';
import { scoreText } from './model';
import { pageHeader, pagePanel, say, type Box, type PageFrame } from './page-frame';
import { botLevelName } from '../i18n';

type Kept = ChallengeView & { endedAt: string };

export interface HistorySpec {
  /** The kept challenges, newest first (null: not in yet). */
  kept: readonly Kept[] | null;
  /** The page asked for. */
  page: number;
  turn: (page: number) => void;
  onBoard: (id: string) => void;
  exportAs: (format: 'csv' | 'json', id: string) => void;
}

/** Draws the page; returns its focusable items and the page shown (the last where the list got shorter). */
export function historyList(f: PageFrame, o: HistorySpec): { items: Focusable[]; page: number } {
  const { s, i18n, left } = f;
  const head = pageHeader(f, {
    title: i18n.t('challenge.history.title'),
    back: i18n.t('challenge.history.back'),
  });
  const { panelY, panelH } = head;
  const g = pagePanel(f, left, panelY, f.contentW, panelH);
  /** The panel down to `bottom` where the list is longer than the window (a phone). */
  const panel = (bottom: number): void => {
    if (bottom > panelY + panelH) drawPanel(g.clear(), f.contentW, bottom - panelY, s, { alpha: 0.85 });
  };
  const pad = (f.compact ? 14 : 26) * s;
  const area: Box = { x: left + pad, y: panelY + 22 * s, w: f.contentW - 2 * pad, h: panelH - 44 * s };
  const kept = o.kept;
  const items: Focusable[] = [];
  if (!kept || kept.length === 0) {
    const t = say(f, kept ? i18n.t('challenge.history.empty') : '…', area.x, area.y + 10 * s, area.w);
    testId(t, 'challenge.history.empty');
    return { items: head.items, page: o.page };
  }
  // On a phone a row's buttons go under its words, and a page holds eight (the screen scrolls).
  const rowH = (f.compact ? 170 : 86) * s;
  const gap = 10 * s;
  const footH = (f.compact ? 60 : 50) * s;
  const room = f.compact ? 8 * (rowH + gap) - gap + footH : area.h;
  const { perPage, pages, page, first } = paged(kept.length, room, { rowH, gap, footH }, o.page);
  let y = area.y;
  kept.slice(first, first + perPage).forEach((k, i) => {
    const row = historyRow(f, k, { x: area.x, y, w: area.w, h: rowH }, first + i, o);
    items.push(...row.buttons);
    y += row.height + gap;
  });
  if (pages > 1) {
    const turn = (dir: -1 | 1, label: string, icon: 'back' | 'forward', id: string): Button =>
      new Button({
        label,
        icon,
        scale: s,
        height: (f.compact ? 48 : 40) * s,
        id,
        onPress: () => o.turn(Math.max(0, page + dir)),
      });
    const newer = turn(-1, '‹', 'back', 'challenge.history.newer');
    const older = turn(1, '›', 'forward', 'challenge.history.older');
    newer.setDisabled(page === 0);
    older.setDisabled(page >= pages - 1);
    const [from, to, total] = [first + 1, Math.min(kept.length, first + perPage), kept.length];
    const range = f.text(`${from}–${to} / ${total}`, 'body', palette.textMuted);
    const fy = f.compact ? y : area.y + area.h - footH;
    older.position.set(area.x + area.w - older.bw, fy + (footH - older.bh) / 2);
    range.position.set(older.x - 14 * s - range.width, fy + (footH - range.height) / 2);
    newer.position.set(range.x - 14 * s - newer.bw, fy + (footH - newer.bh) / 2);
    f.layer.addChild(newer, range, older);
    items.push(newer, older);
    y = fy + footH;
  }
  if (f.compact) panel(y - gap + 22 * s);
  return { items: [...items, ...head.items], page };
}

/**
 * One kept challenge's row in `a`: name, facts, when and who won; Board, CSV, JSON at its right
 * (on a phone under the wrapped words, the row as high as they need); returns its buttons and height.
 */
function historyRow(
  f: PageFrame,
  k: Kept,
  a: Box,
  index: number,
  o: HistorySpec,
): { buttons: Button[]; height: number } {
  const { s, i18n } = f;
  const row = new Container();
  row.position.set(a.x, a.y);
  const bg = new Graphics();
  row.addChild(bg);
  const button = (label: string, id: string, onPress: () => void, primary = false): Button =>
    new Button({
      label,
      scale: s,
      id: `challenge.kept.${index}.${id}`,
      variant: primary ? 'primary' : 'secondary',
      onPress,
    });
  const buttons = [
    button(i18n.t('challenge.history.board'), 'board', () => o.onBoard(k.id), true),
    button('CSV', 'csv', () => o.exportAs('csv', k.id)),
    button('JSON', 'json', () => o.exportAs('json', k.id)),
  ];
  // Beside the words at the right; on a phone on a line of their own under them.
  const stacked = f.compact;
  let x = a.w - (stacked ? 14 : 20) * s;
  for (const b of [...buttons].reverse()) {
    x -= b.bw;
    x -= 10 * s;
  }
  const textW = stacked ? a.w - 28 * s : x - 32 * s;
  const name = f.text(k.name, 'title');
  const winner = k.participants[0];
  const line = f.text(
    i18n.t('challenge.history.line', {
      game: i18n.t(`app.game.${k.game}.name`),
      deals: i18n.t(k.deals === 1 ? 'challenge.deals.one' : 'challenge.deals.n', { n: k.deals }),
      level: botLevelName(i18n.language, k.level),
      n: k.participants.length,
    }),
    'body',
    palette.textMuted,
  );
  const facts = [
    ago(i18n.language, k.endedAt, Date.now()),
    winner && winner.played > 0
      ? i18n.t('challenge.history.winner', {
          // Equal first places share the win.
          name: k.participants
            .filter((p) => p.rank === winner.rank)
            .map((p) => p.name)
            .join(', '),
          total: scoreText(winner.total),
        })
      : '',
  ]
    .filter((p) => p)
    .join(' · ');
  const when = f.text(facts, 'caption', palette.textDim);
  // The challenge's name may be shortened (its tooltip says it whole); the facts wrap on a phone.
  const full = name.text;
  fitText(name, textW);
  if (name.text !== full) {
    markCuttable(name);
    f.tooltip.attach(name, () => full);
  }
  for (const t of [line, when]) {
    if (stacked) {
      t.style.wordWrap = true;
      t.style.wordWrapWidth = textW;
    }
  }
  if (!stacked) for (const t of [line, when]) fitText(t, textW);
  const wordsH = name.height + line.height + when.height + 4 * s;
  const height = stacked ? Math.max(a.h, 14 * s + wordsH + 14 * s + buttons[0]!.bh + 12 * s) : a.h;
  let y = stacked ? 14 * s : (a.h - wordsH) / 2;
  for (const t of [name, line, when]) {
    t.position.set((stacked ? 14 : 20) * s, y);
    y += t.height + 2 * s;
    row.addChild(t);
  }
  x = a.w - (stacked ? 14 : 20) * s;
  for (const b of [...buttons].reverse()) {
    x -= b.bw;
    b.position.set(x, stacked ? height - b.bh - 12 * s : (a.h - b.bh) / 2);
    x -= 10 * s;
  }
  bg.roundRect(0, 0, a.w, height, 12 * s).fill({ color: palette.panelRaised, alpha: 0.7 });
  row.addChild(...buttons);
  testId(row, `challenge.kept.${index}`);
  f.layer.addChild(row);
  return { buttons, height };
}
