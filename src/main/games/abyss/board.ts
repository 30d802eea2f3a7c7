/** The race track: occupied fields, jumps and what a landing field does. */
import { ABYSS_CURSE_FIELDS, ABYSS_HEPTAGRAM_FIELDS } from '../../../shared/games/abyss-data';

/** Is `field` occupied by a figure other than `seat`'s? */
export function occupied(positions: readonly number[], field: number, seat: number): boolean {
  for (let s = 0; s < positions.length; s++) if (s !== seat && positions[s] === field) return true;
  return false;
}

/** Where a jump over the occupied `field` ends: the next unoccupied field beyond (the goal at most). */
export function jumpLanding(positions: readonly number[], field: number, seat: number, goal: number): number {
  let f = field + 1;
  while (f < goal && occupied(positions, f, seat)) f++;
  return f;
}

export function isHeptagram(field: number): boolean {
  return (ABYSS_HEPTAGRAM_FIELDS as readonly number[]).includes(field);
}

export function isCurseField(field: number): boolean {
  return (ABYSS_CURSE_FIELDS as readonly number[]).includes(field);
}

/** The seat alone in the lead, or -1 when two or more figures share it. */
export function soleLeader(positions: readonly number[]): number {
  let best = -1;
  let seat = -1;
  for (let s = 0; s < positions.length; s++) {
    const p = positions[s] as number;
    if (p > best) {
      best = p;
      seat = s;
    } else if (p === best) {
      seat = -1;
    }
  }
  return seat;
}
