/**
 * A seat's name plate: initial disc, name, who plays it (you / bot level / guest), a card
 * count, and a turn highlight that softly pulses while a bot is thinking.
 */
import { Container, Graphics, Rectangle, Text, Ticker } from 'pixi.js';
import { frames } from '../core/frames';
import { markCuttable } from '../core/layout-audit';
import { softwareRendering } from '../core/softwareGl';
import { testId } from '../core/testhook';
import { darken, font, palette } from '../theme/theme';
import type { TableSnapshot } from '../../shared/protocol';
import { botLevelName, botShortName, type I18n } from '../i18n';
import { fitText } from './widgets';

/** Seat colours (name plates, and figures on boards). */
export const SEAT_HUES = [0xd9a54a, 0x5fa3c9, 0xc9705f, 0x79b77f, 0xa883c9, 0xc9b15f, 0x5fc9b6];

/** The line under a seat's name: "You", the bot's level, or "Player". */
/** Who plays a seat: "You", a bot and its level, or a player (a replay names no one "you"). */
export function seatSubtitle(i18n: I18n, snap: TableSnapshot, seat: number, replay = false): string {
  const info = snap.seats[seat];
  // A LAN guest who dropped: the table says so before anything else.
  if (info?.standIn) return i18n.t('app.seat.standIn');
  if (info?.away) return i18n.t('app.seat.away');
  if (seat === snap.you && !replay) return i18n.t('app.seat.you');
  if (info?.kind === 'bot') {
    return i18n.t('app.seat.botLevel', { level: botLevelName(i18n.language, info.level ?? '') });
  }
  return i18n.t('app.seat.player');
}

/** A bot's level as a plate shows it beside the bot mark: the short name ("Rules", "Master"). */
export function plateLevel(i18n: I18n, level: string | undefined): string {
  const id = level ?? '';
  return botShortName(i18n.language, id);
}

export interface SeatPlateData {
  seat: number;
  name: string;
  subtitle: string;
  /** A bot plays the seat: a bot mark stands before the subtitle, which then names its level alone. */
  bot?: boolean;
  cards: number | null;
  active: boolean;
  thinking: boolean;
}

export class SeatPlate extends Container {
  private readonly glow = new Graphics();
  private readonly bg = new Graphics();
  private readonly content = new Container();
  private pulseT = 0;
  private thinking = false;
  private readonly tick = (t: Ticker): void => {
    this.pulseT += t.deltaMS;
    // In software WebGL the slow pulse steps at 20 Hz: the frames between cost nothing to draw.
    const at = softwareRendering ? Math.floor(this.pulseT / 50) * 50 : this.pulseT;
    this.glow.alpha = this.thinking ? 0.45 + 0.4 * Math.sin(at / 260) : 0.85;
  };

  constructor(
    private readonly w: number,
    private readonly h: number,
    private readonly s: number,
  ) {
    super();
    this.addChild(this.glow, this.bg, this.content);
    this.hitArea = new Rectangle(-w / 2, -h / 2, w, h);
    this.eventMode = 'static';
    Ticker.shared.add(this.tick);
    this.once('destroyed', () => {
      Ticker.shared.remove(this.tick);
      frames.release(this);
    });
  }

  register(seat: number): this {
    testId(this, `seat.${seat}`);
    return this;
  }

  set(d: SeatPlateData): void {
    const { w, h, s } = this;
    const x0 = -w / 2;
    const y0 = -h / 2;
    const r = 14 * s;
    this.thinking = d.thinking;
    if (d.thinking) frames.hold(this);
    else frames.release(this);
    this.glow.clear();
    if (d.active) {
      this.glow
        .roundRect(x0 - 5 * s, y0 - 5 * s, w + 10 * s, h + 10 * s, r + 5 * s)
        .fill({ color: palette.accent, alpha: 0.25 });
      this.glow
        .roundRect(x0 - 2 * s, y0 - 2 * s, w + 4 * s, h + 4 * s, r + 2 * s)
        .stroke({ width: 2.5 * s, color: palette.accent });
    }
    this.glow.visible = d.active;
    this.bg.clear();
    this.bg.roundRect(x0, y0 + 3 * s, w, h, r).fill({ color: 0x000000, alpha: 0.28 });
    this.bg.roundRect(x0, y0, w, h, r).fill({ color: palette.panel, alpha: 0.9 });
    this.bg.roundRect(x0, y0, w, h, r).stroke({ width: Math.max(1, s), color: palette.panelEdge });
    for (const c of this.content.removeChildren()) c.destroy();
    const hue = SEAT_HUES[d.seat % SEAT_HUES.length]!;
    const dr = h * 0.32;
    const disc = new Graphics()
      .circle(x0 + 12 * s + dr, 0, dr)
      .fill(darken(hue, 0.25))
      .circle(x0 + 12 * s + dr, 0, dr)
      .stroke({ width: Math.max(1, 2 * s), color: hue });
    const initial = new Text({
      text: (d.name.trim()[0] ?? '?').toUpperCase(),
      style: font('label', s, palette.text),
    });
    initial.anchor.set(0.5);
    initial.position.set(x0 + 12 * s + dr, 0);
    const tx = x0 + 12 * s + 2 * dr + 10 * s;
    const badgeW = d.cards === null ? 0 : 40 * s;
    // Seven seats on a phone leave a plate room for the disc and the card count only: the name
    // would be "…" over the count, so the initial stands for it (a long press says it whole).
    const room = w - (tx - x0) - badgeW - 10 * s;
    if (room < 26 * s) {
      this.content.addChild(disc, initial);
      for (const c of this.cardCount(d, -x0 - badgeW - 6 * s)) this.content.addChild(c);
      return;
    }
    const name = new Text({ text: d.name, style: font('label', s, palette.text) });
    fitText(name, room);
    // A compact plate may shorten a long name: the plate's tooltip (a long press) says it whole.
    markCuttable(name);
    // Name above the middle line, the subtitle below it, a hair apart at every scale.
    name.position.set(tx, Math.round(-name.height + 1 * s));
    const sub = new Text({
      text: d.subtitle,
      style: font('caption', s, d.active ? palette.accent : palette.textMuted),
    });
    // The bot mark says "bot" in less room than a word, so the level shows in full.
    const markW = d.bot ? 15 * s : 0;
    fitText(sub, w - (tx - x0) - badgeW - 10 * s - markW);
    markCuttable(sub);
    sub.position.set(tx + markW, Math.round(2.5 * s));
    this.content.addChild(disc, initial, name, sub);
    if (d.bot) {
      const mark = botMark(s, d.active ? palette.accent : palette.textMuted);
      mark.position.set(tx, Math.round(1 * s + sub.height / 2));
      this.content.addChild(mark);
    }
    // (Pixi's addChild() with no child throws: the own plate shows no count.)
    for (const c of this.cardCount(d, -x0 - badgeW - 6 * s)) this.content.addChild(c);
  }

  /** The card count at `bx`: a small card back and the number (none where the count is hidden). */
  private cardCount(d: SeatPlateData, bx: number): Container[] {
    if (d.cards === null) return [];
    const s = this.s;
    const badge = new Graphics()
      .roundRect(bx + 4 * s, -13 * s, 18 * s, 25 * s, 3 * s)
      .fill(palette.cardBack)
      .roundRect(bx + 4 * s, -13 * s, 18 * s, 25 * s, 3 * s)
      .stroke({ width: Math.max(1, 1.5 * s), color: palette.cream });
    const n = new Text({ text: String(d.cards), style: font('caption', s, palette.text) });
    n.position.set(bx + 26 * s, Math.round(-n.height / 2));
    return [badge, n];
  }
}

/** A small robot head (antenna, face, two eyes), 11 × 11 at scale 1, centred vertically on 0. */
export function botMark(s: number, color: number): Graphics {
  const g = new Graphics();
  const line = { width: Math.max(1, 1.3 * s), color };
  g.moveTo(5.5 * s, -5.5 * s)
    .lineTo(5.5 * s, -3 * s)
    .stroke(line);
  g.circle(5.5 * s, -6 * s, 1.1 * s).fill(color);
  g.roundRect(0.5 * s, -3 * s, 10 * s, 8 * s, 2 * s).stroke(line);
  g.circle(3.7 * s, 1 * s, 1.1 * s).fill(color);
  g.circle(7.3 * s, 1 * s, 1.1 * s).fill(color);
  return g;
}
