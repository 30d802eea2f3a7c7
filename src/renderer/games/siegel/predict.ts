/**
 * The prediction dialog: a row per colour with −/+ steppers bounded by what the view says
 * is possible, a victim chip for each seal that must be taken from a player (default: the
 * canonical victim; a click moves it to the next holder), the saboteur when it is free,
 * the total and the penalty risk, live. Works with the keyboard alone:
 * ↑/↓/Tab move, ←/→ change a count or a victim, Enter confirms, Escape folds it away.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { SEAL_COLORS, type PredictionChoices, type SealColor } from '../../../shared/games/siegel';
import type { Language } from '../../../shared/settings';
import { saboteurToken, sealToken } from '../../art/tokens';
import { testId } from '../../core/testhook';
import type { Rect } from '../../layout/scale';
import { font, palette } from '../../theme/theme';
import { drawPanel } from '../../ui/chrome';
import { Button, fitText } from '../../ui/widgets';
import { sText } from './i18n';
import { colorMax, draftProblem, draftTotal, setCount, cycleVictim, type Draft } from './model';
import { colourWord, sealWord } from './text';

export interface PredictDialogOptions {
  s: number;
  rect: Rect;
  lang: Language;
  choices: PredictionChoices;
  saboteurBase: number;
  saboteurHolder: number | null;
  round: number;
  colorBlind: boolean;
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

  private build(): void {
    for (const c of this.removeChildren()) c.destroy({ children: true });
    this.focusers.clear();
    this.items = [];
    const { s, rect, lang, choices } = this.o;
    const t = (k: Parameters<typeof sText>[1], p?: Record<string, string | number>): string =>
      sText(lang, k, p);
    this.position.set(rect.x, rect.y);
    if (this.collapsed) {
      const b = new Button({
        label: t('predict.title', { round: this.o.round + 1 }),
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
    const W = rect.width;
    const pad = 22 * s;
    const panel = new Graphics();
    drawPanel(panel, W, rect.height, s, { alpha: 1 });
    panel
      .roundRect(0, 0, W, rect.height, 16 * s)
      .stroke({ width: Math.max(1, 2 * s), color: palette.accent, alpha: 0.55 });
    this.addChild(panel);
    this.hitArea = new Rectangle(0, 0, W, rect.height);
    testId(panel, 'predict:dialog');

    const title = new Text({
      text: t('predict.title', { round: this.o.round + 1 }),
      style: font('title', s, palette.text),
    });
    fitText(title, W - 2 * pad);
    title.position.set(pad, pad - 4 * s);
    const sub = new Text({ text: t('predict.sub'), style: font('caption', s, palette.textMuted) });
    fitText(sub, W - 2 * pad);
    sub.position.set(pad, title.y + title.height + 2 * s);
    this.addChild(title, sub);

    const footerH = (26 + 24 + 24 + 22 + 52 + 14) * s;
    const rowsTop = sub.y + sub.height + 12 * s;
    const rowH = Math.max(
      40 * s,
      Math.min(58 * s, (rect.height - pad - footerH - rowsTop) / SEAL_COLORS.length),
    );
    const total = draftTotal(this.draft);

    SEAL_COLORS.forEach((color, i) => {
      const y = rowsTop + i * rowH;
      const row = new Container();
      row.position.set(0, y);
      this.addChild(row);
      const choice = choices.colors.find((c) => c.color === color)!;
      const n = this.draft.counts[color];
      const max = colorMax(choices, this.draft, color);
      if (i % 2 === 0)
        row.addChild(
          new Graphics()
            .roundRect(pad * 0.5, 0, W - pad, rowH, 10 * s)
            .fill({ color: 0xffffff, alpha: 0.03 }),
        );
      const ring = new Graphics()
        .roundRect(pad * 0.5, 1 * s, W - pad, rowH - 2 * s, 10 * s)
        .stroke({ width: Math.max(2, 2.5 * s), color: palette.focus });
      ring.visible = false;
      this.focusers.set(`row:${color}`, (on) => (ring.visible = on));
      this.items.push({ key: `row:${color}`, kind: 'row', color });
      const tokenSize = Math.min(rowH * 0.74, 40 * s);
      const tok = sealToken(color, tokenSize, this.o.colorBlind);
      tok.position.set(pad + tokenSize / 2, rowH / 2);
      const name = new Text({
        text: capital(colourWord(lang, color)),
        style: font('label', s, palette.text),
      });
      name.anchor.set(0, 0.5);
      name.position.set(pad + tokenSize + 12 * s, rowH / 2);
      fitText(name, 100 * s);
      const centreText = new Text({
        text: choice.centre > 0 ? t('predict.centre', { n: choice.centre }) : t('predict.centreNone'),
        style: font('caption', s, choice.centre > 0 ? palette.textMuted : palette.textDim),
      });
      centreText.anchor.set(0, 0.5);
      centreText.position.set(pad + tokenSize + 118 * s, rowH / 2);
      fitText(centreText, 136 * s);
      row.addChild(tok, name, centreText);
      // stepper
      const bs = Math.min(40 * s, rowH - 10 * s);
      const sx = W * 0.5 + 8 * s;
      const minus = this.stepButton('−', bs, n > 0, `predict:${color}:-`, () => {
        this.keyboard = false;
        this.focusKey = `row:${color}`;
        this.change(setCount(choices, this.draft, color, n - 1), color);
      });
      minus.position.set(sx, (rowH - bs) / 2);
      const count = new Text({
        text: String(n),
        style: font('title', s, n > 0 ? palette.accent : palette.textMuted),
      });
      count.anchor.set(0.5);
      count.position.set(sx + bs + 24 * s, rowH / 2);
      testId(count, `predict:${color}:count`);
      const plus = this.stepButton('+', bs, n < max, `predict:${color}:+`, () => {
        this.keyboard = false;
        this.focusKey = `row:${color}`;
        this.change(setCount(choices, this.draft, color, n + 1), color);
      });
      plus.position.set(sx + bs + 48 * s, (rowH - bs) / 2);
      row.addChild(minus, count, plus);
      // victim chips
      const steals = this.draft.steals[color];
      let cx = sx + 2 * bs + 60 * s;
      if (steals.length > 0) {
        const from = new Text({
          text: t('predict.from', { name: '' }).trim(),
          style: font('caption', s, palette.textMuted),
        });
        from.anchor.set(0, 0.5);
        from.position.set(cx, rowH / 2);
        row.addChild(from);
        cx += from.width + 6 * s;
      }
      steals.forEach((victim, k) => {
        const key = `chip:${color}:${k}`;
        const chip = this.chip(this.o.name(victim), s, W - pad - cx, key, () => {
          this.keyboard = false;
          this.focusKey = key;
          this.change(cycleVictim(choices, this.draft, color, k), color);
        });
        chip.position.set(cx, (rowH - chip.height) / 2);
        cx += chip.width + 6 * s;
        row.addChild(chip);
        this.items.push({ key, kind: 'chip', color, index: k });
      });
      row.addChild(ring);
    });

    // footer
    let fy = rowsTop + SEAL_COLORS.length * rowH + 10 * s;
    const totalText = new Text({
      text: total === 1 ? t('predict.totalOne') : t('predict.total', { n: total }),
      style: font('label', s, palette.text),
    });
    totalText.position.set(pad, fy);
    testId(totalText, 'predict:total');
    this.addChild(totalText);
    fy += 28 * s;
    const focusColour = this.focusedColour() ?? this.lastColour;
    const lines: string[] = [];
    if (focusColour && this.draft.counts[focusColour] > 0) {
      const n = this.draft.counts[focusColour];
      lines.push(
        t('predict.riskRow', {
          colour: colourWord(lang, focusColour),
          n,
          seals: sealWord(lang, focusColour, n),
          points: 2 * n,
        }),
      );
    }
    lines.push(total > 0 ? t('predict.riskTotal', { n: total, points: 2 * total }) : t('predict.riskZero'));
    const problem = draftProblem(choices, this.draft);
    if (problem) lines.push(problem.reason);
    else if (SEAL_COLORS.some((c) => this.draft.steals[c].length > 0)) lines.push(t('predict.stealHint'));
    lines.forEach((line, k) => {
      const tx = new Text({
        text: line,
        style: font(
          'caption',
          s,
          problem && k === lines.length - 1
            ? palette.danger
            : k === 0 && lines.length > 1
              ? palette.accent
              : palette.textMuted,
        ),
      });
      fitText(tx, W - 2 * pad);
      tx.position.set(pad, fy);
      if (k === 0) testId(tx, 'predict:risk');
      this.addChild(tx);
      fy += 23 * s;
    });

    const by = rect.height - pad - 48 * s;
    const confirm = new Button({
      label: t('predict.confirm'),
      scale: s,
      variant: 'primary',
      width: 170 * s,
      id: 'confirm',
      onPress: () => {
        if (!draftProblem(choices, this.draft)) this.o.onConfirm(this.draft);
      },
    });
    confirm.setDisabled(problem !== null);
    confirm.position.set(W - pad - confirm.bw, by);
    this.addChild(confirm);
    if (choices.saboteurFree) {
      const sab = new Button({
        label: t('predict.saboteur'),
        scale: s,
        id: 'predict:saboteur',
        onPress: () => this.o.onSaboteur(),
      });
      const fig = saboteurToken(40 * s);
      fig.position.set(pad + 16 * s, by + sab.bh / 2 - 2 * s);
      sab.position.set(pad + 38 * s, by);
      const hint = new Text({
        text: t('predict.saboteurHint', { base: this.o.saboteurBase }),
        style: font('caption', s, palette.textMuted),
      });
      hint.position.set(pad + 38 * s, by - hint.height - 2 * s);
      fitText(hint, W - pad * 2 - 38 * s - confirm.bw);
      this.addChild(fig, sab, hint);
      this.items.push({ key: 'sab', kind: 'sab' });
      this.registerButtonRing('sab', sab);
    } else if (this.o.saboteurHolder !== null) {
      const fig = saboteurToken(40 * s);
      fig.position.set(pad + 16 * s, by + 22 * s);
      const note = new Text({
        text: t('predict.saboteurTaken', { name: this.o.name(this.o.saboteurHolder) }),
        style: font('caption', s, palette.textMuted),
      });
      note.anchor.set(0, 0.5);
      note.position.set(pad + 40 * s, by + 24 * s);
      fitText(note, W - 2 * pad - confirm.bw - 50 * s);
      this.addChild(fig, note);
    }
    this.items.push({ key: 'confirm', kind: 'confirm' });
    this.registerButtonRing('confirm', confirm);
    const keys = new Text({ text: t('predict.keys'), style: font('caption', s, palette.textDim) });
    keys.anchor.set(1, 0);
    keys.position.set(W - pad, by - keys.height - 2 * s);
    if (!choices.saboteurFree) this.addChild(keys);
    this.paintFocus();
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
    const w = txt.width + 30 * s;
    const h = 30 * s;
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
