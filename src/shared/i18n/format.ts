/**
 * Words a message in a language. A template's `{name}` takes a parameter (a nested message is
 * worded first); `{name|one|other}` is the word that agrees with the number `name` in the
 * language ("{n} {n|trick|tricks}": "1 trick", "2 tricks"). A key missing in a language falls
 * back to English, and a key missing everywhere shows as itself, so a screen never goes blank.
 */
import type { Language } from './languages';
import { CATALOG, type MessageKey } from './catalog';
import { isMessage, type Message, type MessageParams } from './message';
import { agreesWithOne } from './plural';

/** Fills `template` in `lang` from `params`. */
export function format(template: string, params: MessageParams | undefined, lang: Language): string {
  if (!params) return template;
  return template.replace(/\{(\w+)((?:\|[^{}|]*)*)\}/g, (whole, name: string, forms: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
    const value = params[name]!;
    if (!forms) return isMessage(value) ? words(lang, value) : String(value);
    if (isMessage(value)) return whole;
    const [one = '', other = one] = forms.slice(1).split('|');
    return agreesWithOne(lang, value) ? one : other;
  });
}

/** The template of `key` in `lang` (English when the language lacks it; the key when no language has it). */
export function template(lang: Language, key: string): string {
  return CATALOG[lang][key] ?? CATALOG.en[key] ?? key;
}

/** `key` worded in `lang` with `params`. */
export function text(lang: Language, key: MessageKey, params?: MessageParams): string {
  return format(template(lang, key), params, lang);
}

/** A message worded in `lang`. */
export function words(lang: Language, m: Message): string {
  return format(template(lang, m.key), m.params, lang);
}

/** Whether `key` names a message (for keys built at run time, e.g. from the catalog's option names). */
export function hasMessage(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(CATALOG.en, key);
}
