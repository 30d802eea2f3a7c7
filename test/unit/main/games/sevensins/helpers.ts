/** Builders for hand-made SevenSins positions. */
import { expect } from 'vitest';
import { sevensinsGame as game, type SevenSinsState } from '../../../../../src/main/games/sevensins';
import type { SevenSinsAction } from '../../../../../src/shared/games/sevensins';
import { phaseResult } from '../../../../../src/main/games/sevensins/scoring';
import { dealerOf } from '../../../../../src/main/games/sevensins/state';
import { deepFreeze } from '../../../../support/deep';
import { expectRefusal } from '../../../../support/refusals';
import { words } from '../../../../../src/shared/i18n/format';

export { handsOf } from '../../../../support/hands';

/**
 * A state waiting for the deal of phase `phase`, with earlier phases filled in as played
 * (every seat bid 0; seat 0 took every trick, so it scored −n and the others +n).
 */
export function atPhase(
  players: number,
  phase: number,
  options: Record<string, unknown> = {},
): SevenSinsState {
  const s = game.newGame(players, game.optionsSchema.parse(options), 0);
  const history = Array.from({ length: phase - 1 }, (_, k) =>
    phaseResult({
      phase: k + 1,
      dealer: dealerOf(s, k),
      trumpCard: 'W1',
      trump: 'water',
      bids: Array<number>(players).fill(0),
      tricks: Array.from({ length: players }, (_, i) => (i === 0 ? k + 1 : 0)),
      sinsUnderSoul: Array<number>(players).fill(0),
      soulsUnderDemon: Array<number>(players).fill(0),
    }),
  );
  const totals = Array<number>(players).fill(0);
  for (const h of history) h.scores.forEach((x, i) => (totals[i] += x));
  return { ...s, phase: phase - 1, history, totals };
}

/** Deals the phase with these hands and turned card (the state must be waiting for the deal). */
export function dealt(s: SevenSinsState, hands: string[][], trumpCard: string): SevenSinsState {
  const r = game.deal(s, { hands, trumpCard });
  if (!r.ok) throw new Error(`deal refused: ${words('en', r.error.reason)}`);
  expect(game.invariants(r.state)).toEqual([]);
  return deepFreeze(r.state);
}

/** Applies an action that must be accepted; checks the invariants and freezes the result. */
export function act(s: SevenSinsState, seat: number, action: SevenSinsAction): SevenSinsState {
  const r = game.apply(deepFreeze(s), seat, action);
  if (!r.ok)
    throw new Error(
      `${JSON.stringify(action)} by ${seat} refused: ${r.error.rule} ${words('en', r.error.reason)}`,
    );
  expect(game.invariants(r.state)).toEqual([]);
  return deepFreeze(r.state);
}

/** Bids in turn order from the dealer's left. */
export function bidAll(s: SevenSinsState, bids: number[]): SevenSinsState {
  let t = s;
  for (let k = 0; k < s.players; k++) {
    const seat = (s.dealer + 1 + k) % s.players;
    t = act(t, seat, { type: 'bid', tricks: bids[seat]! });
  }
  return t;
}

/** Plays cards in turn order (`KITSUNE:sin` names a Kitsune form). */
export function playAll(s: SevenSinsState, cards: string[]): SevenSinsState {
  let t = s;
  for (const c of cards) {
    const [card, as] = c.split(':') as [string, 'sin' | 'tanuki' | undefined];
    t = act(t, t.toAct!, as ? { type: 'play', card, as } : { type: 'play', card });
  }
  return t;
}

/** Expects a refusal with this rule, a reason of more than ten characters, and an unchanged (frozen) state; returns the reason. */
export const refused = (s: SevenSinsState, seat: number | null, action: SevenSinsAction, rule: string) =>
  expectRefusal(game, s, seat, action, rule, /.{11}/s);

/** Filler cards that play no role: low water/earth cards, distinct. */
export function filler(count: number, from = 0): string[] {
  const pool = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7'];
  return pool.slice(from, from + count);
}
