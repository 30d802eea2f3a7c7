/**
 * A LAN guest's seat pass: the secret token the host gave when this browser joined, kept in the
 * browser's storage per host address, so a reload, a dropped connection or a host restart gets
 * the same seat back without asking. Forgotten when the host no longer knows it.
 */
import { PassBook } from './pass-book';

export interface SeatPass {
  token: string;
  name: string;
}

const book = new PassBook<SeatPass>(
  'spieltisch.seatPass',
  (p) => typeof p.token === 'string' && typeof p.name === 'string',
);

export function savedPass(): SeatPass | null {
  return book.read();
}

export function keepPass(pass: SeatPass): void {
  book.keep(pass);
}

export function forgetPass(): void {
  book.change(() => undefined);
}
