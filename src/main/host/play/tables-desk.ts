/**
 * Opening a game or a lesson at the host's own window, looking at another table, leaving one.
 * The rooms themselves and the table lists are the registry's (rooms/rooms.ts).
 */
import { gameWord } from '../../../shared/games/words';
import { msg } from '../../../shared/i18n/message';
import { randomBytes } from 'node:crypto';
import { checkSeatNames } from '../../../shared/names';
import type { NewTableMessage } from '../../../shared/protocol';
import type { GameId } from '../../../shared/types';
import { createRng } from '../../engine/rng';
import { gameById } from '../../games';
import { lessonFor } from '../../lessons';
import { refuseName, refuser, type ClientPort } from '../connection/port';
import { sessionOptions, type HostCore } from '../rooms/core';
import { LessonRun } from '../coaching/lesson-run';
import type { Handlers } from '../rooms/handlers';
import type { Client } from '../rooms/room';
import { newSaveId } from '../persistence/save-store';
import { TableSession } from '../table/table-session';

export type TablesKind = 'newTable' | 'newLesson' | 'leaveTable' | 'watchTable';

export class TablesDesk {
  constructor(private readonly core: HostCore) {}

  readonly handlers: Handlers<TablesKind> = {
    newTable: (port, _client, message) => this.startTable(port, message),
    newLesson: (port, _client, message) => this.startLesson(port, message.game),
    leaveTable: (port, client) => {
      const room = client.room;
      if (room) void this.core.rooms.closeRoom(room, msg('host.table.closedByHost'));
      else port.send({ type: 'tableClosed' });
    },
    watchTable: (port, client, message) => this.watch(port, client, message.table),
  };

  /** Looking at another table: a seated guest stays where it plays. */
  private watch(port: ClientPort, client: Client, id: string): void {
    const refuse = refuser(port);
    const rooms = this.core.rooms;
    const room = rooms.get(id);
    if (!room || (client.role !== 'owner' && room.kind !== 'lan')) {
      refuse('no-such-table', 'lobby.tabs.gone');
      return;
    }
    if (room === client.room) return;
    const problem = rooms.cannotLeave(client);
    if (problem) {
      refuse('seated-elsewhere', problem);
      return;
    }
    rooms.move(port, client, room);
  }

  private startTable(port: ClientPort, asked: NewTableMessage): void {
    const named = checkSeatNames(asked.seats);
    if (!named.ok) {
      refuseName(port, named);
      return;
    }
    const message = { ...asked, seats: named.seats };
    const game = gameById(message.game);
    const seats = message.seats.length;
    const seed = message.seed ?? randomBytes(8).toString('hex');
    const firstDealer = message.firstDealer ?? Math.floor(Math.random() * seats);
    const rng = createRng(seed);
    const created = TableSession.create({
      game,
      seats: message.seats,
      options: message.options,
      seed,
      firstDealer,
      rng,
      ...sessionOptions(this.core),
    });
    if (!created.ok) {
      port.send({ type: 'refused', rule: 'table-config', reason: created.reason });
      return;
    }
    const options = game.optionsSchema.parse(message.options) as Record<string, unknown>;
    const id = newSaveId(this.core.now());
    this.core.rooms.openLocal(created.session, rng, { id, seed, firstDealer, seats: message.seats, options });
  }

  /** "Learn to play": the game's lesson becomes the local table (see lesson-run.ts). */
  private startLesson(port: ClientPort, game: GameId): void {
    const lesson = lessonFor(game);
    if (!lesson) {
      port.send({
        type: 'refused',
        rule: 'no-lesson',
        reason: msg('host.lesson.missing', { game: gameWord(game) }),
      });
      return;
    }
    const { botDelay, scheduler } = sessionOptions(this.core);
    const started = LessonRun.start(lesson, this.core.settings().playerName, {
      botDelay,
      ...(scheduler ? { scheduler } : {}),
    });
    if (!started.ok) {
      port.send({ type: 'refused', rule: 'lesson-setup', reason: started.reason });
      return;
    }
    const { run } = started;
    const identity = {
      id: `lesson-${game}`,
      seed: `lesson-${game}`,
      firstDealer: lesson.firstDealer,
      seats: run.table.seats,
      options: run.table.record.options,
    };
    this.core.rooms.openLocal(run.table, createRng(identity.seed), identity, run);
  }
}
