/**
 * How much one host holds, in one place so the limits agree with each other (issue 31): what the
 * network admits is what a LAN evening or a challenge may use, and nothing is offered that the
 * host would turn away. Sized from `npm run bench:lan` on loopback (2-core machine; figures in
 * docs/lan.md): at the largest party these limits allow the host still answers a move within the
 * target and stays far below its memory target.
 *
 *   connections (32) ≥ tables (6) × 5 guests (a table of SevenSins for 6 with a bot) + 2 spare
 *   connections (32) ≥ participants (24) + the host's window, reloads and watchers (8)
 *   connections (32) ≥ a table's seats (7) + its watchers (8)
 *
 * Measured (docs/lan.md): 48 guests on 8 tables answered a move in p99 794 ms and a challenge of
 * 40 in p99 3.3 s (each participant's every step writes the challenge's file with all its
 * tables), where 30 guests on 6 tables keep near the 20 ms target: the limits stay at 32.
 */

/** WebSocket connections one listening server takes; past it a connection is turned away. */
export const MAX_CONNECTIONS = 32;
/** LAN tables open at once (the host's window is told why when it asks for another). */
export const MAX_LAN_TABLES = 6;
/** Watchers of one LAN table besides its seated guests. */
export const MAX_WATCHERS = 8;
/** Participants of a duplicate challenge: one connection each, with room to spare. */
export const MAX_PARTICIPANTS = 24;

/** The `refused` rules of a limit: the page a guest is turned away with says which (renderer). */
export const LIMIT_RULES = ['host-full', 'table-full', 'challenge-full', 'tables-full'] as const;
export type LimitRule = (typeof LIMIT_RULES)[number];
