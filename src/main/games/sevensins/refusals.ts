/** Why each hand card cannot be played (SevenSins and Abyss): Kitsune is asked as a Sin. */
import type { CardRefusal, Seat } from '../../../shared/types';
import type { BaseAction } from '../../engine/game';
import { refusalsByCard } from '../../engine/refusals';
import type { Applied } from '../../engine/rule-error';

export function playRefusals<S, A extends BaseAction>(
  state: S,
  seat: Seat,
  hand: readonly string[],
  apply: (state: S, seat: Seat, action: A) => Applied<S>,
): Record<string, CardRefusal> {
  return refusalsByCard(
    state,
    seat,
    hand,
    (card) => (card === 'KITSUNE' ? { type: 'play', card, as: 'sin' } : { type: 'play', card }),
    (s, who, action) => apply(s, who, action as A),
  );
}
