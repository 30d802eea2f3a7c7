/** Test helpers for 13: crafted deals, random games, frozen states. */
import type { DreizehnAction, DreizehnCard, DreizehnOptions } from '../../../../../src/shared/games/dreizehn';
import {
  dreizehnGame as game,
  type DreizehnDeal,
  type DreizehnState,
} from '../../../../../src/main/games/dreizehn';
import { DECK } from '../../../../../src/main/games/dreizehn/cards';
import { createRng, type Rng } from '../../../../../src/main/engine/rng';
import { expectRefusal } from '../../../../support/refusals';
import { words } from '../../../../../src/shared/i18n/format';
import type { Message } from '../../../../../src/shared/i18n/message';

export { game };

export const FIXED: DreizehnOptions = { colorRule: 'fixed', memoryAid: false };
export const FIRST_CARD: DreizehnOptions = { colorRule: 'firstCard', memoryAid: false };

/**
 * A full deal whose hands start with the given cards and whose pile starts with `pileTop`;
 * everything else is filled from the rest of the deck in canonical order.
 */
export function craftDeal(
  players: number,
  handStarts: readonly (readonly DreizehnCard[])[],
  pileTop: readonly DreizehnCard[] = [],
): { hands: DreizehnCard[][]; drawPile: DreizehnCard[] } {
  const rest = [...DECK];
  const take = (card: DreizehnCard) => {
    const i = rest.indexOf(card);
    if (i < 0) throw new Error(`no ${card} left for the crafted deal`);
    rest.splice(i, 1);
    return card;
  };
  const hands = Array.from({ length: players }, (_, s) => (handStarts[s] ?? []).map(take));
  const top = pileTop.map(take);
  for (const hand of hands) while (hand.length < 5) hand.push(rest.shift()!);
  return { hands, drawPile: [...top, ...rest] };
}

export function ok<S>(
  applied: { ok: true; state: S } | { ok: false; error: { rule: string; reason: Message } },
): S {
  if (!applied.ok) throw new Error(`refused: ${applied.error.rule}: ${words('en', applied.error.reason)}`);
  return applied.state;
}

/** A new game with the given deal applied for round 0. */
export function dealt(
  players: number,
  options: DreizehnOptions,
  firstDealer: number,
  deal: DreizehnDeal,
): DreizehnState {
  return ok(game.deal(game.newGame(players, options, firstDealer), deal));
}

export function play(state: DreizehnState, seat: number, card: string, target: string): DreizehnState {
  return ok(game.apply(state, seat, { type: 'play', card, target }));
}

export { deepFreeze } from '../../../../support/deep';

/** Expects a refusal with this rule id, a sentence as the reason, and the (frozen) input untouched. */
export const expectRefused = (
  state: DreizehnState,
  seat: number | null,
  action: DreizehnAction,
  rule: string,
) => expectRefusal(game, state, seat, action, rule, /^[A-Z].*\.$/);

/**
 * Plays random games and hands every state (waiting for a deal or for a play) to `visit`,
 * together with the rng so callers can draw from the same stream.
 */
export function randomGames(
  count: number,
  seed: number,
  visit: (state: DreizehnState, rng: Rng) => void,
  pick: (players: number, rng: Rng) => { players: number; options: DreizehnOptions } = (_p, rng) => ({
    players: 3 + rng.int(4),
    options: { colorRule: rng.int(2) === 0 ? 'fixed' : 'firstCard', memoryAid: rng.int(2) === 0 },
  }),
): void {
  const rng = createRng(seed);
  for (let g = 0; g < count; g++) {
    const { players, options } = pick(3 + (g % 4), rng);
    let state = game.newGame(players, options, rng.int(players));
    for (;;) {
      visit(state, rng);
      const next = game.next(state);
      if (next.kind === 'over') break;
      if (next.kind === 'deal') {
        state = ok(game.deal(state, game.randomDeal(state, rng)));
      } else if (next.kind === 'act') {
        const seat = next.seats[0]!;
        state = ok(game.apply(state, seat, rng.pick(game.legalActions(state, seat))));
      } else {
        throw new Error('13 never asks for chance');
      }
    }
  }
}
