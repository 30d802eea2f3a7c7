/**
 * The table's call to action when the viewer's challenge deal is over: a panel where the hand
 * was, with the deal's number, the viewer's score (and par once the host has played it), and the
 * way on: the board, and the next deal while one waits. The score is the host's.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { testId } from '../core/testhook';
import type { I18n } from '../i18n';
import type { TableLayout } from '../layout/table';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { Button, fitText } from '../ui/widgets';
import { cht } from './i18n';
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
  const { L, i18n } = o;
  const s = L.scale;
  const pad = 24 * s;
  const board = new Button({
    label: cht(i18n, 'dealOver.board'),
    icon: 'chart',
    variant: o.more ? 'secondary' : 'primary',
    scale: s,
    id: 'challenge.dealOver.board',
    onPress: o.onBoard,
  });
  const next = o.more
    ? new Button({
        label: cht(i18n, 'dealOver.next'),
        icon: 'play',
        variant: 'primary',
        scale: s,
        id: 'challenge.dealOver.next',
        onPress: o.onNext,
      })
    : null;
  const buttons = next ? [next, board] : [board];
  const buttonsW = buttons.reduce((w, b) => w + b.bw, 0) + 12 * s * (buttons.length - 1);
  const w = Math.min(L.width - 32 * s, Math.max(720 * s, buttonsW + 360 * s));
  const title = new Text({
    text: cht(i18n, 'dealOver.title', { n: o.deal + 1, deals: o.deals }),
    style: font('title', s, palette.text),
  });
  const score =
    o.score === null
      ? ''
      : o.par === null
        ? cht(i18n, 'dealOver.score', { score: scoreText(o.score) })
        : cht(i18n, 'dealOver.scorePar', { score: scoreText(o.score), par: scoreText(o.par) });
  const line = new Text({
    text: [score, o.more ? '' : cht(i18n, 'dealOver.last')].filter((t) => t).join(' '),
    style: font('body', s, palette.textMuted),
  });
  const textW = w - 2 * pad - buttonsW - 20 * s;
  fitText(title, textW);
  fitText(line, textW);
  const h = Math.max(pad * 2 + title.height + 6 * s + line.height, board.bh + 2 * pad);
  const box = new Container();
  const bg = drawPanel(new Graphics(), w, h, s, { alpha: 0.96 });
  bg.roundRect(0, 0, w, h, 16 * s).stroke({ width: 2 * s, color: palette.accent, alpha: 0.7 });
  bg.eventMode = 'static';
  box.addChild(bg);
  const textH = title.height + 6 * s + line.height;
  title.position.set(pad, (h - textH) / 2);
  line.position.set(pad, title.y + title.height + 6 * s);
  testId(line, 'challenge.dealOver.score');
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
  testId(box, 'challenge.dealOver');
  return { box, buttons };
}
