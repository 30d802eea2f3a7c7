/** A smoke run of the arena (the real arena is not part of npm test). */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playDeal, playOn, runArena, type ArenaConfig } from '../../../../src/main/ai/arena';
import { botFor } from '../../../../src/main/ai/levels';
import { GAMES } from '../../../../src/main/games';
import { createRng } from '../../../../src/main/engine/rng';

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
  it('branches at the endgame: every game of a deal starts from the same position with that few cards left', () => {
    const { game } = GAMES.siegel;
    const bots = Array.from({ length: 4 }, () => botFor('siegel', 'rules'));
    const start = {
      state: game.newGame(4, game.optionsSchema.parse({}), 0),
      chance: createRng('c'),
      order: createRng('o'),
      dealt: 0,
    };
    const cardsIn = (state: unknown): number => game.hands(state).reduce((n, h) => n + h.length, 0);
    const prefix = playOn(game, start, bots, 'branch', createRng(1), (state) => {
      const phase = (state as { phase: string }).phase;
      return phase === 'play' && cardsIn(state) <= 12;
    });
    expect(cardsIn(prefix.state)).toBe(12);
    // The prefix is left as it was: two continuations from it end alike, and past it.
    const a = playOn(game, prefix, bots, 'branch', createRng(2));
    const b = playOn(game, prefix, bots, 'branch', createRng(2));
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect(cardsIn(a.state)).toBe(0);
    // A whole-game branch (SevenSins) is scored by the measured phase: every seat has a difference.
    const outcome = playDeal(
      {
        game: 'sevensins',
        players: 4,
        candidate: 'rules',
        reference: 'rules',
        deals: 2,
        seed: 'b',
        phases: 3,
        branchAtCards: 6,
        branchPhases: 3,
      },
      1,
    );
    expect(outcome.diffs).toHaveLength(4);
    for (const d of outcome.diffs) expect(Number.isFinite(d)).toBe(true);
  });

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
