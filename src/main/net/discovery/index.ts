/**
 * LAN table discovery: a host announces its open table, other Spieltisch apps on the network
 * list it. Two channels carry the same ad, because neither reaches every network:
 *
 * - mDNS/DNS-SD (`_spieltisch._tcp`, bonjour-service): the standard way, answered within
 *   milliseconds and understood by any Bonjour tool, but blocked on networks that filter
 *   multicast;
 * - a UDP broadcast on port DISCOVERY_PORT every ~2 s to each interface's directed broadcast
 *   address, which passes where multicast does not.
 *
 * A browser merges what both channels say about one table (same id, same address) into one
 * entry, drops a table when it says goodbye or falls silent, and ignores anything it receives
 * that does not validate: the LAN is not trusted. See docs/lan-discovery.md.
 */
export {
  DISCOVERY_PORT,
  MAX_AD_BYTES,
  SERVICE_TYPE,
  tableAdSchema,
  type Channel,
  type FoundTable,
  type TableAd,
} from './ad';
export { announce, ANNOUNCE_INTERVAL_MS, type AnnounceOptions, type Announcer } from './announce';
export {
  browse,
  EXPIRE_MS,
  MAX_TABLES,
  MDNS_EXPIRE_MS,
  MDNS_QUERY_MS,
  type Browser,
  type BrowseOptions,
} from './browse';
export { broadcastAddresses, directedBroadcast } from './interfaces';
