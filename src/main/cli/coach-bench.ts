/**
 * `npm run bench:coach [-- --json] [--game G] [--moves N] [--level L] [--think MS] [--budget B]`
 * How soon the live coach's mark arrives. Per game, a table of one person and three bots of
 * level L (default normal) as the app runs it: the bots in the worker pool at the normal bot
 * speed (900 ms), the coach in its one-thread analysis pool. The person plays as the rules bot
 * would, THINK ms (default 1500) after being asked, until N of their decisions with
 * a choice are weighed (20 by default). For each such decision:
 * - move → mark: from the person's move to the coach's judgement of it (the moment the host can
 *   send a mark), p50 / p95 / max;
 * - move → next decision: from the move to the person's next turn (the bots' pace), p50;
 * - how many judgements arrived before the person's next decision.
 * `--budget full` weighs with the post-game analysis' budget (how the coach weighed before
 * issue 30) instead of the coach's own. Prints a readable table, or one JSON object with --json.
 */
import { words } from '../../shared/i18n/format';
import { availableParallelism } from 'node:os';
import { GAME_IDS, type GameId } from '../../shared/types';
import { botFor } from '../ai/levels';
import type { DecisionRunner } from '../analysis/analyse';
import { ANALYSIS_BUDGET, COACH_BUDGET } from '../analysis/evaluate';
import { createRng } from '../engine/rng';
import { gameById } from '../games';
import { CoachKeeper } from '../host/coaching/coach-keeper';
import { TableSession } from '../host/table/table-session';
import { AnalysisPool } from '../workers/analysis-pool';
import { SearchPool, workerBotRunner } from '../workers/search-pool';
import { parseBenchCommand, positiveInteger, printJson, runCommand, usageError } from './args';
import { quantile } from './lag-figures';

const USAGE = `usage: npm run bench:coach -- [--json] [--game ${GAME_IDS.join('|')}] [--moves N] [--level L] [--think MS] [--budget coach|full]`;
/** The app's normal bot speed (DEFAULT_BOT_DELAYS.normal). */
const BOT_DELAY_MS = 900;

interface Timing {
  /** When the person moved, the judgement came, the person was asked next (ms, performance.now). */
  moved: number;
  judged: number | null;
  next: number | null;
}

interface Row {
  game: GameId;
  decisions: number;
  /** The first decision's latency (the coach's thread may still be starting). */
  firstMs: number;
  markP50Ms: number;
  markP95Ms: number;
  markMaxMs: number;
  nextP50Ms: number;
  beforeNext: number;
  marks: number;
}

async function bench(
  game: GameId,
  moves: number,
  level: string,
  think: number,
  budget: typeof ANALYSIS_BUDGET,
): Promise<Row> {
  const seed = `bench-coach-${game}`;
  const search = new SearchPool();
  const analysis = new AnalysisPool(1);
  const timings: Timing[] = [];
  // The coach's runner, timed: it is asked within the step of the person's move.
  const runner: DecisionRunner = {
    warm: () => analysis.warm(),
    evaluate(input) {
      const t: Timing = { moved: performance.now(), judged: null, next: null };
      timings.push(t);
      return analysis.evaluate(input).then((e) => {
        t.judged = performance.now();
        return e;
      });
    },
  };
  const created = TableSession.create({
    game: gameById(game),
    seats: [
      { name: 'Person', kind: 'human' },
      ...[1, 2, 3].map((i) => ({ name: `Bot ${i}`, kind: 'bot' as const, level })),
    ],
    options: {},
    seed,
    botDelay: () => BOT_DELAY_MS,
    botRunner: workerBotRunner(search),
  });
  if (!created.ok) throw new Error(words('en', created.reason));
  const table = created.session;
  const coach = new CoachKeeper(table, 0, seed, runner, () => true, budget);
  const person = botFor(game, 'rules');
  const rng = createRng(seed);
  let asked = -1;
  await new Promise<void>((resolve) => {
    const step = (): void => {
      const enough = timings.filter((t) => t.judged !== null).length >= moves;
      if (enough || table.done) {
        resolve();
        return;
      }
      if (!table.waitingFor().includes(0) || asked === table.step) return;
      asked = table.step;
      const now = performance.now();
      for (const t of timings) if (t.next === null) t.next = now;
      if (timings.length >= moves) return;
      const at = table.step;
      setTimeout(() => {
        if (table.step !== at || !table.waitingFor().includes(0)) return;
        const legal = table.legalFor(0);
        table.act(0, person.act({ seat: 0, view: table.snapshot(0).view, legal, rng }));
      }, think);
    };
    table.subscribe(step);
    coach.onChange(step);
    table.start();
    step();
  });
  const marks = coach.snapshot().marks.length;
  coach.close();
  table.close();
  await Promise.all([search.close(), analysis.close()]);
  const done = timings.filter((t) => t.judged !== null);
  const latency = done.map((t) => (t.judged as number) - t.moved);
  const gaps = done.filter((t) => t.next !== null).map((t) => (t.next as number) - t.moved);
  return {
    game,
    decisions: done.length,
    firstMs: Math.round(latency[0] ?? 0),
    markP50Ms: Math.round(quantile(latency, 0.5, 0)),
    markP95Ms: Math.round(quantile(latency, 0.95, 0)),
    markMaxMs: Math.round(Math.max(0, ...latency)),
    nextP50Ms: Math.round(quantile(gaps, 0.5, 0)),
    beforeNext: done.filter((t) => t.next === null || (t.judged as number) <= t.next).length,
    marks,
  };
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseBenchCommand(argv, USAGE, {
    moves: { type: 'string', default: '20' },
    level: { type: 'string', default: 'normal' },
    think: { type: 'string', default: '1500' },
    budget: { type: 'string', default: 'coach' },
  });
  if (typeof parsed === 'number') return parsed;
  const { args, games, level } = parsed;
  const moves = positiveInteger(args.moves);
  if (moves === null) return usageError('--moves must be a positive whole number', USAGE);
  const think = Number(args.think);
  if (!Number.isFinite(think) || think < 0) return usageError('--think must be milliseconds', USAGE);
  if (args.budget !== 'coach' && args.budget !== 'full')
    return usageError('--budget must be coach or full', USAGE);
  const budget = args.budget === 'full' ? ANALYSIS_BUDGET : COACH_BUDGET;
  const rows: Row[] = [];
  for (const game of games) {
    if (!args.json) process.stderr.write(`${game}: ${moves} decisions against ${level} bots…\n`);
    rows.push(await bench(game, moves, level, think, budget));
  }
  if (args.json) {
    printJson({ cores: availableParallelism(), level: level, think, budget: args.budget, rows });
    return 0;
  }
  const lines = [
    `live coach, one person and 3 ${level} bots (normal speed), person thinks ${think} ms, ${args.budget} budget, ${availableParallelism()} cores`,
    'game        decisions  move→mark p50    p95    max  first   move→next turn p50  marked before next  marks',
  ];
  for (const r of rows) {
    lines.push(
      `${r.game.padEnd(11)} ${String(r.decisions).padStart(9)}  ${`${r.markP50Ms} ms`.padStart(13)} ${`${r.markP95Ms}`.padStart(6)} ${`${r.markMaxMs}`.padStart(6)} ${`${r.firstMs}`.padStart(6)}   ${`${r.nextP50Ms} ms`.padStart(18)}  ${`${r.beforeNext} of ${r.decisions}`.padStart(18)}  ${String(r.marks).padStart(5)}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

runCommand(main);
