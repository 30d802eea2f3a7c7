/**
 * The frame every page of the challenge screen shares: the content column, the header (Back,
 * the title with a line of facts and a state chip, buttons at the right), the panels and the
 * wrapped muted lines the pages say things in. The screen makes a `PageFrame` for each build
 * (its layer, size and words) and the pages (board-page.ts, setup-page.ts, history-list.ts) draw
 * through it.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { ChallengeView } from '../../shared/protocol';
import type { Focusable } from '../core/focus';
import { testId } from '../core/testhook';
import type { I18n } from '../i18n';
import { font, palette, type TypeRole } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { Button, fitText } from '../ui/widgets';
import { cht } from './i18n';

/** A rectangle a part is laid out in. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where a page draws: the screen's layer, scale, words and content column. */
export interface PageFrame {
  layer: Container;
  s: number;
  /** The screen's size (the confirmation dims all of it). */
  w: number;
  h: number;
  i18n: I18n;
  /** A one-line text at the frame's scale, not yet placed (the screen's own). */
  text: (text: string, role: TypeRole, fill?: number) => Text;
  /** The content column's left edge and width, and the top of the page. */
  left: number;
  contentW: number;
  top: number;
  /** What Back (and Escape) does. */
  back: () => void;
}

/** The frame of a screen `w`×`h` at scale `s`: the column as the other menu screens centre it. */
export function pageFrame(o: Omit<PageFrame, 'left' | 'contentW' | 'top'>): PageFrame {
  const { s, w, h } = o;
  const contentW = Math.min(w - 48 * s, 1180 * s);
  return { ...o, contentW, left: (w - contentW) / 2, top: Math.max(0, (h - 800 * s) / 2) };
}

/**
 * Back (where there is a way back), the title with a line of facts under it and a state chip,
 * buttons at the right; returns the focusable header items and where the panels start and how
 * high they may be.
 */
export function pageHeader(
  f: PageFrame,
  o: {
    title: string;
    facts?: string;
    chip?: 'open' | 'ended';
    back?: string;
    right?: Button[];
  },
): { items: Focusable[]; panelY: number; panelH: number } {
  const { s, left } = f;
  const top = f.top + 22 * s;
  const items: Focusable[] = [];
  let x = left;
  if (o.back) {
    const back = new Button({ label: o.back, icon: 'back', scale: s, id: 'challenge.back', onPress: f.back });
    back.position.set(left, top);
    f.layer.addChild(back);
    items.push(back);
    x = back.x + back.bw + 24 * s;
  }
  let right = left + f.contentW;
  for (const b of [...(o.right ?? [])].reverse()) {
    b.position.set(right - b.bw, top);
    right = b.x - 12 * s;
    f.layer.addChild(b);
  }
  items.push(...(o.right ?? []));
  const title = testId(f.text(o.title, 'heading'), 'challenge.title');
  const chip = o.chip ? stateChip(f, o.chip) : null;
  fitText(title, right - x - 12 * s - (chip ? chip.width + 14 * s : 0));
  title.position.set(x, o.facts ? top - 6 * s : top + (48 * s - title.height) / 2);
  f.layer.addChild(title);
  if (chip) {
    chip.position.set(title.x + title.width + 14 * s, title.y + (title.height - chip.height) / 2 + 2 * s);
    f.layer.addChild(chip);
  }
  if (o.facts) {
    const facts = testId(f.text(o.facts, 'body', palette.textMuted), 'challenge.facts');
    fitText(facts, right - x - 12 * s);
    facts.position.set(x, title.y + title.height - 2 * s);
    f.layer.addChild(facts);
  }
  const panelY = f.top + 108 * s;
  return { items, panelY, panelH: Math.min(f.h - panelY - 20 * s, 672 * s) };
}

/** "Earlier challenges", at the header's right of the owner's pages. */
export function historyButton(f: PageFrame, onPress: () => void): Button {
  const label = cht(f.i18n, 'history.button');
  return new Button({ label, icon: 'log', scale: f.s, id: 'challenge.history', onPress });
}

/** "Open" (green) or "Ended" (muted) beside the title. */
function stateChip(f: PageFrame, state: 'open' | 'ended'): Container {
  const { s } = f;
  const c = new Container();
  const color = state === 'open' ? palette.ok : palette.textMuted;
  const t = f.text(cht(f.i18n, state === 'open' ? 'state.open' : 'state.ended'), 'caption', color);
  const w = t.width + 24 * s;
  const h = t.height + 8 * s;
  c.addChild(
    new Graphics()
      .roundRect(0, 0, w, h, h / 2)
      .fill({ color, alpha: 0.14 })
      .roundRect(0, 0, w, h, h / 2)
      .stroke({ width: Math.max(1, s), color, alpha: 0.7 }),
  );
  t.position.set(12 * s, 4 * s);
  c.addChild(t);
  return testId(c, 'challenge.state');
}

/** A page's panel at (x, y), w×h. */
export function pagePanel(f: PageFrame, x: number, y: number, w: number, h: number): void {
  const g = drawPanel(new Graphics(), w, h, f.s, { alpha: 0.85 });
  g.position.set(x, y);
  f.layer.addChild(g);
}

/** The line of facts under a challenge's name: game, players, deals, the bots' level. */
export function challengeFacts(i18n: I18n, c: ChallengeView): string {
  return cht(i18n, 'facts', {
    game: i18n.t(`game.${c.game}.name`),
    players: c.players,
    deals: cht(i18n, c.deals === 1 ? 'deals.one' : 'deals.n', { n: c.deals }),
    level: i18n.tDynamic(`bot.${c.level}`, c.level),
  });
}

/** Wrapped body text at (x, y), `width` wide, muted unless told; placed in the layer. */
export function say(
  f: PageFrame,
  t: string,
  x: number,
  y: number,
  width: number,
  fill: number = palette.textMuted,
): Text {
  const line = new Text({
    text: t,
    style: {
      ...font('body', f.s, fill),
      wordWrap: true,
      wordWrapWidth: width,
      lineHeight: font('body', f.s).fontSize * 1.3,
    },
  });
  line.position.set(x, y);
  f.layer.addChild(line);
  return line;
}
