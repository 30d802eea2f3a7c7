/**
 * Who may talk to the host over HTTP and WebSocket. A web page the user happens to have open
 * can reach a loopback port too (and, with DNS rebinding, under a name of its own), so the host
 * answers only requests addressed to itself (Host header) and WebSocket upgrades from its own
 * pages (Origin header). A missing Origin means no browser sent it (a test, a script): browsers
 * always send one on a WebSocket upgrade, so that cannot come from a hostile page.
 */

/** The names the host answers to; the port is known only once the server listens. */
export class OriginPolicy {
  private port: number | null = null;
  private readonly names = new Set<string>(['127.0.0.1', 'localhost', '[::1]']);

  /** The port the server listens on. */
  listen(port: number): void {
    this.port = port;
  }

  /** Another name the host answers to (a LAN address, when a LAN table is open). */
  addName(name: string): void {
    this.names.add(name.toLowerCase());
  }

  removeName(name: string): void {
    this.names.delete(name.toLowerCase());
  }

  /** `host:port` values a request may carry in its Host header. */
  hosts(): string[] {
    if (this.port === null) return [];
    return [...this.names].map((name) => `${name}:${this.port}`);
  }

  /** A Host header naming this host (DNS rebinding sends the attacker's name instead). */
  allowsHost(header: string | undefined): boolean {
    if (!header || this.port === null) return false;
    return this.hosts().includes(header.trim().toLowerCase());
  }

  /** An Origin header of the host's own pages, or none at all (not a browser). */
  allowsOrigin(header: string | undefined): boolean {
    if (header === undefined) return true;
    if (this.port === null) return false;
    const origin = header.trim().toLowerCase();
    return this.hosts().some((host) => origin === `http://${host}`);
  }
}

/** 127.0.0.0/8, ::1 and the IPv4-mapped forms: the machine itself. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}
