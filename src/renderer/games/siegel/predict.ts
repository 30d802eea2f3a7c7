/**
 * The prediction dialog: a row per colour with −/+ steppers bounded by what the view says
 * is possible, a victim chip for each seal that must be taken from a player (default: the
 * canonical victim; a click moves it to the next holder), the saboteur when it is free,
 * the total and the penalty risk, live. Works with the keyboard alone:
 * ↑/↓/Tab move, ←/→ change a count or a victim, Enter confirms, Escape folds it away.
 */
import { words } from '../../../shared/i18n/format';
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { SEAL_COLORS, type PredictionChoices, type SealColor } from '../../../shared/games/siegel';
import type { Language } from '../../../shared/settings';
import { saboteurToken, sealToken } from '../../art/tokens';
import { markCover, markCuttable, markVital } from '../../core/layout-audit';
import { testId } from '../../core/testhook';
import type { Rect } from '../../layout/scale';
import { font, palette } from '../../theme/theme';
import { drawPanel } from '../../ui/chrome';
import { Button, fitText } from '../../ui/widgets';
import { colorMax, draftProblem, draftTotal, setCount, cycleVictim, type Draft } from './model';
import { colourWord, sealWord } from './text';
import { text } from '../../../shared/i18n/format';

export interface PredictDialogOptions {
  s: number;
  rect: Rect;
  lang: Language;
  choices: PredictionChoices;
  saboteurBase: number;
  saboteurHolder: number | null;
  round: number;
  colorBlind: boolean;
  /** A phone's window: every control a fingertip's size. */
  compact: boolean;
  name: (seat: number) => string;
  onConfirm: (draft: Draft) => void;
  onSaboteur: () => void;
}

type Item =
  | { key: string; kind: 'row'; color: SealColor }
  | { key: string; kind: 'chip'; color: SealColor; index: number }
  | { key: string; kind: 'sab' }
  | { key: string; kind: 'confirm' };

export class PredictDialog extends Container {
  draft: Draft;
  private focusKey = 'row:red';
  private keyboard = false;
  private lastColour: SealColor | null = null;
  collapsed = false;
  private items: Item[] = [];
  private focusers = new Map<string, (on: boolean) => void>();

  constructor(
    private o: PredictDialogOptions,
    draft: Draft,
  ) {
    super({ label: 'predict-dialog' });
    // An opaque panel: the board under it is hidden, not overlapped.
    markCover(this);
    this.draft = draft;
    this.eventMode = 'static';
    this.build();
  }

  update(o: PredictDialogOptions): void {
    this.o = o;
    this.build();
  }

  private change(d: Draft, color: SealColor | null): void {
    this.draft = d;
    if (color) this.lastColour = color;
    this.build();
  }

  /**
   * How the dialog is laid out: `wide` (a row per colour, the desktop's and a tablet's),
   * `column` (a phone upright: each colour's name over its centre count, steppers at the
   * right, what only explains left out where the height runs short) or `grid` (a phone on its
   * side: the colours in two columns, the total, risks and Confirm beside them) or `tight` (a
   * phone with less room: on its side beside a lesson's coach, upright under its band — the
   * colours in three or two columns of token and steppers, the total and Confirm under them).
   */
  private mode(): 'wide' | 'column' | 'grid' | 'tight' {
    const { s, rect } = this.o;
    if (rect.width >= 560 * s && rect.height >= 400 * s) return 'wide';
    if (rect.height >= 400 * s) return 'column';
    if (rect.width >= 700 * s) return 'grid';
    // Two columns of cells need about 360 design px; narrower still, the column (it scrolls the page).
    return rect.width >= 360 * s ? 'tight' : 'column';
  }

  private build(): void {
    for (const c of this.removeChildren()) c.destroy({ children: true });
    this.focusers.clear();
    this.items = [];
    const { s, rect } = this.o;
    this.position.set(rect.x, rect.y);
    if (this.collapsed) {
      const b = new Button({
        label: text(this.o.lang, 'siegel.predict.title', { round: this.o.round + 1 }),
        scale: s,
        variant: 'primary',
        id: 'predict:open',
        onPress: () => {
          this.collapsed = false;
          this.build();
        },
      });
      b.position.set((rect.width - b.bw) / 2, 0);
      this.addChild(b);
      this.hitArea = new Rectangle((rect.width - b.bw) / 2, 0, b.bw, b.bh);
      return;
    }
    const mode = this.mode();
    if (mode === 'wide') this.buildWide();
    else if (mode === 'column') this.buildColumn();
    else if (mode === 'grid') this.buildGrid();
    else this.buildTight();
    this.paintFocus();
  }

  /** The panel behind everything, `height` tall (the dialog's rectangle's width). */
  private addPanel(height: number): void {
    const { s, rect } = this.o;
    const W = rect.width;
    const panel = new Graphics();
    drawPanel(panel, W, height, s, { alpha: 1 });
    panel
      .roundRect(0, 0, W, height, 16 * s)
      .stroke({ width: Math.max(1, 2 * s), color: palette.accent, alpha: 0.55 });
    this.addChildAt(panel, 0);
    this.hitArea = new Rectangle(0, 0, W, height);
    // The decision being asked: nothing may lie over it (the lesson's coach finds room elsewhere).
    markVital(testId(panel, 'predict:dialog'));
  }

  /** The risk lines under the total: the focused colour's, the whole prediction's, a problem. */
  private riskLines(): { text: string; fill: number }[] {
    const { lang, choices } = this.o;
    const total = draftTotal(this.draft);
    const focusColour = this.focusedColour() ?? this.lastColour;
    const lines: string[] = [];
    if (focusColour && this.draft.counts[focusColour] > 0) {
      const n = this.draft.counts[focusColour];
      lines.push(
        text(this.o.lang, 'siegel.predict.riskRow', {
          colour: colourWord(lang, focusColour),
          n,
          seals: sealWord(lang, focusColour, n),
          points: 2 * n,
        }),
      );
    }
    lines.push(
      total > 0
        ? text(this.o.lang, 'siegel.predict.riskTotal', { n: total, points: 2 * total })
        : text(this.o.lang, 'siegel.predict.riskZero'),
    );
    const problem = draftProblem(choices, this.draft);
    if (problem) lines.push(words(lang, problem.reason));
    else if (SEAL_COLORS.some((c) => this.draft.steals[c].length > 0))
      lines.push(text(this.o.lang, 'siegel.predict.stealHint'));
    return lines.map((text, k) => ({
      text,
      fill:
        problem && k === lines.length - 1
          ? palette.danger
          : k === 0 && lines.length > 1
            ? palette.accent
            : palette.textMuted,
    }));
  }

  private totalText(): Text {
    const total = draftTotal(this.draft);
    const tx = new Text({
      text:
        total === 1
          ? text(this.o.lang, 'siegel.predict.totalOne')
          : text(this.o.lang, 'siegel.predict.total', { n: total }),
      style: font('label', this.o.s, palette.text),
    });
    testId(tx, 'predict:total');
    return tx;
  }

  private confirmButton(width: number): Button {
    const { s, choices } = this.o;
    const confirm = new Button({
      label: text(this.o.lang, 'siegel.predict.confirm'),
      scale: s,
      variant: 'primary',
      width,
      maxWidth: Math.max(width, 0),
      id: 'confirm',
      onPress: () => {
        if (!draftProblem(choices, this.draft)) this.o.onConfirm(this.draft);
      },
    });
    confirm.setDisabled(draftProblem(choices, this.draft) !== null);
    return confirm;
  }

  private saboteurButton(width?: number): Button {
    const b = new Button({
      label: text(this.o.lang, 'siegel.predict.saboteur'),
      scale: this.o.s,
      id: 'predict:saboteur',
      ...(width ? { width, maxWidth: width } : {}),
      onPress: () => this.o.onSaboteur(),
    });
    this.items.push({ key: 'sab', kind: 'sab' });
    this.registerButtonRing('sab', b);
    return b;
  }

  /** A wrapped text `width` wide. */
  private para(text: string, role: 'caption' | 'label' | 'title', width: number, fill: number, k = 1): Text {
    return new Text({
      text,
      style: { ...font(role, this.o.s * k, fill), wordWrap: true, wordWrapWidth: Math.max(40, width) },
    });
  }

  /** What the steppers of a colour do, and its row's focus ring, registered for the keys. */
  private colourRow(
    color: SealColor,
    row: Container,
    w: number,
    h: number,
    bs: number,
  ): { minus: Container; count: Text; plus: Container } {
    const { s, choices } = this.o;
    const n = this.draft.counts[color];
    const max = colorMax(choices, this.draft, color);
    const ring = new Graphics()
      .roundRect(0, 1 * s, w, h - 2 * s, 10 * s)
      .stroke({ width: Math.max(2, 2.5 * s), color: palette.focus });
    ring.visible = false;
    this.focusers.set(`row:${color}`, (on) => (ring.visible = on));
    this.items.push({ key: `row:${color}`, kind: 'row', color });
    const minus = this.stepButton('−', bs, n > 0, `predict:${color}:-`, () => {
      this.keyboard = false;
      this.focusKey = `row:${color}`;
      this.change(setCount(choices, this.draft, color, n - 1), color);
    });
    const count = new Text({
      text: String(n),
      style: font('title', s, n > 0 ? palette.accent : palette.textMuted),
    });
    count.anchor.set(0.5);
    testId(count, `predict:${color}:count`);
    const plus = this.stepButton('+', bs, n < max, `predict:${color}:+`, () => {
      this.keyboard = false;
      this.focusKey = `row:${color}`;
      this.change(setCount(choices, this.draft, color, n + 1), color);
    });
    row.addChild(minus, count, plus, ring);
    return { minus, count, plus };
  }

  /** The victim chips of a colour from `x` on a line at `cy` (its centre); returns the right end. */
  private chips(
    color: SealColor,
    row: Container,
    x: number,
    cy: number,
    maxRight: number,
    withFrom: boolean,
  ): number {
    const { s, choices } = this.o;
    const steals = this.draft.steals[color];
    let cx = x;
    if (steals.length > 0 && withFrom) {
      const from = new Text({
        text: text(this.o.lang, 'siegel.predict.from', { name: '' }).trim(),
        style: font('caption', s, palette.textMuted),
      });
      from.anchor.set(0, 0.5);
      from.position.set(cx, cy);
      row.addChild(from);
      cx += from.width + 6 * s;
    }
    steals.forEach((victim, k) => {
      const key = `chip:${color}:${k}`;
      const chip = this.chip(this.o.name(victim), s, maxRight - cx, key, () => {
        this.keyboard = false;
        this.focusKey = key;
        this.change(cycleVictim(choices, this.draft, color, k), color);
      });
      chip.position.set(cx, cy - this.chipH / 2);
      cx += chip.width + 6 * s;
      row.addChild(chip);
      this.items.push({ key, kind: 'chip', color, index: k });
    });
    return cx;
  }

  /** A chip is a finger's height on a phone. */
  private get chipH(): number {
    return (this.o.compact ? 48 : 30) * this.o.s;
  }

  private centreText(color: SealColor): Text {
    const choice = this.o.choices.colors.find((c) => c.color === color)!;
    return new Text({
      text:
        choice.centre > 0
          ? text(this.o.lang, 'siegel.predict.centre', { n: choice.centre })
          : text(this.o.lang, 'siegel.predict.centreNone'),
      style: font('caption', this.o.s, choice.centre > 0 ? palette.textMuted : palette.textDim),
    });
  }

  private colourName(color: SealColor): Text {
    return new Text({
      text: capital(colourWord(this.o.lang, color)),
      style: font('label', this.o.s, palette.text),
    });
  }

  /**
   * A colour's cell in the phone layouts: token, its name over the centre's count, the
   * steppers at the right; a stealing colour's chips on a line below (`chipLine`) or in place
   * of the name (no line to spare).
   */
  private compactCell(color: SealColor, w: number, h: number, chipLine: boolean): Container {
    const { s } = this.o;
    const row = new Container();
    const bs = 48 * s;
    const tokenSize = Math.min(h * 0.7, 32 * s);
    const tok = sealToken(color, tokenSize, this.o.colorBlind);
    tok.position.set(6 * s + tokenSize / 2, h / 2);
    row.addChild(tok);
    const { minus, count, plus } = this.colourRow(color, row, w, h, bs);
    plus.position.set(w - bs - 2 * s, (h - bs) / 2);
    count.position.set(plus.x - 18 * s, h / 2);
    minus.position.set(count.x - 18 * s - bs, (h - bs) / 2);
    const textX = 12 * s + tokenSize;
    const textW = minus.x - 6 * s - textX;
    const stealing = this.draft.steals[color].length > 0;
    if (stealing && !chipLine) {
      this.chips(color, row, textX, h / 2, minus.x - 6 * s, false);
    } else {
      const name = this.colourName(color);
      const centre = this.centreText(color);
      fitText(name, textW);
      fitText(centre, textW);
      const gap = Math.max(0, (h - name.height - centre.height) / 3);
      name.position.set(textX, gap);
      centre.position.set(textX, name.y + name.height + gap * 0.5);
      row.addChild(name, centre);
      if (stealing) this.chips(color, row, textX, h + this.chipH / 2 + 2 * s, w - 4 * s, true);
    }
    return row;
  }

  /** A phone upright: one column, the explanation and the saboteur's hint only where room is left. */
  private buildColumn(): void {
    const { s, rect, choices } = this.o;
    const W = rect.width;
    const pad = 16 * s;
    const inner = W - 2 * pad;
    const title = this.para(
      text(this.o.lang, 'siegel.predict.title', { round: this.o.round + 1 }),
      'title',
      inner,
      palette.text,
    );
    const sub = this.para(text(this.o.lang, 'siegel.predict.sub'), 'caption', inner, palette.textMuted);
    const total = this.totalText();
    const risks = this.riskLines().map((l) => this.para(l.text, 'caption', inner, l.fill));
    if (risks[0]) testId(risks[0], 'predict:risk');
    const holder = this.o.saboteurHolder;
    const note = choices.saboteurFree
      ? this.para(
          text(this.o.lang, 'siegel.predict.saboteurHint', { base: this.o.saboteurBase }),
          'caption',
          inner,
          palette.textMuted,
        )
      : holder !== null
        ? this.para(
            text(this.o.lang, 'siegel.predict.saboteurTaken', { name: this.o.name(holder) }),
            'caption',
            inner,
            palette.textMuted,
          )
        : null;
    const bh = 48 * s;
    const chipRows = SEAL_COLORS.filter((c) => this.draft.steals[c].length > 0).length;
    const fixed = (rowH: number): number =>
      pad +
      title.height +
      8 * s +
      SEAL_COLORS.length * rowH +
      chipRows * (this.chipH + 6 * s) +
      8 * s +
      total.height +
      4 * s +
      risks.reduce((a, r) => a + r.height, 0) +
      10 * s +
      bh +
      pad;
    let rowH = 54 * s;
    let spare = rect.height - fixed(rowH);
    const showSub = spare >= sub.height + 4 * s;
    if (showSub) spare -= sub.height + 4 * s;
    const showNote = note !== null && spare >= note.height + 6 * s;
    if (showNote) spare -= note.height + 6 * s;
    if (spare < 0) rowH = Math.max(50 * s, rowH + spare / SEAL_COLORS.length);
    const height = Math.min(rect.height, rect.height - Math.max(0, spare));
    this.addPanel(height);
    let y = pad - 4 * s;
    title.position.set(pad, y);
    this.addChild(title);
    y += title.height + 2 * s;
    if (showSub) {
      sub.position.set(pad, y);
      this.addChild(sub);
      y += sub.height;
    } else sub.destroy();
    y += 8 * s;
    SEAL_COLORS.forEach((color, i) => {
      const cell = this.compactCell(color, W - 2 * (pad - 8 * s), rowH, true);
      cell.position.set(pad - 8 * s, y);
      if (i % 2 === 0)
        cell.addChildAt(
          new Graphics()
            .roundRect(0, 0, W - 2 * (pad - 8 * s), rowH, 10 * s)
            .fill({ color: 0xffffff, alpha: 0.03 }),
          0,
        );
      this.addChild(cell);
      y += rowH + (this.draft.steals[color].length > 0 ? this.chipH + 6 * s : 0);
    });
    y += 8 * s;
    total.position.set(pad, y);
    this.addChild(total);
    y += total.height + 4 * s;
    for (const r of risks) {
      r.position.set(pad, y);
      this.addChild(r);
      y += r.height;
    }
    if (note && showNote) {
      note.position.set(pad, height - pad - bh - 6 * s - note.height);
      this.addChild(note);
    } else note?.destroy();
    const by = height - pad - bh;
    if (choices.saboteurFree) {
      const sabW = Math.round((inner - 8 * s) * 0.55);
      const sab = this.saboteurButton(sabW);
      sab.position.set(pad, by);
      this.addChild(sab);
    }
    const confirmW = choices.saboteurFree ? inner - 8 * s - Math.round((inner - 8 * s) * 0.55) : inner * 0.5;
    const confirm = this.confirmButton(confirmW);
    confirm.position.set(W - pad - confirm.bw, by);
    this.addChild(confirm);
    this.items.push({ key: 'confirm', kind: 'confirm' });
    this.registerButtonRing('confirm', confirm);
  }

  /**
   * Less than 400 design px high and 700 wide (a lesson's coach docked beside or above): the
   * colours in three columns (two where narrow), each cell its token (the centre's count under it) and steppers,
   * the sixth cell the saboteur's; under them the total with the line that matters most (a
   * problem, else the focused colour's risk) and Confirm. The title only where the height allows.
   */
  private buildTight(): void {
    const { s, rect, choices } = this.o;
    const W = rect.width;
    const pad = 12 * s;
    const gap = 8 * s;
    const bs = 48 * s;
    const rowH = bs + 4 * s;
    // Three columns where a cell keeps ~166 design px (token, count and two fingertip steppers).
    const cols = W - 2 * pad >= 3 * 166 * s + 2 * gap ? 3 : 2;
    const rows = Math.ceil((SEAL_COLORS.length + 1) / cols);
    const cellW = Math.floor((W - 2 * pad - (cols - 1) * gap) / cols);
    const lines = this.riskLines();
    const line = lines[lines.length - 1]!.fill === palette.danger ? lines[lines.length - 1]! : lines[0]!;
    const total = this.totalText();
    const confirmW = Math.min(220 * s, Math.round(cellW * 1.1));
    const risk = this.para(line.text, 'caption', W - 2 * pad - confirmW - gap, line.fill, 0.9);
    testId(risk, 'predict:risk');
    const footH = Math.max(bs, total.height + risk.height);
    const title = this.para(
      text(this.o.lang, 'siegel.predict.title', { round: this.o.round + 1 }),
      'label',
      W - 2 * pad,
      palette.text,
    );
    const bodyH = rows * rowH + (rows - 1) * 4 * s + gap + footH;
    const withTitle = pad + title.height + 4 * s + bodyH + pad <= rect.height;
    const height = Math.min(rect.height, pad + (withTitle ? title.height + 4 * s : 0) + bodyH + pad);
    this.addPanel(height);
    let y = pad - 2 * s;
    if (withTitle) {
      title.position.set(pad, y);
      this.addChild(title);
      y += title.height + 4 * s;
    } else title.destroy();
    const tokenSize = 28 * s;
    SEAL_COLORS.forEach((color, i) => {
      const cell = new Container();
      const tok = sealToken(color, tokenSize, this.o.colorBlind);
      tok.position.set(6 * s + tokenSize / 2, rowH * 0.38);
      const centre = new Text({
        text: String(this.o.choices.colors.find((c) => c.color === color)?.centre ?? 0),
        style: font('caption', s * 0.9, palette.textMuted),
      });
      centre.anchor.set(0.5, 0);
      centre.position.set(tok.x, tok.y + tokenSize / 2 + 1 * s);
      cell.addChild(tok, centre);
      const { minus, count, plus } = this.colourRow(color, cell, cellW, rowH, bs);
      plus.position.set(cellW - bs - 2 * s, (rowH - bs) / 2);
      count.position.set(plus.x - 15 * s, rowH / 2);
      minus.position.set(count.x - 15 * s - bs, (rowH - bs) / 2);
      if (i % 2 === 0)
        cell.addChildAt(
          new Graphics().roundRect(0, 0, cellW, rowH, 10 * s).fill({ color: 0xffffff, alpha: 0.03 }),
          0,
        );
      cell.position.set(pad + (i % cols) * (cellW + gap), y + Math.floor(i / cols) * (rowH + 4 * s));
      this.addChild(cell);
    });
    // The sixth cell: the saboteur to take, or who has it.
    const last = SEAL_COLORS.length;
    const sx = pad + (last % cols) * (cellW + gap);
    const sy = y + Math.floor(last / cols) * (rowH + 4 * s);
    if (choices.saboteurFree) {
      const sab = this.saboteurButton(cellW);
      sab.position.set(sx, sy + (rowH - sab.bh) / 2);
      this.addChild(sab);
    } else if (this.o.saboteurHolder !== null) {
      const note = this.para(
        text(this.o.lang, 'siegel.predict.saboteurTaken', { name: this.o.name(this.o.saboteurHolder) }),
        'caption',
        cellW,
        palette.textMuted,
        0.9,
      );
      note.position.set(sx, sy + Math.max(0, (rowH - note.height) / 2));
      this.addChild(note);
    }
    const fy = y + rows * rowH + (rows - 1) * 4 * s + gap;
    const stealing = SEAL_COLORS.filter((c) => this.draft.steals[c].length > 0);
    if (stealing.length === 0) {
      total.position.set(pad, fy + (footH - total.height - risk.height) / 2);
      risk.position.set(pad, total.y + total.height);
      this.addChild(total, risk);
    } else {
      // Whom each stolen seal comes from, beside the total: the chips change it (no room for the risk).
      risk.destroy();
      const cy = fy + footH / 2;
      total.position.set(pad, cy - total.height / 2);
      this.addChild(total);
      let cx = pad + total.width + 10 * s;
      const right = W - pad - confirmW - gap;
      for (const color of stealing) {
        const tok = sealToken(color, 22 * s, this.o.colorBlind);
        tok.position.set(cx + 11 * s, cy);
        this.addChild(tok);
        cx = this.chips(color, this, cx + 26 * s, cy, right, false) + 4 * s;
      }
    }
    const confirm = this.confirmButton(confirmW);
    confirm.position.set(W - pad - confirm.bw, fy + (footH - confirm.bh) / 2);
    this.addChild(confirm);
    this.items.push({ key: 'confirm', kind: 'confirm' });
    this.registerButtonRing('confirm', confirm);
  }

  /** A phone on its side: the colours in two columns, the sixth cell the saboteur's; totals, risks and Confirm at the right. */
  private buildGrid(): void {
    const { s, rect, choices } = this.o;
    const W = rect.width;
    const H = rect.height;
    const pad = 12 * s;
    const gap = 8 * s;
    const rowH = Math.max(48 * s, Math.min(58 * s, (H - 2 * pad - 2 * 4 * s) / 3));
    // The name column as wide as the longest name or centre count (measured), the steppers beside.
    const probe = SEAL_COLORS.flatMap((c) => [this.colourName(c), this.centreText(c)]);
    const textW = Math.min(150 * s, Math.max(...probe.map((t) => t.width)));
    for (const t of probe) t.destroy();
    const cellW = Math.round(12 * s + 32 * s + textW + 6 * s + 48 * s * 2 + 36 * s + 4 * s);
    const rightX = pad + 2 * cellW + 2 * gap;
    const rightW = W - pad - rightX;
    this.addPanel(H);
    SEAL_COLORS.forEach((color, i) => {
      const col = Math.floor(i / 3);
      const r = i % 3;
      const cell = this.compactCell(color, cellW, rowH, false);
      cell.position.set(pad + col * (cellW + gap), pad + r * (rowH + 4 * s));
      if ((col + r) % 2 === 0)
        cell.addChildAt(
          new Graphics().roundRect(0, 0, cellW, rowH, 10 * s).fill({ color: 0xffffff, alpha: 0.03 }),
          0,
        );
      this.addChild(cell);
    });
    // The sixth cell: the saboteur to take, or who has it.
    const sx = pad + cellW + gap;
    const sy = pad + 2 * (rowH + 4 * s);
    const fig = saboteurToken(Math.min(rowH * 0.9, 44 * s));
    fig.position.set(sx + 22 * s, sy + rowH / 2);
    if (choices.saboteurFree) {
      const sab = this.saboteurButton(cellW - 48 * s);
      sab.position.set(sx + 44 * s, sy + (rowH - sab.bh) / 2);
      this.addChild(fig, sab);
    } else if (this.o.saboteurHolder !== null) {
      const note = this.para(
        text(this.o.lang, 'siegel.predict.saboteurTaken', { name: this.o.name(this.o.saboteurHolder) }),
        'caption',
        cellW - 50 * s,
        palette.textMuted,
      );
      note.position.set(sx + 44 * s, sy + (rowH - note.height) / 2);
      this.addChild(fig, note);
    } else fig.destroy({ children: true });
    // The right column: title where it fits, total, risks; Confirm at the bottom.
    const bh = 48 * s;
    const total = this.totalText();
    const risks = this.riskLines().map((l) => this.para(l.text, 'caption', rightW, l.fill, 0.85));
    if (risks[0]) testId(risks[0], 'predict:risk');
    const title = this.para(
      text(this.o.lang, 'siegel.predict.title', { round: this.o.round + 1 }),
      'label',
      rightW,
      palette.text,
    );
    const used = total.height + 4 * s + risks.reduce((a, r) => a + r.height, 0) + 8 * s + bh;
    let y = pad - 2 * s;
    if (used + title.height + 4 * s <= H - 2 * pad) {
      title.position.set(rightX, y);
      this.addChild(title);
      y += title.height + 4 * s;
    } else title.destroy();
    total.position.set(rightX, y);
    this.addChild(total);
    y += total.height + 4 * s;
    for (const r of risks) {
      r.position.set(rightX, y);
      this.addChild(r);
      y += r.height;
    }
    const confirm = this.confirmButton(rightW);
    confirm.position.set(rightX, H - pad - bh);
    this.addChild(confirm);
    this.items.push({ key: 'confirm', kind: 'confirm' });
    this.registerButtonRing('confirm', confirm);
  }

  /** The desktop's dialog (and a tablet's): a row per colour, the chips beside the steppers. */
  private buildWide(): void {
    const { s, rect, lang, choices } = this.o;
    const W = rect.width;
    const pad = 22 * s;
    this.addPanel(rect.height);

    const title = new Text({
      text: text(this.o.lang, 'siegel.predict.title', { round: this.o.round + 1 }),
      style: font('title', s, palette.text),
    });
    fitText(title, W - 2 * pad);
    title.position.set(pad, pad - 4 * s);
    const sub = new Text({
      text: text(this.o.lang, 'siegel.predict.sub'),
      style: font('caption', s, palette.textMuted),
    });
    fitText(sub, W - 2 * pad);
    sub.position.set(pad, title.y + title.height + 2 * s);
    this.addChild(title, sub);

    const footerH = (26 + 24 + 24 + 22 + 52 + 14) * s;
    const rowsTop = sub.y + sub.height + 12 * s;
    const rowH = Math.max(
      (this.o.compact ? 52 : 40) * s,
      Math.min(58 * s, (rect.height - pad - footerH - rowsTop) / SEAL_COLORS.length),
    );

    SEAL_COLORS.forEach((color, i) => {
      const y = rowsTop + i * rowH;
      const row = new Container();
      row.position.set(0, y);
      this.addChild(row);
      if (i % 2 === 0)
        row.addChild(
          new Graphics()
            .roundRect(pad * 0.5, 0, W - pad, rowH, 10 * s)
            .fill({ color: 0xffffff, alpha: 0.03 }),
        );
      const tokenSize = Math.min(rowH * 0.74, 40 * s);
      const tok = sealToken(color, tokenSize, this.o.colorBlind);
      tok.position.set(pad + tokenSize / 2, rowH / 2);
      const name = this.colourName(color);
      name.anchor.set(0, 0.5);
      name.position.set(pad + tokenSize + 12 * s, rowH / 2);
      fitText(name, 100 * s);
      const centreText = this.centreText(color);
      centreText.anchor.set(0, 0.5);
      centreText.position.set(pad + tokenSize + 118 * s, rowH / 2);
      fitText(centreText, 136 * s);
      row.addChild(tok, name, centreText);
      // stepper
      const bs = Math.min((this.o.compact ? 48 : 40) * s, rowH - 4 * s);
      const sx = W * 0.5 + 8 * s;
      const ringRow = new Container();
      ringRow.position.set(pad * 0.5, 0);
      const { minus, count, plus } = this.colourRow(color, ringRow, W - pad, rowH, bs);
      row.addChild(ringRow);
      minus.position.set(sx - pad * 0.5, (rowH - bs) / 2);
      count.position.set(sx - pad * 0.5 + bs + 24 * s, rowH / 2);
      plus.position.set(sx - pad * 0.5 + bs + 48 * s, (rowH - bs) / 2);
      // victim chips
      this.chips(color, ringRow, sx - pad * 0.5 + 2 * bs + 60 * s, rowH / 2, W - pad - pad * 0.5, true);
    });

    // footer
    let fy = rowsTop + SEAL_COLORS.length * rowH + 10 * s;
    const totalText = this.totalText();
    totalText.position.set(pad, fy);
    this.addChild(totalText);
    fy += 28 * s;
    this.riskLines().forEach((line, k) => {
      const tx = new Text({ text: line.text, style: font('caption', s, line.fill) });
      fitText(tx, W - 2 * pad);
      tx.position.set(pad, fy);
      if (k === 0) testId(tx, 'predict:risk');
      this.addChild(tx);
      fy += 23 * s;
    });

    const by = rect.height - pad - 48 * s;
    const confirm = this.confirmButton(170 * s);
    confirm.position.set(W - pad - confirm.bw, by);
    this.addChild(confirm);
    if (choices.saboteurFree) {
      const sab = this.saboteurButton();
      const fig = saboteurToken(40 * s);
      fig.position.set(pad + 16 * s, by + sab.bh / 2 - 2 * s);
      sab.position.set(pad + 38 * s, by);
      const hint = new Text({
        text: text(this.o.lang, 'siegel.predict.saboteurHint', { base: this.o.saboteurBase }),
        style: font('caption', s, palette.textMuted),
      });
      hint.position.set(pad + 38 * s, by - hint.height - 2 * s);
      fitText(hint, W - pad * 2 - 38 * s - confirm.bw);
      this.addChild(fig, sab, hint);
    } else if (this.o.saboteurHolder !== null) {
      const fig = saboteurToken(40 * s);
      fig.position.set(pad + 16 * s, by + 22 * s);
      const note = new Text({
        text: text(this.o.lang, 'siegel.predict.saboteurTaken', { name: this.o.name(this.o.saboteurHolder) }),
        style: font('caption', s, palette.textMuted),
      });
      note.anchor.set(0, 0.5);
      note.position.set(pad + 40 * s, by + 24 * s);
      fitText(note, W - 2 * pad - confirm.bw - 50 * s);
      this.addChild(fig, note);
    }
    this.items.push({ key: 'confirm', kind: 'confirm' });
    this.registerButtonRing('confirm', confirm);
    const keys = new Text({
      text: text(this.o.lang, 'siegel.predict.keys'),
      style: font('caption', s, palette.textDim),
    });
    keys.anchor.set(1, 0);
    keys.position.set(W - pad, by - keys.height - 2 * s);
    if (!choices.saboteurFree) this.addChild(keys);
    void lang;
  }

  private registerButtonRing(key: string, b: Button): void {
    this.focusers.set(key, (on) => b.setFocused(on));
  }

  private focusedColour(): SealColor | null {
    const it = this.items.find((i) => i.key === this.focusKey);
    return it && (it.kind === 'row' || it.kind === 'chip') ? it.color : null;
  }

  private paintFocus(): void {
    for (const [key, set] of this.focusers) set(this.keyboard && key === this.focusKey);
  }

  private stepButton(
    label: string,
    size: number,
    enabled: boolean,
    id: string,
    onPress: () => void,
  ): Container {
    const s = this.o.s;
    const c = new Container();
    const g = new Graphics()
      .circle(size / 2, size / 2, size / 2)
      .fill(enabled ? palette.control : palette.panel)
      .circle(size / 2, size / 2, size / 2)
      .stroke({
        width: Math.max(1, 1.5 * s),
        color: enabled ? palette.accent : palette.panelEdge,
        alpha: enabled ? 0.8 : 0.6,
      });
    const txt = new Text({ text: label, style: font('title', s, enabled ? palette.text : palette.textDim) });
    txt.anchor.set(0.5);
    txt.position.set(size / 2, size / 2 - 1 * s);
    c.addChild(g, txt);
    c.hitArea = new Rectangle(-4 * s, -4 * s, size + 8 * s, size + 8 * s);
    if (enabled) {
      c.eventMode = 'static';
      c.cursor = 'pointer';
      c.on('pointerover', () => (g.alpha = 0.85));
      c.on('pointerout', () => (g.alpha = 1));
      c.on('pointertap', (e) => {
        e.stopPropagation();
        onPress();
      });
    } else c.alpha = 0.55;
    testId(c, id);
    return c;
  }

  private chip(label: string, s: number, maxW: number, id: string, onPress: () => void): Container {
    const c = new Container();
    const txt = new Text({ text: label, style: font('caption', s, palette.ink) });
    fitText(txt, Math.max(40 * s, Math.min(120 * s, maxW - 30 * s)));
    // A player's name: shortened where it must be (the chip's tooltip-free list names them whole).
    markCuttable(txt);
    const h = this.chipH;
    const w = Math.max(txt.width + 30 * s, this.o.compact ? h : 0);
    const g = new Graphics()
      .roundRect(0, 0, w, h, h / 2)
      .fill(palette.cream)
      .roundRect(0, 0, w, h, h / 2)
      .stroke({ width: Math.max(1, 1.5 * s), color: palette.accentDeep });
    const arrow = new Graphics()
      .moveTo(w - 15 * s, h / 2 - 4 * s)
      .lineTo(w - 11 * s, h / 2)
      .lineTo(w - 15 * s, h / 2 + 4 * s)
      .stroke({ width: Math.max(1.5, 2 * s), color: palette.accentDeep, cap: 'round', join: 'round' });
    txt.position.set(10 * s, (h - txt.height) / 2);
    const ring = new Graphics()
      .roundRect(-4 * s, -4 * s, w + 8 * s, h + 8 * s, h / 2 + 4 * s)
      .stroke({ width: Math.max(2, 2.5 * s), color: palette.focus });
    ring.visible = false;
    this.focusers.set(id, (on) => (ring.visible = on));
    c.addChild(g, arrow, txt, ring);
    c.eventMode = 'static';
    c.cursor = 'pointer';
    c.on('pointertap', (e) => {
      e.stopPropagation();
      onPress();
    });
    testId(c, `predict:${id}`);
    return c;
  }

  /** Keyboard handling; true when the key was used. */
  onKey(e: KeyboardEvent): boolean {
    if (this.collapsed) {
      if (e.key === 'Escape' || e.key === 'Enter') {
        this.collapsed = false;
        this.build();
        return true;
      }
      return false;
    }
    const idx = Math.max(
      0,
      this.items.findIndex((i) => i.key === this.focusKey),
    );
    const item = this.items[idx];
    const wasKeyboard = this.keyboard;
    const move = (d: number): void => {
      const n = this.items.length;
      this.focusKey = this.items[(idx + d + n) % n]!.key;
    };
    switch (e.key) {
      case 'Tab':
        this.keyboard = true;
        if (wasKeyboard) move(e.shiftKey ? -1 : 1);
        break;
      case 'ArrowDown':
      case 'ArrowUp':
        this.keyboard = true;
        if (wasKeyboard) move(e.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'ArrowLeft':
      case 'ArrowRight': {
        this.keyboard = true;
        const dir = e.key === 'ArrowRight' ? 1 : -1;
        if (item?.kind === 'row') {
          this.change(
            setCount(this.o.choices, this.draft, item.color, this.draft.counts[item.color] + dir),
            item.color,
          );
          return true;
        }
        if (item?.kind === 'chip') {
          this.change(cycleVictim(this.o.choices, this.draft, item.color, item.index), item.color);
          return true;
        }
        move(dir);
        break;
      }
      case 'Enter':
      case ' ':
        if (!wasKeyboard && e.key === ' ') {
          this.keyboard = true;
          break;
        }
        this.keyboard = true;
        if (item?.kind === 'chip') {
          this.change(cycleVictim(this.o.choices, this.draft, item.color, item.index), item.color);
          return true;
        }
        if (item?.kind === 'sab') {
          this.o.onSaboteur();
          return true;
        }
        if (!draftProblem(this.o.choices, this.draft)) this.o.onConfirm(this.draft);
        return true;
      case 'Escape':
        this.collapsed = true;
        this.build();
        return true;
      default:
        return false;
    }
    this.build();
    return true;
  }
}

function capital(w: string): string {
  return w.charAt(0).toUpperCase() + w.slice(1);
}
