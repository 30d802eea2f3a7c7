/**
 * SevenSins: card codes, element ids, the action/option/deal schemas and the seat view.
 * Pure TypeScript shared by the host (engine, bots) and the renderer. SevenSins – Abyss uses
 * the same cards.
 */
import { z } from 'zod';

/** The five elements in canonical order (index = element id of the fast path). */
export const SEVENSINS_ELEMENTS = ['water', 'earth', 'fire', 'air', 'space'] as const;
export type SevenSinsElement = (typeof SEVENSINS_ELEMENTS)[number];

/** Card letter of each element, index-aligned with SEVENSINS_ELEMENTS: `F13`, `S2`, … */
export const SEVENSINS_ELEMENT_LETTERS = ['W', 'E', 'F', 'A', 'S'] as const;
export type SevenSinsElementLetter = (typeof SEVENSINS_ELEMENT_LETTERS)[number];

/** Values of the element cards: 1–13, one card each per element. */
export const SEVENSINS_MAX_VALUE = 13;

/** The special cards in canonical order, with the number of copies of each. */
export const SEVENSINS_SPECIALS = ['SIN', 'TANUKI', 'DEMON', 'KITSUNE', 'SOUL'] as const;
export type SevenSinsSpecial = (typeof SEVENSINS_SPECIALS)[number];
export const SEVENSINS_SPECIAL_COPIES: Readonly<Record<SevenSinsSpecial, number>> = {
  SIN: 7,
  TANUKI: 7,
  DEMON: 4,
  KITSUNE: 2,
  SOUL: 2,
};

/** Size of the whole deck: 5 × 13 element cards + 22 specials. */
export const SEVENSINS_DECK_SIZE = 87;

/** The distinct card codes in canonical order: W1…W13, E…, F…, A…, S…, then the specials. */
export const SEVENSINS_CARD_CODES: readonly string[] = [
  ...SEVENSINS_ELEMENT_LETTERS.flatMap((letter) =>
    Array.from({ length: SEVENSINS_MAX_VALUE }, (_, i) => `${letter}${i + 1}`),
  ),
  ...SEVENSINS_SPECIALS,
];

/** What a card code is: an element card with its value, or a special. */
export interface SevenSinsCardFacts {
  readonly element: SevenSinsElement | null;
  /** 1–13 for element cards, 0 for specials. */
  readonly value: number;
  readonly special: SevenSinsSpecial | null;
}

const ELEMENT_CARDS = SEVENSINS_ELEMENTS.length * SEVENSINS_MAX_VALUE;
const CARD_FACTS = new Map<string, SevenSinsCardFacts>(
  SEVENSINS_CARD_CODES.map((code, i) => [
    code,
    i < ELEMENT_CARDS
      ? {
          element: SEVENSINS_ELEMENTS[Math.floor(i / SEVENSINS_MAX_VALUE)] as SevenSinsElement,
          value: (i % SEVENSINS_MAX_VALUE) + 1,
          special: null,
        }
      : { element: null, value: 0, special: code as SevenSinsSpecial },
  ]),
);

/** What a card code is, or null for an unknown code. */
export function sevensinsCardFacts(code: string): SevenSinsCardFacts | null {
  return CARD_FACTS.get(code) ?? null;
}

/** How a Kitsune is played. */
export const SEVENSINS_KITSUNE_FORMS = ['sin', 'tanuki'] as const;
export type SevenSinsKitsuneForm = (typeof SEVENSINS_KITSUNE_FORMS)[number];

/** Players and phases. */
export const SEVENSINS_MIN_PLAYERS = 3;
export const SEVENSINS_MAX_PLAYERS = 7;
/** Number of phases of a full game: 13, or 12 with 7 players. */
export function sevensinsDefaultPhases(players: number): number {
  return players >= 7 ? 12 : 13;
}

// ---------------------------------------------------------------------------------------------
// Schemas

export const sevensinsOptionsSchema = z.object({
  /**
   * End the game after this many phases: 1 up to the player count's full game (13, 12 with 7
   * players). The engine fits it to the player count (effectiveOptions): left out, it is the
   * full game; more than that is refused.
   */
  phases: z.number().int().min(1).max(13).default(13),
  /**
   * The phase the game begins with (default 1): the game then deals phases firstPhase…phases
   * (the "Learn to play" lesson begins at a phase with several cards). Records without it begin
   * at phase 1.
   */
  firstPhase: z.number().int().min(1).max(13).optional(),
});
export type SevenSinsOptions = z.infer<typeof sevensinsOptionsSchema>;

export const sevensinsTrumpActionSchema = z.object({
  type: z.literal('trump'),
  element: z.enum(SEVENSINS_ELEMENTS),
});
export const sevensinsBidActionSchema = z.object({
  type: z.literal('bid'),
  tricks: z.number().int(),
});
export const sevensinsPlayActionSchema = z.object({
  type: z.literal('play'),
  /** A card code; unknown codes are refused by the rules (with a reason), not by the schema. */
  card: z.string(),
  /** Only and always for a Kitsune. */
  as: z.enum(SEVENSINS_KITSUNE_FORMS).optional(),
});
export const sevensinsActionSchema = z.discriminatedUnion('type', [
  sevensinsTrumpActionSchema,
  sevensinsBidActionSchema,
  sevensinsPlayActionSchema,
]);
export type SevenSinsTrumpAction = z.infer<typeof sevensinsTrumpActionSchema>;
export type SevenSinsBidAction = z.infer<typeof sevensinsBidActionSchema>;
export type SevenSinsPlayAction = z.infer<typeof sevensinsPlayActionSchema>;
export type SevenSinsAction = z.infer<typeof sevensinsActionSchema>;

/** The deal fields of a record round: each seat's hand and the turned trump card. */
export const sevensinsDealSchema = z.object({
  hands: z.array(z.array(z.string())),
  trumpCard: z.string(),
});
export type SevenSinsDeal = z.infer<typeof sevensinsDealSchema>;

// ---------------------------------------------------------------------------------------------
// Shared data shapes (state and view)

/** One card in a trick. `as` is present exactly when the card is a Kitsune. */
export interface SevenSinsTrickPlay {
  seat: number;
  card: string;
  as?: SevenSinsKitsuneForm;
}

export interface SevenSinsCompletedTrick {
  leader: number;
  plays: SevenSinsTrickPlay[];
  winner: number;
}

/** Where a phase stands: waiting for its deal, the dealer's trump choice, bids, play, or game over. */
export type SevenSinsStage = 'deal' | 'trump' | 'bid' | 'play' | 'over';

/** Everything that explains one finished phase's points. */
export interface SevenSinsPhaseResult {
  /** Phase number n (n cards per hand). */
  phase: number;
  dealer: number;
  trumpCard: string;
  trump: SevenSinsElement | null;
  bids: number[];
  tricks: number[];
  /** Sins (and Kitsunes played as Sins) in tricks the seat won with a Soul. */
  sinsUnderSoul: number[];
  /** Souls in tricks the seat won with a Demon. */
  soulsUnderDemon: number[];
  /** Bonus points before the multiplier (0 unless bid = tricks). */
  bonuses: number[];
  /** ×2 in phases 7 and 13, ×2 for a turned Soul (so up to ×4). */
  multiplier: number;
  scores: number[];
}

/**
 * The public table, the same in the state and in every seat's view (the view copies it whole):
 * the current phase's trump, bids and tricks, the finished phases and the totals.
 */
export interface SevenSinsTable {
  trumpCard: string | null;
  trump: SevenSinsElement | null;
  bids: (number | null)[];
  tricksWon: number[];
  sinsUnderSoul: number[];
  soulsUnderDemon: number[];
  /** Seat that led (or leads) the current trick. */
  leader: number;
  /** Seat to act, or null. */
  toAct: number | null;
  /** The current trick, in play order. */
  trick: SevenSinsTrickPlay[];
  /** The completed tricks of this phase (the last phase's until the next deal), in order. */
  tricks: SevenSinsCompletedTrick[];
  /** Finished phases. */
  history: SevenSinsPhaseResult[];
  totals: number[];
}

/** What one seat (or a spectator, seat null) may know. */
export interface SevenSinsView extends SevenSinsTable {
  game: 'sevensins';
  players: number;
  /** Options with the effective phase count. */
  options: SevenSinsOptions;
  seat: number | null;
  firstDealer: number;
  stage: SevenSinsStage;
  /** Current phase number (1-based); 0 before the first deal. */
  phase: number;
  dealer: number;
  /** Phase 1 while cards are in hand: a seat sees every hand but its own. */
  blind: boolean;
  /** The viewer's own hand, or null when it is hidden (phase 1, spectators). */
  hand: string[] | null;
  /** Every hand the viewer may see (own hand, or the others' in phase 1); null when hidden. */
  hands: (string[] | null)[];
  handSizes: number[];
}
