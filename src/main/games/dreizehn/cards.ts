/** Card kinds, the deck and small helpers over card codes. */
import {
  DREIZEHN_CARD_CODES,
  DREIZEHN_COLOUR_LETTERS,
  DREIZEHN_COLOURS,
  DREIZEHN_VALUE_COPIES,
  FIESE_VIER,
  FIESE_VIER_COPIES,
  type DreizehnCard,
  type DreizehnColour,
  type DREIZEHN_VALUES,
} from '../../../shared/games/dreizehn';

/** Number of card kinds (15 colour kinds + the Fiese Vier). */
export const KINDS = DREIZEHN_CARD_CODES.length;
/** Kind index of the Fiese Vier. */
export const F4_KIND = KINDS - 1;
/** Penalty categories: blue, yellow, green, Fiese Vier. */
export const CATEGORIES = 4;
export const F4_CATEGORY = 3;

/** Kind index of each card code. */
export const KIND_OF: Readonly<Record<DreizehnCard, number>> = Object.fromEntries(
  DREIZEHN_CARD_CODES.map((code, i) => [code, i]),
) as Record<DreizehnCard, number>;

/** Value per kind. */
export const KIND_VALUE: readonly number[] = DREIZEHN_CARD_CODES.map((c) => Number(c.slice(1)));
/** Category per kind: colour index 0–2, or 3 for the Fiese Vier. */
export const KIND_CATEGORY: readonly number[] = DREIZEHN_CARD_CODES.map((c) => {
  const i = (DREIZEHN_COLOUR_LETTERS as readonly string[]).indexOf(c[0] as string);
  return i < 0 ? F4_CATEGORY : i;
});
/** Copies of each kind in the deck. */
export const KIND_COPIES: readonly number[] = DREIZEHN_CARD_CODES.map((c) =>
  c === FIESE_VIER
    ? FIESE_VIER_COPIES
    : DREIZEHN_VALUE_COPIES[Number(c.slice(1)) as (typeof DREIZEHN_VALUES)[number]],
);

/** The full deck of 50 cards in canonical order. */
export const DECK: readonly DreizehnCard[] = DREIZEHN_CARD_CODES.flatMap((code, i) =>
  Array.from({ length: KIND_COPIES[i]! }, () => code),
);

export function cardValue(card: DreizehnCard): number {
  return KIND_VALUE[KIND_OF[card]]!;
}

/** Colour index 0–2 of a colour card, or -1 for a Fiese Vier. */
export function colourIndex(card: DreizehnCard): number {
  const cat = KIND_CATEGORY[KIND_OF[card]]!;
  return cat === F4_CATEGORY ? -1 : cat;
}

export function colourName(index: number): DreizehnColour {
  return DREIZEHN_COLOURS[index]!;
}

/** Counts per kind of a list of cards. */
export function kindCounts(cards: readonly DreizehnCard[]): number[] {
  const counts = new Array<number>(KINDS).fill(0);
  for (const card of cards) counts[KIND_OF[card]]!++;
  return counts;
}

/** Total value of a list of cards. */
export function sumValues(cards: readonly DreizehnCard[]): number {
  let total = 0;
  for (const card of cards) total += cardValue(card);
  return total;
}
