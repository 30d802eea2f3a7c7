/**
 * The host on the LAN while LAN tables are open: a second server, on the network's addresses,
 * serving the same built renderer and protocol (/ws), where every connection from another
 * machine is a guest. It listens only while a LAN table is open (local play keeps to loopback
 * and IPC), answers only to this machine's own addresses and names (Host header, Origin), and
 * announces each table (mDNS and the broadcast fallback) through the discovery module.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import type { WebSocketServer } from 'ws';
import type { ConnectionGate, TableBrowser } from '../host/host';
import type { LanAd, LanNetwork } from '../host/lobby/party';
import { PROTOCOL_VERSION, type LanTableInfo } from '../../shared/protocol';
import { announce, browse, type FoundTable } from './discovery';
import { OriginPolicy } from './origin';
import { createStaticServer } from './static-server';
import { attachWebSocket, type WebSocketOptions } from './ws-server';

/** The port guests find the table at (another one when it is taken). */
export const LAN_PORT = 47800;

/** What announces the table on the network (net/discovery); absent: reachable by address only. */
export interface Announcement {
  update(ad: LanAd & { port: number }): void;
  stop(): Promise<void>;
}

export interface LanServerOptions {
  root: string;
  /** The address to listen on: every interface by default; tests use 127.0.0.1. */
  address?: string;
  port?: number;
  /** This machine's addresses guests may use (default: every non-internal IPv4 address). */
  addresses?: () => string[];
  roleOf?: WebSocketOptions['roleOf'];
  announce?: (ad: LanAd & { port: number }) => Announcement;
  /** Ping interval for dead guests (tests use a short one). */
  heartbeatMs?: number;
}

/** The table announced over mDNS and the broadcast fallback (net/discovery). */
export function announceTable(ad: LanAd & { port: number }): Announcement {
  const announcer = announce(
    { ...ad, version: PROTOCOL_VERSION },
    { onError: (err) => console.warn(`LAN announcement: ${err.message}`) },
  );
  return {
    update: (next) => announcer.update({ ...next, version: PROTOCOL_VERSION }),
    stop: () => announcer.stop(),
  };
}

/** Other hosts' LAN tables, as the Join screen lists them (net/discovery). */
export function browseTables(): TableBrowser {
  const browser = browse({ onError: (err) => console.warn(`LAN discovery: ${err.message}`) });
  const info = (tables: FoundTable[]): LanTableInfo[] =>
    tables.map((t) => ({
      id: t.id,
      name: t.name,
      game: t.game,
      seats: t.seats,
      taken: t.taken,
      protected: t.protected,
      url: `http://${t.address}:${t.port}/`,
    }));
  return {
    tables: () => info(browser.tables()),
    onChange: (listener) => browser.onChange((tables) => listener(info(tables))),
    stop: () => browser.stop(),
  };
}

/** This machine's IPv4 addresses on its networks (what a guest types or a QR code holds). */
export function lanAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const info of list ?? []) if (info.family === 'IPv4' && !info.internal) out.push(info.address);
  }
  return out;
}

/**
 * The LAN side of the host: the host is given it as a LanNetwork (open, update, close), and the
 * server reaches the host only through `serve`'s gate, as every other connection does.
 */
export interface LanServer extends LanNetwork {
  /** Where connections go (the host): call once, before any table opens. */
  serve(gate: ConnectionGate): void;
  port(): number | null;
  closeAll(): Promise<void>;
}

export function lanServer(options: LanServerOptions): LanServer {
  let host: ConnectionGate | null = null;
  let server: Server | null = null;
  let wss: WebSocketServer | null = null;
  let port: number | null = null;
  // Listening on one address: that is where guests come; on all: every network address.
  const addressesOf = (): string[] =>
    options.addresses
      ? options.addresses()
      : options.address && options.address !== '0.0.0.0'
        ? [options.address]
        : lanAddresses();

  const listen = (s: Server, wanted: number, address: string): Promise<number> =>
    new Promise((resolve, reject) => {
      const fail = (err: Error): void => reject(err);
      s.once('error', fail);
      s.listen(wanted, address, () => {
        s.off('error', fail);
        resolve((s.address() as AddressInfo).port);
      });
    });

  /** One announcement per open table; the server listens while there is any. */
  const announcements = new Map<string, Announcement | null>();
  let opening: Promise<void> | null = null;
  const urls = (): string[] => addressesOf().map((a) => `http://${a}:${port}/`);

  const start = async (): Promise<void> => {
    const gate = host;
    if (!gate) throw new Error('The LAN server has no host to serve.');
    const policy = new OriginPolicy();
    const addresses = addressesOf();
    for (const name of [...addresses, `${hostname()}.local`, hostname()]) policy.addName(name);
    const s = createStaticServer(options.root, policy);
    const address = options.address ?? '0.0.0.0';
    try {
      port = await listen(s, options.port ?? LAN_PORT, address);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || options.port === 0) throw err;
      // Another program has the usual port: any free one will do (it is announced).
      port = await listen(s, 0, address);
    }
    policy.listen(port);
    server = s;
    wss = attachWebSocket(s, gate, {
      policy,
      ...(options.roleOf ? { roleOf: options.roleOf } : {}),
      ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    });
  };

  const stop = async (): Promise<void> => {
    const s = server;
    const w = wss;
    server = null;
    wss = null;
    if (w) {
      for (const client of w.clients) client.terminate();
      w.close();
    }
    if (s) {
      await new Promise<void>((done) => {
        s.close(() => done());
        s.closeAllConnections();
      });
    }
    port = null;
  };

  return {
    serve(gate) {
      host = gate;
    },
    port: () => port,
    async open(ad) {
      announcements.set(ad.id, null);
      if (!server) {
        opening ??= start().finally(() => {
          opening = null;
        });
        try {
          await opening;
        } catch (err) {
          announcements.delete(ad.id);
          throw err;
        }
      }
      // Closed while the server started: nothing to announce.
      if (!announcements.has(ad.id) || port === null) return urls();
      announcements.set(ad.id, options.announce ? options.announce({ ...ad, port }) : null);
      return urls();
    },
    update(ad) {
      if (port !== null) announcements.get(ad.id)?.update({ ...ad, port });
    },
    async close(id) {
      if (!announcements.has(id)) return;
      const a = announcements.get(id);
      announcements.delete(id);
      await a?.stop();
      // The last table closed: local play keeps to loopback again.
      if (announcements.size === 0) await stop();
    },
    /** The host stops: every announcement is withdrawn and the server closes. */
    async closeAll() {
      const all = [...announcements.values()];
      announcements.clear();
      await Promise.all(all.map((a) => a?.stop()));
      await stop();
    },
  };
}
