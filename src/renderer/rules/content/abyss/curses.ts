/**
 * The Abyss curses for the rules, with the names and texts the table shows (German and English
 * from the shared data the engine reads, Dutch from the table's strings).
 */
import { ABYSS_CURSES } from '../../../../shared/games/abyss-data';
import type { Language } from '../../../../shared/settings';
import { curseName, curseText } from '../../../games/abyss/text';
import type { Term } from '../../types';

/** The curses as rule terms, numbered as on their cards, in a language. */
export function curseTerms(lang: Language): Term[] {
  return ABYSS_CURSES.map((c) => ({
    term: `${c.number}. ${curseName(lang, c.id)}`,
    text: curseText(lang, c.id),
  }));
}
