/**
 * Record files on the player's disk: in the app the system's Save and Open dialogs (through the
 * preload bridge), in a browser a download and a file picker. The text goes to the host, which
 * checks it like any record; here only the size is checked, so a huge file is never read.
 */
import type { OpenedRecordFile } from '../../shared/bridge';
import { msg, type Message } from '../../shared/i18n/message';
import { bridge } from './bridge';

/** As the host's MAX_RECORD_BYTES: a game record is far smaller. */
export const MAX_RECORD_FILE_BYTES = 2 * 1024 * 1024;

/** Saves `text` as a file: true once saved (or handed to the browser's downloads), false when cancelled. */
export async function saveRecordFile(name: string, text: string): Promise<boolean> {
  const app = bridge();
  if (app) return app.saveRecordFile(name, text);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own reference once it started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}

/** A picked record file, or why it could not be read (a browser's reason is a message). */
export type PickedRecordFile = OpenedRecordFile | { error: Message };

/** Lets the player pick a record file and reads it (null: cancelled). */
export function pickRecordFile(): Promise<PickedRecordFile> {
  const app = bridge();
  if (app) return app.openRecordFile();
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.json,application/json';
    input.style.display = 'none';
    input.dataset.testid = 'record-file-input';
    document.body.appendChild(input);
    const done = (result: PickedRecordFile): void => {
      input.remove();
      resolve(result);
    };
    input.addEventListener('cancel', () => done(null), { once: true });
    input.addEventListener(
      'change',
      () => {
        const file = input.files?.[0];
        if (!file) {
          done(null);
          return;
        }
        if (file.size > MAX_RECORD_FILE_BYTES) {
          done({
            error: msg('records.file.tooBig', { name: file.name, mb: MAX_RECORD_FILE_BYTES / 1024 / 1024 }),
          });
          return;
        }
        file.text().then(
          (text) => done({ name: file.name, text }),
          (err: unknown) =>
            done({
              error: msg('records.file.unreadable', { name: file.name, detail: (err as Error).message }),
            }),
        );
      },
      { once: true },
    );
    input.click();
  });
}
