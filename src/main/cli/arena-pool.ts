/**
 * `npm run arena:pool -- --log FILE [--log FILE ...] [--json]`: the arena logs (`arena --log FILE`) of one
 * measurement pooled into one summary, e.g. the same two levels over several seeds or runs. A
 * line that is no arena line, measures something else (only the seed may differ) or repeats a
 * deal is refused with its file and line number, and nothing is summarised.
 */
import { readFileSync } from 'node:fs';
import { poolArenaLogs, summaryLines } from './arena-log';
import { parseCommand, printJson, runCommand, usageError } from './args';

const USAGE = 'usage: npm run arena:pool -- --log FILE [--log FILE ...] [--json]';

async function main(argv: string[]): Promise<number> {
  const parsed = parseCommand(
    argv,
    { log: { type: 'string', multiple: true }, json: { type: 'boolean', default: false } },
    USAGE,
  );
  if (typeof parsed === 'number') return parsed;
  const files = parsed.log ?? [];
  if (files.length === 0) return usageError('arena:pool: name at least one log file', USAGE);
  const sources: { name: string; text: string }[] = [];
  for (const name of files) {
    try {
      sources.push({ name, text: readFileSync(name, 'utf8') });
    } catch (err) {
      return usageError(`arena:pool: cannot read ${name}: ${(err as Error).message}`);
    }
  }
  const result = poolArenaLogs(sources);
  if (!result.ok) return usageError(`arena:pool: ${result.error}`);
  const { summary, seeds } = result.pooled;
  if (parsed.json) {
    printJson({ ...summary, seeds });
    return 0;
  }
  const bySeed = seeds.map((s) => `${s.seed} (${s.deals})`).join(', ');
  process.stdout.write(`${summaryLines(summary, `seeds ${bySeed}`).join('\n')}\n`);
  return 0;
}

runCommand(main);
