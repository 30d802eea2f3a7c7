/**
 * The sandboxed preload: a narrow, typed bridge — one method per client message (each on its
 * own channel), one subscription for host messages and the two record file dialogs; nothing
 * generic is exposed (no raw ipcRenderer).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { FILE_CHANNELS, HOST_CHANNEL, IPC_CHANNELS, type SpieltischBridge } from '../shared/bridge';
import type { HostMessage } from '../shared/protocol';

const senders = Object.fromEntries(
  Object.entries(IPC_CHANNELS).map(([type, channel]) => [
    type,
    (message: unknown) => ipcRenderer.send(channel, message),
  ]),
) as Omit<
  SpieltischBridge,
  'platform' | 'onMessage' | 'saveRecordFile' | 'openRecordFile' | 'openGuestWindow'
>;

const bridge: SpieltischBridge = {
  ...senders,
  platform: process.platform,
  onMessage(listener) {
    const handler = (_event: IpcRendererEvent, message: HostMessage): void => listener(message);
    ipcRenderer.on(HOST_CHANNEL, handler);
    return () => ipcRenderer.removeListener(HOST_CHANNEL, handler);
  },
  saveRecordFile: (name, text) =>
    ipcRenderer.invoke(FILE_CHANNELS.saveRecord, name, text) as Promise<boolean>,
  openRecordFile: () =>
    ipcRenderer.invoke(FILE_CHANNELS.openRecord) as ReturnType<SpieltischBridge['openRecordFile']>,
  openGuestWindow: (url) => ipcRenderer.invoke(FILE_CHANNELS.guestWindow, url) as Promise<boolean>,
};

contextBridge.exposeInMainWorld('spieltisch', bridge);
