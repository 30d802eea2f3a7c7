/**
 * `npm run replay -- FILE`: replays a record, checks every action against the rules and prints
 * one JSON object (game, over, totals, winners, per-round scores and the public end state).
 * Exit 1 with one line on stderr for an illegal action, a malformed file or a wrong result.
 */
import { replayFile } from './replay-file';
import { readInput } from './args';

function main(argv: string[]): number {
  const file = argv.find((arg) => !arg.startsWith('-'));
  if (!file || argv.includes('--help')) {
    process.stderr.write('usage: npm run replay -- FILE\n');
    return file ? 0 : 2;
  }
  const text = readInput(file);
  if (text === null) return 1;
  const outcome = replayFile(text);
  if (!outcome.ok) {
    process.stderr.write(`${file}: ${outcome.error}\n`);
    return 1;
  }
  process.stdout.write(`${JSON.stringify(outcome.output)}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
