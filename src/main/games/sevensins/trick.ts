/**
 * Who wins a trick, shared with SevenSins – Abyss. Stable API: Abyss imports it.
 *
 * The trick is evaluated card by card: the first card is the current winner, each later card
 * takes over when it beats the current winner. Specials by the table of the rules page; element
 * against element by a pluggable `ElementOrder` (SevenSins: space > trump > element to follow;
 * Abyss: the trump scale, with `reversal` and `mirror`).
 */
import { elementOf, kindOf, valueOf, type Element, type Kind, type KindMods } from './cards';
import { followElement, type TrickPlay } from './follow';

/** Compares two element cards; `follow` is the trick's element to follow (may be null). */
export interface ElementOrder {
  beats(a: string, b: string, follow: Element | null): boolean;
}

/**
 * Does a card of kind `a` beat the current winner of kind `b`? Element against element is
 * decided by the ElementOrder, so this returns false for that pair.
 * Row beats column:        element Tanuki Sin Demon Soul
 *   element                 (order)  yes   no   no    no
 *   Tanuki                    no     no    no   no    no
 *   Sin                       yes    yes   no   yes   no
 *   Demon                     yes    yes   no   no    yes
 *   Soul                      yes    yes   yes  no    no
 */
export function kindBeats(a: Kind, b: Kind): boolean {
  switch (a) {
    case 'element':
      return b === 'tanuki';
    case 'tanuki':
      return false;
    case 'sin':
      return b === 'element' || b === 'tanuki' || b === 'demon';
    case 'demon':
      return b === 'element' || b === 'tanuki' || b === 'soul';
    case 'soul':
      return b === 'element' || b === 'tanuki' || b === 'sin';
  }
}

/**
 * An element order from a rank per element (0 = no power; a higher rank beats a lower one,
 * ranks > 0 must be distinct). Equal rank 0: only the element to follow can win. The same
 * element: higher value wins, or lower among cards of the element to follow with `reversal`.
 */
export function rankedOrder(rank: (e: Element) => number, reversal = false): ElementOrder {
  return {
    beats(a, b, follow) {
      const ea = elementOf(a);
      const eb = elementOf(b);
      if (ea === null || eb === null) return false;
      const ra = rank(ea);
      const rb = rank(eb);
      if (ra !== rb) return ra > rb;
      if (ra === 0 && ea !== eb) return ea === follow;
      if (ea !== eb) return false;
      if (ra === 0 && ea !== follow) return false; // a card of any other element never wins
      const low = reversal && ea === follow;
      return low ? valueOf(a) < valueOf(b) : valueOf(a) > valueOf(b);
    },
  };
}

/** SevenSins: space beats everything else, then the trump element, then the element to follow. */
export function sevenSinsOrder(trump: Element | null): ElementOrder {
  return rankedOrder((e) => (e === 'space' ? 2 : e === trump ? 1 : 0));
}

/** Does `challenger` beat the current winner `current`? */
export function playBeats(
  challenger: TrickPlay,
  current: TrickPlay,
  follow: Element | null,
  order: ElementOrder,
  mods?: KindMods,
): boolean {
  const a = kindOf(challenger.card, challenger.as, mods);
  const b = kindOf(current.card, current.as, mods);
  if (a === 'element' && b === 'element') return order.beats(challenger.card, current.card, follow);
  return kindBeats(a, b);
}

/** Index (in play order) of the play that wins the trick so far; -1 for an empty trick. */
export function trickWinnerIndex(trick: readonly TrickPlay[], order: ElementOrder, mods?: KindMods): number {
  if (trick.length === 0) return -1;
  const follow = followElement(trick, mods);
  let best = 0;
  for (let i = 1; i < trick.length; i++) {
    if (playBeats(trick[i] as TrickPlay, trick[best] as TrickPlay, follow, order, mods)) best = i;
  }
  return best;
}

/** Seat that wins the trick so far; -1 for an empty trick. */
export function trickWinner(trick: readonly TrickPlay[], order: ElementOrder, mods?: KindMods): number {
  const i = trickWinnerIndex(trick, order, mods);
  return i < 0 ? -1 : (trick[i] as TrickPlay).seat;
}
