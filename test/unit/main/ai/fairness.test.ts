/**
 * The searching bots cannot read the true state: they are given only the seat's view and the
 * legal actions, and two different true states that look the same from the seat (other hidden
 * cards) yield the same decision with the same seed.
 */
import { describe, expect, it } from 'vitest';
import { createSearchBot } from '../../../../src/main/ai/search-bot';
import type { BaseAction } from '../../../../src/main/engine/game';
import { createRng } from '../../../../src/main/engine/rng';
import { GAME_IDS } from '../../../../src/shared/types';
import { decisionPoint, deepFreeze, keysRead, sameViewTruths } from './helpers';

const PLAYERS = { siegel: 4, dreizehn: 4, sevensins: 4, abyss: 4 } as const;

describe.each(GAME_IDS)('%s: the search bot sees only its view', (id) => {
  it.each(['normal', 'meister'] as const)(
    '%s decides the same for every true state behind the same view (same seed)',
    (level) => {
      // Skip 11 lies after the bids and predictions, where the Meister's inference weighs the deals.
      for (const skip of [3, 11]) {
        const point = decisionPoint(id, PLAYERS[id], `fair:${id}:${skip}`, skip);
        // Other true states the seat cannot tell apart: the hidden cards dealt differently.
        const decisions = sameViewTruths(point).map(({ view, legal }) => {
          const bot = createSearchBot(id, level, { iterations: 60 });
          return bot.act({ seat: point.seat, view, legal, rng: createRng('same-seed') });
        });
        for (const d of decisions) expect(d).toEqual(decisions[0]);
      }
    },
  );

  it.each(['easy', 'meister'] as const)(
    '%s touches nothing but seat, view, legal and rng of its context',
    (level) => {
      const { game, state, seat } = decisionPoint(id, PLAYERS[id], `ctx:${id}`, 5);
      // The truth is there for the taking (as the arena offers it to the open level): left alone.
      const ctx = {
        seat,
        view: deepFreeze(game.view(state, seat)),
        legal: deepFreeze(game.legalActions(state, seat) as BaseAction[]),
        rng: createRng(1),
        open: { state, chance: createRng(2) },
      };
      let action: BaseAction | undefined;
      const read = keysRead(ctx, (spy) => {
        action = createSearchBot(id, level, { iterations: 30 }).act(spy);
      });
      expect([...read].every((k) => ['seat', 'view', 'legal', 'rng'].includes(k))).toBe(true);
      expect(game.apply(state, seat, action!).ok).toBe(true);
    },
  );
});
