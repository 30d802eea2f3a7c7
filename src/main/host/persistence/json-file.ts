/** The JSON files of the headless host's small stores (settings, statistics). */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The file's JSON read through `read`; a missing or damaged file (or one `read` refuses) gives `fallback()`. */
export function readJsonFile<T>(file: string, read: (data: unknown) => T, fallback: () => T): T {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return fallback();
  }
}

/** Writes `text` to a temporary file and renames it over `file`, so a crash never leaves half a file. */
export function writeFileAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}
