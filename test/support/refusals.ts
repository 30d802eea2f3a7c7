/** How the rules tests of every game check a refused action. */
import { expect } from 'vitest';
import type { Applied, RuleError } from '../../src/main/engine/rule-error';
import type { MessageKey } from '../../src/shared/i18n/catalog';
import { isMessage, type Message } from '../../src/shared/i18n/message';
import { hasMessage, words } from '../../src/shared/i18n/format';
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
 * Expects `action` refused under `rule`, with a reason whose English wording matches `reason`
 * (or whose key is `reason`), a key of the message files, and the (frozen) state unchanged;
 * returns the reason in English.
 */
export function expectRefusal<S, A>(
  game: { apply(state: S, seat: number | null, action: A): Applied<S> },
  state: S,
  seat: number | null,
  action: A,
  rule: string,
  reason: RegExp | MessageKey,
): string {
  const error = refusal(game, state, seat, action);
  expect(error?.rule).toBe(rule);
  return expectReason(error, reason);
}

/** Expects a refusal's reason keyed in the message files and worded as `reason` says; its English. */
export function expectReason(error: RuleError | null | undefined, reason: RegExp | MessageKey): string {
  expect(error, 'a refusal').toBeTruthy();
  if (!error) return '';
  expect(hasMessage(error.reason.key), `${error.reason.key} is a message`).toBe(true);
  const english = words('en', error.reason);
  if (typeof reason === 'string') expect(error.reason.key).toBe(reason);
  else expect(english).toMatch(reason);
  return english;
}

/** A refusal's reason in English (for assertions on its wording). */
export function reasonText(error: { reason: Parameters<typeof words>[1] } | null | undefined): string {
  return error ? words('en', error.reason) : '';
}

/**
 * An asymmetric matcher for a message (a refusal's reason, an error, a problem) whose English
 * wording contains `text` or matches it, and whose key is in the catalog:
 * `expect(m).toMatchObject({ reason: wordedAs('is not free') })`.
 */
export function wordedAs(text: string | RegExp): {
  asymmetricMatch(actual: unknown): boolean;
  toString(): string;
} {
  return {
    asymmetricMatch: (actual: unknown) => {
      if (!isMessage(actual) || !hasMessage(actual.key)) return false;
      const english = words('en', actual);
      return typeof text === 'string' ? english.includes(text) : text.test(english);
    },
    toString: () => `a message worded as ${String(text)}`,
  };
}

/** A message in English ('' for none), for assertions on what the person reads. */
export function english(m: Message | null | undefined): string {
  return m ? words('en', m) : '';
}
