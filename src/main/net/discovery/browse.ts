import type { Sightings } from '../../../shared/protocol';
import type { RemoteInfo } from 'node:dgram';
import { DISCOVERY_PORT, type Channel, type Datagram, type FoundTable, type TableAd } from './ad';
import { BroadcastListener } from './broadcast';
import { isLocalIPv4 } from './interfaces';
import { GOODBYE_GRACE_MS, MdnsWatcher, type MdnsSighting } from './mdns';
import { asError, type ErrorSink } from './util';

export interface BrowseOptions {
  /** The local IPv4 address of the one interface to query mDNS on. Default: all. */
  interface?: string;
  /** Default DISCOVERY_PORT. */
  broadcastPort?: number;
  /** Where the broadcast listener binds (default 0.0.0.0: broadcasts arrive only there). */
  broadcastBind?: string;
  /** Browse over mDNS/DNS-SD (default true). */
  mdns?: boolean;
  /** Listen for UDP broadcasts (default true). */
  broadcast?: boolean;
  /** A table not heard by broadcast for this long is dropped (default 6000 ms). */
  expireMs?: number;
  /** How often mDNS asks again (default 5000 ms). */
  mdnsQueryMs?: number;
  /** A table that answered no mDNS query for this long is dropped (default 16000 ms). */
  mdnsExpireMs?: number;
  /** onChange waits this long for a burst of sightings to settle (default 50 ms). */
  debounceMs?: number;
  /** Socket trouble (port in use, network gone); nothing is ever thrown. Default: ignored. */
  onError?: ErrorSink;
}

/** The tables seen now: one entry per table and address, whatever the channels. */
export type Browser = Sightings<FoundTable>;

export const EXPIRE_MS = 6000;
export const MDNS_QUERY_MS = 5000;
export const MDNS_EXPIRE_MS = 16_000;

/** Looks for open LAN tables until stop(). */
export function browse(options: BrowseOptions = {}): Browser {
  return new TableBrowser(options);
}

interface Sighting {
  ad: TableAd;
  address: string;
  seen: number;
}

interface MdnsEntry extends Sighting {
  /** When its goodbye came: it stays listed GOODBYE_GRACE_MS longer in case it was an update. */
  goneAt: number | null;
}

const tableKey = (id: string, address: string): string => `${id}@${address}`;

/** A LAN has a handful of tables; a flood of made-up ones must not grow the list without end. */
export const MAX_TABLES = 256;

class TableBrowser implements Browser {
  private readonly viaBroadcast = new Map<string, Sighting>(); // by tableKey
  private readonly viaMdns = new Map<string, MdnsEntry>(); // by service fqdn
  private readonly listeners = new Set<(tables: FoundTable[]) => void>();
  private readonly watcher: MdnsWatcher | null = null;
  private readonly listener: BroadcastListener | null = null;
  private readonly expireMs: number;
  private readonly mdnsExpireMs: number;
  private readonly debounceMs: number;
  private readonly onError: ErrorSink;
  private readonly sweepTimer: NodeJS.Timeout;
  private emitTimer: NodeJS.Timeout | null = null;
  private goodbyeTimer: NodeJS.Timeout | null = null;
  private lastSignature = '[]';
  private stopping: Promise<void> | null = null;

  constructor(options: BrowseOptions) {
    this.expireMs = options.expireMs ?? EXPIRE_MS;
    this.mdnsExpireMs = options.mdnsExpireMs ?? MDNS_EXPIRE_MS;
    this.debounceMs = options.debounceMs ?? 50;
    this.onError = options.onError ?? (() => undefined);
    const iface = options.interface;
    if (options.mdns !== false) {
      if (iface === undefined || isLocalIPv4(iface)) {
        this.watcher = new MdnsWatcher(
          iface,
          options.mdnsQueryMs ?? MDNS_QUERY_MS,
          {
            seen: (key, sighting) => this.mdnsSeen(key, sighting),
            alive: (key) => this.mdnsAlive(key),
            goodbye: (key) => this.mdnsGoodbye(key),
          },
          this.onError,
        );
      } else {
        this.onError(new Error(`Not an IPv4 address of this machine: ${iface}`));
      }
    }
    if (options.broadcast !== false) {
      this.listener = new BroadcastListener({
        port: options.broadcastPort ?? DISCOVERY_PORT,
        bindAddress: options.broadcastBind ?? '0.0.0.0',
        onDatagram: (datagram, from) => this.received(datagram, from),
        onError: this.onError,
      });
    }
    // Unref'd like every timer here: browsing must never be what keeps the process alive.
    const sweepMs = Math.max(100, Math.min(1000, this.expireMs / 4, this.mdnsExpireMs / 4));
    this.sweepTimer = setInterval(() => this.sweep(), sweepMs).unref();
  }

  tables(): FoundTable[] {
    const groups = new Map<string, { latest: Sighting; via: Set<Channel> }>();
    const add = (sighting: Sighting, channel: Channel): void => {
      const key = tableKey(sighting.ad.id, sighting.address);
      const group = groups.get(key);
      if (!group) {
        groups.set(key, { latest: sighting, via: new Set([channel]) });
        return;
      }
      group.via.add(channel);
      // The newest sighting has the newest seat count, whichever channel brought it.
      if (sighting.seen >= group.latest.seen) group.latest = sighting;
    };
    for (const entry of this.viaMdns.values()) add(entry, 'mdns');
    for (const sighting of this.viaBroadcast.values()) add(sighting, 'broadcast');
    return [...groups.values()]
      .map(({ latest, via }) => ({
        ...latest.ad,
        address: latest.address,
        via: (['mdns', 'broadcast'] as const).filter((channel) => via.has(channel)),
        lastSeen: latest.seen,
      }))
      .sort(
        (a, b) =>
          a.name.localeCompare(b.name) || a.id.localeCompare(b.id) || a.address.localeCompare(b.address),
      );
  }

  onChange(listener: (tables: FoundTable[]) => void): () => void {
    if (this.stopping) return () => undefined;
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.listeners.clear();
      clearInterval(this.sweepTimer);
      if (this.emitTimer) clearTimeout(this.emitTimer);
      if (this.goodbyeTimer) clearTimeout(this.goodbyeTimer);
      await Promise.all([this.watcher?.close(), this.listener?.close()]);
    })();
    return this.stopping;
  }

  private received(datagram: Datagram, from: RemoteInfo): void {
    if (this.stopping) return;
    if (datagram.kind === 'ad') {
      const key = tableKey(datagram.ad.id, from.address);
      if (!this.viaBroadcast.has(key) && this.viaBroadcast.size >= MAX_TABLES) return;
      this.viaBroadcast.set(key, {
        ad: datagram.ad,
        address: from.address,
        seen: Date.now(),
      });
    } else {
      this.drop(datagram.id, from.address);
    }
    this.changed();
  }

  private mdnsSeen(key: string, { ad, address }: MdnsSighting): void {
    if (this.stopping || (!this.viaMdns.has(key) && this.viaMdns.size >= MAX_TABLES)) return;
    this.viaMdns.set(key, { ad, address, seen: Date.now(), goneAt: null });
    this.changed();
  }

  private mdnsAlive(key: string): void {
    const entry = this.viaMdns.get(key);
    if (!entry) return;
    entry.seen = Date.now();
    entry.goneAt = null;
  }

  private mdnsGoodbye(key: string): void {
    const entry = this.viaMdns.get(key);
    if (!entry || entry.goneAt !== null || this.stopping) return;
    entry.goneAt = Date.now();
    this.goodbyeTimer ??= setTimeout(() => {
      this.goodbyeTimer = null;
      this.sweep();
    }, GOODBYE_GRACE_MS + 10).unref();
  }

  /** A table said it is gone: drop it on both channels (the other goodbye may be lost). */
  private drop(id: string, address: string): void {
    this.viaBroadcast.delete(tableKey(id, address));
    let forgotten = false;
    for (const [key, entry] of this.viaMdns) {
      if (entry.ad.id === id && entry.address === address) {
        this.viaMdns.delete(key);
        forgotten = true;
      }
    }
    // The mDNS browser still knows it and would not report it again if it came back.
    if (forgotten) this.watcher?.forget();
  }

  private sweep(): void {
    if (this.stopping) return;
    const now = Date.now();
    let changed = false;
    for (const [key, sighting] of this.viaBroadcast) {
      if (now - sighting.seen > this.expireMs) {
        this.viaBroadcast.delete(key);
        changed = true;
      }
    }
    let forget = false;
    for (const [key, entry] of this.viaMdns) {
      if (entry.goneAt !== null && now - entry.goneAt >= GOODBYE_GRACE_MS) {
        this.viaMdns.delete(key);
        this.viaBroadcast.delete(tableKey(entry.ad.id, entry.address));
        changed = true;
      } else if (now - entry.seen > this.mdnsExpireMs) {
        this.viaMdns.delete(key);
        changed = forget = true;
      }
    }
    if (forget) this.watcher?.forget();
    if (changed) this.changed();
  }

  /** Coalesces a burst of sightings into one onChange call, and only for a real change. */
  private changed(): void {
    if (this.emitTimer || this.stopping) return;
    this.emitTimer = setTimeout(() => {
      this.emitTimer = null;
      this.emit();
    }, this.debounceMs).unref();
  }

  private emit(): void {
    if (this.stopping) return;
    const tables = this.tables();
    // lastSeen moves with every repeat; only what a player would see counts as a change.
    const signature = JSON.stringify(tables.map((table) => ({ ...table, lastSeen: 0 })));
    if (signature === this.lastSignature) return;
    this.lastSignature = signature;
    for (const listener of [...this.listeners]) {
      try {
        listener(tables.map((table) => ({ ...table, via: [...table.via] })));
      } catch (error) {
        this.onError(asError(error));
      }
    }
  }
}
