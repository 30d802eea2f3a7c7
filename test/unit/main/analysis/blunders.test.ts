/**
 * The analysis marks a known blunder, and only it: records where seat 0 plays what the analysis
 * finds best everywhere but at one decision that throws points away (a Siegel prediction no
 * hand can fulfil, a SevenSins bid that cannot be met, a 13 card that overflows a target when
 * a safe card was in hand).
 */
import { describe, expect, it } from 'vitest';
import { analyseRecord } from '../../../../src/main/analysis/analyse';
import { ANALYSIS_BUDGET } from '../../../../src/main/analysis/evaluate';
import { botFor } from '../../../../src/main/ai/levels';
import type { BaseAction } from '../../../../src/main/engine/game';
import { createRng } from '../../../../src/main/engine/rng';
import { gameById } from '../../../../src/main/games';
import type { SevenSinsState } from '../../../../src/main/games/sevensins/state';
import { actionKey } from '../../../../src/shared/analysis';
import { construct, overflowBlunder, type BlunderTable } from './construct';
import { words } from '../../../../src/shared/i18n/format';

const budget = ANALYSIS_BUDGET;

async function marksOnly(table: BlunderTable) {
  // Not every deal offers the blunder: the first of a few seeded deals that does (reproducible).
  let made = construct({ ...table, seed: `${table.seed}-0` }, budget);
  for (let k = 1; k < 12 && made.at === null; k++)
    made = construct({ ...table, seed: `${table.seed}-${k}` }, budget);
  const { record, at } = made;
  expect(at, 'the blunder was played').not.toBeNull();
  const outcome = await analyseRecord(record, 0, { budget });
  if (!outcome.ok) throw new Error(words('en', outcome.reason));
  const { report } = outcome;
  const marked = report.decisions.filter((d) => d.mistake);
  expect(
    marked.map((d) => ({ round: d.round, action: d.action })),
    JSON.stringify(marked, null, 1),
  ).toEqual([{ round: at!.round, action: at!.action }]);
  const d = marked[0]!;
  expect(actionKey(d.chosen)).toBe(actionKey(at!.action_));
  expect(actionKey(d.best)).not.toBe(actionKey(d.chosen));
  expect(d.ci95[0]).toBeGreaterThan(0);
  expect(d.loss).toBeGreaterThanOrEqual(report.threshold);
  expect(d.bestValue - d.chosenValue).toBeCloseTo(d.loss, 9);
  expect(report.roundLoss[d.round - 1]).toBeGreaterThanOrEqual(d.loss);
  return report;
}

describe('a known blunder is marked, and nothing else', () => {
  it('Siegel: a prediction of 15 seals', async () => {
    const total = (a: BaseAction): number =>
      a.type === 'predict'
        ? Object.values((a as unknown as { seals: Record<string, number> }).seals).reduce((s, n) => s + n, 0)
        : -1;
    const report = await marksOnly({
      id: 'siegel',
      players: 3,
      seed: 'blunder-siegel',
      options: {},
      rounds: 1,
      blunder: {
        pick: (_state, legal) =>
          legal[0]?.type === 'predict' || legal.some((a) => a.type === 'predict')
            ? legal.reduce((best, a) => (total(a) > total(best) ? a : best))
            : null,
      },
    });
    expect(report.unit).toBe('penalty');
  });

  it('SevenSins: bidding every trick with a hand the rules bot bids 0 on', async () => {
    const rules = botFor('sevensins', 'rules');
    const game = gameById('sevensins');
    await marksOnly({
      id: 'sevensins',
      players: 4,
      seed: 'blunder-sins',
      options: { phases: 3 },
      rounds: 3,
      blunder: {
        pick: (state, legal) => {
          const s = state as SevenSinsState;
          if (s.phase !== 3 || legal[0]?.type !== 'bid') return null;
          const sensible = rules.act({ seat: 0, view: game.view(state, 0), legal, rng: createRng(1) });
          if ((sensible as unknown as { tricks: number }).tricks !== 0) return null;
          return legal.find((a) => (a as unknown as { tricks: number }).tricks === 3) ?? null;
        },
      },
    });
  });

  it('13: a card onto a full target when a safe card was in hand', async () => {
    await marksOnly({
      id: 'dreizehn',
      players: 4,
      seed: 'blunder-13',
      options: {},
      rounds: 1,
      blunder: overflowBlunder(5),
    });
  });
});
