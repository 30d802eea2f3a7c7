/**
 * SevenSins – Abyss: the types both sides share (actions, options, deal, a seat's view) and the
 * zod schemas that parse them from records and the wire. Pure TypeScript: the renderer imports it.
 */
import { z } from 'zod';
import type { AbyssCurseId } from './abyss-data';
import { SEVENSINS_ELEMENTS, type SevenSinsElement, type SevenSinsKitsuneForm } from './sevensins';

/** Abyss plays with the SevenSins cards: the same elements, codes and specials. */
export const ABYSS_ELEMENTS = SEVENSINS_ELEMENTS;
export type AbyssElement = SevenSinsElement;

/** What a Kitsune is played as. */
export type KitsuneAs = SevenSinsKitsuneForm;

export const abyssOptionsSchema = z.object({});
export type AbyssOptions = z.infer<typeof abyssOptionsSchema>;

export const abyssDealSchema = z.object({ hands: z.array(z.array(z.string())) });
export type AbyssDeal = z.infer<typeof abyssDealSchema>;

const playSchema = z.object({
  type: z.literal('play'),
  card: z.string(),
  as: z.enum(['sin', 'tanuki']).optional(),
});
const jumpSchema = z.object({ type: z.literal('jump'), jump: z.boolean() });
const scaleSchema = z.object({
  type: z.literal('scale'),
  add: z.enum(ABYSS_ELEMENTS).optional(),
  swap: z.tuple([z.number().int(), z.number().int()]).optional(),
  pass: z.boolean().optional(),
});
const passSchema = z.object({ type: z.literal('pass'), card: z.string() });
const curseSchema = z.object({ type: z.literal('curse'), curse: z.string() });

/** A record action without `seat`. Unknown keys are stripped; meaning is checked by the rules. */
export const abyssActionSchema = z.discriminatedUnion('type', [
  playSchema,
  jumpSchema,
  scaleSchema,
  passSchema,
  curseSchema,
]);
export type AbyssAction = z.infer<typeof abyssActionSchema>;
export type AbyssPlayAction = z.infer<typeof playSchema>;
export type AbyssScaleAction = z.infer<typeof scaleSchema>;

/** Where the game stands: waiting for a deal, passing, playing, a jump or scale decision, a curse draw, or over. */
export type AbyssStage = 'deal' | 'pass' | 'play' | 'jump' | 'scale' | 'curse' | 'over';

/** One card laid in a trick; `as` is present exactly when the card is a Kitsune. */
export interface AbyssPlay {
  seat: number;
  card: string;
  as?: KitsuneAs;
}

export interface AbyssCompletedTrick {
  leader: number;
  plays: AbyssPlay[];
  winner: number;
  /** Whose figure the trick moved (the leader under `desecration`), and how many fields (0–2). */
  mover: number;
  steps: number;
}

/** A drawn curse: when (phase, trick index within it) and on which curse field it was drawn. */
export interface AbyssDrawnCurse {
  curse: AbyssCurseId;
  phase: number;
  trick: number;
  field: number;
}

/** The move a trick set off, while it is still under way (a jump or field decision pending). */
export interface AbyssPendingMove {
  seat: number;
  /** Steps still to take after the one being resolved now. */
  stepsLeft: number;
}

export interface AbyssPassingView {
  /** Per seat: has it chosen its pass card yet (while passing) — public. */
  chosen: boolean[];
  /** The viewing seat's own choice while passing, or the card it passed afterwards. */
  given: string | null;
  /** The card the viewing seat received from its right neighbour (after the cards moved). */
  received: string | null;
  /** Whether the cards have moved. */
  done: boolean;
}

/** Everything one seat (or a spectator, seat null) may know. */
export interface AbyssView {
  players: number;
  seat: number | null;
  options: AbyssOptions;
  firstDealer: number;
  /** 0-based phase index (the phase being played, or the last one when waiting for a deal). */
  phase: number;
  dealer: number;
  stage: AbyssStage;
  /** Seats that may act now (several while passing). */
  toAct: number[];
  positions: number[];
  goal: number;
  /** Elements on the scale, lowest place first. */
  scale: AbyssElement[];
  curses: AbyssDrawnCurse[];
  /** Curses in force for the current trick. */
  activeCurses: AbyssCurseId[];
  deckSize: number;
  /** Curse fields already triggered. */
  triggered: number[];
  handSize: number;
  /** Per seat: the hand when the seat may see it (its own; all under `openHands`), else null. */
  hands: (string[] | null)[];
  handCounts: number[];
  leader: number;
  trickIndex: number;
  trick: AbyssPlay[];
  tricks: AbyssCompletedTrick[];
  /** Per seat: elements it is known to hold none of this phase (it failed to follow them). */
  voids: AbyssElement[][];
  passing: AbyssPassingView | null;
  move: AbyssPendingMove | null;
  roundScores: number[][];
  winner: number | null;
}
