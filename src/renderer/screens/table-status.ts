/**
 * The table screen's own words for a snapshot when the game's scene has none: the generic
 * status line (whose turn, who is thinking, game over) and the log line of a step's event.
 */
import type { TableEvent, TableSnapshot } from '../../shared/protocol';
import type { GameId } from '../../shared/types';
import { describeChoice } from '../hints/describe';
import type { I18n } from '../i18n';
import type { SceneStatus } from '../scenes/registry';

type SeatName = (seat: number) => string;

/** The one-line status for any game: the result, the viewer's turn, or whom the table waits for. */
export function genericStatus(i18n: I18n, snap: TableSnapshot, seatName: SeatName): SceneStatus {
  if (snap.result) {
    const names = snap.result.winners.map((w) => seatName(w)).join(', ');
    return { text: i18n.t('app.status.gameOver', { names }), tone: 'ok' };
  }
  if (snap.you !== null && snap.waitingFor.includes(snap.you) && snap.legal.length > 0) {
    const what = snap.legal.every((a) => a.type === 'play')
      ? i18n.t('app.status.playCard')
      : i18n.t('app.status.chooseAction');
    return { text: i18n.t('app.status.yourTurn', { what }), tone: 'turn' };
  }
  const other = snap.waitingFor.find((s) => s !== snap.you);
  if (other !== undefined) {
    const seat = snap.seats[other];
    const name = seatName(other);
    return {
      text:
        seat?.kind === 'bot'
          ? i18n.t('app.status.thinking', { name })
          : i18n.t('app.status.waitingFor', { name }),
      tone: 'info',
    };
  }
  if (snap.you === null) return { text: i18n.t('app.table.spectating'), tone: 'info' };
  return { text: i18n.t('app.status.waiting'), tone: 'info' };
}

/**
 * A step's event as a line of the side panel's log: the move in the game's words, each card as
 * the table draws it, with its colour's symbol ("Clara: put ♣ green 4 on the green target").
 */
export function eventLine(i18n: I18n, game: GameId, event: TableEvent, seatName: SeatName): string {
  if (event.kind === 'start') return i18n.t('app.event.start');
  if (event.kind === 'deal')
    return i18n.t('app.event.deal', { round: event.round + 1, name: seatName(event.dealer) });
  return i18n.t('app.event.action', {
    name: event.seat === null ? '—' : seatName(event.seat),
    action: describeChoice(game, i18n.language, event.action, seatName, { symbols: true }).text,
  });
}
