/** How bot tests check a bot's answers and compare it with random play in the same seat. */
import { expect } from 'vitest';
import { randomBot, type Bot } from '../../src/main/ai/bot';
import type { AnyGame, BaseAction } from '../../src/main/engine/game';
import { playGame } from '../../src/main/engine/play';
import { createRng } from '../../src/main/engine/rng';
import { canonical } from './deep';

export type AnyBot = Bot<unknown, BaseAction>;

/** Wraps a bot so that every answer is checked against the legal actions it was given, and counted. */
export function checked(bot: AnyBot, counter: { calls: number }): AnyBot {
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

/** One seat's final total and whether it won. */
export interface SeatOutcome {
  total: number;
  won: boolean;
}

/**
 * The same seeded game played twice: once with `bot` in `seat` and random bots elsewhere, once
 * with random bots in every seat. What `seat` made of it each time.
 */
export function withAndWithout(
  game: AnyGame,
  players: number,
  seat: number,
  bot: AnyBot,
  seed: string,
  options: Record<string, unknown> = {},
): { withBot: SeatOutcome; random: SeatOutcome } {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));
  const outcome = (bots: AnyBot[]): SeatOutcome => {
    const { result } = playGame({ game, seats, options, bots, rng: createRng(seed) }).record;
    return { total: result!.totals[seat]!, won: result!.winners.includes(seat) };
  };
  return {
    withBot: outcome(seats.map((_, i) => (i === seat ? bot : randomBot))),
    random: outcome(seats.map(() => randomBot)),
  };
}
