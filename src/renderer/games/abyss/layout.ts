/**
 * Where the Abyss table puts things, from the table screen's layout: the winding board across
 * the top of the felt, the trump scale and the curse row under it, the trick below, the
 * opponents' plates down both sides (so the board keeps the top centre), and the prompt area
 * above the status line. Pure maths.
 */
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
}

/**
 * Field centres along a snake of three rows joined by U-turns, each row with a gentle wave,
 * so the path winds across the board from the start (bottom left) to the goal (top right).
 */
export function boardPath(board: Rect, count: number, radius: number): Point[] {
  const rows = 3;
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
