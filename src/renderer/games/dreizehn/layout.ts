/**
 * Where 13's things sit on the felt: three target columns (target, caption, card cascade),
 * the draw pile, each seat's facts row (taken stack, points, dealer), the panel buttons.
 * Pure maths over the foundation's TableLayout; unit-tested for overlaps.
 */
import type { Rect } from '../../layout/scale';
import { PRIORITY, type Region } from '../../layout/room';
import { anchorSeat, type TableLayout } from '../../layout/table';
import type { SceneLayout } from '../common/scene-core';
import { clearOf } from '../siegel/board-area';

export interface TargetSlot {
  /** Centre of the archery target. */
  x: number;
  y: number;
  radius: number;
  /** The caption line under the target ("4 to 13"). */
  captionY: number;
  /** Centre line of the card cascade below. */
  cardsY: number;
  /** The cascade must fit this width (column width minus a margin). */
  cardsWidth: number;
  /** The whole column, for hit testing and overlap checks. */
  column: Rect;
}

export interface DzLayout extends SceneLayout {
  scale: number;
  /** Width of a card lying on a target, the pile or a stack. */
  smallCard: { width: number; height: number };
  targets: [TargetSlot, TargetSlot, TargetSlot];
  pile: { x: number; y: number; rect: Rect };
  /** The facts row of each seat (taken stack, points, dealer chip), indexed by seat. */
  facts: Rect[];
  /** Seat plate rectangles indexed by seat (own plate included). */
  plates: Rect[];
  /** Top-right row of panel buttons: right edge and top. */
  buttons: { row: true; right: number; y: number; height: number };
  /** The options caption (top-left); `roundOnly`: just the round, the rules in its tooltip. */
  caption: { x: number; y: number; maxWidth: number; roundOnly?: boolean };
  /** Dialog area: over the centre, never over the hand (the overlays' area too). */
  dialog: Rect;
  overlay: Rect;
  /** Each target's caption wraps to this many lines (two on a phone, where columns are narrow). */
  captionLines: number;
  /** The board's parts by priority, for what floats over the table (findRoom). */
  regions: Region[];
}

export function dzLayout(L: TableLayout, you: number | null): DzLayout {
  return L.form.compact ? compactDzLayout(L, you) : wideDzLayout(L, you);
}

function boardRegions(targets: readonly TargetSlot[], pile: Rect, facts: readonly Rect[]): Region[] {
  return [
    ...targets.map((t, i) => ({ rect: t.column, priority: PRIORITY.board, id: `target:${i}` })),
    { rect: pile, priority: PRIORITY.board, id: 'pile' },
    ...facts.map((r, seat) => ({ rect: r, priority: PRIORITY.players, id: `taken:${seat}` })),
  ];
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function plateRects(L: TableLayout, you: number | null): Rect[] {
  return L.seats.map((p) => {
    if (p.seat === anchorSeat(you)) return { ...L.ownPlate };
    return {
      x: p.x - L.plate.width / 2,
      y: p.y - L.plate.height / 2,
      width: L.plate.width,
      height: L.plate.height,
    };
  });
}

function wideDzLayout(L: TableLayout, you: number | null): DzLayout {
  const s = L.scale;
  const plates = plateRects(L, you);
  const factsH = Math.round(34 * s);
  const facts = plates.map((r, seat) => {
    const own = seat === anchorSeat(you);
    return {
      x: r.x,
      y: own ? r.y - factsH - 6 * s : r.y + r.height + 6 * s,
      width: r.width,
      height: factsH,
    };
  });

  const cardW = Math.round(62 * s);
  const smallCard = { width: cardW, height: Math.round(cardW * 1.4) };
  const feltTop = L.topBar.height + 14 * s;
  const feltBottom = L.status.y - 10 * s;
  const avail = feltBottom - feltTop;
  const captionH = 30 * s;
  const gauge = 7 * s;
  let radius = 70 * s;
  const colHeight = (r: number): number => gauge + 2 * r + captionH + smallCard.height + 6 * s;
  while (colHeight(radius) > avail && radius > 40 * s) radius -= 2 * s;

  // Columns share the middle between the side seats (clear of them by a margin: a narrow window,
  // as the replay's table beside a docked panel, brings them close).
  const cx = L.width / 2;
  const seatRects = plates.filter((_, seat) => seat !== you).concat(facts.filter((_, seat) => seat !== you));
  let top = Math.max(feltTop, feltTop + Math.max(0, (avail - colHeight(radius)) / 2) - 10 * s);
  // The seats beside the row where it would stand (those above it push it down, below).
  const sides = seatRects.filter(
    (r) =>
      (r.x + r.width < cx - 60 * s || r.x > cx + 60 * s) &&
      r.y < top + colHeight(radius) &&
      r.y + r.height > top,
  );
  const half = Math.min(
    ...sides.map((r) => (r.x > cx ? r.x - cx : cx - (r.x + r.width))),
    Number.POSITIVE_INFINITY,
  );
  const colW = Math.round(Math.min(236 * s, (L.width * 0.62) / 3, (2 * (half - 10 * s)) / 3));
  const rowRect = (top: number, r: number): Rect => ({
    x: cx - 1.5 * colW,
    y: top,
    width: 3 * colW,
    height: colHeight(r),
  });
  // Seats at the top (five players) push the row down, smaller if need be.
  for (let tries = 0; tries < 12; tries++) {
    const hits = seatRects.filter((r) => intersects(r, rowRect(top, radius)));
    if (hits.length === 0) break;
    const below = Math.max(...hits.map((r) => r.y + r.height)) + 6 * s;
    if (below + colHeight(radius) <= feltBottom) {
      top = below;
      break;
    }
    radius -= 4 * s;
    if (radius < 36 * s) break;
  }
  const ty = top + gauge + radius;
  const targets = [-1, 0, 1].map((k) => {
    const x = cx + k * colW;
    const captionY = ty + radius + gauge + captionH / 2;
    const cardsY = ty + radius + gauge + captionH + smallCard.height / 2;
    return {
      x,
      y: ty,
      radius,
      captionY,
      cardsY,
      cardsWidth: colW - 16 * s,
      column: { x: x - colW / 2, y: ty - radius - gauge, width: colW, height: colHeight(radius) },
    };
  }) as [TargetSlot, TargetSlot, TargetSlot];

  // The draw pile: left of the row, else top centre, else below the middle target.
  const pileLabel = 26 * s;
  const pileRect = (x: number, y: number): Rect => ({
    x: x - smallCard.width / 2 - 6 * s,
    y: y - smallCard.height / 2 - 6 * s,
    width: smallCard.width + 12 * s,
    height: smallCard.height + 12 * s + pileLabel,
  });
  const others = seatRects;
  const free = (r: Rect): boolean =>
    r.x >= 0 &&
    r.y >= feltTop - 6 * s &&
    r.x + r.width <= L.width &&
    r.y + r.height <= feltBottom &&
    !others.some((o) => intersects(o, r));
  const leftCol = targets[0].column;
  const below = feltTop + 40 * s + smallCard.height / 2;
  const candidates = [
    { x: leftCol.x - 18 * s - smallCard.width / 2, y: targets[0].cardsY - 10 * s },
    { x: leftCol.x - 18 * s - smallCard.width / 2, y: ty },
    { x: cx, y: feltTop + smallCard.height / 2 + 4 * s },
    {
      x: targets[2].column.x + targets[2].column.width + 18 * s + smallCard.width / 2,
      y: targets[2].cardsY - 10 * s,
    },
    // The corners under the caption and under the panel buttons (six players fill the rest).
    { x: 16 * s + smallCard.width / 2 + 6 * s, y: below },
    { x: L.width - 16 * s - smallCard.width / 2 - 6 * s, y: below + 20 * s },
  ];
  // The first free place; where none is, the one that covers the least of the seats.
  const covered = (r: Rect): number =>
    others.reduce((sum, o) => {
      const w = Math.min(r.x + r.width, o.x + o.width) - Math.max(r.x, o.x);
      const h = Math.min(r.y + r.height, o.y + o.height) - Math.max(r.y, o.y);
      return sum + (w > 0 && h > 0 ? w * h : 0);
    }, 0);
  const pick =
    candidates.find((c) => free(pileRect(c.x, c.y))) ??
    candidates.reduce((a, b) => (covered(pileRect(b.x, b.y)) < covered(pileRect(a.x, a.y)) ? b : a));
  const pile = { x: pick.x, y: pick.y, rect: pileRect(pick.x, pick.y) };

  const dialogW = Math.min(L.width - 40 * s, 760 * s);
  const dialogTop = L.topBar.height + 12 * s;
  const dialog = {
    x: (L.width - dialogW) / 2,
    y: dialogTop,
    width: dialogW,
    height: Math.max(100, L.status.y - 10 * s - dialogTop),
  };
  return {
    s,
    scale: s,
    overlay: dialog,
    seats: plates.map((r) => ({ plate: { x: r.x + r.width / 2, y: r.y + r.height / 2 } })),
    smallCard,
    targets,
    pile,
    facts,
    plates,
    buttons: { row: true, right: L.width - 14 * s, y: L.topBar.height + 10 * s, height: Math.round(38 * s) },
    caption: { x: 16 * s, y: L.topBar.height + 14 * s, maxWidth: 420 * s },
    dialog,
    captionLines: 1,
    regions: boardRegions(targets, pile.rect, facts),
  };
}

/**
 * A phone: upright the others' plates stand in rows under the top bar (the table layout's),
 * their facts below them and the own facts right of the own plate; on its side the others
 * stand in columns at the left and right edges, their facts above them, so that the middle
 * stays whole. The three targets and the draw pile share the felt that is left — smaller.
 */
function compactDzLayout(L: TableLayout, you: number | null): DzLayout {
  const s = L.scale;
  const m = Math.round(8 * s);
  const tall = L.form.name === 'tall';
  const n = L.seats.length;
  const viewer = anchorSeat(you);
  const factsH = Math.round(34 * s);
  const plates: Rect[] = [];
  const facts: Rect[] = [];
  const own = { ...L.ownPlate };
  const sides = tall ? null : sideSeats(L, n, viewer, factsH, m);
  for (let seat = 0; seat < n; seat++) {
    if (seat === viewer) {
      plates[seat] = own;
      facts[seat] = tall
        ? {
            x: own.x + own.width + m,
            y: Math.round(own.y + (own.height - factsH) / 2),
            width: Math.min(Math.round(260 * s), L.width - m - (own.x + own.width + m)),
            height: factsH,
          }
        : { x: own.x, y: own.y - factsH - 6 * s, width: own.width, height: factsH };
      continue;
    }
    if (sides) {
      plates[seat] = sides.plates[seat]!;
      facts[seat] = sides.facts[seat]!;
      continue;
    }
    const p = L.seats[seat]!;
    const r = {
      x: p.x - L.plate.width / 2,
      y: p.y - L.plate.height / 2,
      width: L.plate.width,
      height: L.plate.height,
    };
    plates[seat] = r;
    facts[seat] = { x: r.x, y: r.y + r.height + 6 * s, width: r.width, height: factsH };
  }
  const obstacles = [...plates, ...facts];
  const feltTop = L.topBar.height + m;
  const feltBottom = (tall ? Math.min(L.status.y, Math.min(own.y, facts[viewer]!.y)) : L.hand.y) - m;
  const area = clearOf(
    { x: m, y: feltTop, width: L.width - 2 * m, height: feltBottom - feltTop },
    obstacles,
    m,
    tall ? 1.5 : 1,
  );

  const cardW = Math.round((tall ? 56 : 50) * s);
  const smallCard = { width: cardW, height: Math.round(cardW * 1.4) };
  const pileLabel = Math.round(26 * s);
  const pileW = smallCard.width + Math.round(12 * s);
  const pileH = smallCard.height + Math.round(12 * s) + pileLabel;
  // Upright the columns are narrow: a target's caption may take two lines.
  const captionLines = tall ? 2 : 1;
  const captionH = Math.round((tall ? 48 : 28) * s);
  const gauge = 7 * s;
  const colHeight = (r: number): number => gauge + 2 * r + captionH + smallCard.height + 6 * s;
  // Upright the pile stands above the targets, the round's caption beside it; on its side
  // (or where the height runs short) the pile stands left of the targets, the caption under it.
  const above = tall && area.height - pileH - m >= gauge + 2 * 34 * s + captionH + smallCard.height + 6 * s;
  const rowTop = above ? area.y + pileH + m : area.y;
  const rowLeft = above ? area.x : area.x + pileW + m;
  const rowW = area.x + area.width - rowLeft;
  const colW = Math.floor(Math.min(236 * s, rowW / 3));
  const avail = area.y + area.height - rowTop;
  let radius = Math.min(60 * s, colW / 2 - 8 * s);
  while (colHeight(radius) > avail && radius > 22 * s) radius -= 2 * s;
  const top = rowTop + Math.max(0, (avail - colHeight(radius)) / 2);
  const ty = top + gauge + radius;
  const cx = rowLeft + rowW / 2;
  const targets = [-1, 0, 1].map((k) => {
    const x = cx + k * colW;
    return {
      x,
      y: ty,
      radius,
      captionY: ty + radius + gauge + captionH / 2,
      cardsY: ty + radius + gauge + captionH + smallCard.height / 2,
      cardsWidth: colW - 12 * s,
      column: { x: x - colW / 2, y: ty - radius - gauge, width: colW, height: colHeight(radius) },
    };
  }) as [TargetSlot, TargetSlot, TargetSlot];
  const pileCentre = above
    ? { x: area.x + pileW / 2, y: area.y + 6 * s + smallCard.height / 2 }
    : { x: area.x + pileW / 2, y: Math.round(targets[0].y) };
  const pileRect = {
    x: pileCentre.x - smallCard.width / 2 - 6 * s,
    y: pileCentre.y - smallCard.height / 2 - 6 * s,
    width: pileW,
    height: pileH,
  };
  const caption = above
    ? { x: area.x + pileW + 2 * m, y: area.y + 4 * s, maxWidth: area.width - pileW - 2 * m }
    : { x: area.x, y: pileRect.y + pileRect.height + 4 * s, maxWidth: pileW + m, roundOnly: true };
  const dialogTop = L.topBar.height + 8 * s;
  const dialog = {
    x: m,
    y: dialogTop,
    width: L.width - 2 * m,
    height: Math.max(100, (tall ? L.status.y : L.hand.y) - 8 * s - dialogTop),
  };
  return {
    s,
    scale: s,
    overlay: dialog,
    seats: plates.map((r) => ({ plate: { x: r.x + r.width / 2, y: r.y + r.height / 2 } })),
    smallCard,
    targets,
    pile: { x: pileCentre.x, y: pileCentre.y, rect: pileRect },
    facts,
    plates,
    buttons: { row: true, right: L.width - 14 * s, y: L.topBar.height + 10 * s, height: Math.round(48 * s) },
    caption,
    dialog,
    captionLines,
    regions: boardRegions(targets, pileRect, facts),
  };
}

/**
 * A phone on its side: the others in two columns at the window's edges (their facts above
 * their plates), clockwise from the viewer: up the left edge, down the right one.
 */
function sideSeats(
  L: TableLayout,
  n: number,
  viewer: number,
  factsH: number,
  m: number,
): { plates: Rect[]; facts: Rect[] } {
  const s = L.scale;
  const others = n - 1;
  const left = Math.ceil(others / 2);
  const right = others - left;
  const slot = L.plate.height + factsH + 6 * s;
  const top = L.topBar.height + m;
  // The left column ends above the own facts, the right one above the hand.
  const leftBottom = L.ownPlate.y - factsH - 6 * s - m;
  const rightBottom = L.hand.y - m;
  const plates: Rect[] = [];
  const facts: Rect[] = [];
  const place = (seat: number, x: number, i: number, count: number, bottom: number): void => {
    const pitch = Math.max(slot + m, (bottom - top) / Math.max(1, count));
    const y = Math.round(top + i * pitch + Math.max(0, pitch - slot) / 2);
    facts[seat] = { x, y, width: L.plate.width, height: factsH };
    plates[seat] = { x, y: y + factsH + 6 * s, width: L.plate.width, height: L.plate.height };
  };
  for (let rel = 1; rel <= others; rel++) {
    const seat = (viewer + rel) % n;
    if (rel <= left) place(seat, m, left - rel, left, leftBottom);
    else place(seat, L.width - m - L.plate.width, rel - left - 1, right, rightBottom);
  }
  return { plates, facts };
}

/** Card centres for a cascade of `n` small cards fitting `width`, centred on `cx`. */
export function cascade(n: number, cx: number, cardWidth: number, width: number): number[] {
  if (n <= 0) return [];
  const preferred = cardWidth * 0.55;
  const step = n === 1 ? 0 : Math.min(preferred, Math.max(0, width - cardWidth) / (n - 1));
  const span = step * (n - 1);
  return Array.from({ length: n }, (_, i) => cx - span / 2 + i * step);
}
