/**
 * Where the broadcast fallback sends: each IPv4 interface's directed broadcast address
 * (10.0.0.255 for 10.0.0.7/24). Not 255.255.255.255: that leaves only through the interface of
 * the default route and is dropped by some systems, while a directed broadcast reaches every
 * LAN the machine sits on (Wi-Fi and Ethernet at once).
 */
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

export type InterfaceMap = NodeJS.Dict<NetworkInterfaceInfo[]>;

function toNumber(ipv4: string): number | null {
  const parts = ipv4.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

function toAddress(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

/** The directed broadcast address of address/netmask, or null for /0, /31, /32 or nonsense. */
export function directedBroadcast(address: string, netmask: string): string | null {
  const ip = toNumber(address);
  const mask = toNumber(netmask);
  if (ip === null || mask === null || mask === 0) return null;
  const host = ~mask >>> 0;
  // A /31 or /32 has no broadcast address (RFC 3021); a mask must be contiguous ones.
  if (host < 3 || (host & (host + 1)) !== 0) return null;
  return toAddress((ip | host) >>> 0);
}

/** Whether address is an IPv4 address of one of this machine's interfaces. */
export function isLocalIPv4(address: string, interfaces: InterfaceMap = networkInterfaces()): boolean {
  return Object.values(interfaces).some((list) =>
    (list ?? []).some((info) => info.family === 'IPv4' && info.address === address),
  );
}

/**
 * The broadcast addresses to announce on: those of every external IPv4 interface, or only that
 * of the interface with the given address (loopback included, which tests use).
 */
export function broadcastAddresses(
  interfaceAddress?: string,
  interfaces: InterfaceMap = networkInterfaces(),
): string[] {
  const found = new Set<string>();
  for (const list of Object.values(interfaces)) {
    for (const info of list ?? []) {
      if (info.family !== 'IPv4') continue;
      if (interfaceAddress === undefined ? info.internal : info.address !== interfaceAddress) continue;
      const broadcast = directedBroadcast(info.address, info.netmask);
      if (broadcast !== null) found.add(broadcast);
    }
  }
  return [...found];
}
