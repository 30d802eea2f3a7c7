import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../src/main/engine/rng';
import type { PolicyFeatures } from '../../../../../src/main/ai/learn/features';
import { checkWeights, learnedPolicy, type PolicyWeights } from '../../../../../src/main/ai/learn/policy';
import type { BaseAction, FastPlayout } from '../../../../../src/main/engine/game';

type Fake = FastPlayout<unknown, BaseAction> & { cardPlay: boolean };

/** Two features per move: the move number itself and its parity; no features outside card play. */
const features: PolicyFeatures<Fake> = {
  names: ['move', 'even'],
  write(fast, moves, n, out) {
    if (!fast.cardPlay) return false;
    for (let i = 0; i < n; i++) {
      out[i * 2] = (moves[i] as number) / 10;
      out[i * 2 + 1] = (moves[i] as number) % 2 === 0 ? 1 : 0;
    }
    return true;
  },
};

function weights(w: number[], epsilon = 0): PolicyWeights {
  return {
    game: 'dreizehn',
    features: ['move', 'even'],
    weights: w,
    epsilon,
    trained: {
      command: 'test',
      seed: 1,
      expert: 'meister1',
      expertRollouts: 1,
      games: 1,
      decisions: 1,
      temperature: 1,
      heldOutAgreement: 1,
      date: '2026-11-28',
    },
  };
}

const fake = (cardPlay: boolean): Fake => ({ cardPlay }) as unknown as Fake;

describe('learnedPolicy', () => {
  const moves = Int32Array.from([3, 8, 5, 2]);
  it('plays the move with the highest score', () => {
    const heuristic = (): number => 99;
    expect(learnedPolicy(features, weights([1, 0]), heuristic)(fake(true), moves, 4, createRng(1))).toBe(1);
    expect(learnedPolicy(features, weights([-1, 0]), heuristic)(fake(true), moves, 4, createRng(1))).toBe(3);
    // Odd moves preferred by a large negative parity weight: the highest odd move, 5.
    expect(learnedPolicy(features, weights([1, -10]), heuristic)(fake(true), moves, 4, createRng(1))).toBe(2);
  });

  it('leaves the decisions its features do not cover to the heuristic', () => {
    const policy = learnedPolicy(features, weights([1, 0]), () => 2);
    expect(policy(fake(false), moves, 4, createRng(1))).toBe(2);
  });

  it('plays at random about epsilon of the time', () => {
    const policy = learnedPolicy(features, weights([1, 0], 0.25), () => 0);
    const rng = createRng(7);
    let other = 0;
    for (let i = 0; i < 4000; i++) if (policy(fake(true), moves, 4, rng) !== 1) other++;
    // Random picks land on another move three times in four: 0.25 · 0.75 = 18.75 %.
    expect(other / 4000).toBeGreaterThan(0.16);
    expect(other / 4000).toBeLessThan(0.22);
  });

  it('refuses weights made for other features', () => {
    expect(() => checkWeights({ ...weights([1, 0]), features: ['move', 'odd'] }, features)).toThrow(
      /features/,
    );
    expect(() => checkWeights(weights([1]), features)).toThrow(/1 weights for 2 features/);
  });
});
