/** Card and target names in sentences (log, summaries, hints); no pixi, so plain code can use them. */
import type { Dt } from './i18n';

export function cardName(dt: Dt, card: string): string {
  if (card === 'F4') return dt('card.fiese');
  const colour = card[0] === 'B' ? 'blue' : card[0] === 'Y' ? 'yellow' : 'green';
  return dt('card.colour', { adj: dt(`colourAdj.${colour}`), value: card.slice(1) });
}

export function targetName(dt: Dt, id: string): string {
  const key = `target.${id}` as const;
  return ['blue', 'yellow', 'green', 'left', 'middle', 'right'].includes(id) ? dt(key as 'target.blue') : id;
}
