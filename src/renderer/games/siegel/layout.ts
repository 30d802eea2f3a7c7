/**
 * Where the Siegel table puts things, from the table screen's layout: the trick in the
 * middle, the seal supply on a tray below it, each seat's seal rack and saboteur spot, and
 * the rectangles of the dialogs (above the hand, never over it). Pure maths.
 */
import { SEAL_KINDS, type SealKind } from '../../../shared/games/siegel';
import type { Point, Rect } from '../../layout/scale';
import type { TableLayout } from '../../layout/table';
import { plateStrip, trickSeats, trickTableBase, type TrickTable } from '../../layout/trick-seats';

/** What the Siegel table puts at a seat besides its plate and trick card. */
export interface SeatPieces {
  /** The seal rack (tricks badge and tokens), left to right. */
  rack: Rect;
  /** Where the saboteur stands when this seat holds it (its base). */
  saboteur: Point;
  side: 'bottom' | 'left' | 'top' | 'right';
}

export interface SiegelLayout extends TrickTable<SeatPieces> {
  supply: Rect;
  supplySlots: Record<SealKind, Point>;
  saboteurHome: Point;
  sealSize: number;
  supplySealSize: number;
  saboteurSize: number;
  /** The bottom edge of the area above the hand where prompts may sit. */
  promptBottom: number;
}

export function siegelLayout(L: TableLayout, players: number, you: number | null): SiegelLayout {
  const base = trickTableBase(L, 640, 820);
  const { s, trickCard } = base;
  const sealSize = Math.round(30 * s);
  const supplySealSize = Math.round(38 * s);
  const saboteurSize = Math.round(70 * s);

  // Supply tray just above the status line, centred.
  const slotW = Math.round(60 * s);
  const trayW = slotW * SEAL_KINDS.length + Math.round(70 * s);
  const trayH = Math.round(78 * s);
  const supply = {
    x: Math.round(L.width / 2 - trayW / 2),
    y: Math.round(L.status.y - trayH - 10 * s),
    width: trayW,
    height: trayH,
  };
  const supplySlots = {} as Record<SealKind, Point>;
  SEAL_KINDS.forEach((k, i) => {
    supplySlots[k] = {
      x: supply.x + Math.round(20 * s) + slotW * i + slotW / 2,
      y: supply.y + Math.round(34 * s),
    };
  });
  const saboteurHome = {
    x: supply.x + supply.width - Math.round(42 * s),
    y: supply.y + supply.height - Math.round(10 * s),
  };

  // The trick sits above the tray.
  const reachMax = trickCard.height * 0.55;
  const cyMax = supply.y - 10 * s - reachMax - trickCard.height / 2;
  const trickCentre = {
    x: Math.round(L.width / 2),
    y: Math.round(Math.min(cyMax, L.seatArea.y + L.seatArea.height * 0.45)),
  };

  const trick = { centre: trickCentre, reachMax, sideways: 1.25 };
  const seats = trickSeats(L, players, you, trick, ({ point: pt, own, plate }) => {
    const rackH = Math.round(sealSize + 10 * s);
    const rack = plateStrip(L, { own, plate }, rackH);
    const side = own ? 'bottom' : pt.side;
    let saboteur: Point;
    if (own) saboteur = { x: rack.x + rack.width + Math.round(30 * s), y: rack.y + rack.height };
    else if (plate.x <= L.width / 2) {
      saboteur = {
        x: Math.round(plate.x + L.plate.width / 2 + 30 * s),
        y: Math.round(plate.y + L.plate.height / 2),
      };
    } else
      saboteur = {
        x: Math.round(plate.x - L.plate.width / 2 - 30 * s),
        y: Math.round(plate.y + L.plate.height / 2),
      };
    return { rack, saboteur, side };
  });

  return {
    ...base,
    trickCentre,
    supply,
    supplySlots,
    saboteurHome,
    sealSize,
    supplySealSize,
    saboteurSize,
    seats,
    buttons: { right: Math.round(L.width - 16 * s), bottom: Math.round(L.hand.y - 10 * s) },
    promptBottom: L.status.y - Math.round(8 * s),
  };
}

/** Width of the tricks badge at the left of a seal rack. */
export function rackBadgeWidth(s: number): number {
  return Math.round(44 * s);
}

/**
 * Centre of every token in a seal rack, grouped by kind in seal order, overlapping more
 * when many seals must fit the rack's width.
 */
export function rackPoints(
  counts: Readonly<Record<SealKind, number>>,
  rack: Rect,
  sealSize: number,
  s: number,
): { kind: SealKind; x: number; y: number }[] {
  const groups = SEAL_KINDS.filter((k) => counts[k] > 0);
  if (groups.length === 0) return [];
  const left = rack.x + rackBadgeWidth(s) + 6 * s;
  const avail = rack.x + rack.width - 4 * s - left;
  let inner = sealSize * 0.62;
  let gap = sealSize * 0.34;
  let steps = 0;
  for (const k of groups) steps += counts[k] - 1;
  const fixed = groups.length * sealSize;
  const flexible = steps * inner + (groups.length - 1) * gap;
  if (fixed + flexible > avail && flexible > 0) {
    const k = Math.max(0.12, (avail - fixed) / flexible);
    inner *= k;
    gap *= k;
  }
  const out: { kind: SealKind; x: number; y: number }[] = [];
  let x = left + sealSize / 2;
  const y = rack.y + rack.height / 2;
  groups.forEach((k, gi) => {
    if (gi > 0) x += sealSize + gap - inner;
    for (let i = 0; i < counts[k]; i++) {
      if (i > 0) x += inner;
      out.push({ kind: k, x, y });
    }
  });
  // Fixed widths may still overflow when many kinds are held: squeeze everything to fit.
  const last = out[out.length - 1]!;
  const right = last.x + sealSize / 2;
  const limit = rack.x + rack.width - 2 * s;
  if (right > limit) {
    const span = last.x - out[0]!.x;
    const want = limit - sealSize / 2 - out[0]!.x;
    const k = span > 0 ? Math.max(0, want / span) : 1;
    const x0 = out[0]!.x;
    for (const p of out) p.x = x0 + (p.x - x0) * k;
  }
  return out;
}

/** Where the top token of a supply pile of `n` seals sits (n = 0: the empty slot). */
export function supplyPoint(lay: SiegelLayout, kind: SealKind, n: number): Point {
  const slot = lay.supplySlots[kind];
  return { x: slot.x, y: slot.y - Math.max(0, n - 1) * 3 * lay.s };
}
