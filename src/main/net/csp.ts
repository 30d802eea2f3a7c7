/**
 * The Content-Security-Policy and the other security headers of every page and file the app
 * serves, to a browser (static server) or to its own window (the `app:` protocol). One policy,
 * differing only in `connect-src`: the Electron window talks to the host over IPC and needs no
 * network at all ('self' only), a browser needs exactly one WebSocket, `ws://<host>/ws` of the
 * host that served the page. Sounds need nothing more: howler decodes the small ones that Vite
 * inlines as `data:` URLs itself (no request) and loads the others from 'self'.
 *
 * The build's `<meta>` CSP in src/renderer/index.html stays the build-time upper bound (it
 * cannot know the port, so it allows any `ws:`); a browser enforces both policies, so the
 * narrower header wins.
 */

/** A Host header value: a DNS name or IPv4 address, or a bracketed IPv6 address, and a port. */
const HOST_SYNTAX = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The policy with `'self'` plus the given extra sources in `connect-src`. */
export function contentSecurityPolicy(connect: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:", // not-words: a CSP directive
    "media-src 'self' data: blob:", // not-words: a CSP directive
    ["connect-src 'self'", ...connect].join(' '),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy for a page a browser loads from `host` (its Host header, validated by the caller
 * when it has an OriginPolicy): 'self' plus exactly `ws://host`. Chromium's 'self' already
 * matches a same-host-and-port `ws:` URL (CSP3), other browsers did not always; the explicit
 * source makes it exact everywhere. A header that is not a plain host[:port] adds nothing (it
 * could otherwise smuggle directives into the policy).
 */
export function browserCsp(host?: string): string {
  const name = host?.trim().toLowerCase();
  return contentSecurityPolicy(name && HOST_SYNTAX.test(name) ? [`ws://${name}`] : []);
}

/**
 * The policy for the Electron window: no network beyond its own origin. In `electron-vite dev`
 * the page comes from the dev server, whose hot reload needs its WebSocket.
 */
export function electronCsp(devServerUrl?: string): string {
  if (!devServerUrl) return contentSecurityPolicy();
  const url = new URL(devServerUrl);
  return contentSecurityPolicy(url.protocol === 'http:' ? [`ws://${url.host}`] : []);
}

/**
 * Whether a Host header names this machine's loopback (localhost, 127.x, [::1]): a potentially
 * trustworthy origin over plain http, where browsers heed Cross-Origin-Opener-Policy.
 */
export function isTrustworthyHost(host: string | undefined): boolean {
  const name = (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    name === '[::1]'
  );
}

/**
 * The headers every response carries, whatever its status. Cross-Origin-Opener-Policy only where
 * a browser heeds it (`coop`: the app's own scheme, or a loopback page): on a plain-http LAN
 * origin it is ignored, and Chromium says so on every page load.
 */
export function securityHeaders(csp: string, coop = true): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    ...(coop ? { 'Cross-Origin-Opener-Policy': 'same-origin' } : {}),
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}
