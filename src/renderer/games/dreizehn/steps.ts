/**
 * What each step of 13 animates: a card flying to its target, an overflow fanning together,
 * turning face down and sliding to the taker, the draw from the pile, the targets clearing at a
 * round's end and the deal to the other seats. Each runs against the board as the previous
 * snapshot left it; the scene then draws exactly what the new snapshot says.
 */
import type { Container } from 'pixi.js';
import {
  dreizehnCardValue,
  type DreizehnTargetView,
  type DreizehnView,
} from '../../../shared/games/dreizehn';
import type { TableSnapshot } from '../../../shared/protocol';
import type { AppContext } from '../../app/context';
import type { Motion } from '../../core/motion';
import type { Point } from '../../layout/scale';
import type { TableLayout } from '../../layout/table';
import { CardSprite } from '../../ui/cardSprite';
import type { DzBoard } from './board';
import type { DzHand } from './hand';
import type { DzLayout } from './layout';
import { sortHand, type StepEffect } from './model';
import { safeDestroy } from './safe';

export type PlayEffect = Extract<StepEffect, { kind: 'play' }>;

/** Motion that goes at once once the step is hurried (a click, a resize). */
export interface Pace {
  to: Motion['to'];
  flight: Motion['flight'];
  wait: (ms: number) => Promise<void>;
}

export function pace(motion: Motion, hurried: () => boolean): Pace {
  return {
    to: (t, v, o) => motion.to(t, v, hurried() ? { ...o, ms: 0, delay: 0 } : o),
    flight: (obj, to, o = {}) => motion.flight(obj, to, hurried() ? { ...o, ms: 0, delay: 0 } : o),
    wait: (ms) => (hurried() ? Promise.resolve() : motion.wait(ms)),
  };
}

/** What the step animations work on. */
export interface Stage {
  ctx: AppContext;
  L: TableLayout;
  D: DzLayout;
  fx: Container;
  hand: DzHand;
  board: DzBoard;
  m: Pace;
  /** The step's snapshot, and the view before it. */
  snap: TableSnapshot;
  prev: DreizehnView;
  /** Draws a target as it stands mid-step, and a seat's taken count. */
  setTarget(index: number, t: DreizehnTargetView): void;
  setTaken(seat: number, taken: number): void;
  /** Where a seat sits (cards fly to and from its plate). */
  seatPoint(seat: number): Point;
}

/** Moves a sprite into the effects layer where it is on screen. */
function lift(st: Stage, sp: Container): void {
  const gp = sp.getGlobalPosition();
  st.fx.addChild(sp);
  const lp = st.fx.toLocal(gp);
  sp.position.set(lp.x, lp.y);
}

/** A card flies from the hand (or its seat) to its target; then the draw and the overflow. */
export async function animatePlay(st: Stage, eff: PlayEffect, next: DreizehnView): Promise<void> {
  const { L, D, m } = st;
  const tv = st.board.targets[eff.target];
  const before = st.prev.targets[eff.target];
  if (!tv || !before) return;
  const smallScale = D.smallCard.width / L.card.width;
  let sp: CardSprite | null = null;
  if (eff.seat === st.snap.you) {
    sp = st.hand.take(eff.card);
    if (sp) {
      lift(st, sp);
      // The rest of the hand closes the gap (the drawn card comes later).
      st.hand.set([...st.hand.cardCodes], new Set(), null, null);
    }
  }
  if (!sp) {
    sp = new CardSprite(st.ctx.cards, 'dreizehn', eff.card, L.card.width);
    const p = st.seatPoint(eff.seat);
    sp.position.set(p.x, p.y);
    sp.scale.set(0.35);
    sp.alpha = 0.2;
    st.fx.addChild(sp);
    void m.to(sp, { alpha: 1 }, { ms: 120, kind: 'fade' });
  }
  const n = before.cards.length;
  const dest = tv.cardSlots(n + 1)[n]!;
  void tv.makeRoom(n + 1, (s, p) => m.flight(s, p));
  await m.flight(sp, { x: dest.x, y: dest.y, rotation: dest.rotation, scale: smallScale });
  const landed: DreizehnTargetView = {
    ...before,
    cards: [...before.cards, eff.card],
    total: before.total + dreizehnCardValue(eff.card),
  };
  const after = next.targets[eff.target];
  st.setTarget(eff.target, eff.taken.length === 0 && !eff.roundEnded && after ? after : landed);
  safeDestroy(sp);

  const jobs: Promise<void>[] = [];
  if (eff.drew) jobs.push(animateDraw(st, eff, next));
  if (eff.taken.length > 0) jobs.push(animateOverflow(st, eff, landed));
  await Promise.all(jobs);
}

/** The cards of an overflowing target fan together, turn face down and slide to the taker. */
async function animateOverflow(st: Stage, eff: PlayEffect, landed: DreizehnTargetView): Promise<void> {
  const m = st.m;
  const tv = st.board.targets[eff.target]!;
  await m.wait(260);
  st.ctx.audio.play('overflow');
  const sprites = tv.detachCards();
  for (const s of sprites) lift(st, s);
  const played = sprites.pop();
  const taken = sprites;
  const slot = tv.slot!;
  // The played card stays alone, the target shows its value.
  const alone = { ...landed, cards: [], total: dreizehnCardValue(eff.card) };
  st.setTarget(eff.target, alone);
  const jobs: Promise<void>[] = [];
  if (played) jobs.push(m.flight(played, tv.cardSlots(1)[0]!));
  // Fan together…
  const mid = (taken.length - 1) / 2;
  await Promise.all(
    taken.map((s, i) =>
      m.to(s, { x: slot.x + (i - mid) * 3, rotation: (i - taken.length / 2) * 0.04 }, { ms: 200 }),
    ),
  );
  // …turn face down…
  await Promise.all(taken.map((s) => m.to(s.scale, { x: 0.01 }, { ms: 90, ease: 'power1.in' })));
  for (const s of taken) s.setCard(null);
  await Promise.all(taken.map((s) => m.to(s.scale, { x: s.scale.y }, { ms: 90, ease: 'power1.out' })));
  // …and slide to the taker's stack.
  const to = st.board.facts[eff.seat]?.stackPoint ?? st.seatPoint(eff.seat);
  await Promise.all(
    taken.map((s, i) =>
      m
        .flight(s, { x: to.x, y: to.y, rotation: 1.5708, scale: 0.3 }, { ms: 380, delay: i * 25 })
        .then(() => safeDestroy(s)),
    ),
  );
  await Promise.all(jobs);
  safeDestroy(played);
  st.setTarget(eff.target, { ...alone, cards: [eff.card] });
  // The count grows as the cards arrive.
  st.setTaken(eff.seat, (st.prev.takenCounts[eff.seat] ?? 0) + taken.length);
}

/** The player draws: the own card flies into the hand, another seat's face down to its plate. */
async function animateDraw(st: Stage, eff: PlayEffect, next: DreizehnView): Promise<void> {
  const { D, m } = st;
  st.board.drawPile({ drawPileSize: next.drawPileSize, phase: 'play' }, D);
  if (eff.seat === st.snap.you && next.hand) {
    st.hand.set(sortHand(next.hand), new Set(), null, { x: D.pile.x, y: D.pile.y });
    await m.wait(300);
    return;
  }
  const back = new CardSprite(st.ctx.cards, 'dreizehn', null, D.smallCard.width);
  back.position.set(D.pile.x, D.pile.y);
  st.fx.addChild(back);
  const p = st.seatPoint(eff.seat);
  await m.flight(back, { x: p.x, y: p.y, rotation: 0.2, scale: 0.6 });
  await m.to(back, { alpha: 0 }, { ms: 100, kind: 'fade' });
  safeDestroy(back);
}

/** A round's end: the cards left on the targets fade. */
export async function clearTargets(st: Pick<Stage, 'm' | 'board'>): Promise<void> {
  const { m, board } = st;
  await m.wait(350);
  await Promise.all(board.targets.map((t) => m.to(t.cards, { alpha: 0 }, { ms: 260, kind: 'fade' })));
  for (const t of board.targets) t.cards.alpha = 1;
}

/** The deal: a card back flies from the pile to every other seat. */
export async function dealToOthers(st: Stage): Promise<void> {
  const { D, m } = st;
  const jobs: Promise<void>[] = [];
  st.snap.seats.forEach((_, seat) => {
    if (seat === st.snap.you) return;
    const back = new CardSprite(st.ctx.cards, 'dreizehn', null, D.smallCard.width);
    back.position.set(D.pile.x, D.pile.y);
    st.fx.addChild(back);
    const p = st.seatPoint(seat);
    jobs.push(
      st.ctx.motion
        .flight(back, { x: p.x, y: p.y, rotation: 0.3, scale: 0.6 }, { delay: seat * 60 })
        .then(() => m.to(back, { alpha: 0 }, { ms: 100, kind: 'fade' }))
        .then(() => safeDestroy(back)),
    );
  });
  await Promise.all(jobs);
}
