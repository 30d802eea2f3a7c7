/** The testable core of the replay command: record text in, printed summary or one error line out. */
import { words } from '../../shared/i18n/format';
import { parseRecord } from '../../shared/record';
import { describeProblem, replayRecord } from '../engine/replay';
import { gameById } from '../games';

export interface ReplayOutput {
  game: string;
  over: boolean;
  totals: number[];
  winners: number[] | null;
  rounds: { scores: number[] }[];
  [key: string]: unknown;
}

export type ReplayFileOutcome = { ok: true; output: ReplayOutput } | { ok: false; error: string };

export function replayFile(text: string): ReplayFileOutcome {
  const parsed = parseRecord(text);
  if (!parsed.ok) return { ok: false, error: `malformed record: ${words('en', parsed.error)}` };
  const game = gameById(parsed.record.game);
  const outcome = replayRecord(game, parsed.record);
  if (!outcome.ok) return { ok: false, error: describeProblem(outcome.problem) };
  const summary = game.publicSummary(outcome.state);
  // A game's summary may describe each round too (seals held, taken cards …): keep those facts.
  const roundFacts = Array.isArray(summary.rounds) ? (summary.rounds as unknown[]) : [];
  return {
    ok: true,
    output: {
      ...summary,
      game: game.id,
      over: outcome.over,
      totals: game.totals(outcome.state),
      winners: outcome.result?.winners ?? null,
      rounds: outcome.roundScores.map((scores, i) => {
        const facts = roundFacts[i];
        return { ...(typeof facts === 'object' && facts !== null ? facts : {}), scores };
      }),
    },
  };
}
