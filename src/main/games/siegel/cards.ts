/** The Siegel deck: one card per colour and value, 1..9 / 1..12 / 1..15 by player count. */
import { CARD_COLORS, maxCardValue, parseCard, type CardColor } from '../../../shared/games/siegel';

const deckCache = new Map<number, readonly string[]>();

/** All card codes for this player count, colour by colour (R1..R15, Y1..). */
export function deckFor(players: number): readonly string[] {
  let deck = deckCache.get(players);
  if (!deck) {
    const max = maxCardValue(players);
    const cards: string[] = [];
    for (const c of CARD_COLORS) for (let v = 1; v <= max; v++) cards.push(`${c}${v}`);
    deck = Object.freeze(cards);
    deckCache.set(players, deck);
  }
  return deck;
}

/** Colour and value of a card that belongs to this player count's deck, else null. */
export function cardIn(players: number, code: string): { color: CardColor; value: number } | null {
  const card = parseCard(code);
  return card && card.value <= maxCardValue(players) ? card : null;
}

/** Colour letter of a well-formed code (callers have validated it). */
export function colorOf(code: string): CardColor {
  return code[0] as CardColor;
}

export function valueOf(code: string): number {
  return Number(code.slice(1));
}
