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
  nameDe: string;
  nameEn: string;
  textEn: string;
  textDe: string;
  timing: AbyssCurseTiming;
}

export const ABYSS_CURSES: readonly AbyssCurse[] = [
  {
    id: 'reversal',
    number: 1,
    nameDe: 'Umkehr',
    nameEn: 'Reversal',
    textEn: 'Among cards of the element to follow, lower beats higher.',
    textDe: 'Unter den Karten des zu bedienenden Elements schlägt die niedrigere die höhere.',
    timing: 'trick',
  },
  {
    id: 'mirror',
    number: 2,
    nameDe: 'Spiegel',
    nameEn: 'Mirror',
    textEn: 'The scale counts downward: place 1 beats place 2, and so on.',
    textDe: 'Die Trumpfleiste zählt abwärts: Platz 1 schlägt Platz 2 und so weiter.',
    timing: 'trick',
  },
  {
    id: 'drought',
    number: 3,
    nameDe: 'Dürre',
    nameEn: 'Drought',
    textEn: 'Each phase deals 4 cards instead of 5.',
    textDe: 'In jeder Phase werden 4 statt 5 Karten ausgeteilt.',
    timing: 'phase',
  },
  {
    id: 'greed',
    number: 4,
    nameDe: 'Gier',
    nameEn: 'Greed',
    textEn: "The winner of a phase's last trick moves 2 fields.",
    textDe: 'Wer den letzten Stich einer Phase gewinnt, zieht 2 Felder.',
    timing: 'trick',
  },
  {
    id: 'chains',
    number: 5,
    nameDe: 'Ketten',
    nameEn: 'Chains',
    textEn: 'A player who wins a trick they led does not move.',
    textDe: 'Wer einen Stich gewinnt, den er selbst ausgespielt hat, zieht nicht.',
    timing: 'trick',
  },
  {
    id: 'undertow',
    number: 6,
    nameDe: 'Sog',
    nameEn: 'Undertow',
    textEn:
      'At the end of each phase, a figure alone in the lead moves back one field (nobody moves back when two or more figures share the lead). Moving back triggers no field.',
    textDe:
      'Am Ende jeder Phase zieht eine Figur, die allein in Führung liegt, ein Feld zurück (niemand zieht zurück, wenn sich zwei oder mehr Figuren die Führung teilen). Das Zurückziehen löst kein Feld aus.',
    timing: 'phase',
  },
  {
    id: 'soulSleep',
    number: 7,
    nameDe: 'Seelenschlaf',
    nameEn: 'Soul Sleep',
    textEn: 'Souls count as Tanukis.',
    textDe: 'Seelen zählen als Tanukis.',
    timing: 'trick',
  },
  {
    id: 'sinBan',
    number: 8,
    nameDe: 'Bann',
    nameEn: 'Sin Ban',
    textEn: 'Sins, and Kitsune played as a Sin, count as Tanukis.',
    textDe: 'Sünden und als Sünde gespielte Kitsunes zählen als Tanukis.',
    timing: 'trick',
  },
  {
    id: 'hunger',
    number: 9,
    nameDe: 'Hunger',
    nameEn: 'Hunger',
    textEn: 'A trick won by a Demon moves its winner 2 fields.',
    textDe: 'Ein Stich, den ein Dämon gewinnt, bringt seinen Gewinner 2 Felder weiter.',
    timing: 'trick',
  },
  {
    id: 'oath',
    number: 10,
    nameDe: 'Eid',
    nameEn: 'Oath',
    textEn:
      'Special cards no longer lift the duty to follow: a player holding the element to follow must play it.',
    textDe:
      'Sonderkarten heben die Bedienpflicht nicht mehr auf: Wer das zu bedienende Element hat, muss es spielen.',
    timing: 'trick',
  },
  {
    id: 'openHands',
    number: 11,
    nameDe: 'Offene Hände',
    nameEn: 'Open Hands',
    textEn: 'All hands are visible to everyone.',
    textDe: 'Alle Handkarten sind für alle sichtbar.',
    timing: 'trick',
  },
  {
    id: 'passing',
    number: 12,
    nameDe: 'Tausch',
    nameEn: 'Passing',
    textEn:
      'Before the first trick of each phase every player chooses one hand card to pass to the left neighbour; the cards move once all have chosen.',
    textDe:
      'Vor dem ersten Stich jeder Phase wählt jeder eine Handkarte für den linken Nachbarn; die Karten wandern, sobald alle gewählt haben.',
    timing: 'phase',
  },
  {
    id: 'frozenScale',
    number: 13,
    nameDe: 'Erstarrung',
    nameEn: 'Frozen Scale',
    textEn: 'Heptagram fields have no effect any more.',
    textDe: 'Heptagrammfelder haben keine Wirkung mehr.',
    timing: 'trick',
  },
  {
    id: 'storm',
    number: 14,
    nameDe: 'Sturm',
    nameEn: 'Storm',
    textEn: 'At the start of each phase the elements on the two highest occupied places of the scale swap.',
    textDe:
      'Zu Beginn jeder Phase tauschen die Elemente auf den beiden höchsten besetzten Plätzen der Trumpfleiste die Plätze.',
    timing: 'phase',
  },
  {
    id: 'desecration',
    number: 15,
    nameDe: 'Entweihung',
    nameEn: 'Desecration',
    textEn:
      'A trick won by a Sin, Demon or Soul moves the player who led that trick instead of its winner, by the same number of fields (nothing changes when the winner led it).',
    textDe:
      'Gewinnt eine Sünde, ein Dämon oder eine Seele den Stich, zieht statt des Gewinners der Spieler, der ihn ausgespielt hat, um ebenso viele Felder (hat der Gewinner selbst ausgespielt, ändert sich nichts).',
    timing: 'trick',
  },
  {
    id: 'distance',
    number: 16,
    nameDe: 'Ferne',
    nameEn: 'Distance',
    textEn: 'The goal moves three fields further (to 23); the new fields are plain.',
    textDe: 'Das Ziel rückt drei Felder weiter (auf 23); die neuen Felder sind einfache Felder.',
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
