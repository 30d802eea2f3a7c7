/**
 * SevenSins table pieces: a seat's bid badge ("bid 2 · won 1" with an on-track / over / under
 * cue and the dealer button), the turned-trump panel and the phase facts panel.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { SevenSinsElement } from '../../../shared/games/sevensins';
import type { CardArt } from '../../art/cardArt';
import { elementChip } from '../../art/tokens';
import { testId } from '../../core/testhook';
import type { Rect } from '../../layout/scale';
import { font, palette } from '../../theme/theme';
import { CardSprite } from '../../ui/cardSprite';
import { drawPanel } from '../../ui/chrome';
import { fitText } from '../../ui/widgets';
import type { Cue } from './model';

/** Tabular figures, so columns of numbers line up. */
export const TNUM = { fontFeatureSettings: '"tnum"' } as Record<string, unknown>;

export const CUE_COLOUR: Record<Cue, number> = {
  none: palette.textMuted,
  exact: palette.ok,
  short: palette.accent,
  over: palette.danger,
  under: palette.danger,
};

export interface BadgeData {
  text: string;
  /** The same in figures alone, for a badge too narrow for the words (seven seats on a phone). */
  short?: string;
  cue: Cue;
  /** The dealer button's letter, or null. */
  dealer: string | null;
  /** The seat must act now (bid or play). */
  active: boolean;
}

/** A seat's bid against its tricks, as a pill under (or, for the viewer, above) the plate. */
export class SeatBadge extends Container {
  constructor(seat: number) {
    super({ label: `badge-${seat}` });
  }

  set(d: BadgeData, rect: Rect, s: number): void {
    this.position.set(rect.x, rect.y);
    for (const c of this.removeChildren()) c.destroy({ children: true });
    const h = rect.height;
    const colour = CUE_COLOUR[d.cue];
    const bg = new Graphics()
      .roundRect(0, 0, rect.width, h, h / 2)
      .fill({ color: palette.panel, alpha: 0.78 })
      .roundRect(0, 0, rect.width, h, h / 2)
      .stroke({
        width: Math.max(1, 1.5 * s),
        color: d.cue === 'none' ? palette.panelEdge : colour,
        alpha: 0.9,
      });
    this.addChild(bg);
    // The cue: a dot (short), a check (exact), an up or down arrow (over / under).
    // The cue and the dealer's disc stay small on a tall (two-line) badge: the words need the room.
    const r = Math.min(h * 0.28, 9 * s);
    const cx = r + 9 * s;
    const cy = h / 2;
    const mark = new Graphics();
    if (d.cue === 'exact') {
      mark.circle(cx, cy, r).fill(colour);
      mark
        .moveTo(cx - r * 0.5, cy)
        .lineTo(cx - r * 0.1, cy + r * 0.42)
        .lineTo(cx + r * 0.55, cy - r * 0.4)
        .stroke({ width: Math.max(1.5, 2.2 * s), color: palette.panel });
    } else if (d.cue === 'over') {
      mark.poly([cx, cy - r, cx + r, cy + r * 0.7, cx - r, cy + r * 0.7]).fill(colour);
    } else if (d.cue === 'under') {
      mark.poly([cx, cy + r, cx + r, cy - r * 0.7, cx - r, cy - r * 0.7]).fill(colour);
    } else if (d.cue === 'short') {
      mark.circle(cx, cy, r).stroke({ width: Math.max(1.5, 2 * s), color: colour });
      mark.circle(cx, cy, r * 0.4).fill(colour);
    } else {
      mark.circle(cx, cy, r).stroke({ width: Math.max(1, 1.5 * s), color: colour, alpha: 0.6 });
    }
    this.addChild(mark);
    const t = new Text({
      text: d.text,
      style: { ...font('caption', s, d.cue === 'none' ? palette.textMuted : palette.text), ...TNUM },
    });
    const dr = Math.min(h * 0.4, 13 * s);
    const dealerW = d.dealer ? 2 * dr + 6 * s : 0;
    const room = rect.width - (cx + r + 8 * s) - dealerW - 6 * s;
    // A narrow badge (a phone) wraps its words onto a second line where it is tall enough.
    if (t.width > room) {
      t.style.wordWrap = true;
      t.style.wordWrapWidth = room;
      if (t.height > h + 2 * s) t.style.wordWrap = false;
    }
    if (t.width > room && d.short) {
      t.style.wordWrap = false;
      t.text = d.short;
    }
    fitText(t, room);
    t.position.set(cx + r + 8 * s, Math.round((h - t.height) / 2));
    this.addChild(t);
    if (d.dealer) {
      const dt = new Text({ text: d.dealer, style: font('caption', s, palette.accentInk) });
      const dx = rect.width - dr - 6 * s;
      const disc = new Graphics()
        .circle(dx, cy, dr)
        .fill(palette.accent)
        .circle(dx, cy, dr)
        .stroke({ width: Math.max(1, 1.5 * s), color: palette.accentDeep });
      dt.anchor.set(0.5);
      dt.scale.set(Math.min(1, (dr * 1.5) / Math.max(dt.width, 1)));
      dt.position.set(dx, cy);
      this.addChild(disc, dt);
    }
  }
}

export interface TrumpPanelData {
  card: string | null;
  trump: SevenSinsElement | null;
  /** Small line under the card ("Trump", "No trump", "Dealer chooses…"). */
  caption: string;
  /** The trump element's name (next to its chip), or null. */
  element: string | null;
  note: string | null;
  /** Highlight while the dealer chooses. */
  pending: boolean;
}

/** The turned card with what it means for trump (and the Soul's multiplier). */
export class TrumpPanel extends Container {
  constructor(private readonly art: CardArt) {
    super({ label: 'trump-panel' });
    // The lesson's coach points at it (src/main/lessons/sevensins.ts).
    testId(this, 'trump');
  }

  set(
    d: TrumpPanelData,
    rect: Rect,
    cardWidth: number,
    s: number,
    colorBlind: boolean,
    across = false,
  ): void {
    this.position.set(rect.x, rect.y);
    for (const c of this.removeChildren()) c.destroy({ children: true });
    if (!d.card) return;
    if (across) {
      trumpAcross(this, this.art, d, rect, cardWidth, s, colorBlind);
      return;
    }
    const texts: Container[] = [];
    const caption = new Text({
      text: d.caption,
      style: font('caption', s, d.pending ? palette.accent : palette.textMuted),
    });
    fitText(caption, rect.width - 16 * s);
    texts.push(caption);
    if (d.trump && d.element) {
      const row = new Container();
      const chip = elementChip(d.trump, 26 * s, colorBlind);
      const name = new Text({ text: d.element, style: font('label', s, palette.text) });
      if (name.width <= rect.width - 16 * s - 32 * s) {
        chip.position.set(13 * s, name.height / 2);
        name.position.set(32 * s, 0);
      } else {
        // A narrow panel (a phone on its side): a smaller chip, closer to the name.
        chip.scale.set(0.75);
        fitText(name, rect.width - 8 * s - 24 * s);
        chip.position.set(10 * s, name.height / 2);
        name.position.set(24 * s, 0);
      }
      row.addChild(chip, name);
      texts.push(row);
    }
    if (d.note) {
      const note = new Text({ text: d.note, style: font('caption', s, palette.accent) });
      fitText(note, rect.width - 16 * s);
      texts.push(note);
    }
    // The card as large as the panel's room leaves beside its words (a phone on its side has
    // little height: the caption goes, then the card shrinks, down to none; the words say it).
    const textsH = (): number => texts.reduce((a, t) => a + t.height, 0);
    let cardH = rect.height - 32 * s - textsH();
    if (cardH < 40 * s && texts.length > 1) {
      texts.shift()!.destroy();
      cardH = rect.height - 32 * s - textsH();
    }
    const cw = Math.min(cardWidth, rect.width - 40 * s, Math.max(0, cardH) / 1.4);
    const sp = cw >= 28 * s ? new CardSprite(this.art, 'sevensins', d.card, cw) : null;
    const h = 12 * s + (sp ? sp.cardHeight + 8 * s : 0) + textsH() + 12 * s;
    const g = new Graphics();
    drawPanel(g, rect.width, h, s, { alpha: 0.55 });
    if (d.pending) g.roundRect(0, 0, rect.width, h, 16 * s).stroke({ width: 2 * s, color: palette.accent });
    this.addChild(g);
    if (sp) {
      sp.position.set(rect.width / 2, 12 * s + sp.cardHeight / 2);
      sp.rotation = -0.04;
      this.addChild(sp);
    }
    let y = 12 * s + (sp ? sp.cardHeight + 8 * s : 0);
    for (const t of texts) {
      t.position.set(Math.round((rect.width - t.width) / 2), y);
      y += t.height;
      this.addChild(t);
    }
  }
}

/**
 * The turned card left, its words right (a phone upright: the panel is a row's half). The
 * panel is as high as `rect`; the words wrap rather than being cut.
 */
function trumpAcross(
  panel: Container,
  art: CardArt,
  d: TrumpPanelData,
  rect: Rect,
  cardWidth: number,
  s: number,
  colorBlind: boolean,
): void {
  const pad = 10 * s;
  const cw = Math.min(cardWidth, rect.width * 0.4);
  const sp = new CardSprite(art, 'sevensins', d.card!, cw);
  const textX = pad + cw + pad;
  const textW = rect.width - textX - pad;
  const texts: Container[] = [
    wrapped(d.caption, 'caption', s, d.pending ? palette.accent : palette.textMuted, textW),
  ];
  if (d.trump && d.element) {
    const row = new Container();
    const chip = elementChip(d.trump, 24 * s, colorBlind);
    const name = wrapped(d.element, 'label', s, palette.text, textW - 30 * s);
    chip.position.set(12 * s, Math.min(name.height, 28 * s) / 2);
    name.position.set(30 * s, 0);
    row.addChild(chip, name);
    texts.push(row);
  }
  if (d.note) texts.push(wrapped(d.note, 'caption', s, palette.accent, textW));
  const textH = texts.reduce((a, t) => a + t.height, 0);
  const h = Math.max(rect.height, sp.cardHeight + 2 * pad, textH + 2 * pad);
  const g = new Graphics();
  drawPanel(g, rect.width, h, s, { alpha: 0.55 });
  if (d.pending) g.roundRect(0, 0, rect.width, h, 16 * s).stroke({ width: 2 * s, color: palette.accent });
  panel.addChild(g);
  sp.position.set(pad + cw / 2, h / 2);
  sp.rotation = -0.04;
  panel.addChild(sp);
  let y = Math.round((h - textH) / 2);
  for (const t of texts) {
    t.position.set(textX, y);
    y += t.height;
    panel.addChild(t);
  }
}

/** Wrapped lines of a panel (never cut: their words are what the panel says). */
function wrapped(text: string, role: 'label' | 'caption', s: number, fill: number, width: number): Text {
  return new Text({ text, style: { ...font(role, s, fill), ...TNUM, wordWrap: true, wordWrapWidth: width } });
}

export interface PhasePanelData {
  phase: string;
  dealer: string;
  bids: string | null;
  bidsNote: string | null;
}

/** Phase n of N, who deals, and the sum of the bids against the tricks. */
export class PhasePanel extends Container {
  constructor() {
    super({ label: 'phase-panel' });
    testId(this, 'phase');
  }

  set(d: PhasePanelData, rect: Rect, s: number): void {
    this.position.set(rect.x, rect.y);
    for (const c of this.removeChildren()) c.destroy({ children: true });
    const lines: Text[] = [];
    // Wrapped rather than cut: German and Dutch lines run longer.
    const add = (text: string, role: 'label' | 'caption', fill: number): void => {
      const t = new Text({
        text,
        style: { ...font(role, s, fill), ...TNUM, wordWrap: true, wordWrapWidth: rect.width - 20 * s },
      });
      lines.push(t);
    };
    const title = new Text({ text: d.phase, style: { ...font('label', s, palette.text), ...TNUM } });
    fitText(title, rect.width - 20 * s);
    lines.push(title);
    add(d.dealer, 'caption', palette.textMuted);
    if (d.bids) add(d.bids, 'caption', palette.text);
    if (d.bidsNote) add(d.bidsNote, 'caption', palette.accent);
    const height = (): number => lines.reduce((a, t) => a + t.height + 2 * s, 0) + 20 * s;
    // Taller than its room (a narrow panel on a phone on its side): the dealer's line goes first
    // (the dealer's disc on the badges says it too).
    if (height() > rect.height + 2 * s && lines.length > 2) lines.splice(1, 1)[0]!.destroy();
    // Then the note under the bids (their figures say it).
    if (height() > rect.height + 2 * s && lines.length > 2 && d.bidsNote) lines.pop()!.destroy();
    const h = height();
    const g = new Graphics();
    drawPanel(g, rect.width, h, s, { alpha: 0.55 });
    this.addChild(g);
    let y = 10 * s;
    for (const t of lines) {
      t.position.set(10 * s, y);
      y += t.height + 2 * s;
      this.addChild(t);
    }
  }
}
