/**
 * The headless host as a function: HTTP for the renderer plus the protocol on /ws, in plain
 * Node. `npm start` uses it where Electron is missing; end-to-end tests start and stop it.
 */
import type { Message } from '../../shared/i18n/message';
import type { AddressInfo } from 'node:net';
import type { BotRunner } from '../ai/runner';
import { Host, type HostOptions } from '../host/host';
import { FileSaveStore, type SaveStore } from '../host/persistence/save-store';
import type { SettingsStore } from '../host/settings/settings-store';
import type { StatisticsStore } from '../host/statistics/statistics-store';
import { OriginPolicy } from './origin';
import { createStaticServer } from './static-server';
import { attachWebSocket, type WebSocketOptions } from './ws-server';
import { lanAddresses, lanServer, type LanServerOptions } from './lan-server';
import { hostname } from 'node:os';

export interface HeadlessOptions {
  root: string;
  settings: SettingsStore;
  /** The players' statistics (memory when left out). */
  statistics?: StatisticsStore;
  port?: number;
  /** Loopback by default; the LAN host binds wider on purpose. */
  address?: string;
  botDelays?: ConstructorParameters<typeof Host>[0]['botDelays'];
  /** How bots think (worker threads in the app; inline by default, as in tests). */
  botRunner?: BotRunner;
  /** Par for tables of one person against bots (the par thread in the app; none by default). */
  par?: HostOptions['par'];
  /** The live coach's judge (a one-thread analysis pool in the app; none by default). */
  coach?: HostOptions['coach'];
  maxConnections?: number;
  /** Who a connection is (default: this machine the owner, anyone else a guest). */
  roleOf?: WebSocketOptions['roleOf'];
  /** Per-connection message budget (tests and benchmarks that drive the host hard). */
  messageBudget?: HostOptions['messageBudget'];
  /** Where tables are saved after every step: a folder, or a store; none: nothing is saved. */
  saves?: string | SaveStore;
  /** Resume the most recently saved unfinished table at once (a client's hello gets it). */
  resume?: boolean;
  /**
   * LAN tables: where the LAN server listens while one is open (every interface, port 47800, by
   * default; tests pass 127.0.0.1 and port 0) and how it is announced. Absent: no LAN tables.
   */
  lan?: Omit<LanServerOptions, 'root'>;
  /** Looks for other hosts' LAN tables (the Join screen); absent: none are listed. */
  browse?: HostOptions['browse'];
}

export interface RunningHost {
  url: string;
  port: number;
  host: Host;
  /** Bytes queued for the clients and not yet sent (what slow readers cost the host). */
  bufferedBytes(): number;
  /**
   * The first table resumed at start (`resume`), with what was wrong with its newest save if
   * anything, and the ids of the other tables that were open too.
   */
  resumed: { id: string; step: number; problem?: Message; others?: string[] } | null;
  /** The duplicate challenge resumed at start (`resume`), or null. */
  resumedChallenge: string | null;
  /** The LAN server's port while a LAN table is open, else null. */
  lanPort(): number | null;
  close(): Promise<void>;
}

export function startHeadless(options: HeadlessOptions): Promise<RunningHost> {
  const saves = typeof options.saves === 'string' ? new FileSaveStore(options.saves) : options.saves;
  const lanOptions = options.lan;
  const lan = lanOptions ? lanServer({ root: options.root, ...lanOptions }) : null;
  const host = new Host({
    settings: options.settings,
    ...(options.statistics ? { statistics: options.statistics } : {}),
    ...(options.botDelays ? { botDelays: options.botDelays } : {}),
    // Without it every bot turn and hint would think on this event loop and stall every client.
    ...(options.botRunner ? { botRunner: options.botRunner } : {}),
    ...(options.par ? { par: options.par } : {}),
    ...(options.coach ? { coach: options.coach } : {}),
    ...(options.messageBudget ? { messageBudget: options.messageBudget } : {}),
    ...(lan ? { lan } : {}),
    ...(saves ? { saves } : {}),
    ...(options.browse ? { browse: options.browse } : {}),
  });
  // Guests' connections reach the host through the LAN server once a table opens there.
  lan?.serve(host);
  const resumed = options.resume ? host.resumeNewest() : null;
  const resumedChallenge = options.resume ? host.resumeChallenge() : null;
  const policy = new OriginPolicy();
  const server = createStaticServer(options.root, policy);
  const wss = attachWebSocket(server, host, {
    policy,
    ...(options.maxConnections !== undefined ? { maxConnections: options.maxConnections } : {}),
    ...(options.roleOf ? { roleOf: options.roleOf } : {}),
  });
  const address = options.address ?? '127.0.0.1';
  // Bound to every interface (a headless LAN host): it answers to this machine's network names.
  if (address === '0.0.0.0')
    for (const name of [...lanAddresses(), hostname(), `${hostname()}.local`]) policy.addName(name);
  else if (!['127.0.0.1', 'localhost', '::1'].includes(address)) policy.addName(address);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, address, () => {
      const { port } = server.address() as AddressInfo;
      policy.listen(port);
      resolve({
        url: `http://${address === '0.0.0.0' ? '127.0.0.1' : address}:${port}/`,
        port,
        host,
        bufferedBytes: () => [...wss.clients].reduce((sum, c) => sum + c.bufferedAmount, 0),
        resumed,
        resumedChallenge,
        lanPort: () => lan?.port() ?? null,
        close: () =>
          new Promise<void>((done) => {
            host.close();
            // The last steps taken are written before the process may end; the LAN side stops.
            const saved = Promise.all([host.flushSaves(), lan?.closeAll()]);
            for (const client of wss.clients) client.terminate();
            wss.close();
            server.close(() => void saved.then(() => done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
