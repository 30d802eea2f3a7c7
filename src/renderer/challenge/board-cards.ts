/**
 * The challenge's board on a phone: a card per participant rather than a grid too wide for
 * the screen. Its first line is what a player looks for (place, name, total); under it the
 * deals' scores in small cells that wrap, each under its deal's number; par as a muted last
 * card. The same ids as the grid (rows, cells, totals), so a test reads either.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { ChallengeEntry, ChallengeView } from '../../shared/protocol';
import type { I18n } from '../i18n';
import { markCuttable } from '../core/layout-audit';
import { testId } from '../core/testhook';
import { font, palette } from '../theme/theme';
import type { Tooltip } from '../ui/chrome';
import { fitText } from '../ui/widgets';
import { parTotal, scoreText, totalText } from './model';

/** What the board shows and how wide, as a grid (board.ts) or as these cards. */
export interface BoardSpec {
  view: ChallengeView;
  width: number;
  /** The room for the grid; lines beyond it are summed up as "and n more" (Infinity: every line). */
  height: number;
  s: number;
  i18n: I18n;
  /** A shortened name says itself whole here (a long press on touch). */
  tooltip?: Tooltip;
}

/** The cards from (0, 0), `o.width` wide; every participant (the page scrolls). */
export function boardCards(o: BoardSpec): Container {
  const { view, s, i18n } = o;
  const root = new Container();
  const you = view.you?.participant ?? null;
  let y = 0;
  if (view.participants.length === 0) {
    const none = new Text({ text: i18n.t('challenge.board.empty'), style: font('body', s, palette.textDim) });
    none.position.set(12 * s, 8 * s);
    testId(none, 'challenge.board.empty');
    root.addChild(none);
    y = none.y + none.height + 16 * s;
  }
  view.participants.forEach((entry, i) => {
    const card = participantCard(o, entry, entry.participant === you, i);
    card.position.set(0, y);
    testId(card, `challenge.row.${i}`);
    root.addChild(card);
    y += card.height + 8 * s;
  });
  // Par: the Master's score in the same seat, a yardstick rather than a player.
  const par = scoresCard(o, {
    rank: '',
    name: i18n.t('challenge.board.par'),
    total: scoreText(parTotal(view)),
    scores: view.par,
    ink: palette.textDim,
    fill: null,
  });
  par.position.set(0, y + 4 * s);
  root.addChild(testId(par, 'challenge.par'));
  return testId(root, 'challenge.board');
}

/** A participant's card: the viewer's own raised, the others alternating. */
function participantCard(o: BoardSpec, entry: ChallengeEntry, mine: boolean, row: number): Container {
  const sum = totalText(entry);
  return scoresCard(o, {
    rank: entry.played > 0 ? String(entry.rank) : '–',
    name: mine ? `${entry.name} (${o.i18n.t('challenge.board.you')})` : entry.name,
    total: sum,
    scores: entry.scores,
    ink: mine ? palette.accent : palette.text,
    fill: mine ? 'mine' : row % 2 === 0 ? 'even' : 'odd',
    connected: entry.connected,
    row,
  });
}

interface CardLine {
  rank: string;
  name: string;
  total: string;
  scores: readonly (number | null)[];
  ink: number;
  /** The card's background: the viewer's own (raised), a participant's (alternating), par (none). */
  fill: 'mine' | 'even' | 'odd' | null;
  /** A participant's dot: connected (filled) or away (a ring). */
  connected?: boolean;
  /** A participant's line on the board (its cells' ids). */
  row?: number;
}

/** One card: place, dot, name and total on its first line, the deals' cells under them. */
function scoresCard(o: BoardSpec, line: CardLine): Container {
  const { s, i18n, width } = o;
  const card = new Container();
  const bg = new Graphics();
  card.addChild(bg);
  const pad = 12 * s;
  const headH = 44 * s;
  const tnum = (role: 'label' | 'body' | 'caption', fill: number): object =>
    ({ ...font(role, s, fill), fontFeatureSettings: '"tnum"' }) as never;
  const rank = new Text({ text: line.rank, style: tnum('label', line.ink) });
  rank.position.set(pad, (headH - rank.height) / 2);
  const nameX = pad + 44 * s;
  if (line.connected !== undefined) {
    const dot = new Graphics().circle(pad + 32 * s, headH / 2, 5 * s);
    if (line.connected) dot.fill(palette.ok);
    else dot.stroke({ width: Math.max(1, 1.5 * s), color: palette.textDim });
    card.addChild(dot);
  }
  const total = new Text({ text: line.total, style: tnum('label', line.ink) });
  total.position.set(width - pad - total.width, (headH - total.height) / 2);
  const name = new Text({ text: line.name, style: font('label', s, line.fill ? line.ink : palette.textDim) });
  fitText(name, total.x - 16 * s - nameX);
  if (name.text !== line.name) {
    // A long name may be shortened: the tooltip (a long press) says it whole.
    markCuttable(name);
    o.tooltip?.attach(name, () => line.name);
  }
  name.position.set(nameX, (headH - name.height) / 2);
  card.addChild(rank, name, total);
  // The deals: a cell each, its number over its score, wrapping into rows.
  const cellW = 64 * s;
  const cellH = 50 * s;
  const cols = Math.max(1, Math.floor((width - nameX - pad) / cellW));
  const label = (d: number): string => {
    const long = i18n.t('challenge.board.deal', { n: d + 1 });
    const t = new Text({ text: long, style: font('caption', s) });
    const fits = t.width <= cellW - 8 * s;
    t.destroy();
    return fits ? long : `#${d + 1}`;
  };
  const cells: Text[] = [];
  line.scores.forEach((score, d) => {
    const cx = nameX + (d % cols) * cellW;
    const cy = headH + Math.floor(d / cols) * cellH;
    const head = new Text({ text: label(d), style: font('caption', s, palette.textDim) });
    head.position.set(cx, cy);
    const value = new Text({
      text: scoreText(score),
      style: tnum('body', score === null || !line.fill ? palette.textDim : palette.text),
    });
    value.position.set(cx, cy + head.height);
    card.addChild(head, value);
    cells.push(value);
  });
  const rows = Math.ceil(line.scores.length / cols);
  const h = headH + rows * cellH + 4 * s;
  if (line.fill === 'mine')
    bg.roundRect(0, 0, width, h, 10 * s)
      .fill({ color: palette.accent, alpha: 0.16 })
      .roundRect(0, 0, width, h, 10 * s)
      .stroke({ width: Math.max(1, 1.5 * s), color: palette.accent, alpha: 0.7 });
  else if (line.fill)
    bg.roundRect(0, 0, width, h, 10 * s).fill({
      color: palette.panelRaised,
      alpha: line.fill === 'even' ? 0.75 : 0.45,
    });
  else bg.rect(0, 0, width, Math.max(1, s)).fill({ color: palette.panelEdge, alpha: 0.8 });
  if (line.row !== undefined) {
    // The grid's ids: challenge.cell.<row>.<deal> and challenge.total.<row>.
    cells.forEach((c, d) => testId(c, `challenge.cell.${line.row}.${d}`));
    testId(total, `challenge.total.${line.row}`);
  }
  return card;
}
