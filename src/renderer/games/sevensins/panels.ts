/**
 * The SevenSins overlays over the felt (never over the hand): the phase summary (every number
 * explained), the score sheet as a digital Stichblock, the final ranking, the last trick and
 * the game log. Each is an Overlay panel, operable by keyboard (←/→/Tab, Enter, Escape).
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { SevenSinsCompletedTrick, SevenSinsPhaseResult } from '../../../shared/games/sevensins';
import type { CardArt } from '../../art/cardArt';
import { elementChip } from '../../art/tokens';
import { testId } from '../../core/testhook';
import type { Rect } from '../../layout/scale';
import { font, palette, type TypeRole } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import { fitText } from '../../ui/widgets';
import { capitalise, cardName, elementName } from '../elements/words';
import { nounFor } from '../../i18n/units';
import { phaseLines, ranking, sheetRows } from './model';
import { plain, pointsLineText, signed, whyText } from './text';
import { TNUM } from './widgets';
import {
  rankRow,
  rankTotal,
  sheetHead,
  sheetNames,
  sheetRow,
  totalsRule,
  trickRow,
  type PanelCtx,
} from '../common/panels';
import { text } from '../../../shared/i18n/format';

export interface Ctx extends PanelCtx {
  colorBlind: boolean;
}

function txt(text: string, role: TypeRole, s: number, fill: number = palette.text, tnum = false): Text {
  return new Text({ text, style: tnum ? { ...font(role, s, fill), ...TNUM } : font(role, s, fill) });
}

/** "Turned Soul · trump fire" with the element's chip, and the multiplier. */
function phaseHead(c: Ctx, r: SevenSinsPhaseResult, width: number): Container {
  const { s, lang } = c;
  const row = new Container();
  let x = 0;
  if (r.trump) {
    const chip = elementChip(r.trump, 24 * s, c.colorBlind);
    chip.position.set(12 * s, 12 * s);
    row.addChild(chip);
    x = 32 * s;
  }
  const head = txt(
    r.trump
      ? text(lang, 'sevensins.sum.trump', {
          card: cardName(lang, r.trumpCard),
          element: elementName(lang, r.trump),
        })
      : text(lang, 'sevensins.sum.noTrump', { card: cardName(lang, r.trumpCard) }),
    'label',
    s,
    palette.textMuted,
  );
  head.position.set(x, 12 * s - head.height / 2);
  row.addChild(head);
  if (r.multiplier > 1) {
    const why: string[] = [];
    if (r.phase === 7 || r.phase === 13) why.push(text(lang, 'sevensins.sum.multPhase', { n: r.phase }));
    if (r.trumpCard === 'SOUL') why.push(text(lang, 'sevensins.sum.multSoul'));
    const m = txt(
      text(lang, 'sevensins.sum.mult', { m: r.multiplier, why: why.join(', ') }),
      'label',
      s,
      palette.accent,
    );
    m.position.set(Math.max(head.x + head.width + 20 * s, width - m.width), 12 * s - m.height / 2);
    row.addChild(m);
  }
  return row;
}

/** Phase summary: per player bid vs tricks, the points line by line, the phase score and total. */
export function summaryContent(
  c: Ctx,
  rect: Rect,
  r: SevenSinsPhaseResult,
  totals: readonly number[],
  you: number | null,
): Container {
  const { s, lang } = c;
  const root = new Container();
  root.addChild(phaseHead(c, r, rect.width));
  const n = r.scores.length;
  const numW = 96 * s;
  // A narrow panel (a phone): the points' lines go under the name, across the row.
  const narrow = rect.width < 560 * s;
  const nameW = narrow ? rect.width - 2 * numW - 10 * s : Math.min(190 * s, rect.width * 0.24);
  const linesX = narrow ? 12 * s : nameW + 10 * s;
  const linesW = narrow ? rect.width - 24 * s : rect.width - linesX - 2 * numW - 10 * s;
  let y = 34 * s;
  const colHead = (text: string, right: number): void => {
    const h = txt(text, 'caption', s, palette.textDim);
    h.anchor.set(1, 0);
    h.position.set(right, y);
    root.addChild(h);
  };
  colHead(text(lang, 'sevensins.sum.phase'), rect.width - numW - 14 * s);
  colHead(text(lang, 'sevensins.sum.total'), rect.width - 14 * s);
  y += 24 * s;
  const rowsTop = y;
  const avail = rect.height - rowsTop;
  for (let seat = 0; seat < n; seat++) {
    const row = new Container();
    const lines = phaseLines(r, seat);
    const b = r.bids[seat] ?? 0;
    const won = r.tricks[seat] ?? 0;
    const nm = txt(c.name(seat), 'label', s, seat === you ? palette.accent : palette.text);
    fitText(nm, nameW - 16 * s);
    nm.position.set(12 * s, 8 * s);
    const sub = txt(
      text(lang, 'sevensins.seat.bid', { bid: b, won }),
      'caption',
      s,
      b === won ? palette.ok : palette.danger,
      true,
    );
    fitText(sub, nameW - 16 * s);
    sub.position.set(12 * s, nm.y + nm.height);
    row.addChild(nm, sub);
    let ly = narrow ? sub.y + sub.height + 4 * s : 8 * s;
    for (const line of lines) {
      const lt = new Text({
        text: pointsLineText(lang, line, r),
        style: {
          ...font('caption', s, line.kind === 'bonusLost' ? palette.textDim : palette.text),
          ...TNUM,
          wordWrap: true,
          wordWrapWidth: linesW,
        },
      });
      lt.position.set(linesX, ly);
      row.addChild(lt);
      ly += lt.height + 1 * s;
    }
    const score = r.scores[seat] ?? 0;
    const sc = txt(
      signed(score),
      'title',
      s,
      score > 0 ? palette.ok : score < 0 ? palette.danger : palette.text,
      true,
    );
    sc.anchor.set(1, 0);
    sc.position.set(rect.width - numW - 14 * s, 8 * s);
    testId(sc, `summary:score:${seat}`);
    const tot = txt(plain(totals[seat] ?? 0), 'title', s, palette.text, true);
    tot.anchor.set(1, 0);
    tot.position.set(rect.width - 14 * s, 8 * s);
    testId(tot, `summary:total:${seat}`);
    row.addChild(sc, tot);
    const h = Math.max(ly, sub.y + sub.height, sc.y + sc.height) + 8 * s;
    const mine = seat === you;
    row.addChildAt(
      new Graphics()
        .roundRect(0, 0, rect.width, h, 10 * s)
        .fill({ color: mine ? palette.panelRaised : 0xffffff, alpha: mine ? 0.95 : 0.035 }),
      0,
    );
    row.position.set(0, y);
    root.addChild(row);
    y += h + 6 * s;
  }
  // Many players at a small size: shrink the rows to fit rather than cut them off. The column
  // heads shrink with them, so "This phase" and "Total" stay over their numbers, and the table
  // stands in the middle of the panel.
  const used = y - rowsTop;
  if (used > avail && avail > 0) {
    const k = avail / used;
    const dx = (rect.width * (1 - k)) / 2;
    for (const child of root.children.slice(1)) {
      child.scale.set(k);
      child.x = dx + child.x * k;
      child.y = rowsTop + (child.y - rowsTop) * k;
    }
  }
  return root;
}

/**
 * The score sheet as a digital Stichblock: a row per phase (its trump and multiplier), per
 * player bid/won, the phase's points and the running total, in tabular figures; totals below.
 */
export function sheetContent(
  c: Ctx,
  rect: Rect,
  history: readonly SevenSinsPhaseResult[],
  totals: readonly number[],
  players: number,
  you: number | null,
): Container {
  const { s, lang } = c;
  const root = new Container();
  const rows = sheetRows(history, players);
  const firstW = Math.min(96 * s, rect.width * 0.14);
  const colW = (rect.width - firstW) / players;
  const rowH = Math.max(19, Math.min(34 * s, rect.height / (Math.max(rows.length, 1) + 3.2)));
  const role: TypeRole = rowH < 26 * s ? 'caption' : 'body';
  const band = { padX: 8 * s, alpha: 0.06 };
  sheetHead(
    root,
    rect.width,
    rowH,
    s,
    txt(text(lang, 'sevensins.sheet.phase'), 'caption', s, palette.textMuted),
    band,
  );
  const centre = (p: number): number => firstW + p * colW + colW / 2;
  sheetNames(root, c, { players, highlight: you, rowH, fit: colW - 12 * s, anchorX: 0.5, x: centre });
  // A rule before each player's column.
  for (let p = 0; p < players; p++) {
    root.addChild(
      new Graphics()
        .moveTo(firstW + p * colW, 2 * s)
        .lineTo(firstW + p * colW, rowH * (rows.length + 1) + 4 * s)
        .stroke({ width: Math.max(1, s), color: palette.panelEdge, alpha: 0.8 }),
    );
  }
  if (rows.length === 0) {
    const e = txt(text(lang, 'sevensins.sheet.empty'), 'body', s, palette.textMuted);
    e.position.set(8 * s, rowH + 12 * s);
    root.addChild(e);
    return root;
  }
  rows.forEach((row, r) => {
    const y = rowH * (r + 1);
    const label = txt(String(row.phase), role, s, palette.textMuted, true);
    sheetRow(root, rect.width, y, rowH, r, label, { ...band, alpha: 0.03 });
    if (row.trump) {
      const chip = elementChip(row.trump, Math.min(18 * s, rowH * 0.7), c.colorBlind);
      chip.position.set(firstW - 30 * s, y + rowH / 2);
      root.addChild(chip);
    }
    if (row.multiplier > 1) {
      const m = txt(`×${row.multiplier}`, 'caption', s, palette.accent, true);
      m.anchor.set(1, 0.5);
      m.position.set(firstW - 4 * s, y + rowH / 2);
      root.addChild(m);
    }
    row.cells.forEach((cell, p) => {
      const x0 = firstW + p * colW;
      const bw = txt(`${cell.bid}/${cell.won}`, 'caption', s, cell.made ? palette.ok : palette.textDim, true);
      bw.anchor.set(0, 0.5);
      bw.position.set(x0 + 8 * s, y + rowH / 2);
      const pts = txt(signed(cell.score), role, s, cell.score > 0 ? palette.text : palette.danger, true);
      pts.anchor.set(1, 0.5);
      pts.position.set(x0 + colW * 0.62, y + rowH / 2);
      const run = txt(plain(cell.running), 'label', s, palette.text, true);
      run.anchor.set(1, 0.5);
      run.position.set(x0 + colW - 8 * s, y + rowH / 2);
      root.addChild(bw, pts, run);
    });
  });
  const ty = rowH * (rows.length + 1) + 4 * s;
  totalsRule(root, rect.width, ty, s, { weight: 2, alpha: 0.7 });
  const tl = txt(text(lang, 'sevensins.sheet.total'), 'label', s, palette.text);
  tl.position.set(8 * s, ty + 6 * s);
  root.addChild(tl);
  const best = Math.max(...totals);
  totals.forEach((v, p) => {
    const n = txt(plain(v), 'title', s, v === best ? palette.accent : palette.text, true);
    n.anchor.set(1, 0);
    n.position.set(firstW + (p + 1) * colW - 8 * s, ty + 2 * s);
    testId(n, `sheet:total:${p}`);
    root.addChild(n);
  });
  const legend = txt(text(lang, 'sevensins.sheet.legend'), 'caption', s, palette.textDim);
  fitText(legend, rect.width);
  legend.position.set(0, ty + 2 * s + rowH + 8 * s);
  root.addChild(legend);
  return root;
}

/**
 * Final ranking: places, names, bids made, totals; the winners marked. A row is one line where
 * it fits; on a narrow panel (a phone) the bids made go under the name.
 */
export function rankingContent(
  c: Ctx,
  rect: Rect,
  totals: readonly number[],
  history: readonly SevenSinsPhaseResult[],
): Container {
  const { s, lang } = c;
  const root = new Container();
  const rows = ranking(totals, history).map((r) => ({
    r,
    made: txt(
      text(lang, 'sevensins.rank.made', { n: r.made, m: r.phases }),
      'caption',
      s,
      palette.textMuted,
      true,
    ),
    pts: txt(`${plain(r.total)} ${nounFor(c.lang, 'points', r.total)}`, 'title', s, palette.text, true),
    nm: txt(c.name(r.seat), 'title', s, palette.text),
  }));
  const badgeW = txt(text(lang, 'sevensins.rank.winner'), 'label', s).width + 34 * s;
  const nameX = 58 * s;
  const ptsW = Math.max(...rows.map((x) => x.pts.width));
  const madeW = Math.max(...rows.map((x) => x.made.width));
  const nameW = Math.max(...rows.map((x) => Math.min(x.nm.width, rect.width * 0.4)));
  // One line: place, name (and the badge), the bids made, the points.
  const oneLine = nameX + nameW + badgeW + 20 * s + madeW + 24 * s + ptsW + 16 * s <= rect.width;
  const gap = 6 * s;
  const rowH = oneLine
    ? Math.max(44 * s, Math.min(56 * s, (rect.height - 10 * s) / rows.length - gap))
    : 66 * s;
  rows.forEach(({ r, made, pts, nm }, i) => {
    const y = i * (rowH + gap);
    const win = r.rank === 1;
    const place = txt(`${r.rank}.`, 'title', s, win ? palette.accent : palette.textMuted, true);
    rankRow(root, rect.width, y, rowH, s, place, win);
    nm.anchor.set(0, 0.5);
    fitText(nm, oneLine ? rect.width * 0.4 : rect.width - nameX - ptsW - 32 * s - (win ? badgeW : 0));
    root.addChild(place, nm);
    if (oneLine) {
      nm.position.set(nameX, y + rowH / 2);
      made.anchor.set(1, 0.5);
      made.position.set(rect.width - 16 * s - ptsW - 24 * s, y + rowH / 2);
    } else {
      const top = y + (rowH - nm.height - made.height) / 2;
      nm.position.set(nameX, top + nm.height / 2);
      fitText(made, rect.width - nameX - ptsW - 32 * s);
      made.anchor.set(0, 0);
      made.position.set(nameX, top + nm.height);
    }
    root.addChild(made);
    const winner = win ? { label: text(lang, 'sevensins.rank.winner'), after: nm } : null;
    rankTotal(root, { width: rect.width, y, rowH, s, seat: r.seat }, pts, winner);
  });
  return root;
}

/** The last completed trick, each card under its player's name, and why its winner won. */
export function lastTrickContent(
  c: Ctx,
  rect: Rect,
  trick: SevenSinsCompletedTrick | null,
  trump: SevenSinsPhaseResult['trump'],
  art: CardArt,
): Container {
  const { s, lang } = c;
  const root = new Container();
  if (!trick) {
    root.addChild(txt(text(lang, 'sevensins.last.none'), 'body', s, palette.textMuted));
    return root;
  }
  // Centred card sprites (they carry their own shadow); a Kitsune says how it was played.
  const face = (p: SevenSinsCompletedTrick['plays'][number], box: Rect): Container => {
    const sp = new CardSprite(art, 'sevensins', p.card, box.width);
    sp.position.set(box.x + box.width / 2, box.y + box.height / 2);
    return sp;
  };
  const label = (p: SevenSinsCompletedTrick['plays'][number]): string =>
    p.as ? `${c.name(p.seat)} · ${text(lang, `elements.as.${p.as}`)}` : c.name(p.seat);
  const ch = trickRow(root, rect, s, trick, 100, face, label);
  const line = txt(
    capitalise(
      text(lang, 'sevensins.last.won', {
        name: c.name(trick.winner),
        why: whyText(lang, trick.plays, trick.winner, trump),
      }),
    ),
    'body',
    s,
    palette.text,
  );
  fitText(line, rect.width);
  line.anchor.set(0.5, 0);
  line.position.set(rect.width / 2, 10 * s + ch + 44 * s);
  testId(line, 'last:why');
  root.addChild(line);
  return root;
}
