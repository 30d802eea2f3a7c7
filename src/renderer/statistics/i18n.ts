/**
 * Strings of the statistics screen (and its menu button) in German, English and Dutch, kept as data in
 * strings.json. English is the master: `de` and `nl` are typed by its keys, so a missing translation fails the
 * typecheck. Game names come from the app dictionary (`game.<id>.name`).
 */
import { stringTable } from '../i18n';
import { namespaceFiles } from '../../shared/i18n/catalog';

const strings = namespaceFiles('statistics');

export type StatisticsKey = keyof typeof strings.en;

/** A statistics string: `statText` in a language, `stt` in the app's current language. */
export const { strings: STATISTICS_STRINGS, text: statText, t: stt } = stringTable<StatisticsKey>(strings);
