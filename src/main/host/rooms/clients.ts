/**
 * The host's connections: who each is (the host's own window or a guest), which table it looks
 * at, and its message budget. A client that floods is told once per burst and, if it goes on,
 * disconnected: a flood at one table costs the others nothing but the parse of what is refused.
 */
import type { NameRefusal } from '../../../shared/names';
import type { HostMessage } from '../../../shared/protocol';
import type { Seat } from '../../../shared/types';
import { TokenBucket, type BucketConfig } from '../connection/rate-limit';
import type { Replay } from '../replays/replays';
import type { Room } from './room';

export interface ClientPort {
  send(message: HostMessage): void;
  /** Ends the connection (a client that floods the host); optional for ports that cannot. */
  close?(reason: string): void;
}

/**
 * `owner`: the host's own window (IPC in the app, a loopback page of the host's own origin in
 * the browser): it plays the local seat and may open, arrange, start and close tables and change
 * settings. `guest`: anyone else (the LAN): it joins the LAN tables, and may do none of that.
 */
export type ClientRole = 'owner' | 'guest';

/** Generous for any real client (a settings slider drag, fast clicking), tight for a flood. */
export const MESSAGE_BUDGET: BucketConfig = { capacity: 120, perSecond: 60 };
/**
 * Refused messages a client may send (a burst, refilled slowly) before it is disconnected: a
 * sustained flood is closed however the host's own speed spreads it over time.
 */
export const FLOOD_CLOSE_AFTER = 500;
export const FLOOD_FORGIVEN_PER_SECOND = 50;

export interface Client {
  role: ClientRole;
  /** The table this client looks at (plays at, watches, or stands in the lobby of), or null. */
  room: Room | null;
  seat: Seat | null;
  greeted: boolean;
  bucket: TokenBucket;
  /** Messages refused for rate since the last accepted one (to say so once per burst). */
  flooding: number;
  /** Refusals left before the connection is closed. */
  strikes: TokenBucket;
  hintPending: boolean;
  /** The replay this client has open (see replays.ts), or null. */
  replay: Replay | null;
  /** The LAN member this connection is at its table (see lan/party.ts), or null. */
  member: string | null;
  /** The challenge participant this connection is (see challenge-desk.ts), or null. */
  participant: string | null;
  codeTries: number;
}

export class Clients {
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
      replay: null,
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
      port.send({ type: 'error', message: 'Too many messages: slow down; these were ignored.' });
    }
    if (!client.strikes.take()) {
      this.all.delete(port);
      port.close?.('too many messages');
    }
    return false;
  }
}

/** Refuses a client's message with the rule it broke and the reason, in the protocol's words. */
export function refuser(port: ClientPort): (rule: string, reason: string) => void {
  return (rule, reason) => port.send({ type: 'refused', rule, reason });
}

/** A typed name the rule refused (shared/names.ts): its key, reason and any suggestion. */
export function refuseName(port: ClientPort, refusal: NameRefusal): void {
  const { rule, reason, suggestion } = refusal;
  port.send({ type: 'refused', rule, reason, ...(suggestion !== undefined ? { suggestion } : {}) });
}
