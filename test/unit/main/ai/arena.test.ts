/** A smoke run of the arena (the real arena is not part of npm test). */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runArena, type ArenaConfig } from '../../../../src/main/ai/arena';

const root = join(import.meta.dirname, '..', '..', '..', '..');

/** Runs the arena's command line with these arguments (separated by spaces). */
const arenaCli = (args: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/main/cli/arena.ts', ...args.split(' ')], {
    cwd: root,
    encoding: 'utf8',
  });

/** An arena at a 3-player 13 table: `candidate` against `reference`. */
const dreizehnArena = (
  candidate: ArenaConfig['candidate'],
  reference: ArenaConfig['reference'],
  rest: Pick<ArenaConfig, 'deals' | 'seed'> & Partial<ArenaConfig>,
): ArenaConfig => ({ game: 'dreizehn', players: 3, candidate, reference, ...rest });

describe('arena', () => {
  it('plays duplicate deals and reports the difference with its interval', () => {
    const smoke = dreizehnArena('easy', 'random', { deals: 3, seed: 'smoke', iterations: 200 });
    const summary = runArena(smoke);
    expect(summary).toMatchObject({
      game: 'dreizehn',
      players: 3,
      candidate: 'easy',
      reference: 'random',
      deals: 3,
    });
    expect(summary.ci95[0]).toBeLessThanOrEqual(summary.meanDiff);
    expect(summary.ci95[1]).toBeGreaterThanOrEqual(summary.meanDiff);
    const again = runArena(smoke);
    expect(again).toEqual(summary);
  });

  it('prints one JSON line from the command line, with exact-bid rates for SevenSins', () => {
    const out = arenaCli(
      '--game sevensins --players 3 --candidate easy --reference rules --deals 2 --seed 5 --phases 2 --iterations 100 --json',
    );
    expect(out.status).toBe(0);
    const line = JSON.parse(out.stdout.trim()) as Record<string, unknown>;
    expect(Object.keys(line)).toEqual([
      'game',
      'players',
      'candidate',
      'reference',
      'deals',
      'meanDiff',
      'ci95',
      'firstRate',
      'exactBidRate',
    ]);
    expect(line.exactBidRate).toMatchObject({ candidate: expect.any(Number), reference: expect.any(Number) });
  });

  it('takes per-level budgets, and refuses a malformed one with exit code 2', () => {
    const base = dreizehnArena('normal', 'easy', { deals: 2, seed: 'budget' });
    // Equal budgets and equal memory would be the same bot; a budget of its own changes the play.
    const a = runArena({ ...base, budgets: { normal: 20, easy: 20 } });
    const b = runArena({ ...base, budgets: { normal: 300, easy: 20 } });
    expect(a.deals).toBe(2);
    expect(b).not.toEqual(a);
    const bad = arenaCli('--game dreizehn --players 3 --budget normal=lots');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--budget normal=lots: expected LEVEL=ROLLOUTS/);
  });
});
