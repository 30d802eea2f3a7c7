/** Argument checks the commands share. */
import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { GAME_IDS, isGameId, type BotLevel, type GameId } from '../../shared/types';
import { isBotLevel } from '../ai/levels';
import type { AnyGame } from '../engine/game';
import { GAMES } from '../games';

/** `--game` and `--players` checked together (the player count depends on the game). */
export function gameAndPlayers(
  gameArg: string | undefined,
  playersArg: string | undefined,
): { ok: true; game: AnyGame; players: number } | { ok: false; error: string } {
  if (!gameArg || !isGameId(gameArg))
    return { ok: false, error: `--game must be one of ${GAME_IDS.join(', ')}` };
  const { game } = GAMES[gameArg];
  const players = Number(playersArg);
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    return { ok: false, error: `--players must be ${game.minPlayers}–${game.maxPlayers} for ${game.id}` };
  }
  return { ok: true, game, players };
}

/** An optional `--game`: that game, or every game when it is left out. */
export function gamesArg(
  gameArg: string | undefined,
): { ok: true; games: GameId[] } | { ok: false; error: string } {
  if (gameArg === undefined) return { ok: true, games: [...GAME_IDS] };
  if (!isGameId(gameArg)) return { ok: false, error: `--game must be one of ${GAME_IDS.join(', ')}` };
  return { ok: true, games: [gameArg] };
}

/** One JSON value on a line of stdout: what `--json` prints, so that runs can be compared. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/** A usage error: the message (and the usage text) on stderr; the exit code is 2. */
export function usageError(message: string, usage?: string): 2 {
  process.stderr.write(usage ? `${message}\n${usage}\n` : `${message}\n`);
  return 2;
}

type CommandOptions = NonNullable<ParseArgsConfig['options']>;
type CommandValues<O extends CommandOptions> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: false }>
>['values'];

/**
 * The command line parsed by these options (strict: unknown flags are errors), or an exit code:
 * 2 after a usage error was printed, 0 after `--help` printed the usage (when there is one).
 */
export function parseCommand<const O extends CommandOptions>(
  argv: string[],
  options: O,
  usage?: string,
): CommandValues<O> | 0 | 2 {
  if (usage !== undefined && (argv.includes('--help') || argv.includes('-h'))) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (err) {
    return usageError((err as Error).message, usage);
  }
}

/** The options of every command that plays one game at one table size from a seed. */
const GAME_TABLE_OPTIONS = {
  game: { type: 'string' },
  players: { type: 'string' },
  seed: { type: 'string', default: '1' },
} as const;

/**
 * `parseCommand` for a command that plays one game at one table size (arena, selfplay): besides
 * its own `options` it takes `--game`, `--players` (checked together) and `--seed` (default 1).
 * Returns the values with the chosen game and player count, or an exit code as `parseCommand`.
 */
export function parseGameCommand<const O extends CommandOptions>(
  argv: string[],
  usage: string,
  options: O,
): { args: CommandValues<typeof GAME_TABLE_OPTIONS & O>; game: AnyGame; players: number } | 0 | 2 {
  const args = parseCommand(argv, { ...GAME_TABLE_OPTIONS, ...options }, usage);
  if (args === 0 || args === 2) return args;
  // The options include GAME_TABLE_OPTIONS; TypeScript cannot see that through the generic `O`.
  const common = args as CommandValues<typeof GAME_TABLE_OPTIONS>;
  const chosen = gameAndPlayers(common.game, common.players);
  if (!chosen.ok) return usageError(chosen.error, usage);
  return { args, game: chosen.game, players: chosen.players };
}

/** The options of every bench that measures each game (or one) against bots of one level. */
const BENCH_OPTIONS = {
  json: { type: 'boolean', default: false },
  game: { type: 'string' },
} as const;
type LevelOption = { level: { type: 'string'; default: string } };

/**
 * `parseCommand` for a bench run per game against bots of one level (bench:coach, bench:par):
 * besides its own `options` (`level` with its default among them) it takes `--json` and `--game`
 * (every game when left out), and `--level` must name a bot level other than random.
 */
export function parseBenchCommand<const O extends CommandOptions & LevelOption>(
  argv: string[],
  usage: string,
  options: O,
): { args: CommandValues<typeof BENCH_OPTIONS & O>; games: GameId[]; level: BotLevel } | 0 | 2 {
  const args = parseCommand(argv, { ...BENCH_OPTIONS, ...options }, usage);
  if (args === 0 || args === 2) return args;
  // As in parseGameCommand: TypeScript cannot see the common options through the generic `O`.
  const common = args as CommandValues<typeof BENCH_OPTIONS & LevelOption>;
  const games = gamesArg(common.game);
  if (!games.ok) return usageError(games.error, usage);
  if (!isBotLevel(common.level) || common.level === 'random')
    return usageError('--level must be a bot level', usage);
  return { args, games: games.games, level: common.level };
}

/** Runs a command's `main` and exits with its code (1 after printing what it threw). */
export function runCommand(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
      process.exit(1);
    },
  );
}

/** A flag's whole number of at least 1 (`--deals 100`), or null when it is anything else. */
export function positiveInteger(text: string): number | null {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** The text of a file named on the command line, or null after saying why it cannot be read. */
export function readInput(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    process.stderr.write(`${file}: cannot read: ${(err as Error).message}\n`);
    return null;
  }
}
