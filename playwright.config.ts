/**
 * End-to-end tests in a local Chromium (never downloaded: see scripts/find-chromium.mjs).
 * The renderer is built once (`npx electron-vite build`) unless E2E_SKIP_BUILD=1; each test
 * gets its own host from test/e2e/support/app.ts (the fake host, or the real headless host
 * with E2E_HOST=headless). Screenshots of every screen go to test-results/screenshots/.
 */
import { register } from 'node:module';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_HELP, findChromium } from './scripts/find-chromium.mjs';

// The message files (src/shared/messages) are imported as the bundler imports JSON, without an
// import attribute: Node needs one in a module, and this hook adds it (in every worker too).
register('./test/e2e/support/json-modules.mjs', import.meta.url);

const executablePath = await findChromium();
if (!executablePath) {
  console.error(CHROMIUM_HELP);
  throw new Error('No Chromium for the end-to-end tests.');
}

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './test/e2e/support/global-setup.ts',
  // The layout checker's table of screens × sizes (test/e2e/layout.spec.ts).
  globalTeardown: './test/e2e/support/global-teardown.ts',
  // Tests are independent (each has its own host and page) and mostly wait on the page: several
  // share the two cores well (see docs/testing.md for the measurements). E2E_WORKERS overrides.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the test command's timing table (scripts/timing.mjs).
  reporter: [['list'], ['json', { outputFile: 'test-results/timing/e2e.json' }]],
  use: {
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
});
