/**
 * `npm run bench:ai [-- --json] [--game G] [--players N] [--decisions K] [--lag-seconds S]
 *  [--level hard,meister]`
 * What the searching bots cost on this machine, per level (hard and the Meister by default)
 * with its app budget (time):
 * - latency of card play (median, p95) and of the round-shaping decisions — bids, predictions,
 *   trump, scale, passing — (p95), measured around `act` in self-play against rule-based bots;
 * - search iterations (rollouts) per second on one core;
 * - the event loop's delay (p99) while four hard bots, then three Meisters, think at once in
 *   the worker pool.
 * Prints a readable table, or one JSON object per line with --json.
 */
import { describeRuleError } from '../engine/rule-error';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gamesArg, parseCommand, printJson, usageError } from './args';
import { quantile } from './lag-figures';
import type { GameId } from '../../shared/types';
import { adapterFor } from '../ai/adapters';
import { botFor } from '../ai/levels';
import {
  createSearchBot,
  isSearchLevel,
  levelConfig,
  SEARCH_LEVELS,
  type SearchLevel,
} from '../ai/search-bot';
import { SearchPool } from '../workers/search-pool';
import type { BaseAction } from '../engine/game';
import { createRng } from '../engine/rng';
import { GAMES } from '../games';

interface GameFigures {
  game: GameId;
  level: SearchLevel;
  players: number;
  cardPlays: number;
  cardMedianMs: number;
  cardP95Ms: number;
  bigDecisions: number;
  bigP95Ms: number;
  iterationsPerSec: number;
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

function measureGame(
  id: GameId,
  level: SearchLevel,
  players: number,
  decisions: number,
  seed: string,
): GameFigures {
  const { game } = GAMES[id];
  const adapter = adapterFor(id);
  const card: number[] = [];
  const big: number[] = [];
  let iterations = 0;
  let searchMs = 0;
  const bot = createSearchBot(id, level, {
    mode: 'time',
    onSearch: (r) => {
      iterations += r.stats.iterations;
      searchMs += r.stats.elapsedMs;
    },
  });
  const rules = botFor(id, 'rules');
  const rng = createRng(seed);
  const fresh = (): unknown => game.newGame(players, game.optionsSchema.parse({}), rng.int(players));
  let state = fresh();
  // Enough card plays, and some big decisions where the game has them often enough (13 has
  // none; Abyss's scale and passing decisions are rare): give up on them after a while.
  const stopAt = performance.now() + 120_000;
  let extra = 0;
  while (
    (card.length < decisions || (big.length < Math.ceil(decisions / 5) && extra < 2000)) &&
    performance.now() < stopAt
  ) {
    if (card.length >= decisions) extra++;
    const next = game.next(state);
    if (next.kind === 'over') {
      state = fresh();
      continue;
    }
    let applied;
    if (next.kind === 'deal') applied = game.deal(state, game.randomDeal(state, rng));
    else if (next.kind === 'chance') applied = game.apply(state, null, game.randomChance(state, rng));
    else {
      const seat = next.seats[0] as number;
      const legal = game.legalActions(state, seat) as BaseAction[];
      const view = game.view(state, seat);
      let action: BaseAction;
      if (seat === 0 && legal.length > 1) {
        const isBig = adapter.isBigDecision?.(view, legal) ?? false;
        if (!isBig && card.length >= decisions) action = rules.act({ seat, view, legal, rng });
        else {
          const t0 = performance.now();
          action = bot.act({ seat, view, legal, rng });
          (isBig ? big : card).push(performance.now() - t0);
        }
      } else {
        action = rules.act({ seat, view, legal, rng });
      }
      applied = game.apply(state, seat, action);
    }
    if (!applied.ok) throw new Error(`bench: refused ${describeRuleError(applied.error)}`);
    state = applied.state;
  }
  return {
    game: id,
    level,
    players,
    cardPlays: card.length,
    cardMedianMs: round1(quantile(card, 0.5)),
    cardP95Ms: round1(quantile(card, 0.95)),
    bigDecisions: big.length,
    bigP95Ms: round1(quantile(big, 0.95)),
    iterationsPerSec: Math.round(iterations / (searchMs / 1000)),
  };
}

/** Event-loop delay p99 (ms) while `bots` bots of `level` think at once in the worker pool. */
async function measureLag(
  id: GameId,
  level: SearchLevel,
  bots: number,
  players: number,
  seconds: number,
): Promise<{ lagP99Ms: number; decisions: number; workers: number }> {
  const { game } = GAMES[id];
  const rng = createRng('lag');
  // Four decision points of one game to think about, over and over.
  const points: { seat: number; view: unknown; legal: BaseAction[] }[] = [];
  let state: unknown = game.newGame(players, game.optionsSchema.parse({}), 0);
  while (points.length < bots) {
    const next = game.next(state);
    if (next.kind === 'over') state = game.newGame(players, game.optionsSchema.parse({}), 0);
    else if (next.kind === 'deal')
      state = (game.deal(state, game.randomDeal(state, rng)) as { state: unknown }).state;
    else if (next.kind === 'chance')
      state = (game.apply(state, null, game.randomChance(state, rng)) as { state: unknown }).state;
    else {
      const seat = next.seats[0] as number;
      const legal = game.legalActions(state, seat) as BaseAction[];
      if (legal.length > 1) points.push({ seat, view: game.view(state, seat), legal });
      state = (game.apply(state, seat, rng.pick(legal)) as { state: unknown }).state;
    }
  }
  const pool = new SearchPool();
  const timeMs = levelConfig(id, level).timeMs;
  // Warm the workers up (module loading) before measuring.
  await Promise.all(
    points.map((p) =>
      pool.decide({ game: id, level: 'hard', mode: 'iterations', iterations: 10, seed: 1, ...p }),
    ),
  );
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const stop = performance.now() + seconds * 1000;
  let decisions = 0;
  await Promise.all(
    points.map(async (p, i) => {
      while (performance.now() < stop) {
        await pool.decide({ game: id, level, mode: 'time', timeMs, seed: i + decisions, ...p });
        decisions++;
      }
    }),
  );
  histogram.disable();
  await pool.close();
  return { lagP99Ms: round1(histogram.percentile(99) / 1e6), decisions, workers: pool.size };
}

async function main(argv: string[]): Promise<number> {
  const args = parseCommand(argv, {
    json: { type: 'boolean', default: false },
    game: { type: 'string' },
    players: { type: 'string', default: '4' },
    decisions: { type: 'string', default: '40' },
    'lag-seconds': { type: 'string', default: '4' },
    level: { type: 'string', default: 'hard,meister' },
  });
  if (typeof args === 'number') return args;
  const levels = args.level.split(',');
  if (!levels.every(isSearchLevel))
    return usageError(`--level must list search levels: ${SEARCH_LEVELS.join(', ')}`);
  const chosen = gamesArg(args.game);
  if (!chosen.ok) return usageError(chosen.error);
  const games = chosen.games;
  const players = Number(args.players);
  const decisions = Number(args.decisions);
  const out = (line: string): boolean => process.stdout.write(`${line}\n`);
  if (!args.json) {
    out(`app budget (time); ${players} players`);
    out(
      `${'game'.padEnd(10)} ${'level'.padEnd(8)} ${'card med'.padStart(9)} ${'card p95'.padStart(9)} ${'bid/pred p95'.padStart(13)} ${'rollouts/s/core'.padStart(16)}`,
    );
  }
  for (const id of games) {
    for (const level of levels) {
      const f = measureGame(
        id,
        level,
        Math.min(Math.max(players, GAMES[id].game.minPlayers), GAMES[id].game.maxPlayers),
        decisions,
        `bench:${id}`,
      );
      if (args.json) out(JSON.stringify(f));
      else {
        out(
          `${id.padEnd(10)} ${level.padEnd(8)} ${`${f.cardMedianMs} ms`.padStart(9)} ${`${f.cardP95Ms} ms`.padStart(9)} ${(Number.isNaN(f.bigP95Ms) ? '— (none)' : `${f.bigP95Ms} ms`).padStart(13)} ${f.iterationsPerSec.toLocaleString('en').padStart(16)}`,
        );
      }
    }
  }
  // Four hard bots (as before the Meister), and three Meisters (a table of one person).
  for (const [level, bots] of levels.map((l): [SearchLevel, number] => [l, l === 'meister' ? 3 : 4])) {
    const lag = await measureLag(games[0] as GameId, level, bots, 4, Number(args['lag-seconds']));
    if (args.json)
      printJson({
        level,
        eventLoopLagP99Ms: lag.lagP99Ms,
        botsThinking: bots,
        workers: lag.workers,
        decisions: lag.decisions,
      });
    else
      out(
        `event-loop lag p99 while ${bots} ${level} bots think in ${lag.workers} workers: ${lag.lagP99Ms} ms (${lag.decisions} decisions)`,
      );
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    process.stderr.write(`bench:ai: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
