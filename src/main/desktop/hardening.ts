/**
 * The Electron security checklist (docs/security.md) as plain functions over the few parts of
 * Electron they touch — app, session, protocol, webContents, IPC events — described by the
 * structural interfaces below, so that unit tests drive them with fakes and src/main/index.ts
 * only wires the real objects in.
 */
import { isLoopbackAddress } from '../net/origin';
import {
  APP_INDEX_URL,
  APP_SCHEME,
  APP_SCHEME_PRIVILEGES,
  appProtocolHandler,
  isAppUrl,
} from './app-protocol';
import type { CustomSchemeLike, ProtocolRequest } from './app-protocol';

/**
 * The web preferences of every window: the secure defaults, spelled out so that no later
 * change flips one silently (checklist 2–4, 6, 8–12).
 */
export const SECURE_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  safeDialogs: true,
} as const;

// ---------------------------------------------------------------------------------------------
// Where the window loads from

export interface RendererEntry {
  /** The URL the window loads. */
  url: string;
  /** The electron-vite dev server (`electron-vite dev` only), else undefined. */
  devServerUrl?: string;
}

function isLoopbackHttpUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    const name = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
    return parsed.protocol === 'http:' && (name === 'localhost' || isLoopbackAddress(name));
  } catch {
    return false;
  }
}

/**
 * The app's own page: `app://spieltisch/index.html`, or the dev server in `electron-vite dev`.
 * A packaged app ignores ELECTRON_RENDERER_URL (the environment must not point it at a remote
 * page), and even in development only a loopback http server counts.
 */
export function rendererEntry(isPackaged: boolean, devServerUrl: string | undefined): RendererEntry {
  if (!isPackaged && devServerUrl && isLoopbackHttpUrl(devServerUrl))
    return { url: devServerUrl, devServerUrl };
  return { url: APP_INDEX_URL };
}

/** A page of the app's own origin: the `app:` protocol, or the dev server's origin in dev. */
export function isAppPageUrl(url: string, devServerUrl?: string): boolean {
  if (isAppUrl(url)) return true;
  if (!devServerUrl) return false;
  try {
    const origin = new URL(url).origin;
    return origin !== 'null' && origin === new URL(devServerUrl).origin;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Before ready: sandbox everything, make `app:` a privileged scheme

export interface AppBeforeReady {
  enableSandbox(): void;
}

export interface SchemeRegistry {
  registerSchemesAsPrivileged(schemes: CustomSchemeLike[]): void;
}

/** Must run before the app is ready (Electron refuses both afterwards). */
export function hardenBeforeReady(app: AppBeforeReady, protocol: SchemeRegistry): void {
  app.enableSandbox();
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
}

// ---------------------------------------------------------------------------------------------
// The session: no permissions, the `app:` protocol, the CSP header

export interface PermissionSession {
  setPermissionRequestHandler(
    handler:
      ((webContents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null,
  ): void;
  setPermissionCheckHandler(handler: ((webContents: unknown, permission: string) => boolean) | null): void;
}

/**
 * The table needs no camera, microphone, notifications, geolocation, clipboard, MIDI, HID,
 * fullscreen request or anything else a page may ask for: every request and check says no.
 */
export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

export interface ProtocolHandlers {
  handle(scheme: string, handler: (request: ProtocolRequest) => Promise<Response>): void;
}

interface HeadersDetails {
  responseHeaders?: Record<string, string[]>;
}

export interface WebRequestLike {
  onHeadersReceived(
    listener: (
      details: HeadersDetails,
      callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
    ) => void,
  ): void;
}

/**
 * Puts `csp` on every response the session receives, replacing any policy a server sent
 * (the dev server sends none; the `app:` handler sends the same one).
 */
export function enforceCsp(webRequest: WebRequestLike, csp: string): void {
  webRequest.onHeadersReceived((details, callback) => {
    const headers: Record<string, string[]> = {};
    for (const [name, value] of Object.entries(details.responseHeaders ?? {})) {
      if (name.toLowerCase() !== 'content-security-policy') headers[name] = value;
    }
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [csp] } });
  });
}

export interface SessionLike extends PermissionSession {
  readonly webRequest: WebRequestLike;
}

/** Once ready: permissions off, `app:` served from root, the CSP on every response. */
export function hardenSession(
  session: SessionLike,
  protocol: ProtocolHandlers,
  root: string,
  csp: string,
): void {
  denyAllPermissions(session);
  protocol.handle(APP_SCHEME, appProtocolHandler(root, csp));
  enforceCsp(session.webRequest, csp);
}

// ---------------------------------------------------------------------------------------------
// Navigation, new windows, external links, <webview>

/**
 * The only URLs the app opens in the user's browser, exactly as written (https only). The
 * table links nowhere today; a link to add goes here, never a pattern.
 */
export const EXTERNAL_URLS: readonly string[] = [];

/** Whether `url` may be handed to shell.openExternal: an exact entry of the allow-list. */
export function isAllowedExternalUrl(url: string, allowed: readonly string[] = EXTERNAL_URLS): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  return allowed.includes(url);
}

interface Preventable {
  preventDefault(): void;
}

export interface WebContentsLike {
  on(event: 'will-navigate', listener: (event: Preventable) => void): unknown;
  on(event: 'will-frame-navigate', listener: (event: Preventable) => void): unknown;
  on(event: 'will-redirect', listener: (event: Preventable) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: Preventable) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/**
 * The window never navigates (the app is one page), opens no window of its own, attaches no
 * <webview>, and hands a link to the browser only when it is on the allow-list.
 */
export function hardenWebContents(
  contents: WebContentsLike,
  openExternal: (url: string) => Promise<void>,
  allowed: readonly string[] = EXTERNAL_URLS,
): void {
  const prevent = (event: Preventable): void => event.preventDefault();
  contents.on('will-navigate', prevent);
  contents.on('will-frame-navigate', prevent);
  contents.on('will-redirect', prevent);
  contents.on('will-attach-webview', prevent);
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url, allowed)) void openExternal(url).catch(() => undefined);
    return { action: 'deny' };
  });
}

export interface AppEvents {
  on(event: 'web-contents-created', listener: (event: unknown, contents: WebContentsLike) => void): unknown;
}

/** Hardens every webContents the app ever creates (windows, and anything a page might spawn). */
export function hardenAllWebContents(app: AppEvents, openExternal: (url: string) => Promise<void>): void {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, openExternal));
}

// ---------------------------------------------------------------------------------------------
// IPC senders

/** What the guard reads of Electron's WebFrameMain. */
export interface FrameLike {
  readonly url: string;
  readonly parent: FrameLike | null;
  readonly processId: number;
  readonly frameToken: string;
}

/** What the guard reads of Electron's IpcMainEvent. */
export interface IpcSenderEvent {
  readonly senderFrame: FrameLike | null;
  readonly sender: { readonly mainFrame: FrameLike };
}

/**
 * Whether an IPC message comes from the app itself: the main (top-level) frame of its
 * webContents, showing a page of the app's origin. A subframe, a frame that navigated away or
 * is gone, or any other page is refused.
 */
export function isTrustedSender(event: IpcSenderEvent, devServerUrl?: string): boolean {
  try {
    const frame = event.senderFrame;
    // Top-level and of the app's own origin: Electron's own recommendation. (Comparing frame
    // objects with sender.mainFrame is not needed on top and could drop every message should
    // Electron hand out a new wrapper for the same frame.)
    if (!frame || frame.parent !== null) return false;
    return isAppPageUrl(frame.url, devServerUrl);
  } catch {
    // A disposed frame throws on access.
    return false;
  }
}

/** isTrustedSender that reports the first refused message (and only that one). */
export function senderGuard(
  devServerUrl: string | undefined,
  log: (message: string) => void,
): (event: IpcSenderEvent) => boolean {
  let reported = false;
  return (event) => {
    if (isTrustedSender(event, devServerUrl)) return true;
    if (!reported) {
      reported = true;
      let url = '(no frame)'; // not-words: a log line for developers
      try {
        url = event.senderFrame?.url ?? url;
      } catch {
        url = '(disposed frame)'; // not-words: a log line for developers
      }
      log(
        `Dropped an IPC message from a sender that is not the app's own page: ${url} (further ones silently)`, // not-words: a log line for developers
      );
    }
    return false;
  };
}
