/**
 * Strings of the Siegel table scene in German, English and Dutch, kept as data in strings.json. English is the master:
 * `de` and `nl` are typed by its keys, so a missing translation fails the typecheck.
 */
import { stringTable } from '../../i18n';
import { namespaceFiles } from '../../../shared/i18n/catalog';

const strings = namespaceFiles('siegel');

export type SiegelKey = keyof typeof strings.en;

/** A scene string: `sText` in a language, `st` in the app's current language. */
export const { strings: SIEGEL_STRINGS, text: sText, t: st } = stringTable<SiegelKey>(strings);
