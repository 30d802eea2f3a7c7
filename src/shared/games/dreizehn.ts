/**
 * 13 (Dreizehn): card codes, target ids, the action and option schemas and the seat view.
 * Pure TypeScript shared by the host (engine, bots) and the renderer.
 */
import { z } from 'zod';

/** The three card colours, in the order of the fixed targets. */
export const DREIZEHN_COLOURS = ['blue', 'yellow', 'green'] as const;
export type DreizehnColour = (typeof DREIZEHN_COLOURS)[number];

/** Colour letter of each colour (index-aligned with DREIZEHN_COLOURS). */
export const DREIZEHN_COLOUR_LETTERS = ['B', 'Y', 'G'] as const;

/** Values of the colour cards; per colour three each of 1, 2, 5, 7 and two 4s. */
export const DREIZEHN_VALUES = [1, 2, 4, 5, 7] as const;
export const DREIZEHN_VALUE_COPIES: Readonly<Record<(typeof DREIZEHN_VALUES)[number], number>> = {
  1: 3,
  2: 3,
  4: 2,
  5: 3,
  7: 3,
};

/** The red "Fiese Vier" (value 4, may go onto any target). */
export const FIESE_VIER = 'F4';
export const FIESE_VIER_COPIES = 8;

/**
 * The 16 card kinds in canonical order: B1 B2 B4 B5 B7, Y…, G…, F4. Cards of one kind are
 * interchangeable; the kind index (0–15) is what the fast path counts.
 */
export const DREIZEHN_CARD_CODES = [
  'B1',
  'B2',
  'B4',
  'B5',
  'B7',
  'Y1',
  'Y2',
  'Y4',
  'Y5',
  'Y7',
  'G1',
  'G2',
  'G4',
  'G5',
  'G7',
  'F4',
] as const;
export type DreizehnCard = (typeof DREIZEHN_CARD_CODES)[number];

/** Cards per hand, and the size of the whole deck. */
export const DREIZEHN_HAND_SIZE = 5;
export const DREIZEHN_DECK_SIZE = 50;
/** A target's total may reach but never exceed this; exceeding it is an overflow. */
export const DREIZEHN_LIMIT = 13;

export const DREIZEHN_COLOR_RULES = ['fixed', 'firstCard'] as const;
export type DreizehnColorRule = (typeof DREIZEHN_COLOR_RULES)[number];

/**
 * Target ids per colour rule (index 0–2). With "fixed" each target has its colour; with
 * "firstCard" (the Poison rule) targets are named by position and take the colour of the
 * colour cards lying on them.
 */
export const DREIZEHN_TARGET_IDS = {
  fixed: ['blue', 'yellow', 'green'],
  firstCard: ['left', 'middle', 'right'],
} as const satisfies Record<DreizehnColorRule, readonly [string, string, string]>;
export type DreizehnTargetId = (typeof DREIZEHN_TARGET_IDS)[DreizehnColorRule][number];

export function isDreizehnCard(code: string): code is DreizehnCard {
  return (DREIZEHN_CARD_CODES as readonly string[]).includes(code);
}

/** The card's value (F4 counts 4). */
export function dreizehnCardValue(card: DreizehnCard): number {
  return Number(card.slice(1));
}

/** The card's colour, or null for a Fiese Vier. */
export function dreizehnCardColour(card: DreizehnCard): DreizehnColour | null {
  const index = (DREIZEHN_COLOUR_LETTERS as readonly string[]).indexOf(card[0] as string);
  return index < 0 ? null : DREIZEHN_COLOURS[index]!;
}

/** Table options (record `options`); unknown keys are ignored, defaults filled in. */
export const dreizehnOptionsSchema = z
  .object({
    colorRule: z.enum(DREIZEHN_COLOR_RULES).default('fixed'),
    memoryAid: z.boolean().default(false),
  })
  .prefault({});
export type DreizehnOptions = z.output<typeof dreizehnOptionsSchema>;

/**
 * The one action: play a hand card onto a target. Card and target are plain strings here so
 * that an unknown code reaches the rules and is refused with a reason rather than a parse error.
 */
export const dreizehnPlaySchema = z.object({
  type: z.literal('play'),
  card: z.string(),
  target: z.string(),
});
export const dreizehnActionSchema = z.discriminatedUnion('type', [dreizehnPlaySchema]);
export type DreizehnAction = z.output<typeof dreizehnActionSchema>;

/** One play of the current round, as everyone saw it. */
export interface DreizehnPlay {
  seat: number;
  card: DreizehnCard;
  target: DreizehnTargetId;
  /** How many cards the player took because the play overflowed the target (0: none). */
  took: number;
}

/** A scored round: taken cards are revealed when the round is scored. */
export interface DreizehnRoundEnd {
  dealer: number;
  /** Each seat's taken cards, in the order taken. */
  taken: DreizehnCard[][];
  /** The cards left on the three targets (they do not count). */
  leftOnTargets: DreizehnCard[][];
  /** Round score per seat (minus points). */
  scores: number[];
}

export interface DreizehnTargetView {
  id: DreizehnTargetId;
  /** Cards on the target, bottom first (all face up). */
  cards: DreizehnCard[];
  total: number;
  /** The target's colour: fixed, or under "firstCard" that of its colour cards (null: none). */
  colour: DreizehnColour | null;
}

/** What one seat (or a spectator, seat null) may know. */
export interface DreizehnView {
  game: 'dreizehn';
  players: number;
  seat: number | null;
  options: DreizehnOptions;
  firstDealer: number;
  /** Rounds in the game (players, or 6 with three players). */
  rounds: number;
  /** Index of the current round (or the next to deal; equals `rounds` when over). */
  round: number;
  dealer: number;
  phase: 'deal' | 'play' | 'over';
  /** Seat to play, or null outside a round. */
  turn: number | null;
  /** Own hand (null for a spectator). */
  hand: DreizehnCard[] | null;
  handSizes: number[];
  drawPileSize: number;
  targets: DreizehnTargetView[];
  /** Cards each seat has taken this round (face down: counts only). */
  takenCounts: number[];
  /** With the memory aid: own taken cards this round; otherwise null. */
  ownTaken: DreizehnCard[] | null;
  /** Public play log of the current round, in order (for memory; the renderer may ignore it). */
  log: DreizehnPlay[];
  /** Completed rounds with their revealed taken cards and scores. */
  history: DreizehnRoundEnd[];
  totals: number[];
}
