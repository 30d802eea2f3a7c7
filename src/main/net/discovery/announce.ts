import { checkedAd, DISCOVERY_PORT, sameAd, type TableAd } from './ad';
import { BroadcastSender } from './broadcast';
import { isLocalIPv4 } from './interfaces';
import { MdnsAnnouncer } from './mdns';
import type { ErrorSink } from './util';

export interface AnnounceOptions {
  /**
   * The local IPv4 address of the one interface to announce on (mDNS sends and joins there, the
   * broadcast socket binds there and targets that interface's broadcast address). Default: all.
   */
  interface?: string;
  /** Broadcast targets instead of the directed broadcast addresses of the interfaces. */
  broadcastAddress?: string | string[];
  /** Default DISCOVERY_PORT. */
  broadcastPort?: number;
  /** Announce over mDNS/DNS-SD (default true). */
  mdns?: boolean;
  /** Announce by UDP broadcast (default true). */
  broadcast?: boolean;
  /** How often the broadcast ad repeats (default 2000 ms). */
  intervalMs?: number;
  /** Socket trouble (port in use, network gone); nothing is ever thrown. Default: ignored. */
  onError?: ErrorSink;
}

export interface Announcer {
  /** Announces the changed ad at once (same id). Ignored after stop(). */
  update(ad: TableAd): void;
  /** Says goodbye on both channels (mDNS unpublish, broadcast "gone") and closes every socket. */
  stop(): Promise<void>;
}

export const ANNOUNCE_INTERVAL_MS = 2000;

/** Announces an open LAN table until stop(). Throws a TypeError for an invalid ad. */
export function announce(ad: TableAd, options: AnnounceOptions = {}): Announcer {
  return new TableAnnouncer(checkedAd(ad), options);
}

class TableAnnouncer implements Announcer {
  private readonly mdns: MdnsAnnouncer | null = null;
  private readonly broadcast: BroadcastSender | null = null;
  private stopping: Promise<void> | null = null;

  constructor(
    private ad: TableAd,
    options: AnnounceOptions,
  ) {
    const onError = options.onError ?? (() => undefined);
    const iface = options.interface;
    // An address that is not ours would leave the choice of interface to the system: refuse.
    const ifaceOk = iface === undefined || isLocalIPv4(iface);
    if (!ifaceOk) onError(new Error(`Not an IPv4 address of this machine: ${iface}`));
    if (options.mdns !== false && ifaceOk) this.mdns = new MdnsAnnouncer(ad, iface, onError);
    if (options.broadcast !== false && ifaceOk) {
      const explicit = options.broadcastAddress;
      this.broadcast = new BroadcastSender(ad, {
        interface: iface,
        addresses: explicit === undefined ? undefined : [explicit].flat(),
        port: options.broadcastPort ?? DISCOVERY_PORT,
        intervalMs: options.intervalMs ?? ANNOUNCE_INTERVAL_MS,
        onError,
      });
    }
  }

  update(ad: TableAd): void {
    const next = checkedAd(ad);
    if (next.id !== this.ad.id) throw new TypeError('A table keeps its id; announce a new table instead');
    if (this.stopping || sameAd(next, this.ad)) return;
    this.ad = next;
    this.mdns?.update(next);
    this.broadcast?.update(next);
  }

  stop(): Promise<void> {
    this.stopping ??= Promise.all([this.mdns?.stop(), this.broadcast?.stop()]).then(() => undefined);
    return this.stopping;
  }
}
