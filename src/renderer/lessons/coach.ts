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
 * up). On a phone it is a compact sheet across the felt, above the status line and the hand.
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
import { markCover, vitalWhile } from '../core/layout-audit';
import { findRoom, PRIORITY, type Region } from '../layout/room';
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

  layout(L: TableLayout): void {
    this.L = L;
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
    this.at = null;
    if (view && L) {
      const s = L.scale;
      const margin = 14 * s;
      // A phone: one width, the window's (a sheet across the felt).
      const narrow = L.form.compact
        ? Math.round(L.width - 2 * Math.round(6 * s))
        : Math.round(Math.min(400 * s, L.width * 0.36));
      const wide = Math.round(Math.min(760 * s, L.width - 2 * margin));
      this.variants = L.form.compact
        ? [this.content(view, L, narrow)]
        : [this.content(view, L, narrow), this.content(view, L, wide)];
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
    // A phone on its side has little height: the buttons stand in a column right of the words.
    const side = L.form.name === 'short';
    const pad = Math.round((side ? 14 : 20) * s);
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
    const textTop = y;
    const refusal = view.refusal?.[lang];
    if (refusal) {
      // A refused move: the coach says why and what works, in place of its note (it says the same).
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
      box.position.set(pad, y);
      ids.push([box, 'lesson.refusal']);
      root.addChild(box);
      y += h + 14 * s;
    } else {
      const body = paragraph(
        view.text?.[lang] ?? this.t('lesson.watch'),
        view.text ? palette.text : palette.textMuted,
        textW,
      );
      body.position.set(pad, y);
      ids.push([body, 'lesson.text']);
      root.addChild(body);
      y += body.height + 14 * s;
    }

    // The buttons: Leave at all times; Next where the coach only explains; a real game at the end.
    // A fingertip's target on a phone (48 design px × 0.92 ≥ 44 CSS px).
    const bh = Math.round((L.form.compact ? 48 : 44) * s);
    const leave = new Button({
      label: this.t('lesson.leave'),
      ...(side ? { width: colW, maxWidth: colW } : {}),
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
        ...(side ? { width: colW, maxWidth: colW } : {}),
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
          ...(side ? { width: colW, maxWidth: colW } : {}),
          icon: 'play',
          scale: s,
          height: bh,
          variant: 'primary',
          id: 'lesson.real',
          onPress: () => this.actions.realGame(game),
        }),
      );
    }
    let bottom = y + bh;
    if (side) {
      // The column: the primary first (at the top, nearest the words), Leave below it.
      let by = textTop;
      for (const b of [...row].reverse()) {
        b.position.set(pad + inner - b.bw, by);
        by += b.bh + 8 * s;
        root.addChild(b);
      }
      bottom = Math.max(y - 14 * s, by - 8 * s);
    } else {
      let bx = pad + inner;
      for (const b of [...row].reverse()) {
        bx -= b.bw;
        b.position.set(bx, y);
        bx -= 10 * s;
        root.addChild(b);
      }
    }
    if (view.kind === 'move') {
      // What the person does now, beside Leave: the coach's rings show where.
      const tag = new Text({ text: this.t('lesson.yourMove'), style: font('label', s, palette.accent) });
      if (side) {
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
    for (const priority of [PRIORITY.players, PRIORITY.board, PRIORITY.decision]) {
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
