/**
 * The Electron security checklist (docs/security.md), driven through fakes of the few Electron
 * objects the hardening module touches: Electron itself cannot run here.
 */
import { readFileSync } from 'node:fs';
import { msg } from '../../../../src/shared/i18n/message';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_INDEX_URL,
  APP_SCHEME,
  appProtocolHandler,
  type CustomSchemeLike,
  type ProtocolRequest,
} from '../../../../src/main/desktop/app-protocol';
import {
  EXTERNAL_URLS,
  hardenAllWebContents,
  hardenBeforeReady,
  hardenSession,
  hardenWebContents,
  isAllowedExternalUrl,
  rendererEntry,
  SECURE_WEB_PREFERENCES,
  senderGuard,
  type FrameLike,
  type WebContentsLike,
} from '../../../../src/main/desktop/hardening';
import { bridgeIpc, type IpcEvent, type IpcSender } from '../../../../src/main/desktop/ipc-bridge';
import type { ClientPort } from '../../../../src/main/host/host';
import { electronCsp } from '../../../../src/main/net/csp';
import { HOST_CHANNEL, IPC_CHANNELS } from '../../../../src/shared/bridge';
import { PROTOCOL_VERSION } from '../../../../src/shared/protocol';
import { servedRoot, tempDir } from '../../../support/temp';

const repo = join(import.meta.dirname, '../../../..');

// ---------------------------------------------------------------------------------------------
// Fakes

type Listener = (...args: never[]) => unknown;

class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => unknown)(...args);
  }
}

class FakeWebContents extends FakeEmitter {
  openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.openHandler = handler;
  }
}

function preventable() {
  return {
    prevented: false,
    preventDefault() {
      this.prevented = true;
    },
  };
}

function frame(url: string, parent: FrameLike | null = null, processId = 1, frameToken = 'main'): FrameLike {
  return { url, parent, processId, frameToken };
}

class FakeSender extends FakeEmitter implements IpcSender {
  readonly sent: unknown[] = [];
  destroyed = false;
  constructor(
    readonly id: number,
    readonly mainFrame: FrameLike,
  ) {
    super();
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  send(channel: string, message: unknown): void {
    this.sent.push([channel, message]);
  }
}

class FakeIpcMain {
  readonly listeners = new Map<string, (event: IpcEvent, message: unknown) => void>();
  on(channel: string, listener: (event: IpcEvent, message: unknown) => void): this {
    this.listeners.set(channel, listener);
    return this;
  }
  emit(channel: string, event: IpcEvent, message: unknown): void {
    this.listeners.get(channel)?.(event, message);
  }
}

class FakeHost {
  readonly connected: ClientPort[] = [];
  readonly received: unknown[] = [];
  connect(port: ClientPort): () => void {
    this.connected.push(port);
    return () => undefined;
  }
  receive(_port: ClientPort, raw: unknown): void {
    this.received.push(raw);
  }
}

function fakeSession() {
  let requestHandler:
    ((wc: unknown, permission: string, callback: (granted: boolean) => void) => void) | null = null;
  let checkHandler: ((wc: unknown, permission: string) => boolean) | null = null;
  let headersListener:
    | ((
        details: { responseHeaders?: Record<string, string[]> },
        callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
      ) => void)
    | null = null;
  return {
    setPermissionRequestHandler: (h: typeof requestHandler) => (requestHandler = h),
    setPermissionCheckHandler: (h: typeof checkHandler) => (checkHandler = h),
    webRequest: { onHeadersReceived: (l: NonNullable<typeof headersListener>) => (headersListener = l) },
    request(permission: string): Promise<boolean> {
      return new Promise((resolve) => requestHandler?.({}, permission, resolve));
    },
    check: (permission: string) => checkHandler?.({}, permission),
    headers(responseHeaders: Record<string, string[]>): Record<string, string[]> | undefined {
      let out: Record<string, string[]> | undefined;
      headersListener?.({ responseHeaders }, (response) => (out = response.responseHeaders));
      return out;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A built renderer to serve

const work = tempDir('hardening');
const root = servedRoot(work, 'renderer', { file: 'card-play.ogg', content: 'OggS' });

function get(url: string, method = 'GET'): ProtocolRequest {
  return { url, method };
}

// ---------------------------------------------------------------------------------------------

describe('window preferences (checklist 2–4, 6, 8–12)', () => {
  it('keeps every secure default explicitly', () => {
    // Spelled out here again on purpose: the test fails if the source flips one.
    const on = ['contextIsolation', 'sandbox', 'webSecurity'];
    const off =
      'nodeIntegration nodeIntegrationInWorker nodeIntegrationInSubFrames allowRunningInsecureContent experimentalFeatures webviewTag';
    const prefs: Record<string, unknown> = SECURE_WEB_PREFERENCES;
    for (const key of on) expect(prefs[key], key).toBe(true);
    for (const key of off.split(' ')) expect(prefs[key], key).toBe(false);
    expect(SECURE_WEB_PREFERENCES).not.toHaveProperty('enableBlinkFeatures');
  });

  it('sandboxes every renderer and registers app: as a standard, secure scheme before ready', () => {
    const app = { enableSandbox: vi.fn() };
    const schemes: CustomSchemeLike[] = [];
    hardenBeforeReady(app, { registerSchemesAsPrivileged: (s) => schemes.push(...s) });
    expect(app.enableSandbox).toHaveBeenCalledOnce();
    expect(schemes).toEqual([
      {
        scheme: 'app',
        privileges: expect.objectContaining({
          standard: true,
          secure: true,
          supportFetchAPI: true,
        }) as unknown,
      },
    ]);
    expect(schemes[0]?.privileges).not.toHaveProperty('bypassCSP');
  });
});

describe('permissions (checklist 5)', () => {
  it('denies every permission request and check', async () => {
    const session = fakeSession();
    hardenSession(session, { handle: () => undefined }, root, electronCsp());
    for (const permission of [
      'media',
      'notifications',
      'geolocation',
      'clipboard-read',
      'fullscreen',
      'openExternal',
    ]) {
      expect(await session.request(permission), permission).toBe(false);
      expect(session.check(permission), permission).toBe(false);
    }
  });
});

describe('CSP (checklist 7)', () => {
  it('puts the Electron policy on every response, replacing any other', () => {
    const session = fakeSession();
    hardenSession(session, { handle: () => undefined }, root, electronCsp());
    const headers = session.headers({
      'content-security-policy': ['default-src *'],
      'Content-Type': ['text/html'],
    });
    expect(headers).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': [electronCsp()] });
    expect(electronCsp()).toContain("connect-src 'self';");
  });
});

describe('the app: protocol (checklist 18)', () => {
  const handle = appProtocolHandler(root);

  it('is what hardenSession installs, and the window loads app://spieltisch/index.html', async () => {
    const handlers = new Map<string, (request: ProtocolRequest) => Promise<Response>>();
    hardenSession(
      fakeSession(),
      { handle: (scheme, handler) => handlers.set(scheme, handler) },
      root,
      electronCsp(),
    );
    expect([...handlers.keys()]).toEqual([APP_SCHEME]);
    expect((await handlers.get(APP_SCHEME)?.(get(APP_INDEX_URL)))?.status).toBe(200);
    expect(rendererEntry(true, undefined).url).toBe('app://spieltisch/index.html');
  });

  it('serves index.html with its MIME type, the CSP and the other security headers', async () => {
    const response = await handle(get('app://spieltisch/index.html'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Spieltisch</title>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(electronCsp());
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const root = await handle(get('app://spieltisch/'));
    expect(await root.text()).toContain('<title>Spieltisch</title>');
    const sound = await handle(get('app://spieltisch/assets/card-play.ogg'));
    expect(sound.headers.get('content-type')).toBe('audio/ogg');
    const head = await handle(get('app://spieltisch/index.html', 'HEAD'));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('refuses traversal, other hosts and other methods', async () => {
    for (const url of [
      'app://spieltisch/../package.json',
      'app://spieltisch/%2e%2e/package.json',
      'app://spieltisch/..%2fpackage.json',
      'app://spieltisch/..%5cpackage.json',
      'app://spieltisch/assets/..%5c..%5cpackage.json',
      'app://spieltisch/index.html%00',
      'app://spieltisch/assets',
      'app://other/index.html',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const response = await handle(get(url));
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain('secret');
      expect(response.headers.get('content-security-policy'), url).toBe(electronCsp());
    }
    const post = await handle(get('app://spieltisch/index.html', 'POST'));
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('honours the dev server only in development, and only on loopback', () => {
    expect(rendererEntry(false, 'http://localhost:5173')).toEqual({
      url: 'http://localhost:5173',
      devServerUrl: 'http://localhost:5173',
    });
    expect(rendererEntry(true, 'http://localhost:5173').url).toBe(APP_INDEX_URL);
    expect(rendererEntry(false, 'https://evil.example/').url).toBe(APP_INDEX_URL);
    expect(rendererEntry(false, 'http://192.168.1.2:5173/').url).toBe(APP_INDEX_URL);
    expect(rendererEntry(false, 'file:///tmp/index.html').url).toBe(APP_INDEX_URL);
  });
});

describe('navigation, new windows and shell.openExternal (checklist 11–15)', () => {
  it('blocks every navigation and <webview>', () => {
    const contents = new FakeWebContents();
    hardenWebContents(contents, vi.fn());
    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect', 'will-attach-webview']) {
      const e = preventable();
      contents.emit(event, e, 'https://evil.example/');
      expect(e.prevented, event).toBe(true);
    }
  });

  it('opens no window and hands only allow-listed URLs to the browser', () => {
    const openExternal = vi.fn(() => Promise.resolve());
    const contents = new FakeWebContents();
    hardenWebContents(contents, openExternal, ['https://example.org/rules']);
    for (const url of [
      'https://example.org/rules',
      'https://example.org/rules/',
      'https://example.org/rules?x=1',
      'https://evil.example/',
      'http://example.org/rules',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
    ]) {
      expect(contents.openHandler?.({ url }), url).toEqual({ action: 'deny' });
    }
    expect(openExternal.mock.calls).toEqual([['https://example.org/rules']]);
  });

  it('the fixed allow-list is exact: no pattern, no other scheme, no credentials', () => {
    expect(isAllowedExternalUrl('https://evil.example/')).toBe(false);
    for (const url of EXTERNAL_URLS) expect(isAllowedExternalUrl(url)).toBe(true);
    const list = ['https://example.org/a'];
    expect(isAllowedExternalUrl('https://example.org/a', list)).toBe(true);
    expect(isAllowedExternalUrl('https://example.org/a#x', list)).toBe(false);
    expect(isAllowedExternalUrl('https://user@example.org/a', list)).toBe(false);
    expect(isAllowedExternalUrl('https://example.org.evil.example/a', list)).toBe(false);
    expect(isAllowedExternalUrl('not a url', list)).toBe(false);
  });

  it('hardens every webContents the app creates', () => {
    const app = new FakeEmitter();
    hardenAllWebContents(app as unknown as Parameters<typeof hardenAllWebContents>[0], vi.fn());
    const contents = new FakeWebContents();
    app.emit('web-contents-created', {}, contents as WebContentsLike);
    const e = preventable();
    contents.emit('will-navigate', e);
    expect(e.prevented).toBe(true);
    expect(contents.openHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });
});

describe('IPC senders (checklist 17)', () => {
  function setup(devServerUrl?: string) {
    const ipcMain = new FakeIpcMain();
    const host = new FakeHost();
    const log = vi.fn();
    bridgeIpc(ipcMain, host, senderGuard(devServerUrl, log));
    return { ipcMain, host, log };
  }

  function eventFrom(sender: FakeSender, senderFrame: FrameLike | null = sender.mainFrame): IpcEvent {
    return { sender, senderFrame };
  }

  const hello = { type: 'hello', version: PROTOCOL_VERSION };

  it('passes messages of the app main frame on to the host and answers on HOST_CHANNEL', () => {
    const { ipcMain, host, log } = setup();
    const sender = new FakeSender(1, frame('app://spieltisch/index.html'));
    ipcMain.emit(IPC_CHANNELS.hello, eventFrom(sender), hello);
    expect(host.received).toEqual([hello]);
    host.connected[0]?.send({ type: 'error', message: msg('host.conn.notJson') });
    expect(sender.sent).toEqual([[HOST_CHANNEL, { type: 'error', message: { key: 'host.conn.notJson' } }]]);
    // A message on the wrong channel reaches the host as such (it refuses it).
    ipcMain.emit(IPC_CHANNELS.act, eventFrom(sender), hello);
    expect(host.received.at(-1)).toEqual({ type: 'invalid-channel-payload' });
    expect(log).not.toHaveBeenCalled();
  });

  it('drops messages from any other sender before the host sees them, and logs once', () => {
    const { ipcMain, host, log } = setup();
    const app = frame('app://spieltisch/index.html');
    const foreign: IpcEvent[] = [
      eventFrom(new FakeSender(2, frame('https://evil.example/'))),
      eventFrom(new FakeSender(3, frame('file:///home/user/evil.html'))),
      eventFrom(new FakeSender(4, frame('app://evil/index.html'))),
      eventFrom(new FakeSender(5, frame('http://localhost:5173/'))),
      // A subframe of the app page, even one showing an app: URL.
      eventFrom(new FakeSender(6, app), frame('app://spieltisch/index.html', app, 1, 'child')),
      eventFrom(new FakeSender(7, app), frame('https://evil.example/', app, 1, 'child')),
      // A frame that is gone.
      eventFrom(new FakeSender(9, app), null),
      {
        sender: new FakeSender(10, app),
        get senderFrame(): FrameLike {
          throw new Error('Render frame was disposed before WebFrameMain could be accessed');
        },
      },
    ];
    for (const event of foreign) {
      for (const channel of Object.values(IPC_CHANNELS)) ipcMain.emit(channel, event, hello);
    }
    expect(host.received).toEqual([]);
    expect(host.connected).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toContain('https://evil.example/');
  });

  it('accepts the dev server origin in development only', () => {
    const dev = setup('http://localhost:5173');
    dev.ipcMain.emit(
      IPC_CHANNELS.hello,
      eventFrom(new FakeSender(1, frame('http://localhost:5173/'))),
      hello,
    );
    dev.ipcMain.emit(
      IPC_CHANNELS.hello,
      eventFrom(new FakeSender(2, frame('http://localhost:5174/'))),
      hello,
    );
    dev.ipcMain.emit(
      IPC_CHANNELS.hello,
      eventFrom(new FakeSender(3, frame('http://127.0.0.1:5173/'))),
      hello,
    );
    expect(dev.host.received).toEqual([hello]);
  });

  it('connects one port per window and disconnects it when the window is destroyed', () => {
    const ipcMain = new FakeIpcMain();
    const disconnect = vi.fn();
    const host = { connect: vi.fn(() => disconnect), receive: vi.fn() };
    bridgeIpc(ipcMain, host, senderGuard(undefined, vi.fn()));
    const sender = new FakeSender(1, frame('app://spieltisch/index.html'));
    ipcMain.emit(IPC_CHANNELS.hello, eventFrom(sender), hello);
    ipcMain.emit(IPC_CHANNELS.getSettings, eventFrom(sender), { type: 'getSettings' });
    expect(host.connect).toHaveBeenCalledOnce();
    sender.emit('destroyed');
    expect(disconnect).toHaveBeenCalledOnce();
  });
});

describe('fuses (checklist 19)', () => {
  /** The `electronFuses:` block of electron-builder.yml: `key: true|false` lines under it. */
  function fusesOf(yml: string): Record<string, boolean> {
    const lines = yml.split(/\r?\n/);
    const start = lines.findIndex((line) => /^electronFuses:\s*(#.*)?$/.test(line));
    expect(start, 'electronFuses: block').toBeGreaterThanOrEqual(0);
    const fuses: Record<string, boolean> = {};
    for (const line of lines.slice(start + 1)) {
      if (/^\s*(#.*)?$/.test(line)) continue;
      const match = /^\s+([A-Za-z]+):\s*(true|false)\s*(#.*)?$/.exec(line);
      if (!match) break;
      fuses[match[1] as string] = match[2] === 'true';
    }
    return fuses;
  }

  it('electron-builder.yml sets every fuse of the checklist', () => {
    const yml = readFileSync(join(repo, 'electron-builder.yml'), 'utf8');
    const fuses = fusesOf(yml);
    expect(fuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
    // onlyLoadAppFromAsar and the integrity check need the app in an ASAR archive.
    expect(yml).toMatch(/^asar: true$/m);
    // The names are electron-builder's own (its JSON schema would reject others).
    const scheme = JSON.parse(
      readFileSync(join(repo, 'node_modules/app-builder-lib/scheme.json'), 'utf8'),
    ) as {
      definitions: { FuseOptionsV1: { properties: Record<string, unknown> } };
    };
    for (const name of Object.keys(fuses))
      expect(scheme.definitions.FuseOptionsV1.properties, name).toHaveProperty(name);
  });
});
