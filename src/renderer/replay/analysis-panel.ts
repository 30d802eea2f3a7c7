/**
 * The analysis panel of the replay viewer, docked on the right of the felt like "All hands":
 * while the analysis runs, its progress and Stop; then the seat's summary (expected loss in the
 * game's units, the round where most went, mistakes), a small bar per round, the marked
 * decisions (each a button that jumps to it) and, for the decision chosen, what was chosen,
 * the better choice and why.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { AnalysedDecision, AnalysisReport } from '../../shared/analysis';
import type { Language } from '../../shared/settings';
import type { GameId } from '../../shared/types';
import { markCover } from '../core/layout-audit';
import { testId } from '../core/testhook';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { touchSize } from '../ui/row';
import { scrollable } from '../ui/scroll-view';
import { Button, fitText } from '../ui/widgets';
import { describeChoice, type HintAction } from '../hints/describe';
import {
  intervalText,
  lossText,
  mistakesText,
  reasonText,
  roundText,
  summaryText,
} from '../i18n/analysis-text';
import { nounFor } from '../i18n/units';
import { text } from '../../shared/i18n/format';

/** A choice as a phrase ("take the saboteur"). */
function choiceText(
  lang: Language,
  game: GameId,
  action: HintAction,
  seatName: (seat: number) => string,
): string {
  return describeChoice(game, lang, action, seatName).text;
}

export type PanelState =
  | { kind: 'running'; seat: number; done: number; total: number }
  | { kind: 'done'; report: AnalysisReport; selected: number | null };

export interface PanelInput {
  state: PanelState;
  game: GameId;
  lang: Language;
  names: string[];
  s: number;
  width: number;
  maxHeight: number;
  onStop: () => void;
  onClose: () => void;
  onSelect: (index: number) => void;
}

/** Most rows of marked decisions shown at once (the worst first beyond that). */
const MAX_ROWS = 6;

export function analysisPanel(o: PanelInput): { panel: Container; buttons: Button[] } {
  const { s, width, lang } = o;
  const pad = 16 * s;
  const inner = width - 2 * pad;
  const panel = new Container({ label: 'replay-analysis' });
  const body = new Container();
  const buttons: Button[] = [];
  const name = (seat: number): string => o.names[seat] ?? `#${seat + 1}`;
  let y = pad - 4 * s;
  const add = (value: string, role: 'label' | 'caption' | 'body', color: number, wrap = true): Text => {
    const t = new Text({ text: value, style: font(role, s, color) });
    if (wrap) {
      t.style.wordWrap = true;
      t.style.wordWrapWidth = inner;
    } else fitText(t, inner);
    t.position.set(pad, y);
    body.addChild(t);
    y += t.height + 6 * s;
    return t;
  };
  const close = new Button({
    label: text(lang, 'analysis.close'),
    icon: 'close',
    iconOnly: true,
    scale: s,
    height: touchSize(30 * s),
    variant: 'ghost',
    id: 'analysis.close',
    onPress: o.onClose,
  });
  close.position.set(width - close.bw - 8 * s, 8 * s);
  // What follows the title runs the panel's whole width: below the close button (a fingertip
  // high on a phone, taller than the title's line).
  const belowClose = (at: number): number => Math.max(at, close.y + close.bh + 2 * s);
  buttons.push(close);

  const state = o.state;
  if (state.kind === 'running') {
    const title = add(text(lang, 'analysis.running', { name: name(state.seat) }), 'label', palette.accent);
    title.style.wordWrapWidth = inner - close.bw;
    y = belowClose(y);
    const barY = y + 4 * s;
    const frac = state.total > 0 ? state.done / state.total : 0;
    const bar = new Graphics()
      .roundRect(pad, barY, inner, 10 * s, 5 * s)
      .fill({ color: palette.panelEdge })
      .roundRect(pad, barY, Math.max(10 * s, inner * frac), 10 * s, 5 * s)
      .fill({ color: palette.accent });
    body.addChild(bar);
    y = barY + 18 * s;
    testId(add(text(lang, 'analysis.progress', state), 'caption', palette.textMuted), 'analysis.progress');
    const stop = new Button({
      label: text(lang, 'analysis.stop'),
      scale: s,
      height: touchSize(36 * s),
      variant: 'secondary',
      id: 'analysis.stop',
      onPress: o.onStop,
    });
    stop.position.set(pad, y + 4 * s);
    body.addChild(stop);
    buttons.unshift(stop);
    y += stop.bh + 8 * s;
  } else {
    const { report } = state;
    const title = add(
      text(lang, 'analysis.title', { name: name(report.seat) }),
      'label',
      palette.accent,
      false,
    );
    fitText(title, inner - close.bw);
    y = belowClose(y);
    const summary = summaryText(lang, report);
    testId(add(`${summary}.`, 'body', palette.text), 'analysis.summary');
    const mistakes = mistakesText(lang, report.mistakes);
    const counted = text(lang, 'analysis.counted', { n: report.decisions.length, forced: report.forced });
    add(`${mistakes} · ${counted}`, 'caption', report.mistakes > 0 ? palette.danger : palette.ok);
    const column: Column = { body, o, pad, inner };
    y = roundBars(column, report, y) + 8 * s;
    y = decisionRows(column, buttons, report, state.selected, y);
    const chosen = state.selected === null ? null : report.decisions[state.selected];
    if (chosen) y = detail(column, chosen, report, y + 4 * s);
  }
  const full = y + pad - 6 * s;
  const height = Math.min(o.maxHeight, full);
  panel.addChild(drawPanel(new Graphics(), width, height, s, { alpha: 1 }));
  if (full > height + 0.5) {
    // Taller than its room (a phone on its side): the report scrolls inside the panel, and a
    // chosen decision's explanation, its last part, starts in view.
    const content = new Container();
    content.addChild(body);
    panel.addChild(content);
    panel.eventMode = 'static';
    scrollable({
      owner: panel,
      content,
      body,
      viewW: width,
      viewH: height - 4 * s,
      s,
      thumbX: width - 6 * s,
      start: state.kind === 'done' && state.selected !== null ? Infinity : 0,
    });
  } else panel.addChild(body);
  panel.addChild(close);
  // Opaque: on a phone it is a sheet over the table, whose table lies hidden under it.
  markCover(panel);
  testId(panel, 'replay.analysis');
  return { panel, buttons };
}

/** The panel's text column: where its parts are added, its inputs, its padding and width. */
interface Column {
  body: Container;
  o: PanelInput;
  pad: number;
  inner: number;
}

/** A bar per round: the expected loss of its decisions, mistakes in red. */
function roundBars({ body, o, pad, inner }: Column, report: AnalysisReport, y: number): number {
  const { s } = o;
  const n = report.roundLoss.length;
  if (n === 0) return y;
  const h = 34 * s;
  const max = Math.max(0.5, ...report.roundLoss);
  const gap = 3 * s;
  const w = Math.max(4 * s, (inner - gap * (n - 1)) / n);
  const g = new Graphics();
  g.rect(pad, y + h, inner, Math.max(1, s)).fill({ color: palette.panelEdge });
  report.roundLoss.forEach((loss, i) => {
    const bh = (loss / max) * h;
    const bad = report.decisions.some((d) => d.round === i + 1 && d.mistake);
    if (bh > 0.5)
      g.rect(pad + i * (w + gap), y + h - bh, w, bh).fill({ color: bad ? palette.danger : palette.textDim });
  });
  body.addChild(g);
  const first = new Text({
    text: roundText(o.lang, report.game, 1),
    style: font('caption', s, palette.textDim),
  });
  first.position.set(pad, y + h + 3 * s);
  const last = new Text({ text: String(n), style: font('caption', s, palette.textDim) });
  last.position.set(pad + inner - last.width, y + h + 3 * s);
  body.addChild(first, last);
  return y + h + 3 * s + first.height;
}

/** The marked decisions, each a button (its round, the choice made, the loss). */
function decisionRows(
  { body, o, pad, inner }: Column,
  buttons: Button[],
  report: AnalysisReport,
  selected: number | null,
  y: number,
): number {
  const { s, lang } = o;
  const marked = report.decisions.map((d, i) => ({ d, i })).filter(({ d }) => d.mistake);
  const head = new Text({
    text: text(lang, 'analysis.marked'),
    style: font('caption', s, palette.textMuted),
  });
  head.position.set(pad, y);
  body.addChild(head);
  y += head.height + 4 * s;
  if (marked.length === 0) {
    const none = new Text({
      text: text(lang, 'analysis.marked.none', {
        threshold: report.threshold.toLocaleString(lang),
        unit: nounFor(lang, report.unit, report.threshold, {
          fraction: Number.isInteger(report.threshold) ? 0 : 1,
        }),
      }),
      style: { ...font('caption', s, palette.text), wordWrap: true, wordWrapWidth: inner },
    });
    none.position.set(pad, y);
    body.addChild(none);
    return y + none.height + 6 * s;
  }
  // The worst ones when there are many, shown in the game's order.
  const shown = [...marked]
    .sort((a, b) => b.d.loss - a.d.loss)
    .slice(0, MAX_ROWS)
    .sort((a, b) => a.i - b.i);
  const name = (seat: number): string => o.names[seat] ?? `#${seat + 1}`;
  for (const { d, i } of shown) {
    const [round, choice, loss] = [
      roundText(lang, report.game, d.round),
      choiceText(lang, report.game, d.chosen, name),
      lossText(lang, d.loss),
    ];
    // The loss before the choice: a narrow panel cuts the choice's end, which the row opens whole.
    const label = `${round} · ${loss} · ${choice}`;
    const row = new Button({
      label,
      scale: s,
      height: touchSize(32 * s),
      cuttable: true,
      width: inner,
      maxWidth: inner,
      variant: i === selected ? 'primary' : 'secondary',
      id: `analysis.decision.${i}`,
      onPress: () => o.onSelect(i),
    });
    row.position.set(pad, y);
    body.addChild(row);
    buttons.push(row);
    y += row.bh + 3 * s;
  }
  return y + 4 * s;
}

/** The decision chosen: what was chosen, the better choice, why, and how sure. */
function detail(
  { body, o, pad, inner }: Column,
  d: AnalysedDecision,
  report: AnalysisReport,
  y: number,
): number {
  const { s, lang } = o;
  const name = (seat: number): string => o.names[seat] ?? `#${seat + 1}`;
  body.addChild(new Graphics().rect(pad, y, inner, Math.max(1, s)).fill({ color: palette.panelEdge }));
  y += 8 * s;
  const lines: [string, number, string?][] = [
    [text(lang, 'analysis.chose', { choice: choiceText(lang, report.game, d.chosen, name) }), palette.danger],
    [text(lang, 'analysis.better', { choice: choiceText(lang, report.game, d.best, name) }), palette.accent],
  ];
  const reason = reasonText(lang, report.unit, d, choiceText(lang, report.game, d.best, name));
  if (reason) lines.push([reason, palette.text, 'analysis.reason']);
  lines.push([intervalText(lang, d), palette.textMuted]);
  for (const [value, color, id] of lines) {
    const t = new Text({
      text: value,
      style: { ...font('caption', s, color), wordWrap: true, wordWrapWidth: inner },
    });
    t.position.set(pad, y);
    if (id) testId(t, id);
    body.addChild(t);
    y += t.height + 4 * s;
  }
  return y;
}
