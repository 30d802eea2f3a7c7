/**
 * The perfect-information reference (level `open`): hard's search, budget and horizon, but every
 * determinization is the true state, and chance inside the horizon (Abyss's curse draws; 13's
 * draw pile is part of the state) comes from a copy of the game's own stream, so it knows the
 * coming cards; from the endgame on (as many cards left as Meister II solves) it solves the true
 * deal exactly instead of playing it out. It measures the ceiling that information alone would buy (docs/ai.md); the arena
 * and the benchmarks give it the truth (`BotContext.open`), and a table refuses it
 * (TableSession.create), since at a table it would be a cheat.
 */
import type { GameId } from '../../shared/types';
import type { BaseAction } from '../engine/game';
import { restoreRng, rngState } from '../engine/rng';
import type { Bot, BotContext } from './bot';
import { adapterFor } from './adapters';
import { Searcher } from './search/pimc';
import { ENDGAME_CARDS, levelConfig } from './search-bot';

export const OPEN_LEVEL = 'open';

/** What the open level throws when asked to play without the whole state (it never sits at a table). */
export function openLevelError(): Error {
  return new Error(
    'the bot level "open" sees every hidden card; it exists for the arena and the benchmarks and cannot sit at a table',
  );
}

export function createOpenBot(game: GameId, options: { iterations?: number } = {}): Bot<unknown, BaseAction> {
  const adapter = adapterFor(game);
  const searcher = new Searcher(adapter);
  const config = levelConfig(game, 'hard');
  return {
    level: OPEN_LEVEL,
    act(ctx: BotContext<unknown, BaseAction>): BaseAction {
      const open = ctx.open;
      if (!open) throw openLevelError();
      if (ctx.legal.length === 1) return ctx.legal[0] as BaseAction;
      const big = adapter.isBigDecision ? adapter.isBigDecision(ctx.view, ctx.legal) : false;
      const chanceState = rngState(open.chance);
      if (!chanceState) throw new Error('open: the chance stream must be one of the engine generators');
      return searcher.search({
        view: ctx.view,
        seat: ctx.seat,
        legal: ctx.legal,
        rng: ctx.rng,
        budget: { iterations: (options.iterations ?? config.iterations) * (big ? config.bigDecision : 1) },
        lookahead: config.lookahead,
        truth: { draw: () => open.state, chance: () => restoreRng(chanceState) },
        // The true deal solved exactly from the endgame on: one solve per candidate is the truth.
        endgame: { cards: ENDGAME_CARDS[game], deals: 1, mode: 'maxn' },
      }).action;
    },
  };
}
