/**
 * Die sieben Siegel: the codes, actions, options, view and prediction-choice types that the
 * host, the bots and the renderer share. Pure TypeScript (plus zod), no platform imports.
 */
import { z } from 'zod';
import { msg, type Message } from '../i18n/message';
import type { Schema } from '../schema';

/** Card colour letters; index i is the same colour as SEAL_COLORS[i]. Red is always trump. */
export const CARD_COLORS = ['R', 'Y', 'G', 'B', 'V'] as const;
export type CardColor = (typeof CARD_COLORS)[number];

export const SEAL_COLORS = ['red', 'yellow', 'green', 'blue', 'violet'] as const;
export type SealColor = (typeof SEAL_COLORS)[number];

/** All seal kinds; the first five match CARD_COLORS index for index. */
export const SEAL_KINDS = ['red', 'yellow', 'green', 'blue', 'violet', 'white', 'black'] as const;
export type SealKind = (typeof SEAL_KINDS)[number];

/** The 27 seals of the centre supply at the start of every round. */
export const SEAL_SUPPLY: Readonly<Record<SealKind, number>> = {
  red: 5,
  yellow: 3,
  green: 3,
  blue: 3,
  violet: 3,
  white: 4,
  black: 6,
};

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 5;
export const HAND_SIZE = 15;
export const TRICKS_PER_ROUND = 15;
/** Largest total a prediction may name. */
export const MAX_PREDICTION = 15;

/** Highest card value per colour: 9 with 3 players, 12 with 4, 15 with 5. */
export function maxCardValue(players: number): number {
  return players === 3 ? 9 : players === 4 ? 12 : 15;
}

/** Rounds in a game: one per player, but six with three players. */
export function roundCount(players: number): number {
  return players === 3 ? 6 : players;
}

export function sealColorOfCard(color: CardColor): SealColor {
  return SEAL_COLORS[CARD_COLORS.indexOf(color)] as SealColor;
}

export function cardColorOfSeal(color: SealColor): CardColor {
  return CARD_COLORS[SEAL_COLORS.indexOf(color)] as CardColor;
}

/** Parses `V12` into colour and value; null for anything that is not a well-formed code. */
export function parseCard(code: string): { color: CardColor; value: number } | null {
  const m = /^([RYGBV])([1-9]|1[0-5])$/.exec(code);
  if (!m) return null;
  return { color: m[1] as CardColor, value: Number(m[2]) };
}

export type SealCounts = Record<SealKind, number>;
/** A prediction's counts: colours with count 0 may be left out. */
export type SealColorCounts = Partial<Record<SealColor, number>>;

export function emptySeals(): SealCounts {
  return { red: 0, yellow: 0, green: 0, blue: 0, violet: 0, white: 0, black: 0 };
}

export function totalSeals(seals: SealColorCounts): number {
  let t = 0;
  for (const c of SEAL_COLORS) t += seals[c] ?? 0;
  return t;
}

// ---------------------------------------------------------------------------------------------
// Actions

export interface Steal {
  color: SealColor;
  /** The victim's seat. */
  from: number;
}

export interface PredictAction {
  type: 'predict';
  seals: SealColorCounts;
  steals?: Steal[];
}
export interface SaboteurAction {
  type: 'saboteur';
}
export interface PlayAction {
  type: 'play';
  card: string;
}
export interface ReturnAction {
  type: 'return';
  seal: SealKind;
}
export type SiegelAction = PredictAction | SaboteurAction | PlayAction | ReturnAction;

const sealColorSchema = z.enum(SEAL_COLORS);
const countSchema = z.number().int().min(0).max(MAX_PREDICTION);

export const stealSchema = z.object({ color: sealColorSchema, from: z.number().int().min(0) });

/** A record action without `seat`. Unknown keys are dropped; a seal colour must be a real colour. */
export const siegelActionSchema: Schema<SiegelAction> = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('predict'),
    seals: z.partialRecord(sealColorSchema, countSchema),
    steals: z.array(stealSchema).max(MAX_PREDICTION).optional(),
  }),
  z.object({ type: z.literal('saboteur') }),
  z.object({ type: z.literal('play'), card: z.string().max(8) }),
  z.object({ type: z.literal('return'), seal: z.enum(SEAL_KINDS) }),
]);

// ---------------------------------------------------------------------------------------------
// Options and deal

export interface SiegelOptions {
  /** The saboteur scores max(0, base − black seals the others took); 5 is the experts' variant. */
  saboteurBase: 4 | 5;
}

export const siegelOptionsSchema: Schema<SiegelOptions> = z.object({
  saboteurBase: z.union([z.literal(4), z.literal(5)]).default(4),
});

export const DEFAULT_SIEGEL_OPTIONS: SiegelOptions = { saboteurBase: 4 };

export interface SiegelDeal {
  hands: string[][];
}

export const siegelDealSchema: Schema<SiegelDeal> = z.object({
  hands: z.array(z.array(z.string())),
});

// ---------------------------------------------------------------------------------------------
// Public facts of a round

export interface TrickPlay {
  seat: number;
  card: string;
}

/** What the trick winner did with the seals. */
export type TrickOutcome =
  | { kind: 'returned'; seal: SealKind }
  /** Held no allowed seal: took a black from the centre. */
  | { kind: 'black' }
  /** Held no allowed seal and the centre had no black left: nothing happens. */
  | { kind: 'lucky' }
  /** The saboteur won: no seal moves. */
  | { kind: 'saboteur' };

export interface CompletedTrick {
  leader: number;
  plays: TrickPlay[];
  winner: number;
  outcome: TrickOutcome;
}

/** A prediction as made, in turn order. Predict entries always carry their (maybe empty) steals. */
export type PredictionEntry =
  | { seat: number; type: 'predict'; seals: SealColorCounts; steals: Steal[] }
  | { seat: number; type: 'saboteur' };

/** The end facts of a completed round. */
export interface RoundSummary {
  dealer: number;
  saboteur: number | null;
  predictions: PredictionEntry[];
  /** Seals held at the end of the round, per seat. */
  seals: SealCounts[];
  tricksWon: number[];
  blacksTaken: number[];
  scores: number[];
}

// ---------------------------------------------------------------------------------------------
// Prediction choices: the compact description the UI and bots build predictions from

export interface ColorChoice {
  color: SealColor;
  /** Seals of this colour still in the centre. */
  centre: number;
  /** Players this colour may be taken from (clockwise from the predictor's left) and how many they hold. */
  victims: { seat: number; holds: number }[];
}

export interface PredictionChoices {
  seat: number;
  colors: ColorChoice[];
  /** White seals in the centre: each steal needs one. */
  whites: number;
  saboteurFree: boolean;
  maxTotal: number;
}

/** The most seals of one colour a prediction can name (ignoring the other colours' claims on whites). */
export function maxForColor(choice: ColorChoice, whites: number): number {
  let held = 0;
  for (const v of choice.victims) held += v.holds;
  return choice.centre + Math.min(held, whites);
}

/**
 * The canonical steals for a count vector: each colour's shortfall is taken from the victims
 * clockwise from the predictor's left, as many as each holds. Null when impossible.
 */
export function canonicalSteals(choices: PredictionChoices, seals: SealColorCounts): Steal[] | null {
  const steals: Steal[] = [];
  for (const choice of choices.colors) {
    let short = (seals[choice.color] ?? 0) - choice.centre;
    for (const v of choice.victims) {
      for (let k = 0; k < v.holds && short > 0; k++, short--)
        steals.push({ color: choice.color, from: v.seat });
    }
    if (short > 0) return null;
  }
  return steals.length > choices.whites ? null : steals;
}

export interface PredictionProblem {
  rule: string;
  reason: Message;
}

/** A Siegel colour (or seal kind) as a word: "red", "white". */
export function siegelColourWord(kind: SealKind): Message {
  return msg(`siegel.c.${kind}`);
}

/** `n` seals of a kind as the noun that agrees: "red seal" (1), "red seals". */
export function sealWord(kind: SealKind, n: number): Message {
  return n === 1 ? msg(`siegel.s1.${kind}`) : msg(`siegel.sN.${kind}`);
}

/** Why a prediction is illegal under these choices, or null when it is legal. */
export function predictionProblem(
  choices: PredictionChoices,
  seals: SealColorCounts,
  steals: readonly Steal[],
): PredictionProblem | null {
  const total = totalSeals(seals);
  if (total > choices.maxTotal) {
    return { rule: 'too-many-seals', reason: msg('siegel-rules.predict.tooMany', { n: choices.maxTotal }) };
  }
  for (const choice of choices.colors) {
    const want = seals[choice.color] ?? 0;
    const short = want - choice.centre;
    const named = steals.filter((s) => s.color === choice.color);
    if (short <= 0) {
      if (named.length > 0) {
        return {
          rule: 'steals-mismatch',
          reason: msg('siegel-rules.predict.centreHas', { seals: sealWord(choice.color, 2) }),
        };
      }
      continue;
    }
    let held = 0;
    for (const v of choice.victims) held += v.holds;
    if (held < short) {
      return {
        rule: 'seal-unavailable',
        reason: msg('siegel-rules.predict.notEnough', {
          seals: sealWord(choice.color, 2),
          centre: choice.centre,
          held,
        }),
      };
    }
    if (choices.whites === 0) {
      return {
        rule: 'no-white-left',
        reason: msg('siegel-rules.predict.noWhite', { seal: sealWord(choice.color, 1) }),
      };
    }
    if (named.length !== short) {
      return {
        rule: 'steals-mismatch',
        reason: msg('siegel-rules.predict.nameSteals', { n: short, seals: sealWord(choice.color, short) }),
      };
    }
    for (const s of named) {
      const victim = choice.victims.find((v) => v.seat === s.from);
      if (!victim) {
        return {
          rule: 'bad-victim',
          reason: msg('siegel-rules.predict.victimNone', { seat: s.from, seal: sealWord(choice.color, 1) }),
        };
      }
      const times = named.filter((t) => t.from === s.from).length;
      if (times > victim.holds) {
        return {
          rule: 'bad-victim',
          reason: msg('siegel-rules.predict.victimFew', {
            seat: s.from,
            n: victim.holds,
            seals: sealWord(choice.color, victim.holds),
          }),
        };
      }
    }
  }
  if (steals.length > choices.whites) {
    return { rule: 'no-white-left', reason: msg('siegel-rules.predict.whites', { n: choices.whites }) };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// View

export type SiegelPhase = 'deal' | 'predict' | 'play' | 'return' | 'roundOver' | 'gameOver';

export interface SiegelView {
  game: 'siegel';
  players: number;
  options: SiegelOptions;
  /** The seat this view belongs to (null: a spectator). */
  seat: number | null;
  firstDealer: number;
  phase: SiegelPhase;
  /** Rounds in the game. */
  roundCount: number;
  /** Index of the round in play or just finished (-1 before the first deal). */
  round: number;
  dealer: number;
  /** Seat whose turn it is, or null. */
  toAct: number | null;
  /** Own hand in the order dealt (empty for a spectator). */
  hand: string[];
  handSizes: number[];
  seals: SealCounts[];
  centre: SealCounts;
  saboteur: number | null;
  predictions: PredictionEntry[];
  /** Leader of the current trick. */
  leader: number | null;
  trick: TrickPlay[];
  lastTrick: CompletedTrick | null;
  /** Every completed trick of this round, in order (the renderer decides what to display). */
  tricks: CompletedTrick[];
  tricksWon: number[];
  blacksTaken: number[];
  /** For the seat to act in the prediction phase: what it may predict. */
  prediction: PredictionChoices | null;
  /** For the seat to act in the play phase: the cards it may play. */
  legalCards: string[] | null;
  /** For the trick winner in the return phase: the seal kinds it may return. */
  returnChoices: SealKind[] | null;
  /** End facts of every completed round. */
  history: RoundSummary[];
  roundScores: number[][];
  totals: number[];
}
