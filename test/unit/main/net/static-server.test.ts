import { symlinkSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserCsp, contentSecurityPolicy, electronCsp } from '../../../../src/main/net/csp';
import { OriginPolicy } from '../../../../src/main/net/origin';
import { createStaticServer, resolveStatic } from '../../../../src/main/net/static-server';
import { servedRoot, tempDir } from '../../../support/temp';

// work/package.json is the secret next to the served root work/site.
const work = tempDir('static');
const root = servedRoot(work, 'site', { file: 'main.js', content: 'console.log(1);' });
symlinkSync(join(work, 'package.json'), join(root, 'link.json'));

const running: Server[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
  }
});

async function serve(policy?: OriginPolicy): Promise<number> {
  const server = createStaticServer(root, policy);
  running.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  policy?.listen(port);
  return port;
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function fetchRaw(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function expectSecurityHeaders(reply: Reply): void {
  expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
  expect(reply.headers['x-frame-options']).toBe('DENY');
  expect(reply.headers['referrer-policy']).toBe('no-referrer');
  expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
}

describe('static server', () => {
  it('serves files with the security headers and a connect-src of exactly its own WebSocket', async () => {
    const policy = new OriginPolicy();
    const port = await serve(policy);
    const index = await fetchRaw(port, '/');
    expect(index.status).toBe(200);
    expect(index.body).toContain('<title>Spieltisch</title>');
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(index);
    expect(index.headers['content-security-policy']).toContain(`connect-src 'self' ws://127.0.0.1:${port};`);
    expect(index.headers['content-security-policy']).not.toMatch(/ws: |wss:/);

    const script = await fetchRaw(port, '/assets/main.js?v=1');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expectSecurityHeaders(script);

    const head = await fetchRaw(port, '/index.html', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expectSecurityHeaders(head);

    const byName = await fetchRaw(port, '/', { headers: { host: `localhost:${port}` } });
    expect(byName.status).toBe(200);
    expect(byName.headers['content-security-policy']).toContain(`connect-src 'self' ws://localhost:${port};`);
  });

  it('sends COOP only where a browser heeds it (loopback), and answers /favicon.ico without a 404', async () => {
    const policy = new OriginPolicy();
    policy.addName('192.168.1.20');
    const port = await serve(policy);
    // A plain-http LAN origin is not potentially trustworthy: COOP would only be ignored, noisily.
    const lan = await fetchRaw(port, '/', { headers: { host: `192.168.1.20:${port}` } });
    expect(lan.status).toBe(200);
    expect(lan.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(lan.headers['x-frame-options']).toBe('DENY');
    expect((await fetchRaw(port, '/')).headers['cross-origin-opener-policy']).toBe('same-origin');
    const icon = await fetchRaw(port, '/favicon.ico');
    expect(icon.status).toBe(204);
    expect(icon.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 421 with a reason and no content to a Host that is not its own (DNS rebinding)', async () => {
    const policy = new OriginPolicy();
    const port = await serve(policy);
    for (const host of [
      `evil.example:${port}`,
      'evil.example',
      `127.0.0.1:${port + 1}`,
      `127.0.0.1.evil.example:${port}`,
    ]) {
      const reply = await fetchRaw(port, '/', { headers: { host } });
      expect(reply.status, host).toBe(421);
      expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(reply.body).toMatch(/misdirected/i);
      expect(reply.body).not.toContain('Spieltisch');
      expectSecurityHeaders(reply);
      expect(reply.headers['content-security-policy']).not.toContain('evil');
    }
    // A LAN name the host announced is its own.
    policy.addName('192.168.1.20');
    expect((await fetchRaw(port, '/', { headers: { host: `192.168.1.20:${port}` } })).status).toBe(200);
    // Even a POST under a foreign name learns nothing but 421.
    expect((await fetchRaw(port, '/', { method: 'POST', headers: { host: 'evil.example' } })).status).toBe(
      421,
    );
  });

  it('without a policy answers any Host but never writes a malformed one into the CSP', async () => {
    const port = await serve();
    const reply = await fetchRaw(port, '/', { headers: { host: "x; script-src 'unsafe-inline'" } });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-security-policy']).toBe(browserCsp());
  });

  it('never serves a file outside the root: traversal gets 404 with the headers', async () => {
    const port = await serve(new OriginPolicy());
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/%2E%2E/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/..%5cpackage.json',
      '/%2e%2e%5cpackage.json',
      '/assets/..%5c..%5cpackage.json',
      '/%5c..%5cpackage.json',
      '/index.html%00',
      '/index.html%00.js',
      '/%00',
      '/%',
      '/assets',
      '/assets/',
      '/link.json',
    ]) {
      const reply = await fetchRaw(port, path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).not.toContain('secret');
      expectSecurityHeaders(reply);
    }
    expect(resolveStatic(root, '/../package.json')).toBeNull();
    expect(resolveStatic(root, '/index.html')).toBe(join(root, 'index.html'));
  });

  it('answers 405 with Allow to other methods', async () => {
    const port = await serve(new OriginPolicy());
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const reply = await fetchRaw(port, '/index.html', { method });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow).toBe('GET, HEAD');
      expectSecurityHeaders(reply);
    }
  });

  it('answers 431 with the headers to a request with 20 KB of headers', async () => {
    const port = await serve(new OriginPolicy());
    const reply = await fetchRaw(port, '/', { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(reply.status).toBe(431);
    expect(reply.body).not.toContain('Spieltisch');
    expectSecurityHeaders(reply);
    // The server keeps serving.
    expect((await fetchRaw(port, '/')).status).toBe(200);
  });
});

describe('content security policies', () => {
  it('lets the Electron window connect to nothing but itself (and the dev server in dev)', () => {
    expect(electronCsp()).toContain("connect-src 'self';");
    expect(electronCsp()).not.toMatch(/ws:|wss:/);
    expect(electronCsp('http://localhost:5173/')).toContain("connect-src 'self' ws://localhost:5173;");
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy()).toContain("object-src 'none'");
  });

  it('gives a browser exactly the WebSocket of the host that served it', () => {
    expect(browserCsp('127.0.0.1:8080')).toContain("connect-src 'self' ws://127.0.0.1:8080;");
    expect(browserCsp('[::1]:8080')).toContain("connect-src 'self' ws://[::1]:8080;");
    expect(browserCsp('Spieltisch.local:80')).toContain("connect-src 'self' ws://spieltisch.local:80;");
    for (const bad of [undefined, '', 'a b', 'a;b', 'x:1; script-src *', 'a/b', 'a:1:2']) {
      expect(browserCsp(bad), String(bad)).toContain("connect-src 'self';");
    }
  });
});
