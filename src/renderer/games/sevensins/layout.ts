/**
 * Where the SevenSins table puts things, from the table screen's layout: the trick in the
 * middle, the turned trump card on its left and the phase facts on its right, each seat's bid
 * badge and (in the blind first phase) its face-up card, the dialog area above the status line
 * (never over the hand) and the overlay panel. Pure maths.
 */
import { PRIORITY, type Region } from '../../layout/room';
import type { Point, Rect } from '../../layout/scale';
import type { SeatPoint } from '../../layout/seats';
import { anchorSeat, type TableLayout } from '../../layout/table';
import {
  othersInTopCorners,
  plateStrip,
  trickSeats,
  trickTableBase,
  type TrickTable,
} from '../../layout/trick-seats';
import { openArea, plateRect } from '../elements/compact';

/** What the SevenSins table puts at a seat besides its plate and trick card. */
export interface SeatMarks {
  /** The bid/won badge. */
  badge: Rect;
  /** Centre of the seat's face-up card in the blind first phase (other seats only). */
  blind: Point;
}

export interface SevenSinsLayout extends TrickTable<SeatMarks> {
  /** The turned trump card's panel (left of the trick). */
  trumpPanel: Rect;
  /** The phase facts (right of the trick). */
  phasePanel: Rect;
  /** Width of the small blind-phase cards over the seats. */
  blindCardWidth: number;
  /** Width of the turned card in its panel. */
  trumpCardWidth: number;
  /** The other seats' face-up cards in the blind first phase. */
  blindCards: Rect[];
  /**
   * What a dialog of the blind first phase should leave visible: those cards and the other
   * seats' plates and badges. It may cover the empty trick and the trump and phase panels,
   * whose facts it repeats.
   */
  blindAvoid: Rect[];
  /** What a dialog should leave visible if it can (on a phone: the own plate and badge). */
  dialogAvoid: Rect[];
  /** The smallest a dialog may shrink to stay clear (on a phone a little: its tiles stay finger-sized). */
  dialogMinScale: number;
  /** A phone upright: the dialogs put their tiles under their words, the turned card beside them. */
  trumpAcross: boolean;
  /** The trump panel shows the turned card beside its words rather than above them. */
  trumpBeside: boolean;
  /** A phone: dialogs leave out the keyboard line and wrap their tiles to the width. */
  compact: boolean;
  /** What the table shows that matters (overlays and the coach find room around it). */
  regions: Region[];
}

export function sevensinsLayout(L: TableLayout, players: number, you: number | null): SevenSinsLayout {
  if (L.form.compact) return compactLayout(L, players, you);
  const base = trickTableBase(L, 720, 900);
  const { s, trickCard } = base;
  const viewer = anchorSeat(you);
  const badgeH = Math.round(30 * s);
  const blindCardWidth = Math.round(L.card.width * 0.56);
  const blindCardH = Math.round(blindCardWidth * 1.4);

  const trickCentre = {
    x: Math.round(L.width / 2),
    y: Math.round(L.seatArea.y + L.seatArea.height * 0.43),
  };
  const reachMax = trickCard.height * 0.55;

  const trick = { centre: trickCentre, reachMax, sideways: 1.3 };
  const seats = trickSeats(L, players, you, trick, ({ own, plate }) => {
    // Seats in the lower part of the table carry their badge above the plate (below it would
    // run into the viewer's plate, the buttons or the status line) and their blind card beside.
    const lower = !own && plate.y > L.seatArea.y + L.seatArea.height * 0.62;
    const badge = plateStrip(L, { own, plate }, badgeH, lower);
    // The blind card stands above the plate when there is room, else beside it (towards the middle).
    const above = plate.y - L.plate.height / 2 - 8 * s - blindCardH;
    const blind =
      !lower && above >= L.topBar.height + 6 * s
        ? { x: plate.x, y: Math.round(above + blindCardH / 2) }
        : {
            x: Math.round(
              plate.x + (plate.x <= L.width / 2 ? 1 : -1) * (L.plate.width / 2 + 12 * s + blindCardWidth / 2),
            ),
            y: Math.round(plate.y + 4 * s),
          };
    return { badge, blind };
  });

  // The turned card left of the trick, the phase facts right of it: clear of the dialogs (which
  // are at most ~290 px from the middle) and of every seat's plate, badge and blind card.
  const panelW = Math.round(136 * s);
  const trumpCardWidth = Math.round(L.card.width * 0.62);
  const panelH = Math.round(trumpCardWidth * 1.4 + 100 * s);
  const blocked: Rect[] = [];
  const blindCards: Rect[] = [];
  for (const sp of seats) {
    blocked.push(
      {
        x: sp.plate.x - L.plate.width / 2,
        y: sp.plate.y - L.plate.height / 2,
        width: L.plate.width,
        height: L.plate.height,
      },
      sp.badge,
    );
    if (sp.seat !== viewer || you === null) {
      const card = {
        x: sp.blind.x - blindCardWidth / 2,
        y: sp.blind.y - blindCardH / 2,
        width: blindCardWidth,
        height: blindCardH,
      };
      blocked.push(card);
      blindCards.push(card);
    }
  }
  const place = (side: -1 | 1): Rect => {
    const top = L.topBar.height + 8 * s;
    const bottom = L.status.y - 8 * s;
    let first: Rect | null = null;
    for (const gap of [292, 250, 210, 330, 370]) {
      for (const dy of [30, 0, 70, -40, 110, -80, 150]) {
        const x = side < 0 ? trickCentre.x - gap * s - panelW : trickCentre.x + gap * s;
        const r = {
          x: Math.round(x),
          y: Math.round(trickCentre.y + dy * s - panelH / 2),
          width: panelW,
          height: panelH,
        };
        if (r.y < top || r.y + r.height > bottom || r.x < 8 * s || r.x + r.width > L.width - 8 * s) continue;
        first ??= r;
        if (!blocked.some((b) => overlaps(b, r, 6 * s))) return r;
      }
    }
    return (
      first ?? {
        x: Math.round(trickCentre.x + side * 292 * s - (side < 0 ? panelW : 0)),
        y: Math.round(trickCentre.y - panelH / 2),
        width: panelW,
        height: panelH,
      }
    );
  };
  const trumpPanel = place(-1);
  const phasePanel = place(1);
  const blindAvoid = [
    ...blindCards,
    ...seats
      .filter((sp) => sp.seat !== viewer || you === null)
      .flatMap((sp) => [
        {
          x: sp.plate.x - L.plate.width / 2,
          y: sp.plate.y - L.plate.height / 2,
          width: L.plate.width,
          height: L.plate.height,
        },
        sp.badge,
      ]),
  ];

  return {
    ...base,
    trickCentre,
    trumpPanel,
    phasePanel,
    blindCardWidth,
    trumpCardWidth,
    seats,
    blindCards,
    blindAvoid,
    dialogAvoid: [],
    dialogMinScale: 0.7,
    trumpAcross: false,
    trumpBeside: false,
    compact: false,
    // On a desktop the summary stands centred over the table as before, the coach beside it
    // (it keeps clear of the trump and the trick by their ids).
    regions: [],
    // Right of the hand (the fan never reaches the corner), clear of every seat.
    buttons: { right: Math.round(L.width - 16 * s), bottom: Math.round(L.height - 12 * s) },
  };
}

/**
 * Where a dialog of this size sits in `area`, and at what scale: at the bottom, centred, unless
 * that covers one of `avoid`; then as far down as it stays clear of them. Where no place is
 * clear at full size (six or seven players: the lower seats' blind cards reach into the
 * dialog's place), it shrinks a little rather than climb over the seats, to no less than 70%.
 * Nothing clear even then: the bottom at full size.
 */
export function dialogSpot(
  area: Rect,
  width: number,
  height: number,
  avoid: readonly Rect[],
  s: number,
  minScale = 0.7,
): Point & { scale: number; clear: boolean } {
  for (let i = 0; i <= 6; i++) {
    const k = 1 - i * 0.05;
    if (k < minScale - 1e-6) break;
    const w = width * k;
    const h = height * k;
    const x = Math.round(area.x + (area.width - w) / 2);
    for (let y = Math.round(area.y + area.height - h); y >= area.y; y -= Math.max(1, Math.round(4 * s))) {
      if (!avoid.some((a) => overlaps(a, { x, y, width: w, height: h }, 4 * s)))
        return { x, y, scale: k, clear: true };
    }
  }
  // Too tall for the area (a phone whose table gave way to the lesson's coach): from the area's
  // top down, over what lies below it, never up over the top bar.
  return {
    x: Math.round(area.x + (area.width - width) / 2),
    y: Math.round(Math.max(area.y, area.y + area.height - height)),
    scale: 1,
    clear: false,
  };
}

type DraftSeat = { seat: number; plate: Point; badge: Rect; blind: Point };

const isSide = (L: TableLayout, seat: number): boolean => {
  const side = L.seats[seat]?.side;
  return side === 'left' || side === 'right';
};

/**
 * How far the side seats of an upright table (the lower row) must go down so that no blind card
 * of the upper row lies over their plates or badges: 0 where none does.
 */
function sideSeatsDrop(
  L: TableLayout,
  draft: readonly DraftSeat[],
  viewer: number,
  you: number | null,
  cardW: number,
  cardH: number,
  m: number,
): number {
  const others = draft.filter((sp) => sp.seat !== viewer || you === null);
  const upper = others.filter((sp) => !isSide(L, sp.seat));
  const lower = others.filter((sp) => isSide(L, sp.seat));
  if (upper.length === 0 || lower.length === 0) return 0;
  const cards = upper.map((sp) => ({
    x: sp.blind.x - cardW / 2,
    y: sp.blind.y - cardH / 2,
    width: cardW,
    height: cardH,
  }));
  const hit = lower.some((sp) =>
    [plateRect(L, sp.plate), sp.badge].some((r) => cards.some((c) => overlaps(c, r, 2))),
  );
  if (!hit) return 0;
  const cardsBottom = Math.max(...cards.map((c) => c.y + c.height));
  // A lower seat's top: its plate's, or its own card's beside it (a card is taller than a plate).
  const platesTop = Math.min(
    ...lower.map((sp) => Math.min(sp.plate.y - L.plate.height / 2, sp.blind.y - cardH / 2)),
  );
  return Math.max(0, Math.round(cardsBottom + m - platesTop));
}

/** `L` with the side seats `drop` lower (see sideSeatsDrop). */
function lowered(L: TableLayout, draft: readonly DraftSeat[], drop: number): TableLayout {
  const down = new Set(draft.filter((sp) => isSide(L, sp.seat)).map((sp) => sp.seat));
  return { ...L, seats: L.seats.map((p) => (down.has(p.seat) ? { ...p, y: p.y + drop } : p)) };
}

/** Do two rectangles overlap (with a margin)? */
export function overlaps(a: Rect, b: Rect, margin = 0): boolean {
  return (
    a.x < b.x + b.width + margin &&
    b.x < a.x + a.width + margin &&
    a.y < b.y + b.height + margin &&
    b.y < a.y + a.height + margin
  );
}

/**
 * A phone: the others' plates where the table layout puts them (rows under the top bar upright,
 * the sides of a flat ellipse on its side), each with its badge below and, in the blind phase,
 * its card beside the badge (upright) or beside the plate (on its side). The middle left over
 * takes the turned card and the phase facts (a row above the trick upright; left and right of
 * it on its side); dialogs may cover the middle, but not the blind cards, and stay above the
 * own plate where they can.
 */
function compactLayout(full: TableLayout, players: number, you: number | null): SevenSinsLayout {
  // Beside a lesson's coach on a phone on its side: the others at the top corners, the trick
  // between them, the turned card and the phase facts under their badges.
  const placed = othersInTopCorners(full, players, you);
  const corners = placed.corners;
  let L = placed.L;
  const base = trickTableBase(L, 720, 900);
  const { s, trickCard } = base;
  const tall = L.form.name === 'tall';
  const viewer = anchorSeat(you);
  const m = Math.round(8 * s);
  // Tall enough for two lines: a plate's width holds "bid 1 · won 0" only wrapped.
  const badgeH = Math.round(50 * s);
  const blindCardWidth = Math.round(L.card.width * (tall ? 0.5 : 0.56));
  const blindCardH = Math.round(blindCardWidth * 1.4);
  // The trick's centre is set once the middle is known; the seats are laid out around it.
  const trick = {
    centre: { x: L.width / 2, y: L.height / 2 },
    reachMax: trickCard.height * 0.55,
    sideways: 1.3,
  };
  const marks = (at: { own: boolean; plate: Point; point: SeatPoint }): SeatMarks => {
    if (at.own) {
      // Upright, the own badge stands right of the own plate (wider than a plate where the
      // window leaves room: its words need it); on its side above it.
      const badge = tall
        ? {
            x: L.ownPlate.x + L.ownPlate.width + m,
            y: Math.round(L.ownPlate.y + (L.ownPlate.height - badgeH) / 2),
            width: Math.round(
              Math.min(L.plate.width * 1.35, L.width - L.ownPlate.x - L.ownPlate.width - 2 * m),
            ),
            height: badgeH,
          }
        : plateStrip(L, at, badgeH);
      return { badge, blind: at.plate };
    }
    const strip = plateStrip(L, at, badgeH);
    // Upright, the U's two lower seats (four others or more) hold their card beside the plate,
    // towards the middle: under the badge it would take the trick's room.
    const inward = at.plate.x <= L.width / 2 ? 1 : -1;
    const beside = Math.round(at.plate.x + inward * (L.plate.width / 2 + m + blindCardWidth / 2));
    if (tall && players - 1 >= 4 && (at.point.side === 'left' || at.point.side === 'right'))
      return { badge: strip, blind: { x: beside, y: Math.round(at.plate.y) } };
    if (tall) {
      // The blind card under the badge, at the plate's right end.
      const blind = {
        x: Math.round(strip.x + strip.width - blindCardWidth / 2 - 4 * s),
        y: Math.round(strip.y + strip.height + 6 * s + blindCardH / 2),
      };
      return { badge: strip, blind };
    }
    return { badge: strip, blind: { x: beside, y: Math.round(at.plate.y) } };
  };
  let draft = trickSeats(L, players, you, trick, (at) => marks(at));
  if (tall) {
    // Upright with many others, the upper row's blind cards hang down to where the two side
    // seats below stand: those go down past the cards (the middle gives the height).
    const drop = sideSeatsDrop(L, draft, viewer, you, blindCardWidth, blindCardH, m);
    if (drop > 0) {
      L = lowered(L, draft, drop);
      draft = trickSeats(L, players, you, trick, (at) => marks(at));
    }
  }
  const blindCards: Rect[] = [];
  const blocks: Rect[] = [];
  const blindAvoid: Rect[] = [];
  for (const sp of draft) {
    if (sp.seat === viewer && you !== null) continue;
    const card = {
      x: Math.round(sp.blind.x - blindCardWidth / 2),
      y: Math.round(sp.blind.y - blindCardH / 2),
      width: blindCardWidth,
      height: blindCardH,
    };
    blindCards.push(card);
    const plate = plateRect(L, sp.plate);
    blocks.push(plate, sp.badge, card);
    blindAvoid.push(card, plate, sp.badge);
  }
  const area = openArea(L, blocks);
  // The turned card and the phase facts: a row at the top of the middle upright, the two
  // sides of the trick on its side.
  const trumpCardWidth = Math.round(L.card.width * (tall ? 0.5 : 0.6));
  const trumpCardH = Math.round(trumpCardWidth * 1.4);
  let trumpPanel: Rect;
  let phasePanel: Rect;
  let trickArea: Rect;
  if (corners) {
    const others = draft.filter((sp) => sp.seat !== viewer || you === null);
    const below = Math.max(...others.map((sp) => sp.badge.y + sp.badge.height)) + m;
    const bottom = L.hand.y - m;
    const panelH = Math.max(0, bottom - below);
    trumpPanel = { x: m, y: below, width: L.plate.width, height: panelH };
    phasePanel = { x: L.width - m - L.plate.width, y: below, width: L.plate.width, height: panelH };
    const top = Math.max(area.y, ...blindCards.map((c) => c.y + c.height + m));
    trickArea = {
      x: trumpPanel.x + trumpPanel.width + m,
      y: top,
      width: phasePanel.x - trumpPanel.x - trumpPanel.width - 2 * m,
      height: Math.max(0, bottom - top),
    };
  } else if (tall) {
    const rowH = Math.round(trumpCardH + 24 * s);
    const half = Math.round((area.width - m) / 2);
    trumpPanel = { x: area.x, y: area.y, width: half, height: rowH };
    phasePanel = { x: area.x + half + m, y: area.y, width: area.width - half - m, height: rowH };
    trickArea = { x: area.x, y: area.y + rowH + m, width: area.width, height: area.height - rowH - m };
  } else {
    const panelW = Math.round(Math.min(136 * s, area.width * 0.28));
    const panelH = Math.round(Math.min(area.height, trumpCardH + 86 * s));
    trumpPanel = { x: area.x, y: area.y, width: panelW, height: panelH };
    phasePanel = { x: area.x + area.width - panelW, y: area.y, width: panelW, height: panelH };
    trickArea = {
      x: area.x + panelW + m,
      y: area.y,
      width: area.width - 2 * (panelW + m),
      height: area.height,
    };
  }
  const trickCentre = {
    x: Math.round(trickArea.x + trickArea.width / 2),
    y: Math.round(trickArea.y + trickArea.height / 2),
  };
  // The trick's reach: its cards stay inside the middle.
  const reachMax = Math.max(
    0,
    Math.min(
      trickCard.height * 0.55,
      (trickArea.height - trickCard.height) / 2,
      (trickArea.width - trickCard.width) / 2.6,
    ),
  );
  const seats = trickSeats(L, players, you, { centre: trickCentre, reachMax, sideways: 1.3 }, (at) =>
    marks(at),
  );
  const own = seats.find((sp) => sp.seat === viewer);
  const dialogAvoid = tall && own ? [L.ownPlate, own.badge] : [];
  const dialogTop = L.topBar.height + m;
  const dialogBottom = tall ? L.status.y - m : L.hand.y - m;
  return {
    ...base,
    dialog: { x: m, y: dialogTop, width: L.width - 2 * m, height: Math.max(0, dialogBottom - dialogTop) },
    trickCentre,
    trumpPanel,
    phasePanel,
    blindCardWidth,
    trumpCardWidth,
    seats,
    blindCards,
    blindAvoid,
    dialogAvoid,
    // A phone: shrink no more than keeps a 56-design-px tile a fingertip (50 × 0.92 = 46 CSS px).
    dialogMinScale: 0.9,
    trumpAcross: tall,
    trumpBeside: tall || corners,
    compact: true,
    regions: tableRegions(trickCentre, trickCard, reachMax, trumpPanel, phasePanel, seats),
    buttons: { right: Math.round(L.width - 16 * s), bottom: Math.round(L.height - 12 * s) },
  };
}

/** The trick (with its reach), the turned card, the phase facts and each seat's badge, by priority. */
function tableRegions(
  centre: Point,
  card: { width: number; height: number },
  reach: number,
  trumpPanel: Rect,
  phasePanel: Rect,
  seats: readonly { badge: Rect }[],
): Region[] {
  const w = card.width + 2.6 * reach;
  const h = card.height + 2 * reach;
  return [
    {
      rect: { x: centre.x - w / 2, y: centre.y - h / 2, width: w, height: h },
      priority: PRIORITY.board,
      id: 'trick',
    },
    { rect: trumpPanel, priority: PRIORITY.board, id: 'trump' },
    { rect: phasePanel, priority: PRIORITY.players, id: 'phase' },
    ...seats.map((sp, i) => ({ rect: sp.badge, priority: PRIORITY.players, id: `badge:${i}` })),
  ];
}
