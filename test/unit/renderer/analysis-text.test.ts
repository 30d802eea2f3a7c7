/** The analysis' words in three languages: summary, reasons in the game's own terms, intervals. */
import { describe, expect, it } from 'vitest';
import type { AnalysedDecision, AnalysisReport, AnalysisUnit } from '../../../src/shared/analysis';
import type { Language } from '../../../src/shared/settings';
import type { GameId } from '../../../src/shared/types';
import { intervalText, reasonText, summaryText } from '../../../src/renderer/i18n/analysis-text';
import { describeChoice } from '../../../src/renderer/hints/describe';

const decision = (o: Partial<AnalysedDecision>): AnalysedDecision => ({
  round: 3,
  action: 4,
  step: 40,
  chosen: { type: 'predict', seals: { red: 2 }, steals: [] },
  best: { type: 'saboteur' },
  chosenValue: -3,
  bestValue: -1,
  loss: 2,
  ci95: [1.5, 2.5],
  mistake: true,
  alternatives: 9,
  samples: 8000,
  ...o,
});

const report = (roundLoss: number[]): AnalysisReport => ({
  game: 'siegel',
  seat: 0,
  players: 3,
  unit: 'penalty',
  threshold: 0.5,
  decisions: [],
  forced: 0,
  roundLoss,
  totalLoss: roundLoss.reduce((a, b) => a + b, 0),
  mistakes: 0,
  seconds: 1,
});

const name = (seat: number): string => ['Ada', 'Ben', 'Cleo'][seat]!;

/** The reason, the better choice worded as the replay's panel words it. */
const reason = (lang: Language, game: GameId, unit: AnalysisUnit, d: AnalysedDecision): string | null =>
  reasonText(lang, unit, d, describeChoice(game, lang, d.best, name).text);

describe('the analysis says', () => {
  it('where the points went', () => {
    expect(summaryText('en', report([0.5, 0, 4, 2]))).toBe(
      'Expected penalty points lost by decisions: 6.5, of which 4.0 in round 3',
    );
    expect(summaryText('de', report([0.5, 0, 4, 2]))).toBe(
      'Durch Entscheidungen erwartet verlorene Strafpunkte: 6,5, davon 4,0 in Runde 3',
    );
    // All of it in one round: no "of which".
    expect(summaryText('nl', report([0, 1.2]))).toBe('Verwachte verloren strafpunten door beslissingen: 1,2');
    expect(summaryText('en', report([0, 0]))).toBe('Expected penalty points lost by decisions: none');
  });

  it('why, in the game’s own terms', () => {
    expect(reason('en', 'siegel', 'penalty', decision({}))).toBe(
      '“Take the saboteur” would have cost you about 1.0 instead of 3.0 penalty points here.',
    );
    expect(reason('de', 'siegel', 'penalty', decision({}))).toBe(
      '„Den Saboteur nehmen“ hätte dich hier etwa 1,0 statt 3,0 Strafpunkte gekostet.',
    );
    const bid = decision({
      chosen: { type: 'bid', tricks: 3 },
      best: { type: 'bid', tricks: 1 },
      chosenValue: -1.5,
      bestValue: 2.5,
      loss: 4,
    });
    expect(reason('en', 'sevensins', 'points', bid)).toBe(
      '“Bid 1” was worth 4.0 points more on average (2.5 instead of -1.5).',
    );
    expect(reason('nl', 'sevensins', 'points', bid)).toBe(
      '“Bied 1” was gemiddeld 4,0 punten meer waard (2,5 in plaats van -1,5).',
    );
    expect(reason('en', 'siegel', 'penalty', decision({ loss: 0 }))).toBeNull();
  });

  it('how sure it is', () => {
    expect(intervalText('en', decision({}))).toBe('95% sure the loss lies between 1.5 and 2.5.');
    expect(intervalText('en', decision({ ci95: [-0.2, 0.9] }))).toBe(
      'Within the noise: the loss may well be 0.',
    );
    expect(intervalText('de', decision({ loss: 0 }))).toBe('Das war die beste gefundene Wahl.');
  });
});
