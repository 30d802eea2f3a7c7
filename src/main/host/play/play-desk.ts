/**
 * Play at the client's table: a move (checked against the seat it plays and the step it was
 * chosen at, then the rules), a take-back, a hint, a lesson's Next. Each is refused with the
 * reason, and nothing changes, when it does not fit.
 */
import { randomBytes } from 'node:crypto';
import type { ClientMessage } from '../../../shared/protocol';
import { botFor } from '../../ai/levels';
import { inlineBotRunner } from '../../ai/runner';
import { createRng } from '../../engine/rng';
import { type Client, type ClientPort, refuser } from '../rooms/clients';
import type { HostCore } from '../rooms/core';
import type { Room } from '../rooms/room';
import type { TableSession } from '../table/table-session';

type PlayMessage = Extract<ClientMessage, { type: 'act' | 'undo' | 'hint' | 'lessonNext' | 'summarySeen' }>;

export class PlayDesk {
  constructor(private readonly core: HostCore) {}

  handle(port: ClientPort, client: Client, message: PlayMessage): void {
    const refuse = refuser(port);
    const room = client.room;
    if (message.type === 'lessonNext') {
      const done = room?.lesson?.next(message.step);
      if (!done?.ok) {
        const error = done?.error ?? { rule: 'no-lesson', reason: 'No lesson is running.' };
        refuse(error.rule, error.reason);
      }
      return;
    }
    const table = room?.table;
    if (!room || !table) {
      refuse('no-table', 'No game is running.');
      return;
    }
    // What the person has seen is kept for the seats they play here (nothing to refuse).
    if (message.type === 'summarySeen') {
      room.summarySeen(client, table, message.count);
      return;
    }
    // At a challenge everyone plays alone: no suggestion, nothing taken back.
    if (room.kind === 'challenge' && message.type !== 'act') {
      refuse('challenge-fair', 'In a challenge there are no hints and no take-backs: everyone plays alone.');
      return;
    }
    if (message.type === 'hint') this.hint(port, client, room, table);
    else if (message.type === 'undo') this.undo(port, client, room, table);
    else this.act(port, client, room, table, message);
  }

  private act(
    port: ClientPort,
    client: Client,
    room: Room,
    table: TableSession,
    message: Extract<PlayMessage, { type: 'act' }>,
  ): void {
    const refuse = refuser(port);
    const seat = client.seat;
    if (seat === null) {
      refuse('spectator', 'You are watching this table, not playing.');
      return;
    }
    if (message.seat !== undefined && message.seat !== seat) {
      const name = table.seats[message.seat]?.name ?? `seat ${message.seat}`;
      refuse('stale-seat', `That move was meant for ${name}, whose turn has passed.`);
      return;
    }
    if (message.step !== undefined) {
      // Chosen before the seat's current decision began (a late click, a lost race): stale.
      const since = table.decisionSince(seat);
      if (since !== null && message.step < since) {
        refuse('stale-step', 'The table moved on since you chose that; look again.');
        return;
      }
    }
    // A lesson lets through only the move its coach asks for.
    const outcome = room.lesson ? room.lesson.act(seat, message.action) : table.act(seat, message.action);
    if (!outcome.ok) refuse(outcome.error.rule, outcome.error.reason);
  }

  private undo(port: ClientPort, client: Client, room: Room, table: TableSession): void {
    const refuse = refuser(port);
    if (room.lesson) {
      refuse('lesson-undo', 'A lesson takes no moves back.');
      return;
    }
    if (client.role !== 'owner' || client.seat === null) {
      refuse('undo-not-yours', 'Only the player at this table can take back a move.');
      return;
    }
    const undone = table.undo(client.seat);
    if (!undone.ok) refuse(undone.error.rule, undone.error.reason);
  }

  /**
   * A hint: the hard bot decides the client's own current decision from that seat's view
   * (through the bot runner, so off the event loop when it runs in workers) and the answer goes
   * to that client only. A table that moved on meanwhile makes the hint stale: it is dropped.
   */
  private hint(port: ClientPort, client: Client, room: Room, table: TableSession): void {
    const refuse = refuser(port);
    const seat = client.seat;
    // In a lesson the hint is the coach's move.
    const lesson = room.lesson;
    const asked = lesson && seat === lesson.person ? lesson.hint() : null;
    if (asked) {
      port.send({ type: 'hint', action: { ...asked }, reason: 'The lesson asks for this move.' });
      return;
    }
    if (seat === null || !table.waitingFor().includes(seat) || lesson) {
      refuse('no-decision', 'There is no decision of yours to suggest.');
      return;
    }
    if (client.hintPending) {
      refuse('hint-pending', 'A hint is already being worked out for you.');
      return;
    }
    const view = table.snapshot(seat).view;
    // The bot needs every legal action, not the compact list a client gets (Siegel predictions).
    const legal = table.legalFor(seat);
    const step = table.step;
    const runner = this.core.options.botRunner ?? inlineBotRunner;
    const rng = createRng(randomBytes(4).readUInt32LE(0));
    client.hintPending = true;
    runner.decide(botFor(table.game.id, 'meister'), { seat, view, legal, rng }).then(
      (action) => {
        client.hintPending = false;
        if (room.table !== table || table.step !== step || !this.core.clients.has(port)) return;
        port.send({ type: 'hint', action: { ...action }, reason: 'The hard bot would play this.' });
      },
      (err: unknown) => {
        client.hintPending = false;
        port.send({ type: 'error', message: `No hint: ${(err as Error).message}` });
      },
    );
  }
}
