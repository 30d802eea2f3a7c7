/**
 * The table screen's regions for a window size: top bar, the felt between, the status
 * line, the hand along the bottom edge, the seat ellipse and the side panel (which stops
 * above the hand), and the viewer's fan inside it. Pure maths; every region is in CSS pixels.
 */
import { cardSize, fanLayout, type FanSlot } from './fan';
import { formOf, type Form } from './form';
import type { Point, Rect } from './scale';
import { seatPositions, type SeatPoint } from './seats';

export interface TableLayout {
  width: number;
  height: number;
  scale: number;
  /** The window's form (wide, tall, short): phones get their own arrangement (form.ts). */
  form: Form;
  topBar: Rect;
  /** The felt between top bar and hand, where the game's centre lives. */
  felt: Rect;
  /** The game's centre area inside the seat ellipse. */
  centre: Rect;
  status: Rect;
  hand: Rect;
  card: { width: number; height: number };
  /** Card centres of the fan sit on this line. */
  handBaseY: number;
  seatArea: Rect;
  seats: SeatPoint[];
  /** The viewer's own name plate (left of the hand). */
  ownPlate: Rect;
  /** Seat plates of the other players are this big (centred on their seat point). */
  plate: { width: number; height: number };
  sidePanel: Rect;
}

export function tableLayout(
  width: number,
  height: number,
  seatCount: number,
  you: number | null,
): TableLayout {
  const form = formOf(width, height);
  const s = form.scale;
  const card = cardSize(s);
  const topBar = { x: 0, y: 0, width, height: Math.round(52 * s) };
  // Room for the fan: the cards, their dip at the edges (8 %) and the corners of rotated cards.
  const handHeight = Math.round(card.height * 1.12 + 16 * s);
  const hand = { x: 0, y: height - handHeight, width, height: handHeight };
  const handBaseY = height - card.height / 2 - card.height * 0.16 - 6 * s;
  const statusHeight = Math.round(40 * s);
  const status = {
    x: Math.round(width / 2 - 330 * s),
    y: Math.round(hand.y - statusHeight - 16 * s),
    width: Math.round(660 * s),
    height: statusHeight,
  };
  const felt = { x: 0, y: topBar.height, width, height: hand.y - topBar.height };
  const plate = { width: Math.round(190 * s), height: Math.round(62 * s) };
  const marginX = plate.width / 2 + 24 * s;
  const seatTop = topBar.height + plate.height / 2 + 18 * s;
  const seatBottom = status.y - 8 * s;
  const seatArea = {
    x: marginX,
    y: seatTop,
    width: width - 2 * marginX,
    height: Math.max(0, seatBottom - seatTop),
  };
  const seats = seatPositions(seatCount, you, seatArea);
  const centre = {
    x: seatArea.x + seatArea.width * 0.2,
    y: seatArea.y + seatArea.height * 0.2,
    width: seatArea.width * 0.6,
    height: seatArea.height * 0.6,
  };
  const ownPlate = {
    x: Math.round(16 * s),
    y: Math.round(hand.y - plate.height - 10 * s),
    width: plate.width,
    height: plate.height,
  };
  const panelWidth = Math.min(Math.round(360 * s), width);
  const sidePanel = {
    x: width - panelWidth,
    y: topBar.height,
    width: panelWidth,
    height: Math.max(0, hand.y - topBar.height - 8 * s),
  };
  return {
    width,
    height,
    scale: s,
    form,
    topBar,
    felt,
    centre,
    status,
    hand,
    card,
    handBaseY,
    seatArea,
    seats,
    ownPlate,
    plate,
    sidePanel,
  };
}

/**
 * The viewer's hand on the table: centred between the own plate and its mirror, at most
 * `widest` design pixels wide (1100 unless a game's hand says otherwise), fanned as `fan` says.
 */
export function handFan(
  L: TableLayout,
  count: number,
  widest = 1100,
  fan: { spacing?: number; angleStep?: number } = {},
): FanSlot[] {
  const maxWidth = Math.min(L.width - 2 * L.ownPlate.width - 60 * L.scale, widest * L.scale);
  return fanLayout(count, {
    centerX: L.width / 2,
    baseY: L.handBaseY,
    cardWidth: L.card.width,
    cardHeight: L.card.height,
    maxWidth: Math.max(L.card.width * 2, maxWidth),
    ...fan,
  });
}

/**
 * The box of a game's overlays (summary, ranking, sheet, log): centred under the top bar, down
 * to just above the status line, at most `maxWidth` design pixels wide.
 */
export function overlayBox(L: TableLayout, maxWidth: number): Rect {
  const s = L.scale;
  return centredBox(L, Math.min(maxWidth * s, L.width - 40 * s), L.topBar.height + Math.round(12 * s));
}

/** The box of a game's dialogs (bids, predictions): between the side plates, at most `maxWidth` wide. */
export function dialogBox(L: TableLayout, maxWidth: number): Rect {
  const s = L.scale;
  const width = Math.min(maxWidth * s, L.width - 2 * (L.plate.width + 30 * s));
  return centredBox(L, width, L.topBar.height + Math.round(10 * s));
}

/** A box of `width`, centred, from `top` down to just above the status line. */
function centredBox(L: TableLayout, width: number, top: number): Rect {
  const w = Math.round(width);
  return {
    x: Math.round(L.width / 2 - w / 2),
    y: top,
    width: w,
    height: Math.round(L.status.y - 8 * L.scale - top),
  };
}

/** The centre of the viewer's own name plate (left of the hand). */
export function ownPlateCentre(L: TableLayout): Point {
  return { x: L.ownPlate.x + L.ownPlate.width / 2, y: L.ownPlate.y + L.ownPlate.height / 2 };
}

/**
 * The seat whose plate stands in the own slot, bottom left: the viewer's. A spectator has no
 * seat and no hand, and seat 0 stands there (at the ellipse's bottom point its plate would
 * sit on the status line, where no viewer's seat ever is).
 */
export function anchorSeat(you: number | null): number {
  return you ?? 0;
}

/**
 * A seat's point on the ellipse, whether its plate is in the own slot (see anchorSeat), and
 * the centre of its name plate: the own plate left of the hand, else the seat's point.
 */
export function seatPlate(
  L: TableLayout,
  seat: number,
  you: number | null,
): { point: SeatPoint; own: boolean; plate: Point } {
  const point = L.seats[seat] ?? { x: L.width / 2, y: L.height / 2, side: 'top' as const, seat, angle: 0 };
  const own = seat === anchorSeat(you);
  return { point, own, plate: own ? ownPlateCentre(L) : { x: point.x, y: point.y } };
}

/**
 * Where a seat's card lies in the trick: pushed from the trick's centre towards the seat (the
 * viewer's own from below) by up to `reachMax`, further sideways (`sideways`) than up or down,
 * each turned a little, differently per seat.
 */
export function trickSpot(
  L: TableLayout,
  centre: { x: number; y: number },
  seatPoint: { x: number; y: number },
  own: boolean,
  reachMax: number,
  rel: number,
  sideways: number,
): { x: number; y: number; rotation: number } {
  const toward = own ? { x: L.width / 2, y: L.height } : seatPoint;
  const dx = toward.x - centre.x;
  const dy = toward.y - centre.y;
  const len = Math.hypot(dx, dy) || 1;
  const reach = Math.min(reachMax, len * 0.45);
  return {
    x: Math.round(centre.x + (dx / len) * reach * (Math.abs(dx) > Math.abs(dy) ? sideways : 1)),
    y: Math.round(centre.y + (dy / len) * reach),
    rotation: (((rel * 37) % 7) - 3) * 0.025,
  };
}
