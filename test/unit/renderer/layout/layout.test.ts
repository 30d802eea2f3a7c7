import { describe, expect, it } from 'vitest';
import { cardSize, fanLayout } from '../../../../src/renderer/layout/fan';
import {
  DESIGN_HEIGHT,
  DESIGN_WIDTH,
  fontPx,
  MIN_FONT_PX,
  rectContains,
  uiScale,
} from '../../../../src/renderer/layout/scale';
import { seatPositions } from '../../../../src/renderer/layout/seats';
import { handFan, tableLayout } from '../../../../src/renderer/layout/table';
import { overlapArea } from '../../../../src/renderer/layout/room';
import { typeScale } from '../../../../src/renderer/theme/theme';

const SIZES = [
  [1024, 640],
  [1280, 800],
  [1366, 768],
  [1920, 1080],
  [2560, 1440],
  [3840, 2160],
] as const;

describe('uiScale and type', () => {
  it('is 1 at the design size and grows with the window', () => {
    expect(uiScale(DESIGN_WIDTH, DESIGN_HEIGHT)).toBe(1);
    expect(uiScale(1024, 640)).toBeCloseTo(0.8);
    expect(uiScale(1920, 1080)).toBeCloseTo(1.35);
    expect(uiScale(3840, 2160)).toBeCloseTo(2.7);
    const growing = SIZES.filter(([w]) => w !== 1366);
    for (let i = 1; i < growing.length; i++) {
      const [w, h] = growing[i]!;
      const [pw, ph] = growing[i - 1]!;
      expect(uiScale(w, h)).toBeGreaterThan(uiScale(pw, ph));
    }
  });

  it('survives nonsense sizes', () => {
    expect(uiScale(0, 0)).toBe(1);
    expect(uiScale(Number.NaN, 100)).toBe(1);
    expect(uiScale(100, 100)).toBeGreaterThan(0);
  });

  it('keeps every text role at 14 px or more from 1024 wide up', () => {
    for (const [w, h] of SIZES) {
      for (const role of Object.values(typeScale)) {
        expect(fontPx(role.size, uiScale(w, h))).toBeGreaterThanOrEqual(MIN_FONT_PX);
      }
    }
    // Even below the supported minimum the floor holds.
    expect(fontPx(18, uiScale(800, 500))).toBeGreaterThanOrEqual(MIN_FONT_PX);
  });
});

describe('seatPositions', () => {
  const area = { x: 100, y: 80, width: 800, height: 400 };
  for (let n = 3; n <= 7; n++) {
    it(`puts the viewer bottom centre and ${n - 1} others clockwise on the ellipse`, () => {
      for (let you = 0; you < n; you++) {
        const pts = seatPositions(n, you, area);
        expect(pts).toHaveLength(n);
        const me = pts[you]!;
        expect(me.x).toBeCloseTo(500);
        expect(me.y).toBeCloseTo(480);
        expect(me.side).toBe('bottom');
        for (const p of pts) {
          // on the ellipse
          const nx = (p.x - 500) / 400;
          const ny = (p.y - 280) / 200;
          expect(nx * nx + ny * ny).toBeCloseTo(1);
        }
        // The next seat clockwise sits to the viewer's left, the previous one to the right.
        expect(pts[(you + 1) % n]!.x).toBeLessThan(500);
        expect(pts[(you + n - 1) % n]!.x).toBeGreaterThan(500);
        // Every other seat is above the viewer.
        for (const p of pts) if (p.seat !== you) expect(p.y).toBeLessThan(me.y);
      }
    });
  }

  it('is symmetric left to right', () => {
    for (let n = 3; n <= 7; n++) {
      const pts = seatPositions(n, 0, area);
      for (let k = 1; k < n; k++) {
        expect(pts[k]!.x - 500).toBeCloseTo(-(pts[n - k]!.x - 500));
        expect(pts[k]!.y).toBeCloseTo(pts[n - k]!.y);
      }
    }
  });

  it('shows seat 0 at the bottom for a spectator', () => {
    const pts = seatPositions(4, null, area);
    expect(pts[0]!.y).toBeCloseTo(480);
    expect(seatPositions(0, 0, area)).toEqual([]);
  });
});

describe('fanLayout', () => {
  const base = { centerX: 640, baseY: 700, cardWidth: 107, cardHeight: 150, maxWidth: 900 };

  it('handles empty and single hands', () => {
    expect(fanLayout(0, base)).toEqual([]);
    expect(fanLayout(1, base)).toEqual([{ x: 640, y: 700, rotation: 0 }]);
  });

  for (const n of [2, 5, 10, 15]) {
    it(`fans ${n} cards symmetrically inside the width`, () => {
      const slots = fanLayout(n, base);
      expect(slots).toHaveLength(n);
      for (let i = 0; i < n; i++) {
        const a = slots[i]!;
        const b = slots[n - 1 - i]!;
        expect(a.x - 640).toBeCloseTo(-(b.x - 640));
        expect(a.y).toBeCloseTo(b.y);
        expect(a.rotation).toBeCloseTo(-b.rotation);
        if (i > 0) {
          expect(a.x).toBeGreaterThan(slots[i - 1]!.x);
          expect(a.rotation).toBeGreaterThan(slots[i - 1]!.rotation);
        }
        // The middle is highest: an arch, never dipping above the base line.
        expect(a.y).toBeGreaterThanOrEqual(700 - 1e-9);
      }
      const left = slots[0]!.x - base.cardWidth / 2;
      const right = slots[n - 1]!.x + base.cardWidth / 2;
      expect(right - left).toBeLessThanOrEqual(base.maxWidth + 1e-6);
      expect(Math.abs(slots[n - 1]!.rotation - slots[0]!.rotation)).toBeLessThanOrEqual(
        (30 * Math.PI) / 180 + 1e-9,
      );
    });
  }

  it('squeezes a big hand into a narrow width', () => {
    const slots = fanLayout(15, { ...base, maxWidth: 400 });
    expect(slots[14]!.x - slots[0]!.x + base.cardWidth).toBeLessThanOrEqual(400 + 1e-6);
  });

  it('sizes cards 5:7 with the scale', () => {
    expect(cardSize(1)).toEqual({ width: 107, height: 150 });
    expect(cardSize(2).height).toBe(300);
  });
});

describe('tableLayout', () => {
  for (const [w, h] of SIZES) {
    for (const seats of [3, 5, 7]) {
      it(`fits ${seats} seats at ${w}×${h}`, () => {
        const L = tableLayout(w, h, seats, 0);
        const screen = { x: 0, y: 0, width: w, height: h };
        for (const r of [L.topBar, L.felt, L.status, L.hand, L.ownPlate, L.sidePanel, L.centre]) {
          expect(rectContains(screen, r)).toBe(true);
        }
        // Seat plates stay on screen and below the top bar, above the status line.
        for (const p of L.seats) {
          if (p.seat === 0) continue;
          const plate = { x: p.x - L.plate.width / 2, y: p.y - L.plate.height / 2, ...L.plate };
          expect(rectContains(screen, plate)).toBe(true);
          expect(plate.y).toBeGreaterThanOrEqual(L.topBar.height);
          expect(plate.y + plate.height).toBeLessThanOrEqual(L.status.y + 1);
        }
        // The side panel never covers the hand; the status line sits above it.
        expect(L.sidePanel.y + L.sidePanel.height).toBeLessThanOrEqual(L.hand.y);
        expect(L.status.y + L.status.height).toBeLessThanOrEqual(L.hand.y);
        // Every card of a full fan shows whole above the bottom edge, rotation included.
        const slots = fanLayout(15, {
          centerX: w / 2,
          baseY: L.handBaseY,
          cardWidth: L.card.width,
          cardHeight: L.card.height,
          maxWidth: w - 2 * L.ownPlate.width,
        });
        for (const slot of slots) {
          const c = Math.cos(slot.rotation);
          const sn = Math.abs(Math.sin(slot.rotation));
          const lowest = slot.y + (L.card.height / 2) * c + (L.card.width / 2) * sn;
          expect(lowest).toBeLessThanOrEqual(h);
          expect(slot.y - L.card.height / 2).toBeGreaterThanOrEqual(L.status.y + L.status.height);
        }
      });
    }
  }
});

describe('tableLayout on a phone', () => {
  it('lays a 15-card hand in two readable rows at 390×844', () => {
    const L = tableLayout(390, 844, 3, 0);
    expect(L.form.name).toBe('tall');
    const slots = handFan(L, 15);
    const rows = [...new Set(slots.map((s) => Math.round(s.y)))];
    expect(rows.length).toBeGreaterThan(1);
    // Each card shows its left edge at least 0.4 of a card wide: the corner index is in sight,
    // and the index (a third of the card's width) is at least 11 CSS px.
    for (let i = 1; i < slots.length; i++)
      if (Math.abs(slots[i]!.y - slots[i - 1]!.y) < 8)
        expect(slots[i]!.x - slots[i - 1]!.x).toBeGreaterThanOrEqual(L.card.width * 0.4);
    expect(L.card.width * 0.33 * 0.7).toBeGreaterThanOrEqual(11);
    for (const s of slots) {
      expect(s.x - L.card.width / 2).toBeGreaterThanOrEqual(0);
      expect(s.x + L.card.width / 2).toBeLessThanOrEqual(390);
      expect(s.y + L.card.height / 2).toBeLessThanOrEqual(844);
      expect(s.y - L.card.height / 2).toBeGreaterThanOrEqual(L.status.y + L.status.height);
    }
  });

  for (const [w, h] of [
    [390, 844],
    [844, 390],
    [768, 1024],
  ] as const) {
    for (const seats of [3, 5, 7]) {
      it(`keeps ${seats} plates apart, on screen and off the hand and status at ${w}×${h}`, () => {
        const L = tableLayout(w, h, seats, 0);
        const screen = { x: 0, y: 0, width: w, height: h };
        const plates = L.seats.map((p) =>
          p.seat === 0 ? L.ownPlate : { x: p.x - L.plate.width / 2, y: p.y - L.plate.height / 2, ...L.plate },
        );
        plates.forEach((a, i) => {
          expect(rectContains(screen, a)).toBe(true);
          expect(a.y).toBeGreaterThanOrEqual(L.topBar.height);
          if (L.form.name === 'tall') expect(a.y + a.height).toBeLessThanOrEqual(L.status.y);
          plates.slice(i + 1).forEach((b) => expect(overlapArea(a, b)).toBe(0));
        });
        expect(L.barMenu).toBe(true);
        // The bar's buttons (the bar less 12 design px) are a fingertip's size.
        expect(L.topBar.height - 12 * L.scale).toBeGreaterThanOrEqual(43.5);
      });
    }
  }
});
