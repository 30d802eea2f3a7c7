/**
 * The layout checker's side in the tests: asks the page's audit (src/renderer/core/
 * layout-audit.ts) for its findings at each size, keeps them per screen and size, and prints the
 * table of screens × sizes with the count found in each.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { LayoutFinding } from '../../../src/shared/scene-facts';
import { type HookWindow, laidOut, SHOTS, waitIdle } from './app';

export const CHECK_SIZES = [
  { width: 390, height: 844, name: '390×844' },
  { width: 844, height: 390, name: '844×390' },
  { width: 768, height: 1024, name: '768×1024' },
  { width: 1280, height: 800, name: '1280×800' },
  { width: 1920, height: 1080, name: '1920×1080' },
] as const;

export type CheckSize = (typeof CHECK_SIZES)[number];

export async function auditPage(page: Page): Promise<LayoutFinding[]> {
  return page.evaluate(() => (globalThis as unknown as HookWindow).__spieltisch?.audit() ?? []);
}

export class LayoutReport {
  readonly rows = new Map<string, Map<string, LayoutFinding[]>>();

  /** LAYOUT_TAG keeps the files of runs side by side apart (several people at work at once). */
  private readonly label: string;

  constructor(language: string) {
    this.label = process.env.LAYOUT_TAG ? `${process.env.LAYOUT_TAG}-${language}` : language;
  }

  add(screen: string, size: string, findings: LayoutFinding[]): void {
    if (!this.rows.has(screen)) this.rows.set(screen, new Map());
    this.rows.get(screen)!.set(size, findings);
  }

  /** Resizes to each size in turn, waits until still, audits and keeps a screenshot. */
  async everySize(page: Page, screen: string, sizes: readonly CheckSize[] = CHECK_SIZES): Promise<void> {
    for (const size of sizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await laidOut(page);
      await waitIdle(page);
      this.add(screen, size.name, await auditPage(page));
      // LAYOUT_SHOTS=0 (the CI run) leaves the pictures out: they cost a tenth of the checker's time.
      if (process.env.LAYOUT_SHOTS !== '0')
        await page.screenshot({
          path: join(SHOTS, 'layout', `${this.label}-${screen}-${size.width}x${size.height}.png`),
        });
    }
  }

  get total(): number {
    let n = 0;
    for (const sizes of this.rows.values()) for (const f of sizes.values()) n += f.length;
    return n;
  }

  table(): string {
    const sizes = CHECK_SIZES.map((s) => s.name);
    const head = `| ${this.label} | ${sizes.join(' | ')} |\n| --- |${sizes.map(() => ' ---: |').join('')}`;
    const lines = [...this.rows].map(
      ([screen, by]) =>
        `| ${screen} | ${sizes.map((s) => (by.has(s) ? String(by.get(s)!.length) : '–')).join(' | ')} |`,
    );
    return [head, ...lines].join('\n');
  }

  details(): string {
    const out: string[] = [];
    for (const [screen, by] of this.rows)
      for (const [size, findings] of by)
        for (const f of findings)
          out.push(`${screen} @ ${size}: ${f.kind} ${f.what}${f.other ? ` × ${f.other}` : ''}`);
    return out.join('\n');
  }

  /** This report's rows: counts and findings per screen. */
  rowsOf(language: string): Row[] {
    return [...this.rows].map(([screen, by]) => ({
      screen,
      language,
      counts: Object.fromEntries([...by].map(([size, f]) => [size, f.length])),
      findings: [...by].flatMap(([size, f]) =>
        f.map((x) => `${screen} @ ${size}: ${x.kind} ${x.what}${x.other ? ` × ${x.other}` : ''}`),
      ),
    }));
  }

  write(): void {
    const dir = join(process.cwd(), 'test-results', 'layout');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${this.label}.md`), `${this.table()}\n\n${this.details()}\n`);
  }
}

mkdirSync(join(SHOTS, 'layout'), { recursive: true });

/** Where each test leaves its counts and findings; the global teardown prints the table from them. */
export const ROWS_DIR = join(process.cwd(), 'test-results', 'layout', 'rows');
/** The counts each screen and size may not exceed (a ratchet until every cell is 0; see docs/layout.md). */
export const BASELINE_FILE = join(process.cwd(), 'test', 'e2e', 'layout-baseline.json');

/** counts[screen][language][size] */
export type Counts = Record<string, Record<string, Record<string, number>>>;

export interface Row {
  screen: string;
  language: string;
  counts: Record<string, number>;
  findings: string[];
}

export function writeRow(row: Row): void {
  mkdirSync(ROWS_DIR, { recursive: true });
  writeFileSync(join(ROWS_DIR, `${row.language}-${row.screen}.json`), JSON.stringify(row));
}

export function readRows(): Row[] {
  if (!existsSync(ROWS_DIR)) return [];
  return readdirSync(ROWS_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(ROWS_DIR, f), 'utf8')) as Row);
}

export function readBaseline(): Counts {
  return existsSync(BASELINE_FILE) ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Counts) : {};
}

/** The table of screens × sizes for one language, from the rows. */
export function tableOf(rows: Row[], language: string): string {
  const sizes = CHECK_SIZES.map((s) => s.name);
  const head = `| ${language} | ${sizes.join(' | ')} |\n| --- |${sizes.map(() => ' ---: |').join('')}`;
  const lines = rows
    .filter((r) => r.language === language)
    .sort((a, b) => a.screen.localeCompare(b.screen))
    .map(
      (r) => `| ${r.screen} | ${sizes.map((s) => (s in r.counts ? String(r.counts[s]) : '–')).join(' | ')} |`,
    );
  return [head, ...lines].join('\n');
}
