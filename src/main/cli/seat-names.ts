const NAMES = ['Anna', 'Ben', 'Clara', 'Dirk', 'Emil', 'Frieda', 'Greta'];

/** Default seat names for bot tables, as in the example records. */
export function seatNames(players: number): string[] {
  return NAMES.slice(0, players);
}
