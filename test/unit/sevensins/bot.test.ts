/** The rule-based bot plays legal actions only and clearly beats random play. */
import { describe, expect, it } from 'vitest';
import { sevensinsRulesBot } from '../../../src/main/ai/sevensins-rules';
import { sevensinsGame } from '../../../src/main/games/sevensins';
import type { AnyGame } from '../../../src/main/engine/game';
import { checked, withAndWithout, type AnyBot } from '../../support/bots';

const game = sevensinsGame as unknown as AnyGame;

describe('sevensins rules bot', () => {
  it('always answers with a legal action and beats random bots in the same seats', () => {
    const counter = { calls: 0 };
    const rules = checked(sevensinsRulesBot as unknown as AnyBot, counter);
    const players = 4;
    const games = 200;
    let rulesSum = 0;
    let randomSum = 0;
    let rulesWins = 0;
    for (let g = 0; g < games; g++) {
      // The same seat once with the rules bot, once random, on the same seed.
      const { withBot, random } = withAndWithout(game, players, g % players, rules, `ss-bot:${g}`, {
        phases: 6,
      });
      rulesSum += withBot.total;
      randomSum += random.total;
      if (withBot.won) rulesWins++;
    }
    expect(counter.calls).toBeGreaterThan(games * 20);
    const rulesMean = rulesSum / games;
    const randomMean = randomSum / games;
    expect(rulesMean).toBeGreaterThan(randomMean + 5);
    expect(rulesWins / games).toBeGreaterThan(0.5);
  });
});
