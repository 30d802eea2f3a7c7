/**
 * `npm run bench -- --against REF [--rounds N] [other bench flags]`: the same benchmark run on a
 * git ref and on the checkout, alternately (ABBA order, so a machine that warms up or slows down
 * during the run hurts both sides alike), in fresh processes. It prints each side's median per
 * figure, the ratio checkout / ref and in how many rounds the checkout was the slower one: a
 * speed loss shows as a ratio measured in one run, never as a timed test.
 *
 * The ref is exported with `git archive` into a temporary folder that borrows the checkout's
 * node_modules, and its own `src/main/cli/bench.ts` runs there (the flags must exist at the ref).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface Figure {
  game: string;
  players: number;
  path: string;
  unit: string;
  perSec: number;
}

export interface PairedRow {
  key: string;
  ref: number;
  checkout: number;
  ratio: number;
  slowerRounds: number;
  rounds: number;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Medians, ratio and slower-round counts from each side's figures, round by round. */
export function pairFigures(ref: Figure[][], checkout: Figure[][]): PairedRow[] {
  const keyOf = (f: Figure): string => `${f.game} ${f.players}p ${f.path}`;
  const byKey = new Map<string, { ref: number[]; checkout: number[] }>();
  const add = (rounds: Figure[][], side: 'ref' | 'checkout'): void => {
    for (const round of rounds) {
      for (const f of round) {
        const entry = byKey.get(keyOf(f)) ?? { ref: [], checkout: [] };
        entry[side].push(f.perSec);
        byKey.set(keyOf(f), entry);
      }
    }
  };
  add(ref, 'ref');
  add(checkout, 'checkout');
  const rows: PairedRow[] = [];
  for (const [key, v] of byKey) {
    const rounds = Math.min(v.ref.length, v.checkout.length);
    let slower = 0;
    for (let i = 0; i < rounds; i++) if ((v.checkout[i] as number) < (v.ref[i] as number)) slower++;
    const r = median(v.ref);
    const c = median(v.checkout);
    rows.push({
      key,
      ref: r,
      checkout: c,
      ratio: Math.round((c / r) * 1000) / 1000,
      slowerRounds: slower,
      rounds,
    });
  }
  return rows;
}

function runBench(dir: string, flags: string[]): Figure[] {
  const tsx = join(dir, 'node_modules', '.bin', 'tsx');
  const out = spawnSync(tsx, ['src/main/cli/bench.ts', '--json', ...flags], { cwd: dir, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`bench failed in ${dir}: ${out.stderr}`);
  return out.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Figure);
}

/** Runs the paired benchmark; returns the exit code. */
export function pairedBench(ref: string, rounds: number, flags: string[], json: boolean): number {
  const root = resolve('.');
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    process.stderr.write(`--against: ${ref} is not a commit of this repository\n`);
    return 2;
  }
  const dir = mkdtempSync(join(tmpdir(), 'spieltisch-bench-'));
  try {
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: root });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const refRuns: Figure[][] = [];
    const ownRuns: Figure[][] = [];
    for (let i = 0; i < rounds; i++) {
      // ABBA: the ref goes first in even rounds, the checkout in odd ones.
      if (i % 2 === 0) {
        refRuns.push(runBench(dir, flags));
        ownRuns.push(runBench(root, flags));
      } else {
        ownRuns.push(runBench(root, flags));
        refRuns.push(runBench(dir, flags));
      }
      process.stderr.write(`round ${i + 1}/${rounds} done\n`);
    }
    const rows = pairFigures(refRuns, ownRuns);
    if (json) {
      for (const row of rows) process.stdout.write(`${JSON.stringify({ against: ref, commit, ...row })}\n`);
    } else {
      process.stdout.write(
        `checkout against ${ref} (${commit.slice(0, 10)}), ${rounds} alternating rounds\n`,
      );
      process.stdout.write(
        `${'figure'.padEnd(22)} ${'ref /s'.padStart(10)} ${'checkout /s'.padStart(12)} ${'ratio'.padStart(7)}  slower\n`,
      );
      for (const r of rows) {
        process.stdout.write(
          `${r.key.padEnd(22)} ${r.ref.toLocaleString('en-US').padStart(10)} ${r.checkout.toLocaleString('en-US').padStart(12)} ${r.ratio.toFixed(3).padStart(7)}  ${r.slowerRounds}/${r.rounds}\n`,
        );
      }
    }
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
