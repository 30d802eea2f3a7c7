import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findRoom, overlapArea, PRIORITY, type Region } from '../../../../src/renderer/layout/room';
import { formOf, TOUCH_TARGET_PX } from '../../../../src/renderer/layout/form';

const within = { x: 0, y: 0, width: 400, height: 800 };

describe('findRoom', () => {
  it('keeps the preferred corner when it covers nothing that matters more', () => {
    const hand: Region = { rect: { x: 0, y: 600, width: 400, height: 200 }, priority: PRIORITY.hand };
    const r = findRoom({
      within,
      width: 200,
      height: 100,
      priority: PRIORITY.decision,
      regions: [hand],
      prefer: [{ x: 10, y: 10 }],
    });
    expect(r).toEqual({ x: 10, y: 10, width: 200, height: 100 });
  });

  it('moves off the hand and the board, and over the players rather than the trick', () => {
    const regions: Region[] = [
      { rect: { x: 0, y: 600, width: 400, height: 200 }, priority: PRIORITY.hand },
      { rect: { x: 100, y: 250, width: 200, height: 200 }, priority: PRIORITY.board },
      { rect: { x: 0, y: 0, width: 400, height: 80 }, priority: PRIORITY.players },
    ];
    // Prefers to sit over the hand: refused; must not cover the board either.
    const r = findRoom({
      within,
      width: 380,
      height: 150,
      priority: PRIORITY.board + 1,
      regions,
      prefer: [{ x: 10, y: 620 }],
    })!;
    expect(r).not.toBeNull();
    for (const g of regions.slice(0, 2)) expect(overlapArea(r, g.rect)).toBe(0);
  });

  it('says there is no room when every place covers something that matters more', () => {
    const hand: Region = { rect: within, priority: PRIORITY.hand };
    expect(
      findRoom({ within, width: 50, height: 50, priority: PRIORITY.decision, regions: [hand] }),
    ).toBeNull();
    expect(findRoom({ within, width: 500, height: 50, priority: PRIORITY.decision, regions: [] })).toBeNull();
  });

  it('never covers a region of its priority or higher, for any regions (property)', () => {
    const rect = fc.record({
      x: fc.integer({ min: 0, max: 380 }),
      y: fc.integer({ min: 0, max: 780 }),
      width: fc.integer({ min: 1, max: 200 }),
      height: fc.integer({ min: 1, max: 300 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ rect, priority: fc.constantFrom(0, 30, 50, 60, 70, 90, 100) }), {
          maxLength: 6,
        }),
        fc.integer({ min: 20, max: 300 }),
        fc.integer({ min: 20, max: 300 }),
        fc.constantFrom(50, 70, 90),
        (regions, width, height, priority) => {
          const r = findRoom({ within, width, height, priority, regions, step: 10 });
          if (!r) return;
          expect(r.x).toBeGreaterThanOrEqual(0);
          expect(r.y + r.height).toBeLessThanOrEqual(800);
          for (const g of regions) if (g.priority >= priority) expect(overlapArea(r, g.rect)).toBe(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('formOf', () => {
  it('knows a phone upright, on its side, a tablet, a laptop and a television', () => {
    expect(formOf(390, 844).name).toBe('tall');
    expect(formOf(844, 390).name).toBe('short');
    expect(formOf(768, 1024).name).toBe('tall');
    expect(formOf(1280, 800).name).toBe('wide');
    expect(formOf(1024, 640).name).toBe('wide');
    expect(formOf(3840, 2160)).toMatchObject({ name: 'wide', scale: 2.7 });
  });

  it('makes a 48-design-pixel control at least a fingertip on every compact form', () => {
    for (const [w, h] of [
      [360, 640],
      [390, 844],
      [844, 390],
      [667, 375],
      [568, 320],
      [768, 1024],
    ] as const) {
      const f = formOf(w, h);
      expect(f.compact).toBe(true);
      expect(48 * f.scale).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    }
  });
});
