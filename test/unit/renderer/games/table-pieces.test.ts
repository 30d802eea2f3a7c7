/**
 * The trick tables' pieces on a phone do not lie over each other: the two narrow cases the
 * layout checker found (a phone on its side beside a lesson's coach, where the others go to the
 * top corners; seven SevenSins seats upright, where the upper row's blind cards hang down to
 * the lower seats) and the forms around them.
 */
import { describe, expect, it } from 'vitest';
import { sevensinsLayout } from '../../../../src/renderer/games/sevensins/layout';
import { siegelLayout } from '../../../../src/renderer/games/siegel/layout';
import { formOf } from '../../../../src/renderer/layout/form';
import type { Rect } from '../../../../src/renderer/layout/scale';
import { tableLayout, type TableLayout } from '../../../../src/renderer/layout/table';
import { othersInTopCorners } from '../../../../src/renderer/layout/trick-seats';

const overlap = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const plateOf = (L: TableLayout, p: { x: number; y: number }): Rect => ({
  x: p.x - L.plate.width / 2,
  y: p.y - L.plate.height / 2,
  width: L.plate.width,
  height: L.plate.height,
});

/** The middle card of the trick. */
const trickRect = (lay: {
  trickCentre: { x: number; y: number };
  trickCard: { width: number; height: number };
}): Rect => ({
  x: lay.trickCentre.x - lay.trickCard.width / 2,
  y: lay.trickCentre.y - lay.trickCard.height / 2,
  width: lay.trickCard.width,
  height: lay.trickCard.height,
});

/** Pairs of named rects that overlap. */
function clashes(named: [string, Rect][]): string[] {
  const out: string[] = [];
  for (let i = 0; i < named.length; i++)
    for (let j = i + 1; j < named.length; j++)
      if (overlap(named[i]![1], named[j]![1])) out.push(`${named[i]![0]} × ${named[j]![0]}`);
  return out;
}

/** The table beside a lesson's docked column on a phone on its side (layout/dock.ts). */
function docked(players: number): TableLayout {
  const form = formOf(844, 390);
  return tableLayout(844 - 260 * form.scale, 390, players, 0, { like: form });
}

describe('a phone on its side beside the lesson coach', () => {
  it('puts the two others at the top corners for three players only', () => {
    expect(othersInTopCorners(docked(3), 3, 0).corners).toBe(true);
    expect(othersInTopCorners(docked(4), 4, 0).corners).toBe(false);
    expect(othersInTopCorners(tableLayout(844, 390, 3, 0), 3, 0).corners).toBe(false);
  });

  it('Siegel: plates, racks, the tray and the trick are apart, all above the hand', () => {
    const L = docked(3);
    const lay = siegelLayout(L, 3, 0);
    const others = lay.seats.filter((sp) => sp.seat !== 0);
    const trick = trickRect(lay);
    const named: [string, Rect][] = [
      ['tray', lay.supply],
      ['trick', trick],
      ...others.flatMap((sp): [string, Rect][] => [
        [`plate ${sp.seat}`, plateOf(L, sp.plate)],
        [`rack ${sp.seat}`, sp.rack],
      ]),
    ];
    expect(clashes(named)).toEqual([]);
    for (const [name, r] of named) {
      expect(r.y, name).toBeGreaterThanOrEqual(L.topBar.height);
      expect(r.y + r.height, name).toBeLessThanOrEqual(L.hand.y);
    }
  });

  it('SevenSins: plates, badges, blind cards, trump, phase and the trick are apart', () => {
    const L = docked(3);
    const lay = sevensinsLayout(L, 3, 0);
    const others = lay.seats.filter((sp) => sp.seat !== 0);
    const trick = trickRect(lay);
    const named: [string, Rect][] = [
      ['trump', lay.trumpPanel],
      ['phase', lay.phasePanel],
      ['trick', trick],
      ...lay.blindCards.map((c, i): [string, Rect] => [`blind ${i}`, c]),
      ...others.flatMap((sp): [string, Rect][] => [
        [`plate ${sp.seat}`, plateOf(L, sp.plate)],
        [`badge ${sp.seat}`, sp.badge],
      ]),
    ];
    expect(clashes(named)).toEqual([]);
    expect(lay.trumpBeside).toBe(true);
    expect(lay.trumpPanel.y + lay.trumpPanel.height).toBeLessThanOrEqual(L.hand.y);
  });
});

describe('SevenSins upright with many seats', () => {
  for (const players of [5, 6, 7]) {
    it(`${players} players at 390×844: no blind card over another seat's plate or badge`, () => {
      const L = tableLayout(390, 844, players, 0, { handCards: 1 });
      const lay = sevensinsLayout(L, players, 0);
      const others = lay.seats.filter((sp) => sp.seat !== 0);
      const named: [string, Rect][] = [
        ...lay.blindCards.map((c, i): [string, Rect] => [`blind ${i}`, c]),
        ...others.flatMap((sp): [string, Rect][] => [
          [`plate ${sp.seat}`, plateOf(L, sp.plate)],
          [`badge ${sp.seat}`, sp.badge],
        ]),
      ];
      expect(clashes(named)).toEqual([]);
      // The trick's middle keeps a card's height above the own plate.
      expect(L.ownPlate.y - lay.trickCentre.y).toBeGreaterThanOrEqual(lay.trickCard.height / 2);
    });
  }
});
