/**
 * The app's language, switchable at run time, and the one lookup of the renderer: `i18n.t(key,
 * params)` words a message in the current language, `text(lang, key, params)`
 * (src/shared/i18n/format) in a given one. The texts are the message files
 * (src/shared/messages/<language>/<namespace>.json); a key is `<namespace>.<key in the file>`
 * ("app.menu.start", "siegel.refuse.notYourTurn"), typed by the English files, so a misspelt
 * key is a compile error.
 */
import type { MessageKey } from '../../shared/i18n/catalog';
import { hasMessage, text } from '../../shared/i18n/format';
import type { MessageParams } from '../../shared/i18n/message';
import type { Language } from '../../shared/settings';

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

  /** `key` worded in the current language. */
  t(key: MessageKey, params?: MessageParams): string {
    return text(this.lang, key, params);
  }
}

/** The message of a key built at run time, or `fallback` when there is none. */
function named(lang: Language, key: string, fallback: string): string {
  return hasMessage(key) ? text(lang, key) : fallback;
}

/** A bot level's name ("Master"); a level the app has no word for as itself. */
export function botLevelName(lang: Language, level: string): string {
  return named(lang, `app.bot.${level}`, level);
}

/** A bot level's short name for a seat plate, else its name. */
export function botShortName(lang: Language, level: string): string {
  return named(lang, `app.botShort.${level}`, botLevelName(lang, level));
}

/** A table option's label (the catalog's option key as itself when the app has no word for it). */
export function optionLabel(lang: Language, option: string): string {
  return named(lang, `app.option.${option}`, option);
}

/** One value of a table option. */
export function optionValueLabel(lang: Language, option: string, value: string): string {
  return named(lang, `app.option.${option}.${value}`, value);
}
