/**
 * The table as a shared display (a television, the host's laptop at a LAN evening where every
 * seat plays from a phone): the public side of the table, large enough to read across a room,
 * and no hand. It is the wide table laid out for a smaller window and drawn larger (a zoom of
 * `DISPLAY_ZOOM`), with the hand's band given to the felt: the layout for a window as much taller
 * as the hand would take, whose empty hand then lies below the screen. Pure maths.
 */
import { formOf } from './form';
import { tableLayout, type TableLayout } from './table';

/** Everything on the display is this much larger than at a player's table. */
export const DISPLAY_ZOOM = 1.3;

/** Fields that are not lengths (seat numbers, angles, names) are kept as they are. */
const NOT_LENGTHS = new Set(['seat', 'angle', 'side', 'name', 'compact', 'barMenu', 'dw', 'dh']);

function zoomed<T>(value: T, k: number): T {
  if (typeof value === 'number') return (value * k) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => zoomed(v, k)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = NOT_LENGTHS.has(key) ? v : zoomed(v, k);
    return out as T;
  }
  return value;
}

/**
 * The display's layout for a window, or the player's table where the window is no wide one (a
 * phone held as a display gets the spectator's table as it is).
 */
export function displayLayout(width: number, height: number, seatCount: number): TableLayout {
  const k = DISPLAY_ZOOM;
  const w = width / k;
  const h = height / k;
  if (formOf(w, h).name !== 'wide') return tableLayout(width, height, seatCount, null);
  const plain = tableLayout(w, h, seatCount, null);
  // Taller by the hand's band (less a margin the status line keeps from the edge).
  const tallerH = h + plain.hand.height - 12 * plain.scale;
  const taller = formOf(w, tallerH).name === 'wide' ? tableLayout(w, tallerH, seatCount, null) : plain;
  const L = zoomed(taller, k);
  L.width = width;
  L.height = height;
  // Nothing floats below the window.
  L.room = { ...L.room, height: Math.max(0, height - L.room.y) };
  L.sidePanel = { ...L.sidePanel, height: Math.min(L.sidePanel.height, height - L.sidePanel.y) };
  return L;
}
