/**
 * What the trick games' layouts share: the trick's card size, the dialog and overlay boxes, each
 * seat's plate and its card in the trick, and the strip beside a plate for the game's badge or
 * rack. Pure maths on the table layout.
 */
import type { Point, Rect } from './scale';
import type { SeatPoint } from './seats';
import { anchorSeat, dialogBox, overlayBox, seatPlate, trickSpot, type TableLayout } from './table';

/** What every trick game's layout knows of a seat: its plate and where its card lies in the trick. */
export interface TrickSeatSpot {
  seat: number;
  /** Centre of the name plate. */
  plate: Point;
  /** Where this seat's card lies in the trick. */
  trick: Point & { rotation: number };
}

/** A seat as `trickSeats` hands it to a game, for what the game puts beside the plate. */
export interface SeatAt {
  seat: number;
  point: SeatPoint;
  own: boolean;
  plate: Point;
}

/**
 * Every seat's plate (see seatPlate) and trick card (see trickSpot, turned by the seat's place
 * after the viewer's), with what the game adds for the seat from `more`.
 */
export function trickSeats<Extra>(
  L: TableLayout,
  players: number,
  you: number | null,
  trick: { centre: Point; reachMax: number; sideways: number },
  more: (at: SeatAt) => Extra,
): (TrickSeatSpot & Extra)[] {
  const viewer = anchorSeat(you);
  const seats: (TrickSeatSpot & Extra)[] = [];
  for (let seat = 0; seat < players; seat++) {
    const { point, own, plate } = seatPlate(L, seat, you);
    const rel = (seat - viewer + players) % players;
    seats.push({
      seat,
      plate,
      ...more({ seat, point, own, plate }),
      // The trick card is pushed from the centre towards the seat.
      trick: trickSpot(L, trick.centre, point, own, trick.reachMax, rel, trick.sideways),
    });
  }
  return seats;
}

/**
 * A strip as wide as a name plate, 6 design px off it (a seat's badge or rack): above the
 * viewer's own plate (right of it on a phone upright), below another seat's (above it with `above`).
 */
export function plateStrip(
  L: TableLayout,
  at: { own: boolean; plate: Point },
  height: number,
  above = false,
): Rect {
  const s = L.scale;
  // A phone upright: the own strip stands right of the own plate (above it is the game's centre).
  if (at.own && L.form.name === 'tall')
    return {
      x: Math.round(L.ownPlate.x + L.ownPlate.width + 6 * s),
      y: Math.round(L.ownPlate.y + (L.ownPlate.height - height) / 2),
      width: Math.min(L.plate.width, Math.round(L.width - L.ownPlate.x - L.ownPlate.width - 12 * s)),
      height,
    };
  if (at.own)
    return { x: L.ownPlate.x, y: Math.round(L.ownPlate.y - height - 6 * s), width: L.plate.width, height };
  return {
    x: Math.round(at.plate.x - L.plate.width / 2),
    y: above
      ? Math.round(at.plate.y - L.plate.height / 2 - 6 * s - height)
      : Math.round(at.plate.y + L.plate.height / 2 + 6 * s),
    width: L.plate.width,
    height,
  };
}

/** What every trick game's layout has, whatever else its table shows (`Extra`: at each seat). */
export interface TrickTable<Extra> {
  s: number;
  trickCentre: Point;
  trickCard: { width: number; height: number };
  seats: (TrickSeatSpot & Extra)[];
  /** Dialogs sit centred in this rectangle, at its bottom (just above the status line). */
  dialog: Rect;
  overlay: Rect;
  /** The small buttons (last trick, score sheet, log) stack up from this bottom-right corner. */
  buttons: { right: number; bottom: number };
}

/**
 * The sizes a trick game's layout starts from: the scale, the trick's cards (0.8 of a hand
 * card), and its dialog and overlay boxes (at most so many design px wide).
 */
export function trickTableBase(
  L: TableLayout,
  dialogWidth: number,
  overlayWidth: number,
): Pick<TrickTable<unknown>, 's' | 'trickCard' | 'dialog' | 'overlay'> {
  return {
    s: L.scale,
    trickCard: { width: Math.round(L.card.width * 0.8), height: Math.round(L.card.height * 0.8) },
    dialog: dialogBox(L, dialogWidth),
    overlay: overlayBox(L, overlayWidth),
  };
}

/**
 * A phone on its side beside a lesson's coach leaves a narrow felt (under 640 design px) for
 * three players: on the flat arc the two others' plates stand halfway down, where the middle's
 * pieces would lie over them. There they go to the top corners, under the top bar (the viewer's
 * seat stays), and the middle runs between them from the top: `corners` says so.
 */
export function othersInTopCorners(
  L: TableLayout,
  players: number,
  you: number | null,
): { L: TableLayout; corners: boolean } {
  if (!(L.form.name === 'short' && players === 3 && L.width < 640 * L.scale)) return { L, corners: false };
  const s = L.scale;
  const m = Math.round(8 * s);
  const viewer = anchorSeat(you);
  const y = L.topBar.height + m + L.plate.height / 2;
  const seats = L.seats.map((p) => {
    if (p.seat === viewer) return p;
    const left = p.x < L.width / 2;
    return { ...p, y, x: left ? m + L.plate.width / 2 : L.width - m - L.plate.width / 2 };
  });
  return { L: { ...L, seats }, corners: true };
}
