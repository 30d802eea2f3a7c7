/** The bots that exist per game, by the level name records carry. */
import type { GameId } from '../../shared/types';
import type { BaseAction } from '../engine/game';
import { abyssRulesBot } from './abyss-rules';
import { randomBot, type Bot } from './bot';
import { dreizehnRulesBot } from './dreizehn-rules';
import { sevensinsRulesBot } from './sevensins-rules';
import { siegelRulesBot } from './siegel-rules';

export type AnyBot = Bot<unknown, BaseAction>;

const RULES_BOTS: Record<GameId, AnyBot> = {
  siegel: siegelRulesBot as unknown as AnyBot,
  dreizehn: dreizehnRulesBot as unknown as AnyBot,
  sevensins: sevensinsRulesBot as unknown as AnyBot,
  abyss: abyssRulesBot as unknown as AnyBot,
};

/** Levels in order of strength; `rules` is the fast default for self-play. */
export const BOT_LEVELS = ['random', 'rules'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(value: string): value is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(value);
}

export function botFor(game: GameId, level: BotLevel): AnyBot {
  return level === 'random' ? randomBot : RULES_BOTS[game];
}
