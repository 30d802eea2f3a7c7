// `npm run test:e2e`: finds a Chromium (Debian's, a system one, or Playwright's own); where
// none is installed it tries `playwright install chromium` once (works where the network
// allows), then runs the Playwright suite. Without any browser it says how to get one.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CHROMIUM_HELP, findChromium } from './find-chromium.mjs';

const root = join(import.meta.dirname, '..');
const playwright = join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'playwright.cmd' : 'playwright',
);

let browser = await findChromium();
if (!browser && process.env.CI !== 'true') {
  console.log('No Chromium found; trying `playwright install chromium` …');
  spawnSync(playwright, ['install', 'chromium'], {
    cwd: root,
    stdio: 'inherit',
    timeout: 300_000,
    shell: process.platform === 'win32',
  });
  browser = await findChromium();
}
if (!browser) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
// `--layout`: only the layout checker and the phone rounds (while working on a screen), with the
// lesson specs that audit their lesson's stops on their own walk (13's and Abyss').
const layout = process.argv.includes('--layout');
const args = process.argv.slice(2).filter((a) => a !== '--layout');
if (layout && args.every((a) => a.startsWith('-')))
  args.push(
    'test/e2e/layout.spec.ts',
    'test/e2e/phone.spec.ts',
    'test/e2e/lesson-dreizehn.spec.ts',
    'test/e2e/lesson-abyss.spec.ts',
  );
const run = spawnSync(playwright, ['test', ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: browser },
  shell: process.platform === 'win32',
});
process.exit(run.status ?? 1);
