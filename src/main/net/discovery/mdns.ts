/**
 * The mDNS/DNS-SD side, on bonjour-service: a table is the service instance
 * `Spieltisch <id>._spieltisch._tcp.local` with its ad in the TXT record and its port in SRV.
 *
 * bonjour-service has no way to change a published TXT record, so an update unpublishes
 * (goodbye) and publishes again at once; browsers here hold a goodbye back for a moment
 * (GOODBYE_GRACE_MS) so that the pair reads as a change, not as a table that left and came back.
 *
 * The library leaves a few gaps that this file closes:
 * - its mDNS socket emits 'error' (port taken, no permission) with nobody listening, which would
 *   crash the process: we listen;
 * - with an explicit interface it would bind to that unicast address, where no multicast arrives:
 *   we bind the wildcard address and choose the interface for sending and membership only;
 * - its browser forgets nothing without a goodbye (TTL 120 s, never checked): we query again
 *   every few seconds, refresh a table on every answer and expire the silent ones.
 */
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { EventEmitter } from 'node:events';
import { Bonjour, type Browser as BonjourBrowser, type Service } from 'bonjour-service';
import { adFromTxt, adToTxt, SERVICE_TYPE, type TableAd } from './ad';
import { asError, withTimeout, type ErrorSink } from './util';

/** How long stop() waits for the goodbye to leave before closing anyway. */
const STOP_TIMEOUT_MS = 1000;
/** A goodbye followed this soon by a new announcement is an update (see above). */
export const GOODBYE_GRACE_MS = 300;

/** What multicast-dns takes besides bonjour-service's typed service defaults. */
interface MdnsOptions {
  interface?: string;
  bind?: string;
  socket?: Socket;
}

/** The parts of bonjour-service's internal multicast-dns emitter we rely on (pinned version). */
interface MdnsEmitter {
  on(event: 'error' | 'warning', listener: (error: unknown) => void): void;
  on(event: 'response', listener: (packet: unknown, from: RemoteInfo) => void): void;
}

function instanceName(ad: TableAd): string {
  return `Spieltisch ${ad.id}`;
}

/**
 * A Bonjour instance whose errors are reported, not thrown. With an interface, its socket is
 * ours: we set the multicast interface before the first packet leaves, so that nothing is ever
 * sent through another interface (tests rely on that to stay on loopback).
 */
export function openBonjour(iface: string | undefined, onError: ErrorSink): Bonjour {
  const options: MdnsOptions = {};
  if (iface !== undefined) {
    const socket = createSocket({ type: 'udp4', reuseAddr: true });
    // Registered before multicast-dns's own 'listening' handler, so it runs first.
    socket.once('listening', () => {
      try {
        socket.setMulticastInterface(iface);
      } catch (error) {
        onError(asError(error));
      }
    });
    Object.assign(options, { interface: iface, bind: '0.0.0.0', socket });
  }
  // bonjour-service types its options as service defaults; multicast-dns reads the rest.
  const bonjour = new Bonjour(
    options as unknown as ConstructorParameters<typeof Bonjour>[0],
    (error: unknown) => onError(asError(error)),
  );
  const mdns = mdnsOf(bonjour);
  mdns?.on('error', (error) => onError(asError(error)));
  // Warnings are malformed packets from the network and failed memberships: not ours to report.
  mdns?.on('warning', () => undefined);
  return bonjour;
}

function mdnsOf(bonjour: Bonjour): MdnsEmitter | null {
  const mdns = (bonjour as unknown as { server?: { mdns?: unknown } }).server?.mdns;
  return mdns instanceof EventEmitter ? (mdns as unknown as MdnsEmitter) : null;
}

function destroy(bonjour: Bonjour): Promise<void> {
  return new Promise<void>((resolve) => {
    try {
      bonjour.destroy(() => resolve());
    } catch {
      resolve();
    }
  });
}

export class MdnsAnnouncer {
  private readonly bonjour: Bonjour;
  private service: Service;
  private stopping: Promise<void> | null = null;

  constructor(ad: TableAd, iface: string | undefined, onError: ErrorSink) {
    this.bonjour = openBonjour(iface, onError);
    this.service = this.publish(ad);
  }

  update(ad: TableAd): void {
    if (this.stopping) return;
    this.service.stop();
    this.service = this.publish(ad);
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      const goodbye = new Promise<void>((resolve) => this.service.stop(() => resolve()));
      await withTimeout(goodbye, STOP_TIMEOUT_MS);
      await destroy(this.bonjour);
    })();
    return this.stopping;
  }

  private publish(ad: TableAd): Service {
    return this.bonjour.publish({
      name: instanceName(ad),
      type: SERVICE_TYPE,
      protocol: 'tcp',
      port: ad.port,
      txt: adToTxt(ad),
      // The id makes the name unique, so skip the 750 ms probe for a name in use.
      probe: false,
    });
  }
}

export interface MdnsSighting {
  ad: TableAd;
  address: string;
}

export interface MdnsWatcherEvents {
  /** A table announced or answered with this ad (key: the service's fqdn, lower case). */
  seen(key: string, sighting: MdnsSighting): void;
  /** A table answered again; nothing about it changed. */
  alive(key: string): void;
  /** A table sent its goodbye. */
  goodbye(key: string): void;
}

/** Watches for tables over mDNS; the caller keeps the list, this only reports sightings. */
export class MdnsWatcher {
  private readonly bonjour: Bonjour;
  private browser: BonjourBrowser;
  private readonly timer: NodeJS.Timeout;
  private closing: Promise<void> | null = null;

  constructor(
    iface: string | undefined,
    queryMs: number,
    private readonly events: MdnsWatcherEvents,
    private readonly onError: ErrorSink,
  ) {
    this.bonjour = openBonjour(iface, onError);
    mdnsOf(this.bonjour)?.on('response', (packet) => this.guard(() => this.onResponse(packet)));
    this.browser = this.openBrowser();
    this.timer = setInterval(() => this.browser.update(), queryMs).unref();
  }

  /**
   * Starts a fresh browser, which asks again: bonjour-service's browser reports a table it
   * already knows only when its records change, so one that went silent and came back (or was
   * expired by the caller) would otherwise never be reported again.
   */
  forget(): void {
    if (this.closing) return;
    this.browser.stop();
    this.browser = this.openBrowser();
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      clearInterval(this.timer);
      this.browser.stop();
      await destroy(this.bonjour);
    })();
    return this.closing;
  }

  private openBrowser(): BonjourBrowser {
    const browser = this.bonjour.find({ type: SERVICE_TYPE, protocol: 'tcp' });
    const report = (service: Service): void => this.guard(() => this.onService(service));
    browser.on('up', report);
    browser.on('txt-update', report);
    browser.on('srv-update', report);
    return browser;
  }

  private onService(service: Service): void {
    const address = service.referer?.address;
    if (typeof address !== 'string' || service.referer?.family !== 'IPv4') return;
    const ad = adFromTxt(service.txt, service.port);
    if (ad === null || typeof service.fqdn !== 'string') return;
    this.events.seen(service.fqdn.toLowerCase(), { ad, address });
  }

  /** Goodbyes (TTL 0) and refreshes, read from every response whatever the browser knows. */
  private onResponse(packet: unknown): void {
    const suffix = `._${SERVICE_TYPE}._tcp.local`;
    for (const record of recordsOf(packet)) {
      const name = record.name.toLowerCase();
      if (record.type === 'PTR' && name === suffix.slice(1) && typeof record.data === 'string') {
        if (record.ttl === 0) this.events.goodbye(record.data.toLowerCase());
      } else if (record.type === 'SRV' && name.endsWith(suffix) && record.ttl > 0) {
        this.events.alive(name);
      }
    }
  }

  private guard(action: () => void): void {
    try {
      action();
    } catch (error) {
      this.onError(asError(error));
    }
  }
}

interface ResourceRecord {
  name: string;
  type: string;
  ttl: number;
  data: unknown;
}

/** The answer and additional records of a decoded packet, checked field by field. */
function recordsOf(packet: unknown): ResourceRecord[] {
  if (typeof packet !== 'object' || packet === null) return [];
  const { answers, additionals } = packet as { answers?: unknown; additionals?: unknown };
  const all = [
    ...(Array.isArray(answers) ? answers : []),
    ...(Array.isArray(additionals) ? additionals : []),
  ];
  return all.filter(
    (record): record is ResourceRecord =>
      typeof record === 'object' &&
      record !== null &&
      typeof (record as ResourceRecord).name === 'string' &&
      typeof (record as ResourceRecord).type === 'string' &&
      typeof (record as ResourceRecord).ttl === 'number',
  );
}
