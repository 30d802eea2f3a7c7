/**
 * The plural and number rules of every text: whether a count takes the singular in a language
 * (`Intl.PluralRules`, so "1 minus point", "1.0 minus points", "2 Minuspunkte", "1 strafpunt"), and
 * how a number is written there. The message format (format.ts) and the unit words both use them,
 * so the host, the table and the command line count alike.
 */
import type { Language } from './languages';

const rulesCache = new Map<string, Intl.PluralRules>();

/** The language's plural rules for numbers written with `fraction` decimals. */
export function pluralRules(lang: Language, fraction: number): Intl.PluralRules {
  const key = `${lang}:${fraction}`;
  let rules = rulesCache.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(lang, { minimumFractionDigits: fraction, maximumFractionDigits: fraction });
    rulesCache.set(key, rules);
  }
  return rules;
}

/**
 * Whether a count takes the singular in `lang`: a number, or a number as written ("1", "1,0",
 * "−1"; its decimals count, as in "1.0 points").
 */
export function agreesWithOne(lang: Language, value: number | string): boolean {
  if (typeof value === 'number') return pluralRules(lang, 0).select(Math.abs(value)) === 'one';
  const plain = value.trim().replace(/^[−+-]/, '');
  const m = /^(\d+)(?:[.,](\d+))?$/.exec(plain);
  if (!m) return false;
  const fraction = m[2]?.length ?? 0;
  return pluralRules(lang, fraction).select(Number(`${m[1]}.${m[2] ?? '0'}`)) === 'one';
}

/** A number as the language writes it, whole or with `fraction` decimals. */
export function numberText(lang: Language, n: number, fraction = 0): string {
  return n.toLocaleString(lang, { minimumFractionDigits: fraction, maximumFractionDigits: fraction });
}
