/** Instance keys of cards in a hand: the code, and `#n` for the n-th identical card (`SIN#2`). */
export function codeOfKey(key: string): string {
  const i = key.indexOf('#');
  return i < 0 ? key : key.slice(0, i);
}
