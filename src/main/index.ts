/**
 * Electron entry — the only main-process file that imports electron, and only wiring: the
 * security checklist lives in desktop/hardening.ts (docs/security.md), the IPC bridge to the
 * host in desktop/ipc-bridge.ts. It opens the window (size and position remembered) on
 * `app://spieltisch/` (the dev server in `electron-vite dev`), sets the menu, keeps settings in
 * electron-store, and connects the window to the same Host the headless server uses.
 */
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session, shell } from 'electron';
import Store from 'electron-store';
import { join } from 'node:path';
import { readSettings, type Settings } from '../shared/settings';
import { readStatistics, type Statistics } from '../shared/statistics';
import { SearchPool, workerBotRunner } from './workers/search-pool';
import { ParPool } from './workers/par-pool';
import { AnalysisPool } from './workers/analysis-pool';
import {
  denyAllPermissions,
  hardenAllWebContents,
  hardenBeforeReady,
  hardenSession,
  rendererEntry,
  SECURE_WEB_PREFERENCES,
  senderGuard,
} from './desktop/hardening';
import { bridgeIpc } from './desktop/ipc-bridge';
import { registerRecordDialogs } from './desktop/record-dialogs';
import { GUEST_PARTITION, registerGuestWindows } from './desktop/guest-window';
import { Host } from './host/host';
import { FileSaveStore } from './host/persistence/save-store';
import type { SettingsStore } from './host/settings/settings-store';
import type { StatisticsStore } from './host/statistics/statistics-store';
import { electronCsp } from './net/csp';
import { announceTable, browseTables, lanServer } from './net/lan-server';

interface Bounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized?: boolean;
}

const store = new Store<{ settings: Settings; window: Bounds; statistics: Statistics }>({
  name: 'spieltisch',
});

const settingsStore: SettingsStore = {
  load: () => readSettings(store.get('settings')),
  save: (settings) => store.set('settings', settings),
};

// The players' statistics under their own key (electron-store writes atomically).
const statisticsStore: StatisticsStore = {
  load: () => readStatistics(store.get('statistics')),
  save: (statistics) => store.set('statistics', statistics),
};

// Searching bots think in worker threads, so the main process never blocks.
const pool = new SearchPool();
// Every table is saved after every step into userData/saves (see host/persistence/saves.ts).
const saves = new FileSaveStore(join(app.getPath('userData'), 'saves'));
const lan = lanServer({ root: join(import.meta.dirname, '../renderer'), announce: announceTable });
const host = new Host({
  settings: settingsStore,
  statistics: statisticsStore,
  botRunner: workerBotRunner(pool),
  // Each finished round against bots is played again for par in a thread of its own, and the
  // live coach weighs the person's decisions in another.
  par: new ParPool(),
  coach: new AnalysisPool(1),
  saves,
  // LAN tables: while one is open the built renderer and the protocol are served on the
  // network (guests join from a browser or another Spieltisch), and the table is announced.
  lan,
  browse: browseTables,
});
lan.serve(host);
const entry = rendererEntry(app.isPackaged, process.env.ELECTRON_RENDERER_URL);

hardenBeforeReady(app, protocol);
hardenAllWebContents(app, (url) => shell.openExternal(url));
const fromApp = senderGuard(entry.devServerUrl, (message) => console.warn(message));
bridgeIpc(ipcMain, host, fromApp);
// Record files: the system's Save and Open dialogs, attached to the asking window.
registerRecordDialogs(
  ipcMain,
  {
    showSaveDialog: (options) => {
      const window = BrowserWindow.getFocusedWindow();
      return window ? dialog.showSaveDialog(window, options) : dialog.showSaveDialog(options);
    },
    showOpenDialog: (options) => {
      const window = BrowserWindow.getFocusedWindow();
      return window ? dialog.showOpenDialog(window, options) : dialog.showOpenDialog(options);
    },
  },
  fromApp,
  undefined,
  () => readSettings(store.get('settings')).language,
);
// Another host's LAN table opens in a guest window: no preload, its own partition.
registerGuestWindows(ipcMain, fromApp, (url) => {
  denyAllPermissions(session.fromPartition(GUEST_PARTITION));
  const guest = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 640,
    backgroundColor: '#17302a',
    title: 'Spieltisch — LAN',
    webPreferences: { ...SECURE_WEB_PREFERENCES, partition: GUEST_PARTITION },
  });
  void guest.loadURL(url);
});

function createWindow(): void {
  const saved = store.get('window', { width: 1280, height: 800 });
  const window = new BrowserWindow({
    ...saved,
    minWidth: 1024,
    minHeight: 640,
    backgroundColor: '#17302a',
    title: 'Spieltisch',
    show: false,
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload: join(import.meta.dirname, '../preload/index.cjs') },
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

  void window.loadURL(entry.url);
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
  hardenSession(
    session.defaultSession,
    protocol,
    join(import.meta.dirname, '../renderer'),
    electronCsp(entry.devServerUrl),
  );
  buildMenu();
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  host.close();
  if (process.platform !== 'darwin') {
    void pool.close();
    // The last steps taken are written before the app ends.
    void host.flushSaves().finally(() => app.quit());
  }
});
