/**
 * The UDP broadcast fallback, for networks that drop multicast (many guest Wi-Fis and some
 * routers do, while broadcast within the subnet still passes). The host repeats its ad every
 * couple of seconds, so a browser that starts late or misses a datagram catches up; a "gone"
 * datagram on stop lets browsers drop the table at once instead of waiting for it to expire.
 */
import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import { decodeDatagram, encodeAd, encodeGone, type Datagram, type TableAd } from './ad';
import { broadcastAddresses } from './interfaces';
import { asError, withTimeout, type ErrorSink } from './util';

/** How long stop() waits for the "gone" datagrams to leave before closing anyway. */
const SEND_TIMEOUT_MS = 1000;

export interface BroadcastSenderOptions {
  /** Bind to this local address (its interface's broadcast address is the default target). */
  interface?: string;
  /** Explicit targets instead of the computed directed broadcast addresses. */
  addresses?: string[];
  port: number;
  intervalMs: number;
  onError: ErrorSink;
}

export class BroadcastSender {
  private readonly socket: Socket;
  private readonly timer: NodeJS.Timeout;
  private bound = false;
  private stopping: Promise<void> | null = null;

  constructor(
    private ad: TableAd,
    private readonly options: BroadcastSenderOptions,
  ) {
    this.socket = createSocket('udp4');
    this.socket.on('error', (error) => options.onError(error));
    this.socket.bind(0, options.interface, () => {
      try {
        this.socket.setBroadcast(true);
      } catch (error) {
        options.onError(asError(error));
        return;
      }
      this.bound = true;
      this.send(encodeAd(this.ad));
    });
    // Unref'd: announcing must never be what keeps the process alive.
    this.timer = setInterval(() => this.send(encodeAd(this.ad)), options.intervalMs).unref();
  }

  update(ad: TableAd): void {
    if (this.stopping) return;
    this.ad = ad;
    // Seats change while guests are watching the list: tell them now, not at the next tick.
    this.send(encodeAd(ad));
  }

  stop(): Promise<void> {
    this.stopping ??= this.finish();
    return this.stopping;
  }

  private async finish(): Promise<void> {
    clearInterval(this.timer);
    if (this.bound) await withTimeout(this.send(encodeGone(this.ad)), SEND_TIMEOUT_MS);
    await new Promise<void>((resolve) => {
      try {
        this.socket.close(() => resolve());
      } catch {
        resolve(); // already closed after an error
      }
    });
  }

  private targets(): string[] {
    // Recomputed on every send: a laptop joins and leaves networks while the table is open.
    return this.options.addresses ?? broadcastAddresses(this.options.interface);
  }

  /** Sends to every target; resolves when all sends are done (failures go to onError). */
  private send(payload: Buffer): Promise<void> {
    if (!this.bound) return Promise.resolve();
    const sends = this.targets().map(
      (address) =>
        new Promise<void>((resolve) => {
          try {
            this.socket.send(payload, this.options.port, address, (error) => {
              // A network that went away (ENETUNREACH) is normal on a laptop: report, go on.
              if (error) this.options.onError(error);
              resolve();
            });
          } catch (error) {
            this.options.onError(asError(error));
            resolve();
          }
        }),
    );
    return Promise.all(sends).then(() => undefined);
  }
}

export interface BroadcastListenerOptions {
  port: number;
  /** Where to bind; broadcasts arrive only at a wildcard (or broadcast-address) bind. */
  bindAddress: string;
  onDatagram: (datagram: Datagram, from: RemoteInfo) => void;
  onError: ErrorSink;
}

export class BroadcastListener {
  private readonly socket: Socket;
  private closing: Promise<void> | null = null;

  constructor(private readonly options: BroadcastListenerOptions) {
    // reuseAddr: several apps (or a browser and a test) on one machine share the port.
    this.socket = createSocket({ type: 'udp4', reuseAddr: true });
    this.socket.on('error', (error) => options.onError(error));
    this.socket.on('message', (message, from) => this.receive(message, from));
    this.socket.bind(options.port, options.bindAddress);
  }

  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      try {
        this.socket.close(() => resolve());
      } catch {
        resolve();
      }
    });
    return this.closing;
  }

  private receive(message: Buffer, from: RemoteInfo): void {
    const datagram = decodeDatagram(message);
    if (datagram === null || from.family !== 'IPv4') return;
    try {
      this.options.onDatagram(datagram, from);
    } catch (error) {
      this.options.onError(asError(error));
    }
  }
}
