/** Where a card may go: target colours under both colour rules. */
import type { DreizehnCard, DreizehnOptions } from '../../../shared/games/dreizehn';
import { msg } from '../../../shared/i18n/message';
import {
  dreizehnCardWord,
  dreizehnColourAdjective,
  dreizehnColourWord,
  dreizehnTargetWord,
} from '../../../shared/games/words';
import type { RuleError } from '../../engine/rule-error';
import { colourIndex, colourName, sumValues } from './cards';
import { targetIdsOf } from './state';

/**
 * Colour index of target `t`: fixed, or under "firstCard" the colour of the colour cards lying
 * on it (they always share one colour), -1 when it holds none.
 */
export function targetColour(
  options: DreizehnOptions,
  targets: readonly (readonly DreizehnCard[])[],
  t: number,
): number {
  if (options.colorRule === 'fixed') return t;
  for (const card of targets[t]!) {
    const c = colourIndex(card);
    if (c >= 0) return c;
  }
  return -1;
}

export function targetTotal(targets: readonly (readonly DreizehnCard[])[], t: number): number {
  return sumValues(targets[t]!);
}

/** Why `card` may not go onto target `t`, or null when it may. */
export function placementError(
  options: DreizehnOptions,
  targets: readonly (readonly DreizehnCard[])[],
  card: DreizehnCard,
  t: number,
): RuleError | null {
  const colour = colourIndex(card);
  if (colour < 0) return null; // a Fiese Vier goes anywhere
  const ids = targetIdsOf(options);
  const own = targetColour(options, targets, t);
  if (own === colour) return null;
  const name = colourName(colour);
  if (options.colorRule === 'fixed') {
    return {
      rule: 'wrong-target',
      reason: msg('dreizehn.refuse.wrongTarget', { adj: dreizehnColourAdjective(name) }),
    };
  }
  if (own >= 0) {
    return {
      rule: 'wrong-target',
      reason: msg('dreizehn.refuse.otherColour', {
        target: dreizehnTargetWord(ids[t]!),
        colour: dreizehnColourWord(colourName(own)),
        card: dreizehnCardWord(card),
      }),
    };
  }
  for (let other = 0; other < 3; other++) {
    if (other !== t && targetColour(options, targets, other) === colour) {
      return {
        rule: 'colour-on-other-target',
        reason: msg('dreizehn.refuse.mustGoOther', {
          target: dreizehnTargetWord(ids[other]!),
          colour: dreizehnColourWord(name),
          card: dreizehnCardWord(card),
        }),
      };
    }
  }
  return null;
}
