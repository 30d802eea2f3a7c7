/**
 * What a seat may ask of a running table: a move (checked against the seat and the step it was
 * chosen at, then the rules; a lesson's coach first), a take-back, a hint's question. The room
 * asks these (rooms/room.ts); a refusal changes nothing.
 */
import { msg } from '../../../shared/i18n/message';
import type { ClientRole } from '../connection/port';
import type { Seat } from '../../../shared/types';
import type { BotRequest } from '../../ai/runner';
import { refuse, type RuleError } from '../../engine/rule-error';
import type { LessonAction } from '../../lessons/lesson';
import type { LessonRun } from '../coaching/lesson-run';
import type { TableSession } from '../table/table-session';

/** Done, or the rule a request broke and why (the protocol's `refused`). */
export type Outcome = { ok: true } | { ok: false; error: RuleError };

/** A move as a client sends it: the seat and step it was chosen at, when it says. */
export interface Move {
  action: unknown;
  seat?: Seat | undefined;
  step?: number | undefined;
}

/** What a hint needs: the lesson's move, or the bot's question and whether it is still current. */
export type HintAsk =
  | { ok: true; lesson: LessonAction }
  | { ok: true; lesson: null; game: TableSession['game']['id']; request: Omit<BotRequest, 'rng'> }
  | { ok: false; error: RuleError };

/** A move of `seat` (null: the client watches). A move taken makes the table step. */
export function play(table: TableSession, lesson: LessonRun | null, seat: Seat | null, move: Move): Outcome {
  if (seat === null) return refuse('spectator', 'host.play.spectator');
  if (move.seat !== undefined && move.seat !== seat) {
    const name = table.seats[move.seat]?.name ?? msg('host.seat', { seat: move.seat });
    return refuse('stale-seat', 'host.play.staleSeat', { name });
  }
  if (move.step !== undefined) {
    // Chosen before the seat's current decision began (a late click, a lost race): stale.
    const since = table.decisionSince(seat);
    if (since !== null && move.step < since) return refuse('stale-step', 'host.play.staleStep');
  }
  // A lesson lets through only the move its coach asks for.
  return lesson ? lesson.act(seat, move.action) : table.act(seat, move.action);
}

/** The owner's take-back of its last move (never in a lesson). */
export function takeBack(
  table: TableSession,
  lesson: LessonRun | null,
  role: ClientRole,
  seat: Seat | null,
): Outcome {
  if (lesson) return refuse('lesson-undo', 'host.undo.lesson');
  if (role !== 'owner' || seat === null) return refuse('undo-not-yours', 'host.undo.notYours');
  return table.undo(seat);
}

/**
 * What a hint for the seat's current decision needs: in a lesson the coach's move, else the
 * seat's view and every legal action (not the compact list a client gets: Siegel predictions).
 */
export function hintAsk(table: TableSession, lesson: LessonRun | null, seat: Seat | null): HintAsk {
  const asked = lesson && seat === lesson.person ? lesson.hint() : null;
  if (asked) return { ok: true, lesson: asked };
  if (seat === null || !table.waitingFor().includes(seat) || lesson)
    return refuse('no-decision', 'host.hint.none');
  return {
    ok: true,
    lesson: null,
    game: table.game.id,
    request: { seat, view: table.snapshot(seat).view, legal: table.legalFor(seat) },
  };
}
