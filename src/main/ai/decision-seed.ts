/**
 * Where a bot at a table draws its randomness from: one stream per decision, named by the table's
 * seed, the round, the seat and how many decisions that seat made in the round before. So a
 * bot's move depends only on the deal and what it sees, never on how much randomness the table
 * used before (another seat's choices, a person's undo): playing a round again with the same
 * deal and the same choices meets the same bot moves. Par (analysis/par.ts) relies on it.
 */
import type { Seat } from '../../shared/types';
import { createRng, type Rng } from '../engine/rng';

export function decisionRng(tableSeed: string, round: number, seat: Seat, decision: number): Rng {
  return createRng(`${tableSeed}/round ${round}/seat ${seat}/decision ${decision}`);
}

/** How many decisions `seat` made in a round's recorded actions (its next decision's index). */
export function decisionsBy(actions: readonly { seat: number | null }[], seat: Seat): number {
  let n = 0;
  for (const a of actions) if (a.seat === seat) n++;
  return n;
}
