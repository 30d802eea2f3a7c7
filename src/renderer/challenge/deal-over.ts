/**
 * The table's call to action when the viewer's challenge deal is over: a panel where the hand
 * was, with the deal's number, the viewer's score (and par once the host has played it), and the
 * way on: the board, and the next deal while one waits. The score is the host's.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { markCover } from '../core/layout-audit';
import { testId } from '../core/testhook';
import type { I18n } from '../i18n';
import type { TableLayout } from '../layout/table';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { Button, fitText } from '../ui/widgets';
import { scoreText } from './model';

export interface DealOverSpec {
  L: TableLayout;
  i18n: I18n;
  deal: number;
  deals: number;
  score: number | null;
  par: number | null;
  /** Another deal waits for the viewer. */
  more: boolean;
  onBoard: () => void;
  onNext: () => void;
}

/** The panel, placed over the hand's strip; its buttons in focus order (the main one first). */
export function dealOverPanel(o: DealOverSpec): { box: Container; buttons: Button[] } {
  const { L } = o;
  const s = L.scale;
  const pad = 24 * s;
  const buttons = makeButtons(o);
  if (L.form.compact) return compactPanel(o, buttons);
  const board = buttons[buttons.length - 1]!;
  const buttonsW = buttons.reduce((w, b) => w + b.bw, 0) + 12 * s * (buttons.length - 1);
  const w = Math.min(L.width - 32 * s, Math.max(720 * s, buttonsW + 360 * s));
  const { title, line } = words(o);
  const textW = w - 2 * pad - buttonsW - 20 * s;
  fitText(title, textW);
  fitText(line, textW);
  const h = Math.max(pad * 2 + title.height + 6 * s + line.height, board.bh + 2 * pad);
  const box = new Container();
  box.addChild(background(w, h, s));
  const textH = title.height + 6 * s + line.height;
  title.position.set(pad, (h - textH) / 2);
  line.position.set(pad, title.y + title.height + 6 * s);
  box.addChild(title, line);
  let x = w - pad;
  // The main way on at the right edge.
  for (const b of buttons) {
    x -= b.bw;
    b.position.set(x, (h - b.bh) / 2);
    x -= 12 * s;
    box.addChild(b);
  }
  // Where the hand was (empty now), clear of the felt's panels above it.
  const y = Math.max(L.hand.y + 8 * s, Math.min(L.height - h - 12 * s, L.hand.y + (L.hand.height - h) / 2));
  box.position.set((L.width - w) / 2, y);
  // Opaque: the table under it (its plates, the last trick) is hidden, not overlapped.
  markCover(box);
  testId(box, 'challenge.dealOver');
  return { box, buttons };
}

/** Next deal (while one waits) and See the board, in focus order (the main one first); `width` each where given. */
function makeButtons(o: DealOverSpec, width?: number): Button[] {
  const s = o.L.scale;
  const sized = width ? { width, maxWidth: width } : {};
  const board = new Button({
    label: o.i18n.t('challenge.dealOver.board'),
    icon: 'chart',
    variant: o.more ? 'secondary' : 'primary',
    scale: s,
    ...sized,
    id: 'challenge.dealOver.board',
    onPress: o.onBoard,
  });
  if (!o.more) return [board];
  const next = new Button({
    label: o.i18n.t('challenge.dealOver.next'),
    icon: 'play',
    variant: 'primary',
    scale: s,
    ...sized,
    id: 'challenge.dealOver.next',
    onPress: o.onNext,
  });
  return [next, board];
}

/** The deal's title and the score line (wrapped to `wrap` where given). */
function words(o: DealOverSpec, wrap?: number): { title: Text; line: Text } {
  const { L, i18n } = o;
  const s = L.scale;
  const wrapping = wrap ? { wordWrap: true, wordWrapWidth: wrap } : {};
  const title = new Text({
    text: i18n.t('challenge.dealOver.title', { n: o.deal + 1, deals: o.deals }),
    // On a phone on its side a smaller title keeps the panel one line lower.
    style: { ...font(o.L.form.name === 'short' ? 'label' : 'title', s, palette.text), ...wrapping },
  });
  const score =
    o.score === null
      ? ''
      : o.par === null
        ? i18n.t('challenge.dealOver.score', { score: scoreText(o.score) })
        : i18n.t('challenge.dealOver.scorePar', { score: scoreText(o.score), par: scoreText(o.par) });
  const line = new Text({
    text: [score, o.more ? '' : i18n.t('challenge.dealOver.last')].filter((t) => t).join(' '),
    style: { ...font('body', s, palette.textMuted), ...wrapping },
  });
  testId(line, 'challenge.dealOver.score');
  return { title, line };
}

/** The panel's opaque ground with the accent edge; it takes presses (nothing under it is pressed). */
function background(w: number, h: number, s: number): Graphics {
  const bg = drawPanel(new Graphics(), w, h, s, { alpha: 0.96 });
  bg.roundRect(0, 0, w, h, 16 * s).stroke({ width: 2 * s, color: palette.accent, alpha: 0.7 });
  bg.eventMode = 'static';
  return bg;
}

/**
 * On a phone: the panel where the hand was, between the own plate and the edge; the words
 * wrap (never cut), and the buttons stand beside them where there is room, else under them
 * (side by side, or one under the other).
 */
function compactPanel(o: DealOverSpec, made: Button[]): { box: Container; buttons: Button[] } {
  let buttons = made;
  const { L } = o;
  const s = L.scale;
  const pad = 18 * s;
  const gap = 12 * s;
  const edge = 10 * s;
  const left = L.form.name === 'short' ? Math.max(edge, L.handSpan.left) : edge;
  const right = L.form.name === 'short' ? Math.min(L.width - edge, L.handSpan.right) : L.width - edge;
  // On its side the panel takes the hand's whole strip, to stay low: words and buttons side by side.
  const w = Math.min(right - left, (L.form.name === 'short' ? 760 : 620) * s);
  const buttonsW = buttons.reduce((sum, b) => sum + b.bw, 0) + gap * (buttons.length - 1);
  const inner = w - 2 * pad;
  // Beside the words where they keep a readable column; else under them.
  const beside = inner - buttonsW - 20 * s >= 200 * s;
  const { title, line } = words(o, beside ? inner - buttonsW - 20 * s : inner);
  const textH = title.height + 4 * s + line.height;
  const inRow = buttonsW <= inner;
  const buttonsH =
    beside || inRow
      ? Math.max(...buttons.map((b) => b.bh))
      : buttons.reduce((sum, b) => sum + b.bh, 0) + gap * (buttons.length - 1);
  const h = 2 * pad + (beside ? Math.max(textH, buttonsH) : textH + 16 * s + buttonsH);
  const box = new Container();
  box.addChild(background(w, h, s));
  title.position.set(pad, beside ? (h - textH) / 2 : pad);
  line.position.set(pad, title.y + title.height + 4 * s);
  box.addChild(title, line);
  if (beside || inRow) {
    // The main way on at the right edge.
    let x = w - pad;
    const y = beside ? (h - buttonsH) / 2 : h - pad - buttonsH;
    for (const b of buttons) {
      x -= b.bw;
      b.position.set(x, y + (buttonsH - b.bh) / 2);
      x -= gap;
      box.addChild(b);
    }
  } else {
    // One under the other, as wide as the panel.
    for (const b of buttons) b.destroy({ children: true });
    buttons = makeButtons(o, inner);
    let y = h - pad - buttonsH;
    for (const b of buttons) {
      b.position.set(pad, y);
      y += b.bh + gap;
      box.addChild(b);
    }
  }
  // At the foot of the window, where the hand was (empty now).
  box.position.set(left + (right - left - w) / 2, L.height - h - edge);
  // Opaque: the table under it (its plates, the last trick) is hidden, not overlapped.
  markCover(box);
  testId(box, 'challenge.dealOver');
  return { box, buttons };
}
