/**
 * Strings of the Abyss table scene in German, English and Dutch. English is the master:
 * `de` and `nl` are typed by its keys, so a missing translation fails the typecheck. Element
 * and card words are SevenSins' (../elements/i18n.ts); curse names and rule texts come from
 * the shared data module (de/en), the Dutch ones are here. The texts themselves are data:
 * strings.json and curses-nl.json beside this file.
 */
import type { AbyssCurseId } from '../../../shared/games/abyss-data';
import type { Language } from '../../../shared/settings';
import { stringTable } from '../../i18n';
import { CARD_WORDS } from '../elements/i18n';
import { namespaceFiles } from '../../../shared/i18n/catalog';
import { text } from '../../../shared/i18n/format';

const strings = namespaceFiles('abyss');

/** The card words, then the scene's own texts (strings.json beside this file). */
export type AbyssKey = keyof typeof CARD_WORDS.en | keyof typeof strings.en;

/** A scene string: `aText` in a language, `at` in the app's current language. */
export const {
  strings: ABYSS_STRINGS,
  text: aText,
  t: at,
} = stringTable<AbyssKey>({
  en: { ...CARD_WORDS.en, ...strings.en },
  de: { ...CARD_WORDS.de, ...strings.de },
  nl: { ...CARD_WORDS.nl, ...strings.nl },
});

/** A curse's name in a language. */
export function curseName(lang: Language, id: AbyssCurseId): string {
  return text(lang, `curses.${id}.name`);
}

/** A curse's rule text in a language. */
export function curseText(lang: Language, id: AbyssCurseId): string {
  return text(lang, `curses.${id}.text`);
}
