/** How the rules tests of every game check a refused action. */
import { expect } from 'vitest';
import type { Applied, RuleError } from '../../src/main/engine/rule-error';
import { deepFreeze } from './deep';

/**
 * Applies `action` to `state`, frozen so that a change throws, and expects it refused with the
 * state unchanged. Returns why it was refused, or null where it was accepted (the caller's check
 * of the rule then fails).
 */
export function refusal<S, A>(
  game: { apply(state: S, seat: number | null, action: A): Applied<S> },
  state: S,
  seat: number | null,
  action: A,
): RuleError | null {
  const frozen = deepFreeze(state);
  const before = JSON.stringify(frozen);
  const applied = game.apply(frozen, seat, action);
  expect(applied.ok, `${JSON.stringify(action)} should be refused`).toBe(false);
  expect(JSON.stringify(frozen)).toBe(before);
  return applied.ok ? null : applied.error;
}

/**
 * Expects `action` refused under `rule`, with a reason that matches `reason` and the (frozen)
 * state unchanged; returns the reason.
 */
export function expectRefusal<S, A>(
  game: { apply(state: S, seat: number | null, action: A): Applied<S> },
  state: S,
  seat: number | null,
  action: A,
  rule: string,
  reason: RegExp,
): string {
  const error = refusal(game, state, seat, action);
  expect(error?.rule).toBe(rule);
  expect(error?.reason).toMatch(reason);
  return error?.reason ?? '';
}
