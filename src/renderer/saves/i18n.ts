/**
 * Strings of Continue and the saved-games screen in German, English and Dutch. English is the
 * master: `de` and `nl` are typed by its keys, so a missing translation fails the typecheck.
 * Game names come from the app dictionary (`game.<id>.name`).
 * The texts themselves are data, in strings.json beside this file.
 */
import { stringTable } from '../i18n';
import { namespaceFiles } from '../../shared/i18n/catalog';

const strings = namespaceFiles('saves');

export type SavesKey = keyof typeof strings.en;

/** A saved-games string: `savesText` in a language, `svt` in the app's current language. */
export const { strings: SAVES_STRINGS, text: savesText, t: svt } = stringTable<SavesKey>(strings);
