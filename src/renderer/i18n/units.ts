/**
 * Counted words in one place: each game's one unit word (Siegel penalty points, 13 minus points,
 * SevenSins points, Abyss fields) and the nouns the table counts (mistakes, rounds, cards …),
 * each agreeing with its number in English, German and Dutch by the language's plural rules
 * (src/shared/i18n/plural.ts; the words are the `units` message file:
 * "1 minus point", "1.0 minus points", "2 Minuspunkte", "1 strafpunt").
 * The coach, the round's summary, the ranking, the statistics, par and the analysis all take
 * their unit from here, so a game never says two words for what it counts.
 */
import { ANALYSIS_UNIT, type AnalysisUnit } from '../../shared/analysis';
import type { Language } from '../../shared/settings';
import type { GameId } from '../../shared/types';
import { text } from '../../shared/i18n/format';
import { numberText as formatNumber, pluralRules } from '../../shared/i18n/plural';

/** What is counted: a game's unit, or another noun the table counts. */
export type Noun = AnalysisUnit | 'mistakes' | 'rounds' | 'phases' | 'deals' | 'cards' | 'decisions';

/** A noun's form in `lang`: singular or plural (the units' message file). */
function form(lang: Language, noun: Noun, plural: boolean): string {
  return text(lang, `units.${noun}.${plural ? 'other' : 'one'}`);
}

/** The unit each game counts its score in: the same word in every text of that game. */
export function gameUnit(game: GameId): AnalysisUnit {
  return ANALYSIS_UNIT[game];
}

/** How a count is written: whole, or with `fraction` decimals ("1.0" takes the plural). */
export interface CountFormat {
  fraction?: number;
}

/** The noun alone, agreeing with `n` ("minus point" for 1, "minus points" for 0, 2 or 1.0). */
export function nounFor(lang: Language, noun: Noun, n: number, f: CountFormat = {}): string {
  return form(lang, noun, pluralRules(lang, f.fraction ?? 0).select(Math.abs(n)) !== 'one');
}

/** A number as the language writes it, whole or with `fraction` decimals. */
export function numberText(lang: Language, n: number, f: CountFormat = {}): string {
  return formatNumber(lang, n, f.fraction ?? 0);
}

/** The number and its noun: "1 minus point", "2,5 Strafpunkte", "3 fouten". */
export function countText(lang: Language, noun: Noun, n: number, f: CountFormat = {}): string {
  return text(lang, 'units.count', { n: numberText(lang, n, f), noun: nounFor(lang, noun, n, f) });
}

/** A game's score with its unit: "56 minus points", "1 point", "12 Felder". */
export function scoreWithUnit(lang: Language, game: GameId, n: number): string {
  return countText(lang, gameUnit(game), n);
}

/** A game's unit word as a heading ("minus points"): the plural, as counted things are named. */
export function unitName(lang: Language, unit: AnalysisUnit): string {
  return form(lang, unit, true);
}
