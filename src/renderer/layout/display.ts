/**
 * The table as a shared display (a television, the host's laptop at a LAN evening where every
 * seat plays from a phone): the public side of the table, large enough to read across a room,
 * and no hand. It is the wide table with everything `DISPLAY_ZOOM` times larger, and the hand's
 * band given to the felt: laid out for a window as much taller as the hand would take, whose
 * empty hand then lies below the screen. Pure maths.
 */
import { tableLayout, type TableLayout } from './table';

/** Everything on the display is this much larger than at a player's table. */
export const DISPLAY_ZOOM = 1.3;

/**
 * The display's layout for a window, or the watcher's table as it is where the window is no
 * wide one (a phone held as a display).
 */
export function displayLayout(width: number, height: number, seatCount: number): TableLayout {
  const plain = tableLayout(width, height, seatCount, null, { zoom: DISPLAY_ZOOM });
  if (plain.form.name !== 'wide') return tableLayout(width, height, seatCount, null);
  // Taller by the hand's band, less the margin the status line keeps from the bottom edge.
  const taller = tableLayout(width, height + plain.hand.height - 14 * plain.scale, seatCount, null, {
    zoom: DISPLAY_ZOOM,
  });
  if (taller.form.name !== 'wide') return plain;
  // Whose turn and the last play in a line read across the room: wide, and two lines high.
  const statusH = Math.round(taller.status.height * 1.7);
  const sideX = Math.round(taller.ownPlate.x + taller.ownPlate.width + 16 * taller.scale);
  return {
    ...taller,
    status: {
      // Clear of the own plate at the left and its mirror at the right.
      x: sideX,
      y: Math.round(taller.status.y + taller.status.height - statusH),
      width: Math.max(0, width - 2 * sideX),
      height: statusH,
    },
    height,
    // Nothing floats below the window.
    room: { ...taller.room, height: Math.max(0, height - taller.room.y) },
    sidePanel: {
      ...taller.sidePanel,
      height: Math.min(taller.sidePanel.height, height - taller.sidePanel.y),
    },
  };
}
