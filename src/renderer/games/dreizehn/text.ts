/**
 * 13's sentences about the table: the log lines of a step and the status line. Plain text
 * over the view, no Pixi.
 */
import { dreizehnCardValue, type DreizehnView } from '../../../shared/games/dreizehn';
import type { TableSnapshot } from '../../../shared/protocol';
import type { I18n } from '../../i18n';
import type { SceneStatus } from '../../scenes/registry';
import { isMyTurn } from '../common/views';
import type { Dt } from './i18n';
import type { StepEffect } from './model';
import { cardName, targetName } from './names';

/** The log lines of a step: the deal, a play (an overflow), the round's scores. */
export function logLines(
  dt: Dt,
  name: (seat: number) => string,
  eff: StepEffect,
  prev: DreizehnView | null,
  next: DreizehnView,
): string[] {
  if (eff.kind === 'deal') return [dt('log.deal', { n: eff.round + 1, name: name(eff.dealer) })];
  if (eff.kind !== 'play' || !prev) return [];
  const before = prev.targets[eff.target];
  const who = name(eff.seat);
  const card = cardName(dt, eff.card);
  const target = targetName(dt, before?.id ?? '');
  const lines = [
    eff.taken.length > 0
      ? dt('log.overflow', { name: who, card, target, n: eff.taken.length })
      : dt('log.play', {
          name: who,
          card,
          target,
          total: (before?.total ?? 0) + dreizehnCardValue(eff.card),
        }),
  ];
  if (eff.roundEnded) {
    const r = next.history[next.history.length - 1];
    const scores = r ? r.scores.map((p, seat) => `${name(seat)} ${p}`).join(', ') : '';
    lines.push(`${dt('log.roundEnd', { n: next.history.length })}: ${scores}`);
  }
  return lines;
}

/** The status line: the result, a summary being read, whose turn, what to choose. */
export function statusLine(
  dt: Dt,
  i18n: I18n,
  snapshot: TableSnapshot,
  v: DreizehnView,
  o: { summary: number | null; selected: string | null; name: (seat: number) => string },
): SceneStatus {
  if (snapshot.result) {
    const names = snapshot.result.winners.map((w) => o.name(w)).join(', ');
    return { text: dt('status.gameOver', { names }), tone: 'ok' };
  }
  if (o.summary !== null) return { text: dt('status.roundScored', { n: o.summary }), tone: 'info' };
  if (snapshot.you === null) return { text: dt('status.spectating'), tone: 'info' };
  if (isMyTurn(snapshot)) {
    if (o.selected)
      return { text: dt('status.chooseTarget', { card: cardName(dt, o.selected) }), tone: 'turn' };
    return { text: dt('status.chooseCard'), tone: 'turn' };
  }
  const other = snapshot.waitingFor.find((s) => s !== snapshot.you);
  if (other !== undefined) {
    const name = o.name(other);
    return snapshot.seats[other]?.kind === 'bot'
      ? { text: dt('status.thinking', { name }), tone: 'info' }
      : { text: dt('status.waiting', { name }), tone: 'info' };
  }
  if (v.phase === 'deal') return { text: dt('status.dealing'), tone: 'info' };
  return { text: i18n.t('status.waiting'), tone: 'info' };
}
