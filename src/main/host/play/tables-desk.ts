/**
 * The host's open tables: opening a game or a lesson at the host's own window, looking at
 * another table, leaving one, and the table lists every client sees. The host's window plays
 * one local game at a time (a new one replaces it; it stays saved) beside any number of LAN
 * tables; each runs on its own.
 */
import { randomBytes } from 'node:crypto';
import { checkSeatNames } from '../../../shared/names';
import type { ClientMessage, HostMessage, NewTableMessage } from '../../../shared/protocol';
import type { GameId } from '../../../shared/types';
import { createRng, type Rng } from '../../engine/rng';
import { gameById } from '../../games';
import { lessonFor } from '../../lessons';
import { type Client, type ClientPort, refuseName, refuser } from '../rooms/clients';
import { sessionOptions, type HostCore } from '../rooms/core';
import { LessonRun } from '../coaching/lesson-run';
import { Room, type RoomKind } from '../rooms/room';
import { newSaveId } from '../persistence/save-store';
import type { TableIdentity } from '../persistence/saves';
import { TableSession } from '../table/table-session';

type TablesMessage = Extract<ClientMessage, { type: 'newTable' | 'newLesson' | 'leaveTable' | 'watchTable' }>;

export class TablesDesk {
  constructor(private readonly core: HostCore) {}

  handle(port: ClientPort, client: Client, message: TablesMessage): void {
    switch (message.type) {
      case 'newTable':
        this.startTable(port, message);
        return;
      case 'newLesson':
        this.startLesson(port, message.game);
        return;
      case 'leaveTable': {
        const room = client.room;
        if (room) void this.closeRoom(room, 'The host closed the table.');
        else port.send({ type: 'tableClosed' });
        return;
      }
      case 'watchTable':
        this.watch(port, client, message.table);
        return;
    }
  }

  /** The local game or lesson, if one is open (there is one at most). */
  localRoom(): Room | null {
    for (const room of this.core.rooms.values()) if (room.kind === 'local') return room;
    return null;
  }

  /** A new room, listed at once; a local one replaces the local one before it. */
  openRoom(id: string, kind: RoomKind): Room {
    const previous = kind === 'local' ? this.localRoom() : null;
    const room = new Room(id, kind, this.core);
    this.core.rooms.set(id, room);
    // The host's windows go to the new table, and so does whoever looked at the one it replaces
    // or at none (a guest that came before any LAN table opened).
    for (const [, client] of this.core.clients.greeted()) {
      if (client.role === 'owner' || client.room === null || (previous && client.room === previous)) {
        this.leave(client);
        client.room = room;
      }
    }
    if (previous) void this.closeRoom(previous, 'The host started another game.');
    this.core.tablesChanged();
    return room;
  }

  /** Closes a room: its clients hear so and look at no table; the lists follow. */
  async closeRoom(room: Room, reason: string): Promise<void> {
    if (this.core.rooms.get(room.id) === room) this.core.rooms.delete(room.id);
    const closing = room.close(reason);
    this.core.tablesChanged();
    await closing;
  }

  /** Looking at another table: a seated guest stays where it plays. */
  private watch(port: ClientPort, client: Client, id: string): void {
    const refuse = refuser(port);
    const room = this.core.rooms.get(id);
    if (!room || (client.role !== 'owner' && room.kind !== 'lan')) {
      refuse('no-such-table', 'That table is not open any more.');
      return;
    }
    if (room === client.room) return;
    const problem = this.cannotLeave(client);
    if (problem) {
      refuse('seated-elsewhere', problem);
      return;
    }
    this.move(port, client, room);
  }

  /** Why a client may not look at another table now (a guest with a seat), or null. */
  cannotLeave(client: Client): string | null {
    const party = client.room?.party;
    if (client.role === 'owner' || !party || client.member === null) return null;
    const seat = party.lobby.members.get(client.member)?.seat ?? null;
    return seat === null ? null : 'You have a seat at your table: leave it first, or play on.';
  }

  /** The client looks at `room` from now: its lobby and table, and the lists' `current`. */
  move(port: ClientPort, client: Client, room: Room): void {
    this.leave(client);
    client.room = room;
    client.seat = null;
    port.send({ type: 'lobby', lobby: room.party ? room.party.view(client) : null });
    if (room.table) room.sendTo(port, client);
    else port.send({ type: 'tableClosed' });
    port.send(this.listFor(client));
  }

  /** The client stops looking at its table (a LAN member there counts as gone). */
  leave(client: Client): void {
    client.room?.party?.disconnected(client);
    client.room = null;
    client.seat = null;
  }

  /** The table list as one client may see it. */
  listFor(client: Client): Extract<HostMessage, { type: 'tables' }> {
    const tables = [...this.core.rooms.values()]
      .filter((room) => room.kind === 'lan' || (client.role === 'owner' && room.kind === 'local'))
      .map((room) => room.info());
    return { type: 'tables', tables, current: client.room?.id ?? null };
  }

  /** Every client's table list, after a change. */
  sendLists(): void {
    for (const [port, client] of this.core.clients.greeted()) port.send(this.listFor(client));
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
    this.openLocal(created.session, rng, { id, seed, firstDealer, seats: message.seats, options });
  }

  /** A local game (new, or resumed from its save) in place of the local one before it. */
  openLocal(table: TableSession, rng: Rng, identity: TableIdentity, lesson?: LessonRun): Room {
    const room = this.openRoom(identity.id, 'local');
    room.install(table, rng, identity, lesson ? { lesson } : {});
    return room;
  }

  /** "Learn to play": the game's lesson becomes the local table (see lesson-run.ts). */
  private startLesson(port: ClientPort, game: GameId): void {
    const lesson = lessonFor(game);
    if (!lesson) {
      port.send({ type: 'refused', rule: 'no-lesson', reason: `There is no lesson for ${game} yet.` });
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
    this.openLocal(run.table, createRng(identity.seed), identity, run);
  }
}
