/**
 * The searching bots cannot read the true state: they are given only the seat's view and the
 * legal actions, and two different true states that look the same from the seat (other hidden
 * cards) yield the same decision with the same seed.
 */
import { describe, expect, it } from 'vitest';
import { createSearchBot } from '../../../src/main/ai/search-bot';
import type { BaseAction } from '../../../src/main/engine/game';
import { createRng } from '../../../src/main/engine/rng';
import { GAME_IDS } from '../../../src/shared/types';
import { decisionPoint, deepFreeze } from './helpers';

const PLAYERS = { siegel: 4, dreizehn: 4, sevensins: 4, abyss: 4 } as const;

describe.each(GAME_IDS)('%s: the search bot sees only its view', (id) => {
  it('decides the same for every true state behind the same view (same seed)', () => {
    for (const skip of [3, 11]) {
      const { game, state, seat } = decisionPoint(id, PLAYERS[id], `fair:${id}:${skip}`, skip);
      const view = game.view(state, seat);
      // Other true states the seat cannot tell apart: the hidden cards dealt differently.
      const others = [1, 2, 3].map((k) => game.sample(view, seat, createRng(`other:${k}`)));
      const decisions = [state, ...others].map((truth) => {
        const v = game.view(truth, seat);
        expect(v).toEqual(view);
        const legal = game.legalActions(truth, seat) as BaseAction[];
        const bot = createSearchBot(id, 'normal', { iterations: 60 });
        return bot.act({ seat, view: deepFreeze(v), legal: deepFreeze(legal), rng: createRng('same-seed') });
      });
      for (const d of decisions) expect(d).toEqual(decisions[0]);
    }
  });

  it('touches nothing but seat, view, legal and rng of its context', () => {
    const { game, state, seat } = decisionPoint(id, PLAYERS[id], `ctx:${id}`, 5);
    const ctx = {
      seat,
      view: deepFreeze(game.view(state, seat)),
      legal: deepFreeze(game.legalActions(state, seat) as BaseAction[]),
      rng: createRng(1),
    };
    const read = new Set<string>();
    const spy = new Proxy(ctx, {
      get(target, key, receiver) {
        read.add(String(key));
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const action = createSearchBot(id, 'easy', { iterations: 30 }).act(spy);
    expect([...read].every((k) => ['seat', 'view', 'legal', 'rng'].includes(k))).toBe(true);
    expect(game.apply(state, seat, action).ok).toBe(true);
  });
});
