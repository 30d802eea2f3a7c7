/**
 * The live coach's budget (COACH_BUDGET): a known blunder of 13 (a card onto a full target
 * when a safe card was in hand) is still marked, the estimate stopping once its interval lies
 * clear of the mistake threshold; and a decision's time limit cuts both stages short.
 */
import { describe, expect, it } from 'vitest';
import { decisionPoints } from '../../../../src/main/analysis/analyse';
import { ANALYSIS_BUDGET, COACH_BUDGET, evaluateDecision } from '../../../../src/main/analysis/evaluate';
import { MISTAKE_THRESHOLD } from '../../../../src/shared/analysis';
import { construct, overflowBlunder } from './construct';
import { words } from '../../../../src/shared/i18n/format';

/** The 13 blunder's decision: the seat's view, legal actions and the blunder, as the coach gets them. */
function blunder() {
  const cheap = { screen: 32, estimate: 64, big: 1 };
  for (let k = 0; k < 12; k++) {
    const { record, at } = construct(
      {
        id: 'dreizehn',
        players: 4,
        seed: `coach-13-${k}`,
        options: {},
        rounds: 1,
        blunder: overflowBlunder(4),
      },
      cheap,
    );
    if (!at) continue;
    const found = decisionPoints(record, 0, ANALYSIS_BUDGET);
    if (!found.ok) throw new Error(words('en', found.reason));
    const point = found.points.find((p) => p.round === at.round && p.action === at.action);
    if (point) return point.input;
  }
  throw new Error('no deal offered the blunder');
}

describe('the live coach’s budget', () => {
  const input = blunder();

  it('marks the blunder, and stops estimating once the verdict is clear', () => {
    const threshold = MISTAKE_THRESHOLD.dreizehn;
    const e = evaluateDecision({ ...input, budget: { ...COACH_BUDGET, ms: 60_000, settle: threshold } });
    expect(e.ci95[0]).toBeGreaterThan(threshold);
    expect(e.diff).toBeGreaterThanOrEqual(threshold);
    expect(e.samples).toBeLessThan(COACH_BUDGET.estimate);
    expect(e.samples % 250).toBe(0);
  });

  it('keeps to its time: past it, each stage plays only its minimum of deals', () => {
    const e = evaluateDecision({ ...input, budget: { ...COACH_BUDGET, ms: 0 } });
    // The screening found a better card on its 48 deals; the estimate then measured it on 250.
    expect(e.samples).toBe(250);
    expect(e.ci95[0]).toBeGreaterThan(0);
  });

  it('leaves the post-game analysis as it was: every deal of its budget', () => {
    const e = evaluateDecision({ ...input, budget: { screen: 64, estimate: 600, big: 1 } });
    expect(e.samples).toBe(600);
  });
});
