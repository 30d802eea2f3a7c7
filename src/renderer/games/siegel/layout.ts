/**
 * Where the Siegel table puts things, from the table screen's layout: the trick in the
 * middle, the seal supply on a tray below it, each seat's seal rack and saboteur spot, and
 * the rectangles of the dialogs (above the hand, never over it). On a desktop the tray sits
 * above the status line and the saboteur beside its holder's plate; on a phone (L.form
 * compact) the board gives way: the trick and the tray share the felt the plates leave,
 * smaller, and the saboteur stands at the end of its holder's rack. Pure maths.
 */
import { SEAL_KINDS, type SealKind } from '../../../shared/games/siegel';
import { PRIORITY, type Region } from '../../layout/room';
import type { Point, Rect } from '../../layout/scale';
import type { TableLayout } from '../../layout/table';
import {
  othersInTopCorners,
  plateStrip,
  trickSeats,
  trickTableBase,
  type TrickTable,
} from '../../layout/trick-seats';
import { clearOf } from './board-area';

/** What the Siegel table puts at a seat besides its plate and trick card. */
export interface SeatPieces {
  /** The seal rack's strip (tricks badge and tokens), left to right. */
  rack: Rect;
  /** Where the tokens go: the rack, less the saboteur's room at its end on a phone. */
  seals: Rect;
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
  /** The prompts' area (the return prompt is centred in it, at its bottom). */
  prompt: Rect;
  /** The board's parts by priority, for what floats over the table (findRoom). */
  regions: Region[];
}

export function siegelLayout(L: TableLayout, players: number, you: number | null): SiegelLayout {
  return L.form.compact ? compactLayout(L, players, you) : wideLayout(L, players, you);
}

/** Tray geometry: seven piles in a row, the saboteur's home at the right end. */
function trayAt(
  x: number,
  y: number,
  slotW: number,
  sealSize: number,
  homeW: number,
  s: number,
): { supply: Rect; supplySlots: Record<SealKind, Point>; saboteurHome: Point } {
  const pad = Math.round(Math.min(20 * s, slotW * 0.35));
  const height = Math.round(sealSize + 40 * s);
  const width = Math.round(pad + slotW * SEAL_KINDS.length + homeW);
  const supply = { x: Math.round(x), y: Math.round(y), width, height };
  const supplySlots = {} as Record<SealKind, Point>;
  SEAL_KINDS.forEach((k, i) => {
    supplySlots[k] = {
      x: supply.x + pad + slotW * i + slotW / 2,
      y: supply.y + Math.round(sealSize / 2 + 15 * s),
    };
  });
  // The saboteur's base, in the middle of its room at the tray's right end.
  const saboteurHome = {
    x: supply.x + supply.width - Math.round(homeW / 2 + 4 * s),
    y: supply.y + supply.height - Math.round(10 * s),
  };
  return { supply, supplySlots, saboteurHome };
}

function wideLayout(L: TableLayout, players: number, you: number | null): SiegelLayout {
  const base = trickTableBase(L, 640, 820);
  const { s, trickCard } = base;
  const sealSize = Math.round(30 * s);
  const supplySealSize = Math.round(38 * s);
  const saboteurSize = Math.round(70 * s);

  // Supply tray just above the status line, centred.
  const slotW = Math.round(60 * s);
  const trayW = slotW * SEAL_KINDS.length + Math.round(70 * s);
  const trayH = Math.round(supplySealSize + 40 * s);
  const tray = trayAt(
    L.width / 2 - trayW / 2,
    L.status.y - trayH - 10 * s,
    slotW,
    supplySealSize,
    Math.round(50 * s),
    s,
  );
  const { supply } = tray;

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
    return { rack, seals: rack, saboteur, side };
  });
  const trickArea = trickBox(trickCentre, trickCard, reachMax, 1.25);
  const promptBottom = L.status.y - Math.round(8 * s);
  return {
    ...base,
    trickCentre,
    ...tray,
    sealSize,
    supplySealSize,
    saboteurSize,
    seats,
    buttons: { right: Math.round(L.width - 16 * s), bottom: Math.round(L.hand.y - 10 * s) },
    promptBottom,
    prompt: { x: 0, y: L.topBar.height, width: L.width, height: promptBottom - L.topBar.height },
    regions: boardRegions(supply, trickArea, seats),
  };
}

/** The box the trick's cards may cover around its centre. */
function trickBox(c: Point, card: { width: number; height: number }, reach: number, sideways: number): Rect {
  const w = card.width + 2 * reach * sideways + card.height * 0.1;
  const h = card.height + 2 * reach;
  return {
    x: Math.round(c.x - w / 2),
    y: Math.round(c.y - h / 2),
    width: Math.round(w),
    height: Math.round(h),
  };
}

function boardRegions(supply: Rect, trick: Rect, seats: readonly SeatPieces[]): Region[] {
  return [
    { rect: supply, priority: PRIORITY.board, id: 'supply' },
    { rect: trick, priority: PRIORITY.board, id: 'trick' },
    ...seats.map((sp, i) => ({ rect: sp.rack, priority: PRIORITY.players, id: `seals:${i}` })),
  ];
}

/**
 * A phone: the racks beside the plates (the own one right of the own plate when upright),
 * the saboteur at a rack's end, and the felt left between the plates shared by the trick and
 * the tray — below each other upright, side by side on a phone on its side.
 */
function compactLayout(full: TableLayout, players: number, you: number | null): SiegelLayout {
  const s = full.scale;
  const m = Math.round(8 * s);
  const tall = full.form.name === 'tall';
  // Beside a lesson's coach on a phone on its side: the trick between the others at the top
  // corners, the tray across the felt below them.
  const { L, corners } = othersInTopCorners(full, players, you);
  const sealSize = Math.round(26 * s);
  const rackH = Math.round(sealSize + 10 * s);
  // The saboteur fits the rack's height, its room reserved at the rack's right end.
  const sabInRack = Math.round(rackH * 0.95);
  const reserve = Math.round(sabInRack * 0.62 + 6 * s);
  const plateRect = (p: Point): Rect => ({
    x: p.x - L.plate.width / 2,
    y: p.y - L.plate.height / 2,
    width: L.plate.width,
    height: L.plate.height,
  });
  const rackFor = (own: boolean, plate: Point): Rect => {
    if (own && tall) {
      // Upright, the own plate stands at the left above the status line: its rack beside it.
      const x = L.ownPlate.x + L.ownPlate.width + m;
      return {
        x,
        y: Math.round(L.ownPlate.y + (L.ownPlate.height - rackH) / 2),
        width: Math.max(0, Math.min(L.width - m - x, Math.round(320 * s))),
        height: rackH,
      };
    }
    const below = plateStrip(L, { own, plate }, rackH);
    if (own || below.y + below.height <= L.hand.y - 2 * s) return below;
    return plateStrip(L, { own, plate }, rackH, true);
  };
  // The racks first (the trick needs its centre, which needs the felt the seats leave).
  const pieces = Array.from({ length: players }, (_, seat) => {
    const own = seat === (you ?? 0);
    const pt = L.seats[seat];
    const plate = own
      ? { x: L.ownPlate.x + L.ownPlate.width / 2, y: L.ownPlate.y + L.ownPlate.height / 2 }
      : { x: pt?.x ?? L.width / 2, y: pt?.y ?? L.height / 2 };
    return { own, plate, rack: rackFor(own, plate), side: own ? ('bottom' as const) : (pt?.side ?? 'top') };
  });
  const obstacles = pieces.flatMap((p) => [p.rack, p.own ? L.ownPlate : plateRect(p.plate)]);
  const feltTop = L.topBar.height + m;
  const feltBottom = (tall ? Math.min(L.status.y, L.ownPlate.y) : L.hand.y) - m;
  const felt = clearOf(
    { x: m, y: feltTop, width: L.width - 2 * m, height: feltBottom - feltTop },
    obstacles,
    m,
    tall ? 1.5 : 1,
  );

  const trickCard = {
    width: Math.round(L.card.width * (tall ? 0.8 : 0.75)),
    height: Math.round(L.card.height * (tall ? 0.8 : 0.75)),
  };
  const homeW = Math.round(36 * s);
  let supplySealSize: number;
  let tray: ReturnType<typeof trayAt>;
  let trickArea: Rect;
  if (corners) {
    const rackBottom = Math.max(...pieces.filter((p) => !p.own).map((p) => p.rack.y + p.rack.height));
    const band = { x: m, y: rackBottom + m, width: L.width - 2 * m, height: feltBottom - rackBottom - m };
    const trayW = Math.min(band.width, Math.round(400 * s));
    const slotW = (trayW - homeW - 12 * s) / SEAL_KINDS.length;
    supplySealSize = Math.round(Math.min(32 * s, slotW * 0.8, band.height - 40 * s));
    const trayH = Math.round(supplySealSize + 40 * s);
    tray = trayAt(
      band.x + (band.width - trayW) / 2,
      band.y + band.height - trayH,
      slotW,
      supplySealSize,
      homeW,
      s,
    );
    // Between the two plates, from the felt's top down to the tray.
    const inner = pieces.filter((p) => !p.own).map((p) => plateRect(p.plate));
    const left = Math.max(...inner.filter((r) => r.x < L.width / 2).map((r) => r.x + r.width)) + m;
    const right = Math.min(...inner.filter((r) => r.x >= L.width / 2).map((r) => r.x)) - m;
    trickArea = {
      x: left,
      y: feltTop,
      width: right - left,
      height: Math.max(0, tray.supply.y - m - feltTop),
    };
  } else if (tall || felt.width < 560 * s) {
    // The tray along the felt's bottom, the trick above it.
    const trayW = Math.min(felt.width, Math.round(480 * s));
    const slotW = (trayW - homeW - 12 * s) / SEAL_KINDS.length;
    supplySealSize = Math.round(Math.min(34 * s, slotW * 0.8));
    const trayH = Math.round(supplySealSize + 40 * s);
    tray = trayAt(
      felt.x + (felt.width - trayW) / 2,
      // At the felt's foot; a felt lower than the tray (a phone on its side beside a lesson's
      // coach) keeps it below the top bar.
      Math.max(L.topBar.height + Math.round(2 * s), felt.y + felt.height - trayH),
      slotW,
      supplySealSize,
      homeW,
      s,
    );
    trickArea = { x: felt.x, y: felt.y, width: felt.width, height: Math.max(0, tray.supply.y - m - felt.y) };
  } else {
    // Side by side: the trick at the left, the tray at the felt's right, at its bottom.
    const slotW = Math.round(44 * s);
    supplySealSize = Math.round(30 * s);
    const trayH = Math.round(supplySealSize + 40 * s);
    const trayW = Math.round(Math.min(20 * s, slotW * 0.35) + slotW * SEAL_KINDS.length + homeW);
    const trickW = Math.max(trickCard.width * 2.4, felt.width - trayW - m);
    tray = trayAt(felt.x + felt.width - trayW, felt.y + felt.height - trayH, slotW, supplySealSize, homeW, s);
    trickArea = { x: felt.x, y: felt.y, width: trickW, height: felt.height };
  }
  const sideways = 1.25;
  const reachMax = Math.max(
    0,
    Math.min(
      trickCard.height * 0.5,
      (trickArea.height - trickCard.height * 1.08) / 2,
      (trickArea.width - trickCard.width * 1.2) / 2 / sideways,
    ),
  );
  const trickCentre = {
    x: Math.round(trickArea.x + trickArea.width / 2),
    y: Math.round(trickArea.y + trickArea.height / 2),
  };
  const trick = { centre: trickCentre, reachMax, sideways };
  const seats = trickSeats(L, players, you, trick, ({ seat }) => {
    const p = pieces[seat]!;
    const seals = { ...p.rack, width: Math.max(0, p.rack.width - reserve) };
    const saboteur = {
      x: Math.round(p.rack.x + p.rack.width - reserve / 2 - 2 * s),
      y: Math.round(p.rack.y + rackH * 0.9),
    };
    return { rack: p.rack, seals, saboteur, side: p.side };
  });
  const base = trickTableBase(L, 640, 820);
  const dialog = tall
    ? base.dialog
    : {
        x: m,
        y: L.topBar.height + Math.round(4 * s),
        width: L.width - 2 * m,
        height: Math.round(L.hand.y - 4 * s - L.topBar.height - 4 * s),
      };
  const promptBottom = Math.round((tall ? L.status.y : L.hand.y) - 6 * s);
  return {
    ...base,
    trickCard,
    dialog,
    trickCentre,
    ...tray,
    sealSize,
    supplySealSize,
    saboteurSize: sabInRack,
    seats,
    buttons: { right: Math.round(L.width - 16 * s), bottom: Math.round(L.hand.y - 10 * s) },
    promptBottom,
    prompt: { x: 0, y: L.topBar.height, width: L.width, height: promptBottom - L.topBar.height },
    regions: boardRegions(tray.supply, trickBox(trickCentre, trickCard, reachMax, sideways), seats),
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
