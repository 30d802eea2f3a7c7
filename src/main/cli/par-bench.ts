/**
 * `npm run bench:par [-- --json] [--game G] [--rounds N] [--level L]`
 * What par costs and what it does to the table while it is played:
 * - per game (4 players: one person, three bots of level L, default hard): seconds per round to
 *   play par (the Meister in the person's seat), over N rounds (default 3) of a table where the
 *   person plays as the rules bot would; the mean and the slowest round;
 * - the host's event-loop delay (p99, max) at a 13 table of one person and three hard bots
 *   (bots in the worker pool, as in the app) while the person plays two rounds: with par and the
 *   live coach off, par on (its thread), and par and the coach on (the coach's thread weighing
 *   each of the person's decisions): neither may change anything at the table.
 * Prints a readable report, or one JSON object with --json.
 */
import { words } from '../../shared/i18n/format';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { HostMessage, TableSnapshot } from '../../shared/protocol';
import { PROTOCOL_VERSION } from '../../shared/protocol';
import { GAME_IDS, type GameId } from '../../shared/types';
import { botFor } from '../ai/levels';
import { SearchPool, workerBotRunner } from '../workers/search-pool';
import { playPar } from '../analysis/par';
import { ParPool } from '../workers/par-pool';
import { AnalysisPool } from '../workers/analysis-pool';
import type { BaseAction } from '../engine/game';
import { createRng } from '../engine/rng';
import { gameById } from '../games';
import { Host, type ClientPort } from '../host/host';
import { MemorySettingsStore } from '../host/settings/settings-store';
import { TableSession } from '../host/table/table-session';
import { parseBenchCommand, positiveInteger, printJson, runCommand, usageError } from './args';
import { finishLag } from './lag-figures';

const USAGE = `usage: npm run bench:par -- [--json] [--game ${GAME_IDS.join('|')}] [--rounds N] [--level L]`;
const round2 = (x: number): number => Math.round(x * 100) / 100;
const zeroDelays = { slow: 0, normal: 0, fast: 0, instant: 0 };

interface CostFigures {
  game: GameId;
  rounds: number;
  meanSeconds: number;
  maxSeconds: number;
  decisions: number;
}

/** Plays `rounds` rounds of a one-person table inline, then par for each, timed. */
async function parCost(game: GameId, rounds: number, level: string): Promise<CostFigures> {
  const seed = `bench-par-${game}`;
  const seats = [
    { name: 'Person', kind: 'human' as const },
    ...[1, 2, 3].map((i) => ({ name: `Bot ${i}`, kind: 'bot' as const, level })),
  ];
  const created = TableSession.create({
    game: gameById(game),
    seats,
    options: game === 'sevensins' ? { phases: rounds } : {},
    seed,
  });
  if (!created.ok) throw new Error(words('en', created.reason));
  const table = created.session;
  const person = botFor(game, 'rules');
  const rng = createRng(seed);
  // The person plays at once whenever asked; the bots (inline) move on their own timers.
  const finished = (): number =>
    table.result() !== null ? table.record.rounds.length : table.record.rounds.length - 1;
  await new Promise<void>((resolve) => {
    const step = (): void => {
      if (finished() >= rounds) {
        resolve();
        return;
      }
      if (!table.waitingFor().includes(0)) return;
      const legal = table.legalFor(0);
      // Later, not inside the table's own step: the person answers as a client would.
      setImmediate(() => {
        if (table.waitingFor().includes(0) && finished() < rounds)
          table.act(0, person.act({ seat: 0, view: table.snapshot(0).view, legal, rng }));
      });
    };
    table.subscribe(step);
    table.start();
    step();
  });
  const times: number[] = [];
  let decisions = 0;
  for (let round = 0; round < rounds; round++) {
    const outcome = playPar({ record: structuredClone(table.record), seed, round, seat: 0 });
    if (!outcome.ok) throw new Error(`${game} round ${round}: ${words('en', outcome.reason)}`);
    times.push(outcome.ms / 1000);
    decisions += outcome.decisions;
  }
  table.close();
  return {
    game,
    rounds,
    meanSeconds: round2(times.reduce((a, b) => a + b, 0) / times.length),
    maxSeconds: round2(Math.max(...times)),
    decisions: Math.round(decisions / rounds),
  };
}

interface LagFigures {
  par: boolean;
  coach: boolean;
  /** Decisions of the person the coach weighed. */
  judged: number;
  lagP99Ms: number;
  lagMaxMs: number;
  seconds: number;
  parRounds: number;
}

/** A 13 table of one person and three hard bots in the worker pool, two rounds, par on or off. */
async function tableLag(withPar: boolean, withCoach: boolean): Promise<LagFigures> {
  const pool = new SearchPool();
  const par = withPar ? new ParPool() : null;
  const coach = withCoach ? new AnalysisPool(1) : null;
  const host = new Host({
    settings: new MemorySettingsStore({ coach: withCoach }),
    botDelays: zeroDelays,
    botRunner: workerBotRunner(pool),
    ...(par ? { par } : {}),
    ...(coach ? { coach } : {}),
  });
  let latest: TableSnapshot | null = null;
  const port: ClientPort = {
    send(message: HostMessage) {
      if (message.type === 'table') latest = message.table;
    },
  };
  host.connect(port, 'owner');
  host.receive(port, { type: 'hello', version: PROTOCOL_VERSION });
  host.receive(port, {
    type: 'newTable',
    game: 'dreizehn',
    seats: [
      { name: 'Person', kind: 'human' },
      ...[1, 2, 3].map((i) => ({ name: `Bot ${i}`, kind: 'bot' as const, level: 'hard' })),
    ],
    options: {},
    firstDealer: 3,
    seed: 'bench-par-lag',
  });
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const started = performance.now();
  const person = botFor('dreizehn', 'rules');
  const rng = createRng('bench-par-lag');
  let acted = -1;
  for (let guard = 0; guard < 100_000; guard++) {
    await new Promise((r) => setTimeout(r, 2));
    const snap = latest as TableSnapshot | null;
    if (!snap) continue;
    const played = (snap.view as { history: unknown[] }).history.length;
    const parDone = !withPar || (snap.par?.rounds.length ?? 0) >= 2;
    const coachDone = !withCoach || snap.coach?.pending === 0;
    if (played >= 2 && parDone && coachDone) break;
    if (played >= 2 || snap.legal.length === 0 || snap.step === acted) continue;
    acted = snap.step;
    // 13 sends every legal action in full (only Siegel's predictions are compact).
    const legal = snap.legal as BaseAction[];
    host.receive(port, { type: 'act', action: person.act({ seat: 0, view: snap.view, legal, rng }) });
  }
  const figures = finishLag(delay, started, 2);
  const parRounds = (latest as TableSnapshot | null)?.par?.rounds.length ?? 0;
  const judged = (latest as TableSnapshot | null)?.coach?.judged ?? 0;
  host.close();
  await pool.close();
  return { par: withPar, coach: withCoach, judged, ...figures, parRounds };
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseBenchCommand(argv, USAGE, {
    rounds: { type: 'string', default: '3' },
    level: { type: 'string', default: 'hard' },
  });
  if (typeof parsed === 'number') return parsed;
  const { args, games, level } = parsed;
  const rounds = positiveInteger(args.rounds);
  if (rounds === null) return usageError('--rounds must be a positive whole number', USAGE);
  const cost: CostFigures[] = [];
  for (const game of games) cost.push(await parCost(game, rounds, level));
  const lag = [await tableLag(false, false), await tableLag(true, false), await tableLag(true, true)];
  if (args.json) {
    printJson({ cost, lag });
    return 0;
  }
  process.stdout.write(
    `par: seconds per round in the par thread (the Meister for the person, ${level} bots)\n`,
  );
  for (const c of cost) {
    process.stdout.write(
      `  ${c.game.padEnd(10)} mean ${c.meanSeconds.toFixed(2)} s  slowest ${c.maxSeconds.toFixed(2)} s  (${c.rounds} rounds, ${c.decisions} decisions a round)\n`,
    );
  }
  process.stdout.write('host event loop at a 13 table (3 hard bots in the pool), two rounds\n');
  for (const l of lag) {
    const what = l.coach ? 'par and coach on' : l.par ? 'par on' : 'both off';
    const done = [l.par ? `${l.parRounds} rounds of par` : '', l.coach ? `${l.judged} decisions coached` : '']
      .filter(Boolean)
      .join(', ');
    process.stdout.write(
      `  ${what.padEnd(17)} lag p99 ${l.lagP99Ms} ms  max ${l.lagMaxMs} ms  (${l.seconds} s${done ? `, ${done}` : ''})\n`,
    );
  }
  return 0;
}

runCommand(main);
