/** Builds the app once before the end-to-end tests (skip with E2E_SKIP_BUILD=1). */
import { execSync } from 'node:child_process';

export default function globalSetup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execSync('npx electron-vite build', { stdio: 'inherit' });
}
