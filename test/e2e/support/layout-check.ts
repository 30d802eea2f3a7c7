/**
 * The layout checker's side in the tests: asks the page's audit (src/renderer/core/
 * layout-audit.ts) for its findings at each size, keeps them per screen and size, and prints the
 * table of screens × sizes with the count found in each.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { LayoutFinding } from '../../../src/shared/scene-facts';
import { type HookWindow, SHOTS } from './app';

export interface CheckSize {
  width: number;
  height: number;
  name: string;
}

/** Every screen at these. */
export const CHECK_SIZES: readonly CheckSize[] = [
  { width: 390, height: 844, name: '390×844' },
  { width: 844, height: 390, name: '844×390' },
  { width: 768, height: 1024, name: '768×1024' },
  { width: 1280, height: 800, name: '1280×800' },
  { width: 1920, height: 1080, name: '1920×1080' },
];

/**
 * The smallest desktop window, for the screens with the most seats (the menu and a table of
 * seven). Not 4K: in software WebGL on the CI machine every 4K frame (drawn and read back at
 * least twice a second) held the page for seconds, a resize there for over a minute.
 */
export const EXTRA_SIZES: readonly CheckSize[] = [{ width: 1024, height: 640, name: '1024×640' }];

/** The table's columns: the sizes every screen is checked at, then the extra ones. */
export const ALL_SIZES: readonly CheckSize[] = [...CHECK_SIZES, ...EXTRA_SIZES];

/**
 * Resizes the window and waits until the page is laid out for the new size and still: `idle()`
 * holds only once the stage has the window's size, no animation runs and no frame is waiting to
 * be drawn. Checked every frame (a resize is one rebuild and a few frames; nothing waits a fixed
 * time).
 */
export async function settleAt(page: Page, size: CheckSize): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.waitForFunction(
    ([w, h]) => {
      const page = globalThis as unknown as HookWindow & { innerWidth: number; innerHeight: number };
      return page.innerWidth === w && page.innerHeight === h && page.__spieltisch?.idle() === true;
    },
    [size.width, size.height] as const,
    { polling: 'raf', timeout: 60_000 },
  );
}

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
      await settleAt(page, size);
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
    const sizes = ALL_SIZES.map((s) => s.name);
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
      for (const [size, findings] of by) for (const f of findings) out.push(findingLine(screen, size, f));
    return out.join('\n');
  }

  /** This report's rows: counts and findings per screen. */
  rowsOf(language: string): Row[] {
    return [...this.rows].map(([screen, by]) => ({
      screen,
      language,
      counts: Object.fromEntries([...by].map(([size, f]) => [size, f.length])),
      findings: [...by].flatMap(([size, f]) => f.map((x) => findingLine(screen, size, x))),
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
  const shown = rows.filter((r) => r.language === language);
  // The extra sizes' columns only where a row has them.
  const sizes = ALL_SIZES.map((s) => s.name).filter(
    (s, i) => i < CHECK_SIZES.length || shown.some((r) => s in r.counts),
  );
  const head = `| ${language} | ${sizes.join(' | ')} |\n| --- |${sizes.map(() => ' ---: |').join('')}`;
  const lines = shown
    .sort((a, b) => a.screen.localeCompare(b.screen))
    .map(
      (r) => `| ${r.screen} | ${sizes.map((s) => (s in r.counts ? String(r.counts[s]) : '–')).join(' | ')} |`,
    );
  return [head, ...lines].join('\n');
}

/** A finding in a line, with where it lies (CSS px) so that it can be found on the screenshot. */
function findingLine(screen: string, size: string, f: LayoutFinding): string {
  const box = (r: { x: number; y: number; width: number; height: number }): string =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  const at = ` at ${box(f.rect)}${f.otherRect ? ` / ${box(f.otherRect)}` : ''}`;
  return `${screen} @ ${size}: ${f.kind} ${f.what}${f.other ? ` × ${f.other}` : ''}${at}`;
}
