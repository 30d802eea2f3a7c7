/**
 * `npm run bench:solver [-- --game G] [--players N] [--mode maxn|paranoid] [--samples K]
 *  [--max-cards C] [--json]`
 * What an exact endgame solve costs (Meister II, src/main/ai/search/solver.ts): for each number
 * of cards left, K positions reached by the rollout policy from fresh deals, each solved from the
 * seat to act's point of view by one solver for all (its table kept, as a search keeps it: the
 * positions share no state, so it finds nothing of one in another); prints the median and p95 time,
 * nodes per solve and nodes per second, and the most cards at which p95 stays under 5 ms.
 */
import type { GameId } from '../../shared/types';
import type { BaseAction, FastPlayout } from '../engine/game';
import { createRng } from '../engine/rng';
import { endgamePosition } from '../ai/search/endgame-positions';
import { EndgameSolver, type SolveMode } from '../ai/search/solver';
import { gamesArg, parseCommand, positiveInteger, printJson, runCommand, usageError } from './args';
import { quantile } from './lag-figures';

const USAGE =
  'usage: npm run bench:solver -- [--game G] [--players N] [--mode maxn|paranoid] [--samples K] [--max-cards C] [--json]';

/** The p95 a solve must stay under to be used inside a decision (docs/ai.md). */
const TARGET_MS = 5;

interface Row {
  game: GameId;
  players: number;
  mode: SolveMode;
  cards: number;
  samples: number;
  medianMs: number;
  p95Ms: number;
  nodesMedian: number;
  nodesPerSec: number;
}

function measure(
  game: GameId,
  players: number,
  mode: SolveMode,
  cards: number,
  samples: number,
  seed: number,
): Row {
  const rng = createRng(seed);
  const times: number[] = [];
  const nodes: number[] = [];
  let allNodes = 0;
  let allMs = 0;
  let tries = 0;
  // One fast path and one solver for all the solves, as a search keeps them.
  const first = endgamePosition(game, players, cards, rng);
  if (!first)
    return { game, players, mode, cards, samples: 0, medianMs: 0, p95Ms: 0, nodesMedian: 0, nodesPerSec: 0 };
  const fast = first.fast as FastPlayout<unknown, BaseAction>;
  const solver = new EndgameSolver(
    fast,
    players,
    { ...first.adapter, endgame: first.adapter.endgame! },
    mode,
  );
  const out = new Float64Array(players);
  // Not timed: the first solve compiles the state's copying code and warms the JIT.
  solver.solve(fast.toAct(), out);
  while (times.length < samples && tries++ < samples * 20) {
    const at = endgamePosition(game, players, cards, rng, fast);
    if (!at || at.remaining !== cards) continue;
    const before = solver.nodes;
    const t0 = performance.now();
    solver.solve(fast.toAct(), out);
    const ms = performance.now() - t0;
    times.push(ms);
    nodes.push(solver.nodes - before);
    allNodes += solver.nodes - before;
    allMs += ms;
  }
  const r = (x: number): number => Math.round(x * 1000) / 1000;
  return {
    game,
    players,
    mode,
    cards,
    samples: times.length,
    medianMs: r(quantile(times, 0.5)),
    p95Ms: r(quantile(times, 0.95)),
    nodesMedian: Math.round(quantile(nodes, 0.5)),
    nodesPerSec: allMs > 0 ? Math.round((allNodes / allMs) * 1000) : 0,
  };
}

async function main(argv: string[]): Promise<number> {
  const values = parseCommand(
    argv,
    {
      game: { type: 'string' },
      players: { type: 'string', default: '4' },
      mode: { type: 'string', default: 'maxn' },
      samples: { type: 'string', default: '40' },
      'max-cards': { type: 'string', default: '24' },
      seed: { type: 'string', default: '1' },
      json: { type: 'boolean', default: false },
    },
    USAGE,
  );
  if (typeof values === 'number') return values;
  const games = gamesArg(values.game);
  if (!games.ok) return usageError(games.error, USAGE);
  const mode = values.mode;
  if (mode !== 'maxn' && mode !== 'paranoid') return usageError('--mode must be maxn or paranoid', USAGE);
  const players = positiveInteger(values.players);
  const samples = positiveInteger(values.samples);
  const maxCards = positiveInteger(values['max-cards']);
  const seed = positiveInteger(values.seed);
  if (!players || !samples || !maxCards || !seed)
    return usageError('numbers must be positive integers', USAGE);
  for (const game of games.games) {
    let within = 0;
    for (let cards = 1; cards <= maxCards; cards++) {
      const row = measure(game, players, mode, cards, samples, seed * 1000 + cards);
      if (row.samples === 0) continue;
      if (row.p95Ms < TARGET_MS) within = cards;
      if (values.json) printJson(row);
      else
        process.stdout.write(
          `${game} ${players}p ${mode} ${String(cards).padStart(2)} cards: median ${row.medianMs} ms, p95 ${row.p95Ms} ms, ` +
            `${row.nodesMedian} nodes, ${row.nodesPerSec.toLocaleString('en')} nodes/s (${row.samples} solves)\n`,
        );
      // Stop climbing once a solve takes ten times the target: the next are slower still.
      if (row.p95Ms > TARGET_MS * 10) break;
    }
    const line = { game, players, mode, cardsUnder5msP95: within };
    if (values.json) printJson(line);
    else process.stdout.write(`${game}: p95 under ${TARGET_MS} ms up to ${within} cards left\n`);
  }
  return 0;
}

runCommand(main);
