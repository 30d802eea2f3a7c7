/** Card and target names in sentences (log, summaries, hints); no pixi, so plain code can use them. */
import type { I18n } from '../../i18n';

export function cardName(i18n: I18n, card: string): string {
  if (card === 'F4') return i18n.t('dreizehn.card.fiese');
  const colour = card[0] === 'B' ? 'blue' : card[0] === 'Y' ? 'yellow' : 'green';
  return i18n.t('dreizehn.card.colour', {
    adj: i18n.t(`dreizehn.colourAdj.${colour}`),
    value: card.slice(1),
  });
}

const TARGETS = ['blue', 'yellow', 'green', 'left', 'middle', 'right'] as const;

export function targetName(i18n: I18n, id: string): string {
  const target = TARGETS.find((t) => t === id);
  return target ? i18n.t(`dreizehn.target.${target}`) : id;
}
