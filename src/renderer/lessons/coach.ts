/**
 * The lesson's coach at the table ("Learn to play", src/shared/lesson.ts): an opaque panel with
 * what the coach says now, a ring on each table element it speaks of, Next where it only
 * explains, Leave at all times and, at the end, Play a real game. The host decides everything
 * (which step, which moves it takes); this only shows it.
 *
 * The coach speaks of a step once the table shows it (the scene reports each step it has shown),
 * so a note never runs ahead of the cards still flying. The panel sits in a corner of the felt
 * where it covers nothing it points at, and as little else as it can (the hand, the seats, the
 * targets); it moves when what it points at moves (a card lifted, the hand closing up).
 */
import { Container, Graphics, Text, Ticker } from 'pixi.js';
import type { LessonView } from '../../shared/lesson';
import type { TableSnapshot } from '../../shared/protocol';
import type { GameId } from '../../shared/types';
import type { AppContext } from '../core/context';
import type { Focusable } from '../core/focus';
import { frames } from '../core/frames';
import type { MessageKey, Params } from '../i18n';
import { idOf, shownById, shownIds, testId } from '../core/testhook';
import { ringControls, type RingStyle } from '../hints/rings';
import type { Rect } from '../layout/scale';
import type { TableLayout } from '../layout/table';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { Button } from '../ui/widgets';

/** Cream: apart from the gold of playable cards and the hint, and from every suit colour. */
export const LESSON_RING: RingStyle = { color: palette.cream, prefix: 'lesson' };

/** What the table does for the coach's buttons. */
export interface LessonActions {
  next(index: number): void;
  leave(): void;
  realGame(game: GameId): void;
}

/** Elements of the table the panel keeps clear of, besides those it points at. */
const OBSTACLES = [
  'hand.',
  'seat.',
  'taken:',
  'target:',
  'pile',
  'summary',
  'card:',
  'trick:',
  'btn:',
  'status',
];

/** The panel built at one width. */
interface Variant {
  root: Container;
  width: number;
  height: number;
  buttons: Button[];
  next: Button | null;
  /** Its test ids: both widths name the same things, the one shown answers for them. */
  ids: [Container, string][];
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
  ) {
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

  layout(L: TableLayout): void {
    this.L = L;
    this.build();
  }

  /** Language or settings changed. */
  refresh(): void {
    this.build();
  }

  destroy(): void {
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
  }

  private t(key: MessageKey, params?: Params): string {
    return this.ctx.i18n.t(key, params);
  }

  /**
   * The panel anew for the current step, in two widths: a narrow one for the corners beside the
   * hand, a wide one over the hand's place for when the hand is gone (the round's end).
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
    if (view && L) {
      const s = L.scale;
      const margin = 14 * s;
      const narrow = Math.round(Math.min(400 * s, L.width * 0.36));
      const wide = Math.round(Math.min(760 * s, L.width - 2 * margin));
      this.variants = [this.content(view, L, narrow), this.content(view, L, wide)];
      this.place();
    }
    frames.invalidate();
    this.rebuilt();
  }

  /** The panel's content at `width`: heading with progress, the words (or why a move was refused), buttons. */
  private content(view: LessonView, L: TableLayout, width: number): Variant {
    const s = L.scale;
    const lang = this.ctx.i18n.language;
    const root = new Container();
    const ids: [Container, string][] = [];
    const pad = Math.round(20 * s);
    const inner = width - 2 * pad;
    const bg = new Graphics();
    const bar = new Graphics();
    root.addChild(bg, bar);
    let y = pad - 2 * s;

    const head = new Text({
      text:
        view.kind === 'end'
          ? this.t('lesson.done')
          : `${this.t('lesson.coach')} · ${this.t('lesson.step', { n: view.index + 1, m: view.count })}`,
      style: { ...font('caption', s, palette.accent), fontWeight: '700' },
    });
    head.position.set(pad, y);
    root.addChild(head);
    // How far the lesson has come: a thin bar under the heading.
    const barY = Math.round(y + head.height + 6 * s);
    const done = view.kind === 'end' ? 1 : view.index / Math.max(1, view.count);
    bar.roundRect(pad, barY, inner, 4 * s, 2 * s).fill({ color: palette.control });
    bar.roundRect(pad, barY, Math.max(4 * s, inner * done), 4 * s, 2 * s).fill({ color: palette.accent });
    y = barY + 16 * s;

    const paragraph = (text: string, fill: number, wrap: number): Text =>
      new Text({
        text,
        style: {
          ...font('body', s, fill),
          wordWrap: true,
          wordWrapWidth: wrap,
          lineHeight: Math.round(font('body', s).fontSize * 1.38),
        },
      });
    const refusal = view.refusal?.[lang];
    if (refusal) {
      // A refused move: the coach says why and what works, in place of its note (it says the same).
      const box = new Container();
      const note = paragraph(refusal, palette.text, inner - 26 * s);
      note.position.set(18 * s, 10 * s);
      const h = note.height + 20 * s;
      box.addChild(
        new Graphics()
          .roundRect(0, 0, inner, h, 10 * s)
          .fill({ color: palette.danger, alpha: 0.16 })
          .roundRect(0, 0, 5 * s, h, 2.5 * s)
          .fill({ color: palette.danger }),
        note,
      );
      box.position.set(pad, y);
      ids.push([box, 'lesson.refusal']);
      root.addChild(box);
      y += h + 14 * s;
    } else {
      const body = paragraph(
        view.text?.[lang] ?? this.t('lesson.watch'),
        view.text ? palette.text : palette.textMuted,
        inner,
      );
      body.position.set(pad, y);
      ids.push([body, 'lesson.text']);
      root.addChild(body);
      y += body.height + 14 * s;
    }

    // The buttons: Leave at all times; Next where the coach only explains; a real game at the end.
    const bh = Math.round(44 * s);
    const leave = new Button({
      label: this.t('lesson.leave'),
      scale: s,
      height: bh,
      variant: 'ghost',
      id: 'lesson.leave',
      onPress: () => this.actions.leave(),
    });
    const row: Button[] = [leave];
    let next: Button | null = null;
    if (view.kind === 'next') {
      const index = view.index;
      const button = new Button({
        label: this.t('lesson.next'),
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
          label: this.t('lesson.real'),
          icon: 'play',
          scale: s,
          height: bh,
          variant: 'primary',
          id: 'lesson.real',
          onPress: () => this.actions.realGame(game),
        }),
      );
    }
    let bx = pad + inner;
    for (const b of [...row].reverse()) {
      bx -= b.bw;
      b.position.set(bx, y);
      bx -= 10 * s;
      root.addChild(b);
    }
    if (view.kind === 'move') {
      // What the person does now, beside Leave: the coach's rings show where.
      const tag = new Text({ text: this.t('lesson.yourMove'), style: font('label', s, palette.accent) });
      tag.position.set(pad, Math.round(y + (bh - tag.height) / 2));
      root.addChild(tag);
    }
    const height = Math.round(y + bh + pad);
    drawPanel(bg, width, height, s, { alpha: 1 });
    bg.roundRect(0, 0, width, height, 16 * s).stroke({
      width: Math.max(1, 1.5 * s),
      color: palette.accent,
      alpha: 0.45,
    });
    ids.push([bg, 'lesson.panel']);
    for (const b of row) {
      const id = idOf(b);
      if (id) ids.push([b, id]);
    }
    return { root, width, height, buttons: row, next, ids };
  }

  /** The rings and the panel's corner again when what the coach points at has moved. */
  private follow(): void {
    if (!this.view || !this.L || this.layer.destroyed) return;
    if (this.boundsKey() !== this.placedFor) this.place();
  }

  /** Where the pointed elements and the hand are (the rest of the table moves only on a resize). */
  private boundsKey(): string {
    const ids = [...(this.view?.points ?? []), ...shownIds('hand.')];
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
   * Rings on what the step points at, and the panel where it covers none of it and the least of
   * the rest of the table: a corner beside the hand first, else over the hand's place.
   */
  private place(): void {
    const L = this.L;
    const view = this.view;
    const [narrow, wide] = this.variants;
    if (!L || !view || !narrow || !wide) return;
    this.placedFor = this.boundsKey();
    for (const c of this.rings.removeChildren()) c.destroy();
    ringControls(this.rings, view.points, L.scale, LESSON_RING);
    const s = L.scale;
    const m = Math.round(14 * s);
    const top = L.topBar.height + m;
    const at = (v: Variant, x: number, y: number): Spot => ({
      v,
      r: { x: Math.round(x), y: Math.round(y), width: v.width, height: v.height },
    });
    const bottom = (v: Variant): number => L.height - v.height - m;
    const spots = [
      // Right of the hand, left of it, the top corners; over the hand (empty at a round's end).
      at(narrow, L.width - narrow.width - m, bottom(narrow)),
      at(narrow, m, bottom(narrow)),
      at(narrow, L.width - narrow.width - m, top + 52 * s),
      at(narrow, m, top + 30 * s),
      // Halfway down the sides, between a side's seat plates and its buttons.
      at(narrow, L.width - narrow.width - m, (L.height - narrow.height) / 2),
      at(narrow, m, (L.height - narrow.height) / 2),
      at(wide, (L.width - wide.width) / 2, bottom(wide)),
      at(wide, (L.width - wide.width) / 2, top),
    ];
    const area = (id: string): Rect | null => {
      const b = shownById(id)?.getBounds();
      return b ? { x: b.x, y: b.y, width: b.width, height: b.height } : null;
    };
    const pad = 10 * s;
    // What it points at, with the ring round it.
    const pointed = view.points.flatMap((id) => {
      const r = area(id);
      return r ? [{ x: r.x - pad, y: r.y - pad, width: r.width + 2 * pad, height: r.height + 2 * pad }] : [];
    });
    const others = OBSTACLES.flatMap((p) => shownIds(p)).flatMap((id) => {
      const r = area(id);
      return r ? [r] : [];
    });
    // Covering what it points at is out of the question; the rest is weighed, and a later spot
    // must be clearly better (the panel should not wander for a few pixels).
    const cost = (spot: Spot, rank: number): number =>
      pointed.reduce((sum, p) => sum + 1000 * overlap(spot.r, p), 0) +
      others.reduce((sum, o) => sum + overlap(spot.r, o), 0) +
      rank * 2000 * s * s;
    let best = spots[0]!;
    let bestCost = cost(best, 0);
    spots.forEach((spot, rank) => {
      const k = cost(spot, rank);
      if (k < bestCost) {
        best = spot;
        bestCost = k;
      }
    });
    const changed = this.chosen !== best.v;
    if (changed) {
      // The other width is kept (it may fit better again); build() and destroy() drop both.
      this.panel.removeChildren();
      this.panel.addChild(best.v.root);
      this.chosen = best.v;
      for (const [obj, id] of best.v.ids) testId(obj, id);
    }
    this.panel.position.set(best.r.x, best.r.y);
    // The table draws on demand: the moved panel and rings are a change to draw.
    frames.invalidate();
    if (changed) this.rebuilt();
  }
}
