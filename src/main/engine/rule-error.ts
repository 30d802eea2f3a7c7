/**
 * A refused action: `rule` is a stable id (e.g. "must-follow"), `reason` a message for people (a
 * key of the message files and its parameters, worded in each person's language by the client;
 * src/shared/i18n). Its parameters name only what the acting seat may know: its own cards, the
 * table's open facts — never a hidden card.
 */
import type { MessageKey } from '../../shared/i18n/catalog';
import { words } from '../../shared/i18n/format';
import { msg, type Message, type MessageParams } from '../../shared/i18n/message';

export interface RuleError {
  rule: string;
  reason: Message;
}

export type Applied<S> = { ok: true; state: S } | { ok: false; error: RuleError };

/** Refuses with `rule` and a reason: a message, or a key and its parameters. */
export function refuse(rule: string, reason: Message): { ok: false; error: RuleError };
export function refuse(
  rule: string,
  key: MessageKey,
  params?: MessageParams,
): { ok: false; error: RuleError };
export function refuse(
  rule: string,
  reason: Message | MessageKey,
  params?: MessageParams,
): { ok: false; error: RuleError } {
  return { ok: false, error: { rule, reason: typeof reason === 'string' ? msg(reason, params) : reason } };
}

export function accept<S>(state: S): { ok: true; state: S } {
  return { ok: true, state };
}

/** A refusal in English with its rule, for logs and thrown errors (developers, the command line). */
export function describeRuleError(error: RuleError): string {
  return `${words('en', error.reason)} [${error.rule}]`;
}
