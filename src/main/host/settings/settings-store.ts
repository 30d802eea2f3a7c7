/**
 * Where settings live: electron-store in the app (see src/main/index.ts), a JSON file for the
 * headless host, memory in tests. All read through the same lenient schema.
 */
import { DEFAULT_SETTINGS, readSettings, type Settings } from '../../../shared/settings';
import { readJsonFile, writeFileAtomically } from '../persistence/json-file';

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
    return readJsonFile(this.file, readSettings, () => ({ ...DEFAULT_SETTINGS }));
  }

  save(settings: Settings): void {
    writeFileAtomically(this.file, JSON.stringify(settings, null, 2) + '\n');
  }
}
