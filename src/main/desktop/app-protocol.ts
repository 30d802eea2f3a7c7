/**
 * The `app:` protocol the Electron window loads the renderer from (`app://spieltisch/…`)
 * instead of `file://`: a standard, secure origin of its own, served from out/renderer with the
 * static server's traversal-safe resolution, its MIME types and the Electron CSP. Plain Node:
 * src/main/index.ts registers the scheme (before ready) and passes the handler to
 * `protocol.handle`.
 */
import { readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { electronCsp, securityHeaders } from '../net/csp';
import { ALLOWED_METHODS, mimeTypeOf, resolveStatic, TEXT_PLAIN } from '../net/static-server';

export const APP_SCHEME = 'app';
export const APP_HOST = 'spieltisch';
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** Electron's CustomScheme, as far as the app uses it. */
export interface CustomSchemeLike {
  scheme: string;
  privileges: { standard?: boolean; secure?: boolean; supportFetchAPI?: boolean; stream?: boolean };
}

/**
 * standard: real origin and relative URLs; secure: a secure context like https; supportFetchAPI:
 * fetch and XHR (howler loads the larger sounds so); stream: media elements may stream (howler's
 * HTML5 audio fallback). No bypassCSP, and no corsEnabled: left unset, other origins cannot
 * read the scheme with fetch or XHR (electron/electron#51152); same-origin loads, module scripts
 * included, work on a standard scheme.
 */
export const APP_SCHEME_PRIVILEGES: CustomSchemeLike = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
};

/** What the handler reads of Electron's (fetch API) Request. */
export interface ProtocolRequest {
  readonly url: string;
  readonly method: string;
}

/** Whether a URL is a page of the app's own origin (`app://spieltisch/…`). */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/** The `protocol.handle(APP_SCHEME, …)` handler serving the files under root. */
export function appProtocolHandler(
  root: string,
  csp: string = electronCsp(),
): (request: ProtocolRequest) => Promise<Response> {
  const headers = securityHeaders(csp);
  // A plain answer that says only its status ("Not Found").
  const text = (status: number, extra: Record<string, string> = {}): Response =>
    new Response(STATUS_CODES[status] ?? String(status), {
      status,
      headers: { ...headers, ...extra, 'Content-Type': TEXT_PLAIN },
    });
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return text(405, { Allow: ALLOWED_METHODS });
    }
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return text(404);
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return text(404);
    const file = resolveStatic(root, url.pathname);
    if (!file) return text(404);
    const body = request.method === 'HEAD' ? null : await readFile(file);
    return new Response(body, {
      status: 200,
      headers: { ...headers, 'Content-Type': mimeTypeOf(file), 'Cache-Control': 'no-cache' },
    });
  };
}
