/**
 * How much one host holds, in one place so the limits agree with each other (issue 31): what the
 * network admits is what a LAN evening or a challenge may use, and nothing is offered that the
 * host would turn away. Sized from `npm run bench:lan` on loopback (2-core machine; figures in
 * docs/lan.md): at the largest party these limits allow the host still answers a move within the
 * target and stays far below its memory target.
 *
 *   connections (48) ≥ tables (8) × guests at a full table of SevenSins with a bot (6)
 *   connections (48) ≥ participants (40) + the host's window and reloads (8)
 *   connections (48) ≥ a table's seats (7) + its watchers (8)
 */

/** WebSocket connections one listening server takes; past it an upgrade is turned away. */
export const MAX_CONNECTIONS = 48;
/** LAN tables open at once (the host's window is told why when it asks for another). */
export const MAX_LAN_TABLES = 8;
/** Watchers of one LAN table besides its seated guests. */
export const MAX_WATCHERS = 8;
/** Participants of a duplicate challenge: one connection each, with room to spare. */
export const MAX_PARTICIPANTS = 40;

/** The `refused` rules of a limit: the page a guest is turned away with says which (renderer). */
export const LIMIT_RULES = ['host-full', 'table-full', 'challenge-full', 'tables-full'] as const;
export type LimitRule = (typeof LIMIT_RULES)[number];
