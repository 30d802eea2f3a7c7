/**
 * The challenge screen's board page, for the open (or last) challenge and for a kept one: the
 * header with the name, facts and state, the board panel (its title, the grid of board.ts and
 * the hints under it) and beside it the side column of board-side.ts.
 */
import { Text } from 'pixi.js';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import { font, palette } from '../theme/theme';
import { challengeBoard } from './board';
import { boardSide, type SideSpec } from './board-side';
import { cht } from './i18n';
import { challengeFacts, historyButton, pageHeader, pagePanel, type PageFrame } from './page-frame';

export interface BoardPageSpec extends SideSpec {
  /** The header's Back label (none: no way back). */
  back: string | undefined;
  /** The kept challenges (the owner's, from the live board). */
  onHistory: () => void;
}

/** Draws the page; returns its focusable items in focus order. */
export function boardPage(f: PageFrame, o: BoardPageSpec): Focusable[] {
  const { s, i18n, left } = f;
  const c = o.view;
  const earlier = o.owner && !o.kept ? historyButton(f, o.onHistory) : null;
  const head = pageHeader(f, {
    title: c.name,
    facts: challengeFacts(i18n, c),
    chip: c.state,
    back: o.back,
    right: earlier ? [earlier] : [],
  });
  const { panelY, panelH } = head;
  const sideW = Math.round(Math.min(400 * s, Math.max(320 * s, f.contentW * 0.34)));
  const boardW = f.contentW - sideW - 20 * s;
  pagePanel(f, left, panelY, boardW, panelH);
  pagePanel(f, left + boardW + 20 * s, panelY, sideW, panelH);
  const pad = 24 * s;

  // The board, its title and the hints under it.
  const title = f.text(cht(i18n, c.state === 'ended' ? 'board.final' : 'board.title'), 'title');
  title.position.set(left + pad, panelY + 18 * s);
  f.layer.addChild(title);
  const hints = [
    ...(c.state === 'open' ? [cht(i18n, 'hint.hidden')] : []),
    cht(i18n, c.lowerIsBetter ? 'hint.lower' : 'hint.higher'),
  ].join(' ');
  const hint = new Text({
    text: hints,
    style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: boardW - 2 * pad },
  });
  hint.position.set(left + pad, panelY + panelH - pad - hint.height);
  testId(hint, 'challenge.hint');
  f.layer.addChild(hint);
  const boardY = title.y + title.height + 14 * s;
  const board = challengeBoard({
    view: c,
    width: boardW - 2 * pad,
    height: hint.y - 12 * s - boardY,
    s,
    i18n,
  });
  board.position.set(left + pad, boardY);
  f.layer.addChild(board);

  const side = {
    x: left + boardW + 20 * s + pad,
    y: panelY + 22 * s,
    w: sideW - 2 * pad,
    h: panelH - 44 * s,
  };
  return [...boardSide(f, side, o), ...head.items];
}
