/**
 * The layout checker's side in the tests: asks the page's audit (src/renderer/core/
 * layout-audit.ts) for its findings at each size, keeps them per screen and size, and prints the
 * table of screens × sizes with the count found in each.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
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

  write(): void {
    const dir = join(process.cwd(), 'test-results', 'layout');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${this.label}.md`), `${this.table()}\n\n${this.details()}\n`);
  }
}

mkdirSync(join(SHOTS, 'layout'), { recursive: true });
