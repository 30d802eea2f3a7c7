/**
 * What a host says about its open table, and the two ways it is written down: as DNS-SD TXT
 * entries (mDNS) and as a small JSON datagram (broadcast). Everything read from the network is
 * checked here against one schema; whatever fails is dropped without a word, because anyone on
 * the LAN can send anything to these ports.
 */
import { z } from 'zod';
import { PLAYER_RANGE } from '../../../shared/catalog';
import { PROTOCOL_VERSION, type LanTableFacts } from '../../../shared/protocol';
import { GAME_IDS } from '../../../shared/types';
import type { Schema } from '../../../shared/schema';

/** What a host announces about its open LAN table (the TXT record / broadcast payload). */
export interface TableAd extends LanTableFacts {
  /** The HTTP/WebSocket port guests connect to. */
  port: number;
  /** PROTOCOL_VERSION of the host; other versions are not listed. */
  version: number;
}

export type Channel = 'mdns' | 'broadcast';

/** A table some browser has seen, at the address its announcements came from. */
export interface FoundTable extends TableAd {
  address: string;
  /** The channels it was seen on, mDNS first. */
  via: Channel[];
  /** Date.now() of the newest sighting. */
  lastSeen: number;
}

/** The fixed UDP port of the broadcast fallback. */
export const DISCOVERY_PORT = 47810;
/** The DNS-SD service type, `_spieltisch._tcp`. */
export const SERVICE_TYPE = 'spieltisch';
/** Anything larger is not ours: a real announcement is about 200 bytes. */
export const MAX_AD_BYTES = 1024;

const MAX_NAME_LENGTH = 40;
// The id becomes part of the mDNS instance name, a DNS label of at most 63 bytes.
const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
// Control characters (and Unicode line breaks) could break a list row or a log line.
const PRINTABLE = /^[^\p{Cc}\u2028\u2029]*$/u;
const MAX_SEATS = Math.max(...Object.values(PLAYER_RANGE).map(([, max]) => max));

export const tableAdSchema = z
  .object({
    id: z.string().regex(ID_PATTERN),
    name: z.string().trim().min(1).max(MAX_NAME_LENGTH).regex(PRINTABLE),
    game: z.enum(GAME_IDS),
    seats: z.number().int().min(1).max(MAX_SEATS),
    taken: z.number().int().min(0).max(MAX_SEATS),
    protected: z.boolean(),
    port: z.number().int().min(1).max(65535),
    version: z.literal(PROTOCOL_VERSION),
  })
  .refine((ad) => ad.taken <= ad.seats, { message: 'taken-exceeds-seats' })
  .refine((ad) => ad.seats >= PLAYER_RANGE[ad.game][0] && ad.seats <= PLAYER_RANGE[ad.game][1], {
    message: 'seats-outside-player-range',
  }) satisfies Schema<TableAd>;

/** Checks an ad the app is about to announce; a bad one is a programming error. */
export function checkedAd(ad: TableAd): TableAd {
  const result = tableAdSchema.safeParse(ad);
  if (!result.success) throw new TypeError(`Invalid table ad: ${z.prettifyError(result.error)}`);
  return result.data;
}

export function sameAd(a: TableAd, b: TableAd): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.game === b.game &&
    a.seats === b.seats &&
    a.taken === b.taken &&
    a.protected === b.protected &&
    a.port === b.port &&
    a.version === b.version
  );
}

// ---- TXT record (mDNS) -------------------------------------------------------------------

/** TXT entries carry strings; the port travels in the SRV record, where DNS-SD puts it. */
export type TxtRecord = Record<string, string>;

export function adToTxt(ad: TableAd): TxtRecord {
  return {
    i: ad.id,
    n: ad.name,
    g: ad.game,
    s: String(ad.seats),
    t: String(ad.taken),
    p: ad.protected ? '1' : '0',
    v: String(ad.version),
  };
}

const SMALL_INT = /^\d{1,5}$/;
const txtInt = (value: unknown): number | undefined =>
  typeof value === 'string' && SMALL_INT.test(value) ? Number(value) : undefined;
const txtFlag = (value: unknown): boolean | undefined =>
  value === '1' ? true : value === '0' ? false : undefined;

/** The ad in a TXT record and SRV port from the network, or null when anything is off. */
export function adFromTxt(txt: unknown, port: unknown): TableAd | null {
  if (typeof txt !== 'object' || txt === null) return null;
  const entries = Object.entries(txt);
  let size = 0;
  for (const [key, value] of entries) size += key.length + 1 + (typeof value === 'string' ? value.length : 0);
  if (size > MAX_AD_BYTES) return null;
  const fields = new Map<string, unknown>(entries);
  const result = tableAdSchema.safeParse({
    id: fields.get('i'),
    name: fields.get('n'),
    game: fields.get('g'),
    seats: txtInt(fields.get('s')),
    taken: txtInt(fields.get('t')),
    protected: txtFlag(fields.get('p')),
    port,
    version: txtInt(fields.get('v')),
  });
  return result.success ? result.data : null;
}

// ---- Datagram (broadcast fallback) -------------------------------------------------------

const APP = 'spieltisch';

const datagramSchema = z.discriminatedUnion('kind', [
  z.object({ app: z.literal(APP), kind: z.literal('ad'), ad: tableAdSchema }),
  z.object({
    app: z.literal(APP),
    kind: z.literal('gone'),
    id: z.string().regex(ID_PATTERN),
    version: z.literal(PROTOCOL_VERSION),
  }),
]);

export type Datagram = { kind: 'ad'; ad: TableAd } | { kind: 'gone'; id: string };

export function encodeAd(ad: TableAd): Buffer {
  return Buffer.from(JSON.stringify({ app: APP, kind: 'ad', ad }));
}

export function encodeGone(ad: TableAd): Buffer {
  return Buffer.from(JSON.stringify({ app: APP, kind: 'gone', id: ad.id, version: ad.version }));
}

/** A datagram from the network, or null for anything that is not a well-formed one of ours. */
export function decodeDatagram(message: Buffer): Datagram | null {
  if (message.length === 0 || message.length > MAX_AD_BYTES) return null;
  let json: unknown;
  try {
    json = JSON.parse(message.toString('utf8'));
  } catch {
    return null;
  }
  const result = datagramSchema.safeParse(json);
  if (!result.success) return null;
  const datagram = result.data;
  return datagram.kind === 'ad' ? { kind: 'ad', ad: datagram.ad } : { kind: 'gone', id: datagram.id };
}
