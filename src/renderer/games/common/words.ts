/** Words of a list as a sentence says them: commas between, `last` (" and ", " or ") before the final one. */
export function wordList(words: readonly string[], last: string): string {
  if (words.length <= 1) return words.join('');
  return words.slice(0, -1).join(', ') + last + words[words.length - 1];
}
