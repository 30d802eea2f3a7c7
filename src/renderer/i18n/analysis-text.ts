/**
 * What the post-game analysis says, in German, English and Dutch: the summary ("expected
 * penalty points lost by decisions: 6.5, of which 4.0 in round 3"), each decision's line and
 * the reason a mistake is one ("“Take the saboteur” would have cost you about 1.0 instead of 3.0
 * penalty points here"), from the `analysis` messages. Pure: the host measured everything, this
 * only words it.
 */
import type { AnalysedDecision, AnalysisReport, AnalysisUnit } from '../../shared/analysis';
import type { Language } from '../../shared/settings';
import type { GameId } from '../../shared/types';
import { text } from '../../shared/i18n/format';
import { unitName } from './units';

const num = (lang: Language, x: number): string =>
  (Math.round(x * 10) / 10).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Phased games count phases, the others rounds. */
function phased(game: GameId): boolean {
  return game === 'sevensins' || game === 'abyss';
}

/** The game's one unit word (i18n/units.ts), as a heading or after a decimal ("about 1.0 minus points"). */
export function unitText(lang: Language, unit: AnalysisUnit): string {
  return unitName(lang, unit);
}

/** "Expected penalty points lost by decisions: 6.5, of which 4.0 in round 3". */
export function summaryText(lang: Language, report: AnalysisReport): string {
  const unit = unitText(lang, report.unit);
  if (report.totalLoss < 0.05) return text(lang, 'analysis.summary.none', { unit });
  let worst = 0;
  report.roundLoss.forEach((l, i) => {
    if (l > (report.roundLoss[worst] ?? 0)) worst = i;
  });
  const most = report.roundLoss[worst] ?? 0;
  const total = num(lang, report.totalLoss);
  // Naming the round only says something when the loss is not all in one place anyway.
  if (report.roundLoss.filter((l) => l >= 0.05).length < 2)
    return text(lang, 'analysis.summary', { unit, total });
  const key = phased(report.game) ? 'analysis.summary.mostPhase' : 'analysis.summary.most';
  return text(lang, key, { unit, total, most: num(lang, most), r: worst + 1 });
}

export function mistakesText(lang: Language, n: number): string {
  return n === 0 ? text(lang, 'analysis.mistakes.none') : text(lang, 'analysis.mistakes', { n });
}

export function roundText(lang: Language, game: GameId, round: number): string {
  return text(lang, phased(game) ? 'analysis.phase' : 'analysis.round', { r: round });
}

const capital = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * Why a decision lost points, in the game's own terms: what the better choice would have cost
 * (Siegel, 13), been worth (SevenSins) or gained in the race (Abyss). `better` is that choice
 * as a phrase (hints/describe.ts words it: "take the saboteur"). Null when the choice made was
 * the best found.
 */
export function reasonText(
  lang: Language,
  unit: AnalysisUnit,
  d: AnalysedDecision,
  better: string,
): string | null {
  if (d.loss <= 0) return null;
  const best = capital(better);
  switch (unit) {
    case 'penalty':
    case 'minus':
      return text(lang, 'analysis.reason.cost', {
        best,
        b: num(lang, Math.max(0, -d.bestValue)),
        c: num(lang, Math.max(0, -d.chosenValue)),
        unit: unitText(lang, unit),
      });
    case 'points':
      return text(lang, 'analysis.reason.points', {
        best,
        loss: num(lang, d.loss),
        b: num(lang, d.bestValue),
        c: num(lang, d.chosenValue),
      });
    case 'fields':
      return text(lang, 'analysis.reason.fields', { best, loss: num(lang, d.loss) });
  }
}

/** "95% sure the loss lies between 0.4 and 1.9." */
export function intervalText(lang: Language, d: AnalysedDecision): string {
  if (d.loss <= 0) return text(lang, 'analysis.best.was');
  if (d.ci95[0] <= 0) return text(lang, 'analysis.noise.within');
  return text(lang, 'analysis.interval', { lo: num(lang, d.ci95[0]), hi: num(lang, d.ci95[1]) });
}

export function lossText(lang: Language, loss: number): string {
  return text(lang, 'analysis.row.loss', { loss: num(lang, loss) });
}
