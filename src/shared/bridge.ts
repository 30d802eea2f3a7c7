/**
 * The Electron preload bridge (`window.spieltisch`): one method per client message and one
 * subscription for host messages. The renderer uses it through its IPC connection; in a plain
 * browser it is absent and the renderer uses WebSocket instead.
 */
import type { Message } from './i18n/message';
import type { ClientMessage, HostMessage } from './protocol';

export type MessageOf<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;

/** A record file picked in the app's Open dialog, or why it could not be read. */
export type OpenedRecordFile = { name: string; text: string } | { error: Message } | null;

/**
 * One method per client message (sent on that message type's channel, checked by the host like
 * every message), one subscription for host messages, and the two file dialogs of records.
 */
export type SpieltischBridge = { [T in ClientMessage['type']]: (message: MessageOf<T>) => void } & {
  readonly platform: string;
  /** Subscribes to host messages; returns the unsubscribe function. */
  onMessage(listener: (message: HostMessage) => void): () => void;
  /** Asks where to save a record file and writes it: true once written, false when cancelled. */
  saveRecordFile(name: string, text: string): Promise<boolean>;
  /** Asks for a record file to open and reads it (null: cancelled). */
  openRecordFile(): Promise<OpenedRecordFile>;
  /** Opens another host's LAN table in a guest window (true: opened; false: not a LAN address). */
  openGuestWindow(url: string): Promise<boolean>;
};

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
  listHistory: 'spieltisch:listHistory',
  deleteHistory: 'spieltisch:deleteHistory',
  openReplay: 'spieltisch:openReplay',
  replayFrame: 'spieltisch:replayFrame',
  closeReplay: 'spieltisch:closeReplay',
  analyse: 'spieltisch:analyse',
  stopAnalysis: 'spieltisch:stopAnalysis',
  exportRecord: 'spieltisch:exportRecord',
  hostLan: 'spieltisch:hostLan',
  closeLan: 'spieltisch:closeLan',
  join: 'spieltisch:join',
  takeSeat: 'spieltisch:takeSeat',
  leaveSeat: 'spieltisch:leaveSeat',
  ready: 'spieltisch:ready',
  lanSeat: 'spieltisch:lanSeat',
  moveMember: 'spieltisch:moveMember',
  kick: 'spieltisch:kick',
  startLan: 'spieltisch:startLan',
  lanCode: 'spieltisch:lanCode',
  browseLan: 'spieltisch:browseLan',
  newLesson: 'spieltisch:newLesson',
  lessonNext: 'spieltisch:lessonNext',
  summarySeen: 'spieltisch:summarySeen',
  watchTable: 'spieltisch:watchTable',
  openChallenge: 'spieltisch:openChallenge',
  joinChallenge: 'spieltisch:joinChallenge',
  challengeDeal: 'spieltisch:challengeDeal',
  endChallenge: 'spieltisch:endChallenge',
  exportChallenge: 'spieltisch:exportChallenge',
  listChallenges: 'spieltisch:listChallenges',
} as const satisfies Record<ClientMessage['type'], string>;

export const HOST_CHANNEL = 'spieltisch:host';
/** invoke() channels of the record file dialogs. */
export const FILE_CHANNELS = {
  saveRecord: 'spieltisch:saveRecordFile',
  openRecord: 'spieltisch:openRecordFile',
  guestWindow: 'spieltisch:openGuestWindow',
} as const;
