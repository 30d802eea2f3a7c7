/**
 * Why cards cannot be played: asks the game's own `apply` for each distinct card of a hand, so
 * the reason shown on a dimmed card is exactly the one a click would get back.
 */
import type { CardRefusal, Seat } from '../../shared/types';
import type { BaseAction } from './game';
import type { Applied } from './rule-error';

export function refusalsByCard<S>(
  state: S,
  seat: Seat,
  hand: readonly string[],
  toAction: (card: string) => BaseAction,
  apply: (state: S, seat: Seat, action: BaseAction) => Applied<S>,
): Record<string, CardRefusal> {
  const out: Record<string, CardRefusal> = {};
  for (const card of new Set(hand)) {
    const applied = apply(state, seat, toAction(card));
    if (!applied.ok) out[card] = { rule: applied.error.rule, reason: applied.error.reason };
  }
  return out;
}
