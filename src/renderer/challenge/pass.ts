/**
 * A challenge participant's pass: the secret token the host gave when this browser took part,
 * kept per host address with the challenge it belongs to, so a reload or a dropped connection
 * comes back as the same participant (to its very table) without asking. Like the LAN seat pass
 * (net/seat-pass.ts), under a key of its own.
 */
import { PassBook } from '../net/pass-book';

export interface ChallengePass {
  /** The challenge the token belongs to: another challenge does not know it. */
  challenge: string;
  token: string;
  name: string;
}

const book = new PassBook<ChallengePass>(
  'spieltisch.challengePass',
  (p) => typeof p.challenge === 'string' && typeof p.token === 'string' && typeof p.name === 'string',
);

/** The pass this browser keeps for `challenge` at this host, or null. */
export function challengePass(challenge: string): ChallengePass | null {
  const pass = book.read();
  return pass && pass.challenge === challenge && pass.token ? pass : null;
}

/** The name this browser last took part with at this host (any challenge), or null. */
export function lastChallengeName(): string | null {
  const name = book.read()?.name;
  return name?.trim() ? name : null;
}

export function keepChallengePass(pass: ChallengePass): void {
  book.keep(pass);
}

export function forgetChallengePass(): void {
  // The name stays for the next challenge's join field.
  book.change((pass) =>
    typeof pass?.name === 'string' ? { challenge: '', token: '', name: pass.name } : undefined,
  );
}
