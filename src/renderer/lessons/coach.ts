/**
 * The lesson's coach at the table ("Learn to play", src/shared/lesson.ts): an opaque panel with
 * what the coach says now, a ring on each table element it speaks of, Next where it only
 * explains, Leave at all times and, at the end, Play a real game. The host decides everything
 * (which step, which moves it takes); this only shows it.
 *
 * The coach speaks of a step once the table shows it (the scene reports each step it has shown),
 * so a note never runs ahead of the cards still flying. The panel asks findRoom (layout/room.ts)
 * for a place among what the table declares matters (the scene's regions) and what is shown
 * now (the hand, the plates, an open dialog, a summary): never over what its step rings or
 * names (those are vital while it speaks of them) nor over the decision asked, and over as
 * little else as it can; it moves when what it points at moves (a card lifted, the hand closing
 * up). On a phone no such place exists (the checker found the panel over the bid, the return
 * prompt, the hand): there the table gives way and the panel stands in a dock of its own, a band
 * under the top bar upright, a column at the left on its side (layout/dock.ts); words longer
 * than the dock scroll inside it.
 */
import {
  Container,
  Graphics,
  Rectangle,
  Text,
  Ticker,
  type FederatedPointerEvent,
  type FederatedWheelEvent,
} from 'pixi.js';
import { words } from '../../shared/i18n/format';
import type { Message } from '../../shared/i18n/message';
import type { LessonView } from '../../shared/lesson';
import type { TableSnapshot } from '../../shared/protocol';
import type { GameId } from '../../shared/types';
import type { AppContext } from '../app/context';
import type { Focusable } from '../core/focus';
import { frames } from '../core/frames';
import { idOf, shownById, shownIds, testId } from '../core/testhook';
import { ringControls, type RingStyle } from '../hints/rings';
import { markCover, markScroll, vitalWhile } from '../core/layout-audit';
import { ScrollDrag, clampScroll, thumbOf, wheelDistance } from '../ui/scroll';
import { findRoom, PRIORITY, type Region } from '../layout/room';
import type { Rect } from '../layout/scale';
import type { TableLayout } from '../layout/table';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { Button, fitText } from '../ui/widgets';

/** Cream: apart from the gold of playable cards and the hint, and from every suit colour. */
export const LESSON_RING: RingStyle = { color: palette.cream, prefix: 'lesson' };

/** What the table does for the coach's buttons. */
export interface LessonActions {
  next(index: number): void;
  leave(): void;
  realGame(game: GameId): void;
}

/**
 * Elements shown on the table the panel keeps clear of, besides those it points at and the
 * regions the scene declares: by id prefix, with what they are (the decision: an open dialog,
 * a summary, the ranking and its buttons).
 */
const OBSTACLES: readonly [string, number][] = [
  ['hand.', PRIORITY.hand],
  ['card:', PRIORITY.hand],
  ['dialog', PRIORITY.decision],
  ['predict:', PRIORITY.decision],
  ['kitsune:', PRIORITY.decision],
  ['return:', PRIORITY.decision],
  ['pass:', PRIORITY.decision],
  ['summary', PRIORITY.decision],
  ['ranking', PRIORITY.decision],
  ['final', PRIORITY.decision],
  ['overlay:', PRIORITY.decision],
  ['trick:', PRIORITY.board],
  ['target:', PRIORITY.board],
  ['pile', PRIORITY.board],
  ['supply', PRIORITY.board],
  ['trump', PRIORITY.board],
  ['saboteur', PRIORITY.board],
  ['status', PRIORITY.turn],
  ['seat.', PRIORITY.players],
  ['taken:', PRIORITY.players],
  ['btn:', PRIORITY.chrome],
];
/** What the coach points at outranks everything: it is never covered. */
const POINTED = PRIORITY.hand + 10;

/** The panel built at one width. */
interface Variant {
  root: Container;
  width: number;
  height: number;
  buttons: Button[];
  next: Button | null;
  /** Its test ids: both widths name the same things, the one shown answers for them. */
  ids: [Container, string][];
  /** How much of the words lies out of sight, to scroll to (0: all shown). */
  clipped: number;
  /** The words' whole height. */
  wordsH: number;
}

interface Spot {
  v: Variant;
  r: Rect;
}

const overlap = (a: Rect, b: Rect): number => {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
};

export class LessonCoach {
  /** Rings below, the panel above (the chrome's layer above the scene). */
  readonly layer = new Container({ label: 'lesson' });
  private readonly rings = new Container();
  private readonly panel = new Container();
  private view: LessonView | null = null;
  /** The newest lesson view and the step it belongs to, until the table shows that step. */
  private pending: { step: number; view: LessonView | null } | null = null;
  private shownStep = -1;
  private L: TableLayout | null = null;
  /** The panel's two widths for the current step, and the one shown. */
  private variants: Variant[] = [];
  private chosen: Variant | null = null;
  private placedFor = '';
  private sinceCheck = 0;
  /** Where the panel stands now (a region the toasts keep clear of). */
  private at: Rect | null = null;
  /** On a phone: the coach's own place, which the table left free (null: it finds room). */
  private dock: Rect | null = null;
  /** The band's height asked for upright: it only grows during a lesson, so the table moves once or twice, not at every step. */
  private band = 0;
  private bandFor = '';
  /** The step and size the band last grew for. */
  private grewFor = '';
  private readonly unvital: () => void;
  /** Who waits until the coach's note is read (see hold). */
  private readonly holds: (() => void)[] = [];
  private readonly tick = (t: Ticker): void => {
    // A few times a second is enough to follow a card that glides or lifts.
    this.sinceCheck += t.deltaMS;
    if (this.sinceCheck < 120) return;
    this.sinceCheck = 0;
    this.follow();
  };

  constructor(
    private readonly ctx: Pick<AppContext, 'i18n'>,
    private readonly actions: LessonActions,
    /** The focus order changed (buttons came or went). */
    private readonly rebuilt: () => void,
    /** What the table declares matters now (the scene's regions), for the panel's place. */
    private readonly regions: () => Region[] = () => [],
    /** The docked panel needs a taller band: the table lays itself out anew. */
    private readonly relayout: () => void = () => {},
  ) {
    // What the step rings or names must never lie under anything (the checker holds us to it).
    this.unvital = vitalWhile(() => (this.view ? [...this.rung(this.view)] : []));
    this.layer.addChild(this.rings, this.panel);
    this.panel.eventMode = 'static';
    Ticker.shared.add(this.tick);
    this.layer.once('destroyed', () => Ticker.shared.remove(this.tick));
  }

  /** The lesson's step now, or null at a table that is no lesson. */
  get current(): LessonView | null {
    return this.view;
  }

  /** The panel's buttons, first in the focus order. */
  get focusItems(): Focusable[] {
    return this.chosen?.buttons ?? [];
  }

  /** Next, when the coach waits for it (Enter presses it). */
  get focusFirst(): Focusable | null {
    return this.chosen?.next ?? null;
  }

  /**
   * Resolves once the coach shows no note waiting for Next (at once when it shows none): the
   * table holds a round's summary back until its last moment is explained.
   */
  hold(): Promise<void> {
    if (this.view?.kind !== 'next') return Promise.resolve();
    return new Promise((resolve) => this.holds.push(resolve));
  }

  /** A snapshot arrived: its lesson view waits until the table shows its step. */
  take(snapshot: TableSnapshot): void {
    if (snapshot.event.kind === 'start') this.shownStep = -1;
    const view = snapshot.lesson ?? null;
    if (!view) {
      // No lesson (any more): nothing to wait for.
      this.pending = null;
      this.apply(null);
      return;
    }
    this.pending = { step: snapshot.step, view };
    if (snapshot.step <= this.shownStep) this.shown(snapshot.step);
  }

  /** The table shows snapshot `step` now. */
  shown(step: number): void {
    this.shownStep = Math.max(this.shownStep, step);
    const pending = this.pending;
    if (!pending || pending.step > this.shownStep) return;
    this.pending = null;
    this.apply(pending.view);
  }

  /** Whether the table is a lesson's (the coach then has a dock on a phone). */
  get active(): boolean {
    return this.view !== null || this.pending?.view != null;
  }

  /**
   * The band (a phone upright) the panel asks for at the width of `L`: what the current step's
   * words need, never less than before in this lesson at this size; before the first step, room
   * for a few lines.
   */
  bandHeight(L: TableLayout): number {
    const key = `${L.width}x${L.height}`;
    if (key !== this.bandFor) {
      this.bandFor = key;
      this.band = 0;
    }
    const m = dockMargin(L);
    const floor = Math.round(190 * L.scale);
    if (this.view) {
      const probe = this.content(this.view, L, L.width - 2 * m, { docked: true });
      probe.root.destroy({ children: true });
      this.band = Math.max(this.band, probe.height + 2 * m);
    }
    return Math.max(this.band, floor);
  }

  /** `dock`: the place the table left for the panel (a phone), or null (it finds room). */
  layout(L: TableLayout, dock: Rect | null = null): void {
    this.L = L;
    this.dock = dock;
    this.build();
  }

  /** Language or settings changed. */
  refresh(): void {
    this.build();
  }

  /** The panel's place as a region (the decision's priority: toasts keep clear of it). */
  region(): Region | null {
    return this.at && this.chosen ? { rect: this.at, priority: PRIORITY.decision, id: 'lesson' } : null;
  }

  destroy(): void {
    this.unvital();
    for (const resolve of this.holds.splice(0)) resolve();
    Ticker.shared.remove(this.tick);
    for (const v of this.variants) if (!v.root.destroyed) v.root.destroy({ children: true });
    this.variants = [];
    // The table may have taken its layers down already.
    if (!this.layer.destroyed) this.layer.destroy({ children: true });
  }

  private apply(view: LessonView | null): void {
    if (JSON.stringify(view) === JSON.stringify(this.view)) return;
    this.view = view;
    this.build();
    if (view?.kind !== 'next') for (const resolve of this.holds.splice(0)) resolve();
  }

  /** A message the host sends (the coach's words, a refusal) in the person's language. */
  private say(message: Message): string {
    return words(this.ctx.i18n.language, message);
  }

  /**
   * The panel anew for the current step, in three widths: a narrow one for the corners beside the
   * hand, a slim column beside a wide dialog, a wide one over the hand's place for when the hand
   * is gone (the round's end).
   */
  private build(): void {
    this.panel.removeChildren();
    for (const v of this.variants) if (!v.root.destroyed) v.root.destroy({ children: true });
    for (const c of this.rings.removeChildren()) c.destroy();
    this.variants = [];
    this.chosen = null;
    this.placedFor = '';
    const view = this.view;
    const L = this.L;
    this.at = null;
    if (view && L) {
      const s = L.scale;
      const margin = 14 * s;
      const dock = this.dock;
      if (dock) {
        // A phone: the dock's width; what does not fit its height scrolls.
        const m = dockMargin(L);
        const v = this.content(view, L, dock.width - 2 * m, { docked: true, maxHeight: dock.height - 2 * m });
        this.variants = [v];
        // Upright the band may grow for longer words (up to its share of the window): once per
        // step and size, so that rounding can never make the table lay itself out for ever.
        const key = `${view.id}:${view.kind}:${L.width}x${L.height}:${dock.height}`;
        if (
          v.clipped > 2 &&
          L.form.name === 'tall' &&
          this.band < dock.height + v.clipped &&
          key !== this.grewFor
        ) {
          this.grewFor = key;
          queueMicrotask(() => {
            if (this.dock === dock && !this.layer.destroyed) this.relayout();
          });
        }
      } else {
        const narrow = L.form.compact
          ? Math.round(L.width - 2 * Math.round(6 * s))
          : Math.round(Math.min(400 * s, L.width * 0.36));
        const wide = Math.round(Math.min(760 * s, L.width - 2 * margin));
        // A slim column for the strip beside a wide dialog (Siegel's prediction at 1280×800).
        const slim = Math.round(Math.min(296 * s, L.width * 0.24));
        this.variants = L.form.compact
          ? [this.content(view, L, narrow)]
          : [this.content(view, L, narrow), this.content(view, L, slim), this.content(view, L, wide)];
      }
      this.place();
    }
    frames.invalidate();
    this.rebuilt();
  }

  /**
   * The panel's content at `width`: heading with progress, the words (or why a move was refused),
   * buttons. Docked (a phone), Leave is an icon and the words scroll where they would make the
   * panel taller than `maxHeight`.
   */
  private content(
    view: LessonView,
    L: TableLayout,
    width: number,
    o: { docked?: boolean; maxHeight?: number; textCap?: number } = {},
  ): Variant {
    const s = L.scale;
    if (o.maxHeight !== undefined) {
      // Laid out whole first; where that is too tall, again with the words cut to fit (they scroll).
      const whole = this.content(view, L, width, { docked: o.docked });
      const over = whole.height - o.maxHeight;
      if (over <= 0) return whole;
      whole.root.destroy({ children: true });
      const least = Math.round(font('body', s).fontSize * 1.38 * 2);
      return this.content(view, L, width, {
        docked: o.docked,
        textCap: Math.max(least, whole.wordsH - over),
      });
    }
    const root = new Container();
    const ids: [Container, string][] = [];
    // A phone on its side, the panel across the felt: the buttons stand in a column right of the words.
    const side = L.form.name === 'short' && !o.docked;
    const pad = Math.round((side || o.docked ? 14 : 20) * s);
    const inner = width - 2 * pad;
    const colW = side ? Math.round(210 * s) : 0;
    const textW = side ? inner - colW - Math.round(16 * s) : inner;
    const bg = new Graphics();
    const bar = new Graphics();
    root.addChild(bg, bar);
    let y = pad - 2 * s;

    const head = new Text({
      text:
        view.kind === 'end'
          ? this.ctx.i18n.t('app.lesson.done')
          : o.docked
            ? // A phone's dock is narrow: the step as a fraction.
              `${this.ctx.i18n.t('app.lesson.coach')} · ${view.index + 1}/${view.count}`
            : `${this.ctx.i18n.t('app.lesson.coach')} · ${this.ctx.i18n.t('app.lesson.step', { n: view.index + 1, m: view.count })}`,
      style: { ...font('caption', s, palette.accent), fontWeight: '700' },
    });
    head.position.set(pad, y);
    root.addChild(head);
    // Docked, Leave is the ✕ at the heading's right: the heading's line is a fingertip high.
    const bh = Math.round((L.form.compact ? 48 : 44) * s);
    if (o.docked) {
      head.y = Math.round(y + (bh - head.height) / 2 - 4 * s);
      fitText(head, inner - bh - 8 * s);
    }
    // How far the lesson has come: a thin bar under the heading.
    const barY = Math.round((o.docked ? y + bh - 4 * s : y + head.height) + 6 * s);
    const done = view.kind === 'end' ? 1 : view.index / Math.max(1, view.count);
    bar.roundRect(pad, barY, inner, 4 * s, 2 * s).fill({ color: palette.control });
    bar.roundRect(pad, barY, Math.max(4 * s, inner * done), 4 * s, 2 * s).fill({ color: palette.accent });
    y = barY + (o.docked ? 12 : 16) * s;

    // Docked on a phone the words take the caption's size (still 16 CSS px): more of them fit.
    const role = o.docked ? 'caption' : 'body';
    const paragraph = (text: string, fill: number, wrap: number): Text =>
      new Text({
        text,
        style: {
          ...font(role, s, fill),
          wordWrap: true,
          wordWrapWidth: wrap,
          lineHeight: Math.round(font(role, s).fontSize * 1.36),
        },
      });
    const textTop = y;
    // The words: why a move was refused (it says what works, in place of the note), or the note.
    let words: Container;
    const refusal = view.refusal ? this.say(view.refusal) : '';
    if (refusal) {
      const box = new Container();
      const note = paragraph(refusal, palette.text, textW - 26 * s);
      note.position.set(18 * s, 10 * s);
      const h = note.height + 20 * s;
      box.addChild(
        new Graphics()
          .roundRect(0, 0, textW, h, 10 * s)
          .fill({ color: palette.danger, alpha: 0.16 })
          .roundRect(0, 0, 5 * s, h, 2.5 * s)
          .fill({ color: palette.danger }),
        note,
      );
      ids.push([box, 'lesson.refusal']);
      words = box;
    } else {
      const body = paragraph(
        view.text ? this.say(view.text) : this.ctx.i18n.t('app.lesson.watch'),
        view.text ? palette.text : palette.textMuted,
        textW,
      );
      ids.push([body, 'lesson.text']);
      words = body;
    }

    // The buttons: Leave at all times; Next where the coach only explains; a real game at the end.
    // A fingertip's target on a phone (48 design px × 0.92 ≥ 44 CSS px).
    const leave = new Button({
      label: this.ctx.i18n.t('app.lesson.leave'),
      ...(side ? { width: colW, maxWidth: colW } : {}),
      ...(o.docked ? { icon: 'close' as const, iconOnly: true } : {}),
      scale: s,
      height: bh,
      variant: 'ghost',
      id: 'lesson.leave',
      onPress: () => this.actions.leave(),
    });
    const row: Button[] = o.docked ? [] : [leave];
    if (o.docked) {
      leave.position.set(width - pad - leave.bw + 8 * s, pad - 2 * s);
      root.addChild(leave);
    }
    const primaryW = o.docked
      ? { width: inner, maxWidth: inner }
      : side
        ? { width: colW, maxWidth: colW }
        : {};
    let next: Button | null = null;
    if (view.kind === 'next') {
      const index = view.index;
      const button = new Button({
        label: this.ctx.i18n.t('app.lesson.next'),
        ...primaryW,
        icon: 'forward',
        scale: s,
        height: bh,
        variant: 'primary',
        id: 'lesson.next',
        onPress: () => {
          // Once: the host moves the coach on.
          button.setDisabled(true);
          this.actions.next(index);
        },
      });
      next = button;
      row.push(button);
    }
    if (view.kind === 'end') {
      const game = view.game;
      row.push(
        new Button({
          label: this.ctx.i18n.t('app.lesson.real'),
          ...primaryW,
          icon: 'play',
          scale: s,
          height: bh,
          variant: 'primary',
          id: 'lesson.real',
          onPress: () => this.actions.realGame(game),
        }),
      );
    }
    // The row right-aligned; where it is wider than the panel, the primary goes on a line of its own above Leave.
    const gap = 10 * s;
    const rowW = row.reduce((w, b) => w + b.bw, 0) + gap * (row.length - 1);
    const stacked = !side && rowW > inner;

    // The words' height: at most `textCap` (the rest scrolls).
    const wordsH = words.height;
    const shownH = o.textCap !== undefined ? Math.min(wordsH, o.textCap) : wordsH;
    const clipped = Math.ceil(wordsH - shownH);
    if (clipped > 0) root.addChild(scrolling(words, textW, shownH, s, pad, textTop));
    else {
      words.position.set(pad, textTop);
      root.addChild(words);
    }
    y = textTop + shownH + 14 * s;
    // What the person does now, beside Leave (the coach's rings show where); on a line of its own
    // above the buttons where both do not fit one (the slim column beside a wide dialog).
    const tag =
      view.kind === 'move'
        ? new Text({ text: this.ctx.i18n.t('app.lesson.yourMove'), style: font('label', s, palette.accent) })
        : null;
    const tagAbove = tag !== null && !side && !o.docked && (stacked || rowW + gap + tag.width > inner);
    if (tag && tagAbove) {
      tag.position.set(pad, Math.round(y - 4 * s));
      root.addChild(tag);
      y = tag.y + tag.height + 8 * s;
    }

    let bottom = row.length === 0 ? y - 14 * s : y + bh;
    if (side) {
      // The column: the primary first (at the top, nearest the words), Leave below it.
      let by = textTop;
      for (const b of [...row].reverse()) {
        b.position.set(pad + inner - b.bw, by);
        by += b.bh + 8 * s;
        root.addChild(b);
      }
      bottom = Math.max(y - 14 * s, by - 8 * s);
    } else if (stacked) {
      // The primary on top, Leave under it, each right-aligned.
      let by = y;
      for (const b of [...row].reverse()) {
        b.position.set(pad + inner - b.bw, by);
        by += b.bh + 8 * s;
        root.addChild(b);
      }
      bottom = by - 8 * s;
    } else {
      let bx = pad + inner;
      for (const b of [...row].reverse()) {
        bx -= b.bw;
        b.position.set(bx, y);
        bx -= gap;
        root.addChild(b);
      }
    }
    if (tag && !tagAbove) {
      if (side || o.docked) {
        tag.position.set(pad, Math.round(y - 4 * s));
        bottom = Math.max(bottom, tag.y + tag.height);
      } else tag.position.set(pad, Math.round(y + (bh - tag.height) / 2));
      root.addChild(tag);
    }
    const height = Math.round(bottom + pad);
    drawPanel(bg, width, height, s, { alpha: 1 });
    // Opaque: what lies under it is hidden (never what it points at: those are vital).
    markCover(bg);
    bg.roundRect(0, 0, width, height, 16 * s).stroke({
      width: Math.max(1, 1.5 * s),
      color: palette.accent,
      alpha: 0.45,
    });
    ids.push([bg, 'lesson.panel']);
    const buttons = o.docked ? [...row, leave] : row;
    for (const b of buttons) {
      const id = idOf(b);
      if (id) ids.push([b, id]);
    }
    return { root, width, height, buttons, next, ids, clipped, wordsH };
  }

  /** The rings and the panel's corner again when what the coach points at has moved. */
  private follow(): void {
    if (!this.view || !this.L || this.layer.destroyed) return;
    if (this.boundsKey() !== this.placedFor) this.place();
  }

  /**
   * What is rung now: the step's points, or, once a dialog the move opens shows its second part
   * (the Kitsune's Sin), that part alone.
   */
  private rung(view: LessonView): readonly string[] {
    const then = (view.then ?? []).filter((id) => shownById(id));
    return then.length > 0 ? then : view.points;
  }

  /** Where the pointed elements and the hand are (the rest of the table moves only on a resize). */
  private boundsKey(): string {
    const ids = [
      ...(this.view?.points ?? []),
      ...(this.view?.then ?? []),
      ...shownIds('hand.'),
      ...OBSTACLES.filter(([p]) => p !== 'hand.' && p !== 'card:' && p !== 'btn:').flatMap(([p]) =>
        shownIds(p),
      ),
    ];
    return ids
      .map((id) => {
        const b = shownById(id)?.getBounds();
        return b
          ? `${id}:${Math.round(b.x)},${Math.round(b.y)},${Math.round(b.width)},${Math.round(b.height)}`
          : id;
      })
      .join('|');
  }

  /**
   * Rings on what the step points at, and the panel where findRoom finds room for it: first
   * clear of the plates, the board and all above; then over plates and the status line; then over
   * the board — never over what it points at, the decision asked or the hand. Failing all (a
   * crowded phone), the spot that covers the least.
   */
  private place(): void {
    const L = this.L;
    const view = this.view;
    const variants = this.variants;
    if (!L || !view || variants.length === 0) return;
    this.placedFor = this.boundsKey();
    for (const c of this.rings.removeChildren()) c.destroy();
    ringControls(this.rings, this.rung(view), L.scale, LESSON_RING, view.badges);
    const s = L.scale;
    const m = Math.round(L.form.compact ? 6 * s : 14 * s);
    const area = (id: string): Rect | null => {
      const b = shownById(id)?.getBounds();
      return b && b.width > 0 && b.height > 0 ? { x: b.x, y: b.y, width: b.width, height: b.height } : null;
    };
    const pad = 10 * s;
    const regions: Region[] = [
      // The hand as it is now (its cards, below), not its band: at a round's end it is empty and
      // the panel may take its place.
      ...this.regions().filter((g) => g.id !== 'hand'),
      ...OBSTACLES.flatMap(([prefix, priority]) =>
        shownIds(prefix).flatMap((id) => {
          const rect = area(id);
          return rect ? [{ rect, priority, id }] : [];
        }),
      ),
      // What it points at, with the ring round it.
      ...this.rung(view).flatMap((id) => {
        const r = area(id);
        return r
          ? [
              {
                rect: { x: r.x - pad, y: r.y - pad, width: r.width + 2 * pad, height: r.height + 2 * pad },
                priority: POINTED,
                id,
              },
            ]
          : [];
      }),
    ];
    const within = {
      x: m,
      y: L.topBar.height + m,
      width: L.width - 2 * m,
      height: L.height - L.topBar.height - 2 * m,
    };
    // Home: the bottom right corner beside the hand (a phone: the bottom of the felt).
    const homeOf = (v: Variant): { x: number; y: number }[] => {
      const bottom = (L.form.name === 'tall' ? L.status.y : L.hand.y) - v.height - m;
      return [
        { x: L.width - v.width - m, y: L.height - v.height - m },
        { x: L.width - v.width - m, y: bottom },
        { x: m, y: L.height - v.height - m },
      ];
    };
    let best: Spot | null = null;
    const dock = this.dock;
    const docked = variants[0];
    if (dock && docked) {
      // Docked (a phone): in the place the table left for it, whatever lies around.
      const dm = dockMargin(L);
      best = {
        v: docked,
        r: {
          x: Math.round(dock.x + dm),
          y: Math.round(dock.y + dm),
          width: docked.width,
          height: docked.height,
        },
      };
    }
    for (const priority of best ? [] : [PRIORITY.players, PRIORITY.board, PRIORITY.decision]) {
      for (const v of variants) {
        const r = findRoom({
          within,
          width: v.width,
          height: v.height,
          priority,
          regions,
          prefer: homeOf(v),
          step: 12,
        });
        if (r) {
          best = { v, r };
          break;
        }
      }
      if (best) break;
    }
    if (!best) {
      // Nowhere clear of the decision: the spot over the least of what matters, weighted.
      const cost = (r: Rect): number =>
        regions.reduce(
          (sum, g) =>
            sum +
            overlap(r, g.rect) * (g.priority >= POINTED ? 1000 : g.priority >= PRIORITY.decision ? 100 : 1),
          0,
        );
      for (const v of variants) {
        for (const p of homeOf(v).concat([
          { x: m, y: L.topBar.height + m },
          { x: L.width - v.width - m, y: L.topBar.height + m },
        ])) {
          const r = { x: Math.round(p.x), y: Math.round(p.y), width: v.width, height: v.height };
          if (!best || cost(r) < cost(best.r)) best = { v, r };
        }
      }
    }
    if (!best) return;
    const changed = this.chosen !== best.v;
    if (changed) {
      // The other width is kept (it may fit better again); build() and destroy() drop both.
      this.panel.removeChildren();
      this.panel.addChild(best.v.root);
      this.chosen = best.v;
      for (const [obj, id] of best.v.ids) testId(obj, id);
    }
    this.panel.position.set(best.r.x, best.r.y);
    this.at = best.r;
    // The table draws on demand: the moved panel and rings are a change to draw.
    frames.invalidate();
    if (changed) this.rebuilt();
  }
}

/** The gap round a docked panel. */
function dockMargin(L: TableLayout): number {
  return Math.round(6 * L.scale);
}

/**
 * `words` in a window `width` × `height` at (x, y) that scrolls by drag and wheel, with a thin
 * thumb at its right edge to say there is more.
 */
function scrolling(
  words: Container,
  width: number,
  height: number,
  s: number,
  x: number,
  y: number,
): Container {
  const box = markScroll(new Container());
  box.position.set(x, y);
  const mask = new Graphics().rect(0, 0, width, height).fill({ color: 0xffffff });
  const thumb = new Graphics();
  box.addChild(words, mask, thumb);
  box.mask = mask;
  box.eventMode = 'static';
  box.hitArea = new Rectangle(0, 0, width, height);
  const contentH = words.height;
  let scroll = 0;
  const show = (to: number): void => {
    scroll = clampScroll(to, contentH, height);
    words.y = -scroll;
    thumb.clear();
    const t = thumbOf(scroll, contentH, height, height, 16 * s);
    if (t)
      thumb.roundRect(width - 4 * s, t.y, 3 * s, t.h, 1.5 * s).fill({ color: palette.accent, alpha: 0.7 });
    frames.invalidate();
  };
  const drag = new ScrollDrag();
  box.on('pointerdown', (e: FederatedPointerEvent) => drag.start(e.pointerId, e.global.y, scroll));
  box.on('globalpointermove', (e: FederatedPointerEvent) => {
    const to = drag.move(e.pointerId, e.global.y);
    if (to !== null) show(to);
  });
  const end = (e: FederatedPointerEvent): void => void drag.end(e.pointerId);
  box.on('pointerup', end);
  box.on('pointerupoutside', end);
  box.on('wheel', (e: FederatedWheelEvent) => {
    show(scroll + wheelDistance(e.deltaY, e.deltaMode, 24 * s, height * 0.8));
    e.stopPropagation();
  });
  show(0);
  return box;
}
