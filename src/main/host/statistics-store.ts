/**
 * Where statistics live, like settings (see settings-store.ts): electron-store under its own key
 * in the app (src/main/index.ts), `statistics.json` next to settings.json for the headless host,
 * memory in tests. Read leniently: a missing or damaged copy is empty statistics.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { emptyStatistics, readStatistics, type Statistics } from '../../shared/statistics';

export interface StatisticsStore {
  load(): Statistics;
  save(statistics: Statistics): void;
}

export class MemoryStatisticsStore implements StatisticsStore {
  private statistics: Statistics;
  constructor(initial: Statistics = emptyStatistics()) {
    this.statistics = structuredClone(initial);
  }
  load(): Statistics {
    return structuredClone(this.statistics);
  }
  save(statistics: Statistics): void {
    this.statistics = structuredClone(statistics);
  }
}

/** A JSON file, written atomically (a temporary file renamed over it). */
export class JsonFileStatisticsStore implements StatisticsStore {
  constructor(private readonly file: string) {}

  load(): Statistics {
    try {
      return readStatistics(JSON.parse(readFileSync(this.file, 'utf8')));
    } catch {
      return emptyStatistics();
    }
  }

  save(statistics: Statistics): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.tmp`;
    writeFileSync(temp, `${JSON.stringify(statistics)}\n`);
    renameSync(temp, this.file);
  }
}
