/** Test helpers for the searching bots: decision points reached by seeded random play. */
import { expect } from 'vitest';
import type { AnyGame, BaseAction } from '../../../../src/main/engine/game';
import { createRng } from '../../../../src/main/engine/rng';
import { GAMES } from '../../../../src/main/games';
import type { GameId } from '../../../../src/shared/types';
import { deepFreeze } from '../../../support/deep';
import { words } from '../../../../src/shared/i18n/format';
import type { Message } from '../../../../src/shared/i18n/message';

export interface DecisionPoint {
  game: AnyGame;
  state: unknown;
  seat: number;
}

/**
 * Plays random legal moves from a seeded deal until `skip` decisions have passed and a seat with
 * at least `minLegal` choices is to act (of the wanted action type, when given).
 */
export function decisionPoint(
  id: GameId,
  players: number,
  seed: string,
  skip: number,
  minLegal = 2,
  type?: string,
): DecisionPoint {
  const game = GAMES[id].game;
  const rng = createRng(seed);
  let state: unknown = game.newGame(players, game.optionsSchema.parse({}), 0);
  let seen = 0;
  for (let guard = 0; guard < 100_000; guard++) {
    const next = game.next(state);
    if (next.kind === 'over') state = game.newGame(players, game.optionsSchema.parse({}), 0);
    else if (next.kind === 'deal') state = ok(game.deal(state, game.randomDeal(state, rng)));
    else if (next.kind === 'chance') state = ok(game.apply(state, null, game.randomChance(state, rng)));
    else {
      const seat = next.seats[0] as number;
      const legal = game.legalActions(state, seat) as BaseAction[];
      if (legal.length >= minLegal && (type === undefined || legal[0]?.type === type) && seen++ >= skip) {
        return { game, state, seat };
      }
      state = ok(game.apply(state, seat, rng.pick(legal)));
    }
  }
  throw new Error('no decision point found');
}

function ok(applied: { ok: true; state: unknown } | { ok: false; error: { reason: Message } }): unknown {
  if (!applied.ok) throw new Error(words('en', applied.error.reason));
  return applied.state;
}

/**
 * The seat's view and legal actions in the true state of `point` and in three others the seat
 * cannot tell apart (the hidden cards dealt differently); each is checked to show the same view.
 */
export function sameViewTruths({
  game,
  state,
  seat,
}: DecisionPoint): { view: unknown; legal: BaseAction[] }[] {
  const view = game.view(state, seat);
  const others = [1, 2, 3].map((k) => game.sample(view, seat, createRng(`other:${k}`)));
  return [state, ...others].map((truth) => {
    const v = game.view(truth, seat);
    expect(v).toEqual(view);
    return { view: deepFreeze(v), legal: deepFreeze(game.legalActions(truth, seat) as BaseAction[]) };
  });
}

/** The keys of `target` that `use` reads through a proxy of it. */
export function keysRead<T extends object>(target: T, use: (spy: T) => void): Set<string> {
  const read = new Set<string>();
  use(
    new Proxy(target, {
      get(t, key, receiver) {
        read.add(String(key));
        return Reflect.get(t, key, receiver) as unknown;
      },
    }),
  );
  return read;
}

/** Deep-freezes a value (a bot must not mutate the view it is given). */
export { deepFreeze } from '../../../support/deep';
