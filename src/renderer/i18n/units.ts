/**
 * Counted words in one place: each game's one unit word (Siegel penalty points, 13 minus points,
 * SevenSins points, Abyss fields) and the nouns the table counts (mistakes, rounds, cards …),
 * each agreeing with its number in English, German and Dutch by the language's plural rules
 * (`Intl.PluralRules`: "1 minus point", "1.0 minus points", "2 Minuspunkte", "1 strafpunt").
 * The coach, the round's summary, the ranking, the statistics, par and the analysis all take
 * their unit from here, so a game never says two words for what it counts.
 */
import { ANALYSIS_UNIT, type AnalysisUnit } from '../../shared/analysis';
import type { Language } from '../../shared/settings';
import type { GameId } from '../../shared/types';

/** What is counted: a game's unit, or another noun the table counts. */
export type Noun = AnalysisUnit | 'mistakes' | 'rounds' | 'phases' | 'deals' | 'cards' | 'decisions';

/** A noun's singular and plural in English, German and Dutch, in this order. */
type Forms = readonly [
  enOne: string,
  enOther: string,
  deOne: string,
  deOther: string,
  nlOne: string,
  nlOther: string,
];

const NOUNS: Record<Noun, Forms> = {
  penalty: ['penalty point', 'penalty points', 'Strafpunkt', 'Strafpunkte', 'strafpunt', 'strafpunten'],
  minus: ['minus point', 'minus points', 'Minuspunkt', 'Minuspunkte', 'minpunt', 'minpunten'],
  points: ['point', 'points', 'Punkt', 'Punkte', 'punt', 'punten'],
  fields: ['field', 'fields', 'Feld', 'Felder', 'veld', 'velden'],
  mistakes: ['mistake', 'mistakes', 'Fehler', 'Fehler', 'fout', 'fouten'],
  rounds: ['round', 'rounds', 'Runde', 'Runden', 'ronde', 'rondes'],
  phases: ['phase', 'phases', 'Phase', 'Phasen', 'fase', 'fases'],
  deals: ['deal', 'deals', 'Partie', 'Partien', 'spel', 'spellen'],
  cards: ['card', 'cards', 'Karte', 'Karten', 'kaart', 'kaarten'],
  decisions: ['decision', 'decisions', 'Entscheidung', 'Entscheidungen', 'beslissing', 'beslissingen'],
};
const COLUMN: Record<Language, number> = { en: 0, de: 2, nl: 4 };

/** A noun's form in `lang`: singular or plural. */
function form(lang: Language, noun: Noun, plural: boolean): string {
  return NOUNS[noun][COLUMN[lang] + (plural ? 1 : 0)]!;
}

/** The unit each game counts its score in: the same word in every text of that game. */
export function gameUnit(game: GameId): AnalysisUnit {
  return ANALYSIS_UNIT[game];
}

/** How a count is written: whole, or with `fraction` decimals ("1.0" takes the plural). */
export interface CountFormat {
  fraction?: number;
}

const rulesCache = new Map<string, Intl.PluralRules>();
function pluralRules(lang: Language, fraction: number): Intl.PluralRules {
  const key = `${lang}:${fraction}`;
  let rules = rulesCache.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(lang, { minimumFractionDigits: fraction, maximumFractionDigits: fraction });
    rulesCache.set(key, rules);
  }
  return rules;
}

/**
 * Whether a count takes the singular in `lang`: a number, or a number as written ("1", "1,0",
 * "−1"; its decimals count, as in "1.0 points").
 */
export function agreesWithOne(lang: Language, value: number | string): boolean {
  if (typeof value === 'number') return pluralRules(lang, 0).select(Math.abs(value)) === 'one';
  const plain = value.trim().replace(/^[−+-]/, '');
  const m = /^(\d+)(?:[.,](\d+))?$/.exec(plain);
  if (!m) return false;
  const fraction = m[2]?.length ?? 0;
  return pluralRules(lang, fraction).select(Number(`${m[1]}.${m[2] ?? '0'}`)) === 'one';
}

/** The noun alone, agreeing with `n` ("minus point" for 1, "minus points" for 0, 2 or 1.0). */
export function nounFor(lang: Language, noun: Noun, n: number, f: CountFormat = {}): string {
  return form(lang, noun, pluralRules(lang, f.fraction ?? 0).select(Math.abs(n)) !== 'one');
}

/** A number as the language writes it, whole or with `fraction` decimals. */
export function numberText(lang: Language, n: number, f: CountFormat = {}): string {
  const fraction = f.fraction ?? 0;
  return n.toLocaleString(lang, { minimumFractionDigits: fraction, maximumFractionDigits: fraction });
}

/** The number and its noun: "1 minus point", "2,5 Strafpunkte", "3 fouten". */
export function countText(lang: Language, noun: Noun, n: number, f: CountFormat = {}): string {
  return `${numberText(lang, n, f)} ${nounFor(lang, noun, n, f)}`;
}

/** A game's score with its unit: "56 minus points", "1 point", "12 Felder". */
export function scoreWithUnit(lang: Language, game: GameId, n: number): string {
  return countText(lang, gameUnit(game), n);
}

/** A game's unit word as a heading ("minus points"): the plural, as counted things are named. */
export function unitName(lang: Language, unit: AnalysisUnit): string {
  return form(lang, unit, true);
}
