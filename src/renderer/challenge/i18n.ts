/**
 * Strings of the duplicate challenge (its screen, the menu's way in, the table's call to action)
 * in German, English and Dutch. English is the master: `de` and `nl` are typed by its keys.
 * The texts themselves are data, in strings.json beside this file.
 */
import { stringTable } from '../i18n';
import strings from './strings.json';

export type ChallengeKey = keyof typeof strings.en;

/** A challenge string: `challengeText` in a language, `cht` in the app's current language. */
export const { strings: CHALLENGE_STRINGS, text: challengeText, t: cht } = stringTable<ChallengeKey>(strings);
