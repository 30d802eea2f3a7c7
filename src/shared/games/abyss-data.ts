/**
 * SevenSins – Abyss: the board and the 16 curse cards as one typed data module, so the engine,
 * the table and the in-app rules all read the same facts (names, texts, fields, timing).
 * The rulebook gives neither board nor curses; these are the project's binding definitions.
 */

/** The normal goal field; figures start on field 0. */
export const ABYSS_GOAL = 20;
/** The goal once the `distance` curse is in force (fields 21–23 are plain). */
export const ABYSS_DISTANT_GOAL = 23;
export const ABYSS_HEPTAGRAM_FIELDS = [2, 7, 12, 17] as const;
export const ABYSS_CURSE_FIELDS = [5, 10, 15] as const;
/** Places on the trump scale; place 0 is the lowest. */
export const ABYSS_SCALE_PLACES = 5;
/** Cards dealt to each player per phase (and under `drought`). */
export const ABYSS_HAND_SIZE = 5;
export const ABYSS_DROUGHT_HAND_SIZE = 4;

export type AbyssFieldKind = 'start' | 'plain' | 'heptagram' | 'curse' | 'goal';

export interface AbyssField {
  index: number;
  kind: AbyssFieldKind;
}

export function abyssFieldKind(index: number): AbyssFieldKind {
  if (index === 0) return 'start';
  if (index === ABYSS_GOAL) return 'goal';
  if ((ABYSS_HEPTAGRAM_FIELDS as readonly number[]).includes(index)) return 'heptagram';
  if ((ABYSS_CURSE_FIELDS as readonly number[]).includes(index)) return 'curse';
  return 'plain';
}

/** Fields 0..20 of the board (under `distance` field 20 becomes plain and 21–23 are added, 23 the goal). */
export const ABYSS_BOARD: readonly AbyssField[] = Array.from({ length: ABYSS_GOAL + 1 }, (_, index) => ({
  index,
  kind: abyssFieldKind(index),
}));

export const ABYSS_CURSE_IDS = [
  'reversal',
  'mirror',
  'drought',
  'greed',
  'chains',
  'undertow',
  'soulSleep',
  'sinBan',
  'hunger',
  'oath',
  'openHands',
  'passing',
  'frozenScale',
  'storm',
  'desecration',
  'distance',
] as const;

export type AbyssCurseId = (typeof ABYSS_CURSE_IDS)[number];

/**
 * When a drawn curse starts to act: `trick` curses from the trick after the one whose move
 * drew them, `phase` curses (they only act at a phase's start or end) from the next phase.
 */
export type AbyssCurseTiming = 'trick' | 'phase';

export interface AbyssCurse {
  id: AbyssCurseId;
  /** 1-based number on the rules page. */
  number: number;
  timing: AbyssCurseTiming;
}

export const ABYSS_CURSES: readonly AbyssCurse[] = [
  {
    id: 'reversal',
    number: 1,
    timing: 'trick',
  },
  {
    id: 'mirror',
    number: 2,
    timing: 'trick',
  },
  {
    id: 'drought',
    number: 3,
    timing: 'phase',
  },
  {
    id: 'greed',
    number: 4,
    timing: 'trick',
  },
  {
    id: 'chains',
    number: 5,
    timing: 'trick',
  },
  {
    id: 'undertow',
    number: 6,
    timing: 'phase',
  },
  {
    id: 'soulSleep',
    number: 7,
    timing: 'trick',
  },
  {
    id: 'sinBan',
    number: 8,
    timing: 'trick',
  },
  {
    id: 'hunger',
    number: 9,
    timing: 'trick',
  },
  {
    id: 'oath',
    number: 10,
    timing: 'trick',
  },
  {
    id: 'openHands',
    number: 11,
    timing: 'trick',
  },
  {
    id: 'passing',
    number: 12,
    timing: 'phase',
  },
  {
    id: 'frozenScale',
    number: 13,
    timing: 'trick',
  },
  {
    id: 'storm',
    number: 14,
    timing: 'phase',
  },
  {
    id: 'desecration',
    number: 15,
    timing: 'trick',
  },
  {
    id: 'distance',
    number: 16,
    timing: 'trick',
  },
];

export function abyssCurse(id: AbyssCurseId): AbyssCurse {
  const curse = ABYSS_CURSES.find((c) => c.id === id);
  if (!curse) throw new Error(`unknown curse ${id}`);
  return curse;
}

export function isAbyssCurseId(value: unknown): value is AbyssCurseId {
  return typeof value === 'string' && (ABYSS_CURSE_IDS as readonly string[]).includes(value);
}
