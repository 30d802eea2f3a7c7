/**
 * `npm run arena -- --game G --players N --candidate L --reference L --deals K --seed S
 *   [--iterations I] [--budget LEVEL=I ...] [--phases P] [--branch-at-cards C] [--workers W] [--json]
 *   [--log FILE]`
 * Duplicate play between two bot levels (see src/main/ai/arena.ts). Prints the candidate's mean
 * score difference against the reference in the same seat and deal with a 95% interval and the
 * first-place rates (SevenSins also the exact-bid rates): one JSON line with --json, otherwise a
 * readable summary. --workers W splits the deals between W worker threads.
 */
import { words } from '../../shared/i18n/format';
import { appendFileSync } from 'node:fs';
import { GAME_IDS } from '../../shared/types';
import { dealsOf, runArena, summarize, type ArenaConfig, type DealOutcome } from '../ai/arena';
import { summaryLines } from './arena-log';
import { ARENA_LEVELS, isArenaLevel } from '../ai/levels';
import type { SearchLevel } from '../ai/search-bot';
import { startWorker } from '../workers/spawn';
import { tableOptions } from '../engine/options';
import { parseGameCommand, positiveInteger, printJson, usageError } from './args';

const USAGE = `usage: npm run arena -- --game ${GAME_IDS.join('|')} --players N --candidate LEVEL --reference LEVEL
       --deals K --seed S [--iterations I] [--budget LEVEL=I ...] [--phases P] [--workers W]
       [--json] [--log FILE]
levels: ${ARENA_LEVELS.join(', ')} (meister1: the Meister before Meister II; open: the perfect-information reference;
policy / learned-policy: the Meister's hand-written / learned rollout policy played without search); --iterations sets
the hard level's rollouts per decision
(easy and normal keep their ratio to it); --budget sets one search level's rollouts per
decision (repeatable, e.g. --budget normal=100); --phases shortens a SevenSins game;
--branch-at-cards C starts every game of a deal from the reference's position with C cards left
(SevenSins, Abyss: in phase 1 + deal mod 5 (Abyss 3), scored by that phase): only for a candidate
that plays as the reference until then (meister vs meister1);
--log appends every deal's outcome to FILE as a JSON line (partial results of long runs).`;

function fail(message: string): number {
  return usageError(message, USAGE);
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseGameCommand(argv, USAGE, {
    candidate: { type: 'string', default: 'hard' },
    reference: { type: 'string', default: 'normal' },
    deals: { type: 'string', default: '100' },
    iterations: { type: 'string' },
    budget: { type: 'string', multiple: true },
    phases: { type: 'string' },
    'branch-at-cards': { type: 'string' },
    workers: { type: 'string', default: '1' },
    log: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  if (typeof parsed === 'number') return parsed;
  const { args, game, players } = parsed;
  if (!isArenaLevel(args.candidate) || !isArenaLevel(args.reference)) {
    return fail(`--candidate and --reference must be among ${ARENA_LEVELS.join(', ')}`);
  }
  const deals = positiveInteger(args.deals);
  if (deals === null) return fail('--deals must be a positive integer');
  const config: ArenaConfig = {
    game: game.id,
    players,
    candidate: args.candidate,
    reference: args.reference,
    deals,
    seed: args.seed,
  };
  if (args.iterations !== undefined) {
    const it = positiveInteger(args.iterations);
    if (it === null) return fail('--iterations must be a positive integer');
    config.iterations = it;
  }
  for (const b of args.budget ?? []) {
    const m = /^(easy|normal|hard|meister)=(\d+)$/.exec(b);
    if (!m || Number(m[2]) < 1) return fail(`--budget ${b}: expected LEVEL=ROLLOUTS, e.g. normal=100`);
    config.budgets = { ...config.budgets, [m[1] as SearchLevel]: Number(m[2]) };
  }
  if (args['branch-at-cards'] !== undefined) {
    const cards = positiveInteger(args['branch-at-cards']);
    if (!cards) return fail('--branch-at-cards must be a positive whole number');
    config.branchAtCards = cards;
    // Whole games: the measured phase cycles through the first five (or the game's phases).
    if (args.game === 'sevensins' || args.game === 'abyss')
      config.branchPhases = args.game === 'abyss' ? 3 : 5;
  }
  if (args.phases !== undefined) {
    const phases = Number(args.phases);
    if (args.game !== 'sevensins') return fail('--phases applies to sevensins only');
    // The same check as a table's: 1 up to the player count's full game (12 with 7 players).
    const fitted = Number.isInteger(phases) ? tableOptions(game, players, { phases }) : null;
    if (!fitted?.ok) return fail(`--phases: ${fitted ? words('en', fitted.reason) : 'a whole number'}`);
    config.phases = phases;
  }
  const workers = Number(args.workers);
  if (!Number.isInteger(workers) || workers < 1 || workers > 16) return fail('--workers must be 1–16');

  const started = performance.now();
  const log = args.log;
  const progress = (o: DealOutcome, done: number): void => {
    if (log) appendFileSync(log, `${JSON.stringify({ config, outcome: o })}\n`);
    if (args.json || !process.stderr.isTTY) return;
    process.stderr.write(`\rdeal ${done}/${deals} (#${o.deal})   `);
  };
  let summary;
  if (workers === 1) {
    let done = 0;
    summary = runArena(config, (o) => progress(o, ++done));
  } else {
    const outcomes = await runInWorkers(config, workers, (o, done) => progress(o, done));
    outcomes.sort((a, b) => a.deal - b.deal);
    summary = summarize(config, outcomes);
  }
  const seconds = (performance.now() - started) / 1000;
  if (args.json) {
    printJson(summary);
    return 0;
  }
  if (process.stderr.isTTY) process.stderr.write('\n');
  process.stdout.write(`${summaryLines(summary, `${seconds.toFixed(1)} s`).join('\n')}\n`);
  return 0;
}

function runInWorkers(
  config: ArenaConfig,
  workers: number,
  onDeal: (o: DealOutcome, done: number) => void,
): Promise<DealOutcome[]> {
  const outcomes: DealOutcome[] = [];
  const shards = Array.from({ length: workers }, (_, i): ArenaConfig => ({ ...config, shard: [i, workers] }));
  return Promise.all(
    shards
      .filter((shard) => dealsOf(shard).length > 0)
      .map(
        (shard) =>
          new Promise<void>((resolve, reject) => {
            const worker = startWorker('arena-worker', { workerData: shard });
            worker.on('message', (m: { type: string; outcome?: DealOutcome }) => {
              if (m.type === 'deal' && m.outcome) {
                outcomes.push(m.outcome);
                onDeal(m.outcome, outcomes.length);
              } else if (m.type === 'done') {
                void worker.terminate().then(() => resolve());
              }
            });
            worker.on('error', reject);
          }),
      ),
  ).then(() => outcomes);
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    process.stderr.write(`arena: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
