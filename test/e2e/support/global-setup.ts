/**
 * Builds the app once before the end-to-end tests (skip with E2E_SKIP_BUILD=1), and notes how
 * long the build took for the test command's timing table (scripts/timing.mjs).
 */
import { execSync } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export default function globalSetup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const started = Date.now();
  execSync('npx electron-vite build', { stdio: 'inherit' });
  const dir = join(process.cwd(), 'test-results', 'timing');
  mkdirSync(dir, { recursive: true });
  const line = { name: 'build', seconds: (Date.now() - started) / 1000, ok: true, endedAt: Date.now() };
  appendFileSync(join(dir, 'stages.jsonl'), `${JSON.stringify(line)}\n`);
}
