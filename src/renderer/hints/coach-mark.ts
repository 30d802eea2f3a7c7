/**
 * What the live coach says of a marked move, and where the table shows it. A mark is about a
 * move already made: its words name that move ("Coach · your move “put yellow 7 on the yellow
 * target”: …"), and its ring goes where the move can still be seen (the target the card went to,
 * the card in the trick, the seals taken, the figure moved), never on a card of the hand, which
 * would read as advice for the decision being made now. Only while the marked decision is still
 * open does the ring go on the better choice's control. Pure: the host weighed everything.
 */
import { ANALYSIS_UNIT, type AnalysedDecision } from '../../shared/analysis';
import type { Language } from '../../shared/settings';
import type { GameId } from '../../shared/types';
import { text } from '../../shared/i18n/format';
import { unitText } from '../i18n/analysis-text';
import { describeChoice, type HintAction } from './describe';

const tenth = (lang: Language, x: number): string =>
  (Math.round(x * 10) / 10).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const capital = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** The toast's words: the move made, the better choice, what it would have cost or been worth. */
export function coachMarkText(
  lang: Language,
  game: GameId,
  mark: AnalysedDecision,
  seatName: (seat: number) => string,
): string {
  const chosen = describeChoice(game, lang, mark.chosen, seatName).text;
  const best = capital(describeChoice(game, lang, mark.best, seatName).text);
  const unit = ANALYSIS_UNIT[game];
  const loss = tenth(lang, mark.loss);
  switch (unit) {
    case 'penalty':
    case 'minus':
      return text(lang, 'app.coach.markCost', {
        chosen,
        best,
        b: tenth(lang, Math.max(0, -mark.bestValue)),
        c: tenth(lang, Math.max(0, -mark.chosenValue)),
        unit: unitText(lang, unit),
        loss,
      });
    case 'points':
      return text(lang, 'app.coach.markPoints', {
        chosen,
        best,
        b: tenth(lang, mark.bestValue),
        c: tenth(lang, mark.chosenValue),
        loss,
      });
    case 'fields':
      return text(lang, 'app.coach.markFields', { chosen, best, loss });
  }
}

const str = (a: HintAction, key: string): string => {
  const v = a[key];
  return typeof v === 'string' ? v : '';
};

/**
 * Where a move made by seat `you` can be seen on the table, best first (the scene's test ids):
 * the coach rings the first of them that is shown.
 */
export function markPlaces(game: GameId, action: HintAction, you: number): string[] {
  const seat = `seat.${you}`;
  switch (game) {
    case 'dreizehn':
      // The card lies on its target (until someone takes the pile).
      return [`target:${str(action, 'target')}`, seat];
    case 'siegel':
      return action.type === 'play' ? [`trick:${you}`, seat] : [`seals:${you}`, seat];
    case 'sevensins':
      if (action.type === 'play') return [`trick:${you}`, seat];
      return action.type === 'trump' ? ['trump', seat] : [seat];
    case 'abyss':
      if (action.type === 'play' || action.type === 'pass') return [`trick:${you}`, seat];
      if (action.type === 'scale') return ['scale:slot:0', `figure:${you}`, seat];
      return [`figure:${you}`, seat];
  }
}

/**
 * The ring of a mark: on the better choice's controls while the decision is still open (the
 * table has not moved past it), else where the move made can be seen.
 */
export function markRing(
  game: GameId,
  lang: Language,
  mark: AnalysedDecision,
  step: number,
  you: number,
  seatName: (seat: number) => string,
): string[] {
  // `mark.step` is the step the move made (1-based): before it, the decision is open.
  if (step < mark.step) return describeChoice(game, lang, mark.best, seatName).targets;
  return markPlaces(game, mark.chosen, you);
}
