/**
 * The host's connections: who each is (the host's own window or a guest), which table it looks
 * at, and its message budget. A client that floods is told once per burst and, if it goes on,
 * disconnected: a flood at one table costs the others nothing but the parse of what is refused.
 */
import { msg } from '../../../shared/i18n/message';
import type { HostMessage } from '../../../shared/protocol';
import type { ClientPort, ClientRole } from '../connection/port';
import { TokenBucket, type BucketConfig } from '../connection/rate-limit';
import type { Audience, Client, Room } from './room';

export type { ClientPort, ClientRole } from '../connection/port';
export { refuseName, refuser } from '../connection/port';
export type { Client } from './room';

/** Generous for any real client (a settings slider drag, fast clicking), tight for a flood. */
export const MESSAGE_BUDGET: BucketConfig = { capacity: 120, perSecond: 60 };
/**
 * Refused messages a client may send (a burst, refilled slowly) before it is disconnected: a
 * sustained flood is closed however the host's own speed spreads it over time.
 */
export const FLOOD_CLOSE_AFTER = 500;
export const FLOOD_FORGIVEN_PER_SECOND = 50;

export class Clients implements Audience {
  private readonly all = new Map<ClientPort, Client>();

  constructor(
    private readonly budget: BucketConfig,
    private readonly now?: () => number,
  ) {}

  add(port: ClientPort, role: ClientRole): Client {
    const client: Client = {
      role,
      room: null,
      seat: null,
      greeted: false,
      bucket: new TokenBucket(this.budget, this.now),
      flooding: 0,
      strikes: new TokenBucket(
        { capacity: FLOOD_CLOSE_AFTER, perSecond: FLOOD_FORGIVEN_PER_SECOND },
        this.now,
      ),
      hintPending: false,
      member: null,
      participant: null,
      codeTries: 0,
    };
    this.all.set(port, client);
    return client;
  }

  get(port: ClientPort): Client | undefined {
    return this.all.get(port);
  }

  has(port: ClientPort): boolean {
    return this.all.has(port);
  }

  delete(port: ClientPort): void {
    this.all.delete(port);
  }

  clear(): void {
    this.all.clear();
  }

  get size(): number {
    return this.all.size;
  }

  /** The clients that said hello, with their ports. */
  *greeted(): Generator<[ClientPort, Client]> {
    for (const entry of this.all) if (entry[1].greeted) yield entry;
  }

  /** The greeted clients looking at `room`. */
  *at(room: Room): Generator<[ClientPort, Client]> {
    for (const entry of this.greeted()) if (entry[1].room === room) yield entry;
  }

  broadcast(message: HostMessage): void {
    for (const [port] of this.greeted()) port.send(message);
  }

  /** The client's message budget: false (and perhaps the connection closed) when it is spent. */
  admit(port: ClientPort, client: Client): boolean {
    if (client.bucket.take()) {
      client.flooding = 0;
      return true;
    }
    // Said once per burst, not once per message: a flood must not be answered by a flood.
    if (client.flooding++ === 0) {
      port.send({ type: 'error', message: msg('host.conn.flood') });
    }
    if (!client.strikes.take()) {
      this.all.delete(port);
      port.close?.('too-many-messages');
    }
    return false;
  }
}
