/**
 * Electron entry — the only main-process file that imports electron. It opens the window
 * (size and position remembered), sets the menu and a strict Content-Security-Policy, blocks
 * navigation and new windows, keeps settings in electron-store, and wires each IPC channel to
 * the same Host the headless server uses. Everything else runs in plain Node.
 */
import { app, BrowserWindow, ipcMain, Menu, session, shell, type IpcMainEvent } from 'electron';
import Store from 'electron-store';
import { join } from 'node:path';
import { HOST_CHANNEL, IPC_CHANNELS } from '../shared/bridge';
import type { HostMessage } from '../shared/protocol';
import { readSettings, type Settings } from '../shared/settings';
import { SearchPool, workerBotRunner } from './ai/workers/pool';
import { Host, type ClientPort } from './host/host';
import { FileSaveStore } from './host/save-store';
import type { SettingsStore } from './host/settings-store';
import { CONTENT_SECURITY_POLICY } from './net/static-server';

interface Bounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized?: boolean;
}

const store = new Store<{ settings: Settings; window: Bounds }>({ name: 'spieltisch' });

const settingsStore: SettingsStore = {
  load: () => readSettings(store.get('settings')),
  save: (settings) => store.set('settings', settings),
};

// Searching bots think in worker threads, so the main process never blocks.
const pool = new SearchPool();
// Every table is saved after every step into userData/saves (see host/saves.ts).
const saves = new FileSaveStore(join(app.getPath('userData'), 'saves'));
const host = new Host({ settings: settingsStore, botRunner: workerBotRunner(pool), saves });
const ports = new Map<number, { port: ClientPort; disconnect: () => void }>();

function portFor(event: IpcMainEvent): ClientPort {
  const id = event.sender.id;
  let entry = ports.get(id);
  if (!entry) {
    const sender = event.sender;
    const port: ClientPort = {
      send(message: HostMessage) {
        if (!sender.isDestroyed()) sender.send(HOST_CHANNEL, message);
      },
    };
    const disconnect = host.connect(port, 'owner');
    entry = { port, disconnect };
    ports.set(id, entry);
    sender.once('destroyed', () => {
      entry?.disconnect();
      ports.delete(id);
    });
  }
  return entry.port;
}

function wireIpc(): void {
  for (const [type, channel] of Object.entries(IPC_CHANNELS)) {
    ipcMain.on(channel, (event, message: unknown) => {
      // The host validates every message with the protocol schema; the channel must match its type.
      const typed =
        typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
      host.receive(portFor(event), typed ? message : { type: 'invalid-channel-payload' });
    });
  }
}

function createWindow(): void {
  const saved = store.get('window', { width: 1280, height: 800 });
  const window = new BrowserWindow({
    ...saved,
    minWidth: 1024,
    minHeight: 640,
    backgroundColor: '#17302a',
    title: 'Spieltisch',
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
    },
  });
  if (saved.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  const remember = (): void => {
    if (window.isDestroyed()) return;
    store.set('window', { ...window.getNormalBounds(), maximized: window.isMaximized() });
  };
  window.on('resized', remember);
  window.on('moved', remember);
  window.on('close', remember);

  window.webContents.on('will-navigate', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  if (process.env.ELECTRON_RENDERER_URL) void window.loadURL(process.env.ELECTRON_RENDERER_URL);
  else void window.loadFile(join(import.meta.dirname, '../renderer/index.html'));
}

function buildMenu(): void {
  const isMac = process.platform === 'darwin';
  Menu.setApplicationMenu(
    Menu.buildFromTemplate([
      ...(isMac ? [{ role: 'appMenu' as const }] : []),
      { role: 'fileMenu' },
      { role: 'viewMenu' },
      { role: 'windowMenu' },
    ]),
  );
}

void app.whenReady().then(() => {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
  buildMenu();
  wireIpc();
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

app.on('window-all-closed', () => {
  host.close();
  if (process.platform !== 'darwin') {
    void pool.close();
    // The last steps taken are written before the app ends.
    void host.flushSaves().finally(() => app.quit());
  }
});
