/**
 * The Abyss overlays above the hand: the phase summary (how every figure moved and why), the
 * race sheet (fields after each phase), the final ranking by field, the last trick with its
 * explanation, and the log; and which of them the scene's panel kinds show.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { AbyssCompletedTrick, AbyssView } from '../../../shared/games/abyss';
import type { CardArt } from '../../art/cardArt';
import { testId } from '../../core/testhook';
import type { Rect } from '../../layout/scale';
import { font, palette } from '../../theme/theme';
import type { OverlayButton } from '../../ui/overlay';
import { fitText } from '../../ui/widgets';
import type { PanelKind, PanelSpec } from '../common/panel-spec';
import {
  faceSprite,
  seatBand,
  type PanelCtx,
  sheetFrame,
  type SheetLook,
  sheetRow,
  txt,
  rankRow,
  trickRow,
} from '../common/panels';
import { phaseRows, ranking, type PhaseRow } from './model';
import { seatHue } from './pieces';
import { text } from '../../../shared/i18n/format';

// ---------------------------------------------------------------------------------------------
// Contents

export type Ctx = PanelCtx;

function dot(seat: number, x: number, y: number, r: number): Graphics {
  return new Graphics()
    .circle(x, y, r)
    .fill(seatHue(seat))
    .circle(x, y, r)
    .stroke({ width: 1, color: palette.cream, alpha: 0.6 });
}

/** The figures' rows in the summary and the ranking: their height and the gap between them. */
function figureRows(s: number): { rowH: number; gap: number } {
  return { rowH: 54 * s, gap: 6 * s };
}

/**
 * Phase summary: one row per figure — fields before and after, and what made up the difference.
 * Three columns sized by their words (name and tricks, the why, the field and what is left);
 * on a narrow panel (a phone) the why goes under the other two, across the row.
 */
export function summaryContent(
  c: Ctx,
  rect: Rect,
  o: { rows: PhaseRow[]; goal: number; next: string; you: number | null },
): Container {
  const { s, lang } = c;
  const { rows, goal, next, you } = o;
  const root = new Container();
  const { rowH, gap } = figureRows(s);
  const inset = 38 * s;
  const edge = 14 * s;
  const colGap = 16 * s;
  const made = rows.map((r) => {
    const nm = txt(c.name(r.seat), 'label', s);
    fitText(nm, rect.width * 0.3);
    const won = txt(
      r.won === 1 ? text(lang, 'abyss.summary.trickOne') : text(lang, 'abyss.summary.tricks', { n: r.won }),
      'caption',
      s,
      palette.textMuted,
    );
    const parts: string[] = [];
    if (r.steps > 0) parts.push(text(lang, 'abyss.summary.steps', { n: r.steps }));
    if (r.jumped > 0) parts.push(text(lang, 'abyss.summary.jumped', { n: r.jumped }));
    if (r.undertow) parts.push(text(lang, 'abyss.summary.undertow'));
    if (parts.length === 0) parts.push(text(lang, 'abyss.summary.still'));
    const line = txt(
      text(lang, 'abyss.summary.line', { from: r.from, to: r.to }),
      'title',
      s,
      r.to > r.from ? palette.accent : palette.text,
    );
    const togo = txt(
      text(lang, 'abyss.summary.toGo', { n: Math.max(0, goal - r.to) }),
      'caption',
      s,
      palette.textMuted,
    );
    return { r, nm, won, why: parts.join(' · '), line, togo };
  });
  const leftW = Math.max(...made.map((m) => Math.max(m.nm.width, m.won.width)));
  const rightW = Math.max(...made.map((m) => Math.max(m.line.width, m.togo.width)));
  const whyX = inset + leftW + colGap;
  const whyW = rect.width - edge - rightW - colGap - whyX;
  // Beside the others where the why keeps a readable column; else under them.
  const beside = whyW >= 150 * s;
  let y = 0;
  for (const { r, nm, won, why: words, line, togo } of made) {
    const why = new Text({
      text: words,
      style: {
        ...font('caption', s, palette.text),
        wordWrap: true,
        wordWrapWidth: beside ? whyW : rect.width - inset - edge,
      },
    });
    // The tricks under the name, and what is left under the field, side by side where they fit
    // (a phone: what is left first, the tricks below it).
    const wonBeside = inset + won.width + colGap <= rect.width - edge - togo.width;
    const rightH = line.height + togo.height;
    const headH = wonBeside ? Math.max(nm.height + won.height, rightH) : rightH + won.height;
    const h = beside
      ? Math.max(rowH, headH + 8 * s, why.height + 12 * s)
      : Math.max(rowH, 6 * s + headH + 4 * s + why.height + 8 * s);
    const bg = seatBand({ x: 0, y, width: rect.width, height: h }, s, r.seat === you, 0.04);
    const top = beside ? y + (h - headH) / 2 : y + 6 * s;
    root.addChild(bg, dot(r.seat, 20 * s, top + nm.height / 2 + 2 * s, 9 * s));
    nm.position.set(inset, top);
    line.anchor.set(1, 0);
    line.position.set(rect.width - edge, top - 3 * s);
    testId(line, `summary:field:${r.seat}`);
    togo.anchor.set(1, 0);
    togo.position.set(rect.width - edge, top + line.height);
    won.position.set(inset, wonBeside ? nm.y + nm.height : togo.y + togo.height);
    if (beside) why.position.set(whyX, y + (h - why.height) / 2);
    else why.position.set(inset, top + headH + 4 * s);
    root.addChild(nm, won, why, line, togo);
    y += h + gap;
  }
  const foot = new Text({
    text: next,
    style: { ...font('caption', s, palette.textMuted), wordWrap: true, wordWrapWidth: rect.width - 4 * s },
  });
  foot.position.set(4 * s, y + 2 * s - gap);
  root.addChild(foot);
  return root;
}

/** How the race sheet is cut. */
const SHEET: SheetLook = { firstW: 120, firstShare: 0.2, rowH: 34, spareRows: 1.5, nameInset: 30 };

/** The race sheet: each figure's field after every phase (and now), a column per player. */
export function sheetContent(c: Ctx, rect: Rect, view: AbyssView, you: number | null): Container {
  const { s, lang } = c;
  // The phases played (an ended race's last one is the "now" row), then the fields now.
  const all = [...view.roundScores.slice(0, view.stage === 'over' ? -1 : undefined), view.positions];
  const caption = txt(text(lang, 'abyss.sheet.phase'), 'label', s, palette.textMuted);
  const sheet = sheetFrame(c, rect, SHEET, {
    rows: all.length,
    players: view.players,
    highlight: you,
    caption,
  });
  const { root, rowH, band, right, heads } = sheet;
  heads.forEach((h, p) => root.addChild(dot(p, right(p) - 14 * s - h.width, rowH / 2, 6 * s)));
  all.forEach((r, i) => {
    const y = rowH * (i + 1);
    const last = i === all.length - 1;
    const label = last
      ? txt(text(lang, 'abyss.sheet.now'), 'label', s)
      : txt(String(i + 1), 'body', s, palette.textMuted);
    sheetRow(root, rect.width, y, rowH, i, label, { ...band, alpha: 0.025 });
    r.forEach((v, p) => {
      const n = txt(String(v), last ? 'label' : 'body', s, last ? palette.accent : palette.text);
      n.anchor.set(1, 0.5);
      n.position.set(right(p), y + rowH / 2);
      if (last) testId(n, `sheet:now:${p}`);
      root.addChild(n);
    });
  });
  return root;
}

/** Final ranking by field: the winner on the goal first, then the others by how far they came. */
export function rankingContent(
  c: Ctx,
  rect: Rect,
  o: {
    rows: { seat: number; field: number; place: number }[];
    winner: number | null;
    goal: number;
    phases: number;
    you: number | null;
  },
): Container {
  const { s, lang } = c;
  const { rows, winner, goal, phases, you } = o;
  const root = new Container();
  const { rowH, gap } = figureRows(s);
  if (winner !== null) {
    const head = txt(
      winner === you
        ? text(lang, 'abyss.rank.winnerYou')
        : text(lang, 'abyss.rank.winner', { name: c.name(winner) }),
      'title',
      s,
      palette.accent,
    );
    root.addChild(head);
  }
  const top = winner !== null ? 44 * s : 0;
  rows.forEach((r, i) => {
    const y = top + i * (rowH + gap);
    const win = r.seat === winner;
    const place = txt(`${r.place}.`, 'title', s, win ? palette.accent : palette.textMuted);
    rankRow(root, rect.width, y, rowH, s, place, win);
    root.addChild(place, dot(r.seat, 62 * s, y + rowH / 2, 9 * s));
    const nm = txt(c.name(r.seat), 'title', s, palette.text);
    nm.anchor.set(0, 0.5);
    nm.position.set(80 * s, y + rowH / 2);
    fitText(nm, rect.width - 300 * s);
    root.addChild(nm);
    // A little race bar: how far along the path the figure came.
    const barX = rect.width * 0.5;
    const barW = rect.width * 0.28;
    const bar = new Graphics()
      .roundRect(barX, y + rowH / 2 - 5 * s, barW, 10 * s, 5 * s)
      .fill({ color: 0x000000, alpha: 0.3 })
      .roundRect(
        barX,
        y + rowH / 2 - 5 * s,
        Math.max(10 * s, (barW * Math.min(r.field, goal)) / goal),
        10 * s,
        5 * s,
      )
      .fill(seatHue(r.seat));
    root.addChild(bar);
    const f = txt(
      r.field >= goal ? text(lang, 'abyss.rank.goal') : text(lang, 'abyss.rank.field', { n: r.field }),
      'title',
      s,
      win ? palette.accent : palette.text,
    );
    f.anchor.set(1, 0.5);
    f.position.set(rect.width - 16 * s, y + rowH / 2);
    testId(f, `ranking:field:${r.seat}`);
    root.addChild(f);
  });
  const foot = txt(text(lang, 'abyss.rank.phases', { n: phases }), 'caption', s, palette.textMuted);
  foot.position.set(0, top + rows.length * (rowH + gap) + 4 * s);
  root.addChild(foot);
  return root;
}

/** The last completed trick, each card under its player's name, and the explanation. */
export function lastTrickContent(
  c: Ctx,
  rect: Rect,
  trick: AbyssCompletedTrick | null,
  lines: string[],
  art: CardArt,
): Container {
  const { s, lang } = c;
  const root = new Container();
  if (!trick) {
    root.addChild(txt(text(lang, 'abyss.last.none'), 'body', s, palette.textMuted));
    return root;
  }
  const ch = trickRow(root, rect, s, trick, 100, faceSprite(art, 'sevensins'), (p) => c.name(p.seat));
  let y = 10 * s + ch + 40 * s;
  for (const l of lines) {
    const tx = new Text({
      text: l,
      style: { ...font('body', s, palette.text), wordWrap: true, wordWrapWidth: rect.width },
    });
    tx.position.set(0, y);
    root.addChild(tx);
    y += tx.height + 4 * s;
  }
  return root;
}

// ---------------------------------------------------------------------------------------------
// Which panel shows what

/** What the scene remembers beyond the view for its panels. */
export interface PanelMemory {
  /** Figures' fields when the phase began (empty: all at the start). */
  phaseStart: readonly number[];
  /** Whom Undertow pulled back at the phase's end. */
  undertowSeat: number | null;
  /** The last trick seen and its explanation (the view keeps only this phase's tricks). */
  lastExplained: { trick: AbyssCompletedTrick; lines: string[] } | null;
  continueButton: (label: string) => OverlayButton;
  art: CardArt;
}

/** The Abyss contents of an overlay panel for the shown snapshot. */
export function abyssPanel(
  kind: PanelKind,
  c: Ctx,
  v: AbyssView,
  you: number | null,
  m: PanelMemory,
): PanelSpec {
  const { s, lang } = c;
  switch (kind) {
    case 'summary': {
      // Shown again after a reload: the phase began where the one before it ended.
      const start = m.phaseStart.length
        ? m.phaseStart
        : (v.roundScores[v.roundScores.length - 2] ?? v.positions.map(() => 0));
      const rows = phaseRows(start, v.positions, v.tricks, m.undertowSeat);
      const nextDealer = (v.firstDealer + v.phase + 1) % v.players;
      const nextSize =
        v.activeCurses.includes('drought') || v.curses.some((d) => d.curse === 'drought') ? 4 : 5;
      const next =
        nextDealer === you
          ? text(lang, 'abyss.summary.nextYou', { n: nextSize })
          : text(lang, 'abyss.summary.next', { name: c.name(nextDealer), n: nextSize });
      return {
        title: text(lang, 'abyss.summary.title', { phase: v.phase + 1 }),
        buttons: [m.continueButton(text(lang, 'abyss.summary.continue'))],
        build: (r) => summaryContent(c, r, { rows, goal: v.goal, next, you }),
        width: 720 * s,
      };
    }
    case 'ranking': {
      const rows = ranking(v.positions, v.winner);
      const o = { rows, winner: v.winner, goal: v.goal, phases: v.phase + 1, you };
      return { build: (r) => rankingContent(c, r, o) };
    }
    case 'sheet':
      return { build: (r) => sheetContent(c, r, v, you), width: 700 * s };
    case 'last': {
      // The last trick seen, also when a new phase has begun.
      const last = m.lastExplained?.trick ?? v.tricks[v.tricks.length - 1] ?? null;
      const lines = m.lastExplained?.lines ?? [];
      return { build: (r) => lastTrickContent(c, r, last, lines, m.art), width: 680 * s };
    }
  }
}
