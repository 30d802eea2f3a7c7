/**
 * Translations: German, English, Dutch, switchable at run time. The texts are the message files
 * (src/shared/messages, worded by src/shared/i18n), keyed and typed by the English ones, so a
 * misspelt key is a compile error.
 */
import { format as formatMessage } from '../../shared/i18n/format';
import { namespaceFiles } from '../../shared/i18n/catalog';
import type { Language } from '../../shared/settings';

const strings = namespaceFiles('app');
export type MessageKey = keyof typeof strings.en;
export type Dictionary = Record<MessageKey, string>;
export const DICTIONARIES: Record<Language, Dictionary> = strings;
/** Each language's name in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English', nl: 'Nederlands' };

export type Params = Record<string, string | number>;

/**
 * Fills a template: `{name}` takes a parameter; `{name|one|other}` is the word that agrees with
 * the number `name` in `lang` ("{n} {n|trick|tricks}": "1 trick", "2 tricks"; i18n/units.ts).
 */
export function format(template: string, params?: Params, lang: Language = 'en'): string {
  return formatMessage(template, params, lang);
}

/** A module's strings: the English master and the other languages typed by its keys. */
export type Translations<K extends string> = Record<Language, Record<K, string>>;

/** One module's strings and their lookup: `text` in a given language, `t` in the app's current one. */
export interface StringTable<K extends string> {
  strings: Translations<K>;
  text(lang: Language, key: K, params?: Params): string;
  t(i18n: I18n, key: K, params?: Params): string;
}

/** The lookup every string module shares (a key missing at run time falls back to English). */
export function stringTable<K extends string>(strings: Translations<K>): StringTable<K> {
  const text = (lang: Language, key: K, params?: Params): string =>
    format(strings[lang][key] ?? strings.en[key], params, lang);
  return { strings, text, t: (i18n, key, params) => text(i18n.language, key, params) };
}

const APP_STRINGS = stringTable<MessageKey>(DICTIONARIES);

export class I18n {
  private lang: Language;
  private readonly listeners = new Set<(lang: Language) => void>();

  constructor(lang: Language = 'de') {
    this.lang = lang;
  }

  get language(): Language {
    return this.lang;
  }

  setLanguage(lang: Language): void {
    if (lang === this.lang) return;
    this.lang = lang;
    for (const l of [...this.listeners]) l(lang);
  }

  onChange(listener: (lang: Language) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  t(key: MessageKey, params?: Params): string {
    return APP_STRINGS.text(this.lang, key, params);
  }

  /** For keys built at run time (option names from the catalog): falls back to `fallback`. */
  tDynamic(key: string, fallback: string, params?: Params): string {
    const dict = DICTIONARIES[this.lang] as Record<string, string>;
    const text = dict[key];
    return text === undefined ? fallback : format(text, params, this.lang);
  }

  has(key: string): key is MessageKey {
    return Object.prototype.hasOwnProperty.call(strings.en, key);
  }
}
