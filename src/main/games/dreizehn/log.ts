/** Replaying a round's public play log: who took which cards, and what lies on the targets. */
import {
  DREIZEHN_LIMIT,
  type DreizehnCard,
  type DreizehnOptions,
  type DreizehnPlay,
} from '../../../shared/games/dreizehn';
import { cardValue } from './cards';
import { emptyLists, targetIdsOf } from './state';
import { placementError, targetTotal } from './targets';

export interface ReplayedLog {
  targets: DreizehnCard[][];
  taken: DreizehnCard[][];
  /** Problems found (a play onto a wrong target, a `took` that does not match), empty when sound. */
  problems: string[];
}

/**
 * The taken cards follow from the log because every card was face up when played: this is how
 * a sampled state gets everyone's taken cards without the view listing them.
 */
export function replayLog(
  options: DreizehnOptions,
  players: number,
  log: readonly DreizehnPlay[],
): ReplayedLog {
  const ids = targetIdsOf(options) as readonly string[];
  const targets = emptyLists<DreizehnCard>(3);
  const taken = emptyLists<DreizehnCard>(players);
  const problems: string[] = [];
  log.forEach((entry, i) => {
    const t = ids.indexOf(entry.target);
    if (t < 0) {
      problems.push(`log[${i}]: unknown target ${entry.target}`);
      return;
    }
    if (placementError(options, targets, entry.card, t))
      problems.push(`log[${i}]: ${entry.card} may not go onto ${entry.target}`);
    if (targetTotal(targets, t) + cardValue(entry.card) > DREIZEHN_LIMIT) {
      if (entry.took !== targets[t]!.length)
        problems.push(`log[${i}]: took ${entry.took}, expected ${targets[t]!.length}`);
      taken[entry.seat]!.push(...targets[t]!);
      targets[t] = [entry.card];
    } else {
      if (entry.took !== 0) problems.push(`log[${i}]: took ${entry.took} without an overflow`);
      targets[t]!.push(entry.card);
    }
  });
  return { targets, taken, problems };
}
