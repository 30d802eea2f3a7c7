/**
 * Where statistics live, like settings (see settings-store.ts): electron-store under its own key
 * in the app (src/main/index.ts), `statistics.json` next to settings.json for the headless host,
 * memory in tests. Read leniently: a missing or damaged copy is empty statistics.
 */
import { emptyStatistics, readStatistics, type Statistics } from '../../../shared/statistics';
import { readJsonFile, writeFileAtomically } from '../persistence/json-file';

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
    return readJsonFile(this.file, readStatistics, emptyStatistics);
  }

  save(statistics: Statistics): void {
    writeFileAtomically(this.file, `${JSON.stringify(statistics)}\n`);
  }
}
