/**
 * Translations: German, English, Dutch. The app's own texts are data (strings.json here; each
 * part of the app keeps its own beside it), keyed and typed by the English dictionary, so a
 * missing or misspelt key in any language is a compile error. Switchable at runtime.
 */
import type { Language } from '../../shared/settings';
import strings from './strings.json';
import { agreesWithOne } from './units';

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
  if (!params) return template;
  return template.replace(/\{(\w+)((?:\|[^{}|]*)*)\}/g, (whole, name: string, forms: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
    const value = params[name]!;
    if (!forms) return String(value);
    const [one = '', other = one] = forms.slice(1).split('|');
    return agreesWithOne(lang, value) ? one : other;
  });
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
