/** A refused action: `rule` is a stable id (e.g. "must-follow"), `reason` a sentence for people. */
export interface RuleError {
  rule: string;
  reason: string;
}

export type Applied<S> = { ok: true; state: S } | { ok: false; error: RuleError };

export function refuse(rule: string, reason: string): { ok: false; error: RuleError } {
  return { ok: false, error: { rule, reason } };
}

export function accept<S>(state: S): { ok: true; state: S } {
  return { ok: true, state };
}
