/**
 * Joining another host's LAN table from the app: the table opens in its own window, like a
 * browser guest's (the other host serves the page; no preload, its own storage partition so the
 * seat pass lasts, every permission denied). Only plain http addresses on the local network
 * qualify — private IPv4 ranges, link-local, loopback and `.local` names — so a hostile page
 * can never make the app open anything else.
 */
import { FILE_CHANNELS } from '../../shared/bridge';
import type { IpcSenderEvent } from './hardening';

/** The partition guest windows share: seat passes survive a restart of the app. */
export const GUEST_PARTITION = 'persist:lan-guest';

function isLocalIPv4(host: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  if ([m[1], m[2], m[3], m[4]].some((part) => Number(part) > 255)) return false;
  return (
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

/** The address to open, normalised (`http://host:port/`), or null when it is not a LAN table's. */
export function lanGuestUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 200) return null;
  let url: URL;
  try {
    url = new URL(raw.includes('://') ? raw : `http://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (!isLocalIPv4(host) && !/^[a-z0-9-]{1,63}\.local$/.test(host)) return null;
  // The one thing kept beyond the address: which of the host's tables the guest chose.
  const table = /^#table=([A-Za-z0-9_-]{1,64})$/.exec(url.hash)?.[1];
  return `http://${host}${url.port ? `:${url.port}` : ''}/${table ? `#table=${table}` : ''}`;
}

export interface IpcHandle {
  handle(channel: string, listener: (event: IpcSenderEvent, ...args: unknown[]) => unknown): unknown;
}

export function registerGuestWindows(
  ipc: IpcHandle,
  accept: (event: IpcSenderEvent) => boolean,
  open: (url: string) => void,
): void {
  ipc.handle(FILE_CHANNELS.guestWindow, (event, raw) => {
    if (!accept(event)) return false;
    const url = lanGuestUrl(raw);
    if (!url) return false;
    open(url);
    return true;
  });
}
