/**
 * The table screen's regions for a window size: top bar, the felt between, the status
 * line, the hand along the bottom edge, the seat ellipse and the side panel (which stops
 * above the hand), and the viewer's fan inside it. Pure maths; every region is in CSS pixels.
 */
import { cardSize, fanLayout, type FanSlot } from './fan';
import { formOf, TOUCH_TARGET_PX, type Form } from './form';
import { PRIORITY, type Region } from './room';
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
  /** The game's centre area inside the seat ellipse (on a phone: between the others and the own plate). */
  centre: Rect;
  status: Rect;
  hand: Rect;
  card: { width: number; height: number };
  /** Card centres of the fan sit on this line (the front row's, when the hand takes two rows). */
  handBaseY: number;
  /**
   * The box the seats are spread over: an ellipse's on `wide`; on `tall` the band the other
   * players' plates stand in (rows across the top), on `short` the flat ellipse above the hand.
   */
  seatArea: Rect;
  seats: SeatPoint[];
  /** The viewer's own name plate (left of the hand; on `tall` above the status line, left). */
  ownPlate: Rect;
  /** Seat plates of the other players are this big (centred on their seat point); compact on phones. */
  plate: { width: number; height: number };
  sidePanel: Rect;
  /**
   * How far the back row of the hand stands above the front row (0: one row only). On `tall` a
   * big hand takes two rows so that every card's value shows (see handFan).
   */
  handRowGap: number;
  /** The hand's fan may be this wide at most (between the own plate and the edge). */
  handSpan: { left: number; right: number };
  /**
   * The overlay buttons (last trick, score sheet, log) live in the top bar's menu, not over the
   * felt (phones: the felt has no room to spare).
   */
  barMenu: boolean;
  /** Where what floats may go: below the top bar, to the window's bottom (findRoom's `within`). */
  room: Rect;
}

export interface TableLayoutOptions {
  /** Everything this much larger than the form says (the table display, read across a room). */
  zoom?: number;
  /**
   * The form to lay out in, where it is not this window's own: a table that gives way to the
   * lesson's coach keeps the whole window's form and scale (layout/dock.ts).
   */
  like?: Form;
  /**
   * Upright, no status line (a docked lesson coach says what it would): the own plate stands just
   * above the hand and the middle gains the line's height.
   */
  noStatus?: boolean;
  /**
   * Upright, the viewer's hand holds this many cards: a hand that shows every corner in one row
   * gets a one-row band and the middle the rest (unknown: room for two rows).
   */
  handCards?: number | null;
}

/** The top bar's height: its buttons (the bar less 12 design px) at least a fingertip on a phone. */
function barHeight(form: Form): number {
  const s = form.scale;
  return Math.round(form.compact ? Math.max(56 * s, TOUCH_TARGET_PX + 12 * s) : 52 * s);
}

export function tableLayout(
  width: number,
  height: number,
  seatCount: number,
  you: number | null,
  o: TableLayoutOptions = {},
): TableLayout {
  const { zoom = 1, like, noStatus = false, handCards } = o;
  const plain = like ?? formOf(width, height);
  const scale = plain.scale * zoom;
  const form = zoom === 1 && !like ? plain : { ...plain, scale, dw: width / scale, dh: height / scale };
  if (form.name === 'tall') return tallLayout(width, height, seatCount, you, form, noStatus, handCards);
  if (form.name === 'short') return shortLayout(width, height, seatCount, you, form);
  return wideLayout(width, height, seatCount, you, form);
}

/** The desktop table (1280×800 designed, scaled): seats on an ellipse, the hand along the bottom. */
function wideLayout(
  width: number,
  height: number,
  seatCount: number,
  you: number | null,
  form: Form,
): TableLayout {
  const s = form.scale;
  const card = cardSize(s);
  const topBar = { x: 0, y: 0, width, height: barHeight(form) };
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
  const spare = plate.width + 30 * s;
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
    handRowGap: 0,
    handSpan: { left: spare, right: width - spare },
    barMenu: false,
    room: { x: 0, y: topBar.height, width, height: height - topBar.height },
  };
}

/**
 * A phone upright (and a tablet): the others in rows of compact plates under the top bar, the
 * game's centre below them, the own plate with its strip above a full-width status line, and
 * the hand in two rows along the bottom edge.
 */
function tallLayout(
  width: number,
  height: number,
  seatCount: number,
  you: number | null,
  form: Form,
  noStatus = false,
  handCards?: number | null,
): TableLayout {
  const s = form.scale;
  const m = Math.round(8 * s);
  const card = cardSize(s, 140);
  const topBar = { x: 0, y: 0, width, height: barHeight(form) };
  const oneRow =
    handCards !== undefined &&
    handCards !== null &&
    fitsOneRow(handCards, card.width, width - 2 * m, 1100 * s);
  const rowGap = oneRow ? 0 : Math.round(card.height * 0.5);
  // Two rows (or one, where the hand fits it), the lift of a raised card and a margin.
  const handHeight = Math.round(card.height + rowGap + card.width * 0.34 + 10 * s);
  const hand = { x: 0, y: height - handHeight, width, height: handHeight };
  // Above the bottom edge by a margin, the fan's dip and its outer cards' tilt (handFan: a
  // phone's fan dips at most 3 % of a card and turns its outer cards a little).
  const handBaseY = Math.round(height - card.height / 2 - 6 * s - card.height * 0.03 - card.width * 0.05);
  // Two lines of the status where one would lose its end.
  const statusHeight = noStatus ? 0 : Math.round(52 * s);
  const status = noStatus
    ? { x: m, y: hand.y, width: width - 2 * m, height: 0 }
    : { x: m, y: hand.y - statusHeight - m, width: width - 2 * m, height: statusHeight };
  const others = Math.max(0, seatCount - 1);
  // Rows of plates: up to three in one row; four or more as a U (the first and last at the sides below).
  const rows = others <= 3 ? 1 : 2;
  const upper = others <= 3 ? others : others - 2;
  const cols = Math.max(1, Math.min(Math.max(upper, rows === 2 ? 3 : 1), 4));
  const slotW = (width - 2 * m) / cols;
  const plate = { width: Math.round(Math.min(170 * s, slotW - 8 * s)), height: Math.round(52 * s) };
  // Below each other plate its game strip (a rack, badges): the row's pitch leaves it room.
  const pitch = Math.round(plate.height + 52 * s);
  const bandTop = topBar.height + m;
  const seatArea = { x: m, y: bandTop, width: width - 2 * m, height: rows * pitch };
  const ownPlate = {
    x: m,
    y: Math.round(status.y - plate.height - m),
    width: Math.round(Math.min(170 * s, (width - 3 * m) / 2)),
    height: plate.height,
  };
  const seats = rowSeats(seatCount, you, seatArea, { cols, pitch, plateH: plate.height });
  const own = seats[you === null || you < 0 || you >= seatCount ? 0 : you];
  if (own) Object.assign(own, { x: ownPlate.x + ownPlate.width / 2, y: ownPlate.y + ownPlate.height / 2 });
  const felt = { x: 0, y: topBar.height, width, height: hand.y - topBar.height };
  const centreTop = seatArea.y + seatArea.height + m;
  const centre = {
    x: m,
    y: centreTop,
    width: width - 2 * m,
    height: Math.max(0, ownPlate.y - m - centreTop),
  };
  const sidePanel = { x: 0, y: topBar.height, width, height: height - topBar.height };
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
    handRowGap: rowGap,
    handSpan: { left: m, right: width - m },
    barMenu: true,
    room: { x: 0, y: topBar.height, width, height: height - topBar.height },
  };
}

/**
 * A phone on its side: little height, so smaller cards in one row right of the own plate, the
 * status line in the top bar's free left part, and the others on a flat ellipse above the hand.
 */
function shortLayout(
  width: number,
  height: number,
  seatCount: number,
  you: number | null,
  form: Form,
): TableLayout {
  const s = form.scale;
  const m = Math.round(8 * s);
  const card = cardSize(s, 100);
  const topBar = { x: 0, y: 0, width, height: barHeight(form) };
  const handHeight = Math.round(card.height + card.width * 0.34 + 8 * s);
  const hand = { x: 0, y: height - handHeight, width, height: handHeight };
  const handBaseY = Math.round(height - card.height * 0.54 - 6 * s);
  const plate = { width: Math.round(150 * s), height: Math.round(48 * s) };
  const ownPlate = {
    x: m,
    y: Math.round(hand.y + handHeight - plate.height - 2 * m),
    width: plate.width,
    height: plate.height,
  };
  // The status line takes the bar's left part (its buttons, icons only, stand at the right).
  const barButtons = Math.round(4 * (TOUCH_TARGET_PX + 6 * s) + 16 * s);
  const status = {
    x: m,
    y: Math.round((topBar.height - 44 * s) / 2),
    width: Math.max(Math.round(200 * s), width - barButtons - 2 * m),
    height: Math.round(44 * s),
  };
  const felt = { x: 0, y: topBar.height, width, height: hand.y - topBar.height };
  const marginX = plate.width / 2 + m;
  const seatTop = topBar.height + plate.height / 2 + m;
  const seatBottom = hand.y - plate.height / 2 - m;
  const seatArea = {
    x: marginX,
    y: seatTop,
    width: width - 2 * marginX,
    height: Math.max(0, seatBottom - seatTop),
  };
  // The lower half of the ellipse lies in the hand: the others share its upper half, clockwise
  // from the left, evenly apart.
  const seats = arcSeats(seatCount, you, { ...seatArea, height: (seatBottom - seatTop) * 2 });
  const own = seats[you === null || you < 0 || you >= seatCount ? 0 : you];
  if (own) Object.assign(own, { x: ownPlate.x + ownPlate.width / 2, y: ownPlate.y + ownPlate.height / 2 });
  const centre = {
    x: plate.width + 2 * m,
    y: topBar.height + m,
    width: width - 2 * (plate.width + 2 * m),
    height: Math.max(0, hand.y - topBar.height - 2 * m),
  };
  const panelWidth = Math.min(Math.round(380 * s), width);
  const sidePanel = {
    x: width - panelWidth,
    y: topBar.height,
    width: panelWidth,
    height: height - topBar.height,
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
    handRowGap: 0,
    // Clear of the own plate by a turned card's corner.
    handSpan: { left: ownPlate.x + ownPlate.width + 2 * m, right: width - 2 * m },
    barMenu: true,
    room: { x: 0, y: topBar.height, width, height: height - topBar.height },
  };
}

/**
 * The seats on the upper half of the ellipse in `area` (a phone on its side): the viewer at the
 * bottom centre, the others clockwise from the left end to the right, evenly apart by angle.
 */
function arcSeats(count: number, you: number | null, area: Rect): SeatPoint[] {
  if (!Number.isInteger(count) || count < 1) return [];
  const viewer = you === null || you < 0 || you >= count ? 0 : you;
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  const others = count - 1;
  const out: SeatPoint[] = [];
  for (let seat = 0; seat < count; seat++) {
    const rel = (seat - viewer + count) % count;
    const angle = rel === 0 ? Math.PI / 2 : Math.PI + ((rel - 0.5) / others) * Math.PI;
    const x = cx + (area.width / 2) * Math.cos(angle);
    const y = cy + (area.height / 2) * Math.sin(angle);
    const deg = (angle * 180) / Math.PI;
    const side = rel === 0 ? 'bottom' : deg < 215 ? 'left' : deg > 325 ? 'right' : 'top';
    out.push({ seat, x: Math.abs(x - cx) < 1e-9 ? cx : x, y, angle, side });
  }
  return out;
}

/**
 * The others' plates in rows across `area` (a phone upright): up to three in one row; more as a
 * U seen from the viewer — the next seat at the left of the lower row, the previous at its right,
 * the rest across the upper row, clockwise as on the ellipse.
 */
function rowSeats(
  count: number,
  you: number | null,
  area: Rect,
  o: { cols: number; pitch: number; plateH: number },
): SeatPoint[] {
  if (!Number.isInteger(count) || count < 1) return [];
  const viewer = you === null || you < 0 || you >= count ? 0 : you;
  const others = count - 1;
  const y0 = area.y + o.plateH / 2;
  const out: SeatPoint[] = [];
  const at = (col: number, cols: number, row: number): { x: number; y: number } => ({
    x: area.x + ((col + 0.5) * area.width) / cols,
    y: y0 + row * o.pitch,
  });
  for (let seat = 0; seat < count; seat++) {
    const rel = (seat - viewer + count) % count;
    if (rel === 0) {
      out.push({
        seat,
        x: area.x + area.width / 2,
        y: area.y + area.height,
        angle: Math.PI / 2,
        side: 'bottom',
      });
      continue;
    }
    let p: { x: number; y: number };
    let side: SeatPoint['side'] = 'top';
    if (others <= 3) p = at(rel - 1, others, 0);
    else if (rel === 1) {
      p = at(0, 3, 1);
      side = 'left';
    } else if (rel === others) {
      p = at(2, 3, 1);
      side = 'right';
    } else p = at(rel - 2, others - 2, 0);
    const angle = Math.atan2(p.y - (area.y + area.height), p.x - (area.x + area.width / 2));
    out.push({ seat, ...p, angle, side });
  }
  return out;
}

/**
 * A dialog's area reaching down to the hand as it is (`count` cards): upright, where the hand
 * takes one row, into the back row's free place. `L` null: the area as it is.
 */
export function promptArea(area: Rect, L: TableLayout | null, count: number): Rect {
  // Only where no status line stands above the hand (it would lie over the dialog).
  if (!L || L.form.name !== 'tall' || L.handRowGap <= 0 || L.status.height > 0) return area;
  const bottom = handTop(L, count) - Math.round(8 * L.scale);
  return bottom > area.y + area.height ? { ...area, height: bottom - area.y } : area;
}

/**
 * The top of what a hand of `count` cards takes: upright, a hand that fits one row leaves the
 * back row's place free (a dialog may reach into it); elsewhere the hand's band.
 */
export function handTop(L: TableLayout, count: number, widest = 1100): number {
  if (L.handRowGap <= 0) return L.hand.y;
  const slots = handFan(L, count, widest);
  const twoRows = slots.length > 1 && slots.some((p) => p.y < L.handBaseY - L.handRowGap / 2);
  return twoRows ? L.hand.y : L.hand.y + L.handRowGap;
}

/**
 * Whether `count` cards `cardWidth` wide show every corner index in one row across `span` (at
 * most `widest`): the cards stand at least 40 % of a card apart.
 */
export function fitsOneRow(count: number, cardWidth: number, span: number, widest: number): boolean {
  const maxWidth = Math.max(cardWidth * 2, Math.min(span, widest));
  return count <= 1 || (maxWidth - cardWidth) / (count - 1) >= cardWidth * 0.4;
}

/**
 * The viewer's hand on the table: centred between the own plate and its mirror, at most
 * `widest` design pixels wide (1100 unless a game's hand says otherwise), fanned as `fan` says.
 * On a phone upright a hand whose values would hide in one row takes two: the first half
 * behind, higher, the second in front (each card's corner stays in sight).
 */
export function handFan(
  L: TableLayout,
  count: number,
  widest = 1100,
  fan: { spacing?: number; angleStep?: number } = {},
): FanSlot[] {
  const { left, right } = L.handSpan;
  const maxWidth = Math.max(L.card.width * 2, Math.min(right - left, widest * L.scale));
  const centerX = L.form.compact ? (left + right) / 2 : L.width / 2;
  const row = (n: number, baseY: number): FanSlot[] =>
    fanLayout(n, {
      centerX,
      baseY,
      cardWidth: L.card.width,
      cardHeight: L.card.height,
      maxWidth,
      ...fan,
      // A phone's fan stays nearly flat: turned cards would hide more of their neighbours' corners.
      ...(L.form.compact
        ? { angleStep: Math.min(fan.angleStep ?? 0.012, 0.012), maxDip: L.card.height * 0.03 }
        : {}),
    });
  if (L.handRowGap <= 0 || fitsOneRow(count, L.card.width, right - left, widest * L.scale))
    return row(count, L.handBaseY);
  const back = Math.ceil(count / 2);
  return [...row(back, L.handBaseY - L.handRowGap), ...row(count - back, L.handBaseY)];
}

/** The table's own regions by priority (the hand, the status line, the plates), for findRoom. */
export function tableRegions(L: TableLayout): Region[] {
  const plates = L.seats.map((p) => ({
    rect: { x: p.x - L.plate.width / 2, y: p.y - L.plate.height / 2, ...L.plate },
    priority: PRIORITY.players,
    id: `seat.${p.seat}`,
  }));
  return [
    { rect: L.hand, priority: PRIORITY.hand, id: 'hand' },
    { rect: L.status, priority: PRIORITY.turn, id: 'status' },
    { rect: L.ownPlate, priority: PRIORITY.players, id: 'ownPlate' },
    ...plates,
  ];
}

/**
 * The box of a game's overlays (summary, ranking, sheet, log): centred under the top bar, down
 * to just above the status line, at most `maxWidth` design pixels wide.
 */
export function overlayBox(L: TableLayout, maxWidth: number): Rect {
  const s = L.scale;
  const margin = L.form.compact ? 16 * s : 40 * s;
  return centredBox(L, Math.min(maxWidth * s, L.width - margin), L.topBar.height + Math.round(12 * s));
}

/** The box of a game's dialogs (bids, predictions): between the side plates, at most `maxWidth` wide. */
export function dialogBox(L: TableLayout, maxWidth: number): Rect {
  const s = L.scale;
  const room = L.form.compact ? L.width - 16 * s : L.width - 2 * (L.plate.width + 30 * s);
  const width = Math.min(maxWidth * s, room);
  return centredBox(L, width, L.topBar.height + Math.round(10 * s));
}

/** A box of `width`, centred, from `top` down to just above the status line. */
function centredBox(L: TableLayout, width: number, top: number): Rect {
  const w = Math.round(width);
  return {
    x: Math.round(L.width / 2 - w / 2),
    y: top,
    width: w,
    // On a phone on its side the status line is in the top bar: the box ends above the hand.
    height: Math.round((L.status.y > L.topBar.height ? L.status.y : L.hand.y) - 8 * L.scale - top),
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
