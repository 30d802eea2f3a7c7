/**
 * 13's sentences about the table: the log lines of a step and the status line. Plain text
 * over the view, no Pixi.
 */
import { dreizehnCardValue, type DreizehnView } from '../../../shared/games/dreizehn';
import type { TableSnapshot } from '../../../shared/protocol';
import type { SceneStatus } from '../../scenes/registry';
import { isMyTurn } from '../common/views';
import type { I18n } from '../../i18n';
import type { StepEffect } from './model';
import { cardName, targetName } from './names';

/** The log lines of a step: the deal, a play (an overflow), the round's scores. */
export function logLines(
  i18n: I18n,
  name: (seat: number) => string,
  eff: StepEffect,
  prev: DreizehnView | null,
  next: DreizehnView,
): string[] {
  if (eff.kind === 'deal') return [i18n.t('dreizehn.log.deal', { n: eff.round + 1, name: name(eff.dealer) })];
  if (eff.kind !== 'play' || !prev) return [];
  const before = prev.targets[eff.target];
  const who = name(eff.seat);
  const card = cardName(i18n, eff.card);
  const target = targetName(i18n, before?.id ?? '');
  const lines = [
    eff.taken.length > 0
      ? i18n.t('dreizehn.log.overflow', { name: who, card, target, n: eff.taken.length })
      : i18n.t('dreizehn.log.play', {
          name: who,
          card,
          target,
          total: (before?.total ?? 0) + dreizehnCardValue(eff.card),
        }),
  ];
  if (eff.roundEnded) {
    const r = next.history[next.history.length - 1];
    const scores = r ? r.scores.map((p, seat) => `${name(seat)} ${p}`).join(', ') : '';
    lines.push(`${i18n.t('dreizehn.log.roundEnd', { n: next.history.length })}: ${scores}`);
  }
  return lines;
}

/** The status line: the result, a summary being read, whose turn, what to choose. */
export function statusLine(
  i18n: I18n,
  snapshot: TableSnapshot,
  v: DreizehnView,
  o: { summary: number | null; selected: string | null; name: (seat: number) => string },
): SceneStatus {
  if (snapshot.result) {
    const names = snapshot.result.winners.map((w) => o.name(w)).join(', ');
    return { text: i18n.t('dreizehn.status.gameOver', { names }), tone: 'ok' };
  }
  if (o.summary !== null)
    return { text: i18n.t('dreizehn.status.roundScored', { n: o.summary }), tone: 'info' };
  if (snapshot.you === null) return { text: i18n.t('dreizehn.status.spectating'), tone: 'info' };
  if (isMyTurn(snapshot)) {
    if (o.selected)
      return {
        text: i18n.t('dreizehn.status.chooseTarget', { card: cardName(i18n, o.selected) }),
        tone: 'turn',
      };
    return { text: i18n.t('dreizehn.status.chooseCard'), tone: 'turn' };
  }
  const other = snapshot.waitingFor.find((s) => s !== snapshot.you);
  if (other !== undefined) {
    const name = o.name(other);
    return snapshot.seats[other]?.kind === 'bot'
      ? { text: i18n.t('dreizehn.status.thinking', { name }), tone: 'info' }
      : { text: i18n.t('dreizehn.status.waiting', { name }), tone: 'info' };
  }
  if (v.phase === 'deal') return { text: i18n.t('dreizehn.status.dealing'), tone: 'info' };
  return { text: i18n.t('app.status.waiting'), tone: 'info' };
}
