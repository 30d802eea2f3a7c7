/**
 * Strings of the replay history and the replay viewer in German, English and Dutch. English is
 * the master: `de` and `nl` are typed by its keys, so a missing translation fails the typecheck.
 * The texts themselves are data, in strings.json beside this file.
 */
import { stringTable } from '../i18n';
import { namespaceFiles } from '../../shared/i18n/catalog';

const strings = namespaceFiles('replay');

export type ReplayKey = keyof typeof strings.en;

/** A replay string: `replayText` in a language, `rpt` in the app's current language. */
export const { strings: REPLAY_STRINGS, text: replayText, t: rpt } = stringTable<ReplayKey>(strings);
