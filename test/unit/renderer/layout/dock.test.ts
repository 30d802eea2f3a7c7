/**
 * A lesson on a phone: the coach's dock and the table that gives way to it (layout/dock.ts), and
 * a phone's hand band sized to the hand (layout/table.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docksCoach, lessonDock, shiftLayout } from '../../../../src/renderer/layout/dock';
import { formOf } from '../../../../src/renderer/layout/form';
import { overlapArea } from '../../../../src/renderer/layout/room';
import {
  fitsOneRow,
  handFan,
  handTop,
  promptArea,
  tableLayout,
  type TableLayout,
} from '../../../../src/renderer/layout/table';

/** The table as the lesson screen lays it out: full, the dock, the scene's table and the chrome's. */
function docked(w: number, h: number, seats: number, band: number) {
  const full = tableLayout(w, h, seats, 0);
  const dock = lessonDock(w, h, full.form, full.topBar.height, band);
  if (!dock) return null;
  const sub = tableLayout(dock.width, dock.height, seats, 0, {
    like: full.form,
    noStatus: full.form.name === 'tall',
  });
  return { full, dock, sub, L: shiftLayout(sub, dock, full) };
}

const inside = (r: { x: number; y: number; width: number; height: number }, w: number, h: number): boolean =>
  r.x >= -0.5 && r.y >= -0.5 && r.x + r.width <= w + 0.5 && r.y + r.height <= h + 0.5;

describe('the lesson coach docked on a phone', () => {
  it('is for phones and tablets upright: a desktop finds room as before', () => {
    expect(docksCoach(formOf(390, 844))).toBe(true);
    expect(docksCoach(formOf(844, 390))).toBe(true);
    expect(docksCoach(formOf(768, 1024))).toBe(true);
    expect(docksCoach(formOf(1280, 800))).toBe(false);
    expect(lessonDock(1280, 800, formOf(1280, 800), 52, 200)).toBeNull();
  });

  it('takes a band under the top bar upright, at most its share of the height, and the table the rest', () => {
    const d = docked(390, 844, 3, 2000)!;
    expect(d.dock.rect).toMatchObject({ x: 0, y: d.full.topBar.height, width: 390 });
    expect(d.dock.rect.height).toBeLessThanOrEqual(844 * 0.28 + 1);
    // The scene's table keeps the window's form and scale (a tablet's would change it).
    expect(d.sub.form.name).toBe(d.full.form.name);
    expect(d.sub.form.scale).toBe(d.full.form.scale);
    // Nothing of the table lies in the dock, and everything lies in the window.
    const parts = [d.L.felt, d.L.hand, d.L.ownPlate, d.L.centre];
    for (const r of parts) {
      expect(overlapArea(r, d.dock.rect)).toBe(0);
      expect(inside(r, 390, 844)).toBe(true);
    }
    // Upright there is no status line: the own plate stands just above the hand.
    expect(d.sub.status.height).toBe(0);
    expect(d.L.ownPlate.y + d.L.ownPlate.height).toBeGreaterThan(d.full.ownPlate.y + d.full.ownPlate.height);
    // The top bar still spans the window.
    expect(d.L.topBar).toEqual(d.full.topBar);
  });

  it('takes a column at the left on its side; the status line stays in the top bar and gains its width', () => {
    const d = docked(844, 390, 4, 0)!;
    expect(d.dock.rect.x).toBe(0);
    expect(d.dock.rect.y).toBe(d.full.topBar.height);
    expect(d.dock.rect.height).toBe(390 - d.full.topBar.height);
    for (const r of [d.L.felt, d.L.hand, d.L.ownPlate, d.L.centre])
      expect(overlapArea(r, d.dock.rect)).toBe(0);
    expect(d.L.status.y + d.L.status.height).toBeLessThanOrEqual(d.L.topBar.height);
    expect(d.L.status.x + d.L.status.width).toBeLessThanOrEqual(844);
    expect(d.L.status.width).toBe(d.sub.status.width + d.dock.dx);
  });

  it('keeps every seat and the hand clear of the dock at any phone size and band (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 320, max: 480 }),
        fc.integer({ min: 640, max: 960 }),
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 0, max: 600 }),
        fc.boolean(),
        (a, b, seats, band, upright) => {
          const [w, h] = upright ? [a, b] : [b, a];
          const d = docked(w, h, seats, band);
          if (!d) return;
          for (const p of d.L.seats)
            expect(
              p.x >= d.dock.rect.x + d.dock.rect.width || p.y >= d.dock.rect.y + d.dock.rect.height,
            ).toBe(true);
          expect(overlapArea(d.L.hand, d.dock.rect)).toBe(0);
          expect(inside(d.L.hand, w, h)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("a phone's hand band", () => {
  const bandOf = (L: TableLayout): number => L.hand.height;

  it('takes one row for a hand whose corners all show in one, two for a big hand', () => {
    const two = tableLayout(390, 844, 3, 0, { handCards: 15 });
    const one = tableLayout(390, 844, 3, 0, { handCards: 5 });
    const unknown = tableLayout(390, 844, 3, 0);
    expect(bandOf(two)).toBe(bandOf(unknown));
    expect(bandOf(one)).toBeLessThan(bandOf(two));
    // The middle gains what the hand gives back.
    expect(one.centre.height).toBeGreaterThan(two.centre.height);
    // The fan agrees with the band: one row where it was made for one.
    const rows = (L: TableLayout, n: number): number => {
      const ys = handFan(L, n).map((s) => s.y);
      return Math.max(...ys) - Math.min(...ys) > L.card.height * 0.25 ? 2 : 1;
    };
    expect(rows(one, 5)).toBe(1);
    expect(rows(two, 15)).toBe(2);
  });

  it('fitsOneRow is the fan’s own rule (corners 40 % of a card apart)', () => {
    expect(fitsOneRow(1, 90, 100, 1000)).toBe(true);
    expect(fitsOneRow(8, 90, 374, 1000)).toBe(true);
    expect(fitsOneRow(9, 90, 374, 1000)).toBe(false);
  });

  it('lets a dialog reach into the free back row only where no status line stands above the hand', () => {
    const withStatus = tableLayout(390, 844, 3, 0);
    const area = { x: 8, y: 100, width: 374, height: 300 };
    expect(promptArea(area, withStatus, 5)).toEqual(area);
    const noStatus = tableLayout(390, 844, 3, 0, { noStatus: true });
    const grown = promptArea(area, noStatus, 5);
    expect(grown.y).toBe(area.y);
    expect(grown.y + grown.height).toBeLessThanOrEqual(handTop(noStatus, 5));
    expect(grown.height).toBeGreaterThan(area.height);
    // A hand of two rows leaves no free back row.
    expect(handTop(noStatus, 15)).toBe(noStatus.hand.y);
    expect(promptArea(area, null, 5)).toEqual(area);
  });
});
