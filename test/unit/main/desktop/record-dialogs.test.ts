/** The app's Save and Open dialogs for record files, with fake Electron parts. */
import type { Language } from '../../../../src/shared/settings';
import { describe, expect, it } from 'vitest';
import { FILE_CHANNELS } from '../../../../src/shared/bridge';
import {
  registerRecordDialogs,
  safeFileName,
  type DialogLike,
} from '../../../../src/main/desktop/record-dialogs';
import { MAX_RECORD_BYTES } from '../../../../src/main/host/replays/replays';
import type { IpcSenderEvent } from '../../../../src/main/desktop/hardening';

type Handler = (event: IpcSenderEvent, ...args: unknown[]) => unknown;

function setup(
  answers: { save?: string | null; open?: string | null },
  accept = true,
  language: Language = 'en',
) {
  const handlers = new Map<string, Handler>();
  const written = new Map<string, string>();
  const disk = new Map<string, string>([
    ['/home/anna/game.json', '{"format":"spieltisch-record/1"}'],
    ['/home/anna/huge.json', 'x'.repeat(MAX_RECORD_BYTES + 1)],
  ]);
  const asked: string[] = [];
  const titles: string[] = [];
  const dialog: DialogLike = {
    showSaveDialog: (options) => {
      asked.push(options.defaultPath);
      titles.push(options.title, ...options.filters.map((f) => f.name));
      return Promise.resolve(answers.save ? { canceled: false, filePath: answers.save } : { canceled: true });
    },
    showOpenDialog: () =>
      Promise.resolve(
        answers.open ? { canceled: false, filePaths: [answers.open] } : { canceled: true, filePaths: [] },
      ),
  };
  registerRecordDialogs(
    { handle: (channel, listener) => handlers.set(channel, listener) },
    dialog,
    () => accept,
    {
      write: (path, text) => {
        written.set(path, text);
        return Promise.resolve();
      },
      size: (path) => {
        const text = disk.get(path);
        return text === undefined
          ? Promise.reject(new Error('ENOENT: no such file'))
          : Promise.resolve(text.length);
      },
      read: (path) => Promise.resolve(disk.get(path) ?? ''),
    },
    () => language,
  );
  const event = {} as IpcSenderEvent;
  return {
    save: (name: unknown, text: unknown) => handlers.get(FILE_CHANNELS.saveRecord)!(event, name, text),
    open: () => handlers.get(FILE_CHANNELS.openRecord)!(event),
    written,
    asked,
    titles,
  };
}

describe('record file dialogs', () => {
  it('saves where the person chose, suggesting a plain file name', async () => {
    const d = setup({ save: '/home/anna/out.json' });
    expect(await d.save('../../etc/spieltisch-siegel.json', '{}')).toBe(true);
    expect(d.asked).toEqual(['spieltisch-siegel.json']);
    expect(d.written.get('/home/anna/out.json')).toBe('{}');
  });

  it('speaks the language of the settings', async () => {
    const de = setup({ save: '/home/anna/out.json' }, true, 'de');
    await de.save('a.json', '{}');
    expect(de.titles).toEqual(['Spielprotokoll speichern', 'Spieltisch-Spielprotokoll', 'Alle Dateien']);
  });

  it('writes nothing when cancelled, or for a sender that is not the app', async () => {
    expect(await setup({ save: null }).save('a.json', '{}')).toBe(false);
    const foreign = setup({ save: '/tmp/x.json' }, false);
    expect(await foreign.save('a.json', '{}')).toBe(false);
    expect(foreign.written.size).toBe(0);
    expect(await foreign.open()).toBeNull();
  });

  it('opens a file, refuses one that is too large or unreadable with the reason', async () => {
    expect(await setup({ open: '/home/anna/game.json' }).open()).toEqual({
      name: 'game.json',
      text: '{"format":"spieltisch-record/1"}',
    });
    expect(await setup({ open: '/home/anna/huge.json' }).open()).toEqual({
      error: { key: 'records.file.tooBig', params: { name: 'huge.json', mb: 2 } },
    });
    expect(await setup({ open: '/home/anna/gone.json' }).open()).toEqual({
      error: {
        key: 'records.file.unreadable',
        params: { name: 'gone.json', detail: 'ENOENT: no such file' },
      },
    });
    expect(await setup({ open: null }).open()).toBeNull();
  });

  it('suggested names are plain names', () => {
    expect(safeFileName('a/b/c.json')).toBe('c.json');
    expect(safeFileName('..\\..\\x.json')).toBe('x.json');
    expect(safeFileName('.hidden')).toBe('spieltisch-game.json');
    expect(safeFileName(42)).toBe('spieltisch-game.json');
  });
});
