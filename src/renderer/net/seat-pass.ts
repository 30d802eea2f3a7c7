/**
 * A LAN guest's seat pass: the secret token the host gave when this browser joined, kept in the
 * browser's storage per host address, so a reload, a dropped connection or a host restart gets
 * the same seat back without asking. Forgotten when the host no longer knows it.
 */
const KEY = 'spieltisch.seatPass';

export interface SeatPass {
  token: string;
  name: string;
}

function where(): string {
  return typeof location === 'undefined' ? '' : location.host;
}

function all(): Record<string, SeatPass> {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, SeatPass>) : {};
  } catch {
    return {};
  }
}

export function savedPass(): SeatPass | null {
  const pass = all()[where()];
  return pass && typeof pass.token === 'string' && typeof pass.name === 'string' ? pass : null;
}

export function keepPass(pass: SeatPass): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...all(), [where()]: pass }));
  } catch {
    // Storage off (private mode): the seat lasts as long as the connection.
  }
}

export function forgetPass(): void {
  try {
    const passes = all();
    delete passes[where()];
    localStorage.setItem(KEY, JSON.stringify(passes));
  } catch {
    // Nothing was kept.
  }
}
