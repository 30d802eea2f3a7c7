/**
 * The 13 scene's own strings in German, English and Dutch. English is the master: the other
 * dictionaries are typed by its keys, so a missing translation fails the typecheck. The texts
 * themselves are data, in strings.json beside this file.
 */
import type { Language } from '../../../shared/settings';
import { stringTable, type Params } from '../../i18n';
import { namespaceFiles } from '../../../shared/i18n/catalog';

const strings = namespaceFiles('dreizehn');

export type DzKey = keyof typeof strings.en;

export const { strings: DZ_DICTIONARIES, text: dzText } = stringTable<DzKey>(strings);

/** A translator bound to a language getter (the app's I18n.language), and that language. */
export type Dt = ((key: DzKey, params?: Params) => string) & { readonly lang: Language };

export function makeDt(language: () => Language): Dt {
  const dt = (key: DzKey, params?: Params): string => dzText(language(), key, params);
  return Object.defineProperty(dt, 'lang', { get: language }) as Dt;
}
