/**
 * SevenSins – Abyss: a race on a board played with the SevenSins cards, 3–6 players.
 *
 * Every figure starts on field 0; the first to reach field 20 wins at once. Each phase deals
 * 5 cards to everyone (no trump card, no bids); the dealer (rotating clockwise) leads, the
 * winner of a trick leads the next. Following and the special cards work as in SevenSins,
 * but space has no power of its own. Elements rank by a five-place trump scale that starts
 * empty: the higher place beats the lower, elements off the scale are not trump.
 * The winner of a trick moves one field; onto an occupied field they may jump to the next
 * free field beyond. Landing on a heptagram field (2, 7, 12, 17) lets that player add an
 * element to the scale, swap two, or pass; landing first on a curse field (5, 10, 15) draws
 * one of 16 curses that changes the rules for the rest of the game (from the next trick, or
 * the next phase for drought, passing, storm and undertow). A two-field move is two single
 * steps, each a landing. Reaching the goal ends the game mid-phase: no field effect, no undertow.
 */
export { abyssGame } from './game';
export { abyssBench } from './bench';
export {
  ABYSS_CURSE_BITS,
  ABYSS_KIND,
  ABYSS_MOVE,
  ABYSS_STAGE,
  ABYSS_SWAP_PAIRS,
  AbyssFast,
  createAbyssFast,
  type AbyssFastReader,
} from './fast';
export type { AbyssState } from './state';
