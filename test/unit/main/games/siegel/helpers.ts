/** Test helpers: hand-made deals and step-by-step play through the pure Game. */
import { expect } from 'vitest';
import { siegelGame, type SiegelState } from '../../../../../src/main/games/siegel';
import { deckFor } from '../../../../../src/main/games/siegel/cards';
import type {
  SealColor,
  SealColorCounts,
  SiegelAction,
  SiegelOptions,
  Steal,
} from '../../../../../src/shared/games/siegel';
import { deepFreeze } from '../../../../support/deep';
import { expectRefusal } from '../../../../support/refusals';
import { words } from '../../../../../src/shared/i18n/format';

/**
 * A full deal in which each seat holds its `fixed` cards; the rest of the deck is spread so that
 * no seat gets a colour listed in its `voids` (void seats are filled first).
 */
export function makeDeal(players: number, fixed: string[][], voids: string[][] = []): string[][] {
  const used = new Set(fixed.flat());
  const rest = deckFor(players).filter((c) => !used.has(c));
  const hands = Array.from({ length: players }, (_, s) => [...(fixed[s] ?? [])]);
  const order = hands.map((_, s) => s).sort((a, b) => (voids[b]?.length ?? 0) - (voids[a]?.length ?? 0));
  for (const s of order) {
    const banned = new Set(voids[s] ?? []);
    for (let i = 0; i < rest.length && hands[s]!.length < 15;) {
      if (banned.has(rest[i]![0]!)) i++;
      else hands[s]!.push(rest.splice(i, 1)[0]!);
    }
  }
  if (hands.some((h) => h.length !== 15)) throw new Error('makeDeal: voids leave too few cards');
  return hands;
}

/** A frozen game just dealt with these hands. */
export function dealt(
  players: number,
  hands: string[][],
  dealer = 0,
  options: SiegelOptions = { saboteurBase: 4 },
): SiegelState {
  const state = siegelGame.newGame(players, options, dealer);
  const r = siegelGame.deal(state, { hands });
  if (!r.ok) throw new Error(words('en', r.error.reason));
  return deepFreeze(r.state);
}

/** Applies actions (seat, action) that must all be accepted; checks invariants after each. */
export function run(state: SiegelState, steps: [number, SiegelAction][]): SiegelState {
  let s = state;
  for (const [seat, action] of steps) {
    const r = siegelGame.apply(s, seat, action);
    if (!r.ok)
      throw new Error(
        `seat ${seat} ${JSON.stringify(action)}: ${r.error.rule} ${words('en', r.error.reason)}`,
      );
    expect(siegelGame.invariants(r.state)).toEqual([]);
    s = deepFreeze(r.state);
  }
  return s;
}

/** Expects a refusal with this rule id, a reason of more than five characters, and the (frozen) state untouched. */
export const expectRefused = (state: SiegelState, seat: number | null, action: SiegelAction, rule: string) =>
  expectRefusal(siegelGame, state, seat, action, rule, /.{6}/s);

export const play = (card: string): SiegelAction => ({ type: 'play', card });
export const zero: SiegelAction = { type: 'predict', seals: {} };

/** A prediction of these seals, with the steals it names (if any). */
export const predict = (seals: SealColorCounts, steals?: Steal[]): SiegelAction =>
  steals ? { type: 'predict', seals, steals } : { type: 'predict', seals };

/** `count` seals of `color` taken from seat `from`, for a prediction's steals. */
export const steal = (color: SealColor, from: number, count = 1): Steal[] =>
  Array.from({ length: count }, () => ({ color, from }));

/** One action per seat, in turn from seat `first` around a table of as many seats as actions. */
export const inTurn = (first: number, ...actions: SiegelAction[]): [number, SiegelAction][] =>
  actions.map((action, i) => [(first + i) % actions.length, action]);

/** A trick: seat `first` leads the first card, the others follow in turn. */
export const trick = (first: number, ...cards: string[]): [number, SiegelAction][] =>
  inTurn(first, ...cards.map(play));
