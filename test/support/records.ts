/** The example records under test/fixtures/records, and replaying them through a pure Game. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { BaseAction, Game } from '../../src/main/engine/game';
import { words } from '../../src/shared/i18n/format';

export interface FixtureRound {
  dealer: number;
  actions: ({ seat: number | null } & Record<string, unknown>)[];
  [key: string]: unknown;
}

export interface FixtureRecord {
  game: string;
  options: Record<string, unknown>;
  seats: unknown[];
  rounds: FixtureRound[];
  result: { totals: number[]; winners: number[] };
}

const DIR = join(import.meta.dirname, '..', 'fixtures', 'records');

/** An example record by its file name, as written (not validated). */
export function readFixture(name: string): FixtureRecord {
  return JSON.parse(readFileSync(join(DIR, name), 'utf8')) as FixtureRecord;
}

export interface ReplayChecks<S, A> {
  /** Before each action is applied (`where` names it for messages). */
  beforeAction?(state: S, seat: number | null, action: A, where: string): void;
  /** After the last action of round `r`. */
  afterRound?(state: S, r: number): void;
}

/**
 * Replays `record` through `game` round by round: each round is dealt where the game asks for
 * that deal by that dealer, every deal and action must be accepted, and the invariants hold
 * after each. Returns the state after the last action.
 */
export function replayRecord<S, A extends BaseAction, V, D, O>(
  game: Game<S, A, V, D, O>,
  record: FixtureRecord,
  checks: ReplayChecks<S, A> = {},
): S {
  const options = game.optionsSchema.parse(record.options);
  let state = game.newGame(record.seats.length, options, record.rounds[0]?.dealer ?? 0);
  for (const [r, round] of record.rounds.entries()) {
    expect(game.next(state), `round ${r}`).toEqual({ kind: 'deal', round: r, dealer: round.dealer });
    const { dealer: _dealer, actions, ...fields } = round;
    const dealt = game.deal(state, game.dealSchema.parse(fields));
    if (!dealt.ok) throw new Error(`round ${r}: ${words('en', dealt.error.reason)}`);
    state = dealt.state;
    expect(game.invariants(state), `round ${r}`).toEqual([]);
    for (const [a, { seat, ...rest }] of actions.entries()) {
      const where = `round ${r} action ${a}`;
      const action = game.actionSchema.parse(rest);
      checks.beforeAction?.(state, seat, action, where);
      const applied = game.apply(state, seat, action);
      if (!applied.ok)
        throw new Error(`${where}: ${applied.error.rule} ${words('en', applied.error.reason)}`);
      state = applied.state;
      expect(game.invariants(state), where).toEqual([]);
    }
    checks.afterRound?.(state, r);
  }
  return state;
}
