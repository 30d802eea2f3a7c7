/**
 * `npm run arena:pool -- --log FILE [--log FILE ...] [--json]`: the arena logs (`arena --log FILE`) of one
 * measurement pooled into one summary, e.g. the same two levels over several seeds or runs. A
 * line that is no arena line, measures something else (only the seed may differ) or repeats a
 * deal is refused with its file and line number, and nothing is summarised.
 *
 * `--minus FILE` (repeatable) pools a second measurement and prints the first minus the second
 * deal by deal over the deals both played, e.g. (Meister II − hard) − (hard − normal) on the
 * same seeds.
 */
import { readFileSync } from 'node:fs';
import { pairedDifference, poolArenaLogs, summaryLines, type PooledLogs } from './arena-log';
import { parseCommand, printJson, runCommand, usageError } from './args';

const USAGE = 'usage: npm run arena:pool -- --log FILE [--log FILE ...] [--minus FILE ...] [--json]';

async function main(argv: string[]): Promise<number> {
  const parsed = parseCommand(
    argv,
    {
      log: { type: 'string', multiple: true },
      minus: { type: 'string', multiple: true },
      json: { type: 'boolean', default: false },
    },
    USAGE,
  );
  if (typeof parsed === 'number') return parsed;
  const files = parsed.log ?? [];
  if (files.length === 0) return usageError('arena:pool: name at least one log file', USAGE);
  const first = pool(files);
  if (typeof first === 'number') return first;
  const second = parsed.minus ? pool(parsed.minus) : null;
  if (typeof second === 'number') return second;
  const paired = second ? pairedDifference(first, second) : null;
  if (parsed.json) {
    printJson({
      ...first.summary,
      seeds: first.seeds,
      ...(second && paired ? { minus: { ...second.summary, seeds: second.seeds }, paired } : {}),
    });
    return 0;
  }
  const lines = [...describe(first)];
  if (second && paired) {
    lines.push('minus', ...describe(second));
    lines.push(
      `deal by deal over the ${paired.deals} deals both played: ${paired.first} − ${paired.second} = ${paired.meanDiff} (95% CI ${paired.ci95[0]} … ${paired.ci95[1]})`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

function describe(pooled: PooledLogs): string[] {
  const bySeed = pooled.seeds.map((s) => `${s.seed} (${s.deals})`).join(', ');
  return summaryLines(pooled.summary, `seeds ${bySeed}`);
}

/** The named logs pooled, or the exit code after the problem was said. */
function pool(files: readonly string[]): PooledLogs | 2 {
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
  return result.pooled;
}

runCommand(main);
