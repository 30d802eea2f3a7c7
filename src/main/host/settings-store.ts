/**
 * Where settings live: electron-store in the app (see src/main/index.ts), a JSON file for the
 * headless host, memory in tests. All read through the same lenient schema.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEFAULT_SETTINGS, readSettings, type Settings } from '../../shared/settings';

export interface SettingsStore {
  load(): Settings;
  save(settings: Settings): void;
}

export class MemorySettingsStore implements SettingsStore {
  private settings: Settings;
  constructor(initial: Partial<Settings> = {}) {
    this.settings = { ...DEFAULT_SETTINGS, ...initial };
  }
  load(): Settings {
    return { ...this.settings };
  }
  save(settings: Settings): void {
    this.settings = { ...settings };
  }
}

/** A JSON file; a missing or damaged file yields the defaults (and is rewritten on the next save). */
export class JsonFileSettingsStore implements SettingsStore {
  constructor(private readonly file: string) {}

  load(): Settings {
    try {
      return readSettings(JSON.parse(readFileSync(this.file, 'utf8')));
    } catch {
      return { ...DEFAULT_SETTINGS };
    }
  }

  save(settings: Settings): void {
    mkdirSync(dirname(this.file), { recursive: true });
    // Write then rename, so a crash never leaves half a file.
    const temp = `${this.file}.tmp`;
    writeFileSync(temp, `${JSON.stringify(settings, null, 2)}\n`);
    renameSync(temp, this.file);
  }
}
