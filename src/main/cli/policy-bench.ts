/**
 * `npm run bench:policy [-- --game G] [--players N] [--seconds S] [--json]`
 * Rollouts per second on one core with the Meister's hand-written rollout policy and with the
 * learned one (learn/policy.ts): each rollout loads a fresh deal's first decision and plays it to
 * the search's horizon, as the searcher does, the two policies taking turns in rounds of equal
 * length (paired, so the machine's load weighs on both alike).
 */
import type { GameId } from '../../shared/types';
import type { BaseAction, FastPlayout } from '../engine/game';
import { createRng, type Rng } from '../engine/rng';
import { botFor } from '../ai/levels';
import { GAMES } from '../games';
import { adapterFor } from '../ai/adapters';
import { withLearnedPolicy } from '../ai/learn/adapter';
import { freshState } from '../ai/search/endgame-positions';
import type { SearchAdapter } from '../ai/search/pimc';
import { gamesArg, parseCommand, positiveInteger, printJson, runCommand, usageError } from './args';

const USAGE = 'usage: npm run bench:policy -- [--game G] [--players N] [--seconds S] [--json]';

type AnyFast = FastPlayout<unknown, BaseAction>;
type Adapter = SearchAdapter<unknown, BaseAction, unknown, AnyFast>;

/**
 * A state somewhere in a game: a fresh deal played on by the rules bots for a random number of
 * decisions (later phases too), so the rollouts start where searches do.
 */
function midGame(game: GameId, players: number, rng: Rng): unknown {
  const { game: g } = GAMES[game];
  const bot = botFor(game, 'rules');
  let state = freshState(g, players, rng);
  const steps = rng.int(game === 'sevensins' || game === 'abyss' ? 120 : 30);
  // Decisions by the rules bot, chance and deals as they come; it stops at a decision.
  for (let i = 0; ; i++) {
    const next = g.next(state);
    if (next.kind === 'over') return freshState(g, players, rng);
    if (next.kind === 'act' && i >= steps) return state;
    let applied;
    if (next.kind === 'act') {
      const seat = next.seats[0] as number;
      const ctx = { seat, view: g.view(state, seat), legal: g.legalActions(state, seat), rng };
      applied = g.apply(state, seat, bot.act(ctx));
    } else if (next.kind === 'deal') applied = g.deal(state, g.randomDeal(state, rng));
    else applied = g.apply(state, null, g.randomChance(state, rng));
    if (!applied.ok) return state;
    state = applied.state;
  }
}

/** Rollouts played in `ms` milliseconds from these states. */
function rollouts(adapter: Adapter, fast: AnyFast, states: readonly unknown[], ms: number): number {
  const moves = new Int32Array(512);
  const rng = createRng(7);
  const policy = adapter.policy;
  const until = performance.now() + ms;
  let count = 0;
  while (performance.now() < until) {
    for (let k = 0; k < 16; k++) {
      fast.load(states[count % states.length], rng);
      adapter.begin?.(fast, fast.toAct(), 0);
      for (let step = 0; step < 5000; step++) {
        if (fast.toAct() < 0 || adapter.done?.(fast)) break;
        const n = fast.legal(moves);
        fast.play(moves[n === 1 ? 0 : policy ? policy(fast, moves, n, rng) : rng.int(n)] as number);
      }
      count++;
    }
  }
  return count;
}

async function main(argv: string[]): Promise<number> {
  const values = parseCommand(
    argv,
    {
      game: { type: 'string' },
      players: { type: 'string', default: '4' },
      seconds: { type: 'string', default: '6' },
      json: { type: 'boolean', default: false },
    },
    USAGE,
  );
  if (typeof values === 'number') return values;
  const games = gamesArg(values.game);
  if (!games.ok) return usageError(games.error, USAGE);
  const players = positiveInteger(values.players);
  const seconds = positiveInteger(values.seconds);
  if (!players || !seconds) return usageError('numbers must be positive integers', USAGE);
  for (const game of games.games as GameId[]) {
    const heuristic = adapterFor(game, 'meister') as unknown as Adapter;
    const learned = withLearnedPolicy(game, adapterFor(game, 'meister')) as unknown as Adapter;
    if (learned === heuristic) {
      process.stdout.write(`${game}: no learned policy\n`);
      continue;
    }
    const fast = heuristic.createFast(players);
    const rng = createRng(1);
    const states = Array.from({ length: 64 }, () => midGame(game, players, rng));
    rollouts(heuristic, fast, states, 300);
    rollouts(learned, fast, states, 300);
    let h = 0;
    let l = 0;
    const rounds = 6;
    const slice = (seconds * 1000) / (2 * rounds);
    for (let r = 0; r < rounds; r++) {
      h += rollouts(heuristic, fast, states, slice);
      l += rollouts(learned, fast, states, slice);
    }
    const perSec = (n: number): number => Math.round(n / ((rounds * slice) / 1000));
    const row = {
      game,
      players,
      heuristic: perSec(h),
      learned: perSec(l),
      ratio: Math.round((l / h) * 1000) / 1000,
    };
    if (values.json) printJson(row);
    else
      process.stdout.write(
        `${game} ${players}p: hand-written ${row.heuristic.toLocaleString('en')} rollouts/s, learned ${row.learned.toLocaleString('en')} rollouts/s (×${row.ratio})\n`,
      );
  }
  return 0;
}

runCommand(main);
