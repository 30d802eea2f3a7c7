/**
 * `npm run bench [-- --json] [--game G] [--players N] [--seconds S] [--path pure|fast]
 *  [--against REF [--rounds N]]`
 * Random playouts per second on one core, for each game and player count, on the pure path
 * and on the fast playout path the AI uses. `--json` prints one object per line so runs can
 * be compared; otherwise a readable table. `--against REF` runs the same figures on a git ref and
 * on the checkout alternately and prints the ratio (bench-paired.ts).
 */
import { pairedBench } from './bench-paired';
import { gamesArg, parseCommand, printJson, usageError } from './args';
import type { GameId } from '../../shared/types';
import { createRng, type Rng } from '../engine/rng';
import { GAMES } from '../games';

interface Figure {
  game: GameId;
  players: number;
  path: 'pure' | 'fast';
  unit: 'round' | 'game';
  perSec: number;
}

/** Runs `unit` repeatedly for about `seconds` after a short warm-up; returns units per second. */
function measure(unit: (rng: Rng) => void, seconds: number, seed: string): number {
  const rng = createRng(seed);
  const warmUntil = performance.now() + Math.min(300, seconds * 250);
  while (performance.now() < warmUntil) unit(rng);
  let done = 0;
  const start = performance.now();
  const stop = start + seconds * 1000;
  let now = start;
  while (now < stop) {
    for (let i = 0; i < 16; i++) unit(rng);
    done += 16;
    now = performance.now();
  }
  return Math.round(done / ((now - start) / 1000));
}

function main(argv: string[]): number {
  const args = parseCommand(argv, {
    json: { type: 'boolean', default: false },
    game: { type: 'string' },
    players: { type: 'string' },
    seconds: { type: 'string', default: '1' },
    path: { type: 'string' },
    against: { type: 'string' },
    rounds: { type: 'string', default: '6' },
  });
  if (typeof args === 'number') return args;
  if (args.against !== undefined) {
    const rounds = Number(args.rounds);
    if (!Number.isInteger(rounds) || rounds < 1) return usageError('--rounds must be a whole number from 1');
    const flags = ['--seconds', args.seconds];
    if (args.game) flags.push('--game', args.game);
    if (args.players) flags.push('--players', args.players);
    if (args.path) flags.push('--path', args.path);
    return pairedBench(args.against, rounds, flags, args.json);
  }
  const chosen = gamesArg(args.game);
  if (!chosen.ok) return usageError(chosen.error);
  const seconds = Number(args.seconds);
  if (!(seconds > 0)) {
    process.stderr.write('--seconds must be a positive number\n');
    return 2;
  }
  const games = chosen.games;
  const paths: ('pure' | 'fast')[] =
    args.path === 'pure' || args.path === 'fast' ? [args.path] : ['pure', 'fast'];
  const figures: Figure[] = [];
  if (!args.json) {
    process.stdout.write(
      `${'game'.padEnd(10)} ${'players'.padStart(7)} ${'path'.padEnd(5)} ${'unit'.padEnd(6)} ${'per second'.padStart(12)}\n`,
    );
  }
  for (const id of games) {
    const { bench } = GAMES[id];
    const counts = args.players ? [Number(args.players)] : bench.playerCounts;
    for (const players of counts) {
      if (!bench.playerCounts.includes(players)) {
        process.stderr.write(`${id} has no bench for ${players} players\n`);
        return 2;
      }
      for (const path of paths) {
        const unit = path === 'pure' ? bench.pure(players) : bench.fast(players);
        const perSec = measure(unit, seconds, `bench:${id}:${players}:${path}`);
        const figure: Figure = { game: id, players, path, unit: bench.unit, perSec };
        figures.push(figure);
        if (args.json) printJson(figure);
        else {
          process.stdout.write(
            `${id.padEnd(10)} ${String(players).padStart(7)} ${path.padEnd(5)} ${bench.unit.padEnd(6)} ${perSec.toLocaleString('en-US').padStart(12)}\n`,
          );
        }
      }
    }
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
