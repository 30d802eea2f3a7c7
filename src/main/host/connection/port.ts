/**
 * A connection as the host's parts see it: somewhere to send messages (IPC or a WebSocket), and
 * who is at the other end. Refusals go out in the protocol's words.
 */
import type { MessageKey } from '../../../shared/i18n/catalog';
import { msg, type Message } from '../../../shared/i18n/message';
import type { NameRefusal } from '../../../shared/names';
import type { HostMessage } from '../../../shared/protocol';

export interface ClientPort {
  send(message: HostMessage): void;
  /** Ends the connection (a client that floods the host; `reason` a code); optional for ports that cannot. */
  close?(reason: string): void;
}

/**
 * `owner`: the host's own window (IPC in the app, a loopback page of the host's own origin in
 * the browser): it plays the local seat and may open, arrange, start and close tables and change
 * settings. `guest`: anyone else (the LAN): it joins the LAN tables, and may do none of that.
 */
export type ClientRole = 'owner' | 'guest';

/** Refuses a client's message with the rule it broke and the reason (a message, or its key). */
export function refuser(port: ClientPort): (rule: string, reason: Message | MessageKey) => void {
  return (rule, reason) =>
    port.send({ type: 'refused', rule, reason: typeof reason === 'string' ? msg(reason) : reason });
}

/** A typed name the rule refused (shared/names.ts): its key, reason and any suggestion. */
export function refuseName(port: ClientPort, refusal: NameRefusal): void {
  const { rule, reason, suggestion } = refusal;
  port.send({ type: 'refused', rule, reason, ...(suggestion !== undefined ? { suggestion } : {}) });
}
