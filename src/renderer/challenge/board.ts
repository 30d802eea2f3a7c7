/**
 * The challenge's leaderboard as a grid, like a bridge traveller: rank, name (a dot: connected),
 * one column per deal, the total; the viewer's own line raised, par as a muted last line, "—"
 * where a score is not played yet or hidden until the viewer has played that deal itself. Where
 * a column for every deal does not fit (a phone), the same board as a card per participant.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { ChallengeView } from '../../shared/protocol';
import { markCuttable } from '../core/layout-audit';
import { testId } from '../core/testhook';
import { font, palette, type TypeRole } from '../theme/theme';
import { fitText } from '../ui/widgets';
import { boardCards, type BoardSpec } from './board-cards';
import { parTotal, scoreText, totalText } from './model';

/** The narrowest deal column the grid has; narrower, the board is a list of cards (board-cards.ts). */
const MIN_DEAL_W = 46;
const RANK_W = 46;
const TOTAL_W = 96;
const NAME_MIN = 170;

/** Whether the grid fits `width` with a column for every deal. */
export function gridFits(view: ChallengeView, width: number, s: number): boolean {
  return (width - (RANK_W + TOTAL_W + NAME_MIN) * s) / Math.max(1, view.deals) >= MIN_DEAL_W * s;
}

interface Column {
  x: number;
  w: number;
  align: 'left' | 'right';
}

/** The grid at (0, 0); its height is what it drew. */
export function challengeBoard(o: BoardSpec): Container {
  const { view, s, i18n, width } = o;
  if (!gridFits(view, width, s)) return boardCards(o);
  const root = new Container();
  const rankW = RANK_W * s;
  const totalW = TOTAL_W * s;
  const nameMin = NAME_MIN * s;
  const dealW = Math.max(
    MIN_DEAL_W * s,
    Math.min(104 * s, (width - rankW - totalW - nameMin) / Math.max(1, view.deals)),
  );
  const nameW = Math.max(nameMin, width - rankW - totalW - dealW * view.deals);
  const rank: Column = { x: 12 * s, w: rankW - 12 * s, align: 'left' };
  const name: Column = { x: rankW + 20 * s, w: nameW - 20 * s, align: 'left' };
  const deal = (d: number): Column => ({ x: rankW + nameW + d * dealW, w: dealW, align: 'right' });
  const total: Column = { x: rankW + nameW + view.deals * dealW, w: totalW, align: 'right' };
  const rowH = 42 * s;
  const gap = 4 * s;
  /** A cell's text in `parent`, vertically centred in a line `h` high. */
  const cell = (
    parent: Container,
    text: string,
    role: TypeRole,
    fill: number,
    c: Column,
    h: number,
  ): Text => {
    const t = new Text({ text, style: { ...font(role, s, fill), fontFeatureSettings: '"tnum"' } as never });
    const inner = c.w - 12 * s;
    fitText(t, inner);
    t.position.set(c.align === 'left' ? c.x : c.x + inner - t.width, (h - t.height) / 2);
    parent.addChild(t);
    return t;
  };

  // The header: what each column is (narrow deal columns by number only).
  const headH = 34 * s;
  const head = new Container();
  root.addChild(head);
  const wide = dealW >= 88 * s;
  cell(head, '#', 'caption', palette.accent, rank, headH);
  cell(head, i18n.t('challenge.board.player'), 'caption', palette.accent, name, headH);
  for (let d = 0; d < view.deals; d++) {
    const label = wide ? i18n.t('challenge.board.deal', { n: d + 1 }) : String(d + 1);
    cell(head, label, 'caption', palette.accent, deal(d), headH);
  }
  cell(head, i18n.t('challenge.board.total'), 'caption', palette.accent, total, headH);
  head.addChild(new Graphics().rect(0, headH - 1, width, Math.max(1, s)).fill({ color: palette.panelEdge }));

  let y = headH + 6 * s;
  const you = view.you?.participant ?? null;
  const parH = rowH + 10 * s;
  const room = Math.max(1, Math.floor((o.height - y - parH + gap) / (rowH + gap)));
  const people = view.participants;
  let shown = people.length > room ? people.slice(0, room - 1) : people;
  // The viewer's own line stays on the board when the list is cut.
  const own = people.find((p) => p.participant === you);
  if (own && !shown.includes(own)) shown = [...shown.slice(0, -1), own];
  if (people.length === 0) {
    const none = new Text({ text: i18n.t('challenge.board.empty'), style: font('body', s, palette.textDim) });
    none.position.set(name.x, y + (rowH - none.height) / 2);
    testId(none, 'challenge.board.empty');
    root.addChild(none);
    y += rowH + gap;
  }
  shown.forEach((entry, i) => {
    const mine = entry.participant === you;
    const row = new Container();
    row.position.set(0, y);
    const bg = new Graphics().roundRect(0, 0, width, rowH, 8 * s);
    if (mine)
      bg.fill({ color: palette.accent, alpha: 0.16 })
        .roundRect(0, 0, width, rowH, 8 * s)
        .stroke({ width: Math.max(1, 1.5 * s), color: palette.accent, alpha: 0.7 });
    else bg.fill({ color: palette.panelRaised, alpha: i % 2 === 0 ? 0.75 : 0.45 });
    row.addChild(bg);
    const ink = mine ? palette.accent : palette.text;
    cell(row, entry.played > 0 ? String(entry.rank) : '–', 'label', ink, rank, rowH);
    // Connected: a filled dot; away: a ring.
    const dot = new Graphics().circle(rankW + 6 * s, rowH / 2, 5 * s);
    if (entry.connected) dot.fill(palette.ok);
    else dot.stroke({ width: Math.max(1, 1.5 * s), color: palette.textDim });
    row.addChild(dot);
    const who = mine ? `${entry.name} (${i18n.t('challenge.board.you')})` : entry.name;
    const nameText = cell(row, who, 'label', ink, name, rowH);
    if (nameText.text !== who) {
      markCuttable(nameText);
      o.tooltip?.attach(nameText, () => who);
    }
    entry.scores.forEach((score, d) => {
      const t = cell(
        row,
        scoreText(score),
        'body',
        score === null ? palette.textDim : palette.text,
        deal(d),
        rowH,
      );
      testId(t, `challenge.cell.${i}.${d}`);
    });
    const sum = totalText(entry);
    testId(cell(row, sum, 'label', sum === '—' ? palette.textDim : ink, total, rowH), `challenge.total.${i}`);
    testId(row, `challenge.row.${i}`);
    root.addChild(row);
    y += rowH + gap;
  });
  if (shown.length < people.length) {
    const more = new Text({
      text: i18n.t('challenge.board.more', { n: people.length - shown.length }),
      style: font('caption', s, palette.textDim),
    });
    more.position.set(name.x, y);
    root.addChild(more);
    y += more.height + gap;
  }

  // Par: the Master's score in the same seat, a yardstick rather than a player.
  y += 6 * s;
  root.addChild(
    new Graphics().rect(0, y, width, Math.max(1, s)).fill({ color: palette.panelEdge, alpha: 0.8 }),
  );
  y += 4 * s;
  const par = new Container();
  par.position.set(0, y);
  cell(par, i18n.t('challenge.board.par'), 'body', palette.textDim, name, rowH);
  view.par.forEach((p, d) => cell(par, scoreText(p), 'body', palette.textDim, deal(d), rowH));
  cell(par, scoreText(parTotal(view)), 'body', palette.textDim, total, rowH);
  root.addChild(testId(par, 'challenge.par'));
  return testId(root, 'challenge.board');
}
