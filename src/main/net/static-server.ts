/**
 * Serves the built renderer (out/renderer) over HTTP so that a plain browser can open the
 * table: the headless host uses it locally and LAN guests reach it. Read-only, no directory
 * listings, no paths outside the root. Every response — a file, 404, 405, 421, or the 431 Node
 * sends for oversized headers — carries the security headers of csp.ts. With an OriginPolicy,
 * a request addressed to any name but the host's own (DNS rebinding) gets 421 and nothing else.
 */
import { createReadStream, existsSync, realpathSync, statSync } from 'node:fs';
import {
  createServer,
  STATUS_CODES,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { browserCsp, isTrustworthyHost, securityHeaders } from './csp';
import type { OriginPolicy } from './origin';

/** The methods a static server answers (the `Allow` header of a 405). */
export const ALLOWED_METHODS = ['GET', 'HEAD'].join(', ');

/** Plain text in UTF-8, for bodies that say only the status. */
export const TEXT_PLAIN = 'text/plain; charset=utf-8'; // not-words: a MIME type

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', // not-words: a MIME type
  '.js': 'text/javascript; charset=utf-8', // not-words: a MIME type
  '.css': 'text/css; charset=utf-8', // not-words: a MIME type
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ico': 'image/x-icon',
};

/** The Content-Type of a served file (by extension; unknown ones as opaque bytes). */
export function mimeTypeOf(file: string): string {
  return MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function inside(base: string, file: string): boolean {
  return file === base || file.startsWith(base + sep);
}

/**
 * Maps a URL path to a file under root, or null when it would escape root (also through a
 * symbolic link), is not a regular file, or cannot be decoded.
 */
export function resolveStatic(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = normalize(decoded === '/' ? '/index.html' : decoded).replace(/^([/\\])+/, '');
  const base = resolve(root);
  const file = resolve(join(base, relative));
  if (!inside(base, file)) return null;
  if (!existsSync(file) || !statSync(file).isFile()) return null;
  if (!inside(realpathSync(base), realpathSync(file))) return null;
  return file;
}

/** A plain answer that says only its status ("Not Found"): a browser shows it, nobody reads it twice. */
function sendStatus(res: ServerResponse, status: number, headers: OutgoingHttpHeaders): void {
  res
    .writeHead(status, { ...headers, 'Content-Type': TEXT_PLAIN })
    .end(`${STATUS_CODES[status] ?? status}\n`);
}

/**
 * Node answers a request it cannot parse (431 for headers beyond its 16 KiB limit, 400, 408,
 * 413) on the raw socket; this does the same, with the security headers. Like Node's default it
 * only writes when no response is under way on that connection.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  const busy = (socket as { _httpMessage?: unknown })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || busy) {
    socket.destroy();
    return;
  }
  const status =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : err.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
        ? 413
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
  const body = `${(STATUS_CODES[status] ?? 'error').toLowerCase()}\n`;
  const headers: Record<string, string> = {
    ...securityHeaders(browserCsp()),
    'Content-Type': TEXT_PLAIN,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${body}`);
}

export function createStaticServer(root: string, policy?: OriginPolicy): Server {
  const server = createServer((req, res) => {
    const host = req.headers.host;
    if (policy && !policy.allowsHost(host)) {
      // DNS rebinding: a page under a foreign name that resolves to this machine.
      sendStatus(res, 421, securityHeaders(browserCsp()));
      return;
    }
    const headers = securityHeaders(browserCsp(host), isTrustworthyHost(host));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendStatus(res, 405, { ...headers, Allow: ALLOWED_METHODS });
      return;
    }
    const file = resolveStatic(root, req.url ?? '/');
    if (!file && (req.url ?? '').split('?')[0] === '/favicon.ico') {
      // Browsers ask for it on every page; the build has none: "no icon" rather than a 404.
      res.writeHead(204, { ...headers, 'Cache-Control': 'max-age=86400' }).end();
      return;
    }
    if (!file) {
      sendStatus(res, 404, headers);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Type': mimeTypeOf(file), 'Cache-Control': 'no-cache' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  server.on('clientError', answerClientError);
  return server;
}
