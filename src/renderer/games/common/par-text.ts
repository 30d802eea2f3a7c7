/**
 * What the table says of par (src/shared/par.ts) under a round's summary and the final ranking,
 * and of the live coach under the ranking (the `par` message file): the Meister's score with the person's cards, theirs, and how far
 * apart in the game's own units. Pure: the host measured everything, this only words it.
 */
import { coachLoss, type CoachReport } from '../../../shared/coach';
import { parMargin, parTotals, type ParReport } from '../../../shared/par';
import type { Language } from '../../../shared/settings';
import type { GameId } from '../../../shared/types';
import { text } from '../../../shared/i18n/format';
import { mistakesText } from '../../i18n/analysis-text';
import { gameUnit, nounFor } from '../../i18n/units';

function verdict(lang: Language, game: GameId, you: number, par: number): string {
  const margin = parMargin(game, you, par);
  if (margin === 0) return text(lang, 'par.level');
  const n = Math.abs(margin);
  return text(lang, margin > 0 ? 'par.better' : 'par.worse', { n, unit: nounFor(lang, gameUnit(game), n) });
}

/** The line under a round's summary: its par, or that it is being played; null without par. */
export function parRoundLine(
  lang: Language,
  game: GameId,
  report: ParReport | undefined,
  round: number | null,
): string | null {
  if (!report || round === null) return null;
  const known = report.rounds.find((r) => r.round === round);
  if (!known) return text(lang, 'par.pending');
  return text(lang, 'par.line', {
    par: known.par,
    you: known.you,
    verdict: verdict(lang, game, known.you, known.par),
  });
}

/**
 * The live coach's count under the final ranking ("Coach: 3 mistakes, about 6.5 minus points in
 * all"); null where the coach was not on.
 */
export function coachGameLine(lang: Language, game: GameId, report: CoachReport | undefined): string | null {
  if (!report) return null;
  if (report.marks.length === 0) return text(lang, 'app.coach.none');
  const loss = Math.round(coachLoss(report) * 10) / 10;
  return text(lang, 'app.coach.count', {
    mistakes: mistakesText(lang, report.marks.length),
    loss: loss.toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    unit: nounFor(lang, gameUnit(game), loss, { fraction: 1 }),
  });
}

/** The line under the final ranking: the game against par so far; null without par. */
export function parGameLine(lang: Language, game: GameId, report: ParReport | undefined): string | null {
  if (!report) return null;
  if (report.pending.length > 0) return text(lang, 'par.pending.total');
  const totals = parTotals(report);
  if (!totals) return null;
  return text(lang, totals.rounds === 1 ? 'par.total.one' : 'par.total', {
    rounds: totals.rounds,
    you: totals.you,
    par: totals.par,
    verdict: verdict(lang, game, totals.you, totals.par),
  });
}
