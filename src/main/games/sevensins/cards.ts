/**
 * The SevenSins card model, shared with SevenSins – Abyss: codes, the 87-card deck, parsing,
 * and what a card counts as in a trick (`kindOf`). Stable API: Abyss imports it.
 */
import { msg, type Message } from '../../../shared/i18n/message';
import {
  SEVENSINS_CARD_CODES,
  SEVENSINS_ELEMENTS,
  SEVENSINS_SPECIALS,
  SEVENSINS_SPECIAL_COPIES,
  sevensinsCardFacts,
  type SevenSinsElement,
  type SevenSinsKitsuneForm,
  type SevenSinsSpecial,
} from '../../../shared/games/sevensins';

export type Element = SevenSinsElement;
export type Special = SevenSinsSpecial;
export type KitsuneForm = SevenSinsKitsuneForm;
export const ELEMENTS = SEVENSINS_ELEMENTS;
export const SPECIALS = SEVENSINS_SPECIALS;

/** What a card counts as in a trick: an element card or one of the four special behaviours. */
export type Kind = 'element' | 'tanuki' | 'sin' | 'demon' | 'soul';

/**
 * Curses of Abyss that change what a card counts as (both off in SevenSins):
 * `soulSleep` — Souls count as Tanukis; `sinBan` — Sins and Kitsune-as-Sin count as Tanukis.
 */
export interface KindMods {
  soulSleep?: boolean;
  sinBan?: boolean;
}

/** The distinct card codes in canonical order: W1…W13, E…, F…, A…, S…, then the specials. */
export const CARD_CODES = SEVENSINS_CARD_CODES;

/** The full deck of 87 cards in canonical order (identical specials repeated). */
export const DECK: readonly string[] = [
  ...CARD_CODES.slice(0, 65),
  ...SEVENSINS_SPECIALS.flatMap((s) => Array<string>(SEVENSINS_SPECIAL_COPIES[s]).fill(s)),
];

/** Index of each distinct code in CARD_CODES (0–69), the order used for sorting. */
const CODE_INDEX = new Map<string, number>(CARD_CODES.map((c, i) => [c, i]));

export function isCard(code: string): boolean {
  return sevensinsCardFacts(code) !== null;
}

export function elementOf(code: string): Element | null {
  return sevensinsCardFacts(code)?.element ?? null;
}

export function valueOf(code: string): number {
  return sevensinsCardFacts(code)?.value ?? 0;
}

export function isSpecial(code: string): boolean {
  return sevensinsCardFacts(code)?.special != null;
}

/** The element index 0–4 (water … space) of an element, for bitmask code. */
export function elementIndex(element: Element): number {
  return ELEMENTS.indexOf(element);
}

/** How many copies of `code` the deck holds (1 for element cards, 0 for unknown codes). */
export function copiesOf(code: string): number {
  const p = sevensinsCardFacts(code);
  if (!p) return 0;
  return p.special ? SEVENSINS_SPECIAL_COPIES[p.special] : 1;
}

/**
 * What a card counts as. A Kitsune counts as its chosen form (`as`, Sin when not given);
 * the Abyss curses may turn Souls or Sins into Tanukis.
 */
export function kindOf(card: string, as?: KitsuneForm, mods?: KindMods): Kind {
  const p = sevensinsCardFacts(card);
  if (!p || p.special === null) return 'element';
  let kind: Kind;
  switch (p.special) {
    case 'SIN':
      kind = 'sin';
      break;
    case 'TANUKI':
      kind = 'tanuki';
      break;
    case 'DEMON':
      kind = 'demon';
      break;
    case 'SOUL':
      kind = 'soul';
      break;
    case 'KITSUNE':
      kind = as === 'tanuki' ? 'tanuki' : 'sin';
      break;
  }
  if (mods?.soulSleep && kind === 'soul') return 'tanuki';
  if (mods?.sinBan && kind === 'sin') return 'tanuki';
  return kind;
}

/** Canonical display/sort order (element by element, low to high, then specials). */
export function compareCards(a: string, b: string): number {
  return (CODE_INDEX.get(a) ?? 999) - (CODE_INDEX.get(b) ?? 999);
}

export function sortCards(cards: readonly string[]): string[] {
  return [...cards].sort(compareCards);
}

/** Counts per code. */
export function countCards(cards: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

/**
 * Removes `cards` from the deck multiset: the remaining cards in canonical deck order, or why
 * not when a card is unknown or appears more often than the deck holds.
 */
export function deckMinus(
  cards: Iterable<string>,
): { ok: true; rest: string[] } | { ok: false; reason: Message } {
  const counts = countCards(cards);
  for (const [code, n] of counts) {
    if (!isCard(code)) return { ok: false, reason: msg('refuse.unknownCard', { card: code }) };
    if (n > copiesOf(code)) {
      return {
        ok: false,
        reason: msg('refuse.deal.count', { count: n, card: code, copies: copiesOf(code) }),
      };
    }
  }
  const rest: string[] = [];
  for (const code of DECK) {
    const n = counts.get(code) ?? 0;
    if (n > 0) counts.set(code, n - 1);
    else rest.push(code);
  }
  return { ok: true, rest };
}
