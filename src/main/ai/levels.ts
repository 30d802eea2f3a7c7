/** The bots that exist per game, by the level name records carry. */
import { msg, type Message } from '../../shared/i18n/message';
import { BOT_LEVELS, type BotLevel, type GameId } from '../../shared/types';
import type { BaseAction } from '../engine/game';
import { abyssRulesBot } from './abyss-rules';
import { randomBot, type Bot } from './bot';
import { dreizehnRulesBot } from './dreizehn-rules';
import { OPEN_LEVEL } from './open-bot';
import { createSearchBot, isSearchLevel, type SearchBotOptions } from './search-bot';
import { sevensinsRulesBot } from './sevensins-rules';
import { siegelRulesBot } from './siegel-rules';

export type AnyBot = Bot<unknown, BaseAction>;

const RULES_BOTS: Record<GameId, AnyBot> = {
  siegel: siegelRulesBot as unknown as AnyBot,
  dreizehn: dreizehnRulesBot as unknown as AnyBot,
  sevensins: sevensinsRulesBot as unknown as AnyBot,
  abyss: abyssRulesBot as unknown as AnyBot,
};

/**
 * Levels in order of strength (src/shared/types.ts): `random`, `rules` (the self-play default),
 * the searching bots `easy` (small budget, forgets played cards), `normal` and `hard` (larger
 * budgets, full memory) and `meister` (inference and searched replies, docs/ai.md).
 */
export { BOT_LEVELS, type BotLevel } from '../../shared/types';

export function isBotLevel(value: string): value is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(value);
}

/**
 * The arena and the benchmarks also know `open`, the perfect-information reference
 * (src/main/ai/open-bot.ts): never offered in the menu, refused by every table.
 */
export const ARENA_LEVELS = [...BOT_LEVELS, 'meister1', 'open', 'policy', 'learned-policy'] as const;
export type ArenaLevel = (typeof ARENA_LEVELS)[number];

export function isArenaLevel(value: string): value is ArenaLevel {
  return (ARENA_LEVELS as readonly string[]).includes(value);
}

/** Why a table (offline, LAN seat or stand-in) cannot seat a bot of this level; null when it can. */
export function seatLevelRefusal(level: string | undefined): Message | null {
  if (level === OPEN_LEVEL) return msg('host.botLevel.open');
  if (level === undefined || !isBotLevel(level)) return msg('host.botLevel.unknown', { level: level ?? '' });
  return null;
}

/**
 * A bot for one seat. The searching levels use iteration budgets here (reproducible: self-play,
 * tests, the inline runner); the worker pool runs them by time instead. A searching bot keeps
 * no state between decisions (its memory is what it reads from the view), so one bot may serve
 * several seats, but each call returns a fresh one anyway.
 */
export function botFor(game: GameId, level: BotLevel, options?: SearchBotOptions): AnyBot {
  if (level === 'random') return randomBot;
  if (level === 'rules') return RULES_BOTS[game];
  if (isSearchLevel(level)) return createSearchBot(game, level, options);
  return RULES_BOTS[game];
}
