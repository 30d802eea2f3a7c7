/**
 * `npm run selfplay -- --game G --players N --games K --seed S --level L --out DIR`
 * Plays K complete games between bots and writes DIR/0001.json …; the same seed writes the
 * same records. Prints one line per game and the time taken.
 */
import { words } from '../../shared/i18n/format';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringifyRecord } from '../../shared/record';
import { GAME_IDS } from '../../shared/types';
import { BOT_LEVELS, botFor, isBotLevel } from '../ai/levels';
import { tableOptions } from '../engine/options';
import { playGame } from '../engine/play';
import { createRng } from '../engine/rng';
import { parseGameCommand, positiveInteger, usageError } from './args';
import { seatNames } from './seat-names';

const USAGE = `usage: npm run selfplay -- --game ${GAME_IDS.join('|')} --players N [--games K] [--seed S]
       [--level ${BOT_LEVELS.join('|')}] [--out DIR] [--option key=value …]`;

function fail(message: string): number {
  return usageError(message, USAGE);
}

function parseOption(text: string): [string, unknown] | null {
  const eq = text.indexOf('=');
  if (eq <= 0) return null;
  const raw = text.slice(eq + 1);
  const value: unknown =
    raw === 'true' ? true : raw === 'false' ? false : /^-?\d+$/.test(raw) ? Number(raw) : raw;
  return [text.slice(0, eq), value];
}

function main(argv: string[]): number {
  const parsed = parseGameCommand(argv, USAGE, {
    games: { type: 'string', default: '1' },
    level: { type: 'string', default: 'rules' },
    out: { type: 'string', default: '.selfplay' },
    option: { type: 'string', multiple: true, default: [] },
  });
  if (typeof parsed === 'number') return parsed;
  const { args, game, players } = parsed;
  const count = positiveInteger(args.games);
  if (count === null) return fail('--games must be a positive integer');
  if (!isBotLevel(args.level)) return fail(`--level must be one of ${BOT_LEVELS.join(', ')}`);
  const options: Record<string, unknown> = {};
  for (const text of args.option) {
    const pair = parseOption(text);
    if (!pair) return fail(`--option expects key=value, got "${text}"`);
    options[pair[0]] = pair[1];
  }
  const checked = tableOptions(game, players, options);
  if (!checked.ok) return fail(`bad --option: ${words('en', checked.reason)}`);

  mkdirSync(args.out, { recursive: true });
  const level = args.level;
  const names = seatNames(players);
  const seats = names.map((name) => ({ name, kind: 'bot' as const, level }));
  const bots = names.map(() => botFor(game.id, level));
  const started = performance.now();
  for (let g = 1; g <= count; g++) {
    const t0 = performance.now();
    const { record } = playGame({ game, seats, options, bots, rng: createRng(`${args.seed}:${g}`) });
    const file = join(args.out, `${String(g).padStart(4, '0')}.json`);
    writeFileSync(file, stringifyRecord(record));
    const result = record.result;
    const winners = result ? result.winners.map((s) => names[s]).join(', ') : '—';
    process.stdout.write(
      `${file}  ${game.id} ${players}p  rounds ${record.rounds.length}  totals ${result?.totals.join(' ') ?? '—'}  winner ${winners}  ${(performance.now() - t0).toFixed(0)} ms\n`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${count} game(s) of ${game.id} in ${seconds.toFixed(2)} s\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
