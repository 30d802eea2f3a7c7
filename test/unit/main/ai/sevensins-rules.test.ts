/** The rule-based bot plays legal actions only and clearly beats random play. */
import { describe, expect, it } from 'vitest';
import { sevensinsRulesBot } from '../../../../src/main/ai/sevensins-rules';
import { sevensinsGame } from '../../../../src/main/games/sevensins';
import type { AnyGame } from '../../../../src/main/engine/game';
import { versusRandom, type AnyBot } from '../../../support/bots';

const game = sevensinsGame as unknown as AnyGame;

describe('sevensins rules bot', () => {
  it('always answers with a legal action and beats random bots in the same seats', () => {
    const games = 200;
    // The same seat once with the rules bot, once random, on the same seed.
    const { calls, withBot, random } = versusRandom(
      game,
      sevensinsRulesBot as unknown as AnyBot,
      games,
      (g) => ({ players: 4, seed: `ss-bot:${g}`, options: { phases: 6 } }),
    );
    expect(calls).toBeGreaterThan(games * 20);
    expect(withBot.mean).toBeGreaterThan(random.mean + 5);
    expect(withBot.wins / games).toBeGreaterThan(0.5);
  });
});
