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
import { drawPanel } from '../ui/chrome';
import { boardSide, hostPart, ownPart, type SideSpec } from './board-side';
import { challengeFacts, historyButton, pageHeader, pagePanel, type Box, type PageFrame } from './page-frame';

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
  if (f.compact) return [...compactBody(f, o, panelY), ...head.items];
  const sideW = Math.round(Math.min(400 * s, Math.max(320 * s, f.contentW * 0.34)));
  const boardW = f.contentW - sideW - 20 * s;
  pagePanel(f, left, panelY, boardW, panelH);
  pagePanel(f, left + boardW + 20 * s, panelY, sideW, panelH);
  const pad = 24 * s;

  // The board, its title and the hints under it.
  const title = f.text(
    i18n.t(c.state === 'ended' ? 'challenge.board.final' : 'challenge.board.title'),
    'title',
  );
  title.position.set(left + pad, panelY + 18 * s);
  f.layer.addChild(title);
  const hint = new Text({
    text: hints(f, o),
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
    tooltip: f.tooltip,
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

/**
 * The page below the header on a phone: one column that scrolls. The viewer's own part first
 * (the deal to play, where it stands), then the board (as cards where its grid does not fit)
 * with its hints, then the host's part (where guests join, the exports, End).
 */
function compactBody(f: PageFrame, o: BoardPageSpec, top: number): Focusable[] {
  const { s, i18n, left, contentW: W } = f;
  const c = o.view;
  const pad = 16 * s;
  const gap = 12 * s;
  const inner = W - 2 * pad;
  const items: Focusable[] = [];
  /** A panel round what `draw` lays out from (x, y); returns where the panel ends. */
  const panel = (y: number, draw: (a: Box) => { items: Focusable[]; bottom: number }): number => {
    const g = pagePanel(f, left, y, W, 0);
    const part = draw({ x: left + pad, y: y + pad, w: inner, h: Infinity });
    if (part.bottom <= y + pad) {
      g.destroy();
      return y - gap;
    }
    drawPanel(g.clear(), W, part.bottom + pad - y, s, { alpha: 0.85 });
    items.push(...part.items);
    return part.bottom + pad;
  };
  let y = panel(top, (a) => ownPart(f, a, o)) + gap;
  y =
    panel(y, (a) => {
      const title = f.text(
        i18n.t(c.state === 'ended' ? 'challenge.board.final' : 'challenge.board.title'),
        'title',
      );
      title.position.set(a.x, a.y - 4 * s);
      f.layer.addChild(title);
      const board = challengeBoard({
        view: c,
        width: a.w,
        height: Infinity,
        s,
        i18n,
        tooltip: f.tooltip,
      });
      board.position.set(a.x, title.y + title.height + 10 * s);
      f.layer.addChild(board);
      const hint = new Text({
        text: hints(f, o),
        style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: a.w },
      });
      hint.position.set(a.x, board.y + board.height + 12 * s);
      testId(hint, 'challenge.hint');
      f.layer.addChild(hint);
      return { items: [], bottom: hint.y + hint.height };
    }) + gap;
  panel(y, (a) => hostPart(f, a, o));
  return items;
}

/** What the board's scores mean: hidden until played (while open), and which way is better. */
function hints(f: PageFrame, o: BoardPageSpec): string {
  const c = o.view;
  return [
    ...(c.state === 'open' ? [f.i18n.t('challenge.hint.hidden')] : []),
    f.i18n.t(c.lowerIsBetter ? 'challenge.hint.lower' : 'challenge.hint.higher'),
  ].join(' ');
}
