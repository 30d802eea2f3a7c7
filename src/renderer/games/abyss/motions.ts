/**
 * What the Abyss steps animate, piece by piece: cards flying into the trick and the trick
 * to its winner, a figure's hop from field to field (others
 * on the fields close ranks), scale chips flying in or swapping, a drawn curse rising, flipping
 * open and settling into its row, passed cards travelling to the left, and the winner's joy.
 * The scene decides which step plays what (and keeps the test facts); when it is not animating,
 * each helper puts its pieces straight where they end.
 */
import { Container, type Rectangle } from 'pixi.js';
import type { AbyssElement, AbyssPlay, AbyssView } from '../../../shared/games/abyss';
import type { Audio } from '../../audio/audio';
import type { CardArt } from '../../art/cardArt';
import { elementChip } from '../../art/tokens';
import { arcPoint, type Motion } from '../../core/motion';
import { testId } from '../../core/testhook';
import type { Point } from '../../layout/scale';
import type { TableLayout } from '../../layout/table';
import { CardSprite } from '../../ui/cardSprite';
import type { CardHand } from '../common/hand';
import type { TrickArea } from '../elements/trick';
import { clusterOffsets, type AbyssLayout } from './layout';
import { jumpOptions, stacks, type FigureMove, type Step } from './model';
import { curseBack, curseCard, type CurseFace, type Figure, type ScaleWidget } from './pieces';
import { CURSE_CARD_WIDTH, curseSlot } from './table-draw';

/** What every animation needs from the scene. */
export interface Stage {
  lay: AbyssLayout;
  motion: Motion;
  audio: Audio;
  /** False while steps are hurried past: pieces go straight to their end. */
  animating: () => boolean;
  /** Flying pieces live here while they move. */
  fxLayer: Container;
  discard: (c: Container) => void;
}

/** Where a figure stands on a field, given who else is there (as displayed). */
export function figurePoint(
  lay: AbyssLayout,
  seat: number,
  field: number,
  positions: readonly number[],
): Point {
  const p = lay.fields[Math.min(field, lay.fields.length - 1)] ?? lay.trickCentre;
  const here = stacks(positions).get(field) ?? [seat];
  const offs = clusterOffsets(
    here.length,
    lay.figureSize * (field === 0 || field >= lay.fields.length - 1 ? 1.2 : 0.9),
  );
  const k = Math.max(0, here.indexOf(seat));
  const o = offs[k] ?? { x: 0, y: 0 };
  return { x: p.x + o.x, y: p.y + o.y + lay.figureSize * 0.32 };
}

/** Every figure on its field at once (no motion); those further down the screen stand in front. */
export function placeFigures(
  st: Pick<Stage, 'lay' | 'motion'>,
  figures: readonly Figure[],
  layer: Container,
  positions: readonly number[],
): void {
  figures.forEach((f, seat) => {
    const field = positions[seat] ?? 0;
    f.field = field;
    st.motion.killTweensOf(f);
    const p = figurePoint(st.lay, seat, field, positions);
    f.position.set(p.x, p.y);
  });
  const sorted = [...figures].sort((a, b) => a.y - b.y);
  sorted.forEach((f, i) => layer.setChildIndex(f, i));
}

/**
 * One hop of a figure from field `from` to `to` (a big one over occupied fields for a jump);
 * `disp` is where every figure stands as displayed, with this one already at `to`.
 */
export async function hopFigure(
  st: Stage,
  figures: readonly Figure[],
  layer: Container,
  fig: Figure,
  hop: { from: number; to: number; disp: readonly number[]; big: boolean },
): Promise<void> {
  const { lay, motion } = st;
  const { from, to, disp, big } = hop;
  fig.field = to;
  const target = figurePoint(lay, fig.seat, to, disp);
  // Figures left behind on the old field close ranks.
  for (const other of figures) {
    if (other === fig) continue;
    const f = disp[other.seat] ?? 0;
    if (f === from || f === to) {
      const p = figurePoint(lay, other.seat, f, disp);
      if (st.animating()) void motion.to(other, { x: p.x, y: p.y }, { ms: 160 });
      else other.position.set(p.x, p.y);
    }
  }
  layer.setChildIndex(fig, layer.children.length - 1);
  if (!st.animating()) {
    fig.position.set(target.x, target.y);
    return;
  }
  const start = { x: fig.x, y: fig.y };
  const dist = Math.hypot(target.x - start.x, target.y - start.y);
  const height = big ? Math.max(lay.fieldRadius * 3, dist * 0.45) : lay.fieldRadius * 0.9;
  st.audio.play('sealClink', big ? 0.8 : 1.2);
  await motion.drive(
    (t) => {
      if (fig.destroyed) return;
      const p = arcPoint(start, target, height, t);
      fig.position.set(p.x, p.y);
      fig.scale.set(1 + (big ? 0.25 : 0.1) * Math.sin(Math.PI * t));
    },
    { ms: big ? 520 : 230, ease: 'power1.inOut', owner: fig },
  );
  if (!fig.destroyed) fig.scale.set(1);
}

/** Two chips on the scale trade places on opposite arcs. */
export async function swapChips(motion: Motion, widget: ScaleWidget, i: number, j: number): Promise<void> {
  const a = widget.chips[i];
  const b = widget.chips[j];
  if (!a || !b) return;
  const pa = { x: a.x, y: a.y };
  const pb = { x: b.x, y: b.y };
  const h = widget.size * 1.2;
  await Promise.all([
    motion.drive(
      (t) => {
        if (a.destroyed) return;
        const p = arcPoint(pa, pb, h, t);
        a.position.set(p.x, p.y);
      },
      { ms: 520, ease: 'power1.inOut', owner: a },
    ),
    motion.drive(
      (t) => {
        if (b.destroyed) return;
        const p = arcPoint(pb, pa, -h, t);
        b.position.set(p.x, p.y);
      },
      { ms: 520, ease: 'power1.inOut', owner: b },
    ),
  ]);
}

/**
 * The Storm swaps the two highest occupied places (after `redraw` shows the scale as it was);
 * returns the order before and after, or null when fewer than two places are occupied.
 */
export async function stormSwap(
  motion: Motion,
  widget: ScaleWidget,
  scale: readonly AbyssElement[],
  redraw: () => void,
): Promise<{ before: AbyssElement[]; after: AbyssElement[] } | null> {
  const n = scale.length;
  if (n < 2) return null;
  redraw();
  const before = [...scale];
  await swapChips(motion, widget, n - 2, n - 1);
  const after = [...before];
  [after[n - 2], after[n - 1]] = [before[n - 1]!, before[n - 2]!];
  return { before, after };
}

/** An added element's chip flies from its player's figure (or plate) to its place on the scale. */
export async function flyChipIn(
  st: Stage,
  widget: ScaleWidget,
  element: AbyssElement,
  place: number,
  from: Point,
  colorBlind: boolean,
): Promise<void> {
  const to = widget.placePoint(place);
  const chip = elementChip(element, widget.size, colorBlind);
  chip.position.set(from.x, from.y);
  chip.scale.set(0.6);
  st.fxLayer.addChild(chip);
  const dist = Math.hypot(to.x - from.x, to.y - from.y);
  await st.motion.drive(
    (t) => {
      if (chip.destroyed) return;
      const p = arcPoint(from, to, Math.max(40 * st.lay.s, dist * 0.3), t);
      chip.position.set(p.x, p.y);
      chip.scale.set(0.6 + 0.4 * t + 0.3 * Math.sin(Math.PI * t));
    },
    { ms: 560, ease: 'power1.inOut', owner: chip },
  );
  st.discard(chip);
}

/** How a curse reveal reports to the scene (its test facts follow the card). */
export interface RevealHooks {
  setHolder: (holder: Container | null) => void;
  /** The card shows its face (it takes a click only once open, after CURSE_READ_GUARD_MS). */
  setFaceShown: (shown: boolean) => void;
  setFaceUp: (open: boolean) => void;
  publish: () => void;
  /** A curse is shown even when the player hurried the animations before it. */
  unrush: () => void;
  /** The row index the card settles into (read when it settles). */
  slotIndex: () => number;
}

/** How long a curse card, just turned face up, ignores clicks and keys (ms). */
export const CURSE_READ_GUARD_MS = 600;

/** A drawn curse: its card rises at the curse field, flips open, is read, and settles into the row. */
export async function revealCurse(
  st: Stage,
  face: CurseFace,
  field: number,
  hooks: RevealHooks,
): Promise<void> {
  const lay = st.lay;
  const s = lay.s;
  const w = Math.round(CURSE_CARD_WIDTH * s);
  const front = curseCard(face, w, Math.round(170 * s), s, true);
  const h = Math.round(front.hitArea ? (front.hitArea as Rectangle).height : front.height);
  front.pivot.set(w / 2, h / 2);
  front.visible = false;
  const back = curseBack(w, h, s);
  back.pivot.set(w / 2, h / 2);
  const fp = lay.fields[field] ?? lay.trickCentre;
  // Over its field, but inside the board (never over a seat plate).
  const b = lay.board;
  const cx = b.width > w ? Math.max(b.x + w / 2, Math.min(b.x + b.width - w / 2, fp.x)) : b.x + b.width / 2;
  const cy = Math.round(Math.max(lay.board.y + h / 2 + 6 * s, lay.board.y + lay.board.height / 2 + 30 * s));
  const holder = new Container({ label: 'curse-reveal' });
  holder.addChild(back, front);
  holder.position.set(fp.x, fp.y);
  holder.scale.set(0.15);
  testId(holder, 'curse:reveal');
  st.fxLayer.addChild(holder);
  hooks.setHolder(holder);
  hooks.publish();
  const m = st.motion;
  // Only instant speed and reduced motion skip a curse: it changes the rules and must be read.
  if (m.duration(300) > 0) hooks.unrush();
  if (st.animating()) {
    await Promise.all([
      m.to(holder, { x: cx, y: cy }, { ms: 420, ease: 'power2.out' }),
      m.to(holder.scale, { x: 1, y: 1 }, { ms: 420, ease: 'power2.out', owner: holder }),
    ]);
    await m.to(holder.scale, { x: 0.02 }, { ms: 160, ease: 'power1.in', owner: holder });
    back.visible = false;
    front.visible = true;
    await m.to(holder.scale, { x: 1 }, { ms: 200, ease: 'power1.out', owner: holder });
    hooks.setFaceShown(true);
    hooks.publish();
    // A click meant to hurry the animations before the card must not close it unread: for a
    // moment after it turns face up it takes no click (no tween runs that a click could finish).
    await new Promise((resolve) => setTimeout(resolve, CURSE_READ_GUARD_MS));
    if (holder.destroyed) return;
    hooks.setFaceUp(true);
    hooks.publish();
    // The card waits to be read: a click or a key moves on (after a long while it moves on by itself).
    await m.wait(16000);
    hooks.setFaceUp(false);
    const slot = curseSlot(lay, hooks.slotIndex());
    await Promise.all([
      m.to(holder, { x: slot.x, y: slot.y, alpha: 0.4 }, { ms: 420, ease: 'power2.inOut' }),
      m.to(holder.scale, { x: slot.k, y: slot.k }, { ms: 420, ease: 'power2.inOut', owner: holder }),
    ]);
  }
  hooks.setHolder(null);
  hooks.setFaceShown(false);
  hooks.setFaceUp(false);
  st.discard(holder);
  hooks.publish();
}

/** What the passing flight needs beyond the stage: the passing, the viewer, its hand, the cards' art, the table. */
export interface PassFlight {
  view: Pick<AbyssView, 'players' | 'passing'>;
  you: number | null;
  hand: CardHand;
  art: CardArt;
  L: TableLayout;
}

/** The passed cards move to the left: yours to your left neighbour, one from your right into your hand. */
export async function flyPassed(st: Stage, pass: PassFlight): Promise<void> {
  const { view: v, you, hand, art, L } = pass;
  const lay = st.lay;
  const n = v.players;
  // Only the viewer's own card and the one it receives are shown face up.
  const given = v.passing?.given ?? null;
  const received = v.passing?.received ?? null;
  const jobs: Promise<void>[] = [];
  for (let seat = 0; seat < n; seat++) {
    const to = (seat + 1) % n;
    const own = seat === you;
    const code = own ? given : to === you ? received : null;
    const sprite = new CardSprite(art, 'sevensins', code, lay.trickCard.width);
    const fromHand = own && code ? hand.cardPoint(code) : null;
    if (fromHand && code) hand.detach(code);
    const from = fromHand ?? lay.seats[seat]?.plate ?? lay.trickCentre;
    const dest = to === you ? { x: L.width / 2, y: L.handBaseY } : (lay.seats[to]?.plate ?? lay.trickCentre);
    sprite.position.set(from.x, from.y);
    sprite.scale.set(0.6);
    st.fxLayer.addChild(sprite);
    jobs.push(
      st.motion
        .to(sprite, { x: dest.x, y: dest.y }, { ms: 700, delay: seat * 90, ease: 'power2.inOut' })
        .then(() => st.discard(sprite)),
    );
  }
  await Promise.all(jobs);
}

/** The winner's moment: the figure on the goal jumps for joy before the final screen. */
export async function celebrate(motion: Motion, fig: Figure, s: number): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await motion.to(fig, { y: fig.y - 14 * s }, { ms: 140, ease: 'power1.out' });
    await motion.to(fig, { y: fig.y + 14 * s }, { ms: 140, ease: 'power1.in' });
  }
}

/** One hop as the scene performs it (it also moves the plate's field tab). */
export type Hop = (fig: Figure, from: number, to: number, disp: number[], big: boolean) => Promise<void>;

/**
 * Figures walk field by field to their new fields (a jump is one long hop over the occupied
 * fields). Backward moves are left out: only Undertow goes back, after the walk. Returns where
 * every figure is displayed afterwards.
 */
export async function walkForward(
  figures: readonly Figure[],
  prev: AbyssView,
  moves: readonly FigureMove[],
  step: Step,
  hop: Hop,
): Promise<number[]> {
  const disp = [...prev.positions];
  const jumpAt = step.kind === 'jump' ? jumpOptions(prev) : null;
  for (const m of moves) {
    if (m.to <= m.from) continue;
    const fig = figures[m.seat];
    if (!fig) continue;
    let at = m.from;
    if (step.kind === 'jump' && jumpAt && jumpAt.seat === m.seat) {
      const landing = step.jump ? jumpAt.jump : jumpAt.stop;
      disp[m.seat] = landing;
      await hop(fig, at, landing, disp, step.jump && landing > at + 1);
      at = landing;
    }
    while (at < m.to) {
      at += 1;
      disp[m.seat] = at;
      await hop(fig, at - 1, at, disp, false);
    }
  }
  return disp;
}

/** A played card flies into the trick: from the viewer's hand, or from its player's plate. */
export async function flyToTrick(
  st: Stage,
  trick: TrickArea,
  hand: CardHand,
  L: TableLayout,
  play: AbyssPlay,
  before: { you: number | null; trick: readonly AbyssPlay[] },
): Promise<void> {
  const lay = st.lay;
  const fromHand = before.you === play.seat ? hand.cardPoint(play.card) : null;
  if (fromHand) hand.detach(play.card);
  const plate = lay.seats[play.seat]?.plate ?? lay.trickCentre;
  const from = fromHand
    ? { ...fromHand, scale: L.card.width / lay.trickCard.width }
    : { x: plate.x, y: plate.y, rotation: 0, scale: 0.45 };
  if (st.animating()) await trick.flyIn(play, from);
  else trick.show([...before.trick, play], null);
}

/** The finished trick slides to its winner's plate. */
export async function collectTrick(st: Stage, trick: TrickArea, winner: number): Promise<void> {
  const lay = st.lay;
  const to = lay.seats[winner]?.plate ?? lay.trickCentre;
  st.audio.play('trickWon');
  if (st.animating()) await trick.collect(to);
  trick.show([], null);
}
