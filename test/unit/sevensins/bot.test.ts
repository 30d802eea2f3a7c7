/** The rule-based bot plays legal actions only and clearly beats random play. */
import { describe, expect, it } from 'vitest';
import { randomBot, type Bot } from '../../../src/main/ai/bot';
import { sevensinsRulesBot } from '../../../src/main/ai/sevensins-rules';
import type { AnyGame, BaseAction } from '../../../src/main/engine/game';
import { playGame } from '../../../src/main/engine/play';
import { createRng } from '../../../src/main/engine/rng';
import { sevensinsGame } from '../../../src/main/games/sevensins';
import { canonical } from '../../support/deep';

const game = sevensinsGame as unknown as AnyGame;
type AnyBot = Bot<unknown, BaseAction>;

/** Wraps a bot so that every answer is checked against the legal actions it was given. */
function checked(bot: AnyBot, counter: { calls: number }): AnyBot {
  return {
    level: bot.level,
    act(ctx) {
      const action = bot.act(ctx);
      counter.calls++;
      expect(ctx.legal.map(canonical)).toContain(canonical(action));
      return action;
    },
  };
}

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
      const seat = g % players;
      const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));
      const options = { phases: 6 };
      // The same seat once with the rules bot, once random, on the same seed.
      const withRules = playGame({
        game,
        seats,
        options,
        bots: seats.map((_, i) => (i === seat ? rules : randomBot)),
        rng: createRng(`ss-bot:${g}`),
      });
      const withRandom = playGame({
        game,
        seats,
        options,
        bots: seats.map(() => randomBot),
        rng: createRng(`ss-bot:${g}`),
      });
      rulesSum += withRules.record.result!.totals[seat]!;
      randomSum += withRandom.record.result!.totals[seat]!;
      if (withRules.record.result!.winners.includes(seat)) rulesWins++;
    }
    expect(counter.calls).toBeGreaterThan(games * 20);
    const rulesMean = rulesSum / games;
    const randomMean = randomSum / games;
    expect(rulesMean).toBeGreaterThan(randomMean + 5);
    expect(rulesWins / games).toBeGreaterThan(0.5);
  });
});
