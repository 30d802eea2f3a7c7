/**
 * The sandboxed preload: a narrow, typed bridge — one method per client message and one
 * subscription for host messages; nothing generic is exposed (no raw ipcRenderer).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { HOST_CHANNEL, IPC_CHANNELS, type SpieltischBridge } from '../shared/bridge';
import type { HostMessage } from '../shared/protocol';

const bridge: SpieltischBridge = {
  platform: process.platform,
  hello: (message) => ipcRenderer.send(IPC_CHANNELS.hello, message),
  newTable: (message) => ipcRenderer.send(IPC_CHANNELS.newTable, message),
  act: (message) => ipcRenderer.send(IPC_CHANNELS.act, message),
  leaveTable: (message) => ipcRenderer.send(IPC_CHANNELS.leaveTable, message),
  getSettings: (message) => ipcRenderer.send(IPC_CHANNELS.getSettings, message),
  setSettings: (message) => ipcRenderer.send(IPC_CHANNELS.setSettings, message),
  hint: (message) => ipcRenderer.send(IPC_CHANNELS.hint, message),
  undo: (message) => ipcRenderer.send(IPC_CHANNELS.undo, message),
  getStatistics: (message) => ipcRenderer.send(IPC_CHANNELS.getStatistics, message),
  resetStatistics: (message) => ipcRenderer.send(IPC_CHANNELS.resetStatistics, message),
  listSaves: (message) => ipcRenderer.send(IPC_CHANNELS.listSaves, message),
  resumeSave: (message) => ipcRenderer.send(IPC_CHANNELS.resumeSave, message),
  deleteSave: (message) => ipcRenderer.send(IPC_CHANNELS.deleteSave, message),
  onMessage(listener) {
    const handler = (_event: IpcRendererEvent, message: HostMessage): void => listener(message);
    ipcRenderer.on(HOST_CHANNEL, handler);
    return () => ipcRenderer.removeListener(HOST_CHANNEL, handler);
  },
};

contextBridge.exposeInMainWorld('spieltisch', bridge);
