/**
 * `npm run bench:analysis [-- --json] [--seed S] [--level hard]`
 * What the post-game analysis costs and how often it blames good play. Per game, one whole game
 * at 5 players between bots of `--level` (default hard: the strongest player there is), then:
 * - the analysis of seat 0 in the worker pool (one thread per core), as the app runs it:
 *   seconds, decisions weighed, rollouts spent; the target is a 13-phase SevenSins game
 *   at 5 players in under a minute on two cores;
 * - every seat analysed: how many of the bots' decisions are marked as mistakes (the rate a
 *   player should read as the analysis' own noise plus the bot's real errors).
 * Prints a readable table, or one JSON object with --json.
 */
import { words } from '../../shared/i18n/format';
import { availableParallelism } from 'node:os';
import type { GameId } from '../../shared/types';
import { botFor, isBotLevel } from '../ai/levels';
import { analyseRecord } from '../analysis/analyse';
import { AnalysisPool } from '../workers/analysis-pool';
import { playGame } from '../engine/play';
import { createRng } from '../engine/rng';
import { gameById } from '../games';
import { parseCommand, printJson, usageError } from './args';

const USAGE = 'usage: npm run bench:analysis [-- --json] [--seed S] [--level hard|normal|rules]';
const PLAYERS = 5;
const GAMES: readonly GameId[] = ['sevensins', 'siegel', 'dreizehn', 'abyss'];

interface Row {
  game: GameId;
  players: number;
  rounds: number;
  playSeconds: number;
  seat0: { seconds: number; decisions: number; forced: number; mistakes: number; totalLoss: number };
  allSeats: { decisions: number; mistakes: number; rate: number; seconds: number };
}

async function bench(game: GameId, seed: string, level: string, pool: AnalysisPool): Promise<Row> {
  const g = gameById(game);
  const seats = Array.from({ length: PLAYERS }, (_, i) => ({
    name: `Bot ${i + 1}`,
    kind: 'bot' as const,
    level,
  }));
  const started = performance.now();
  const { record } = playGame({
    game: g,
    seats,
    options: {},
    bots: seats.map(() => botFor(game, isBotLevel(level) ? level : 'hard')),
    rng: createRng(`${seed}:${game}`),
  });
  const playSeconds = (performance.now() - started) / 1000;
  let seat0: Row['seat0'] | null = null;
  let decisions = 0;
  let mistakes = 0;
  const allStarted = performance.now();
  for (let seat = 0; seat < PLAYERS; seat++) {
    const outcome = await analyseRecord(record, seat, { runner: pool });
    if (!outcome.ok) throw new Error(words('en', outcome.reason));
    const r = outcome.report;
    decisions += r.decisions.length;
    mistakes += r.mistakes;
    if (seat === 0)
      seat0 = {
        seconds: r.seconds,
        decisions: r.decisions.length,
        forced: r.forced,
        mistakes: r.mistakes,
        totalLoss: r.totalLoss,
      };
  }
  return {
    game,
    players: PLAYERS,
    rounds: record.rounds.length,
    playSeconds,
    seat0: seat0!,
    allSeats: {
      decisions,
      mistakes,
      rate: decisions > 0 ? mistakes / decisions : 0,
      seconds: (performance.now() - allStarted) / 1000,
    },
  };
}

async function main(argv: string[]): Promise<number> {
  const values = parseCommand(
    argv,
    {
      json: { type: 'boolean' },
      seed: { type: 'string' },
      level: { type: 'string' },
    },
    USAGE,
  );
  if (typeof values === 'number') return values;
  const level = values.level ?? 'hard';
  if (!isBotLevel(level)) return usageError(`--level must be a bot level, not "${level}"`, USAGE);
  const seed = values.seed ?? 'bench-analysis';
  const pool = new AnalysisPool();
  const rows: Row[] = [];
  try {
    for (const game of GAMES) {
      if (!values.json) process.stderr.write(`${game}: playing a ${PLAYERS}-player game (${level} bots)…\n`);
      rows.push(await bench(game, seed, level, pool));
    }
  } finally {
    await pool.close();
  }
  if (values.json) {
    printJson({ cores: availableParallelism(), level, rows });
    return 0;
  }
  const lines = [
    `post-game analysis, ${PLAYERS} players, ${level} bots, ${pool.size} worker threads (${availableParallelism()} cores)`,
    'game        rounds  seat 0: decisions  seconds  mistakes   all seats: decisions  mistakes  rate',
  ];
  for (const r of rows) {
    lines.push(
      `${r.game.padEnd(11)} ${String(r.rounds).padStart(6)}  ${String(r.seat0.decisions).padStart(17)}  ${r.seat0.seconds.toFixed(1).padStart(7)}  ${String(r.seat0.mistakes).padStart(8)}   ${String(r.allSeats.decisions).padStart(20)}  ${String(r.allSeats.mistakes).padStart(8)}  ${(r.allSeats.rate * 100).toFixed(1).padStart(4)}%`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
