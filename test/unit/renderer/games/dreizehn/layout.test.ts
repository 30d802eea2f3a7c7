import { describe, expect, it } from 'vitest';
import { tableLayout } from '../../../../../src/renderer/layout/table';
import { cascade, dzLayout, intersects } from '../../../../../src/renderer/games/dreizehn/layout';

const SIZES: [number, number][] = [
  // The replay's table beside a docked report (1280×800 and 1920×1080 windows).
  [916, 742],
  [1456, 1022],
  [1024, 640],
  [1280, 800],
  [1920, 1080],
  [3840, 2160],
];

describe('13 layout', () => {
  for (const [w, h] of SIZES) {
    for (let players = 3; players <= 6; players++) {
      it(`${players} players at ${w}×${h}: targets, pile, plates and facts stay clear of each other and the hand`, () => {
        const L = tableLayout(w, h, players, 0);
        const D = dzLayout(L, 0);
        const cols = D.targets.map((t) => t.column);
        for (let i = 0; i < cols.length; i++) {
          for (let j = i + 1; j < cols.length; j++) expect(intersects(cols[i]!, cols[j]!)).toBe(false);
          expect(cols[i]!.y + cols[i]!.height).toBeLessThanOrEqual(L.status.y + 0.5);
          expect(cols[i]!.y).toBeGreaterThanOrEqual(L.topBar.height);
        }
        for (const c of cols) expect(intersects(c, D.pile.rect)).toBe(false);
        // The draw pile covers no seat's plate or score strip (six players fill the usual places).
        D.plates.forEach((r, seat) =>
          expect(intersects(r, D.pile.rect), `pile on plate ${seat}`).toBe(false),
        );
        D.facts.forEach((r, seat) => expect(intersects(r, D.pile.rect), `pile on strip ${seat}`).toBe(false));
        D.facts.forEach((f, seat) => {
          expect(f.y + f.height).toBeLessThanOrEqual(L.hand.y + 0.5);
          for (const c of cols) expect(intersects(c, f), `facts of seat ${seat}`).toBe(false);
          // Clear of a plate's ring too (the seat to act is ringed a few pixels outside its plate).
          const p = D.plates[seat]!;
          const ringed = { x: p.x - 6 * L.scale, y: p.y, width: p.width + 12 * L.scale, height: p.height };
          for (const c of cols) expect(intersects(c, ringed), `plate of seat ${seat}`).toBe(false);
        });
        // The dialog area never reaches the hand.
        expect(D.dialog.y + D.dialog.height).toBeLessThanOrEqual(L.hand.y);
      });
    }
  }

  it('fits a cascade of cards into its width', () => {
    expect(cascade(1, 100, 60, 200)).toEqual([100]);
    const xs = cascade(8, 100, 60, 200);
    expect(xs[xs.length - 1]! - xs[0]! + 60).toBeLessThanOrEqual(200.001);
  });
});

describe('13 layout on phones', () => {
  for (const [w, h] of [
    [390, 844],
    [844, 390],
    [768, 1024],
  ] as const) {
    for (let players = 3; players <= 5; players++) {
      it(`${players} players at ${w}×${h}: targets, pile, plates and facts stay apart and above the hand`, () => {
        const L = tableLayout(w, h, players, 0);
        const D = dzLayout(L, 0);
        const cols = D.targets.map((t) => t.column);
        const seats = [...D.plates, ...D.facts];
        for (const c of [...cols, D.pile.rect]) {
          for (const r of seats) expect(intersects(c, r)).toBe(false);
          expect(c.y + c.height).toBeLessThanOrEqual(L.hand.y + 0.5);
          expect(c.x).toBeGreaterThanOrEqual(0);
          expect(c.x + c.width).toBeLessThanOrEqual(w + 0.5);
        }
        for (const c of cols) expect(intersects(c, D.pile.rect)).toBe(false);
        expect(D.targets[0].radius).toBeGreaterThanOrEqual(22 * L.scale);
      });
    }
  }
});
