// Where the test command's time goes: the stages (install, typecheck, lint, vitest, the
// renderer build, e2e), each vitest file over 5 s and every end-to-end test, read from
// test-results/timing/ (written by scripts/test.mjs, .ci/run, the e2e global setup and the two
// runners' JSON reporters). `node scripts/timing.mjs` (`npm run test:timing`) prints the last
// run's table; `--json` prints it as one JSON object.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
export const TIMING_DIR = join(root, 'test-results', 'timing');
const STAGES = join(TIMING_DIR, 'stages.jsonl');
const SLOW_FILE_S = 5;

/** Records one stage that just ended (appended: stages side by side write their own lines). */
export function writeStage(name, seconds, ok) {
  mkdirSync(TIMING_DIR, { recursive: true });
  const endedAt = Date.now();
  appendFileSync(STAGES, `${JSON.stringify({ name, seconds, ok, endedAt })}\n`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function stages() {
  if (!existsSync(STAGES)) return [];
  return readFileSync(STAGES, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

/** Vitest's JSON report: one entry per file with its start and end. */
function vitestFiles() {
  const report = readJson(join(TIMING_DIR, 'vitest.json'));
  if (!report) return [];
  return report.testResults
    .map((f) => ({ name: relative(root, f.name), seconds: (f.endTime - f.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
}

/** Playwright's JSON report: every test (all its runs) with its file. */
function e2eTests() {
  const report = readJson(join(TIMING_DIR, 'e2e.json'));
  if (!report) return [];
  const out = [];
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        out.push({ name: `${here} › ${spec.title}`, seconds: ms / 1000 });
      }
    }
    for (const s of suite.suites ?? []) walk(s, here);
  };
  for (const s of report.suites ?? []) walk(s, s.file);
  return out.sort((a, b) => b.seconds - a.seconds);
}

function wall(timed) {
  if (timed.length === 0) return 0;
  const start = Math.min(...timed.map((s) => s.endedAt - s.seconds * 1000));
  return (Math.max(...timed.map((s) => s.endedAt)) - start) / 1000;
}

export function timing() {
  const all = stages();
  const list = (name) => all.filter((s) => s.name === name);
  const order = ['install', 'typecheck', 'lint', 'format', 'vitest', 'build', 'e2e'];
  const known = order.flatMap(list);
  const other = all.filter((s) => !order.includes(s.name));
  const e2e = e2eTests();
  return {
    stages: [...known, ...other].map(({ name, seconds, ok }) => ({ name, seconds, ok })),
    // From the first stage's start to the last one's end (typecheck, lint and format side by side,
    // the build runs inside e2e), plus the install before `npm test`.
    wallSeconds:
      wall(all.filter((s) => s.name !== 'install')) + list('install').reduce((n, s) => n + s.seconds, 0),
    vitestFiles: vitestFiles().filter((f) => f.seconds >= SLOW_FILE_S),
    e2eTests: e2e,
    e2eTestSeconds: e2e.reduce((sum, t) => sum + t.seconds, 0),
  };
}

const fmt = (s) => s.toFixed(1).padStart(7);
const cut = (text, width) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

export function printTiming() {
  const t = timing();
  if (t.stages.length === 0) {
    console.log('No timing yet: run `npm test` first.');
    return;
  }
  const W = 84;
  const lines = ['', '== timing (seconds)', `${'stage'.padEnd(W)}${'s'.padStart(7)}`];
  for (const s of t.stages) lines.push(`${cut(s.name + (s.ok ? '' : ' (failed)'), W)}${fmt(s.seconds)}`);
  lines.push(`${cut('wall time (typecheck, lint, format side by side)', W)}${fmt(t.wallSeconds)}`);
  if (t.vitestFiles.length > 0) {
    lines.push('', `vitest files over ${SLOW_FILE_S} s (two workers share them)`);
    for (const f of t.vitestFiles) lines.push(`  ${cut(f.name, W - 2)}${fmt(f.seconds)}`);
  }
  if (t.e2eTests.length > 0) {
    lines.push('', `e2e tests (${t.e2eTestSeconds.toFixed(0)} s in all, spread over the workers)`);
    for (const e of t.e2eTests) lines.push(`  ${cut(e.name, W - 2)}${fmt(e.seconds)}`);
  }
  console.log(lines.join('\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--json')) console.log(JSON.stringify(timing()));
  else printTiming();
}
