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

/** What one side of a comparison made of its seat over all games. */
export interface SideOutcome {
  /** The mean final total. */
  mean: number;
  wins: number;
}

/**
 * `games` seeded games, each played twice: once with `bot` in seat `g % players` and random bots
 * elsewhere, once with random bots in every seat. Every answer of `bot` is checked to be legal.
 * `table(g)` gives game g's player count, seed and options.
 */
export function versusRandom(
  game: AnyGame,
  bot: AnyBot,
  games: number,
  table: (g: number) => { players: number; seed: string; options?: Record<string, unknown> },
): { calls: number; withBot: SideOutcome; random: SideOutcome } {
  const counter = { calls: 0 };
  const answered = checked(bot, counter);
  const withBot = { sum: 0, wins: 0 };
  const random = { sum: 0, wins: 0 };
  for (let g = 0; g < games; g++) {
    const { players, seed, options = {} } = table(g);
    const seat = g % players;
    const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));
    const play = (side: typeof withBot, bots: AnyBot[]): void => {
      const { result } = playGame({ game, seats, options, bots, rng: createRng(seed) }).record;
      side.sum += result!.totals[seat]!;
      if (result!.winners.includes(seat)) side.wins++;
    };
    const mixed = seats.map((_, i) => (i === seat ? answered : randomBot));
    play(withBot, mixed);
    play(
      random,
      mixed.map(() => randomBot),
    );
  }
  const outcome = ({ sum, wins }: typeof withBot): SideOutcome => ({ mean: sum / games, wins });
  return { calls: counter.calls, withBot: outcome(withBot), random: outcome(random) };
}
