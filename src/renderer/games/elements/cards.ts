/**
 * Pure helpers for the SevenSins deck as the renderer shows it (shared by the SevenSins and
 * Abyss scenes): what a code is, the hand's sort order, stable keys for identical cards, and
 * the element of a trick's first element card. No rule logic: which cards may be played
 * comes from the snapshot.
 */
import {
  SEVENSINS_ELEMENTS,
  sevensinsCardFacts,
  type SevenSinsCardFacts,
  type SevenSinsElement,
  type SevenSinsKitsuneForm,
  type SevenSinsSpecial,
} from '../../../shared/games/sevensins';

export type Element = SevenSinsElement;
export type Special = SevenSinsSpecial;
export type KitsuneForm = SevenSinsKitsuneForm;
export type CardFacts = SevenSinsCardFacts;

/** What a card code is, or null for an unknown code (the same facts the engine reads). */
export const cardFacts = sevensinsCardFacts;

export function elementOfCard(code: string): Element | null {
  return cardFacts(code)?.element ?? null;
}

export function isSpecial(code: string): boolean {
  return cardFacts(code)?.special != null;
}

/** Specials sit at the left of the hand in this order (the strong ones first). */
const SPECIAL_ORDER: readonly Special[] = ['SOUL', 'DEMON', 'SIN', 'KITSUNE', 'TANUKI'];

export interface SortOptions {
  /** This element's cards come right after the specials (e.g. the trump). */
  first?: Element | null;
}

/**
 * The hand in display order: specials (Soul, Demon, Sin, Kitsune, Tanuki), then the elements
 * (the `first` one leading, the others in canonical order), each ascending by value.
 */
export function sortCards(codes: readonly string[], o: SortOptions = {}): string[] {
  const rank = (code: string): number => {
    const f = cardFacts(code);
    if (!f) return 10_000;
    if (f.special) return SPECIAL_ORDER.indexOf(f.special);
    let e = SEVENSINS_ELEMENTS.indexOf(f.element!);
    if (o.first) e = f.element === o.first ? -1 : e;
    return 100 + (e + 1) * 20 + f.value;
  };
  return [...codes].sort((a, b) => rank(a) - rank(b));
}

/**
 * Stable keys for the cards of a hand: the code for its first copy, `code#2`, `code#3`… for
 * further copies of identical specials (seven Sins look alike, but each needs its own sprite).
 */
export function instanceKeys(codes: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return codes.map((code) => {
    const n = (seen.get(code) ?? 0) + 1;
    seen.set(code, n);
    return n === 1 ? code : `${code}#${n}`;
  });
}

/** The card code of an instance key (`SIN#3` → `SIN`); the hand shares it. */
export { codeOfKey } from '../common/card-keys';

/**
 * The element of the first element card in a trick, or null. When a card is refused with
 * `must-follow`, this is the element it must follow (an element lead, or the first element
 * card after a Tanuki lead), so the reason can be said in the player's language.
 */
export function firstElementInTrick(trick: readonly { card: string }[]): Element | null {
  for (const p of trick) {
    const e = elementOfCard(p.card);
    if (e) return e;
  }
  return null;
}
