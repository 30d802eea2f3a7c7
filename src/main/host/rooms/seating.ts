/**
 * Which seats a connection plays at a room's table. A challenge's deal: its participant's seat.
 * Local play: the host's own windows play the human seats; a guest watches. A LAN table: guests
 * play their own seat, the host's windows the host's seats.
 */
import type { Seat } from '../../../shared/types';
import type { LanParty, PartyClient } from '../lobby/party';
import type { TableSession } from '../table/table-session';

/** The participant's seat at every deal of a duplicate challenge (seat 1 to a person). */
export const CHALLENGE_SEAT = 0;

/**
 * `local`: a game at the host's own window (with bots, hot-seat) or a lesson; `lan`: a LAN
 * table; `challenge`: a participant's deal of a duplicate challenge (listed by the challenge).
 */
export type RoomKind = 'local' | 'lan' | 'challenge';

/** A connection, as far as its seat goes. */
export interface Viewer extends PartyClient {
  participant: string | null;
  seat: Seat | null;
}

/** What of a room decides its seats. */
export interface Seated {
  readonly kind: RoomKind;
  readonly party: Pick<LanParty<unknown>, 'lobby' | 'seatsOf'> | null;
}

/** Every seat the viewer plays at the table (a hot-seat window plays several). */
export function seatsPlayed(room: Seated, table: TableSession, viewer: Viewer): Seat[] {
  // A challenge's table is its participant's: whoever looks at it is that participant.
  if (room.kind === 'challenge') return viewer.participant !== null ? [CHALLENGE_SEAT] : [];
  if (room.party?.lobby.started) return room.party.seatsOf(viewer);
  return viewer.role === 'owner' ? table.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : [])) : [];
}

/** The one seat the viewer plays now (its view is built from it), or null: it watches. */
export function seatFor(room: Seated, table: TableSession, viewer: Viewer): Seat | null {
  const seats = seatsPlayed(room, table, viewer);
  return viewer.role === 'owner' ? followTurn(table, viewer, seats) : (seats[0] ?? null);
}

/**
 * Of the seats a window plays: one alone, or at a hot-seat table the person whose turn it is
 * (several at once, as when passing in Abyss: one after the other in seat order); while others
 * move, the last person stays shown.
 */
function followTurn(table: TableSession, viewer: Viewer, people: Seat[]): Seat | null {
  if (people.length <= 1) return people[0] ?? null;
  const acting = table.waitingFor().find((seat) => people.includes(seat));
  if (acting !== undefined) return acting;
  return viewer.seat !== null && people.includes(viewer.seat) ? viewer.seat : (people[0] ?? null);
}
