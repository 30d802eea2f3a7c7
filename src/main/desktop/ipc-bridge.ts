/**
 * The Electron window's connection to the host: one IPC channel per client message type in,
 * HOST_CHANNEL out, one ClientPort per webContents. Every message first passes the sender guard
 * (hardening.ts): one from anything but the app's own page never reaches the host.
 */
import { HOST_CHANNEL, IPC_CHANNELS } from '../../shared/bridge';
import type { HostMessage } from '../../shared/protocol';
import type { ClientPort, ClientRole } from '../host/host';
import type { FrameLike, IpcSenderEvent } from './hardening';

/** What the bridge uses of Electron's WebContents (the event's sender). */
export interface IpcSender {
  readonly id: number;
  readonly mainFrame: FrameLike;
  isDestroyed(): boolean;
  send(channel: string, message: HostMessage): void;
  once(event: 'destroyed', listener: () => void): unknown;
}

export interface IpcEvent extends IpcSenderEvent {
  readonly sender: IpcSender;
}

export interface IpcMainLike {
  on(channel: string, listener: (event: IpcEvent, message: unknown) => void): unknown;
}

/** The Host as the bridge sees it. */
export interface HostLike {
  connect(port: ClientPort, role: ClientRole): () => void;
  receive(port: ClientPort, raw: unknown): void;
}

export function bridgeIpc(ipcMain: IpcMainLike, host: HostLike, accept: (event: IpcEvent) => boolean): void {
  const ports = new Map<number, ClientPort>();

  const portFor = (sender: IpcSender): ClientPort => {
    const known = ports.get(sender.id);
    if (known) return known;
    const port: ClientPort = {
      send(message) {
        if (!sender.isDestroyed()) sender.send(HOST_CHANNEL, message);
      },
    };
    // Only the app's own page gets here (the sender guard): it is the host's own client.
    const disconnect = host.connect(port, 'owner');
    ports.set(sender.id, port);
    sender.once('destroyed', () => {
      disconnect();
      ports.delete(sender.id);
    });
    return port;
  };

  for (const [type, channel] of Object.entries(IPC_CHANNELS)) {
    ipcMain.on(channel, (event, message) => {
      if (!accept(event)) return;
      // The host validates every message with the protocol schema; the channel must match its type.
      const typed =
        typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
      host.receive(portFor(event.sender), typed ? message : { type: 'invalid-channel-payload' });
    });
  }
}
