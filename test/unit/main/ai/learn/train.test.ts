import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../src/main/engine/rng';
import {
  agreement,
  collectDecisions,
  fitPolicy,
  typicalTemperature,
  type Dataset,
  type Decision,
} from '../../../../../src/main/ai/learn/train';
import { POLICY_FEATURES } from '../../../../../src/main/ai/learn/registry';

/** Decisions whose searched values are a hidden linear function of the features, plus noise. */
function synthetic(truth: number[], count: number, seed: number): Dataset {
  const rng = createRng(seed);
  const k = truth.length;
  const decisions: Decision[] = [];
  for (let d = 0; d < count; d++) {
    const n = 2 + rng.int(5);
    const x = new Float64Array(n * k);
    const values = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let v = 0;
      for (let j = 0; j < k; j++) {
        x[i * k + j] = rng.float() * 2 - 1;
        v += (truth[j] as number) * (x[i * k + j] as number);
      }
      values[i] = v + (rng.float() - 0.5) * 0.1;
    }
    decisions.push({ x, values });
  }
  return { features: truth.map((_, j) => `f${j}`), decisions, units: 1 };
}

describe('fitPolicy', () => {
  it('recovers a scorer that agrees with the search where the values are linear in the features', () => {
    const truth = [2, -1, 0, 0.5];
    const data = synthetic(truth, 600, 3);
    const before = agreement(data.decisions, [0, 0, 0, 0]);
    const fit = fitPolicy(data, {
      temperature: typicalTemperature(data),
      l2: 1e-4,
      epochs: 300,
      holdOut: 0.2,
      seed: 1,
    });
    expect(fit.heldOutAgreement).toBeGreaterThan(0.85);
    expect(fit.heldOutAgreement).toBeGreaterThan(before + 0.3);
    // The direction of the truth: the largest weight on f0, negative on f1.
    expect(fit.weights[0]).toBeGreaterThan(Math.abs(fit.weights[2] as number));
    expect(fit.weights[1]).toBeLessThan(0);
  });
});

describe('collectDecisions', () => {
  it("records the expert's card plays with one feature row per candidate", () => {
    const features = POLICY_FEATURES.dreizehn!;
    const data = collectDecisions(features, {
      game: 'dreizehn',
      players: 3,
      units: 1,
      seed: 5,
      expert: 'normal',
      iterations: 40,
    });
    expect(data.decisions.length).toBeGreaterThan(10);
    const k = features.names.length;
    for (const d of data.decisions) {
      expect(d.values.length).toBeGreaterThan(1);
      expect(d.x.length).toBe(d.values.length * k);
      for (const v of d.x) expect(Number.isFinite(v)).toBe(true);
    }
  });
});
