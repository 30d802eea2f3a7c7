/**
 * Where the SevenSins table puts things, from the table screen's layout: the trick in the
 * middle, the turned trump card on its left and the phase facts on its right, each seat's bid
 * badge and (in the blind first phase) its face-up card, the dialog area above the status line
 * (never over the hand) and the overlay panel. Pure maths.
 */
import type { Point, Rect } from '../../layout/scale';
import { anchorSeat, type TableLayout } from '../../layout/table';
import { plateStrip, trickSeats, trickTableBase, type TrickTable } from '../../layout/trick-seats';

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
}

export function sevensinsLayout(L: TableLayout, players: number, you: number | null): SevenSinsLayout {
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
): Point & { scale: number } {
  for (let i = 0; i <= 6; i++) {
    const k = 1 - i * 0.05;
    const w = width * k;
    const h = height * k;
    const x = Math.round(area.x + (area.width - w) / 2);
    for (let y = Math.round(area.y + area.height - h); y >= area.y; y -= Math.max(1, Math.round(4 * s))) {
      if (!avoid.some((a) => overlaps(a, { x, y, width: w, height: h }, 4 * s))) return { x, y, scale: k };
    }
  }
  return {
    x: Math.round(area.x + (area.width - width) / 2),
    y: Math.round(area.y + area.height - height),
    scale: 1,
  };
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
