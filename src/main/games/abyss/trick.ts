/**
 * Tricks in Abyss, on top of the shared SevenSins following rule and trick evaluation:
 * no trump card, the trump scale ranks elements (`mirror` turns it round, `reversal` turns
 * round the element to follow), space has no power of its own, and the curses `oath`,
 * `soulSleep` and `sinBan` change following and what a card counts as.
 */
import type { AbyssElement, AbyssPlay } from '../../../shared/games/abyss';
import { ABYSS_SCALE_PLACES } from '../../../shared/games/abyss-data';
import { elementOf, kindOf, type Kind } from './cards';
import { kindMods, type ActiveCurses } from './curses';
import {
  checkFollow,
  dutyLifted,
  followElement,
  playableCards,
  type FollowRefusal,
  type FollowRules,
} from '../sevensins/follow';
import { rankedOrder, trickWinnerIndex, type ElementOrder } from '../sevensins/trick';

export function followRules(active: ActiveCurses): FollowRules {
  return { trump: null, spaceRestriction: false, oath: active.oath, ...kindMods(active) };
}

/** Rank of each element by the scale: 0 off the scale, higher beats lower (downward under `mirror`). */
export function scaleRank(scale: readonly AbyssElement[], mirror: boolean): (e: AbyssElement) => number {
  return (e) => {
    const place = scale.indexOf(e);
    if (place < 0) return 0;
    return mirror ? ABYSS_SCALE_PLACES - place : place + 1;
  };
}

export function scaleOrder(scale: readonly AbyssElement[], active: ActiveCurses): ElementOrder {
  return rankedOrder(scaleRank(scale, active.mirror), active.reversal);
}

/** The cards (distinct codes) `hand` may play into `trick`. */
export function playable(
  hand: readonly string[],
  trick: readonly AbyssPlay[],
  active: ActiveCurses,
): string[] {
  return playableCards(hand, trick, followRules(active));
}

export function followRefusal(
  hand: readonly string[],
  trick: readonly AbyssPlay[],
  card: string,
  active: ActiveCurses,
): FollowRefusal | null {
  return checkFollow(hand, trick, card, followRules(active));
}

/**
 * The element a card played into `trick` shows its player holds none of, or null. Failing to
 * follow with an element card always shows a void; with a special card only under `oath`.
 */
export function revealedVoid(
  trick: readonly AbyssPlay[],
  card: string,
  active: ActiveCurses,
): AbyssElement | null {
  const rules = followRules(active);
  const follow = followElement(trick, rules);
  if (follow === null || dutyLifted(trick, rules)) return null;
  const e = elementOf(card);
  if (e === follow) return null;
  if (e === null && !active.oath) return null;
  return follow;
}

export interface TrickOutcome {
  winner: number;
  /** What the winning card counts as (judged under the curses in force). */
  winningKind: Kind;
  /** Whose figure moves and how far (0–2 fields). */
  mover: number;
  steps: number;
}

/**
 * The move a trick sets off, from its winning card: `greed` and `hunger` make it 2 fields,
 * `chains` cancels it when the winner led, `desecration` hands it to the leader when a Sin,
 * Demon or Soul (as the card counts now) won.
 */
export function trickMove(
  winning: AbyssPlay,
  leader: number,
  active: ActiveCurses,
  lastTrick: boolean,
): TrickOutcome {
  const winningKind = kindOf(winning.card, winning.as, kindMods(active));
  let steps = 1;
  if (active.hunger && winningKind === 'demon') steps = 2;
  if (active.greed && lastTrick) steps = 2;
  if (active.chains && winning.seat === leader) steps = 0;
  const holy = winningKind === 'sin' || winningKind === 'demon' || winningKind === 'soul';
  const mover = active.desecration && holy ? leader : winning.seat;
  return { winner: winning.seat, winningKind, mover, steps };
}

/** Resolves a complete trick: its winner and the move it sets off. */
export function resolveTrick(
  plays: readonly AbyssPlay[],
  scale: readonly AbyssElement[],
  active: ActiveCurses,
  lastTrick: boolean,
): TrickOutcome {
  const best = plays[trickWinnerIndex(plays, scaleOrder(scale, active), kindMods(active))] as AbyssPlay;
  return trickMove(best, (plays[0] as AbyssPlay).seat, active, lastTrick);
}
