/**
 * The Electron preload bridge (`window.spieltisch`): one method per client message and one
 * subscription for host messages. The renderer uses it through its IPC connection; in a plain
 * browser it is absent and the renderer uses WebSocket instead.
 */
import type { ClientMessage, HostMessage } from './protocol';

export type MessageOf<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;

export interface SpieltischBridge {
  readonly platform: string;
  hello(message: MessageOf<'hello'>): void;
  newTable(message: MessageOf<'newTable'>): void;
  act(message: MessageOf<'act'>): void;
  leaveTable(message: MessageOf<'leaveTable'>): void;
  getSettings(message: MessageOf<'getSettings'>): void;
  setSettings(message: MessageOf<'setSettings'>): void;
  /** Asks for a hint (optional until the preload sends it). */
  hint?(message: MessageOf<'hint'>): void;
  getStatistics(message: MessageOf<'getStatistics'>): void;
  resetStatistics(message: MessageOf<'resetStatistics'>): void;
  listSaves(message: MessageOf<'listSaves'>): void;
  resumeSave(message: MessageOf<'resumeSave'>): void;
  deleteSave(message: MessageOf<'deleteSave'>): void;
  /** Takes back the last own move. */
  undo(message: MessageOf<'undo'>): void;
  /** Subscribes to host messages; returns the unsubscribe function. */
  onMessage(listener: (message: HostMessage) => void): () => void;
}

/** IPC channel names, one per client message type, plus the host → renderer channel. */
export const IPC_CHANNELS = {
  hello: 'spieltisch:hello',
  newTable: 'spieltisch:newTable',
  act: 'spieltisch:act',
  leaveTable: 'spieltisch:leaveTable',
  getSettings: 'spieltisch:getSettings',
  setSettings: 'spieltisch:setSettings',
  hint: 'spieltisch:hint',
  undo: 'spieltisch:undo',
  getStatistics: 'spieltisch:getStatistics',
  resetStatistics: 'spieltisch:resetStatistics',
  listSaves: 'spieltisch:listSaves',
  resumeSave: 'spieltisch:resumeSave',
  deleteSave: 'spieltisch:deleteSave',
} as const satisfies Record<ClientMessage['type'], string>;

export const HOST_CHANNEL = 'spieltisch:host';
