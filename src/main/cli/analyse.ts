/**
 * `npm run analyse -- FILE --seat N [--json] [--inline]`: the post-game analysis of one seat of
 * a record. Every decision of the seat with more than one legal choice is weighed by the
 * Meister's search from the seat's view (in worker threads, one per core; `--inline` on this thread).
 * Plain output: one line per decision, mistakes marked, and the sums. `--json`: one object
 * `{seconds, decisions: [{round, action, chosen, best, loss, ci95, mistake}], …}`.
 */
import { words } from '../../shared/i18n/format';
import { parseRecord } from '../../shared/record';
import { analyseRecord } from '../analysis/analyse';
import { AnalysisPool } from '../workers/analysis-pool';
import { plainAnalysis } from './analysis-words';
import { parseCommand, printJson, readInput, usageError } from './args';

const USAGE = 'usage: npm run analyse -- FILE --seat N [--json] [--inline]';

async function main(argv: string[]): Promise<number> {
  const file = argv.find((a) => !a.startsWith('-') && !/^\d+$/.test(a));
  const values = parseCommand(
    argv.filter((a) => a !== file),
    {
      seat: { type: 'string' },
      json: { type: 'boolean' },
      inline: { type: 'boolean' },
    },
    USAGE,
  );
  if (typeof values === 'number') return values;
  if (!file) return usageError('a record FILE is needed', USAGE);
  const seat = Number(values.seat);
  if (values.seat === undefined || !Number.isInteger(seat) || seat < 0)
    return usageError('--seat N is needed (0 is the first seat)', USAGE);
  const text = readInput(file);
  if (text === null) return 1;
  const parsed = parseRecord(text);
  if (!parsed.ok) {
    process.stderr.write(`${file}: malformed record: ${words('en', parsed.error)}\n`);
    return 1;
  }
  const pool = values.inline ? null : new AnalysisPool();
  const progress = (done: number, total: number): void => {
    if (!values.json && process.stderr.isTTY) process.stderr.write(`\r${done}/${total} decisions`);
  };
  try {
    const outcome = await analyseRecord(parsed.record, seat, {
      ...(pool ? { runner: pool } : {}),
      onProgress: progress,
    });
    if (!values.json && process.stderr.isTTY) process.stderr.write('\r');
    if (!outcome.ok) {
      process.stderr.write(`${file}: ${words('en', outcome.reason)}\n`);
      return 1;
    }
    const report = outcome.report;
    if (values.json) {
      printJson({
        game: report.game,
        seat: report.seat,
        unit: report.unit,
        seconds: Math.round(report.seconds * 100) / 100,
        totalLoss: report.totalLoss,
        mistakes: report.mistakes,
        forced: report.forced,
        roundLoss: report.roundLoss,
        decisions: report.decisions.map((d) => ({
          round: d.round,
          action: d.action,
          chosen: d.chosen,
          best: d.best,
          loss: d.loss,
          ci95: d.ci95,
          mistake: d.mistake,
          chosenValue: d.chosenValue,
          bestValue: d.bestValue,
        })),
      });
    } else
      process.stdout.write(
        plainAnalysis(
          report,
          parsed.record.seats.map((s) => s.name),
        ),
      );
    return 0;
  } finally {
    await pool?.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
