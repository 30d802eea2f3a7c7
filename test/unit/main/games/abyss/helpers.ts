/** Test helpers: building Abyss states in a chosen situation and playing through them. */
import { expect } from 'vitest';
import type { AbyssCurseId } from '../../../../../src/shared/games/abyss-data';
import type { AbyssAction, AbyssElement } from '../../../../../src/shared/games/abyss';
import type { Applied } from '../../../../../src/main/engine/rule-error';
import type { Rng } from '../../../../../src/main/engine/rng';
import { abyssGame as g } from '../../../../../src/main/games/abyss/game';
import type { AbyssState } from '../../../../../src/main/games/abyss/state';
import { words } from '../../../../../src/shared/i18n/format';

export { handsOf } from '../../../../support/hands';

/** Hands with one card of each element: the ones, the thirteens, the twos. */
export const LOW = ['W1', 'E1', 'F1', 'A1', 'S1'];
export const HIGH = ['W13', 'E13', 'F13', 'A13', 'S13'];
export const MID = ['W2', 'E2', 'F2', 'A2', 'S2'];

export function must<S>(applied: Applied<S>): S {
  if (!applied.ok) throw new Error(`refused: ${applied.error.rule}: ${words('en', applied.error.reason)}`);
  return applied.state;
}

export interface Setup {
  players?: number;
  dealer?: number;
  positions?: number[];
  scale?: AbyssElement[];
  /** Curses in force from the start (drawn "before" the game, on no field). */
  curses?: AbyssCurseId[];
  /** Curse fields already triggered (each needs a curse in `curses`). */
  triggered?: number[];
  hands: string[][];
}

/**
 * A state at the start of a phase with these hands, figures, scale and curses. Curses are
 * entered as drawn in an earlier phase on the triggered fields (or field 5, 10, 15 in turn),
 * so `invariants` still hold; unused curse fields stay untriggered unless listed.
 */
export function setup(opts: Setup): AbyssState {
  const players = opts.players ?? opts.hands.length;
  const curses = opts.curses ?? [];
  const fields = opts.triggered ?? [5, 10, 15].slice(0, curses.length);
  if (fields.length !== curses.length) throw new Error('one triggered field per curse');
  let state = g.newGame(players, {}, opts.dealer ?? 0);
  // Pretend a phase -1 drew the curses: they are then in force for phase 0 and after.
  state = {
    ...state,
    positions: opts.positions ?? state.positions,
    scale: opts.scale ?? [],
    curses: curses.map((curse, i) => ({ curse, phase: -1, trick: 0, field: fields[i] as number })),
    deck: state.deck.filter((c) => !curses.includes(c)),
    triggered: [...fields],
  };
  const dealt = must(g.deal(state, { hands: opts.hands }));
  expect(g.invariants(dealt)).toEqual([]);
  return dealt;
}

/** Applies actions in turn as (seat, action) pairs, checking invariants after each. */
export function run(state: AbyssState, steps: [number | null, AbyssAction][]): AbyssState {
  let s = state;
  for (const [seat, action] of steps) {
    s = must(g.apply(s, seat, action));
    expect(g.invariants(s)).toEqual([]);
  }
  return s;
}

export const play = (seat: number, card: string, as?: 'sin' | 'tanuki'): [number, AbyssAction] => [
  seat,
  as ? { type: 'play', card, as } : { type: 'play', card },
];
export const jump = (seat: number, yes: boolean): [number, AbyssAction] => [
  seat,
  { type: 'jump', jump: yes },
];
export const curse = (id: AbyssCurseId): [null, AbyssAction] => [null, { type: 'curse', curse: id }];

/** Plays a random game from the start; returns every state passed through (stopping when `keep` says so). */
export function playTo(
  players: number,
  rng: Rng,
  keep: (s: AbyssState) => boolean,
  max = 100000,
): AbyssState[] {
  let state = g.newGame(players, {}, rng.int(players));
  const out: AbyssState[] = [];
  for (let i = 0; i < max; i++) {
    const next = g.next(state);
    if (next.kind === 'over') break;
    if (next.kind === 'deal') state = must(g.deal(state, g.randomDeal(state, rng)));
    else if (next.kind === 'chance') state = must(g.apply(state, null, g.randomChance(state, rng)));
    else {
      const seat = rng.pick(next.seats);
      state = must(g.apply(state, seat, rng.pick(g.legalActions(state, seat))));
    }
    if (keep(state)) out.push(state);
  }
  return out;
}

/** Curse triples whose interactions random games rarely combine. */
export const CURSE_SETS: AbyssCurseId[][] = [
  ['passing', 'oath', 'sinBan'],
  ['drought', 'storm', 'mirror'],
  ['desecration', 'hunger', 'chains'],
  ['soulSleep', 'reversal', 'greed'],
  ['openHands', 'frozenScale', 'distance'],
  ['undertow', 'passing', 'drought'],
  ['openHands', 'passing', 'oath'],
];

/** A new game waiting for its first deal with these curses already drawn (on fields 5, 10, 15). */
export function withCurses(players: number, curses: AbyssCurseId[], firstDealer = 0): AbyssState {
  const state = g.newGame(players, {}, firstDealer);
  const fields = [5, 10, 15].slice(0, curses.length);
  return {
    ...state,
    curses: curses.map((curse, i) => ({ curse, phase: -1, trick: 0, field: fields[i] as number })),
    deck: state.deck.filter((c) => !curses.includes(c)),
    triggered: fields,
  };
}

/** Plays randomly from `start` to the end; returns every state passed through. */
export function playFrom(start: AbyssState, rng: Rng): AbyssState[] {
  let state = start;
  const out: AbyssState[] = [state];
  for (;;) {
    const next = g.next(state);
    if (next.kind === 'over') return out;
    if (next.kind === 'deal') state = must(g.deal(state, g.randomDeal(state, rng)));
    else if (next.kind === 'chance') state = must(g.apply(state, null, g.randomChance(state, rng)));
    else {
      const seat = rng.pick(next.seats);
      state = must(g.apply(state, seat, rng.pick(g.legalActions(state, seat))));
    }
    out.push(state);
  }
}
