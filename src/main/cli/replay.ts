/**
 * `npm run replay -- FILE`: replays a record, checks every action against the rules and prints
 * one JSON object (game, over, totals, winners, per-round scores and the public end state).
 * Exit 1 with one line on stderr for an illegal action, a malformed file or a wrong result.
 */
import { printJson, readInput, usageError } from './args';
import { replayFile } from './replay-file';

const USAGE = 'usage: npm run replay -- FILE';

function main(argv: string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const file = argv.find((arg) => !arg.startsWith('-'));
  if (!file) return usageError('a record FILE is needed', USAGE);
  const text = readInput(file);
  if (text === null) return 1;
  const outcome = replayFile(text);
  if (!outcome.ok) {
    process.stderr.write(`${file}: ${outcome.error}\n`);
    return 1;
  }
  printJson(outcome.output);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
