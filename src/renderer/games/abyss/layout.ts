/**
 * Where the Abyss table puts things, from the table screen's layout: the winding board across
 * the top of the felt, the trump scale and the curse row under it, the trick below, the
 * opponents' plates down both sides (so the board keeps the top centre), and the prompt area
 * above the status line. Pure maths.
 */
import { PRIORITY, type Region } from '../../layout/room';
import type { Point, Rect } from '../../layout/scale';
import { anchorSeat, ownPlateCentre, overlayBox, type TableLayout } from '../../layout/table';
import type { TrickSpot } from '../elements/trick';

// The pieces take their points from here.
export type { Point };

export interface AbyssSeatSpot {
  seat: number;
  /** Centre of the name plate. */
  plate: Point;
  /** Where this seat's trick card lies. */
  trick: Point & { rotation: number };
  /** The row of small face-up cards under Open Hands (left edge, top). */
  openHand: Rect;
  side: 'bottom' | 'left' | 'right';
}

export interface AbyssLayout {
  s: number;
  board: Rect;
  /** Centre of every field, 0 … goal. */
  fields: Point[];
  fieldRadius: number;
  figureSize: number;
  scale: Rect;
  curses: Rect;
  trickCentre: Point;
  trickCard: { width: number; height: number };
  seats: AbyssSeatSpot[];
  /** The trick's explanation, right of the trick. */
  caption: Rect;
  /** The area for prompts (jump, scale, Kitsune): between the scale band and the status line. */
  prompt: Rect;
  overlay: Rect;
  buttons: { right: number; bottom: number };
  /** A small card of an open hand. */
  miniCard: { width: number; height: number };
  /** A phone: the field tab hangs under the others' plates, prompts wrap their tiles. */
  compact: boolean;
  /** What the table shows that matters (overlays and the coach find room around it). */
  regions: Region[];
}

/**
 * Field centres along a snake of three rows joined by U-turns, each row with a gentle wave,
 * so the path winds across the board from the start (bottom left) to the goal (top right).
 */
export function boardPath(board: Rect, count: number, radius: number, rows = 3): Point[] {
  const perRow = Math.ceil(count / rows);
  const padX = radius * 1.6;
  const usable = board.width - 2 * padX;
  const stepX = perRow > 1 ? usable / (perRow - 1 + 0.5) : 0;
  const rowGap = (board.height - 2 * radius * 1.6) / (rows - 1);
  const out: Point[] = [];
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / perRow);
    const k = i % perRow;
    // Rows run bottom to top; odd rows right to left; the U-turn sits half a step outwards.
    const dir = row % 2 === 0 ? 1 : -1;
    const x0 = board.x + padX + (row % 2 === 0 ? 0 : stepX * 0.5);
    const col = dir === 1 ? k : perRow - 1 - k;
    const x = x0 + col * stepX;
    const baseY = board.y + board.height - radius * 1.6 - row * rowGap;
    const wave = Math.sin((col / Math.max(1, perRow - 1)) * Math.PI * 2 + row) * rowGap * 0.12;
    out.push({ x: Math.round(x), y: Math.round(baseY + wave) });
  }
  return out;
}

export function abyssLayout(L: TableLayout, players: number, you: number | null, goal: number): AbyssLayout {
  if (L.form.compact) return compactLayout(L, players, you, goal);
  const s = L.scale;
  const viewer = anchorSeat(you);
  const cx = L.width / 2;
  // Board: the top centre, clear of the side plates.
  const sideRoom = L.plate.width + 40 * s;
  const boardW = Math.round(Math.min(L.width - 2 * sideRoom - 20 * s, 660 * s));
  const boardTop = L.topBar.height + Math.round(10 * s);
  const boardH = Math.round(188 * s);
  const board = { x: Math.round(cx - boardW / 2), y: boardTop, width: boardW, height: boardH };
  const fieldRadius = Math.round(21 * s);
  const fields = boardPath(board, goal + 1, fieldRadius);
  // The scale (left) and the curse row (right) in a band under the board.
  const bandY = board.y + board.height + Math.round(14 * s);
  const bandH = Math.round(70 * s);
  const scaleW = Math.round(330 * s);
  const scale = { x: Math.round(cx - 8 * s - scaleW), y: bandY, width: scaleW, height: bandH };
  const curses = {
    x: Math.round(cx + 8 * s),
    y: bandY,
    width: Math.round(Math.min(330 * s, boardW / 2)),
    height: bandH,
  };
  // The trick between the band and the status line.
  const trickCard = { width: Math.round(L.card.width * 0.66), height: Math.round(L.card.height * 0.66) };
  const top = bandY + bandH + Math.round(6 * s);
  const bottom = L.status.y - Math.round(6 * s);
  const trickCentre = { x: Math.round(cx), y: Math.round((top + bottom) / 2 - trickCard.height * 0.12) };
  const reach = Math.min(trickCard.height * 0.5, (bottom - top - trickCard.height) / 2);

  // Opponents: the first half (clockwise from the viewer) down the left side, the rest down the right.
  const others: number[] = [];
  for (let r = 1; r < players; r++) others.push((viewer + r) % players);
  const leftCount = Math.ceil(others.length / 2);
  const left = others.slice(0, leftCount).reverse(); // top to bottom: clockwise goes up the left side
  const right = others.slice(leftCount);
  const area = L.seatArea;
  const column = (n: number, i: number): number => {
    if (n === 1) return area.y + area.height * 0.28;
    return area.y + area.height * 0.02 + (i / (n - 1)) * area.height * 0.6;
  };
  const miniCard = { width: Math.round(44 * s), height: Math.round(62 * s) };
  const spots = new Map<number, AbyssSeatSpot>();
  const place = (seat: number, plate: Point, side: AbyssSeatSpot['side']): void => {
    const dx = side === 'left' ? -1 : side === 'right' ? 1 : 0;
    const dy = side === 'bottom' ? 1 : (plate.y - trickCentre.y) / Math.max(1, L.height);
    const rel = (seat - viewer + players) % players;
    const trick = {
      x: Math.round(trickCentre.x + dx * trickCard.width * 0.85),
      y: Math.round(trickCentre.y + (side === 'bottom' ? reach : dy * reach * 2 - reach * 0.35)),
      rotation: (((rel * 37) % 7) - 3) * 0.025,
    };
    const openHand = {
      x: Math.round(plate.x - L.plate.width / 2),
      y: Math.round(plate.y + L.plate.height / 2 + 4 * s),
      width: L.plate.width,
      height: miniCard.height,
    };
    spots.set(seat, { seat, plate, trick, openHand, side });
  };
  left.forEach((seat, i) =>
    place(seat, { x: Math.round(area.x), y: Math.round(column(left.length, i)) }, 'left'),
  );
  right.forEach((seat, i) =>
    place(seat, { x: Math.round(area.x + area.width), y: Math.round(column(right.length, i)) }, 'right'),
  );
  // The viewer's plate (a spectator's: seat 0's, see anchorSeat) in the own slot, bottom left.
  place(viewer, ownPlateCentre(L), 'bottom');
  // Several trick cards on one side fan out a little so none hides another.
  for (const list of [left, right]) {
    list.forEach((seat, i) => {
      const sp = spots.get(seat);
      if (!sp) return;
      const off = (i - (list.length - 1) / 2) * trickCard.height * 0.42;
      sp.trick.y = Math.round(trickCentre.y + off - (list.length === 1 ? reach * 0.3 : 0));
      sp.trick.x = Math.round(sp.trick.x + (sp.side === 'left' ? -1 : 1) * Math.abs(off) * 0.25);
    });
  }
  const seats: AbyssSeatSpot[] = [];
  for (let seat = 0; seat < players; seat++) seats.push(spots.get(seat)!);

  const promptW = Math.round(Math.min(600 * s, L.width - 2 * sideRoom));
  const prompt = {
    x: Math.round(cx - promptW / 2),
    y: top,
    width: promptW,
    height: Math.max(0, bottom - top),
  };
  const overlay = overlayBox(L, 820);
  const buttonsLeft = L.width - 16 * s - 150 * s - 12 * s;
  const capX = Math.round(trickCentre.x + trickCard.width * 1.55);
  const caption = {
    x: capX,
    y: top,
    width: Math.round(Math.max(160 * s, Math.min(400 * s, buttonsLeft - capX))),
    height: Math.max(0, bottom - top),
  };
  return {
    s,
    caption,
    board,
    fields,
    fieldRadius,
    figureSize: Math.round(30 * s),
    scale,
    curses,
    trickCentre,
    trickCard,
    seats,
    prompt,
    overlay,
    buttons: { right: Math.round(L.width - 16 * s), bottom: Math.round(L.hand.y - 10 * s) },
    miniCard,
    compact: false,
    regions: raceRegions(board, scale, curses, trickCentre, trickCard, reach * 2),
  };
}

/**
 * The board's rows and field radius for a box: the number of rows (3 to 6) that gives the
 * largest fields, each at most `most`. Fields stand 2.3 radii apart, the U-turns 1.6 radii in.
 */
export function boardFit(
  box: { width: number; height: number },
  count: number,
  most: number,
): {
  rows: number;
  radius: number;
} {
  let best = { rows: 3, radius: 0 };
  for (let rows = 3; rows <= 6; rows++) {
    const perRow = Math.ceil(count / rows);
    const byW = box.width / (3.2 + 2.3 * (perRow - 0.5));
    const byH = box.height / (3.2 + 2.3 * (rows - 1));
    const radius = Math.min(most, byW, byH);
    if (radius > best.radius + 0.5) best = { rows, radius };
  }
  return { rows: best.rows, radius: Math.floor(best.radius) };
}

/**
 * A phone. Upright: the others' plates in the table layout's rows under the top bar, then the
 * board across the width, the scale and the curses side by side under it, the trick below
 * them, the own plate above the status line. On its side: the others' plates in a column at
 * the left edge, the board with the scale and curses under it in the middle, the trick right
 * of them. Prompts may cover all but the hand and the status line.
 */
function compactLayout(L: TableLayout, players: number, you: number | null, goal: number): AbyssLayout {
  const s = L.scale;
  const m = Math.round(8 * s);
  const tall = L.form.name === 'tall';
  const viewer = anchorSeat(you);
  const top = L.topBar.height + m;
  const bottom = tall ? Math.min(L.ownPlate.y, L.status.y) - Math.round(14 * s) : L.hand.y - m;
  const others: number[] = [];
  for (let r = 1; r < players; r++) others.push((viewer + r) % players);
  // Upright the table layout's rows; on its side a column (two if need be) at the left edge.
  const tab = Math.round(26 * s);
  const strip = Math.round(34 * s);
  const plates = new Map<number, Point>();
  let area: Rect;
  if (tall) {
    let low = top;
    for (const seat of others) {
      const p = L.seats[seat] ?? { x: L.width / 2, y: top + L.plate.height / 2 };
      plates.set(seat, { x: Math.round(p.x), y: Math.round(p.y) });
      low = Math.max(low, p.y + L.plate.height / 2 + tab + strip + m);
    }
    area = {
      x: m,
      y: Math.round(low),
      width: L.width - 2 * m,
      height: Math.max(0, Math.round(bottom - low)),
    };
  } else {
    const pitch = L.plate.height + tab + m;
    const perCol = Math.max(1, Math.floor((bottom - top + m) / pitch));
    const cols = Math.ceil(others.length / perCol);
    others.forEach((seat, i) => {
      const col = Math.floor(i / perCol);
      const row = i % perCol;
      plates.set(seat, {
        x: Math.round(m + L.plate.width / 2 + col * (L.plate.width + m)),
        y: Math.round(top + L.plate.height / 2 + row * pitch),
      });
    });
    const left = m + cols * (L.plate.width + m);
    area = { x: left, y: top, width: L.width - left - m, height: Math.max(0, bottom - top) };
  }
  const bandH = Math.round(Math.min(62 * s, Math.max(tall ? 56 * s : 44 * s, area.height * 0.2)));
  const trickCard = { width: Math.round(L.card.width * 0.66), height: Math.round(L.card.height * 0.66) };
  let boardBox: Rect;
  let band: Rect;
  let trickBox: Rect;
  if (tall) {
    const trickH = Math.round(trickCard.height * 1.35);
    // The board needs about this much to keep its fields apart.
    const boardMin = Math.round(150 * s);
    if (area.height - bandH - trickH - 2 * m >= boardMin) {
      const boardH = Math.max(0, area.height - bandH - trickH - 2 * m);
      boardBox = { x: area.x, y: area.y, width: area.width, height: boardH };
      band = { x: area.x, y: area.y + boardH + m, width: area.width, height: bandH };
      trickBox = { x: area.x, y: band.y + bandH + m, width: area.width, height: trickH };
    } else {
      // Short of height (a lesson's coach docked above): the trick goes right of the own plate,
      // down to its foot, and the board takes the rest.
      const tx = L.ownPlate.x + L.ownPlate.width + m;
      const foot = L.ownPlate.y + L.ownPlate.height;
      const trickTop = Math.round(Math.max(area.y + boardMin + bandH + 2 * m, foot - trickH));
      const boardH = Math.max(0, Math.min(area.height, trickTop - area.y) - bandH - 2 * m);
      boardBox = { x: area.x, y: area.y, width: area.width, height: boardH };
      band = { x: area.x, y: area.y + boardH + m, width: area.width, height: bandH };
      trickBox = {
        x: tx,
        y: trickTop,
        width: Math.max(0, L.width - tx - m),
        height: Math.max(0, foot - trickTop),
      };
    }
  } else {
    const trickW = Math.round(Math.max(trickCard.width * 3.2, area.width * 0.3));
    const leftW = area.width - trickW - m;
    boardBox = { x: area.x, y: area.y, width: leftW, height: area.height - bandH - m };
    band = { x: area.x, y: area.y + boardBox.height + m, width: leftW, height: bandH };
    trickBox = { x: area.x + leftW + m, y: area.y, width: trickW, height: area.height };
  }
  // The board's frame reaches 14 px beyond its fields at the sides and 18 below.
  const inner = { width: boardBox.width - 28 * s, height: boardBox.height - 18 * s };
  const fit = boardFit(inner, goal + 1, 21 * s);
  const fieldRadius = Math.max(8, fit.radius);
  const board = {
    x: Math.round(boardBox.x + 14 * s),
    y: Math.round(boardBox.y + 4 * s),
    width: Math.round(inner.width),
    height: Math.round(inner.height),
  };
  const fields = boardPath(board, goal + 1, fieldRadius, fit.rows);
  const half = Math.round((band.width - m) / 2);
  const scale = { x: band.x, y: band.y, width: half, height: band.height };
  const curses = { x: band.x + half + m, y: band.y, width: band.width - half - m, height: band.height };
  const trickCentre = {
    x: Math.round(trickBox.x + trickBox.width / 2),
    y: Math.round(trickBox.y + trickBox.height / 2),
  };
  const reach = Math.max(0, Math.min(trickCard.height * 0.3, (trickBox.height - trickCard.height) / 2));
  const miniCard = { width: Math.round((strip / 62) * 44), height: strip };
  const seats: AbyssSeatSpot[] = [];
  for (let seat = 0; seat < players; seat++) {
    const own = seat === viewer;
    const plate = own ? ownPlateCentre(L) : (plates.get(seat) ?? { x: L.width / 2, y: top });
    const rel = (seat - viewer + players) % players;
    // The others' cards in a row across the trick (in seat order), the own card below it.
    const k = others.indexOf(seat);
    const n = others.length;
    const spread = Math.min(trickCard.width * 1.05, (trickBox.width - trickCard.width) / Math.max(1, n - 1));
    const trick = own
      ? { x: trickCentre.x, y: Math.round(trickCentre.y + reach), rotation: 0.02 }
      : {
          x: Math.round(trickCentre.x + (k - (n - 1) / 2) * spread),
          y: Math.round(trickCentre.y - reach),
          rotation: (((rel * 37) % 7) - 3) * 0.025,
        };
    const openHand = {
      x: Math.round(plate.x - L.plate.width / 2),
      y: Math.round(plate.y + L.plate.height / 2 + tab),
      width: L.plate.width,
      height: miniCard.height,
    };
    seats.push({ seat, plate, trick, openHand, side: own ? 'bottom' : tall ? 'left' : 'left' });
  }
  const promptTop = L.topBar.height + m;
  const promptBottom = tall ? L.status.y - m : L.hand.y - m;
  const prompt = {
    x: m,
    y: promptTop,
    width: L.width - 2 * m,
    height: Math.max(0, promptBottom - promptTop),
  };
  return {
    s,
    caption: trickBox,
    board,
    fields,
    fieldRadius,
    figureSize: Math.round(30 * s * Math.min(1, fieldRadius / (21 * s))),
    scale,
    curses,
    trickCentre,
    trickCard,
    seats,
    prompt,
    overlay: overlayBox(L, 820),
    buttons: { right: Math.round(L.width - 16 * s), bottom: Math.round(L.hand.y - 10 * s) },
    miniCard,
    compact: true,
    regions: raceRegions(board, scale, curses, trickCentre, trickCard, reach),
  };
}

/** Offsets of `n` figures sharing a field, so every one stays visible. */
export function clusterOffsets(n: number, size: number): Point[] {
  if (n <= 1) return [{ x: 0, y: 0 }];
  const out: Point[] = [];
  const r = size * (n === 2 ? 0.42 : n <= 4 ? 0.55 : 0.68);
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i / n) * Math.PI * 2 + (n === 2 ? Math.PI / 2 : 0);
    out.push({ x: Math.round(Math.cos(a) * r), y: Math.round(Math.sin(a) * r * 0.8) });
  }
  return out;
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Where each seat's card lies in the shared trick area. */
export function trickSpots(lay: AbyssLayout): Map<number, TrickSpot> {
  const spots = new Map<number, TrickSpot>();
  for (const sp of lay.seats)
    spots.set(sp.seat, { x: sp.trick.x, y: sp.trick.y, rotation: sp.trick.rotation });
  return spots;
}

/** The board (with its frame), the scale, the curses and the trick, by priority. */
function raceRegions(
  board: Rect,
  scale: Rect,
  curses: Rect,
  centre: Point,
  card: { width: number; height: number },
  reach: number,
): Region[] {
  const w = card.width * 3.2;
  const h = card.height + 2 * reach;
  return [
    { rect: board, priority: PRIORITY.board, id: 'board' },
    { rect: scale, priority: PRIORITY.board, id: 'scale' },
    { rect: curses, priority: PRIORITY.board, id: 'curses' },
    {
      rect: { x: centre.x - w / 2, y: centre.y - h / 2, width: w, height: h },
      priority: PRIORITY.board,
      id: 'trick',
    },
  ];
}
