import type { Language } from '../../../shared/settings';
import type { Params } from '../../i18n';

/** Words of a list as a sentence says them: commas between, `last` (" and ", " or ") before the final one. */
export function wordList(words: readonly string[], last: string): string {
  if (words.length <= 1) return words.join('');
  return words.slice(0, -1).join(', ') + last + words[words.length - 1];
}

/**
 * Log lines being written for a step: `add(key, params)` appends the game's line for `key` in
 * `lang` to `lines` (the games' logLines share this way of collecting them).
 */
export function lineLog<Key extends string>(
  lang: Language,
  text: (lang: Language, key: Key, params?: Params) => string,
): { lines: string[]; add: (key: Key, params?: Params) => void } {
  const lines: string[] = [];
  return { lines, add: (key, params) => void lines.push(text(lang, key, params)) };
}
