/**
 * A spectator (a LAN guest without a seat, or a page following a bots' table) has no hand:
 * seat 0's plate then stands in the own slot, bottom left, and no plate may sit on the status
 * line (at the ellipse's bottom point it did, in every game but 13).
 */
import { describe, expect, it } from 'vitest';
import { abyssLayout } from '../../../../src/renderer/games/abyss/layout';
import { dzLayout } from '../../../../src/renderer/games/dreizehn/layout';
import { sevensinsLayout } from '../../../../src/renderer/games/sevensins/layout';
import { siegelLayout } from '../../../../src/renderer/games/siegel/layout';
import type { Point, Rect } from '../../../../src/renderer/layout/scale';
import { tableLayout, type TableLayout } from '../../../../src/renderer/layout/table';

const SIZES = [
  [1024, 640],
  [1280, 800],
  [1920, 1080],
] as const;

const GAMES: { game: string; players: [number, number]; plates: (L: TableLayout, n: number) => Rect[] }[] = [
  {
    game: 'siegel',
    players: [3, 5],
    plates: (L, n) => siegelLayout(L, n, null).seats.map((sp) => around(L, sp.plate)),
  },
  {
    game: 'sevensins',
    players: [3, 7],
    plates: (L, n) => sevensinsLayout(L, n, null).seats.map((sp) => around(L, sp.plate)),
  },
  {
    game: 'abyss',
    players: [3, 6],
    plates: (L, n) => abyssLayout(L, n, null, 20).seats.map((sp) => around(L, sp.plate)),
  },
  { game: 'dreizehn', players: [3, 6], plates: (L) => dzLayout(L, null).plates },
];

function around(L: TableLayout, p: Point): Rect {
  return {
    x: p.x - L.plate.width / 2,
    y: p.y - L.plate.height / 2,
    width: L.plate.width,
    height: L.plate.height,
  };
}

function overlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('a spectator’s table', () => {
  for (const { game, players, plates } of GAMES) {
    it(`${game}: seat 0 in the own slot, no plate on the status line`, () => {
      for (const [w, h] of SIZES) {
        for (let n = players[0]; n <= players[1]; n++) {
          // The table screen lays a spectator's table out around seat 0.
          const L = tableLayout(w, h, n, 0);
          const rects = plates(L, n);
          expect(rects, `${game} ${n}p ${w}×${h}`).toHaveLength(n);
          expect(rects[0], `${game} ${n}p ${w}×${h}: seat 0`).toEqual(L.ownPlate);
          for (const [seat, r] of rects.entries())
            expect(overlap(r, L.status), `${game} ${n}p ${w}×${h}: seat ${seat} on the status line`).toBe(
              false,
            );
        }
      }
    });
  }
});
