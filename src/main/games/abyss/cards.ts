/**
 * Abyss plays with the SevenSins cards; this re-exports that card model and adds the small
 * multiset helpers the rules need.
 */
export {
  CARD_CODES,
  DECK,
  ELEMENTS,
  compareCards,
  copiesOf,
  countCards,
  deckMinus,
  elementIndex,
  elementOf,
  isCard,
  kindOf,
  sortCards,
  valueOf,
  type Element,
  type Kind,
  type KitsuneForm,
} from '../sevensins/cards';

/** A copy of `cards` without one copy of `card` (unchanged copy when absent). */
export function withoutOne(cards: readonly string[], card: string): string[] {
  const i = cards.indexOf(card);
  if (i < 0) return [...cards];
  return [...cards.slice(0, i), ...cards.slice(i + 1)];
}

/** Are the two card lists the same multiset? */
export function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<string, number>();
  for (const c of a) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const c of b) {
    const n = counts.get(c) ?? 0;
    if (n === 0) return false;
    counts.set(c, n - 1);
  }
  return true;
}

/** Distinct codes of `cards`, in first-seen order (identical specials appear once). */
export function distinct(cards: readonly string[]): string[] {
  return [...new Set(cards)];
}
