/**
 * What a table scene declares matters, by priority (layout/room.ts): the table's own parts (the
 * hand, the status line, the plates), the game's layout (the board, the trick, the racks) and
 * what comes and goes (an open dialog: the decision). Overlays ask it for room instead of
 * placing themselves by hand.
 */
import { findRoom, type Region, type RoomRequest } from '../../layout/room';
import type { Point, Rect } from '../../layout/scale';
import { tableRegions, type TableLayout } from '../../layout/table';

export class SceneRegions {
  private table: Region[] = [];
  private game: readonly Region[] = [];
  private readonly live = new Map<string, () => Region[]>();

  /** The table's and the game's regions for a new layout. */
  set(L: TableLayout, game: readonly Region[] | undefined): void {
    this.table = tableRegions(L);
    this.game = game ?? [];
  }

  /** Regions that come and go (an open prompt); `read` is asked each time, [] when none. */
  declare(key: string, read: () => Region[]): void {
    this.live.set(key, read);
  }

  forget(key: string): void {
    this.live.delete(key);
  }

  all(): Region[] {
    return [...this.table, ...this.game, ...[...this.live.values()].flatMap((read) => read())];
  }

  /**
   * A place for a box of `width`×`height` inside `within` covering nothing of `priority` or
   * higher, as near as it can to the centre of `within` (its top when `top`): null when none.
   */
  room(within: Rect, width: number, height: number, priority: number, top = false): Point | null {
    const home = {
      x: within.x + (within.width - width) / 2,
      y: top ? within.y : within.y + (within.height - height) / 2,
    };
    const req: RoomRequest = { within, width, height, priority, regions: this.all(), prefer: [home] };
    const r = findRoom(req);
    return r ? { x: r.x, y: r.y } : null;
  }
}
