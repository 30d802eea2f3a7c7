import { describe, expect, it } from 'vitest';
import { summarize, type ArenaConfig, type DealOutcome } from '../../../../src/main/ai/arena';
import { pairedDifference, poolArenaLogs } from '../../../../src/main/cli/arena-log';

const config = (seed: string, extra: Partial<ArenaConfig> = {}): ArenaConfig => ({
  game: 'siegel',
  players: 4,
  candidate: 'meister',
  reference: 'meister1',
  deals: 300,
  seed,
  ...extra,
});

const outcome = (deal: number, diffs: number[]): DealOutcome => ({
  deal,
  diffs,
  candidateFirst: diffs.map((d) => (d > 0 ? 1 : 0)),
  referenceFirst: diffs.map((d) => (d < 0 ? 1 : 0)),
});

const lines = (c: ArenaConfig, outcomes: DealOutcome[]): string =>
  outcomes.map((o) => JSON.stringify({ config: c, outcome: o })).join('\n') + '\n';

describe('poolArenaLogs', () => {
  const a = [outcome(0, [1, -2, 0, 3]), outcome(1, [0, 0, -1, 0]), outcome(2, [2, 2, 1, -1])];
  const b = [outcome(0, [-3, 1, 0, 0]), outcome(1, [4, 0, 0, 1])];

  it('summarises several seeds as one arena over all their deals', () => {
    const result = poolArenaLogs([
      { name: 'a.jsonl', text: lines(config('11'), a) },
      // A shard of a run with workers, and a blank line: the same measurement.
      { name: 'b.jsonl', text: `\n${lines(config('12', { shard: [1, 2] }), b)}` },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const expected = summarize(config('11+12'), [...a, ...b]);
    expect(result.pooled.summary).toEqual({ ...expected, deals: 5 });
    expect(result.pooled.seeds).toEqual([
      { seed: '11', deals: 3 },
      { seed: '12', deals: 2 },
    ]);
  });

  it('refuses lines that measure something else, a deal counted twice, and what is no arena line, naming the line', () => {
    const mixed = poolArenaLogs([
      { name: 'a.jsonl', text: lines(config('11'), a) },
      { name: 'b.jsonl', text: lines(config('12', { iterations: 400 }), b) },
    ]);
    expect(mixed).toEqual({
      ok: false,
      error: expect.stringMatching(/^b\.jsonl:1: measures something else/),
    });
    const twice = poolArenaLogs([
      { name: 'a.jsonl', text: lines(config('11'), a) },
      { name: 'c.jsonl', text: lines(config('11'), [outcome(2, [0, 0, 0, 0])]) },
    ]);
    expect(twice).toEqual({ ok: false, error: 'c.jsonl:1: deal 2 of seed 11 again' });
    const broken = `${lines(config('11'), a)}{"config":`;
    expect(poolArenaLogs([{ name: 'a.jsonl', text: broken }])).toEqual({
      ok: false,
      error: 'a.jsonl:4: not JSON',
    });
    const seats = lines(config('11'), [outcome(0, [1, 2, 3])]);
    expect(poolArenaLogs([{ name: 's.jsonl', text: seats }])).toEqual({
      ok: false,
      error: 's.jsonl:1: 3 seats in a 4-player arena',
    });
    const level = lines({ ...config('11'), candidate: 'grandmaster' as 'meister' }, a);
    expect(poolArenaLogs([{ name: 'l.jsonl', text: level }])).toEqual({
      ok: false,
      error: expect.stringMatching(/^l\.jsonl:1: config\.candidate: /),
    });
    expect(poolArenaLogs([{ name: 'e.jsonl', text: '\n' }])).toEqual({ ok: false, error: 'no arena lines' });
  });

  it('reads the logs this repository keeps', async () => {
    const { readFileSync } = await import('node:fs');
    const name = 'docs/arena/2026-11-28/dreizehn-meister2-meister1.jsonl';
    const result = poolArenaLogs([{ name, text: readFileSync(name, 'utf8') }]);
    expect(result.ok && result.pooled.summary.deals).toBeGreaterThanOrEqual(65);
  });

  it('subtracts a second measurement deal by deal, over the deals both played', () => {
    const pool = (c: ArenaConfig, o: DealOutcome[]) => {
      const r = poolArenaLogs([{ name: 'x', text: lines(c, o) }]);
      if (!r.ok) throw new Error(r.error);
      return r.pooled;
    };
    const meisterHard = pool(config('7', { reference: 'hard' }), [
      outcome(0, [2, 2, 2, 2]),
      outcome(1, [0, 0, 0, 0]),
      outcome(2, [4, 0, 0, 0]),
    ]);
    // Deal 3 has no partner; deals 0–2 do.
    const hardNormal = pool({ ...config('7'), candidate: 'hard', reference: 'normal' }, [
      outcome(0, [1, 1, 1, 1]),
      outcome(1, [1, -1, 1, -1]),
      outcome(2, [0, 0, 0, 0]),
      outcome(3, [9, 9, 9, 9]),
    ]);
    const paired = pairedDifference(meisterHard, hardNormal);
    expect(paired.deals).toBe(3);
    expect(paired.first).toBe(1);
    expect(paired.second).toBeCloseTo(1 / 3, 4);
    // Per deal: 2 − 1, 0 − 0, 1 − 0; mean 2/3, sd 0.577.
    expect(paired.meanDiff).toBeCloseTo(2 / 3, 4);
    const half = (1.96 * Math.sqrt(1 / 3)) / Math.sqrt(3);
    expect(paired.ci95[0]).toBeCloseTo(2 / 3 - half, 3);
    expect(paired.ci95[1]).toBeCloseTo(2 / 3 + half, 3);
  });
});
