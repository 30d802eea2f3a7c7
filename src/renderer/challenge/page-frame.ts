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
import { botLevelName, type I18n } from '../i18n';
import { formOf, type FormName } from '../layout/form';
import { font, palette, type TypeRole } from '../theme/theme';
import { drawPanel, type Tooltip } from '../ui/chrome';
import { Button, fitText } from '../ui/widgets';

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
  /** The window's form: on a phone (`compact`) the pages flow down one column and scroll. */
  form: FormName;
  compact: boolean;
  i18n: I18n;
  /** Tooltips (a long press on touch): an icon's label, a shortened name. */
  tooltip: Tooltip;
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
export function pageFrame(o: Omit<PageFrame, 'left' | 'contentW' | 'top' | 'form' | 'compact'>): PageFrame {
  const { s, w, h } = o;
  const form = formOf(w, h);
  const margin = (form.compact ? 12 : 24) * s;
  const contentW = Math.min(w - 2 * margin, 1180 * s);
  const top = form.compact ? 0 : Math.max(0, (h - 800 * s) / 2);
  return { ...o, form: form.name, compact: form.compact, contentW, left: (w - contentW) / 2, top };
}

/**
 * Back (where there is a way back), the title with a line of facts under it and a state chip,
 * buttons at the right; returns the focusable header items and where the panels start and how
 * high they may be. On a phone Back and the buttons show their icons (the label in the tooltip)
 * and the title and facts wrap rather than being cut.
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
  if (f.compact) return compactHeader(f, o);
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
    facts.position.set(x, title.y + title.height + 1);
    f.layer.addChild(facts);
  }
  const panelY = f.top + 108 * s;
  return { items, panelY, panelH: Math.min(f.h - panelY - 20 * s, 672 * s) };
}

/** The header on a phone: Back and the buttons as icons, the title wrapped beside them, the chip and facts under. */
function compactHeader(
  f: PageFrame,
  o: Parameters<typeof pageHeader>[1],
): { items: Focusable[]; panelY: number; panelH: number } {
  const { s, left } = f;
  const top = f.top + 12 * s;
  const items: Focusable[] = [];
  const icon = (b: Button, label: string): Button => {
    f.tooltip.attach(b, () => label);
    return b;
  };
  let x = left;
  let rowH = 48 * s;
  if (o.back) {
    const label = o.back;
    const back = icon(
      new Button({ label, icon: 'back', iconOnly: true, scale: s, id: 'challenge.back', onPress: f.back }),
      label,
    );
    back.position.set(left, top);
    f.layer.addChild(back);
    items.push(back);
    x = back.x + back.bw + 14 * s;
  }
  let right = left + f.contentW;
  for (const b of [...(o.right ?? [])].reverse()) {
    b.position.set(right - b.bw, top);
    right = b.x - 12 * s;
    f.layer.addChild(b);
    rowH = Math.max(rowH, b.bh);
  }
  items.push(...(o.right ?? []));
  const title = testId(
    new Text({
      text: o.title,
      style: { ...font('title', s, palette.text), wordWrap: true, wordWrapWidth: right - x - 4 * s },
    }),
    'challenge.title',
  );
  title.position.set(x, top + Math.max(0, (rowH - title.height) / 2));
  f.layer.addChild(title);
  let y = Math.max(top + rowH, title.y + title.height) + 8 * s;
  const chip = o.chip ? stateChip(f, o.chip) : null;
  let factsX = left;
  if (chip) {
    chip.position.set(left, y);
    f.layer.addChild(chip);
    factsX = left + chip.width + 12 * s;
  }
  if (o.facts) {
    const facts = testId(
      new Text({
        text: o.facts,
        style: {
          ...font('body', s, palette.textMuted),
          wordWrap: true,
          wordWrapWidth: left + f.contentW - factsX,
        },
      }),
      'challenge.facts',
    );
    facts.position.set(factsX, y);
    f.layer.addChild(facts);
    y = Math.max(y + (chip?.height ?? 0), facts.y + facts.height);
  } else if (chip) y += chip.height;
  const panelY = y + 12 * s;
  return { items, panelY, panelH: Math.max(200 * s, f.h - panelY - 12 * s) };
}

/** "Earlier challenges", at the header's right of the owner's pages. */
export function historyButton(f: PageFrame, onPress: () => void): Button {
  const label = f.i18n.t('challenge.history.button');
  const b = new Button({
    label,
    icon: 'log',
    iconOnly: f.compact,
    scale: f.s,
    id: 'challenge.history',
    onPress,
  });
  if (f.compact) f.tooltip.attach(b, () => label);
  return b;
}

/** "Open" (green) or "Ended" (muted) beside the title. */
function stateChip(f: PageFrame, state: 'open' | 'ended'): Container {
  const { s } = f;
  const c = new Container();
  const color = state === 'open' ? palette.ok : palette.textMuted;
  const t = f.text(
    f.i18n.t(state === 'open' ? 'challenge.state.open' : 'challenge.state.ended'),
    'caption',
    color,
  );
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
export function pagePanel(f: PageFrame, x: number, y: number, w: number, h: number): Graphics {
  const g = drawPanel(new Graphics(), w, h, f.s, { alpha: 0.85 });
  g.position.set(x, y);
  f.layer.addChild(g);
  return g;
}

/** The line of facts under a challenge's name: game, players, deals, the bots' level. */
export function challengeFacts(i18n: I18n, c: ChallengeView): string {
  return i18n.t('challenge.facts', {
    game: i18n.t(`app.game.${c.game}.name`),
    players: c.players,
    deals: i18n.t(c.deals === 1 ? 'challenge.deals.one' : 'challenge.deals.n', { n: c.deals }),
    level: botLevelName(i18n.language, c.level),
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
