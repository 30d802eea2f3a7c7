/** Card fixtures written compactly: a list of cards as one string, the cards apart by spaces. */

/** cardList('W1 E1 SIN') is ['W1', 'E1', 'SIN']. */
export function cardList(cards: string): string[] {
  return cards.split(' ');
}

/** One card list a seat: handsOf('W1 E1', 'W2 S3') is [['W1', 'E1'], ['W2', 'S3']]. */
export function handsOf(...seats: string[]): string[][] {
  return seats.map(cardList);
}
