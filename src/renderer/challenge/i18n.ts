/**
 * Strings of the duplicate challenge (its screen, the menu's way in, the table's call to action)
 * in German, English and Dutch. English is the master: `de` and `nl` are typed by its keys.
 * The texts themselves are data, in strings.json beside this file.
 */
import type { TableSnapshot } from '../../shared/protocol';
import type { Language } from '../../shared/settings';
import { stringTable } from '../i18n';
import { namespaceFiles } from '../../shared/i18n/catalog';

const strings = namespaceFiles('challenge');

export type ChallengeKey = keyof typeof strings.en;

/** A challenge string: `challengeText` in a language, `cht` in the app's current language. */
export const { strings: CHALLENGE_STRINGS, text: challengeText, t: cht } = stringTable<ChallengeKey>(strings);

/**
 * How a challenge's table names what it plays ("Deal 1 of 2") where another table says "Round 1
 * of 6"; null at any other table.
 */
export function challengeDealText(lang: Language, snap: TableSnapshot | null): string | null {
  const d = snap?.challengeDeal;
  return d ? challengeText(lang, 'table.deal', { n: d.deal + 1, deals: d.deals }) : null;
}
