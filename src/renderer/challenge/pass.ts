/**
 * A challenge participant's pass: the secret token the host gave when this browser took part,
 * kept per host address with the challenge it belongs to, so a reload or a dropped connection
 * comes back as the same participant (to its very table) without asking. Like the LAN seat pass
 * (net/seat-pass.ts), under a key of its own.
 */
const KEY = 'spieltisch.challengePass';

export interface ChallengePass {
  /** The challenge the token belongs to: another challenge does not know it. */
  challenge: string;
  token: string;
  name: string;
}

function where(): string {
  return typeof location === 'undefined' ? '' : location.host;
}

function all(): Record<string, ChallengePass> {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, ChallengePass>) : {};
  } catch {
    return {};
  }
}

/** The pass this browser keeps for `challenge` at this host, or null. */
export function challengePass(challenge: string): ChallengePass | null {
  const pass = all()[where()];
  return pass &&
    pass.challenge === challenge &&
    typeof pass.token === 'string' &&
    typeof pass.name === 'string'
    ? pass
    : null;
}

/** The name this browser last took part with at this host (any challenge), or null. */
export function lastChallengeName(): string | null {
  const name = all()[where()]?.name;
  return typeof name === 'string' && name.trim() ? name : null;
}

export function keepChallengePass(pass: ChallengePass): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...all(), [where()]: pass }));
  } catch {
    // Storage off (private mode): the place lasts as long as the connection.
  }
}

export function forgetChallengePass(): void {
  try {
    const passes = all();
    const pass = passes[where()];
    // The name stays for the next challenge's join field.
    if (pass) passes[where()] = { challenge: '', token: '', name: pass.name };
    localStorage.setItem(KEY, JSON.stringify(passes));
  } catch {
    // Nothing was kept.
  }
}
