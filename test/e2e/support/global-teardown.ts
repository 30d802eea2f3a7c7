/**
 * After the end-to-end run: the layout checker's table of screens × sizes with the count of
 * findings in each (from the rows its tests left in test-results/layout/rows), printed and kept
 * in test-results/layout/table.md. With LAYOUT_BASELINE=write the counts become the new baseline
 * (test/e2e/layout-baseline.json), the ratchet the checker holds every cell to.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASELINE_FILE, readBaseline, readRows, tableOf, type Counts } from './layout-check';

export default function globalTeardown(): void {
  const rows = readRows();
  if (rows.length === 0) return;
  const languages = [...new Set(rows.map((r) => r.language))].sort();
  const tables = languages.map((l) => tableOf(rows, l)).join('\n\n');
  const findings = rows.flatMap((r) => r.findings.map((f) => `${r.language} ${f}`));
  const dir = join(process.cwd(), 'test-results', 'layout');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'table.md'), `${tables}\n\n${findings.join('\n')}\n`);
  const total = rows.reduce((n, r) => n + Object.values(r.counts).reduce((a, b) => a + b, 0), 0);
  console.log(
    `\nThe layout checker: ${total} findings (every one in test-results/layout/table.md)\n\n${tables}\n`,
  );
  if (process.env.LAYOUT_BASELINE === 'write') {
    const base: Counts = readBaseline();
    for (const r of rows) (base[r.screen] ??= {})[r.language] = r.counts;
    writeFileSync(BASELINE_FILE, `${JSON.stringify(base, null, 2)}\n`);
    console.log(`baseline written: ${BASELINE_FILE}`);
  }
}
