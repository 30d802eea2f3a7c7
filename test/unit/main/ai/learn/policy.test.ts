import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../src/main/engine/rng';
import type { PolicyFeatures } from '../../../../../src/main/ai/learn/features';
import {
  checkWeights,
  learnedPolicy,
  ROLLOUT_EPSILON,
  type PolicyWeights,
} from '../../../../../src/main/ai/learn/policy';
import type { BaseAction, FastPlayout } from '../../../../../src/main/engine/game';

type Fake = FastPlayout<unknown, BaseAction> & { cardPlay: boolean };

/** Two features per move: the move number itself and its parity; no features outside card play. */
let writes = 0;
const features: PolicyFeatures<Fake> = {
  names: ['move', 'even'],
  covers: (fast) => fast.cardPlay,
  write(fast, moves, n, out) {
    if (!fast.cardPlay) return false;
    writes++;
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

  it('draws the random move first and reads no features for it or for a forced move, choosing as scoring first would', () => {
    const w = [1, -0.3];
    const policy = learnedPolicy(features, weights(w, 0.25), () => 0);
    // The order before this optimisation: score every move, then draw.
    const scoreFirst = (n: number, rng: ReturnType<typeof createRng>): number => {
      let best = 0;
      let bestScore = -Infinity;
      for (let i = 0; i < n; i++) {
        const m = moves[i] as number;
        const score = w[0]! * (m / 10) + w[1]! * (m % 2 === 0 ? 1 : 0);
        if (score > bestScore) [best, bestScore] = [i, score];
      }
      return rng.float() < 0.25 ? rng.int(n) : best;
    };
    const a = createRng(11);
    const b = createRng(11);
    writes = 0;
    let scored = 0;
    for (let i = 0; i < 2000; i++) {
      const n = 1 + (i % 4);
      const before = writes;
      expect(policy(fake(true), moves, n, a)).toBe(scoreFirst(n, b));
      if (writes > before) scored++;
      if (n === 1) expect(writes).toBe(before);
    }
    // Features read for the non-random, non-forced steps only: about 0.75 · 3/4 of them.
    expect(scored / 2000).toBeGreaterThan(0.5);
    expect(scored / 2000).toBeLessThan(0.62);
  });

  it('refuses weights made for other features', () => {
    expect(() => checkWeights({ ...weights([1, 0]), features: ['move', 'odd'] }, features)).toThrow(
      /features/,
    );
    expect(() => checkWeights(weights([1]), features)).toThrow(/1 weights for 2 features/);
  });
});

describe('the shipped weights', () => {
  it("fit their game's features, say how they were made, and replace the card play of the Meister's rollouts", async () => {
    const { POLICY_WEIGHTS } = await import('../../../../../src/main/ai/learn/weights');
    const { POLICY_FEATURES } = await import('../../../../../src/main/ai/learn/registry');
    const { withLearnedPolicy } = await import('../../../../../src/main/ai/learn/adapter');
    const { adapterFor } = await import('../../../../../src/main/ai/adapters');
    const games = Object.keys(POLICY_WEIGHTS) as (keyof typeof POLICY_WEIGHTS)[];
    expect(games.length).toBeGreaterThanOrEqual(3);
    for (const game of games) {
      const weights = POLICY_WEIGHTS[game]!;
      expect(weights.game).toBe(game);
      checkWeights(weights, POLICY_FEATURES[game]!);
      expect(weights.trained.decisions).toBeGreaterThan(1000);
      expect(weights.trained.command).toMatch(/^npm run train -- --game /);
      // The recorded command makes the file again: its random share is the default or named.
      const named = /--epsilon (\S+)/.exec(weights.trained.command);
      expect(weights.epsilon).toBe(named ? Number(named[1]) : ROLLOUT_EPSILON[game]);
      const base = adapterFor(game, 'meister');
      expect(withLearnedPolicy(game, base).policy).not.toBe(base.policy);
    }
  });
});

describe("each game's features", () => {
  it('cover exactly the decisions they write (random playouts through whole games, 3 to 6 players)', async () => {
    const { POLICY_FEATURES } = await import('../../../../../src/main/ai/learn/registry');
    const { adapterFor } = await import('../../../../../src/main/ai/adapters');
    const { freshState } = await import('../../../../../src/main/ai/search/endgame-positions');
    const { GAMES } = await import('../../../../../src/main/games');
    type Fast = FastPlayout<unknown, BaseAction>;
    const moves = new Int32Array(4096);
    const out = new Float64Array(4096 * 32);
    for (const game of ['siegel', 'dreizehn', 'sevensins', 'abyss'] as const) {
      const features = POLICY_FEATURES[game] as PolicyFeatures<Fast>;
      const adapter = adapterFor(game);
      let covered = 0;
      let other = 0;
      for (let g = 0; g < 6; g++) {
        const rng = createRng(`covers:${game}:${g}`);
        const players = 3 + (g % (game === 'dreizehn' ? 2 : 3));
        const fast = adapter.createFast(players) as Fast;
        fast.load(freshState(GAMES[game].game, players, rng), rng.fork());
        for (let step = 0; step < 400 && fast.toAct() >= 0; step++) {
          const n = fast.legal(moves);
          const covers = features.covers(fast, moves, n);
          expect(features.write(fast, moves, n, out)).toBe(covers);
          if (covers) covered++;
          else other++;
          fast.play(moves[rng.int(n)] as number);
        }
      }
      // Both kinds met: card play, and the decisions the heuristic keeps (except 13: cards only).
      expect(covered).toBeGreaterThan(100);
      if (game !== 'dreizehn') expect(other).toBeGreaterThan(0);
    }
  });
});

describe('the policy bots', () => {
  it('play a legal action at every decision of a round, learned or hand-written', async () => {
    const { createPolicyBot } = await import('../../../../../src/main/ai/learn/policy-bot');
    const { playUnit } = await import('../../../../../src/main/ai/arena');
    const { GAMES } = await import('../../../../../src/main/games');
    // Siegel too: its predictions are the table's canonical ones, encoded for the fast path.
    for (const game of ['dreizehn', 'abyss', 'siegel'] as const) {
      const bots = [true, false, true, false].map((learned) => createPolicyBot(game, learned));
      const result = playUnit(GAMES[game].game, 4, {}, bots, `policy-bot:${game}`, createRng(3));
      expect(result.scores).toHaveLength(4);
    }
  });
});
