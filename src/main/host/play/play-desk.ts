/**
 * Play at the client's table: a move, a take-back, a hint, a lesson's Next, a summary seen. The
 * room checks each against the seat the client plays and the rules (rooms/room.ts); here each
 * is refused with the reason, and nothing changes, when it does not fit.
 */
import { msg } from '../../../shared/i18n/message';
import { randomBytes } from 'node:crypto';
import { botFor } from '../../ai/levels';
import { createRng } from '../../engine/rng';
import type { RuleError } from '../../engine/rule-error';
import { refuser, type ClientPort } from '../connection/port';
import type { HostCore } from '../rooms/core';
import type { Handlers } from '../rooms/handlers';
import type { Client, Room } from '../rooms/room';

export type PlayKind = 'act' | 'undo' | 'hint' | 'lessonNext' | 'summarySeen';

export class PlayDesk {
  constructor(private readonly core: HostCore) {}

  readonly handlers: Handlers<PlayKind> = {
    lessonNext: (port, client, message) => {
      const done = client.room?.lessonNext(message.step);
      if (!done?.ok) tell(port, done?.error ?? { rule: 'no-lesson', reason: msg('host.lesson.none') });
    },
    // What the person has seen is kept for the seats they play here (nothing to refuse).
    summarySeen: (port, client, message) => this.at(port, client)?.summarySeen(client, message.count),
    act: (port, client, message) => {
      const done = this.at(port, client)?.act(client, message);
      if (done && !done.ok) tell(port, done.error);
    },
    undo: (port, client) => {
      const done = this.fair(port, client)?.undo(client);
      if (done && !done.ok) tell(port, done.error);
    },
    hint: (port, client) => {
      const room = this.fair(port, client);
      if (room) this.hint(port, client, room);
    },
  };

  /** The client's room while a game runs there; else null, refused. */
  private at(port: ClientPort, client: Client): Room | null {
    const room = client.room;
    if (room?.playing) return room;
    refuser(port)('no-table', 'host.table.none');
    return null;
  }

  /** As `at`, but not at a challenge: everyone plays alone there (no suggestion, nothing taken back). */
  private fair(port: ClientPort, client: Client): Room | null {
    const room = this.at(port, client);
    if (room?.kind !== 'challenge') return room;
    refuser(port)('challenge-fair', 'host.hint.challenge');
    return null;
  }

  /**
   * A hint: the hard bot decides the client's own current decision from that seat's view
   * (through the bot runner, so off the event loop when it runs in workers) and the answer goes
   * to that client only. A table that moved on meanwhile makes the hint stale: it is dropped.
   */
  private hint(port: ClientPort, client: Client, room: Room): void {
    const ask = room.hintAsk(client);
    if (!ask.ok) {
      tell(port, ask.error);
      return;
    }
    // In a lesson the hint is the coach's move.
    if (ask.lesson) {
      port.send({ type: 'hint', action: { ...ask.lesson }, reason: msg('host.hint.lesson') });
      return;
    }
    if (client.hintPending) {
      refuser(port)('hint-pending', 'host.hint.pending');
      return;
    }
    const rng = createRng(randomBytes(4).readUInt32LE(0));
    client.hintPending = true;
    this.core.botRunner.decide(botFor(ask.game, 'meister'), { ...ask.request, rng }).then(
      (action) => {
        client.hintPending = false;
        if (!ask.current() || !this.core.clients.has(port)) return;
        port.send({ type: 'hint', action: { ...action }, reason: msg('host.hint.bot') });
      },
      (err: unknown) => {
        client.hintPending = false;
        port.send({ type: 'error', message: msg('host.hint.failed', { detail: (err as Error).message }) });
      },
    );
  }
}

function tell(port: ClientPort, error: RuleError): void {
  port.send({ type: 'refused', rule: error.rule, reason: error.reason });
}
