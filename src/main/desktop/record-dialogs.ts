/**
 * The app's Save and Open dialogs for record files (the browser uses a download and a file
 * picker instead). Only the app's own page may ask (the same sender guard as every IPC
 * message); the renderer never names a path: the person picks it in the system's dialog. An
 * opened file is read here, up to MAX_RECORD_BYTES, and its text goes to the host like a
 * browser's file, where it is checked like any record.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { FILE_CHANNELS, type OpenedRecordFile } from '../../shared/bridge';
import { text as wording } from '../../shared/i18n/format';
import { msg } from '../../shared/i18n/message';
import type { Language } from '../../shared/settings';
import { MAX_RECORD_BYTES } from '../host/replays/replays';
import type { IpcSenderEvent } from './hardening';

/** What the module uses of Electron's dialog. */
export interface DialogLike {
  showSaveDialog(options: {
    title: string;
    defaultPath: string;
    filters: { name: string; extensions: string[] }[];
  }): Promise<{ canceled: boolean; filePath?: string }>;
  showOpenDialog(options: {
    title: string;
    properties: 'openFile'[];
    filters: { name: string; extensions: string[] }[];
  }): Promise<{ canceled: boolean; filePaths: string[] }>;
}

export interface IpcHandleLike {
  handle(channel: string, listener: (event: IpcSenderEvent, ...args: unknown[]) => unknown): unknown;
}

export interface RecordFiles {
  write(path: string, text: string): Promise<void>;
  size(path: string): Promise<number>;
  read(path: string): Promise<string>;
}

const realFiles: RecordFiles = {
  write: (path, text) => writeFile(path, text, 'utf8'),
  size: async (path) => (await stat(path)).size,
  read: (path) => readFile(path, 'utf8'),
};

/** The dialogs' file types, in the person's language. */
function filters(lang: Language): { name: string; extensions: string[] }[] {
  return [
    { name: wording(lang, 'records.dialog.filter'), extensions: ['json'] },
    { name: wording(lang, 'records.dialog.all'), extensions: ['*'] },
  ];
}

/** A file name the renderer suggests, reduced to a plain name (never a path). */
export function safeFileName(name: unknown): string {
  const plain = typeof name === 'string' ? basename(name.replace(/\\/g, '/')) : '';
  const cleaned = plain.replace(/[^A-Za-z0-9._ -]/g, '').slice(0, 120);
  return cleaned && !cleaned.startsWith('.') ? cleaned : 'spieltisch-game.json';
}

export function registerRecordDialogs(
  ipc: IpcHandleLike,
  dialog: DialogLike,
  accept: (event: IpcSenderEvent) => boolean,
  files: RecordFiles = realFiles,
  /** The language the dialogs speak (the settings'). */
  language: () => Language = () => 'en',
): void {
  ipc.handle(FILE_CHANNELS.saveRecord, async (event, name, text) => {
    if (!accept(event) || typeof text !== 'string' || text.length > MAX_RECORD_BYTES) return false;
    const chosen = await dialog.showSaveDialog({
      title: wording(language(), 'records.dialog.save'),
      defaultPath: safeFileName(name),
      filters: filters(language()),
    });
    if (chosen.canceled || !chosen.filePath) return false;
    await files.write(chosen.filePath, text);
    return true;
  });
  ipc.handle(FILE_CHANNELS.openRecord, async (event): Promise<OpenedRecordFile> => {
    if (!accept(event)) return null;
    const chosen = await dialog.showOpenDialog({
      title: wording(language(), 'records.dialog.open'),
      properties: ['openFile'],
      filters: filters(language()),
    });
    const path = chosen.filePaths[0];
    if (chosen.canceled || !path) return null;
    const name = basename(path);
    try {
      if ((await files.size(path)) > MAX_RECORD_BYTES) {
        return { error: msg('records.file.tooBig', { name, mb: MAX_RECORD_BYTES / 1024 / 1024 }) };
      }
      return { name, text: await files.read(path) };
    } catch (err) {
      return { error: msg('records.file.unreadable', { name, detail: (err as Error).message }) };
    }
  });
}
