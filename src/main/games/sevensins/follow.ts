/**
 * The duty to follow, shared with SevenSins – Abyss. Stable API: Abyss imports it.
 *
 * - An element card led: later players must play that element if they hold it, but any
 *   special card may be played instead (unless `oath`).
 * - A Tanuki led (Kitsune-as-Tanuki included): the first element card played after it sets
 *   the element to follow.
 * - Sin, Demon or Soul led: nothing to follow.
 * - Once a special other than a Tanuki lies in the trick, the duty is lifted (unless `oath`).
 * - Space restriction (SevenSins only): a space card that is neither led nor played to follow
 *   a space lead may only be played by a seat holding no card of the trump element (no
 *   restriction when space is trump or there is no trump element).
 */
import { msg, type Message } from '../../../shared/i18n/message';
import { elementWord } from '../../../shared/games/words';
import { elementOf, kindOf, type Element, type KindMods, type KitsuneForm } from './cards';

/** A card in a trick; `as` only for a Kitsune. */
export interface TrickPlay {
  seat: number;
  card: string;
  as?: KitsuneForm;
}

export interface FollowRules extends KindMods {
  /** The trump element, or null when there is none. */
  trump: Element | null;
  /** SevenSins: true. Abyss: false (space has no power there). */
  spaceRestriction: boolean;
  /** Abyss curse `oath`: specials no longer lift the duty nor excuse from following. */
  oath?: boolean;
}

/** Why a card may not be played (null: it may). */
export interface FollowRefusal {
  rule: 'must-follow' | 'space-restricted';
  reason: Message;
}

/**
 * The element later players must follow in this trick, or null (nothing led yet, a Sin/Demon/
 * Soul led, or a Tanuki led and no element card played since).
 */
export function followElement(trick: readonly TrickPlay[], mods?: KindMods): Element | null {
  if (trick.length === 0) return null;
  const lead = trick[0] as TrickPlay;
  const leadKind = kindOf(lead.card, lead.as, mods);
  if (leadKind === 'element') return elementOf(lead.card);
  if (leadKind !== 'tanuki') return null;
  for (let i = 1; i < trick.length; i++) {
    const e = elementOf((trick[i] as TrickPlay).card);
    if (e !== null) return e;
  }
  return null;
}

/** True when a special other than a Tanuki lies in the trick (never under `oath`). */
export function dutyLifted(trick: readonly TrickPlay[], rules: FollowRules): boolean {
  if (rules.oath) return false;
  for (const p of trick) {
    const k = kindOf(p.card, p.as, rules);
    if (k !== 'element' && k !== 'tanuki') return true;
  }
  return false;
}

/** The situation a seat plays into: the element it must follow (null: free) and whether space is barred. */
export interface FollowSituation {
  /** Element the seat must play if it holds one (null when free). */
  mustFollow: Element | null;
  /** Specials excuse from following (false under `oath`). */
  specialsExcuse: boolean;
  /** Space cards are barred unless they follow a space lead (the seat holds a trump card). */
  spaceBarred: boolean;
}

/** Works out what `hand` may play into `trick`. */
export function followSituation(
  hand: readonly string[],
  trick: readonly TrickPlay[],
  rules: FollowRules,
): FollowSituation {
  if (trick.length === 0) return { mustFollow: null, specialsExcuse: true, spaceBarred: false };
  const follow = followElement(trick, rules);
  const lifted = dutyLifted(trick, rules);
  const holds = (e: Element): boolean => hand.some((c) => elementOf(c) === e);
  const mustFollow = follow !== null && !lifted && holds(follow) ? follow : null;
  // Following a space lead is always allowed; every other space play needs a trump void.
  const spaceBarred =
    rules.spaceRestriction &&
    mustFollow !== 'space' &&
    rules.trump !== null &&
    rules.trump !== 'space' &&
    holds(rules.trump);
  return { mustFollow, specialsExcuse: !rules.oath, spaceBarred };
}

/** Null when `card` (held in `hand`) may be played into `trick`, else why not. */
export function checkFollow(
  hand: readonly string[],
  trick: readonly TrickPlay[],
  card: string,
  rules: FollowRules,
): FollowRefusal | null {
  const s = followSituation(hand, trick, rules);
  const e = elementOf(card);
  if (s.mustFollow !== null) {
    if (e === s.mustFollow) return null;
    if (e === null && s.specialsExcuse) return null;
    return {
      rule: 'must-follow',
      reason: msg(s.specialsExcuse ? 'elements.why.must-follow' : 'elements.why.must-follow-strict', {
        element: elementWord(s.mustFollow),
      }),
    };
  }
  if (e === 'space' && s.spaceBarred) {
    return {
      rule: 'space-restricted',
      // spaceBarred needs a trump element.
      reason: msg('elements.why.space-restricted', { trump: elementWord(rules.trump!) }),
    };
  }
  return null;
}

/** The distinct codes in `hand` that may be played into `trick`, in hand order. */
export function playableCards(
  hand: readonly string[],
  trick: readonly TrickPlay[],
  rules: FollowRules,
): string[] {
  const s = followSituation(hand, trick, rules);
  const out: string[] = [];
  for (const card of hand) {
    if (out.includes(card)) continue;
    const e = elementOf(card);
    if (s.mustFollow !== null) {
      if (e === s.mustFollow || (e === null && s.specialsExcuse)) out.push(card);
    } else if (!(e === 'space' && s.spaceBarred)) {
      out.push(card);
    }
  }
  return out;
}
