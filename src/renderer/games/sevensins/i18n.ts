/**
 * Strings of the SevenSins table scene in German, English and Dutch (card, element and refusal
 * words are shared with Abyss in ../elements/i18n.ts). English is the master: `de` and `nl` are
 * typed by its keys, so a missing translation fails the typecheck.
 * The texts themselves are data, in strings.json beside this file.
 */
import { stringTable } from '../../i18n';
import { namespaceFiles } from '../../../shared/i18n/catalog';

const strings = namespaceFiles('sevensins');

export type SevenSinsKey = keyof typeof strings.en;

/** A scene string: `sText` in a language, `st` in the app's current language. */
export const { strings: SEVENSINS_STRINGS, text: sText, t: st } = stringTable<SevenSinsKey>(strings);
