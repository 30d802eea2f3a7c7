/**
 * The shape of a part's answers: one handler per message kind it owns. Each part (play, lan,
 * saves, …) exports a `Handlers<its kinds>` record; the router (host.ts) merges them with
 * `handlerTable`, and the compiler checks that every message kind of the protocol has exactly
 * one handler: a kind left out, claimed twice, or not in the protocol is a type error.
 */
import type { ClientMessage } from '../../../shared/protocol';
import type { ClientPort } from '../connection/port';
import type { Client } from './room';

export type MessageKind = ClientMessage['type'];
export type MessageOf<K extends MessageKind> = Extract<ClientMessage, { type: K }>;
export type Handler<K extends MessageKind> = (
  port: ClientPort,
  client: Client,
  message: MessageOf<K>,
) => void;
/** A part's handlers: exactly one for each of its kinds `K`. */
export type Handlers<K extends MessageKind> = { readonly [P in K]: Handler<P> };

/** The kinds a part's record answers (distributes over a union of records). */
type KindsOf<H> = H extends unknown ? keyof H & MessageKind : never;
/** Kinds that two of the parts both answer (never, when each kind has one part). */
type ClaimedTwice<Parts extends readonly object[]> = Parts extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? (KindsOf<First> & KindsOf<Rest[number]>) | ClaimedTwice<Rest>
  : never;
type Unanswered<Parts extends readonly object[]> = Exclude<MessageKind, KindsOf<Parts[number]>>;
/** The parts as given when they cover the protocol once; otherwise a type naming the problem. */
type Exhaustive<Parts extends readonly object[]> = [ClaimedTwice<Parts>] extends [never]
  ? [Unanswered<Parts>] extends [never]
    ? Parts
    : { unanswered: Unanswered<Parts> }
  : { claimedTwice: ClaimedTwice<Parts> };

/** The router's one table: the parts' handlers merged, every kind once (checked above). */
export function handlerTable<const Parts extends readonly Partial<Handlers<MessageKind>>[]>(
  ...parts: Parts & Exhaustive<Parts>
): Handlers<MessageKind> {
  // Exhaustive<Parts> has proven the merged record complete and disjoint.
  return Object.assign({}, ...parts) as Handlers<MessageKind>;
}

/** Hands a message to its handler (one generic call: the kind and its message stay paired). */
export function dispatch<K extends MessageKind>(
  table: Handlers<MessageKind>,
  port: ClientPort,
  client: Client,
  message: MessageOf<K> & { type: K },
): void {
  const handler: Handler<K> = table[message.type];
  handler(port, client, message);
}
