/**
 * The host's open tables, one registry: opening and closing rooms, which room a client looks at
 * (and moving it to another), and the table lists every client sees. The host's window plays
 * one local game at a time (a new one replaces it; it stays saved) beside any number of LAN
 * tables; a challenge's tables are made here too but listed by the challenge, not here.
 */
import { msg, type Message } from '../../../shared/i18n/message';
import type { HostMessage } from '../../../shared/protocol';
import type { Rng } from '../../engine/rng';
import type { LessonRun } from '../coaching/lesson-run';
import type { ClientPort } from '../connection/port';
import type { TableIdentity } from '../persistence/saves';
import type { TableSession } from '../table/table-session';
import type { Clients } from './clients';
import { Room, type Client, type RoomKind, type RoomServices } from './room';

export class Rooms {
  private readonly open = new Map<string, Room>();

  constructor(
    private readonly services: RoomServices,
    private readonly clients: Clients,
  ) {}

  get(id: string): Room | undefined {
    return this.open.get(id);
  }

  /** The open tables' ids, oldest first. */
  ids(): string[] {
    return [...this.open.keys()];
  }

  /** The open rooms, oldest first. */
  all(): Room[] {
    return [...this.open.values()];
  }

  /** The rooms with a LAN party (open LAN tables, started or not). */
  lan(): Room[] {
    return this.all().filter((room) => room.party !== null);
  }

  /** The local game or lesson, if one is open (there is one at most). */
  localRoom(): Room | null {
    for (const room of this.open.values()) if (room.kind === 'local') return room;
    return null;
  }

  /** A new room, listed at once; a local one replaces the local one before it. */
  openRoom(id: string, kind: RoomKind): Room {
    const previous = kind === 'local' ? this.localRoom() : null;
    const room = new Room(id, kind, this.services);
    this.open.set(id, room);
    // The host's windows go to the new table, and so does whoever looked at the one it replaces
    // or at none (a guest that came before any LAN table opened).
    for (const [, client] of this.clients.greeted()) {
      if (client.role === 'owner' || client.room === null || (previous && client.room === previous)) {
        this.leave(client);
        client.room = room;
      }
    }
    if (previous) void this.closeRoom(previous, msg('host.table.anotherGame'));
    this.services.tablesChanged();
    return room;
  }

  /** A room nobody lists here (a challenge's participant's table: the challenge lists it). */
  unlisted(id: string, kind: RoomKind): Room {
    return new Room(id, kind, this.services);
  }

  /** A local game (new, or resumed from its save) in place of the local one before it. */
  openLocal(table: TableSession, rng: Rng, identity: TableIdentity, lesson?: LessonRun): Room {
    const room = this.openRoom(identity.id, 'local');
    room.install(table, rng, identity, lesson ? { lesson } : {});
    return room;
  }

  /** Closes a room: its clients hear so and look at no table; the lists follow. */
  async closeRoom(room: Room, reason: Message): Promise<void> {
    if (this.open.get(room.id) === room) this.open.delete(room.id);
    const closing = room.close(reason);
    this.services.tablesChanged();
    await closing;
  }

  /** The host stops: every room closes quietly (the open tables stay noted for `--resume`). */
  closeAll(reason: Message): Promise<void> {
    const rooms = this.all();
    this.open.clear();
    return Promise.all(rooms.map((room) => room.close(reason, false))).then(() => undefined);
  }

  /** Why a client may not look at another table now (a guest with a seat), or null. */
  cannotLeave(client: Client): Message | null {
    const party = client.room?.party;
    if (client.role === 'owner' || !party || client.member === null) return null;
    const seat = party.lobby.members.get(client.member)?.seat ?? null;
    return seat === null ? null : msg('lobby.tabs.seatedElsewhere');
  }

  /** The client looks at `room` from now: its lobby and table, and the lists' `current`. */
  move(port: ClientPort, client: Client, room: Room): void {
    this.leave(client);
    client.room = room;
    client.seat = null;
    port.send({ type: 'lobby', lobby: room.party ? room.party.view(client) : null });
    if (room.playing) room.sendTo(port, client);
    else port.send({ type: 'tableClosed' });
    port.send(this.listFor(client));
  }

  /** The client looks at `room` from now, with no lobby (a challenge's table). */
  seat(port: ClientPort, client: Client, room: Room): void {
    if (client.room !== room) this.leave(client);
    client.room = room;
    port.send({ type: 'lobby', lobby: null });
    room.sendTo(port, client);
  }

  /** The client stops looking at its table (a LAN member there counts as gone). */
  leave(client: Client): void {
    client.room?.party?.disconnected(client);
    client.room = null;
    client.seat = null;
  }

  /** The table list as one client may see it. */
  listFor(client: Client): Extract<HostMessage, { type: 'tables' }> {
    const tables = this.all()
      .filter((room) => room.kind === 'lan' || (client.role === 'owner' && room.kind === 'local'))
      .map((room) => room.info());
    return { type: 'tables', tables, current: client.room?.id ?? null };
  }

  /** Every client's table list, after a change. */
  sendLists(): void {
    for (const [port, client] of this.clients.greeted()) port.send(this.listFor(client));
  }
}
