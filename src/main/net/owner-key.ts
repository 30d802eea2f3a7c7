/**
 * Who drives a headless LAN host that has no display of its own (`--lan`): the machine itself,
 * or whoever opens the owner link it prints (`/?owner=KEY`, a random key). Everyone else on the
 * network is a guest. The key is compared in constant time; a wrong one is simply a guest.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ClientRole } from '../host/host';
import { isLoopbackAddress } from './origin';

export function newOwnerKey(): string {
  return randomBytes(18).toString('base64url');
}

/** The key a WebSocket upgrade carries (`/ws?owner=KEY`), or null. */
export function ownerKeyOf(url: string | undefined): string | null {
  try {
    return new URL(url ?? '/', 'http://host.invalid').searchParams.get('owner');
  } catch {
    return null;
  }
}

/** The role of a connection: this machine or the right key make the owner. */
export function roleByOwnerKey(
  key: string,
): (request: Pick<IncomingMessage, 'url' | 'socket'>) => ClientRole {
  const expected = Buffer.from(key);
  return (request) => {
    if (isLoopbackAddress(request.socket.remoteAddress)) return 'owner';
    const given = Buffer.from(ownerKeyOf(request.url) ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected) ? 'owner' : 'guest';
  };
}
