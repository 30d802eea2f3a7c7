// `npm test`: the whole test command. Typecheck, ESLint and Prettier run side by side,
// then vitest (unit + conformance), then the Playwright suite (which builds the renderer once).
// Every stage's time, each vitest file over 5 s and every end-to-end test go to
// test-results/timing/ and are printed as one table at the end (`npm run test:timing` prints
// the last run's table again). Stops at the first failing stage, like `a && b && c`.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TIMING_DIR, printTiming, writeStage } from './timing.mjs';

const root = join(import.meta.dirname, '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Runs a command; with `buffer`, its output is held and printed once it ends (no interleaving). */
function run(name, cmd, args, { buffer = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
    });
    const out = [];
    if (buffer) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (buffer) {
        process.stdout.write(`\n== ${name} (${seconds.toFixed(1)} s)\n`);
        process.stdout.write(Buffer.concat(out));
      }
      writeStage(name, seconds, code === 0);
      resolve(code ?? 1);
    });
  });
}

function stop(code) {
  printTiming();
  process.exit(code);
}

rmSync(TIMING_DIR, { recursive: true, force: true, maxRetries: 3 });
mkdirSync(TIMING_DIR, { recursive: true });
// .ci/run passes the install time it measured before this script started.
if (process.env.SPIELTISCH_INSTALL_SECONDS) {
  writeStage('install', Number(process.env.SPIELTISCH_INSTALL_SECONDS), true);
}

// ESLint and Prettier (`npm run lint`, one after the other) run as two processes beside tsc: run
// in turn they were the stage's longest path while tsc left its core idle (docs/testing.md).
const checks = await Promise.all([
  run('typecheck', npx, ['tsc', '-b', '--noEmit'], { buffer: true }),
  run('lint', npx, ['eslint', '.'], { buffer: true }),
  run('format', npx, ['prettier', '--check', '.'], { buffer: true }),
]);
if (checks.some((code) => code !== 0)) stop(1);

console.log('\n== vitest');
const unit = await run('vitest', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(TIMING_DIR, 'vitest.json')}`,
]);
if (unit !== 0) stop(unit);

console.log('\n== e2e');
const e2e = await run('e2e', process.execPath, [join(root, 'scripts', 'e2e.mjs')]);
stop(e2e);
